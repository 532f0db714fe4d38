"""Piles and seats in words, in the player's language and the game's words ('house 3',
"north's discard", Wegner's Randstapel, the Schikanier pile): as a label, inside a
sentence, as a sentence's subject. The notation's names (``SR``, ``H3``) are the
engine's (``piles.pile_name``)."""

from __future__ import annotations

from collections.abc import Callable

from crapette.engine.piles import SEAT_OF_LETTER, Words
from crapette.engine.table import ALL_PILE_NAMES, Seat
from crapette.i18n import _, catalog, pgettext


def describe_pile(pile: int, words: Words = Words.STANDARD) -> str:
    """Plain words for a pile, e.g. 'house 3', "north's discard" (names are the same at
    every table), in the player's language. Kept per language: the analysis words every
    mandatory move, and a catalog lookup costs more than the rest of its sentence."""
    # the standard game's key is the short one: an Enum hashes in Python, and analysis asks often
    key = (catalog(), pile) if words is Words.STANDARD else (catalog(), pile, words.value)
    said = _PILE_WORDS.get(key)
    if said is None:
        said = _PILE_WORDS[key] = pile_words(pile, seat_in_sentence, words)
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
        said = _PILE_WORDS[key] = _said(form, pile, seat_in_sentence, words)
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


def seat_in_sentence(seat: Seat) -> str:
    """A seat's name inside a sentence ("north's discard")."""
    if seat == 1:
        return pgettext("seat in a sentence", "north")
    if seat == 2:
        return pgettext("seat in a sentence", "west")
    return pgettext("seat in a sentence", "south")


def pile_words(pile: int, owner: Callable[[Seat], str], words: Words = Words.STANDARD) -> str:
    """The words for a pile in the player's language: 'house 3', 'foundation 5', or a
    seat's pile with the seat named by ``owner(seat)`` ("north's discard")."""
    return _said("label", pile, owner, words)


__all__ = ["describe_pile", "pile_in_sentence", "pile_words", "seat_in_sentence"]
