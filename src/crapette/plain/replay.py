"""`crapette replay --plain`: a game record stepped through line by line. Each step says
the action in words (a call: its verdict); `why` says why it was allowed, forced or
wrong (the replay's explanation, as the Why panel); `look` shows the table at that
point. The record is judged once (``replay_model.Replay``)."""

from __future__ import annotations

from crapette.app.replay_model import Replay
from crapette.app.view import sentence
from crapette.i18n import _
from crapette.plain.commands import long_word, parse, words
from crapette.plain.console import Console
from crapette.plain.look import look_lines


class PlainReplay:
    """A record at a line console (see the module docstring)."""

    def __init__(self, replay: Replay, console: Console) -> None:
        self.replay = replay
        self.console = console
        self.done = False

    def run(self) -> int:
        replay, say = self.replay, self.console.say
        say(_("Replay of {source}: {count} actions.").format(source=replay.source or "-", count=replay.length))
        say(replay.start_words())
        try:
            while not self.done:
                self.step()
        except EOFError:
            pass
        return 0

    def where(self) -> str:
        replay = self.replay
        if replay.at == 0:
            return _("Start position")
        return _("After action {number} of {count}, turn {turn}").format(
            number=replay.at, count=replay.length, turn=replay.turn())

    def step(self) -> None:
        line = self.console.ask(_("{where} · Enter: the next action · {help}: the commands").format(
            where=self.where(), help=long_word("help")))
        if line is not None:
            self.command(line)

    def say_step(self) -> None:
        replay = self.replay
        step = replay.last_step()
        if step is None:
            self.console.say(_("The start of the game."))
        else:
            self.console.say(f"{step.number}. {step.action}  {sentence(step.words)}.")
        if replay.at == replay.length:
            self.console.say(replay.end_words())

    def go(self, k: int) -> None:
        replay = self.replay
        if k < 0 or k > replay.length:
            self.console.say(_("{number}: the record has actions 0 to {count}.").format(number=k, count=replay.length))
            return
        replay.goto(k)
        self.say_step()

    def command(self, line: str) -> None:
        replay, say = self.replay, self.console.say
        command = parse(line)
        name, argument = command.name, command.argument
        if name in ("", "next"):
            if replay.at == replay.length:
                say(replay.end_words())
            else:
                self.go(replay.at + 1)
        elif name == "back":
            self.go(max(replay.at - 1, 0))
        elif name == "turn":
            self.go(replay.previous_turn_start() if argument.casefold() in words("back") else replay.next_turn_start())
        elif name is None and argument.isdigit():
            self.go(int(argument))
        elif name == "why":
            self.console.say_all(text for _kind, text in replay.explanation())
        elif name == "look":
            self.console.say_all(look_lines(replay.game.position, replay.names, argument))
        elif name == "quit":
            self.done = True
        elif name == "help":
            self.console.say_all(help_lines())
        elif name == "rules":
            from crapette.plain.play import show_rules

            show_rules(self.console)
        else:
            say(_("{text}: not a replay command; {help} lists them.").format(text=line, help=long_word("help")))


def help_lines() -> list[str]:
    def w(name: str) -> str:
        return " / ".join(words(name))

    return [
        _("{words} (or Enter): the next action; {back}: the one before; a number: after that many actions.").format(
            words=w("next"), back=w("back")),
        _("{words}: to the next turn; {turn} {back}: to the start of this turn (or the one before).").format(
            words=w("turn"), turn=long_word("turn"), back=long_word("back")),
        _("{words}: why the last action was allowed, forced or wrong, and what came of it.").format(words=w("why")),
        _("{words}: the whole table, pile by pile; with a pile (h3, reserve, discard north, f1): that pile.").format(
            words=w("look")),
        _("{words}: the rules, a page at a time.").format(words=w("rules")),
        _("{words}: leave.").format(words=w("quit")),
    ]


__all__ = ["PlainReplay", "help_lines"]
