"""The two text lines under the table during a game: the last action (with the Stop!
window) and the prompt (what the keys do now). Read from a ``Selection``; no Textual.
"""

from __future__ import annotations

from crapette.engine import STOP, card_symbol, describe_pile
from crapette.engine.actions import CALL, PASS_ACTION, TURN_ACTION
from crapette.app.selection import OPPONENT_PILES, Selection
from crapette.app.view import STOP_BUTTON, Opponent, Span, key, plain, who, Names


class _Hints:
    """Key hints joined by a muted dot."""

    def __init__(self, out: list[Span]) -> None:
        self.out = out
        self.count = 0

    def __call__(self, name: str, text: str) -> None:
        if self.count:
            self.out.append(plain(" · ", "muted"))
        self.count += 1
        self.out.extend([key(name), plain("\u00a0" + text.replace(" ", "\u00a0"))])


def last_line(sel: Selection, names: Names, words: str, stop_words: str, call_name: str,
              opponent: Opponent | None) -> tuple[Span, ...]:
    """The last action in notation and words; in stop mode, who may call on it (a
    clickable button when the caller sits at this keyboard)."""
    game = sel.game
    last = game.last_action()
    if last is None:
        return (plain("No action yet. "), plain(f"{who(names, game.to_move)} starts.", "muted"))
    spans = [plain("Last: ", "muted"), key(str(last)), plain("\u00a0 ")]
    if last.kind in (STOP, CALL):
        spans.append(plain(stop_words))
        return tuple(spans)
    spans.append(plain(words))
    if game.mode == "stop":
        caller = game.stop_caller
        if caller is not None and opponent is not None and caller == opponent.seat:
            spans.append(plain(f"  ·  {who(names, caller)} may call {call_name}", "muted"))
        elif caller is not None:
            spans += [plain("  ·  "), plain(f"{who(names, caller)} may call "),
                      Span(f"[\u00a0!\u00a0{call_name}\u00a0]", ("stop",), STOP_BUTTON)]
        elif game.outcome is None:
            spans.append(plain(f"  ·  {call_name} window closed", "muted"))
    return tuple(spans)


def prompt_line(sel: Selection, names: Names, call_name: str,
                opponent: Opponent | None) -> tuple[Span, ...]:
    """What the keys do now: the sources to pick up, or where the picked-up card may go."""
    game, table = sel.game, sel.table
    if game.outcome is not None:
        return (plain("The game is over."),)
    pos = game.position
    p = game.to_move
    if opponent is not None and p == opponent.seat:
        return opponent.prompt(names[p], call_name if game.stop_caller == table.opponent(p) else None)
    selected = sel.selected
    out: list[Span] = []
    hint = _Hints(out)
    if sel.choosing_foundation and selected is not None:
        found = sel.foundation_targets(selected)
        out.append(plain(f"Which foundation for {sel.top_card(selected)}? ", "bold"))
        hint("1–8", "F1–F8 (" + ", ".join(table.name(f) for f in found) + " accept it)")
        hint("esc", "cancel")
        return tuple(out)
    choice = sel.count_choice()
    if choice is not None and selected is not None:
        cards = pos.piles[selected]
        out.append(plain(f"How many cards from {table.name(selected)} to the empty {table.name(choice.dst)}? ",
                         "bold"))
        for n in choice.counts:
            hint(str(n), " ".join(card_symbol(c) for c in cards[-n:]))
        hint("enter", f"all {choice.counts[-1]}")
        hint("esc", "cancel")
        return tuple(out)
    if selected is None:
        return _pick_prompt(sel, names, call_name, opponent)
    most = sel.group_size(selected)
    run = f", with the run under it (up to {most} cards)" if most > 1 else ""
    out.append(plain(f"{sel.top_card(selected)} from {describe_pile(selected)} picked up{run}: ", "bold"))
    targets = sel.targets(selected)
    found = [t for t in targets if table.is_foundation(t)]
    if found:
        extra = " (F: choose 1–8)" if len(found) > 1 else ""
        hint("f", f"to {table.name(found[0])}{extra}")
    other = table.opponent(p)
    for t in targets:
        if table.is_house(t):
            number = str(table.house_number(t))
            counts = sel.counts(selected, t)
            if counts == [1]:
                hint(number, f"to H{number}")
            elif len(counts) == 1:
                hint(number, f"to H{number} ({counts[0]} cards)")
            else:
                hint(number, f"to H{number} ({counts[0]}–{counts[-1]} cards)")
        elif t == table.reserve(other):
            hint("o", f"load {table.name(t)}")
        elif t == table.discard(other):
            hint("p", f"load {table.name(t)}")
        elif t == table.discard(p):
            hint("d", "discard (ends the turn)")
    if found:
        hint("again/enter", "to a foundation")
    hint("esc", "cancel")
    return tuple(out)


def _pick_prompt(sel: Selection, names: Names, call_name: str,
                 opponent: Opponent | None) -> tuple[Span, ...]:
    """Nothing picked up: the piles that may be, and the turn keys."""
    game, table = sel.game, sel.table
    out: list[Span] = [plain(f"{names[game.to_move]}, pick a card: ", "bold")]
    hint = _Hints(out)
    sources = sel.sources()
    for kind, name, text in (("reserve", "r", "reserve"), ("hand", "h", "hand card"), ("discard", "d", "discard")):
        if sel.own_pile(kind) in sources:
            hint(name, text)
    for kind, name in zip(OPPONENT_PILES, ("o", "p")):
        pile = sel.opponent_pile(kind)
        if pile in sources:  # crapette-call: the opponent's card may go up
            hint(name, table.name(pile) + " to a foundation")
    houses = [str(table.house_number(h)) for h in table.houses if h in sources]
    if houses:
        hint(" ".join(houses), "house")
    if sel.allowed(TURN_ACTION):  # never a key that strict mode would refuse
        hint("t", "turn a hand card")
    elif sel.allowed(PASS_ACTION):
        hint("t", "pass (nothing left to turn)")
    if sel.allowed(sel.end_turn_action()):
        hint("x", "discard the hand card (ends the turn)")
    if game.stop_caller is not None and (opponent is None or opponent.human_may("stop")):
        hint("!", f"{call_name} ({names[game.stop_caller]})")
    hint("?", "help")
    return tuple(out)


__all__ = ["Opponent", "last_line", "prompt_line"]
