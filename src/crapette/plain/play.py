"""A match played line by line (`crapette play --plain`): the prompt says whose turn it
is; a command, an action in the notation or a number from `moves` answers it; each
event is said once, as a sentence. The computers' actions are said one line each, at
the player's pace: a key to go on (Enter), or ``--pace`` seconds during which a line
may be typed (a Stop! on the action just said, a look at the table).

Everything goes through the match's interface (``crapette.match.Match``): the same
loop will play a remote match.
"""

from __future__ import annotations

from crapette.app.selection import Selection, seat_names
from crapette.app.view import Names, scores, sentence, who
from crapette.engine import MOVE, Action, CrapetteError, parse_action
from crapette.engine.actions import PASS_ACTION, TURN_ACTION
from crapette.words.describe import call_word, describe_game
from crapette.engine.table import Seat
from crapette.i18n import _, language
from crapette.words import words_for
from crapette.match import Event, GameOver, Match, Played, Refused, TableSeats
from crapette.plain import commands
from crapette.plain.commands import long_word, parse
from crapette.plain.console import Console
from crapette.plain.look import look_lines, seat_words
from crapette.plain.moves import allowed, move_lines
from crapette.plain.table import at_the_table
from crapette.plain.tell import end_lines, event_lines

#: lines of the rules shown at a time
RULES_PAGE = 30
#: seconds between two looks at a remote match's news while a line is awaited
POLL = 0.25


class PlainPlay:
    """One match at a line terminal (see the module docstring). ``pace``: None waits for
    Enter after each computer action, 0 never waits, else seconds."""

    def __init__(self, match: Match, console: Console, pace: float | None = None) -> None:
        self.match = match
        self.console = console
        self.pace = pace
        self.why: list[str] = []  # the last verdict or refusal, for `why`
        self.done = False
        self.after_computer = False  # the last action was a computer's: wait before its next

    # --- reading the match ------------------------------------------------------------------

    @property
    def names(self) -> Names:
        return seat_names(self.match.game, self.match.options.names)

    def selection(self) -> Selection:
        """The table's rules about people's calls and moves, for this game and these seats."""
        match = self.match
        game = match.game
        seats = TableSeats(match.seats, game) if match.seats.levels else None
        return Selection(game, match.options.names, seats)

    def call_name(self) -> str:
        return call_word(self.selection().call_name())

    # --- the loop ---------------------------------------------------------------------------

    def run(self, notice: str | None = None) -> int:
        say = self.console.say
        if notice:
            say(notice)
        self.tell(self.match.begin())
        say(self.players_line())
        if self.match.game.actions:  # a match resumed, or a remote one under way: the turns so far
            for line in last_turn_lines(self.match, self.names):
                say(line)
        else:
            say(_("{player} moves first.").format(player=who(self.names, self.match.game.to_move)))
        try:
            while not self.done:
                self.step()
        except EOFError:
            pass
        saved = self.match.saved_at()
        if saved is not None:
            from crapette.app.launch import command_name

            if self.match.elsewhere:  # a remote match: its link brings this seat back
                say(_("The match goes on on the server; `{command} join {link}` brings you back.").format(
                    command=command_name(), link=saved))
            else:
                say(_("The match is saved in {path}; `{command} play` resumes it.").format(
                    path=saved, command=command_name()))
        self.match.close()
        return 0

    def players_line(self) -> str:
        match = self.match
        names = self.names
        levels = match.seats.levels
        players = ", ".join(who(names, s) for s in match.game.position.table.seats)
        said = _("Players: {players}.").format(players=players)
        if match.elsewhere:
            return said
        if not levels:
            said += " " + _("You share this keyboard: each types on their own turn.")
        return said

    def step(self) -> None:
        """One thing happens: a computer's call or action, or a person's command."""
        match = self.match
        if match.waiting:
            self.between_games()
            return
        call = match.computer_call()
        if call is not None:
            self.tell(match.play(call.action, call.seat))
            return
        if match.computer_to_move() is not None:
            self.computer_step()
            return
        line = self.ask(self.prompt())
        if line is not None:
            self.command(line)

    def ask(self, prompt: str) -> str | None:
        """A typed line; with players at other terminals (a remote match), what they do
        meanwhile is said as it comes, and None returned so that the prompt is asked
        afresh (it may be someone else's turn now)."""
        match = self.match
        if not match.elsewhere:
            return self.console.ask(prompt)
        self.tell(match.incoming(0))
        line = self.console.ask(prompt, POLL)
        while line is None:
            events = match.incoming(0)
            if events:
                self.tell(events)
                return None
            line = self.console.lines.read(POLL)
            if line is not None:
                from crapette.plain.console import clean

                return clean(line).strip()
        return line

    def computer_step(self) -> None:
        """The computer to move acts, once its pace has passed since its last action (a
        line typed meanwhile is a command: a Stop! may end its turn)."""
        match = self.match
        if self.after_computer and self.pace != 0:
            if self.pace is None:
                line = self.console.ask(self.wait_prompt())
            else:
                line = self.console.lines.read(self.pace)
            if line is not None and line.strip():
                self.command(line)
                return
        seat = match.computer_to_move()
        if seat is None:
            return
        action = match.think()
        events = match.play(action, seat)
        if any(isinstance(e, Refused) for e in events):  # a bug in a player: the match waits for a person
            self.console.say(_("The computer stopped playing: {why}. The match is saved; please report this.").format(
                why=_("the game refused its action {action}").format(action=action)))
            self.done = True
            return
        self.tell(events)

    def between_games(self) -> None:
        match = self.match
        quit_word = long_word("quit")
        prompt = (_("Enter: a new match · {quit}: quit") if match.over else
                  _("Enter: the next game · {quit}: quit")).format(quit=quit_word)
        line = self.ask(prompt)
        if line is None:
            return
        command = parse(line)
        if command.name == "":
            if not match.waiting:  # another terminal dealt it meanwhile
                return
            self.tell(match.next_game())
            self.console.say(_("{player} moves first.").format(player=who(self.names, match.game.to_move)))
        elif command.name in ("quit", "look", "score", "why", "last", "help", "rules", "moves"):
            self.command(line)
        else:
            self.console.say(_("The game is over: Enter goes on, {quit} leaves.").format(quit=quit_word))

    # --- prompts ----------------------------------------------------------------------------

    def prompt(self) -> str:
        match = self.match
        game, names = match.game, self.names
        paused = match.paused_by
        if paused is not None:
            return _("Pause: {player} keeps still until {caller} continues ({pause})").format(
                player=who(names, game.to_move), caller=who(names, paused), pause=long_word("pause"))
        return sentence(_("{player} to play").format(player=who(names, game.to_move)))

    def wait_prompt(self) -> str:
        return _("Enter: go on · {stop}: {call} · {help}: the commands").format(
            stop=long_word("stop"), call=self.call_name(), help=long_word("help"))

    # --- telling ----------------------------------------------------------------------------

    def tell(self, events: list[Event]) -> None:
        match = self.match
        names = self.names
        for event in events:
            if isinstance(event, GameOver):
                lines = end_lines(event, names, match.totals, match.options.target, None)
            else:
                lines = event_lines(event, names)
            if isinstance(event, Refused) or (isinstance(event, Played) and event.verdict is not None):
                self.why = lines
            if isinstance(event, Played):
                self.after_computer = event.by_computer
            self.console.say_all(lines)

    # --- commands ---------------------------------------------------------------------------

    def command(self, line: str) -> None:
        """Do what a typed line asks; anything else is answered in one line."""
        command = parse(line)
        name, argument = command.name, command.argument
        if name == "":
            return
        if name is None:
            if argument.isdigit():
                self.play_number(int(argument))
            else:
                self.play_typed(argument)
            return
        handler = getattr(self, f"do_{name}")
        handler(argument)

    def do_look(self, argument: str) -> None:
        self.console.say_all(look_lines(self.match.game.position, self.names, argument))

    def do_moves(self, argument: str) -> None:
        game = self.match.game
        if self.match.seats.plays(game.to_move):
            self.console.say(_("{player} is playing: wait for your turn.").format(player=who(self.names, game.to_move)))
            return
        self.console.say_all(move_lines(game, self.names))

    def do_why(self, argument: str) -> None:
        self.console.say_all(self.why or [_("Nothing was refused or called yet.")])

    def do_last(self, argument: str) -> None:
        self.console.say_all(last_turn_lines(self.match, self.names))

    def do_score(self, argument: str) -> None:
        match = self.match
        names = self.names
        pos = match.game.position
        table = pos.table
        seats = table.seats
        self.console.say(_("Match: {totals}, to {target}; game {number}.").format(
            totals=scores(names, match.totals, seats), target=match.options.target, number=match.number))
        left = ", ".join(f"{who(names, s)} {pos.stock_count(s)}" for s in seats)
        self.console.say(_("Cards left to play out: {counts}.").format(counts=left))

    def do_undo(self, argument: str) -> None:
        self.tell(self.match.undo())

    def do_rules(self, argument: str) -> None:
        show_rules(self.console)

    def do_quit(self, argument: str) -> None:
        self.done = True

    def do_help(self, argument: str) -> None:
        self.console.say_all(help_lines(self.call_name()))

    def do_turn(self, argument: str) -> None:
        legal = self.match.game.legal_actions()
        self.play(PASS_ACTION if TURN_ACTION not in legal and PASS_ACTION in legal else TURN_ACTION)

    def do_pause(self, argument: str) -> None:
        from crapette.app.pausing import pause_callers

        match = self.match
        if match.paused_by is not None:
            self.tell(match.go_on())
            return
        callers = pause_callers(self.selection())
        caller = self.choose_seat(argument, callers, "Pause")
        if caller is not None:
            self.tell(match.pause(caller))

    def do_stop(self, argument: str) -> None:
        self.call(argument, None)

    def people_here(self) -> tuple[Seat, ...]:
        """The seats people play at this terminal (none for a watcher)."""
        match = self.match
        return tuple(s for s in match.game.position.table.seats if match.here(s) and not match.seats.plays(s))

    def ending_people(self) -> tuple[Seat, ...]:
        """The people here who may end the game now (draw, resign); () after saying why
        not: the game is over, or nobody plays here."""
        match = self.match
        if match.waiting or match.game.outcome is not None:
            self.console.say(_("The game is over."))
            return ()
        people = self.people_here()
        if not people:
            self.console.say(_("You are watching: a watcher does not play."))
        return people

    def do_draw(self, argument: str) -> None:
        """``draw``: a stalemate offered by the people here (at one keyboard, typed once
        for all of them); the computers answer by their rule, the players elsewhere by
        typing it too."""
        match = self.match
        people = self.ending_people()
        if not people:
            return
        for seat in people:
            events = match.offer_draw(seat)
            self.tell(events)
            if match.waiting or any(isinstance(e, Refused) for e in events):
                return

    def do_resign(self, argument: str) -> None:
        """``resign``: the player here gives the game up (at one keyboard, the player to
        move, or the one named: ``resign north``)."""
        match = self.match
        people = self.ending_people()
        if not people:
            return
        pos = match.game.position
        named = [seat_words(pos)[w] for w in argument.casefold().split() if w in seat_words(pos)]
        seat = named[0] if named else (pos.to_move if pos.to_move in people else people[0])
        if seat not in people:
            self.console.say(_("{player} plays elsewhere: only they may resign.").format(player=who(self.names, seat)))
            return
        self.tell(match.resign(seat))

    def do_computer(self, argument: str) -> None:
        """``computer north``: in a match played from several terminals, the server's
        computer plays the seat of a player who has gone, until they come back."""
        match = self.match
        take_over = getattr(match, "take_over", None)
        if not match.elsewhere or take_over is None:
            self.console.say(_("Only in a match played from several terminals: the computer takes the seat of a "
                               "player who has gone."))
            return
        pos = match.game.position
        named = [seat_words(pos)[w] for w in argument.casefold().split() if w in seat_words(pos)]
        if not named:
            seats = ", ".join(f"{long_word('computer')} {pos.table.seat_name(s)}" for s in match.elsewhere)
            self.console.say(_("Which seat? Type {choices}.").format(choices=seats))
            return
        self.tell(take_over(named[0]))

    # --- acting -----------------------------------------------------------------------------

    def choose_seat(self, argument: str, seats: tuple[Seat, ...], what: str) -> Seat | None:
        """The seat a call (or Pause) is made from: the one that may, or the one named
        when more than one may (``stop west``, ``pause n``)."""
        names = self.names
        pos = self.match.game.position
        named = [seat_words(pos)[w] for w in argument.casefold().split() if w in seat_words(pos)]
        if not seats:
            if what == "Pause":
                self.console.say(_("Pause is called by a player waiting (Zank-Patience), or against the computer "
                                   "while it plays."))
            return None
        if named:
            if named[0] in seats:
                return named[0]
            self.console.say(_("{player} cannot call {call} now.").format(player=who(names, named[0]), call=what))
            return None
        if len(seats) == 1:
            return seats[0]
        choices = ", ".join(f"{long_word('stop' if what != 'Pause' else 'pause')} {pos.table.seat_name(s)[0]} "
                            f"({who(names, s)})" for s in seats)
        self.console.say(_("Who calls {call}? Type {choices}.").format(call=what, choices=choices))
        return None

    def call(self, argument: str, typed: Action | None) -> None:
        """Stop! (Crapette! under crapette-call) on the last action, by a person at this
        keyboard; ``stop SR-H1`` names the action that should have been played."""
        match = self.match
        game = match.game
        sel = self.selection()
        call = self.call_name()
        callers = sel.callers()
        if not callers:
            reason = words_for(game.illegal_reason(sel.call_action())) or _("no call is possible now")
            if game.stop_callers:
                reason = _("only the computer may call on its own action")
            self.console.say(_("No {call} now: {reason}.").format(call=call, reason=reason))
            return
        rest = [w for w in argument.split() if w.casefold() not in seat_words(game.position)]
        named: Action | None = None
        if rest and typed is None:
            try:
                named = parse_action(" ".join(rest))
            except CrapetteError as exc:
                self.console.say(f"{' '.join(rest)}: {exc}")
                return
        caller = self.choose_seat(argument, callers, call)
        if caller is None:
            return
        action = sel.call_action(caller)
        if typed is not None:
            action = typed if typed.caller >= 0 or action.caller < 0 else typed.with_caller(action.caller)
        elif named is not None:
            action = Action(action.kind, named=named, caller=action.caller)
        self.tell(match.play(action, caller))

    def play_number(self, number: int) -> None:
        game = self.match.game
        if self.refuse_for_computer():
            return
        actions = allowed(game)
        if not 1 <= number <= len(actions):
            self.console.say(_("{number}: no such move; {moves} lists {count}.").format(
                number=number, moves=long_word("moves"), count=len(actions)))
            return
        self.play(actions[number - 1])

    def play_typed(self, text: str) -> None:
        """An action in the notation: played as typed, with what the table does for a
        person at the board (Wegner's announcement found, variant touch's attempt kept)."""
        try:
            action = parse_action(text)
        except CrapetteError:
            self.console.say(_("{text}: not a command nor an action; {help} lists the commands, {moves} the "
                               "moves.").format(text=text, help=long_word("help"), moves=long_word("moves")))
            return
        if action.is_call:
            self.call("", action)
            return
        if self.refuse_for_computer():
            return
        if action.kind == MOVE:
            found = at_the_table(self.selection(), action, self.console.say)
            if found is None:
                return
            action = found
        self.play(action)

    def refuse_for_computer(self) -> bool:
        game = self.match.game
        if self.match.seats.plays(game.to_move):
            self.console.say(_("{player} is playing: wait for your turn.").format(player=who(self.names, game.to_move)))
            return True
        return False

    def play(self, action: Action) -> None:
        self.tell(self.match.play(action))


def last_turn_lines(match: Match, names: Names) -> list[str]:
    """The actions since the previous turn began (that turn, and this one so far), each
    in notation and in words."""
    game = match.game
    if not game.actions:
        return [_("No action has been played yet.")]
    from crapette.engine import Game

    replay = Game(game.start.copy(), game.mode)
    actions = game.actions
    n = len(actions)
    fresh = [replay.position.turn_start]
    for action in actions:
        replay.push(action)
        fresh.append(replay.position.turn_start)
    # a turn begins where the position says so, once a call on the last action is settled (as replay_model)
    starts = [0] + [k for k in range(1, n + 1) if fresh[k] and (k == n or not actions[k].is_call)]
    begin = starts[-2] if len(starts) > 1 else 0
    from crapette.app.view import spoken_names

    entries = describe_game(game, spoken_names(names))
    return [f"{k}. {notation}  {sentence(words)}." for k, (notation, words) in enumerate(entries[begin:], begin + 1)]


def show_rules(console: Console) -> None:
    """The rules in the player's language, a page at a time."""
    from crapette.app.dialogs.rules import load_rules

    lines = [plain_markdown(line) for line in load_rules(language()).split("\n")]
    lines = [line for line in lines if line.strip()]
    for start in range(0, len(lines), RULES_PAGE):
        console.say_all(lines[start:start + RULES_PAGE])
        if start + RULES_PAGE >= len(lines):
            break
        more = console.ask(_("Enter: more of the rules · {quit}: back to the game").format(quit=long_word("quit")))
        if more is None or parse(more).name == "quit":
            break


def plain_markdown(line: str) -> str:
    """A line of the rules' Markdown as plain text: no heading marks, emphasis or code marks."""
    text = line.rstrip()
    stripped = text.lstrip("#").strip() if text.startswith("#") else text
    return stripped.replace("**", "").replace("`", "")


def help_lines(call: str) -> list[str]:
    """The commands, each with its words in the player's language."""
    def w(name: str) -> str:
        return " / ".join(commands.words(name))

    return [
        _("Type a command, an action in the notation (SR-H1, turn), or a number from the moves; Enter alone goes "
          "on when the computer plays. The English words always work."),
        _("{words}: the whole table, pile by pile; with a pile (h3, reserve, discard north, f1): that pile.").format(
            words=w("look")),
        _("{words}: the allowed actions, numbered, the mandatory ones first; a number plays one.").format(
            words=w("moves")),
        _("{words}: turn a hand card (Zank-Patience: take a source card), or pass.").format(words=w("turn")),
        _("{words}: call {call} on the last action; {stop} SR-H1 names the action that should have been played; "
          "{stop} west says who calls.").format(words=w("stop"), call=call, stop=long_word("stop")),
        _("{words}: call Pause, or continue (Zank-Patience, or while the computer plays).").format(words=w("pause")),
        _("{words}: the last verdict or refusal, in full.").format(words=w("why")),
        _("{words}: the last turn's actions.").format(words=w("last")),
        _("{words}: the match's points and the cards left.").format(words=w("score")),
        _("{words}: take back your last action (strict mode).").format(words=w("undo")),
        _("{words}: offer a stalemate (the game ends so when every player agrees; the computer by its rule).").format(
            words=w("draw")),
        _("{words}: give the game up (the others win as if you had run out of cards).").format(words=w("resign")),
        _("{words}: the rules, a page at a time.").format(words=w("rules")),
        _("{words}: leave; the match is saved and resumes in either interface.").format(words=w("quit")),
        _("{words} north: in a match from several terminals, the computer plays the seat of a player who has gone, "
          "until they come back.").format(words=w("computer")),
    ]


__all__ = ["PlainPlay", "help_lines", "last_turn_lines", "plain_markdown", "show_rules"]
