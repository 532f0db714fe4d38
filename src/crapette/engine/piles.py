"""Pile identifiers of the standard table and their notation (``SR``, ``H3``, ``F5`` …).

The numbering and every question about a pile (whose, which role) come from the
table's shape in ``table.py``; this module names the standard table's piles for the
notation: ``SR``/``NR`` 0/1, ``SH``/``NH`` 2/3, ``SD``/``ND`` 4/5, H1..H8 6..13 and
F1..F8 14..21. The face-down hands are not piles of the notation.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from crapette.engine.errors import NotationError
from crapette.engine.table import ALL_PILE_NAMES, SEAT_BY_ID, SEAT_IDS, STANDARD_TABLE, Pile, Seat, pile_number
from crapette.i18n import _, catalog, pgettext

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
        raise NotationError(_("{text} is not a pile (SR NR SH NH SD ND H1-H8 F1-F8; three players: WR WH WD "
                              "H9)").format(text=repr(text)))
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
        raise NotationError(_("{text} is not a player (south or north)").format(text=repr(text))) from None


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


def describe_pile(pile: int, words: Words = Words.STANDARD) -> str:
    """Plain words for a pile, e.g. 'house 3', "north's discard" (names are the same at
    every table), in the player's language. Kept per language: the analysis words every
    mandatory move, and a catalog lookup costs more than the rest of its sentence."""
    # the standard game's key is the short one: an Enum hashes in Python, and analysis asks often
    key = (catalog(), pile) if words is Words.STANDARD else (catalog(), pile, words.value)
    said = _PILE_WORDS.get(key)
    if said is None:
        said = _PILE_WORDS[key] = pile_words(pile, _seat_in_sentence, words)
    return said


_PILE_WORDS: dict[tuple[object, ...], str] = {}


def pile_in_sentence(pile: int, words: Words = Words.STANDARD, *, subject: bool = False) -> str:
    """A pile's words where a sentence needs its article: French says « la réserve de Sud
    est vide » and « vider la maison 3 », where ``describe_pile``'s « réserve de Sud »
    serves as a label (in brackets, beside an arrow). German declines its article, so it
    has one only as the ``subject`` (« die Ablage von Nord ist leer »); English says
    every form alike."""
    key = (catalog(), pile, words.value, subject)
    said = _PILE_WORDS.get(key)
    if said is None:
        form = "subject" if subject else "sentence"
        said = _PILE_WORDS[key] = _said(form, pile, _seat_in_sentence, words)
    return said


def _pile_kind(pile: int, words: Words) -> tuple[str, str]:
    """Which words name ``pile`` (a key of ``_texts``) and what fills them: a house's or a
    foundation's number, else the letter of the seat it belongs to."""
    name = ALL_PILE_NAMES[pile]
    if name[0] == "H" and name[1:].isdigit():  # Wegner's Rand: „Randstapel 3“ in German
        return ("house" if words is Words.STANDARD else "edge pile"), name[1:]
    if name[0] == "F":  # Wegner's Mitte: „Mittestapel 5“
        return ("foundation" if words is Words.STANDARD else "middle pile"), name[1:]
    if name[1] == "R":
        return ("Schikanier pile" if words is Words.SCHIKANIEREN else "reserve"), name[0]
    if name[1] == "H":
        return ("hand card" if words is Words.STANDARD else "source card"), name[0]
    return "discard", name[0]


def _said(form: str, pile: int, owner: Callable[[Seat], str], words: Words) -> str:
    kind, fill = _pile_kind(pile, words)
    text = _texts(form)[kind]
    if kind in ("house", "foundation", "edge pile", "middle pile"):
        return text.format(number=fill)
    return text.format(seat=owner(SEAT_OF_LETTER[fill]))


def _texts(form: str) -> dict[str, str]:
    """A form's words for each kind of pile in the player's language, read from the
    catalog once per language: the label, the words in a sentence, the subject's."""
    key = (catalog(), form)
    texts = _FORM_TEXTS.get(key)
    if texts is None:
        texts = _FORM_TEXTS[key] = _read_form(form)
    return texts


_FORM_TEXTS: dict[tuple[object, str], dict[str, str]] = {}


def _read_form(form: str) -> dict[str, str]:
    # each text is a literal call: Babel extracts nothing else
    # Translators: "Wegner's pile" names the houses and foundations of Zank-Patience as
    # Wegner's German does (Randstapel, Mittestapel); English and French keep house and foundation
    if form == "subject":
        return {"house": pgettext("pile as a subject", "house {number}"),
                "foundation": pgettext("pile as a subject", "foundation {number}"),
                "edge pile": pgettext("Wegner's pile as a subject", "house {number}"),
                "middle pile": pgettext("Wegner's pile as a subject", "foundation {number}"),
                "Schikanier pile": pgettext("pile as a subject", "{seat}'s Schikanier pile"),
                "reserve": pgettext("pile as a subject", "{seat}'s reserve"),
                "source card": pgettext("pile as a subject", "{seat}'s source card"),
                "hand card": pgettext("pile as a subject", "{seat}'s hand card"),
                "discard": pgettext("pile as a subject", "{seat}'s discard")}
    if form == "sentence":
        return {"house": pgettext("pile in a sentence", "house {number}"),
                "foundation": pgettext("pile in a sentence", "foundation {number}"),
                "edge pile": pgettext("Wegner's pile in a sentence", "house {number}"),
                "middle pile": pgettext("Wegner's pile in a sentence", "foundation {number}"),
                "Schikanier pile": pgettext("pile in a sentence", "{seat}'s Schikanier pile"),
                "reserve": pgettext("pile in a sentence", "{seat}'s reserve"),
                "source card": pgettext("pile in a sentence", "{seat}'s source card"),
                "hand card": pgettext("pile in a sentence", "{seat}'s hand card"),
                "discard": pgettext("pile in a sentence", "{seat}'s discard")}
    return {"house": _("house {number}"),
            "foundation": _("foundation {number}"),
            "edge pile": pgettext("Wegner's pile", "house {number}"),
            "middle pile": pgettext("Wegner's pile", "foundation {number}"),
            "Schikanier pile": _("{seat}'s Schikanier pile"),
            "reserve": _("{seat}'s reserve"),
            "source card": _("{seat}'s source card"),
            "hand card": _("{seat}'s hand card"),
            "discard": _("{seat}'s discard")}


def _seat_in_sentence(seat: Seat) -> str:
    """A seat's name inside a sentence ("north's discard")."""
    if seat == 1:
        return pgettext("seat in a sentence", "north")
    if seat == 2:
        return pgettext("seat in a sentence", "west")
    return pgettext("seat in a sentence", "south")


#: the seat a pile name's first letter stands for (SR, NH, WD …)
SEAT_OF_LETTER = {"S": 0, "N": 1, "W": 2}


def pile_words(pile: int, owner: Callable[[Seat], str], words: Words = Words.STANDARD) -> str:
    """The words for a pile in the player's language: 'house 3', 'foundation 5', or a
    seat's pile with the seat named by ``owner(seat)`` ("north's discard")."""
    return _said("label", pile, owner, words)
