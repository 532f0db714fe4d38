"""Pile identifiers of the standard table and their notation (``SR``, ``H3``, ``F5`` …).

The numbering and every question about a pile (whose, which role) come from the
table's shape in ``table.py``; this module names the standard table's piles for the
notation: ``SR``/``NR`` 0/1, ``SH``/``NH`` 2/3, ``SD``/``ND`` 4/5, H1..H8 6..13 and
F1..F8 14..21. The face-down hands are not piles of the notation.
"""

from __future__ import annotations

from enum import Enum

from crapette.engine.errors import NotationError
from crapette.engine.table import ALL_PILE_NAMES, SEAT_BY_ID, SEAT_IDS, STANDARD_TABLE, Pile, Seat, pile_number
from crapette.engine.why import N_, message

__all__ = ["SEAT_IDS", "STANDARD_TABLE", "Pile", "Seat"]  # re-exported: the vocabulary lives in table.py

_T = STANDARD_TABLE
SOUTH, NORTH = _T.seats
PLAYER_NAMES = _T.seat_names
SR, NR = _T.reserve_of
SH, NH = _T.hand_card_of
SD, ND = _T.discard_of
FIRST_HOUSE, FIRST_FOUNDATION = _T.first_house, _T.first_foundation
HOUSES = tuple(_T.houses)
FOUNDATIONS = tuple(_T.foundations)
PILE_COUNT = _T.pile_count

PILE_NAMES = _T.pile_names
#: every table's pile names (the third seat's WR WH WD and H9 after the standard ones)
ALL_PILES = ALL_PILE_NAMES


def pile_name(pile: int) -> str:
    return ALL_PILE_NAMES[pile]


def parse_pile(text: str) -> int:
    """A pile of any table; whether the game in hand has it is the game's question."""
    pile = pile_number(text.strip().upper())
    if pile is None:
        raise NotationError(message(N_("{text} is not a pile (SR NR SH NH SD ND H1-H8 F1-F8; three players: WR WH WD "
                              "H9)"), text=repr(text)))
    return pile


def is_house(pile: int) -> bool:
    return _T.is_house(pile)


def is_foundation(pile: int) -> bool:
    return _T.is_foundation(pile)


def owner(pile: int) -> int | None:
    """The player a reserve, hand card or discard belongs to; None for houses and foundations."""
    return _T.owner_of[pile]


def player_name(player: int) -> str:
    return PLAYER_NAMES[player]


def parse_player(text: str) -> int:
    try:
        return PLAYER_NAMES.index(text)
    except ValueError:
        raise NotationError(message(N_("{text} is not a player (south or north)"), text=repr(text))) from None


def seat_name(seat: int) -> str:
    """Any seat's name (south, north, west), whatever the table."""
    return SEAT_BY_ID[seat]


class Words(Enum):
    """Whose words name the piles: the standard game's (hand, reserve), Wegner's in his
    Zank-Patience (his *Quelle*: the source, « la source »), and in Schikanieren also
    the Schikanier pile where the standard game has its reserve (ruling 25). The
    notation is the same in all three (``SH``, ``SR``); only the words differ."""

    STANDARD = "standard"
    WEGNER = "wegner"
    SCHIKANIEREN = "schikanieren"


#: the seat a pile name's first letter stands for (SR, NH, WD …)
SEAT_OF_LETTER = {"S": 0, "N": 1, "W": 2}
