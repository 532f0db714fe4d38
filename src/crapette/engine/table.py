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
    """The static shape of a game's table (OpenSpiel's "game" as opposed to its state)."""

    seat_names: tuple[str, ...] = ("south", "north")
    house_count: int = 8
    foundation_count: int = 8
    pile_names: tuple[str, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        letters = [SEAT_LETTERS[name] for name in self.seat_names]
        names = (
            tuple(f"{x}R" for x in letters)
            + tuple(f"{x}H" for x in letters)
            + tuple(f"{x}D" for x in letters)
            + tuple(f"H{i}" for i in range(1, self.house_count + 1))
            + tuple(f"F{i}" for i in range(1, self.foundation_count + 1))
        )
        object.__setattr__(self, "pile_names", names)

    # -- seats ---------------------------------------------------------------------------

    @property
    def seat_count(self) -> int:
        return len(self.seat_names)

    @property
    def seats(self) -> range:
        return range(self.seat_count)

    def next_seat(self, seat: Seat) -> Seat:
        """The seat that plays after ``seat`` (play passes to the left)."""
        return (seat + 1) % self.seat_count

    def opponents(self, seat: Seat) -> tuple[Seat, ...]:
        """Every other seat, in order of play from ``seat``."""
        return tuple((seat + k) % self.seat_count for k in range(1, self.seat_count))

    def opponent(self, seat: Seat) -> Seat:
        """The one opponent of a two-seat table."""
        return 1 - seat if self.seat_count == 2 else self.next_seat(seat)

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

    @property
    def reserves(self) -> range:
        return range(self.seat_count)

    @property
    def hand_cards(self) -> range:
        return range(self.seat_count, 2 * self.seat_count)

    @property
    def discards(self) -> range:
        return range(2 * self.seat_count, 3 * self.seat_count)

    # -- the middle ----------------------------------------------------------------------

    @property
    def first_house(self) -> Pile:
        return 3 * self.seat_count

    @property
    def first_foundation(self) -> Pile:
        return self.first_house + self.house_count

    @property
    def houses(self) -> range:
        return range(self.first_house, self.first_foundation)

    @property
    def foundations(self) -> range:
        return range(self.first_foundation, self.first_foundation + self.foundation_count)

    @property
    def pile_count(self) -> int:
        return self.first_foundation + self.foundation_count

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

    def owner(self, pile: Pile) -> Seat | None:
        """The seat a reserve, hand card or discard belongs to; None for the middle."""
        return pile % self.seat_count if pile < self.first_house else None

    def name(self, pile: Pile) -> str:
        return self.pile_names[pile]


#: the standard game's table: two seats, eight houses, eight foundations
STANDARD_TABLE = Table()
