"""The table's shape as data: the seats, houses and foundations, the pack, and how piles are numbered.

Every pile is a small integer (``Pile``) and every seat too (``Seat``), as python-chess's
``Square``: cheap to store and compare. Code never does arithmetic on them; it asks a
``Table`` (``table.reserve(seat)``, ``table.houses``, ``table.owner(pile)``) so that a third
seat or six houses change this data, not the code that uses it.

Numbering is one for every table, so that an action's text (``H3-WD``) never depends on
the game: the standard table's ``SR NR SH NH SD ND H1…H8 F1…F8`` are ``0 … 21`` (the
order of ``notation.md``), and the third seat's ``WR WH WD`` and the ninth house ``H9``
come after them, ``22 … 25``. Seats are numbered south 0, north 1, west 2; the order of
play is ``Table.seats``. A smaller table leaves some numbers unused (``table.has``).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from enum import Enum
from typing import TypeAlias

from crapette.engine.cards import HOUSE_ACCEPTS, SUIT_HOUSE_ACCEPTS
from crapette.engine.values import Frozen

Pile: TypeAlias = int
Seat: TypeAlias = int

#: the seats in order of play; a table of two seats uses south and north
SEAT_NAMES = ("south", "west", "north")
SEAT_LETTERS = {"south": "S", "west": "W", "north": "N"}
#: seat numbers: south 0, north 1 (the standard game's), west 2
SEAT_IDS = {"south": 0, "north": 1, "west": 2}
#: every seat's name by its number
SEAT_BY_ID = ("south", "north", "west")

#: every pile's name by its number, for every table (module docstring)
ALL_PILE_NAMES: tuple[str, ...] = (
    "SR", "NR", "SH", "NH", "SD", "ND",
    *(f"H{i}" for i in range(1, 9)),
    *(f"F{i}" for i in range(1, 9)),
    "WR", "WH", "WD", "H9",
)
_PILE_IDS = {name: i for i, name in enumerate(ALL_PILE_NAMES)}
#: the card number of the joker (the 52 cards are 0 … 51, ``cards.py``)
JOKER = 52


class Pack(Enum):
    """The cards a game is dealt from: (copies of each of the 52 cards, jokers)."""

    TWO_DECKS = (2, 0)  # the standard game: each player's own deck
    ONE_DECK = (1, 0)  # one-deck: one deck split by suits between the two players
    TWO_DECKS_AND_JOKER = (2, 1)  # three-players: 105 cards shuffled together

    @property
    def copies(self) -> int:
        """How many times each of the 52 cards is in the pack."""
        return self._value_[0]  # (not ``value``: the enum's property runs Python code, and every game made asks)

    @property
    def jokers(self) -> int:
        return self._value_[1]

    @property
    def size(self) -> int:
        return 52 * self.copies + self.jokers


def _pile(name: str) -> Pile:
    return _PILE_IDS[name]


def _compact(piles: Sequence[Pile]) -> range | tuple[Pile, ...]:
    """A range when the piles are consecutive (the hot paths' ``in`` is then a comparison)."""
    if piles and list(piles) == list(range(piles[0], piles[0] + len(piles))):
        return range(piles[0], piles[0] + len(piles))
    return tuple(piles)


class Table(Frozen):
    """The static shape of a game's table (OpenSpiel's "game" as opposed to its state).

    Besides the methods, the seat-indexed tuples (``reserve_of[seat]``, ``opponent_of``,
    ``loads_of`` …) and the pile collections (``houses``, ``foundations``) are computed
    once, for the hot paths: a tuple index or a bound range where there was an addition.
    ``out`` holds the houses out of play (the three-player game takes out the first one
    emptied, ``houses_leave``): such a table is another ``Table`` (``without_house``).
    """

    seat_names: tuple[str, ...]
    house_count: int
    foundation_count: int
    pack: Pack
    #: the first house to be emptied leaves play for good (three-players)
    houses_leave: bool
    #: the numbers (1-based) of the houses out of play
    out: frozenset[int]
    #: houses build down in suit, not in alternating colours (Schikanieren, ruling 25)
    houses_in_suit: bool
    pile_names: tuple[str, ...]
    seat_count: int
    #: the seats in order of play
    seats: tuple[Seat, ...]
    reserves: tuple[Pile, ...]
    hand_cards: tuple[Pile, ...]
    discards: tuple[Pile, ...]
    first_house: Pile
    first_foundation: Pile
    #: every house of the layout, H1 first, those out of play included
    all_houses: tuple[Pile, ...]
    #: the houses in play
    houses: range | tuple[Pile, ...]
    foundations: range
    #: the length of a position's pile list (one more than the highest pile number)
    pile_count: int
    #: per pile number: whether this table has that pile (in play)
    valid: tuple[bool, ...]
    #: per seat: its reserve, turned hand card and discard piles
    reserve_of: tuple[Pile, ...]
    hand_card_of: tuple[Pile, ...]
    discard_of: tuple[Pile, ...]
    #: per seat: its reserve, hand card and discard together (the piles it must empty)
    stock_of: tuple[tuple[Pile, Pile, Pile], ...]
    #: per seat: every seat in order of play starting with it
    seats_from: tuple[tuple[Seat, ...], ...]
    #: per pile: the seat owning it (reserve, hand card, discard), None for the middle
    owner_of: tuple[Seat | None, ...]
    #: per seat: the seat after it (a two-seat table: the one opponent)
    opponent_of: tuple[Seat, ...]
    #: per seat: the piles it may load (the opponents' reserves, then their discards),
    #: each with the seat whose face-down reserve it is, -1 for a discard
    loads_of: tuple[tuple[tuple[Pile, Seat], ...], ...]
    #: per seat: the houses dealt from its deck, nearest its reserve first (the start
    #: rules compare them in this order; the deal goes the other way). The houses are
    #: split in blocks, the last block to the first seat: south H8 H7 H6 H5, north H1 … H4
    dealt_houses_of: tuple[tuple[Pile, ...], ...]
    #: per seat: the piles it may load, without the seats
    load_piles_of: tuple[tuple[Pile, ...], ...]
    #: slices of the pile list: the houses, the foundations (tables whose houses are
    #: consecutive numbers only; see ``contiguous``)
    house_slice: slice
    foundation_slice: slice
    #: the houses are consecutive numbers, so ``house_slice`` holds them all
    contiguous: bool
    #: per pile: the index of a house in per-house tuples (face-down counts), H1 = 0
    house_index_of: tuple[int, ...]
    #: the game has events the standard table never has (houses leaving play, a joker)
    special: bool
    #: per seat, without and with its own discard (variant discard-available): the piles
    #: whose top card it may take, in canonical order (reserve, hand card, discard, houses)
    sources_of: tuple[tuple[tuple[Pile, ...], tuple[Pile, ...]], ...]
    #: per card: the cards a house with it on top takes (``cards.HOUSE_ACCEPTS``, or in suit)
    house_accepts: tuple[tuple[int, ...], ...]

    def __init__(self, seat_names: tuple[str, ...] = ("south", "north"), house_count: int = 8,
                 foundation_count: int = 8, pack: Pack = Pack.TWO_DECKS, houses_leave: bool = False,
                 out: frozenset[int] = frozenset(), houses_in_suit: bool = False) -> None:
        set_field = object.__setattr__
        set_field(self, "seat_names", seat_names)
        set_field(self, "house_count", house_count)
        set_field(self, "foundation_count", foundation_count)
        set_field(self, "pack", pack)
        set_field(self, "houses_leave", houses_leave)
        set_field(self, "out", out)
        set_field(self, "houses_in_suit", houses_in_suit)
        self._compute()

    def _fields(self) -> tuple[tuple[str, ...], int, int, Pack, bool, frozenset[int], bool]:
        return (self.seat_names, self.house_count, self.foundation_count, self.pack, self.houses_leave, self.out,
                self.houses_in_suit)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Table:
            return NotImplemented
        return self is other or self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return (f"Table(seat_names={self.seat_names!r}, house_count={self.house_count!r}, "
                f"foundation_count={self.foundation_count!r}, pack={self.pack!r}, "
                f"houses_leave={self.houses_leave!r}, out={self.out!r}, houses_in_suit={self.houses_in_suit!r})")

    def _compute(self) -> None:
        """Every derived attribute, once (the hot paths index them)."""
        n = len(self.seat_names)
        order = tuple(SEAT_IDS[name] for name in self.seat_names)
        width = max(order) + 1  # seat-indexed tuples run over every seat number up to the highest
        letters = {seat: SEAT_LETTERS[SEAT_BY_ID[seat]] for seat in order}
        reserve = {seat: _pile(f"{letters[seat]}R") for seat in order}
        hand_card = {seat: _pile(f"{letters[seat]}H") for seat in order}
        discard = {seat: _pile(f"{letters[seat]}D") for seat in order}
        all_houses = tuple(_pile(f"H{i}") for i in range(1, self.house_count + 1))
        houses = tuple(h for i, h in enumerate(all_houses, 1) if i not in self.out)
        foundations = range(_pile("F1"), _pile("F1") + self.foundation_count)
        pile_count = max((*reserve.values(), *hand_card.values(), *discard.values(), *all_houses, foundations[-1])) + 1
        valid = [False] * pile_count
        for p in (*reserve.values(), *hand_card.values(), *discard.values(), *houses, *foundations):
            valid[p] = True
        owner: list[Seat | None] = [None] * pile_count
        for seat in order:
            for p in (reserve[seat], hand_card[seat], discard[seat]):
                owner[p] = seat

        def per_seat(values: Mapping[Seat, object], fill: object) -> tuple[object, ...]:
            return tuple(values.get(seat, fill) for seat in range(width))

        following = {seat: order[i:] + order[:i] for i, seat in enumerate(order)}
        opponents = {seat: following[seat][1:] for seat in order}
        house_ranges = _compact(houses)
        index_of = [-1] * pile_count
        for i, h in enumerate(all_houses):
            index_of[h] = i
        blocks = _dealt_houses(n, all_houses)
        computed: dict[str, object] = {
            "pile_names": ALL_PILE_NAMES[:pile_count],
            "seat_count": n,
            "seats": order,
            "reserves": tuple(reserve[s] for s in order),
            "hand_cards": tuple(hand_card[s] for s in order),
            "discards": tuple(discard[s] for s in order),
            "first_house": all_houses[0],
            "first_foundation": foundations[0],
            "all_houses": all_houses,
            "houses": house_ranges,
            "foundations": foundations,
            "pile_count": pile_count,
            "valid": tuple(valid),
            "reserve_of": per_seat(reserve, -1),
            "hand_card_of": per_seat(hand_card, -1),
            "discard_of": per_seat(discard, -1),
            "seats_from": per_seat(following, ()),
            "owner_of": tuple(owner),
            "stock_of": per_seat({s: (reserve[s], hand_card[s], discard[s]) for s in order}, ()),
            "opponent_of": per_seat({s: following[s][1] for s in order}, -1),
            "loads_of": per_seat({s: tuple((reserve[o], o) for o in opponents[s])
                                  + tuple((discard[o], -1) for o in opponents[s]) for s in order}, ()),
            "dealt_houses_of": per_seat({s: blocks[i] for i, s in enumerate(order)}, ()),
            "load_piles_of": per_seat({s: tuple(reserve[o] for o in opponents[s])
                                       + tuple(discard[o] for o in opponents[s]) for s in order}, ()),
            "house_slice": slice(all_houses[0], all_houses[0] + len(all_houses)),
            "foundation_slice": slice(foundations[0], foundations[-1] + 1),
            "contiguous": isinstance(house_ranges, range) and len(houses) == len(all_houses),
            "house_index_of": tuple(index_of),
            "special": self.houses_leave or self.pack.jokers > 0,
            "house_accepts": SUIT_HOUSE_ACCEPTS if self.houses_in_suit else HOUSE_ACCEPTS,
            "sources_of": per_seat({
                s: ((reserve[s], hand_card[s], *houses), (reserve[s], hand_card[s], discard[s], *houses))
                for s in order}, ((), ())),
        }
        for key, value in computed.items():
            object.__setattr__(self, key, value)

    # -- seats ---------------------------------------------------------------------------

    def next_seat(self, seat: Seat) -> Seat:
        """The seat that plays after ``seat`` (play passes to the left)."""
        return self.opponent_of[seat]

    def opponents(self, seat: Seat) -> tuple[Seat, ...]:
        """Every other seat, in order of play from ``seat``."""
        return self.seats_from[seat][1:]

    def opponent(self, seat: Seat) -> Seat:
        """The one opponent of a two-seat table (on a larger one: the next seat)."""
        return self.opponent_of[seat]

    def seat_name(self, seat: Seat) -> str:
        return SEAT_BY_ID[seat]

    def has_seat(self, seat: Seat) -> bool:
        return seat in self.seats

    # -- a seat's own piles --------------------------------------------------------------

    def reserve(self, seat: Seat) -> Pile:
        return self.reserve_of[seat]

    def hand_card(self, seat: Seat) -> Pile:
        return self.hand_card_of[seat]

    def discard(self, seat: Seat) -> Pile:
        return self.discard_of[seat]

    def own_piles(self, seat: Seat) -> tuple[Pile, Pile, Pile]:
        """Reserve, turned hand card and discard of ``seat``."""
        return self.reserve(seat), self.hand_card(seat), self.discard(seat)

    # -- the middle ----------------------------------------------------------------------

    def house(self, number: int) -> Pile:
        """House ``H<number>`` (1-based, as in the notation)."""
        return self.all_houses[number - 1]

    def foundation(self, number: int) -> Pile:
        """Foundation ``F<number>`` (1-based, as in the notation)."""
        return self.first_foundation + number - 1

    def house_number(self, pile: Pile) -> int:
        return self.house_index_of[pile] + 1

    def foundation_number(self, pile: Pile) -> int:
        return pile - self.first_foundation + 1

    def house_index(self, pile: Pile) -> int:
        """0 for H1, 1 for H2 …: the index into per-house tuples (face-down counts)."""
        return self.house_index_of[pile]

    def without_house(self, pile: Pile) -> Table:
        """This table with the house ``pile`` out of play (the same object each time)."""
        return _without(self, self.house_number(pile))

    # -- what a pile is ------------------------------------------------------------------

    def has(self, pile: Pile) -> bool:
        """Whether this table has the pile, in play."""
        return 0 <= pile < self.pile_count and self.valid[pile]

    def is_reserve(self, pile: Pile) -> bool:
        return pile in self.reserves

    def is_hand_card(self, pile: Pile) -> bool:
        return pile in self.hand_cards

    def is_discard(self, pile: Pile) -> bool:
        return pile in self.discards

    def is_house(self, pile: Pile) -> bool:
        return pile in self.houses

    def is_foundation(self, pile: Pile) -> bool:
        return pile in self.foundations

    def is_stock(self, pile: Pile) -> bool:
        """A reserve, turned hand card or discard: a pile some seat owns."""
        return pile < self.pile_count and self.owner_of[pile] is not None

    def owner(self, pile: Pile) -> Seat | None:
        """The seat a reserve, hand card or discard belongs to; None for the middle."""
        return self.owner_of[pile]

    def name(self, pile: Pile) -> str:
        return ALL_PILE_NAMES[pile]

    def parse_seat(self, text: str) -> Seat | None:
        """The seat named ``south``/``west``/``north`` at this table, None if it has none such."""
        seat = SEAT_IDS.get(text) if isinstance(text, str) else None
        return seat if seat is not None and seat in self.seats else None


@functools.cache
def _without(table: Table, number: int) -> Table:
    return Table(table.seat_names, table.house_count, table.foundation_count, table.pack, table.houses_leave,
                 table.out | {number}, table.houses_in_suit)


def _dealt_houses(seats: int, houses: tuple[Pile, ...]) -> tuple[tuple[Pile, ...], ...]:
    """Each seat's block of houses (by order of play), nearest its reserve first (see
    ``dealt_houses_of``): the last block to the first seat, read backwards."""
    size = len(houses) // seats
    out = []
    for i in range(seats):
        start = (seats - 1 - i) * size
        block = houses[start:start + size]
        out.append(block[::-1] if i == 0 else block)
    return tuple(out)


def pile_number(name: str) -> Pile | None:
    """The number of a pile named in the notation (upper case), None if no table has it."""
    return _PILE_IDS.get(name)


#: the standard game's table: two seats, eight houses, eight foundations
STANDARD_TABLE = Table()
#: the one-deck game (ruling 22): six houses (H1–H3 north's, H4–H6 south's), four foundations
ONE_DECK_TABLE = Table(house_count=6, foundation_count=4, pack=Pack.ONE_DECK)
#: the three-player game (ruling 23): south, west, north; nine houses (H1–H3 north's,
#: H4–H6 west's, H7–H9 south's), the first emptied leaving play; eight foundations
THREE_PLAYER_TABLE = Table(seat_names=SEAT_NAMES, house_count=9, foundation_count=8,
                           pack=Pack.TWO_DECKS_AND_JOKER, houses_leave=True)
#: Schikanieren (ruling 25): the standard shape, its houses built down in suit
SUIT_HOUSES_TABLE = Table(houses_in_suit=True)
