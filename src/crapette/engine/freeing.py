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

How it stays complete and small: only the state that matters is searched — the other
houses' face-up cards, the covering cards left, the mover's three available cards and
the tops of the piles it may load — and the houses are interchangeable for what can be
reached, so a state is keyed with its house stacks sorted (``_key``) and met once. A
covering card's move costs nothing and every other move costs one; the states are taken
cheapest first, and among equals the one with fewer covering cards left first, so the
first cleared states met are reached by the shortest sequences, and each state carries
every first move that starts a shortest sequence to it. Each bucket of equal cost is
looked at twice: the covering cards' moves first (they stay in the bucket), then the
others' (the next bucket), which the bucket holding the first cleared states never needs.
A key is a flat tuple of ints, a house one int (``_TOP``): hashed at every lookup, it
costs a fraction of nested tuples.

Most states are off every shortest way. The search first runs with a bound:
``_Search._bound`` is a lower bound on the extra moves still needed from a state (the
covering cards that cannot all move now, each to a place of its own), and a state whose
extra moves plus that bound exceed the root's bound is left out. When a shortest way
takes no more extra moves than that, none of its states is left out, and they are met in
the same order, from the same parents, as with every state: the same answer, the same
sequence. A run that finds nothing while leaving states out is followed by one with the
least sum left out (``BOUNDED_PASSES`` runs at most), then by one with every state.
Before any run, ``_Search._hopeless`` proves what impossible clearings it can without
looking at a state (cards that need more empty houses at once than there can ever be,
cards that wait on each other); a clearing's sequence is replayed from the search's path
only when asked for (``Clearing.sequence``: an explanation names one).

The bound (documented in docs/rules.md §2.5 and §11): none on the number of moves; at
most ``POSITION_LIMIT`` states looked at by all the searches of one position together
(one analysis, one action judged in play), a safety net only: each search the position
can ask for gets an equal share (``node_limit``; each pass of one search its own: a
bounded pass looks at some of the states the pass with every state would), so an answer
never depends on which rule asked first. A search that stops at its share sees no clearing, and is counted in
``COUNTER.truncated`` (``benchmarks/freeing_bound.py`` counts it over seeded self-play).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cached_property

from crapette.engine.actions import MOVES, Action
from crapette.engine.cards import HOUSE_ACCEPTS, LOAD_ACCEPTS, Card
from crapette.engine.position import Position
from crapette.engine.rules import foundation_targets
from crapette.engine.table import Pile
from crapette.engine.values import Named
from crapette.engine.why import Why

#: states looked at, at most, by all the searches of one position together: a safety
#: net. Over 10,000 seeded self-play games (benchmarks/freeing_bound.py) the largest
#: search the rules ran looked at 123,762 states (a clearing that does not exist: every
#: reachable state is seen); a net of 100,000 per search stopped 11 searches then, all of
#: which end below 124,000 with the same answer. It was 500,000 per search, and a
#: position with several buried cards that cannot be freed ran several such searches
#: (about 18 s and 0.5 GB each, issue 32); now the position's searches share it.
POSITION_LIMIT = 500_000
#: the former bound of one search, kept for the callers that name it
NODE_LIMIT = POSITION_LIMIT
#: searches with states left out by ``_Search._bound`` before one with every state
BOUNDED_PASSES = 2
#: no bound left out yet (``_Search.least_over``)
_NO_BOUND = 1 << 30


# The classes below are written as the dataclasses they were (the frozen ones as the
# engine's other values, ``values.Named``): ``dataclasses`` imports ``inspect``, which
# imports ``ast``, whose classes cost 9 M instructions to make (the first freeing, e.g. a
# cold analysis, paid them).


class SearchCounter:
    """How often the search ran, the states it looked at, how often it stopped at its
    node limit, and the most states one search looked at."""

    __hash__ = None  # type: ignore[assignment]  # mutable, compared by value

    def __init__(self, searches: int = 0, nodes: int = 0, truncated: int = 0, most_nodes: int = 0) -> None:
        self.searches = searches
        self.nodes = nodes
        self.truncated = truncated
        self.most_nodes = most_nodes

    def _fields(self) -> tuple[int, int, int, int]:
        return self.searches, self.nodes, self.truncated, self.most_nodes

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, SearchCounter)
        return self._fields() == other._fields()

    def __repr__(self) -> str:
        return (f"SearchCounter(searches={self.searches!r}, nodes={self.nodes!r}, truncated={self.truncated!r}, "
                f"most_nodes={self.most_nodes!r})")


COUNTER = SearchCounter()


class _Truncated(Exception):
    pass


class Clearing(Named):
    """The shortest ways to clear ``house`` down to ``keep`` cards. The rules read the
    first moves and the length; one whole sequence is worked out when first asked for
    (an explanation names it), from the search's path kept in ``replay``."""

    house: Pile
    keep: int
    first_moves: tuple[Action, ...]  # every first move of a shortest sequence, canonical order
    length: int  # the moves of a shortest sequence
    replay: Callable[[], tuple[Action, ...]]  # (not compared, not shown; a closure: not pickled)
    _names = ("house", "keep", "first_moves", "length")

    def __init__(self, house: Pile, keep: int, first_moves: tuple[Action, ...], length: int,
                 replay: Callable[[], tuple[Action, ...]]) -> None:
        for name, value in (("house", house), ("keep", keep), ("first_moves", first_moves), ("length", length),
                            ("replay", replay)):
            object.__setattr__(self, name, value)

    @cached_property
    def sequence(self) -> tuple[Action, ...]:
        """One shortest sequence, starting with ``first_moves[0]``."""
        return self.replay()


class Freeing(Named):
    """A buried card that can be freed and played: where it is, how deep, how."""

    house: Pile
    depth: int  # cards above it
    card: Card
    foundation: Pile
    first_moves: tuple[Action, ...]
    moves: int  # the freeing's, the foundation move included (M1, C1 compare these)
    way: Clearing  # (not compared, not shown)
    _names = ("house", "depth", "card", "foundation", "first_moves", "moves")

    def __init__(self, house: Pile, depth: int, card: Card, foundation: Pile, first_moves: tuple[Action, ...],
                 moves: int, way: Clearing) -> None:
        for name, value in (("house", house), ("depth", depth), ("card", card), ("foundation", foundation),
                            ("first_moves", first_moves), ("moves", moves), ("way", way)):
            object.__setattr__(self, name, value)

    @cached_property
    def sequence(self) -> tuple[Action, ...]:
        """One shortest freeing sequence, then the foundation move."""
        return (*self.way.sequence, MOVES[self.house][self.foundation])

    def why(self) -> Why:
        """The freeing as the rules' explanations name it: the card, its house, the moves."""
        return Why("freeing", card=self.card, house=self.house, sequence=self.sequence)


def _dest_order(pos: Position) -> tuple[Pile, ...]:
    return (*pos.table.houses, *pos.table.load_piles_of[pos.to_move])


#: the search's root: the covering cards left, the face-up cards of every house (the
#: cleared one's left empty), the mover's reserve top, hand pile and discard top (None:
#: none, or not visible), and the tops of the piles the mover may load (None: empty)
_State = tuple[int, tuple[tuple[Card, ...], ...], Card | None, tuple[Card, ...], Card | None, tuple[Card | None, ...]]
#: a state as the search keys it (``_Search._key``), flat so that hashing it is cheap:
#: the covering cards left, the mover's cards (``_RESERVE_SHOWS``, ``_DISCARD_SHOWS``, and
#: the hand cards left times ``_HAND_CARD``), the load tops sorted (-1: empty), then the
#: houses, each as one int (``_Search._codes``), sorted
_Key = tuple[int, ...]
#: a move from the root: the action, the key it leads to, and the move as ``_moves`` gives
#: it (source pile, source house index, card, house index, load pile index)
_RootMove = tuple[Action, _Key, tuple[Pile, int, Card, int, int]]
_RESERVE_SHOWS, _DISCARD_SHOWS, _HAND_CARD = 1, 2, 4
#: a house as an int, from the lowest bits: its top card + 1 (0: empty; ``_TOP``), its
#: length (``_LENGTH_BITS``), its cards from the bottom up (card + 1, the bottom card
#: highest, ``_CARD_BITS`` each), then a bit for face-down cards under it: the ints sort
#: as (face down, cards) tuples do, and the top is one ``&`` away
_TOP, _LENGTH, _CARD_BITS = 63, 64, 6
_LENGTH_MASK, _LOW_BITS = 127, 13
_LOAD_ACCEPTS = tuple(frozenset(cards) for cards in LOAD_ACCEPTS)
#: per card, the tops of a pile to load it goes on
_LOADED_ON = tuple(frozenset(top for top, cards in enumerate(_LOAD_ACCEPTS) if card in cards)
                   for card in range(len(_LOAD_ACCEPTS)))
#: the cards a card goes on in a house (one rank up, the other colour)
_PARENTS = tuple(tuple(top for top in range(len(HOUSE_ACCEPTS)) if card in HOUSE_ACCEPTS[top])
                 for card in range(len(HOUSE_ACCEPTS)))
#: the same + 1, as a house int's low bits hold them
_PARENT_CODES = tuple(tuple(top + 1 for top in parents) for parents in _PARENTS)
#: per room (cards a house may hold): where the k-th card of a house (from the bottom, 1
#: first) lies in its int
_SHIFTS: dict[int, tuple[int, ...]] = {}


class _Search:
    """One house to clear, searched over keys (``_Key``) from its root (``_State``)."""

    def __init__(self, pos: Position, house: Pile, keep: int, node_limit: int, into_empty: bool) -> None:
        p = pos.to_move
        table = self.table = pos.table
        piles = pos.piles
        self.pos = pos
        self.house = house
        self.node_limit = node_limit
        self.into_empty = into_empty
        self.houses = tuple(table.houses)
        face_down = pos.face_down or (0,) * table.house_count
        #: houses with face-down cards under their face-up ones: emptied, they are dead
        self.hidden = tuple(map(bool, face_down[:len(self.houses)]))
        self.target = self.houses.index(house)
        self.covering = tuple(piles[house][keep:])
        reserve, hand, discard = table.reserve_of[p], table.hand_card_of[p], table.discard_of[p]
        self.reserve, self.hand = reserve, hand
        self.discard = discard if pos.rules.discard_available else None
        # the opponents' reserves (unless face down) and discards
        self.loads = tuple(pile for pile, seat in table.loads_of[p] if not (seat >= 0 and pos.reserve_hidden[seat]))
        rtop = piles[reserve][-1] if piles[reserve] and not pos.reserve_hidden[p] else None
        dtop = piles[discard][-1] if self.discard is not None and piles[discard] else None
        faces: list[tuple[Card, ...]] = []
        for i, h in enumerate(self.houses):
            faces.append(() if i == self.target else tuple(piles[h][face_down[i]:]))
        stacks = tuple(faces)
        self.root: _State = (len(self.covering), stacks, rtop, tuple(piles[hand]), dtop,
                             tuple(piles[t][-1] if piles[t] else None for t in self.loads))
        self.rtop, self.hand_cards, self.dtop = rtop, tuple(piles[hand]), dtop
        self.nodes = 0
        #: where the houses start in a key
        self.first = 2 + len(self.loads)
        # the house ints: room for every card that could ever lie on one house
        room = sum(map(len, stacks)) + len(self.covering) + len(piles[hand]) + 2
        shifts = _SHIFTS.get(room)
        if shifts is None:
            shifts = _SHIFTS[room] = tuple(_LOW_BITS + _CARD_BITS * (room - k) for k in range(room + 2))
        self.shifts = shifts
        #: the bit of a house over face-down cards (alone: such a house emptied, dead)
        self.dead = 1 << (_LOW_BITS + _CARD_BITS * room)
        #: per house int, the int without its top card (worked out when first asked)
        self.popped: dict[int, int] = {}
        #: the root's house ints in house order (the replay starts from them), and its
        #: moves' ``_bound`` (with empty houses: the bounded passes read them)
        self.root_codes: list[int] = []
        self.root_bounds: list[int] = []
        #: the least ``_bound`` of a key ``_other_moves`` left out (``_NO_BOUND``: none),
        #: and the keys met by the pass that runs (``_run``)
        self.least_over = _NO_BOUND
        self.seen: dict[_Key, tuple[int, dict[int, _Key]]] = {}
        #: per load tops (as a key holds them), the piles to load by the cards they take
        self.load_to: dict[tuple[int, ...], dict[Card, list[int]]] = {}
        #: the cards that may ever show, and those that may ever top a pile to load (``_hopeless``)
        self.pool: set[Card] = set()
        self.bases: set[Card] = set()

    def _codes(self) -> list[int]:
        """The root's houses as ints (see ``_TOP``), in house order."""
        shifts, dead, hidden = self.shifts, self.dead, self.hidden
        codes = []
        for i, stack in enumerate(self.root[1]):
            value = dead if hidden[i] else 0
            if stack:
                # (the cards as a small int first, shifted into place once)
                cards = 0
                for card in stack:
                    cards = (cards << _CARD_BITS) + card + 1
                value += (cards << shifts[len(stack)]) + len(stack) * _LENGTH + stack[-1] + 1
            codes.append(value)
        return codes

    def _pop(self, value: int) -> int:
        """The house int without its top card."""
        popped = self.popped.get(value)
        if popped is None:
            length = (value >> 6) & _LENGTH_MASK
            under = (value >> self.shifts[length - 1]) & _TOP if length > 1 else 0
            popped = self.popped[value] = value - ((value & _TOP) << self.shifts[length]) - _LENGTH - (value & _TOP) + under
        return popped

    def _key(self, codes: list[int]) -> _Key:
        """The root's key from its houses' ints (``_codes``), the houses sorted (and the
        load tops): houses are interchangeable for what can be reached; a house over
        face-down cards is marked, a dead one (or the house cleared) left out."""
        left, _stacks, rtop, hand, dtop, loads = self.root
        target, dead = self.target, self.dead
        live = [value for i, value in enumerate(codes) if i != target and value != dead]
        live.sort()
        mover = (rtop is not None) * _RESERVE_SHOWS + (dtop is not None) * _DISCARD_SHOWS + len(hand) * _HAND_CARD
        return (left, mover, *sorted([-1 if c is None else c for c in loads]), *live)

    def _covering_moves(self, key: _Key) -> list[_Key]:
        """The keys one move of the next covering card away from ``key`` (each costs
        nothing), in the order of the moves: onto the houses (by parent card, then in
        key order; houses alike once), into the first empty house, onto the piles to load."""
        left = key[0]
        card = self.covering[left - 1]
        code = card + 1
        first = self.first
        out: list[_Key] = []
        parents = _PARENT_CODES[card]
        if parents:
            # (a loop over the houses: cheaper here than their tops as bytes, searched)
            houses = key[first:]
            found: list[int] = []
            previous = -1
            for i, value in enumerate(houses):
                if value & _TOP in parents and value != previous:  # (houses alike are next to each other)
                    previous = value
                    found.append(i)
            if len(found) > 1 and len(parents) > 1:  # by parent card, then in key order
                found = [i for parent in parents for i in found if houses[i] & _TOP == parent]
            shifts = self.shifts
            head = (left - 1, *key[1:first])
            for i in found:
                value = houses[i]
                new = list(houses)
                new[i] = value + (code << shifts[((value >> 6) & _LENGTH_MASK) + 1]) + _LENGTH + code - (value & _TOP)
                new.sort()
                out.append((*head, *new))
        if self.into_empty and len(key) > first and not key[first]:  # an empty house sorts first
            new = list(key[first:])
            new[0] = (code << self.shifts[1]) + _LENGTH + code
            new.sort()
            out.append((left - 1, *key[1:first], *new))
        loads = key[2:first]
        if not _LOADED_ON[card].isdisjoint(loads):  # (mostly no pile to load takes it)
            previous = -2
            for k, top in enumerate(loads):
                if top != previous:
                    previous = top
                    if top >= 0 and card in _LOAD_ACCEPTS[top]:
                        out.append((left - 1, key[1], *sorted((*loads[:k], card, *loads[k + 1:])), *key[first:]))
        return out

    def _other_moves(self, key: _Key, most: int | None = None) -> list[_Key]:
        """The keys one move of any other card away from ``key`` (each costs one), in the
        order of the moves: the reserve's, the hand's, the discard's, the houses' in key
        order, each as ``_covering_moves``; moves between equal houses made once. With
        ``most``, only those whose ``_bound`` is at most ``most`` (the least bound above
        it is kept in ``self.least_over``): a key left out is never built."""
        bounded = most is not None
        left, mover = key[0], key[1]
        first = self.first
        loads, live = key[2:first], key[first:]
        owners = self.parent_owners
        # (with a bound: the covering cards the house tops take, as bits, those taken by
        # one house at least (``once``) and by two (``twice``): without house j's, the
        # houses take ``once & ~owners[j's top] | twice``; and the empty houses)
        once = twice = empty_houses = loading = 0
        # (``_bound_placed`` written out below for the moves onto a house: most are left out)
        bound_placed, into, loadable, twofold = self._bound_placed, self.into_empty, self.loadable, self.twofold
        piles = len(loads)
        mask = (1 << left) - 1
        sources: list[tuple[Card, int]] = []  # card, live index (-1: the reserve, -2: the hand, -3: the discard)
        if mover & _RESERVE_SHOWS:
            sources.append((self.rtop, -1))  # type: ignore[arg-type]
        if mover >= _HAND_CARD:
            sources.append((self.hand_cards[(mover >> 2) - 1], -2))
        if mover & _DISCARD_SHOWS:
            sources.append((self.dtop, -3))  # type: ignore[arg-type]
        # the houses by their top card + 1, and their cards to move (houses alike counted once)
        by_top: dict[int, list[int]] = {}
        tops: list[tuple[Card, int]] = []
        previous = -1
        for i, value in enumerate(live):
            top = value & _TOP
            if top:
                if bounded:
                    taken = owners[top]
                    twice |= once & taken
                    once |= taken
                if value != previous:
                    previous = value
                    tops.append((top - 1, i))
                    on = by_top.get(top)
                    if on is None:
                        by_top[top] = [i]
                    else:
                        on.append(i)
            else:
                empty_houses += 1
        if bounded and loadable:
            loading = self._loading(loads) & mask
        elif bounded:
            # a move that gives no covering card a place of its own (neither the card
            # under the one moved nor the one moved where it lands takes one that no
            # house top takes, and the houses empty stay empty) has a bound at least
            # the key's (``least`` below, and a pile to load takes no covering card):
            # when that is over, and no less than the least left out so far (which
            # only falls), only the cards whose moves may give a place are looked at
            placed = once & mask
            short = left - placed.bit_count() - (empty_houses if into else 0)
            least = 0 if short <= 0 else (short + 1) // 2 if twofold else short
            if least > most and least >= self.least_over:  # type: ignore[operator]
                fresh = mask & ~once
                if sources:
                    sources = [source for source in sources if owners[source[0] + 1] & fresh]
                popped_of, pop = self.popped.get, self._pop
                for source in tops:
                    value = live[source[1]]
                    under = popped_of(value)
                    if under is None:
                        under = pop(value)
                    if not under and into or owners[under & _TOP] & fresh:
                        sources.append(source)
                if not sources:
                    return []
                tops = []
        sources += tops
        empty = self.into_empty and live and not live[0]
        # the piles to load by the cards they take (piles alike counted once)
        load_to = self.load_to.get(loads)
        if load_to is None:
            load_to = self.load_to[loads] = {}
            previous = -2
            for k, top in enumerate(loads):
                if top != previous:
                    previous = top
                    if top >= 0:
                        for c in _LOAD_ACCEPTS[top]:
                            load_to.setdefault(c, []).append(k)
        out: list[_Key] = []
        get_houses, get_loads, dead, shifts, pop = by_top.get, load_to.get, self.dead, self.shifts, self._pop
        for card, si in sources:
            # (loops, not comprehensions: in this Python a comprehension is a call)
            dests: list[int] = []
            for parent in _PARENT_CODES[card]:
                on = get_houses(parent)
                if on:
                    dests += on
            if empty and not (si >= 0 and (live[si] >> 6) & _LENGTH_MASK == 1 and live[si] < dead):
                dests.append(0)  # (a lone card into an empty house changes nothing)
            to_load = get_loads(card)
            if not dests and not to_load:
                continue
            code = card + 1
            rest: list[int] | tuple[int, ...]
            if si >= 0:
                popped = pop(live[si])
                # (the card's place moves with it: the houses gain the card under it)
                shown = owners[popped & _TOP]
                emptied = empty_houses + (not popped)
            else:
                shown = owners[code]
                emptied = empty_houses
            if bounded and dests:
                # every move of this card onto a house has a bound at least this one
                # (with every house top's place): when it is over, and no less than
                # the least left out so far, none is kept or changes that least
                placed = (once | shown) & mask
                spare = emptied if into else 0
                if loadable:
                    spare += min((loading & ~placed).bit_count(), piles)
                short = left - placed.bit_count() - spare
                least = 0 if short <= 0 else (short + 1) // 2 if twofold else short
                if least > most and least >= self.least_over:  # type: ignore[operator]
                    if not to_load:
                        continue
                    dests = []
            if si >= 0:
                mover2 = mover
                rest = list(live)
                rest[si] = popped
                gone = popped == dead  # a face-down card turns up: unknown, the house is dead
                if gone:
                    del rest[si]
            else:
                mover2 = mover - (_RESERVE_SHOWS if si == -1 else _HAND_CARD if si == -2 else _DISCARD_SHOWS)
                rest = live
                gone = False
            head = (left, mover2, *loads)
            for j in dests:
                value = live[j]
                bound = 0
                if bounded:
                    placed = (once & ~owners[value & _TOP] | twice | shown) & mask
                    spare = emptied - (not value) if into else 0
                    if loadable:
                        spare += min((loading & ~placed).bit_count(), piles)
                    short = left - placed.bit_count() - spare
                    if short > 0:
                        bound = (short + 1) // 2 if twofold else short
                if gone and j > si:
                    j -= 1
                if bounded and bound > most:  # type: ignore[operator]
                    if bound < self.least_over:
                        new = list(rest)
                        new[j] = value + (code << shifts[((value >> 6) & _LENGTH_MASK) + 1]) + _LENGTH + code \
                            - (value & _TOP)
                        new.sort()
                        self._left_out((*head, *new), bound)
                    continue
                new = list(rest)
                new[j] = value + (code << shifts[((value >> 6) & _LENGTH_MASK) + 1]) + _LENGTH + code - (value & _TOP)
                new.sort()
                out.append((*head, *new))
            if to_load:
                kept: list[int] | tuple[int, ...] = live
                if si >= 0:
                    kept = rest
                    kept.sort()  # type: ignore[union-attr]
                if bounded:
                    placed = once & ~owners[live[si] & _TOP] | twice | shown if si >= 0 else once
                for k in to_load:
                    loaded = sorted((*loads[:k], card, *loads[k + 1:]))
                    if bounded:
                        bound = bound_placed(left, placed, emptied, self._loading(loaded) if loadable else 0, piles)
                        if bound > most:  # type: ignore[operator]
                            if bound < self.least_over:
                                self._left_out((left, mover2, *loaded, *kept), bound)
                            continue
                    out.append((left, mover2, *loaded, *kept))
        return out

    def _left_out(self, key: _Key, bound: int) -> None:
        """``key``, over the bound by ``bound``, is left out unless it was met before at a
        lower cost (then it was looked at: nothing is left out)."""
        entry = self.seen.get(key)
        if entry is None or entry[0] < 0:
            self.least_over = bound

    def _key_after(self, codes: list[int], key: _Key, loads: tuple[Card | None, ...],
                   src: Pile, si: int, card: Card, j: int, k: int) -> _Key:
        """The key after a move (as ``_moves`` gives it) from the state with ``key``, its
        houses' ints in house order (``codes``) and its load tops."""
        left, mover = key[0], key[1]
        new = list(codes)
        if si == self.target:
            left -= 1
        elif si >= 0:
            new[si] = self._pop(codes[si])
        else:
            mover -= _RESERVE_SHOWS if src == self.reserve else _HAND_CARD if src == self.hand else _DISCARD_SHOWS
        if j >= 0:
            value = new[j]
            code = card + 1
            new[j] = value + (code << self.shifts[((value >> 6) & _LENGTH_MASK) + 1]) + _LENGTH + code - (value & _TOP)
        if k >= 0:
            tops = [-1 if c is None else c for c in loads]
            tops[k] = card
            tops.sort()
        else:
            tops = key[2:self.first]  # type: ignore[assignment]
        # (the house cleared, and the dead houses, are no part of a key)
        del new[self.target]
        dead = self.dead
        if dead in new:
            new = [value for value in new if value != dead]
        new.sort()
        return (left, mover, *tops, *new)

    def _moves(self) -> list[tuple[Action, Pile, int, Card, int, int]]:
        """Every move of the sequence's kind from the root: each move, the pile and house
        index (-1: none) it takes its card from, the card, and the house index or load
        pile index it goes to (-1: not that). In order: the reserve's, the hand's, the
        discard's, the houses' (in house order), the covering card's; each onto the house
        tops (by parent card, in house order), into the empty houses, onto the piles to
        load."""
        left, stacks, rtop, hand, dtop, loads = self.root
        target, hidden, houses, into_empty = self.target, self.hidden, self.houses, self.into_empty
        sources: list[tuple[Pile, Card, int]] = []  # pile, card, house index (-1: not a house)
        if rtop is not None:
            sources.append((self.reserve, rtop, -1))
        if hand:
            sources.append((self.hand, hand[-1], -1))
        if dtop is not None and self.discard is not None:
            sources.append((self.discard, dtop, -1))
        for i, s in enumerate(stacks):
            if s:
                sources.append((houses[i], s[-1], i))
        if left:
            sources.append((self.house, self.covering[left - 1], target))
        by_top: dict[Card, list[int]] = {}
        empty: list[int] = []
        for j, s in enumerate(stacks):
            if j == target:
                continue
            if s:
                on = by_top.get(s[-1])
                if on is None:
                    by_top[s[-1]] = [j]
                else:
                    on.append(j)
            elif into_empty and not hidden[j]:
                empty.append(j)
        get = by_top.get
        out: list[tuple[Action, Pile, int, Card, int, int]] = []
        for src, card, si in sources:
            row = MOVES[src]
            for parent in _PARENTS[card]:
                on = get(parent)
                if on:
                    for j in on:
                        if j != si:
                            out.append((row[houses[j]], src, si, card, j, -1))
            for j in empty:
                if j != si:
                    out.append((row[houses[j]], src, si, card, j, -1))
            for k, top in enumerate(loads):
                if top is not None and card in _LOAD_ACCEPTS[top]:
                    out.append((row[self.loads[k]], src, si, card, -1, k))
        return out

    def _hopeless(self) -> bool:
        """The house can never be cleared: a run of covering cards with no place of their
        own is longer than the houses that may ever be empty at once can take. (Only a
        shortcut: the search would find the same, after looking at every state it can
        reach.)

        Every covering card must leave, and none goes on another but the one under it,
        once that one has moved (a house's face-up cards are built down). The cards that
        can ever show are those in sight now (the other houses' face-up cards, the
        mover's reserve top, hand card and discard top), the covering cards once moved,
        and, on a pile loaded, cards loaded there (``bases``). A covering card none of
        whose cards in sight takes it, and that loads onto no base, only ever lies at the
        bottom of a house, or on the covering card under it: k such cards in a row come
        off through houses that are empty or hold only them, and r such houses take at
        most 2**r - 1 (the towers of Hanoi: one house, one card; two houses, three: the
        top card into one, the next into the other, the top card onto it, the third
        into the house left). At most r houses are ever empty or hold only such cards:
        those empty now and those whose bottom card can leave; any other house's bottom
        card goes only into an empty house, and stays a bottom card."""
        left, stacks, rtop, hand, dtop, loads = self.root
        seen = set(hand).union(*stacks)  # (the house cleared has no cards in ``stacks``)
        if rtop is not None:
            seen.add(rtop)
        if dtop is not None:
            seen.add(dtop)
        # the cards that may ever top a pile the mover loads: its top now, and any card in
        # sight or covering that loads onto one of those
        bases = {c for c in loads if c is not None}
        pool = seen.union(self.covering)
        frontier = list(bases)
        while frontier:
            for c in _LOAD_ACCEPTS[frontier.pop()]:
                if c in pool and c not in bases:
                    bases.add(c)
                    frontier.append(c)
        self.pool, self.bases = pool, bases
        room = 0
        if self.into_empty:
            for i, s in enumerate(stacks):
                if i == self.target or self.hidden[i]:
                    continue
                # (a covering card moved may take another house's bottom card: pool, not seen)
                if not s or not pool.isdisjoint(_PARENTS[s[0]]) or not bases.isdisjoint(_LOAD_ACCEPTS[s[0]]):
                    room += 1
        run = 0
        for card in reversed(self.covering):  # the top first
            if not seen.isdisjoint(_PARENTS[card]) or not bases.isdisjoint(_LOAD_ACCEPTS[card]):
                run = 0
                continue
            run += 1
            if run >= 1 << room:
                return True
        # (with a house that may be empty, any card may move: nothing is blocked)
        return not (self.into_empty and room) and self._blocked()

    def _blocked(self) -> bool:
        """Some covering card can never move, whatever the order of moves, no house ever
        being empty: a card moves only once every card above it has, onto a card that
        shows by then (a house top, or a card that has moved: it lies on top where it
        went) or onto a pile it may load (``bases``). Worked out from nothing moving,
        adding each card that can move given those that can (a card under it then
        shows), until none is added: cards that wait on each other (the 10 of the house
        to clear needs the jack under another house's 10, which needs the jack under the
        first) never are. Places taken and the order of the moves are not looked at, so
        a card this finds able to move may still never move."""
        left, stacks, rtop, hand, dtop, loads = self.root
        target, bases = self.target, self.bases
        # the cards that show or have moved (by card: a second deck's copy counts too)
        shows = {s[-1] for i, s in enumerate(stacks) if s and i != target}
        # what is left to move, each pile's cards from the bottom: the other houses' (a
        # card under one that moves shows), the mover's hand and the covering cards (a
        # card under one that moves can move next, but takes none); the reserve's and
        # discard's top cards move alone
        covering = list(self.covering)
        piles = [(covering, False), (list(hand), False)]
        piles += [(list(s), True) for i, s in enumerate(stacks) if s and i != target]
        singles = [c for c in (rtop, dtop) if c is not None]
        changed = True
        while changed and covering:
            changed = False
            for pile, house in piles:
                while pile:
                    card = pile[-1]
                    if shows.isdisjoint(_PARENTS[card]) and bases.isdisjoint(_LOAD_ACCEPTS[card]):
                        break
                    pile.pop()
                    shows.add(card)
                    if pile and house:
                        shows.add(pile[-1])
                    changed = True
            for card in singles:
                if card not in shows and (not shows.isdisjoint(_PARENTS[card])
                                          or not bases.isdisjoint(_LOAD_ACCEPTS[card])):
                    shows.add(card)
                    changed = True
        return bool(covering)

    def run(self) -> Clearing | None:
        """The shortest ways, or None: first with the states no shortest way can pass
        through left out (``_bound``), then, if that leaves states out and finds none,
        with every state."""
        if not self.covering or self._hopeless():
            return None
        codes = self.root_codes = self._codes()
        root_key = self._key(codes)
        loads = self.root[5]
        key_after = self._key_after
        root_moves: list[_RootMove] = []
        for action, src, si, card, j, k in self._moves():
            root_moves.append((action, key_after(codes, root_key, loads, src, si, card, j, k), (src, si, card, j, k)))
        self._prepare_bound()
        bound = self._bound(root_key)
        # (without empty houses, S3's question, a way is rare and the search small: the
        # bounded passes would mostly be run for nothing before the one with every state)
        # (each bounded pass reads the first moves' bounds: worked out when first needed)
        self.root_bounds = [-1] * len(root_moves)
        for _ in range(BOUNDED_PASSES if self.into_empty else 0):
            found, over = self._run(root_moves, root_key, bound)
            if found is not None or over < 0:
                return found
            bound = over
        return self._run(root_moves, root_key, -1)[0]

    def _prepare_bound(self) -> None:
        """What ``_bound`` reads: each covering card's parent cards as bits of a house
        top code, and whether a load may ever take a covering card (or, worse, a move
        onto a load pile give two covering cards a place at once)."""
        # per house top (card + 1), the covering cards it takes, a bit each (the k-th from
        # the bottom, bit k); per top of a pile to load (the card), the same
        parent_owners = [0] * (_TOP + 1)
        load_owners = [0] * _TOP
        bit = 1
        for card in self.covering:
            for code in _PARENT_CODES[card]:
                parent_owners[code] |= bit
            for top in _LOAD_ACCEPTS[card]:
                load_owners[top] |= bit
            bit <<= 1
        self.parent_owners, self.load_owners = parent_owners, load_owners
        #: a covering card may ever load onto some pile (a card that may top one takes it);
        #: and a card the mover may load may then take a covering card: moved off a house,
        #: it leaves a new top there too, two places made by one move
        self.loadable = self.twofold = False
        pool = self.pool  # (worked out by _hopeless, as ``bases``)
        for base in self.bases:
            if load_owners[base]:
                self.loadable = True
                if base in pool:
                    self.twofold = True

    def _bound(self, key: _Key) -> int:
        """A lower bound on the moves besides the covering cards' own that clear the house
        from ``key``: the covering cards left that cannot all move now, each to a place
        of its own. A covering card's move takes one place and makes none a covering card
        can use (it is lower than those under it); any other move takes one place and
        makes at most one (the moved card's old place is taken back where it lands, the
        card under it shows), or two when a house card loads a pile (``twofold``)."""
        # (``_bound_placed`` written out: it is asked of every new key)
        first = self.first
        count = key[0]
        owners = self.parent_owners
        placed = empty = 0
        for value in key[first:]:
            if value:
                placed |= owners[value & _TOP]
            else:
                empty += 1
        if not self.into_empty:
            empty = 0
        left = (1 << count) - 1
        placed &= left
        if self.loadable:
            loads = key[2:first]
            empty += min((self._loading(loads) & left & ~placed).bit_count(), len(loads))
        short = count - placed.bit_count() - empty
        if short <= 0:
            return 0
        return (short + 1) // 2 if self.twofold else short

    def _loading(self, loads: Sequence[int]) -> int:
        """The covering cards (as bits) some pile to load with these tops takes."""
        owners = self.load_owners
        loading = 0
        for top in loads:
            if top >= 0:
                loading |= owners[top]
        return loading

    def _bound_placed(self, count: int, placed: int, empty: int, loading: int, piles: int) -> int:
        """``_bound`` from what it reads of the houses and the piles to load: the
        covering cards some house top takes (``placed``, as bits), the empty houses, the
        covering cards some pile to load takes (``loading``) and the piles to load."""
        if not self.into_empty:
            empty = 0
        left = (1 << count) - 1
        placed &= left
        if self.loadable:
            # the piles to load: each takes one covering card at most
            empty += min((loading & left & ~placed).bit_count(), piles)
        short = count - placed.bit_count() - empty
        if short <= 0:
            return 0
        return (short + 1) // 2 if self.twofold else short

    def _run(self, root_moves: list[_RootMove], root_key: _Key, bound: int) -> tuple[Clearing | None, int]:
        """Cheapest first (bucketed by extra moves, then by covering cards left): the
        first bucket with cleared states holds every shortest sequence's end. With a
        ``bound`` (>= 0), a state whose extra moves plus ``_bound`` exceed it is left
        out: no shortest way passes through it when the shortest takes at most ``bound``
        extra moves, and the states that are on one are met in the same order, from the
        same parents, as without it (so the same sequence is found). The answer, and the
        least such sum left out (-1: none; then a None answer is proven)."""
        n = len(self.covering)
        # per key: its extra moves, and the first moves that reach it at that cost (their
        # index in root_moves), each with the key one move before on such a path; a key
        # left out has cost -1
        seen: dict[_Key, tuple[int, dict[int, _Key]]] = {root_key: (0, {})}
        self.seen = seen
        # (each key in its bucket with its first moves, as ``seen`` holds them: not looked up again)
        buckets: list[list[list[tuple[_Key, dict[int, _Key]]]]] = [[[] for _ in range(n + 1)]]
        over = -1
        out_of_bound: tuple[int, dict[int, _Key]] = (-1, {})
        estimate, root_bounds = self._bound, self.root_bounds
        bounded = bound >= 0
        get = seen.get
        for i, (action, key, _move) in enumerate(root_moves):
            cost = 0 if action.src == self.house else 1
            entry = get(key)
            if entry is None:
                if bounded:
                    estimated = root_bounds[i]
                    if estimated < 0:
                        estimated = root_bounds[i] = estimate(key)
                    total = cost + estimated
                    if total > bound:
                        seen[key] = out_of_bound
                        if over < 0 or total < over:
                            over = total
                        continue
                labels = {i: root_key}
                seen[key] = (cost, labels)
                if len(buckets) <= cost:
                    buckets.append([[] for _ in range(n + 1)])
                buckets[cost][key[0]].append((key, labels))
            elif entry[0] == cost:
                entry[1].setdefault(i, root_key)
        g = 0
        nodes = 0
        # (below, a key met for the first time is written out twice: most keys are met
        # again at a cost already lower or equal, and need no labels built)
        while g < len(buckets):
            level = buckets[g]
            # first the covering cards' moves, which cost nothing (their keys join this
            # bucket): a cleared state of this bucket ends a shortest sequence, and the
            # others' moves are not needed then
            for left in range(n, 0, -1):
                below = level[left - 1]
                for key, labels in level[left]:
                    if nodes >= self.node_limit:
                        self.nodes += nodes
                        raise _Truncated
                    nodes += 1
                    for after in self._covering_moves(key):
                        entry = get(after)
                        if entry is None:
                            if bounded:
                                total = g + estimate(after)
                                if total > bound:
                                    seen[after] = out_of_bound
                                    if over < 0 or total < over:
                                        over = total
                                    continue
                            reached = dict.fromkeys(labels, key)
                            seen[after] = (g, reached)
                            below.append((after, reached))
                        elif entry[0] == g:
                            merged = entry[1]
                            for label in labels:
                                merged.setdefault(label, key)
            if level[0]:
                self.nodes += nodes
                return self._clearing(root_moves, seen, root_key, level[0], g), over
            # then every other move, in the same order of keys (the labels each key
            # carries are all there: its moves' keys are reached at this bucket or earlier)
            g1 = g + 1
            following = buckets[g1] if len(buckets) > g1 else None
            # (with a bound, the keys over it are left out as they are made)
            most = bound - g1 if bounded else None
            self.least_over = _NO_BOUND
            for left in range(n, 0, -1):
                for key, labels in level[left]:
                    for after in self._other_moves(key, most):
                        entry = get(after)
                        if entry is None:
                            reached = dict.fromkeys(labels, key)
                            seen[after] = (g1, reached)
                            if following is None:
                                following = [[] for _ in range(n + 1)]
                                buckets.append(following)
                            following[left].append((after, reached))
                        elif entry[0] == g1:
                            merged = entry[1]
                            for label in labels:
                                merged.setdefault(label, key)
            if self.least_over < _NO_BOUND:
                over = g1 + self.least_over if over < 0 else min(over, g1 + self.least_over)
            g = g1
        self.nodes += nodes
        return None, over

    def _clearing(self, root_moves: list[_RootMove], seen: dict[_Key, tuple[int, dict[int, _Key]]],
                  root_key: _Key, goals: list[tuple[_Key, dict[int, _Key]]], cost: int) -> Clearing:
        firsts: dict[int, _Key] = {}
        for goal, labels in goals:
            for label in labels:
                firsts.setdefault(label, goal)
        sources = self.table.sources_of[self.pos.to_move][self.pos.rules.discard_available]
        order = _dest_order(self.pos)
        ranked = sorted(firsts, key=lambda i: (root_moves[i][0].src != self.house, sources.index(root_moves[i][0].src),
                                               order.index(root_moves[i][0].dst)))
        best = ranked[0]
        # the keys back from a goal to the state after the first move, replayed forward
        # on the houses in house order when the sequence is first asked for (a key
        # stands for every arrangement of its houses)
        keys = []
        key = firsts[best]
        while key != root_key:
            keys.append(key)
            key = seen[key][1][best]
        length = cost + len(self.covering)
        # (what the replay needs of the search; its caches are worked out again if asked)
        self.popped, self.load_to, self.seen = {}, {}, {}
        return Clearing(self.house, len(self.pos.piles[self.house]) - len(self.covering),
                        tuple(root_moves[i][0] for i in ranked), length,
                        lambda: self._replay(root_moves[best], keys, length))

    def _move_codes(self, codes: list[int], src: Pile, si: int, card: Card, j: int, k: int) -> None:
        """``codes`` (the houses' ints, in house order) after a move as ``_moves`` gives it."""
        if si >= 0 and si != self.target:
            codes[si] = self._pop(codes[si])
        if j >= 0:
            value = codes[j]
            code = card + 1
            codes[j] = value + (code << self.shifts[((value >> 6) & _LENGTH_MASK) + 1]) + _LENGTH + code - (value & _TOP)

    def _replay(self, start: _RootMove, keys: list[_Key], length: int) -> tuple[Action, ...]:
        """The shortest sequence whose first move is ``start``'s and whose states have the
        keys ``keys`` (the last first): at each key the first move that reaches the next,
        in the order of ``_moves``, looked for among the houses' ints (in house order) and
        the load tops as the moves change them."""
        action, _key, move = start
        sequence = [action]
        shifts = self.shifts
        codes = list(self.root_codes)
        self._move_codes(codes, *move)
        tops = list(self.root[5])
        src, si, card, j, k = move
        if k >= 0:
            tops[k] = card
        first, target, reserve, hand, houses = self.first, self.target, self.reserve, self.hand, self.houses
        hidden, into_empty, pile_loads = self.hidden, self.into_empty, self.loads
        now = keys[-1]
        for want in reversed(keys[:-1]):
            # the move is the first whose state has the key wanted: its covering cards
            # left, the mover's cards, the load tops and the houses are looked at in turn,
            # and only a move that gives them all is carried out (a key is the cheaper)
            left, mover, loads = now[0], now[1], now[2:first]
            want_left, want_mover, want_loads = want[0], want[1], want[2:first]
            wanted = set(want[first:])
            on_top = [value & _TOP for value in codes]  # (each house's top card + 1, read once)
            # (only the moves that may give it: of the covering card when fewer are left,
            # else of the mover's card that went, else of the houses' cards; onto a pile
            # to load when the load tops change, else onto a house)
            sources: list[tuple[Pile, Card, int]] = []  # pile, card, house index (-1: not a house)
            if want_left != left:
                sources.append((self.house, self.covering[left - 1], target))
            elif want_mover != mover:
                gone = mover - want_mover
                if gone == _RESERVE_SHOWS:
                    sources.append((reserve, self.rtop, -1))  # type: ignore[arg-type]
                elif gone == _HAND_CARD:
                    sources.append((hand, self.hand_cards[(mover >> 2) - 1], -1))
                else:
                    sources.append((self.discard, self.dtop, -1))  # type: ignore[arg-type]
            else:
                # (the card leaves a house whose int is not wanted, or one of several alike
                # of which fewer are wanted: any other house is left as it is)
                live, want_live = now[first:], want[first:]
                alive = set(live)
                changed = alive.difference(wanted)
                for value in alive.intersection(wanted):
                    if live.count(value) > want_live.count(value):
                        changed.add(value)
                for i, top in enumerate(on_top):
                    if top and codes[i] in changed:
                        sources.append((houses[i], top - 1, i))
            onto_loads = loads != want_loads
            found = False
            for src, card, si in sources:
                if si == target:
                    if left - 1 != want_left or mover != want_mover:
                        continue
                elif left != want_left:
                    continue
                elif si < 0:
                    if mover - (_RESERVE_SHOWS if src == reserve else _HAND_CARD if src == hand else _DISCARD_SHOWS) \
                            != want_mover:
                        continue
                elif mover != want_mover:
                    continue
                # the moves of this card, as ``_moves`` gives them: onto the piles to load,
                # or onto the house tops (by parent card, in house order), then into the
                # empty houses
                dests: list[tuple[int, int]] = []  # house index, load pile index (-1: not that)
                if onto_loads:
                    for k, load_top in enumerate(tops):
                        if load_top is not None and card in _LOAD_ACCEPTS[load_top]:
                            after = [-1 if c is None else c for c in tops]
                            after[k] = card
                            after.sort()
                            if tuple(after) == want_loads:
                                dests.append((-1, k))
                else:
                    for parent in _PARENT_CODES[card]:
                        for j, top in enumerate(on_top):
                            if top == parent and j != target and j != si:
                                dests.append((j, -1))
                    if into_empty:
                        for j, top in enumerate(on_top):
                            if not top and not codes[j] and j != target and j != si and not hidden[j]:
                                dests.append((j, -1))
                for j, k in dests:
                    # a move onto a house makes one of the houses wanted, or it is not the move
                    if j >= 0:
                        value = codes[j]
                        if value + ((card + 1) << shifts[((value >> 6) & _LENGTH_MASK) + 1]) + _LENGTH + card + 1 \
                                - (value & _TOP) not in wanted:
                            continue
                    if self._key_after(codes, now, tuple(tops), src, si, card, j, k) == want:
                        self._move_codes(codes, src, si, card, j, k)
                        if k >= 0:
                            tops[k] = card
                        now = want
                        sequence.append(MOVES[src][houses[j] if j >= 0 else pile_loads[k]])
                        found = True
                        break
                if found:
                    break
        if len(sequence) != length:  # pragma: no cover - a broken search, not a position
            raise AssertionError(f"a shortest sequence of {length} moves replayed as {len(sequence)}")
        return tuple(sequence)


def clearing(pos: Position, house: Pile, keep: int, *, into_empty: bool = True,
             node_limit: int | None = None) -> Clearing | None:
    """The shortest ways for the mover to clear ``house`` down to ``keep`` cards, or None
    (none, or the node limit reached: by default the position's share of
    ``POSITION_LIMIT``, ``node_limit``). ``into_empty=False`` keeps every card out of
    empty houses (S3: a space made by filling another is no new space)."""
    answers = _answers(pos)
    key = (house, keep, into_empty, node_limit)
    if key in answers.found:
        return answers.found[key]
    # a house that cannot be cleared down to some cards cannot be cleared deeper either
    # (a deeper clearing passes through the shallower one), nor without empty houses
    # when it cannot be with them
    cannot = answers.cannot
    if cannot.get((house, True), -1) >= keep or (not into_empty and cannot.get((house, False), -1) >= keep):
        answers.found[key] = None
        return None
    if node_limit is None:
        if answers.share < 0:
            answers.share = share(pos)
        node_limit = answers.share
    search = _Search(pos, house, keep, node_limit, into_empty)
    COUNTER.searches += 1
    found = None
    try:
        found = search.run()
        if found is None:  # proven: none
            cannot[house, into_empty] = max(keep, cannot.get((house, into_empty), -1))
    except _Truncated:
        COUNTER.truncated += 1
    finally:
        COUNTER.nodes += search.nodes
        COUNTER.most_nodes = max(COUNTER.most_nodes, search.nodes)
    answers.found[key] = found
    return found


class _Answers:
    """What the searches found about one position: each question's answer, the deepest
    clearing of each house (into empty houses or not) proven impossible, and the
    position's ``share`` (-1: not worked out yet)."""

    __slots__ = ("found", "cannot", "share")

    def __init__(self) -> None:
        self.found: dict[tuple[Pile, int, bool, int | None], Clearing | None] = {}
        self.cannot: dict[tuple[Pile, bool], int] = {}
        self.share = -1


def share(pos: Position) -> int:
    """The states one search of ``pos`` may look at: ``POSITION_LIMIT`` shared equally by
    every search the rules can ask for here — one per buried card that fits a foundation
    (S1, M1, C1) and one per house to empty or uncover (S3, S4) — so that together they
    stay within it, and each answer depends on the position alone."""
    takes = foundation_targets(pos)
    face_down = pos.face_down or (0,) * pos.table.house_count
    piles = pos.piles
    count = 0
    for i, h in enumerate(pos.table.houses):
        pile = piles[h]
        if pile:
            count += 1 + sum(1 for card in pile[face_down[i]:-1] if card in takes)
    return POSITION_LIMIT // max(1, count)


def _answers(pos: Position) -> _Answers:
    """The answers already found about this position (every one is kept while the
    position is among the last ``MEMO_SIZE`` searched: one position's searches are
    never run twice, so they stay within their bound together)."""
    key = (pos.table, pos.to_move, tuple(map(tuple, pos.piles)), pos.face_down, pos.reserve_hidden,
           pos.rules.discard_available)
    answers = _MEMO.get(key)
    if answers is None:
        if len(_MEMO) >= MEMO_SIZE:
            del _MEMO[next(iter(_MEMO))]  # the oldest position
        answers = _MEMO[key] = _Answers()
    return answers


#: the answers about the last positions searched: one position's ladder asks S1, S3, S4
#: and C1 about the same houses, and the analysis of every action asks again (three in
#: four searches of seeded self-play were repeats)
_MEMO: dict[object, _Answers] = {}
MEMO_SIZE = 64


def freeings(pos: Position, *, node_limit: int | None = None) -> list[Freeing]:
    """Every buried house card the mover can free and then play to a foundation, each
    with the shortest ways to do it (houses H1 … H8, each from the top down). The last
    answer is kept: the rules of one ladder ask about the same position many times."""
    # (the position as it was, its piles copied: compared in place, nothing built)
    fields = (pos.to_move, pos.face_down, pos.reserve_hidden, pos.rules.discard_available, node_limit)
    piles = pos.piles
    if _LAST:
        last_fields, last_piles, found = _LAST[0]
        if last_fields == fields and last_piles == piles:
            return list(found)
    copied = list(map(list, piles))
    out = _freeings(pos, node_limit)
    _LAST[:] = [(fields, copied, tuple(out))]
    return out


_LAST: list[tuple[tuple[object, ...], list[list[Card]], tuple[Freeing, ...]]] = []


def forget() -> None:
    """Empty the memos: the next question is searched afresh (a cold analysis, as the
    benchmarks measure it)."""
    _MEMO.clear()
    _LAST.clear()


def _freeings(pos: Position, node_limit: int | None) -> list[Freeing]:
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
            way = clearing(pos, h, len(pile) - depth, node_limit=node_limit)
            if way is not None:
                out.append(Freeing(h, depth, card, target, way.first_moves, way.length + 1, way))
    return out


__all__ = ["COUNTER", "NODE_LIMIT", "POSITION_LIMIT", "Clearing", "Freeing", "clearing", "forget", "freeings", "share"]
