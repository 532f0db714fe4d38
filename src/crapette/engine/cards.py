"""Cards as small integers, and their two-character notation.

A card is ``rank * 4 + suit`` with ranks A..K as 0..12 and suits C, D, H, S as 0..3.
With that layout the next card of the same suit is always ``card + 4``, which makes
the foundation and loading rules single additions on the hot path.
"""

from __future__ import annotations

from crapette.engine.errors import NotationError
from crapette.engine.why import N_, message

Card = int

RANKS = "A23456789TJQK"
SUITS = "CDHS"
SUIT_SYMBOLS = "♣♦♥♠"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
RANK_NAMES = ("ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
ACE, KING = 0, 12
ALL_CARDS = tuple(range(52))
#: the joker of the three-player game, written ``JK``; it is set aside when it appears,
#: so it never lies face up on a pile and the building tables below leave it out
JOKER = 52


def rank(card: Card) -> int:
    return card >> 2


def suit(card: Card) -> int:
    return card & 3


def is_red(card: Card) -> bool:
    return (card & 3) in (1, 2)


def make_card(rank_index: int, suit_index: int) -> Card:
    return rank_index * 4 + suit_index


def card_text(card: Card) -> str:
    """Canonical notation, e.g. ``TH``; the joker ``JK``."""
    if card == JOKER:
        return "JK"
    return RANKS[card >> 2] + SUITS[card & 3]


_PARSE: dict[str, Card] = {}
for _c in ALL_CARDS:
    for _r in {RANKS[_c >> 2], "10" if _c >> 2 == 9 else RANKS[_c >> 2]}:
        _PARSE[_r + SUITS[_c & 3]] = _c
_PARSE["JK"] = JOKER


def parse_card(text: str) -> Card:
    """Read a card; accepts ``10`` for ``T`` and lower case."""
    if not isinstance(text, str):
        raise NotationError(message(N_("a card must be a string like 'TH', not {text}"), text=repr(text)))
    card = _PARSE.get(text.strip().upper())
    if card is None:
        raise NotationError(message(N_("{text} is not a card (rank A23456789TJQK then suit CDHS, e.g. 'TH'; the joker "
                              "JK)"), text=repr(text)))
    return card


def _house_accepts(top: Card) -> tuple[Card, ...]:
    """Cards that may go on ``top`` in a house: one rank down, other colour."""
    if top >> 2 == ACE:
        return ()
    below = (top >> 2) - 1
    return tuple(make_card(below, s) for s in range(4) if is_red(make_card(below, s)) != is_red(top))


def _load_accepts(top: Card) -> tuple[Card, ...]:
    """Cards that may load an opponent's reserve or discard: same suit, one rank up or down."""
    return tuple(c for c in (top - 4, top + 4) if 0 <= c < 52)


def _suit_house_accepts(top: Card) -> tuple[Card, ...]:
    """Cards that may go on ``top`` in a house built down in suit (Schikanieren): one
    rank down, the same suit."""
    return () if top >> 2 == ACE else (top - 4,)


HOUSE_ACCEPTS: tuple[tuple[Card, ...], ...] = tuple(_house_accepts(c) for c in ALL_CARDS)
#: Schikanieren (``001`` reporting Grupp, ruling 25): "nur Karten derselben Sorte in absteigender Folge"
SUIT_HOUSE_ACCEPTS: tuple[tuple[Card, ...], ...] = tuple(_suit_house_accepts(c) for c in ALL_CARDS)
LOAD_ACCEPTS: tuple[tuple[Card, ...], ...] = tuple(_load_accepts(c) for c in ALL_CARDS)


#: the card a foundation with this top card takes next (None on a king)
FOUNDATION_NEXT: tuple[Card | None, ...] = tuple(c + 4 if c >> 2 != KING else None for c in ALL_CARDS)
#: the cards that start an empty foundation
ACES: tuple[Card, ...] = tuple(make_card(ACE, s) for s in range(4))

# The three building rules, one function each (the hot paths use the tables above,
# which these functions read too).


def goes_on_house(card: Card, top: Card) -> bool:
    """Houses go down one rank in alternating colours."""
    return card in HOUSE_ACCEPTS[top]


def goes_on_foundation(card: Card, top: Card | None) -> bool:
    """Foundations start with an ace (``top`` None: empty) and go up one rank in one suit."""
    if top is None:
        return card >> 2 == ACE
    return card == FOUNDATION_NEXT[top]


def loads_onto(card: Card, top: Card) -> bool:
    """Loading an opponent's reserve or discard: same suit, one rank up or down."""
    return card in LOAD_ACCEPTS[top]
