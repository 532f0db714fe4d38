"""Whether every pile an action names is on the table, for every kind of action.

A move's piles are checked by the building rules (``rules.illegal_reason``); a touch, a
Stop! call naming an action and a Crapette! call showing moves name piles too, and a
record may name one the game's table lacks (``touch WD`` at two seats, ``F5`` with one
deck) or has taken out of play (three players). ``Game.push`` asks here first, so that such
an action is refused with the same words as a move, never read past the table's piles; a
call is checked against the table where the action it judges was made.
"""

from __future__ import annotations

from collections.abc import Iterator

from crapette.engine.actions import Action
from crapette.engine.table import Pile, Table
from crapette.engine.why import Why


def named_piles(action: Action) -> Iterator[Pile]:
    """Every pile the action names: its source and target, the house it announces to
    empty, and those of the action a Stop! names or the moves a Crapette! shows."""
    for pile in (action.src, action.dst, action.empties):
        if pile >= 0:
            yield pile
    if action.named is not None:
        yield from named_piles(action.named)
    for shown in action.shown:
        yield from named_piles(shown)


def absent_pile(table: Table, action: Action) -> Pile | None:
    """The first pile the action names that the table lacks or has taken out of play."""
    count, valid = table.pile_count, table.valid
    for pile in named_piles(action):
        if pile >= count or not valid[pile]:
            return pile
    return None


def pile_refusal(table: Table, action: Action) -> Why | None:
    """Why the action cannot be played at ``table`` (a pile it names is not there), said
    as for a move; None when every pile it names is on the table. A call is asked about
    the table of the action it judges (before it: the first house emptied was in play)."""
    pile = absent_pile(table, action)
    if pile is None:
        return None
    return Why("move.out-of-play" if pile in table.all_houses else "move.no-such-pile", pile=pile)


__all__ = ["absent_pile", "named_piles", "pile_refusal"]
