"""Freeing "whenever possible" (ruling 16): the one search behind S1, M1, S3, S4 and C1.

A house is *cleared down to* ``keep`` cards when every card above its first ``keep``
has left it. The search looks for the shortest sequences of the mover's own moves that
do it: any available card (reserve, hand card, house tops, the own discard with
``discard-available``) to any house or onto the opponent's reserve or discard, so a
move may first make room for a covering card elsewhere (a reserve card put on a house
so that the covering card fits on it, say). Never in a sequence: ``turn``, a discard,
a move to a foundation (the freed card's own move aside), a move onto the house being
cleared, or a card the mover cannot see yet (a reserve or discard card uncovered during
the sequence, a face-down house card turned up by it).

Why it stays small: only a move off the house brings the goal nearer, so a sequence of
``n`` covering cards with ``e`` other moves has ``n + e`` moves, and the search deepens
``e`` from 0. The last of the other moves must make room for a covering card at once
(else dropping it leaves a shorter sequence), which prunes the deepest level.

The bound (documented in docs/rules.md §11): at most ``MAX_EXTRA_MOVES`` moves besides
the covering cards' own, and at most ``NODE_LIMIT`` positions looked at per house. A
search that stops at the node limit is counted in ``COUNTER.truncated`` (the benchmark
``benchmarks/freeing_bound.py`` counts how often either bound is reached).
"""

from __future__ import annotations

from dataclasses import dataclass

from crapette.engine.actions import MOVES, Action
from crapette.engine.cards import Card, card_symbol, goes_on_house, loads_onto
from crapette.engine.piles import describe_pile
from crapette.engine.position import Position
from crapette.engine.rules import foundation_targets
from crapette.engine.table import Pile

#: moves besides the covering cards' own that a freeing may need (ruling 16's bound)
MAX_EXTRA_MOVES = 2
#: positions looked at, at most, when searching how to clear one house
NODE_LIMIT = 20_000


@dataclass
class SearchCounter:
    """How often the search ran and how often it stopped at its node limit."""

    searches: int = 0
    nodes: int = 0
    truncated: int = 0
    #: house clearings found only with all MAX_EXTRA_MOVES extra moves
    at_extra_limit: int = 0


COUNTER = SearchCounter()


class _Truncated(Exception):
    pass


@dataclass(frozen=True)
class Clearing:
    """The shortest ways to clear ``house`` down to ``keep`` cards."""

    house: Pile
    keep: int
    first_moves: tuple[Action, ...]  # every first move of a shortest sequence, canonical order
    sequence: tuple[Action, ...]  # one shortest sequence, starting with first_moves[0]

    @property
    def length(self) -> int:
        return len(self.sequence)


@dataclass(frozen=True)
class Freeing:
    """A buried card that can be freed and played: where it is, how deep, how."""

    house: Pile
    depth: int  # cards above it
    card: Card
    foundation: Pile
    first_moves: tuple[Action, ...]
    sequence: tuple[Action, ...]  # one shortest freeing sequence, then the foundation move

    @property
    def moves(self) -> int:
        """Moves the freeing takes, the foundation move included (M1, C1 compare these)."""
        return len(self.sequence)

    def words(self) -> str:
        moves = ", ".join(str(a) for a in self.sequence[:-1])
        return (
            f"{card_symbol(self.card)} in {describe_pile(self.house)} can be freed and played to a foundation: "
            f"{moves}, then {self.sequence[-1]}"
        )


def _dest_order(pos: Position) -> tuple[Pile, ...]:
    return (*pos.table.houses, *pos.table.load_piles_of[pos.to_move])


class _Search:
    """One house to clear; the piles are changed in place and restored."""

    def __init__(self, pos: Position, house: Pile, keep: int, extra: int, node_limit: int,
                 into_empty: bool = True) -> None:
        p = pos.to_move
        table = self.table = pos.table
        self.pos = pos
        self.piles = [list(pile) for pile in pos.piles]
        self.house = house
        self.keep = keep
        self.max_extra = extra
        self.node_limit = node_limit
        self.nodes = 0
        face_down = pos.face_down or (0,) * table.house_count
        self.hidden = {h: face_down[i] for i, h in enumerate(table.houses)}
        self.frozen: set[Pile] = set()
        if pos.reserve_hidden[p]:
            self.frozen.add(table.reserve_of[p])
        self.sources = table.sources_of[p][pos.rules.discard_available]
        # the opponents' reserves (unless face down) and discards
        self.loads = tuple(pile for pile, seat in table.loads_of[p] if not (seat >= 0 and pos.reserve_hidden[seat]))
        self.into_empty = into_empty
        self.path: list[Action] = []
        self.found: tuple[Action, ...] = ()

    # -- moves -----------------------------------------------------------------------

    def _accepts(self, dst: Pile, card: Card) -> bool:
        target = self.piles[dst]
        if dst in self.table.houses:
            if dst in self.frozen or dst == self.house:
                return False
            if not target:
                return self.into_empty
            if self.hidden[dst] >= len(target):
                return False  # a face-down top takes nothing
            return goes_on_house(card, target[-1])
        return bool(target) and loads_onto(card, target[-1])

    def _movable(self, src: Pile) -> bool:
        pile = self.piles[src]
        if not pile or src in self.frozen:
            return False
        return not (src in self.table.houses and self.hidden[src] >= len(pile))

    def moves(self, only_house: bool) -> list[Action]:
        out = []
        dests = (*self.table.houses, *self.loads)
        for src in (self.house,) if only_house else self.sources:
            if not self._movable(src):
                continue
            card = self.piles[src][-1]
            row = MOVES[src]
            for dst in dests:
                if dst != src and self._accepts(dst, card):
                    out.append(row[dst])
        return out

    def _apply(self, action: Action) -> tuple[Pile, ...]:
        """Play the move; returns the piles it froze (to thaw on undo)."""
        src, dst = action.src, action.dst
        self.piles[dst].append(self.piles[src].pop())
        frozen: tuple[Pile, ...] = ()
        if src in self.table.houses:
            if self.hidden[src] and len(self.piles[src]) == self.hidden[src] and src not in self.frozen:
                frozen = (src,)  # a face-down card turns up: unknown when planning
        elif src not in self.table.hand_cards and self.piles[src] and src not in self.frozen:
            frozen = (src,)  # the next reserve (or discard) card is unknown when planning
        self.frozen.update(frozen)
        self.path.append(action)
        return frozen

    def _undo(self, action: Action, frozen: tuple[Pile, ...]) -> None:
        self.path.pop()
        self.frozen.difference_update(frozen)
        self.piles[action.src].append(self.piles[action.dst].pop())

    def _makes_room(self, action: Action) -> bool:
        """After the move: does a pile it changed now take one of the covering cards?"""
        covering = self.piles[self.house][self.keep :]
        src, dst = action.src, action.dst
        if any(self._accepts(dst, c) for c in covering):
            return True
        if src in self.table.houses and src not in self.frozen:
            return any(self._accepts(src, c) for c in covering)
        return False

    # -- search ----------------------------------------------------------------------

    def _done(self) -> bool:
        return len(self.piles[self.house]) <= self.keep

    def _step_ok(self, action: Action, slack: int) -> int | None:
        """The slack left after ``action``, or None if the move cannot be in a shortest sequence."""
        if action.src == self.house:
            return slack
        if slack == 0:
            return None
        prev = self.path[-1] if self.path else None
        if prev is not None and prev.src == action.dst and prev.dst == action.src:
            return None  # straight back
        return slack - 1

    def dfs(self, slack: int) -> bool:
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise _Truncated
        if self._done():
            self.found = tuple(self.path)
            return True
        for action in self.moves(only_house=slack == 0):
            if self._try(action, slack):
                return True
        return False

    def _try(self, action: Action, slack: int) -> bool:
        """Play ``action`` and search on; the piles are as before on return."""
        left = self._step_ok(action, slack)
        if left is None:
            return False
        frozen = self._apply(action)
        try:
            if left == 0 and slack == 1 and action.src != self.house and not self._makes_room(action):
                return False
            return self.dfs(left)
        finally:
            self._undo(action, frozen)

    def run(self) -> Clearing | None:
        if self._done():
            return None
        for extra in range(self.max_extra + 1):
            found: dict[Action, tuple[Action, ...]] = {}
            for action in self.moves(only_house=extra == 0):
                if self._try(action, extra):
                    found[action] = self.found
            if found:
                if extra == self.max_extra and extra:
                    COUNTER.at_extra_limit += 1
                order = _dest_order(self.pos)
                first = sorted(found, key=lambda a: (a.src != self.house, self.sources.index(a.src),
                                                     order.index(a.dst)))
                return Clearing(self.house, self.keep, tuple(first), found[first[0]])
        return None


def clearing(pos: Position, house: Pile, keep: int, *, into_empty: bool = True, max_extra: int = MAX_EXTRA_MOVES,
             node_limit: int = NODE_LIMIT) -> Clearing | None:
    """The shortest ways for the mover to clear ``house`` down to ``keep`` cards, or None
    (none within the bound). ``into_empty=False`` keeps every card out of empty houses
    (S3: a space made by filling another is no new space)."""
    search = _Search(pos, house, keep, max_extra, node_limit, into_empty)
    COUNTER.searches += 1
    try:
        return search.run()
    except _Truncated:
        COUNTER.truncated += 1
        return None
    finally:
        COUNTER.nodes += search.nodes


def freeings(pos: Position, *, max_extra: int = MAX_EXTRA_MOVES, node_limit: int = NODE_LIMIT) -> list[Freeing]:
    """Every buried house card the mover can free and then play to a foundation, each
    with the shortest ways to do it (houses H1 … H8, each from the top down). The last
    answer is kept: the rules of one ladder ask about the same position many times."""
    key = (pos.to_move, tuple(map(tuple, pos.piles)), pos.face_down, pos.reserve_hidden,
           pos.rules.discard_available, max_extra, node_limit)
    if _LAST and _LAST[0][0] == key:
        return list(_LAST[0][1])
    out = _freeings(pos, max_extra, node_limit)
    _LAST[:] = [(key, tuple(out))]
    return out


_LAST: list[tuple[object, tuple[Freeing, ...]]] = []


def _freeings(pos: Position, max_extra: int, node_limit: int) -> list[Freeing]:
    out = []
    takes = foundation_targets(pos)
    face_down = pos.face_down or (0,) * pos.table.house_count
    for i, h in enumerate(pos.table.houses):
        pile = pos.piles[h]
        # face-down cards are unknown to the player: they are never the card to free
        for depth in range(1, len(pile) - face_down[i]):
            card = pile[-1 - depth]
            target = takes.get(card)
            if target is None:
                continue
            way = clearing(pos, h, len(pile) - depth, max_extra=max_extra, node_limit=node_limit)
            if way is not None:
                sequence = (*way.sequence, MOVES[h][target])
                out.append(Freeing(h, depth, card, target, way.first_moves, sequence))
    return out


__all__ = ["COUNTER", "MAX_EXTRA_MOVES", "NODE_LIMIT", "Clearing", "Freeing", "clearing", "freeings"]
