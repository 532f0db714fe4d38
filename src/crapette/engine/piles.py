"""Pile identifiers and their notation.

Piles are numbered so that a player's own piles are ``base + player`` (south 0,
north 1): ``SR``/``NR`` 0/1, ``SH``/``NH`` 2/3, ``SD``/``ND`` 4/5, then H1..H8 are
6..13 and F1..F8 are 14..21. The face-down hands are not piles of the notation.
"""

from __future__ import annotations

from crapette.engine.errors import NotationError
from crapette.engine.table import STANDARD_TABLE, Pile, Seat

__all__ = ["STANDARD_TABLE", "Pile", "Seat"]  # re-exported: the vocabulary lives in table.py

SOUTH, NORTH = 0, 1
PLAYER_NAMES = ("south", "north")
SR, NR, SH, NH, SD, ND = 0, 1, 2, 3, 4, 5
RESERVE, HAND_CARD, DISCARD = 0, 2, 4  # add the player
FIRST_HOUSE, FIRST_FOUNDATION = 6, 14
HOUSES = tuple(range(6, 14))
FOUNDATIONS = tuple(range(14, 22))
PILE_COUNT = 22

PILE_NAMES = ("SR", "NR", "SH", "NH", "SD", "ND") + tuple(f"H{i}" for i in range(1, 9)) + tuple(
    f"F{i}" for i in range(1, 9)
)
_BY_NAME = {name: i for i, name in enumerate(PILE_NAMES)}


def pile_name(pile: int) -> str:
    return PILE_NAMES[pile]


def parse_pile(text: str) -> int:
    pile = _BY_NAME.get(text.strip().upper())
    if pile is None:
        raise NotationError(f"{text!r} is not a pile (SR NR SH NH SD ND H1-H8 F1-F8)")
    return pile


def is_house(pile: int) -> bool:
    return 6 <= pile < 14


def is_foundation(pile: int) -> bool:
    return pile >= 14


def owner(pile: int) -> int | None:
    """The player a reserve, hand card or discard belongs to; None for houses and foundations."""
    return pile & 1 if pile < 6 else None


def player_name(player: int) -> str:
    return PLAYER_NAMES[player]


def parse_player(text: str) -> int:
    try:
        return PLAYER_NAMES.index(text)
    except ValueError:
        raise NotationError(f"{text!r} is not a player (south or north)") from None


def describe_pile(pile: int) -> str:
    """Plain words for a pile, e.g. 'house 3', "north's discard"."""
    if is_house(pile):
        return f"house {pile - 5}"
    if is_foundation(pile):
        return f"foundation {pile - 13}"
    who = PLAYER_NAMES[pile & 1]
    kind = ("reserve", "hand card", "discard")[pile >> 1]
    return f"{who}'s {kind}"
