"""Pile identifiers of the standard table and their notation (``SR``, ``H3``, ``F5`` …).

The numbering and every question about a pile (whose, which role) come from the
table's shape in ``table.py``; this module names the standard table's piles for the
notation: ``SR``/``NR`` 0/1, ``SH``/``NH`` 2/3, ``SD``/``ND`` 4/5, H1..H8 6..13 and
F1..F8 14..21. The face-down hands are not piles of the notation.
"""

from __future__ import annotations

from crapette.engine.errors import NotationError
from crapette.engine.table import STANDARD_TABLE, Pile, Seat

__all__ = ["STANDARD_TABLE", "Pile", "Seat"]  # re-exported: the vocabulary lives in table.py

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
_BY_NAME = {name: i for i, name in enumerate(PILE_NAMES)}


def pile_name(pile: int) -> str:
    return PILE_NAMES[pile]


def parse_pile(text: str) -> int:
    pile = _BY_NAME.get(text.strip().upper())
    if pile is None:
        raise NotationError(f"{text!r} is not a pile (SR NR SH NH SD ND H1-H8 F1-F8)")
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
        raise NotationError(f"{text!r} is not a player (south or north)") from None


def describe_pile(pile: int) -> str:
    """Plain words for a pile, e.g. 'house 3', "north's discard"."""
    if _T.is_house(pile):
        return f"house {_T.house_number(pile)}"
    if _T.is_foundation(pile):
        return f"foundation {_T.foundation_number(pile)}"
    seat = _T.owner_of[pile]
    assert seat is not None
    kind = "reserve" if _T.is_reserve(pile) else "hand card" if _T.is_hand_card(pile) else "discard"
    return f"{PLAYER_NAMES[seat]}'s {kind}"
