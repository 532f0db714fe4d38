"""The stricter priority rules of 000 (variants strict-priorities and minimal-freeing).

They need a search: can the cards covering a house card be moved away, one at a time,
so that the card is freed? The search is exact and small because of how houses are
built. Covering cards form a run, one rank down each in alternating colours, so no
covering card ever fits on another one once moved (it would need a lower rank, or the
same suit one rank apart): every place — a house top, an empty house, the opponent's
reserve or discard — takes at most one of them. Freeing is therefore a matching of
covering cards to distinct places, found by a short backtracking search.

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

from dataclasses import dataclass
from collections.abc import Sequence

from crapette.engine.actions import MOVE, MOVES, TURN, Action
from crapette.engine.cards import Card, card_symbol, goes_on_house, loads_onto
from crapette.engine.piles import describe_pile
from crapette.engine.position import Position
from crapette.engine.priorities import PriorityRule
from crapette.engine.rules import foundation_targets

def _places(pos: Position, card: Card, house: int) -> list[int]:
    """Piles the card could be moved to, other than foundations and its own house."""
    piles = pos.piles
    out = []
    for h in pos.table.houses:
        if h != house:
            ph = piles[h]
            if not ph or goes_on_house(card, ph[-1]):
                out.append(h)
    for pile, seat in pos.table.loads_of[pos.to_move]:
        target = piles[pile]
        if seat >= 0 and pos.reserve_hidden[seat]:
            continue  # a face-down reserve cannot be loaded
        if target and loads_onto(card, target[-1]):
            out.append(pile)
    return out


def _assign(pos: Position, cards: Sequence[Card], house: int, used: set[int]) -> list[int] | None:
    """Distinct places for the cards (top first), or None."""
    if not cards:
        return []
    for place in _places(pos, cards[0], house):
        if place in used:
            continue
        used.add(place)
        rest = _assign(pos, cards[1:], house, used)
        used.discard(place)
        if rest is not None:
            return [place, *rest]
    return None


def clearing_moves(pos: Position, house: int, depth: int) -> list[tuple[Action, list[Action]]]:
    """Every legal first move of a way to move the top ``depth`` cards of ``house``
    elsewhere, each with one whole sequence that starts with it."""
    pile = pos.piles[house]
    cards = [pile[-1 - i] for i in range(depth)]
    out = []
    for first in _places(pos, cards[0], house):
        rest = _assign(pos, cards[1:], house, {first})
        if rest is not None:
            out.append((MOVES[house][first], [MOVES[house][d] for d in (first, *rest)]))
    return out


@dataclass(frozen=True)
class Freeing:
    """A buried card that can be freed and played: where it is, how deep, how."""

    house: int
    depth: int
    card: Card
    foundation: int
    first_moves: tuple[Action, ...]
    sequence: tuple[Action, ...]  # one whole freeing sequence, then the foundation move

    def words(self) -> str:
        moves = ", ".join(str(a) for a in self.sequence[:-1])
        return (
            f"{card_symbol(self.card)} in {describe_pile(self.house)} can be freed and played to a foundation: "
            f"{moves}, then {self.sequence[-1]}"
        )


def freeings(pos: Position) -> list[Freeing]:
    """Every buried house card that can be freed and then played to a foundation."""
    piles = pos.piles
    takes = foundation_targets(pos)
    out = []
    hidden = pos.face_down
    for i, h in enumerate(pos.table.houses):
        pile = piles[h]
        # face-down cards are unknown to the player: they are never the card to free
        for depth in range(1, len(pile) - (hidden[i] if hidden else 0)):
            card = pile[-1 - depth]
            target = takes.get(card)
            if target is None:
                continue
            ways = clearing_moves(pos, h, depth)
            if ways:
                seq = tuple(ways[0][1]) + (MOVES[h][target],)
                out.append(Freeing(h, depth, card, target, tuple(a for a, _ in ways), seq))
    return out


def _any_foundation_move(pos: Position, legal: Sequence[Action]) -> bool:
    foundations = pos.table.foundations
    return any(a.dst in foundations and a.kind == MOVE for a in legal)


def _load_targets(pos: Position) -> tuple[int, ...]:
    """The opponents' reserves and discards: the piles loading goes to."""
    return pos.table.load_piles_of[pos.to_move]


class FreeBuriedCard(PriorityRule):
    id = "S1"
    title = "free a buried card that can then go to a foundation"

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        if _any_foundation_move(pos, legal):
            return []
        seen: dict[Action, None] = {}
        for fr in freeings(pos):
            for a in fr.first_moves:
                seen[a] = None
        return list(seen)

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> str:
        fr = min(freeings(pos), key=lambda f: f.depth)
        return f"S1: {fr.words()}; freeing it comes before any other action."


class FewestMovesFreeing(PriorityRule):
    id = "M1"
    title = "free the buried card in the fewest moves"

    def _best(self, pos: Position) -> list[Freeing]:
        found = freeings(pos)
        if not found:
            return []
        least = min(f.depth for f in found)
        return [f for f in found if f.depth == least]

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        if _any_foundation_move(pos, legal):
            return []
        seen: dict[Action, None] = {}
        for fr in self._best(pos):
            for a in fr.first_moves:
                seen[a] = None
        return list(seen)

    def complies(self, pos: Position, action: Action, alternatives: Sequence[Action]) -> bool:
        """M1 forbids only freeing moves that are not among the fewest; other actions
        are S1's business, just below."""
        return action in alternatives or not any(action in fr.first_moves for fr in freeings(pos))

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> str:
        fr = self._best(pos)[0]
        return f"M1: a card must be freed in the fewest moves ({fr.depth + 1}): {fr.words()}."


class LoadOpponent(PriorityRule):
    id = "S2"
    title = "load the opponent's reserve or discard when no card can go to a foundation"

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        targets = _load_targets(pos)
        loads = [a for a in legal if a.kind == MOVE and a.dst in targets]
        if not loads or _any_foundation_move(pos, legal) or freeings(pos):
            return []
        return loads

    def complies(self, pos: Position, action: Action, alternatives: Sequence[Action]) -> bool:
        return action.kind == MOVE and action.dst in _load_targets(pos)

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> str:
        a = alternatives[0]
        return (
            f"S2: no card can go to a foundation, so loading your opponent is mandatory: "
            f"{card_symbol(pos.piles[a.src][-1])} from {describe_pile(a.src)} onto {describe_pile(a.dst)} ({a})."
        )


class MakeSpacesBeforeTurning(PriorityRule):
    id = "S3"
    title = "empty houses (to fill from the reserve) before turning a hand card"

    def _ways(self, pos: Position) -> list[tuple[int, list[tuple[Action, list[Action]]]]]:
        piles = pos.piles
        houses = pos.table.houses
        if not piles[pos.table.reserve_of[pos.to_move]] or any(not piles[h] for h in houses):
            return []
        out = []
        hidden = pos.face_down
        for i, h in enumerate(houses):
            if hidden and hidden[i]:
                continue  # emptying it would mean moving unknown cards
            ways = clearing_moves(pos, h, len(piles[h]))
            if ways:
                out.append((h, ways))
        return out

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        if not any(a.kind == TURN for a in legal):
            return []
        seen: dict[Action, None] = {}
        for _, ways in self._ways(pos):
            for a, _seq in ways:
                seen[a] = None
        return list(seen)

    def complies(self, pos: Position, action: Action, alternatives: Sequence[Action]) -> bool:
        return action.kind != TURN

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> str:
        h, ways = self._ways(pos)[0]
        seq = ", ".join(str(a) for a in ways[0][1])
        return (
            f"S3: before turning a hand card, empty the houses you can and fill them from your reserve: "
            f"{describe_pile(h)} can be emptied with {seq}."
        )


class UncoverFaceDown(PriorityRule):
    id = "S4"
    title = "uncover face-down house cards once nothing can go to a foundation"

    def _ways(self, pos: Position) -> list[tuple[int, list[tuple[Action, list[Action]]]]]:
        hidden = pos.face_down
        out = []
        for i, h in enumerate(pos.table.houses):
            if hidden and hidden[i]:
                ways = clearing_moves(pos, h, len(pos.piles[h]) - hidden[i])
                if ways:
                    out.append((h, ways))
        return out

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        if not pos.face_down or _any_foundation_move(pos, legal):
            return []
        if any(r.id == "S1" for r in pos.rules.priorities) and freeings(pos):
            return []
        seen: dict[Action, None] = {}
        for _, ways in self._ways(pos):
            for a, _seq in ways:
                seen[a] = None
        return list(seen)

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> str:
        h, ways = self._ways(pos)[0]
        seq = ", ".join(str(a) for a in ways[0][1])
        return f"S4: no card can go to a foundation, so uncover the face-down card of {describe_pile(h)}: {seq}."
