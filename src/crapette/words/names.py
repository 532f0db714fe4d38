"""Players' names in words: the seats as the screens and the plain interface name them
("Alice (South)", « Sud »), the computer's name in the player's language, possessives,
the score line. Shared by the app and the plain interface (no Textual here)."""

from __future__ import annotations

import re

from crapette.words.describe import seat_word
from crapette.engine.table import SEAT_IDS, Seat
from crapette.i18n import _, spell_plain

#: Seats as the screens name them (capitalised, in English: the default players' names),
#: indexed by seat on every table; ``seat_word`` says them in the player's language.
SEATS = tuple(name.capitalize() for name in sorted(SEAT_IDS, key=SEAT_IDS.__getitem__))

#: The players' names, one per seat of the table (indexed by seat).
Names = tuple[str, ...]


def scores(names: Names, points: tuple[int, ...], seats: tuple[Seat, ...]) -> str:
    """Points by name: "Ann 30 – 0 Bob"; at three seats in the order of play, "Ann 30 · Bob 0 · Cid 12"."""
    if len(seats) == 2:
        s, n = seats
        return f"{name_of(names, s)} {points[s]} – {points[n]} {name_of(names, n)}"
    return " · ".join(f"{name_of(names, p)} {points[p]}" for p in seats)


def name_of(names: Names, player: Seat) -> str:
    """The player's name as the screens show it: the seat's name in the player's language
    when they kept it ("South", « Sud »), the computer's translated, a person's as typed."""
    return spoken_name(names[player], player)


def spoken_name(name: str, player: Seat) -> str:
    """``name``, kept in English like every saved name, as the screens show it for the
    player at ``player``: « Sud » for "South", « Ordinateur (niveau 3) », a person's as typed."""
    return seat_word(player) if name == SEATS[player] else shown_name(name)


def spoken_names(names: Names) -> tuple[str, ...]:
    """Every name as the screens show it (``name_of``): what the engine's describing
    functions are given, so that « Sud : 6♦ … » never reads « South : 6♦ »."""
    return tuple(spoken_name(name, seat) for seat, name in enumerate(names))


#: the computer's name as ``computer.computer_name`` keeps it (in English, like the saves)
_COMPUTER = re.compile(r"Computer \(level (\d+)\)")


def shown_name(name: str) -> str:
    """A player's name as the screens show it: the computer's in the player's language
    ("Computer (level 3)", « Ordinateur (niveau 3) »); a person's as typed."""
    computer = _COMPUTER.fullmatch(name)
    return _("Computer (level {level})").format(level=computer.group(1)) if computer else spell_plain(name)


def short_name(name: str, player: Seat) -> str:
    """The name in few cells, where three stand side by side: a computer by its level
    alone (« Ordinateur 3 »), a seat's own name in the player's language, a person's as typed."""
    computer = _COMPUTER.fullmatch(name)
    return _("Computer {level}").format(level=computer.group(1)) if computer else spoken_name(name, player)


def seat_label(name: str, player: Seat) -> str:
    """'Alice (South)'; just 'South' when the player kept the seat's name; and
    'Computer (level 3, North)' for a name that already ends in brackets. The seat is
    named in the player's language (« Alice (Sud) »)."""
    seat = seat_word(player)
    if name in (SEATS[player], seat):  # the seat's own name, in English or already translated
        return seat
    name = shown_name(name)
    if name.endswith(")") and "(" in name:
        return f"{name[:-1]}, {seat})"
    return f"{name} ({seat})"


def who(names: Names, player: Seat) -> str:
    """'Alice (South)', or just 'South' when the player kept the seat's name."""
    return seat_label(names[player], player)


def whose(names: Names, player: Seat, thing: str) -> str:
    """"South's turn"; "the turn of Alice (South)" (see ``possessive``)."""
    return possessive(who(names, player), thing)


def possessive(label: str, thing: str) -> str:
    """"Alice's turn"; "the turn of Alice (South)" or "of Computer (level 3, North)" when
    the label ends in brackets (an apostrophe after "(South)" reads badly: issue 27 item 9).
    English grammar for the modules still in English: a sentence in the catalog says its
    own possessive ("{player}'s turn" / "the turn of {player}", chosen as
    ``dialogs.verdict.owned`` does), since other languages build it otherwise."""
    return f"the {thing} of {label}" if label.endswith(")") else f"{label}'s {thing}"  # not "Zoe (South)'s"


def sentence(text: str) -> str:
    """The text with a capital first letter."""
    return text[:1].upper() + text[1:]


__all__ = ["SEATS", "Names", "name_of", "possessive", "scores", "seat_label", "sentence", "short_name", "shown_name",
           "spoken_name", "spoken_names", "who", "whose"]
