"""The stricter priority rules of 000 (variants strict-priorities and minimal-freeing).

They need a search, ``freeing.py``'s (ruling 16): the shortest sequences of the
mover's own moves that clear the cards covering a house card, room-making moves
included, within a documented bound.

Rules and identifiers:
- S1 free a buried card: when no card can go to a foundation directly, a house card
  that can be freed by moving the cards above it elsewhere (other houses, the
  opponent's reserve or discard) and then played to a foundation must be freed and played;
- M1 (minimal-freeing) fewest moves: the freeing must be one needing the fewest moves;
- S2 load: when no card can go to a foundation, directly or by freeing, loading the
  opponent's reserve or discard is mandatory when possible;
- S3 make spaces: before turning a hand card, while the reserve holds cards and no
  house is empty, a house that can be emptied by moving its cards elsewhere must be;
- S4 (face-down-tableau) uncover: once no card can go to a foundation (directly or by
  freeing), the face-up cards covering a face-down house card must be moved away when
  they can be.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from collections.abc import Sequence

from crapette.engine.actions import MOVE, TURN, Action
from crapette.engine.position import Position
from crapette.engine.priorities import PriorityRule
from crapette.engine.why import N_, Why
from crapette.lazy import lazy_module

if TYPE_CHECKING:
    from crapette.engine import freeing
    from crapette.engine.freeing import Clearing, Freeing
else:  # loaded at its first use: start-up does not need it
    freeing = lazy_module("crapette.engine.freeing")


def _any_foundation_move(pos: Position, legal: Sequence[Action]) -> bool:
    """An own card can go to a foundation (the opponent's never count: ruling 17)."""
    foundations, owner_of, me = pos.table.foundations, pos.table.owner_of, pos.to_move
    return any(a.dst in foundations and a.kind == MOVE and owner_of[a.src] in (None, me) for a in legal)


def _load_targets(pos: Position) -> tuple[int, ...]:
    """The opponents' reserves and discards: the piles loading goes to."""
    return pos.table.load_piles_of[pos.to_move]


class FreeBuriedCard(PriorityRule):
    id = "S1"
    title = N_("free a buried card that can then go to a foundation")

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        if _any_foundation_move(pos, legal):
            return []
        seen: dict[Action, None] = {}
        for fr in freeing.freeings(pos):
            for a in fr.first_moves:
                seen[a] = None
        return [a for a in seen if a in legal]

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> Why:
        return Why("priority.S1", freeing=freeing.freeings(pos)[0].why())


class FewestMovesFreeing(PriorityRule):
    id = "M1"
    title = N_("free the buried card in the fewest moves")
    only_forbids = N_("a freeing move of a longer way (S1, just below, forbids the other actions)")

    def _best(self, pos: Position) -> list[Freeing]:
        found = freeing.freeings(pos)
        if not found:
            return []
        least = min(f.moves for f in found)
        return [f for f in found if f.moves == least]

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        if _any_foundation_move(pos, legal):
            return []
        seen: dict[Action, None] = {}
        for fr in self._best(pos):
            for a in fr.first_moves:
                seen[a] = None
        return [a for a in seen if a in legal]

    def complies(self, pos: Position, action: Action, alternatives: Sequence[Action]) -> bool:
        """M1 forbids only freeing moves that are not among the fewest; other actions
        are S1's business, just below."""
        return action in alternatives or not any(action in fr.first_moves for fr in freeing.freeings(pos))

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> Why:
        fr = self._best(pos)[0]
        return Why("priority.M1", moves=fr.moves, freeing=fr.why())


class LoadOpponent(PriorityRule):
    id = "S2"
    title = N_("load the opponent's reserve or discard when no card can go to a foundation")

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        targets = _load_targets(pos)
        loads = [a for a in legal if a.kind == MOVE and a.dst in targets]
        if not loads or _any_foundation_move(pos, legal) or freeing.freeings(pos):
            return []
        return loads

    def complies(self, pos: Position, action: Action, alternatives: Sequence[Action]) -> bool:
        return action.kind == MOVE and action.dst in _load_targets(pos)

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> Why:
        a = alternatives[0]
        return Why("priority.S2", card=pos.piles[a.src][-1], action=a)


class MakeSpacesBeforeTurning(PriorityRule):
    id = "S3"
    title = N_("empty houses (to fill from the reserve) before turning a hand card")
    only_forbids = N_("turning a hand card")

    def _ways(self, pos: Position) -> list[Clearing]:
        piles = pos.piles
        houses = pos.table.houses
        if not piles[pos.table.reserve_of[pos.to_move]] or any(not piles[h] for h in houses):
            return []
        out = []
        hidden = pos.face_down
        for i, h in enumerate(houses):
            if hidden and hidden[i]:
                continue  # emptying it would mean moving unknown cards
            way = freeing.clearing(pos, h, 0, into_empty=False)
            if way is not None:
                out.append(way)
        return out

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        if not any(a.kind == TURN for a in legal):
            return []
        seen: dict[Action, None] = {}
        for way in self._ways(pos):
            for a in way.first_moves:
                seen[a] = None
        return [a for a in seen if a in legal]

    def complies(self, pos: Position, action: Action, alternatives: Sequence[Action]) -> bool:
        return action.kind != TURN

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> Why:
        way = self._ways(pos)[0]
        return Why("priority.S3", house=way.house, actions=tuple(way.sequence))


class UncoverFaceDown(PriorityRule):
    id = "S4"
    title = N_("uncover face-down house cards once nothing can go to a foundation")

    def _ways(self, pos: Position) -> list[Clearing]:
        hidden = pos.face_down
        out = []
        for i, h in enumerate(pos.table.houses):
            if hidden and hidden[i] and len(pos.piles[h]) > hidden[i]:
                way = freeing.clearing(pos, h, hidden[i])
                if way is not None:
                    out.append(way)
        return out

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        if not pos.face_down or _any_foundation_move(pos, legal):
            return []
        if any(r.id == "S1" for r in pos.rules.priorities) and freeing.freeings(pos):
            return []
        seen: dict[Action, None] = {}
        for way in self._ways(pos):
            for a in way.first_moves:
                seen[a] = None
        return [a for a in seen if a in legal]

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> Why:
        way = self._ways(pos)[0]
        return Why("priority.S4", house=way.house, actions=tuple(way.sequence))
