"""The table's shape as data: how many seats, houses and foundations, and how piles are numbered.

Every pile is a small integer (``Pile``) and every seat too (``Seat``), as python-chess's
``Square``: cheap to store and compare. Code never does arithmetic on them; it asks a
``Table`` (``table.reserve(seat)``, ``table.houses``, ``table.owner(pile)``) so that a third
seat or six houses change this data, not the code that uses it.

Numbering, for a table of ``n`` seats: the reserves ``0 … n-1`` in seat order, then the
turned hand cards, then the discards, then the houses ``H1 …`` and the foundations
``F1 …``. For the standard table (two seats, 8 houses, 8 foundations) that is
``SR NR SH NH SD ND H1…H8 F1…F8`` = ``0 … 21``, the order of ``notation.md``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypeAlias

Pile: TypeAlias = int
Seat: TypeAlias = int

#: the seats in order of play; a table of two seats uses south and north
SEAT_NAMES = ("south", "west", "north")
SEAT_LETTERS = {"south": "S", "west": "W", "north": "N"}


@dataclass(frozen=True)
class Table:
    """The static shape of a game's table (OpenSpiel's "game" as opposed to its state).

    Besides the methods, the seat-indexed tuples (``reserve_of[seat]``, ``opponent_of``,
    ``loads_of`` …) and the ranges (``houses``, ``foundations``) are computed once, for
    the hot paths: a tuple index or a bound range where there was an addition.
    """

    seat_names: tuple[str, ...] = ("south", "north")
    house_count: int = 8
    foundation_count: int = 8
    pile_names: tuple[str, ...] = field(init=False, repr=False, compare=False)
    seat_count: int = field(init=False, repr=False, compare=False)
    seats: range = field(init=False, repr=False, compare=False)
    reserves: range = field(init=False, repr=False, compare=False)
    hand_cards: range = field(init=False, repr=False, compare=False)
    discards: range = field(init=False, repr=False, compare=False)
    first_house: Pile = field(init=False, repr=False, compare=False)
    first_foundation: Pile = field(init=False, repr=False, compare=False)
    houses: range = field(init=False, repr=False, compare=False)
    foundations: range = field(init=False, repr=False, compare=False)
    pile_count: int = field(init=False, repr=False, compare=False)
    #: per seat: its reserve, turned hand card and discard piles
    reserve_of: tuple[Pile, ...] = field(init=False, repr=False, compare=False)
    hand_card_of: tuple[Pile, ...] = field(init=False, repr=False, compare=False)
    discard_of: tuple[Pile, ...] = field(init=False, repr=False, compare=False)
    #: per seat: its reserve, hand card and discard together (the piles it must empty)
    stock_of: tuple[tuple[Pile, Pile, Pile], ...] = field(init=False, repr=False, compare=False)
    #: per seat: every seat in order of play starting with it
    seats_from: tuple[tuple[Seat, ...], ...] = field(init=False, repr=False, compare=False)
    #: per pile: the seat owning it (reserve, hand card, discard), None for the middle
    owner_of: tuple[Seat | None, ...] = field(init=False, repr=False, compare=False)
    #: per seat: the seat after it (a two-seat table: the one opponent)
    opponent_of: tuple[Seat, ...] = field(init=False, repr=False, compare=False)
    #: per seat: the piles it may load (the opponents' reserves, then their discards),
    #: each with the seat whose face-down reserve it is, -1 for a discard
    loads_of: tuple[tuple[tuple[Pile, Seat], ...], ...] = field(init=False, repr=False, compare=False)
    #: per seat: the houses dealt from its deck, nearest its reserve first (the start
    #: rules compare them in this order; the deal goes the other way). The houses are
    #: split in blocks, the last block to the first seat: south H8 H7 H6 H5, north H1 … H4
    dealt_houses_of: tuple[tuple[Pile, ...], ...] = field(init=False, repr=False, compare=False)
    #: per seat: the piles it may load, without the seats
    load_piles_of: tuple[tuple[Pile, ...], ...] = field(init=False, repr=False, compare=False)
    #: slices of the pile list: the houses, the foundations
    house_slice: slice = field(init=False, repr=False, compare=False)
    foundation_slice: slice = field(init=False, repr=False, compare=False)
    #: per seat, without and with its own discard (variant discard-available): the piles
    #: whose top card it may take, in canonical order (reserve, hand card, discard, houses)
    sources_of: tuple[tuple[tuple[Pile, ...], tuple[Pile, ...]], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        n = len(self.seat_names)
        letters = [SEAT_LETTERS[name] for name in self.seat_names]
        names = (
            tuple(f"{x}R" for x in letters)
            + tuple(f"{x}H" for x in letters)
            + tuple(f"{x}D" for x in letters)
            + tuple(f"H{i}" for i in range(1, self.house_count + 1))
            + tuple(f"F{i}" for i in range(1, self.foundation_count + 1))
        )
        first_house = 3 * n
        first_foundation = first_house + self.house_count
        opponents = [tuple((seat + k) % n for k in range(1, n)) for seat in range(n)]
        computed: dict[str, object] = {
            "pile_names": names,
            "seat_count": n,
            "seats": range(n),
            "reserves": range(n),
            "hand_cards": range(n, 2 * n),
            "discards": range(2 * n, 3 * n),
            "first_house": first_house,
            "first_foundation": first_foundation,
            "houses": range(first_house, first_foundation),
            "foundations": range(first_foundation, first_foundation + self.foundation_count),
            "pile_count": first_foundation + self.foundation_count,
            "reserve_of": tuple(range(n)),
            "hand_card_of": tuple(range(n, 2 * n)),
            "discard_of": tuple(range(2 * n, 3 * n)),
            "seats_from": tuple((seat, *opp) for seat, opp in enumerate(opponents)),
            "owner_of": tuple(p % n if p < first_house else None for p in range(first_foundation + self.foundation_count)),
            "stock_of": tuple((seat, n + seat, 2 * n + seat) for seat in range(n)),
            "opponent_of": tuple((seat + 1) % n for seat in range(n)),
            "loads_of": tuple(tuple((o, o) for o in opp) + tuple((2 * n + o, -1) for o in opp) for opp in opponents),
            "dealt_houses_of": _dealt_houses(n, first_house, self.house_count),
            "load_piles_of": tuple(opp + tuple(2 * n + o for o in opp) for opp in opponents),
            "house_slice": slice(first_house, first_foundation),
            "foundation_slice": slice(first_foundation, first_foundation + self.foundation_count),
            "sources_of": tuple(
                ((seat, n + seat, *range(first_house, first_foundation)),
                 (seat, n + seat, 2 * n + seat, *range(first_house, first_foundation)))
                for seat in range(n)
            ),
        }
        for key, value in computed.items():
            object.__setattr__(self, key, value)

    # -- seats ---------------------------------------------------------------------------

    def next_seat(self, seat: Seat) -> Seat:
        """The seat that plays after ``seat`` (play passes to the left)."""
        return (seat + 1) % self.seat_count

    def opponents(self, seat: Seat) -> tuple[Seat, ...]:
        """Every other seat, in order of play from ``seat``."""
        return self.seats_from[seat][1:]

    def opponent(self, seat: Seat) -> Seat:
        """The one opponent of a two-seat table."""
        return self.opponent_of[seat]

    # -- a seat's own piles --------------------------------------------------------------

    def reserve(self, seat: Seat) -> Pile:
        return seat

    def hand_card(self, seat: Seat) -> Pile:
        return self.seat_count + seat

    def discard(self, seat: Seat) -> Pile:
        return 2 * self.seat_count + seat

    def own_piles(self, seat: Seat) -> tuple[Pile, Pile, Pile]:
        """Reserve, turned hand card and discard of ``seat``."""
        return self.reserve(seat), self.hand_card(seat), self.discard(seat)

    # -- the middle ----------------------------------------------------------------------

    def house(self, number: int) -> Pile:
        """House ``H<number>`` (1-based, as in the notation)."""
        return self.first_house + number - 1

    def foundation(self, number: int) -> Pile:
        """Foundation ``F<number>`` (1-based, as in the notation)."""
        return self.first_foundation + number - 1

    def house_number(self, pile: Pile) -> int:
        return pile - self.first_house + 1

    def foundation_number(self, pile: Pile) -> int:
        return pile - self.first_foundation + 1

    def house_index(self, pile: Pile) -> int:
        """0 for H1, 1 for H2 …: the index into per-house tuples (face-down counts)."""
        return pile - self.first_house

    # -- what a pile is ------------------------------------------------------------------

    def is_reserve(self, pile: Pile) -> bool:
        return pile < self.seat_count

    def is_hand_card(self, pile: Pile) -> bool:
        return self.seat_count <= pile < 2 * self.seat_count

    def is_discard(self, pile: Pile) -> bool:
        return 2 * self.seat_count <= pile < 3 * self.seat_count

    def is_house(self, pile: Pile) -> bool:
        return self.first_house <= pile < self.first_foundation

    def is_foundation(self, pile: Pile) -> bool:
        return pile >= self.first_foundation

    def is_stock(self, pile: Pile) -> bool:
        """A reserve, turned hand card or discard: a pile some seat owns."""
        return pile < self.first_house

    def owner(self, pile: Pile) -> Seat | None:
        """The seat a reserve, hand card or discard belongs to; None for the middle."""
        return self.owner_of[pile]

    def name(self, pile: Pile) -> str:
        return self.pile_names[pile]


def _dealt_houses(seats: int, first_house: Pile, count: int) -> tuple[tuple[Pile, ...], ...]:
    """Each seat's block of houses, nearest its reserve first (see ``dealt_houses_of``)."""
    size = count // seats
    out = []
    for seat in range(seats):
        start = first_house + (seats - 1 - seat) * size
        block = tuple(range(start, start + size))
        out.append(block[::-1] if seat == 0 else block)
    return tuple(out)


#: the standard game's table: two seats, eight houses, eight foundations
STANDARD_TABLE = Table()
