"""Variant crapette-call (003): the "Crapette!" call, the opponent's visible cards to
the foundations, and 003's hardest priority order.

- C1 a visible card to a foundation, the one needing the fewest moves: a card that goes
  up directly first; failing that, a buried house card freed in the fewest moves;
- C2 the reserve card, when it can go to a foundation or a house;
- C3 the turned hand card, when it can go to a foundation or a house.

The call (``judge_crapette``; ``Game`` carries out its consequences) judges the last action like Stop!, but it takes nothing back: when founded
(the action broke C1–C3, or the caller shows a combination of moves, valid before that
action, that put a card on a foundation, and the action was not a foundation move),
the offender's turned hand card goes onto their discard and the caller plays next.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from collections.abc import Sequence

from crapette.engine.actions import MOVE, MOVES, Action
from crapette.engine.cards import goes_on_foundation
from crapette.engine.position import Position
from crapette.engine.priorities import PriorityRule, move_why, violation_of
from crapette.engine.rules import illegal_reason, legal_actions
from crapette.engine.why import N_, Why
from crapette.lazy import lazy_module

if TYPE_CHECKING:
    from crapette.engine import stop
else:  # loaded at its first use: start-up does not need it
    stop = lazy_module("crapette.engine.stop")

if TYPE_CHECKING:
    from crapette.engine import freeing
else:  # loaded at its first use: start-up does not need it
    freeing = lazy_module("crapette.engine.freeing")


def crapette_legal_actions(pos: Position) -> list[Action]:
    """The standard actions, plus the opponent's reserve and discard top cards to the
    foundations (optional moves: no rule makes them mandatory)."""
    out = legal_actions(pos)
    extra = []
    for s, seat in pos.table.loads_of[pos.to_move]:
        pile = pos.piles[s]
        if not pile or (seat >= 0 and pos.reserve_hidden[seat]):
            continue
        card = pile[-1]
        for f in pos.table.foundations:
            pf = pos.piles[f]
            if goes_on_foundation(card, pf[-1] if pf else None):
                extra.append(MOVES[s][f])
    if extra:
        n = len(out) - 1 if out and out[-1].kind != MOVE else len(out)
        out[n:n] = extra
    return out


def _own_foundation_moves(pos: Position, legal: Sequence[Action]) -> list[Action]:
    t = pos.table
    return [a for a in legal if a.kind == MOVE and t.is_foundation(a.dst) and t.owner(a.src) in (None, pos.to_move)]


class FewestMovesToFoundation(PriorityRule):
    id = "C1"
    title = N_("a visible card to a foundation first, the one needing the fewest moves")

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        direct = _own_foundation_moves(pos, legal)
        if direct:
            return direct
        found = freeing.freeings(pos)
        if not found:
            return []
        least = min(f.moves for f in found)
        seen: dict[Action, None] = {}
        for fr in found:
            if fr.moves == least:
                for a in fr.first_moves:
                    seen[a] = None
        return [a for a in seen if a in legal]

    def complies(self, pos: Position, action: Action, alternatives: Sequence[Action]) -> bool:
        # any move to a foundation keeps to the rule, the opponent's cards too
        return action in alternatives or (action.kind == MOVE and pos.table.is_foundation(action.dst))

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> Why:
        a = alternatives[0]
        if pos.table.is_foundation(a.dst):
            return Why("priority.C1", move=move_why(pos, a))
        fr = min(freeing.freeings(pos), key=lambda f: f.moves)
        return Why("priority.C1-freeing", freeing=fr.why())


class ReserveCardNext(PriorityRule):
    id = "C2"
    title = N_("then the reserve card, when it can go to a foundation or a house")

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        t = pos.table
        reserve = t.reserve_of[pos.to_move]
        return [a for a in legal if a.kind == MOVE and a.src == reserve and not t.is_stock(a.dst)]

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> Why:
        return Why("priority.C2", move=move_why(pos, alternatives[0]))


class HandCardNext(PriorityRule):
    id = "C3"
    title = N_("then the turned hand card, when it can go to a foundation or a house")

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        t = pos.table
        hand_card = t.hand_card_of[pos.to_move]
        return [a for a in legal if a.kind == MOVE and a.src == hand_card and not t.is_stock(a.dst)]

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> Why:
        return Why("priority.C3", move=move_why(pos, alternatives[0]))


def shown_combination_reason(pos: Position, moves: Sequence[Action]) -> Why | None:
    """None if the moves, played in turn from ``pos`` by the player to move, are legal
    and the last puts a card on a foundation; else why not."""
    if not moves:
        return Why("crapette.nothing-shown")
    scratch = pos.copy()
    for i, a in enumerate(moves, 1):
        reason = illegal_reason(scratch, a)
        if reason is not None and a not in crapette_legal_actions(scratch):
            return Why("crapette.move-not-allowed", number=i, action=a, why=reason)
        group = scratch.piles[a.src][-a.count :]
        del scratch.piles[a.src][-a.count :]
        scratch.piles[a.dst].extend(group)
    last = moves[-1]
    if not scratch.table.is_foundation(last.dst):
        return Why("crapette.not-to-foundation", action=last)
    if pos.table.owner(last.src) not in (None, pos.to_move):
        # ruling 17: putting the opponent's cards up is allowed, never mandatory
        return Why("crapette.opponent-card", action=last)
    return None


def judge_crapette(pos: Position, judged: Action, legal: Sequence[Action], shown: Sequence[Action]) -> stop.Ruling:
    """A Crapette! call on ``judged``, in ``pos`` where it was made: founded when it broke
    C1–C3, or when the caller shows a combination that was there to play and the action
    was not a foundation move. Nothing is taken back (``instead`` stays None)."""
    violation = violation_of(pos, judged, legal)
    if violation is not None:
        return stop.Ruling(True, violation, Why("crapette.broke", action=judged, rule=violation.rule,
                                                title=violation.title))
    if judged.to_foundation:
        return stop.Ruling(False, None, Why("crapette.to-foundation", action=judged))
    if shown and shown[0] == judged:
        return stop.Ruling(False, None, Why("crapette.first-of-combination", action=judged))
    if shown:
        problem = shown_combination_reason(pos, shown)
        if problem is None:
            return stop.Ruling(True, None, Why("crapette.combination-was-there", moves=tuple(shown)))
        return stop.Ruling(False, None, Why("crapette.combination-fails", problem=problem))
    return stop.Ruling(False, None, Why("crapette.nothing-missed"))


__all__ = [
    "FewestMovesToFoundation", "HandCardNext", "ReserveCardNext",
    "crapette_legal_actions", "judge_crapette", "shown_combination_reason",
]
