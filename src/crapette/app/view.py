"""What the board shows, as plain values (no Textual): ``Span``, ``BoardView`` and the
few words every screen uses to name a seat. Controllers build these; widgets draw them.
"""

from __future__ import annotations

import re
from typing import NamedTuple, Protocol

from crapette.engine.actions import Action
from crapette.engine.describe import action_said, seat_word
from crapette.engine.piles import Words
from crapette.engine.position import Position
from crapette.engine.table import SEAT_IDS, Pile, Seat
from crapette.i18n import _, pgettext, spell_plain

#: Click targets besides the piles of the notation (numbered above every table's piles:
#: the three-seat table's piles go up to 25).
SOUTH_HAND, NORTH_HAND, WEST_HAND, STOP_BUTTON, NOTHING = 100, 101, 102, 110, -1
#: The face-down hand of each seat, as a click target, indexed by seat.
HAND_TARGETS = (SOUTH_HAND, NORTH_HAND, WEST_HAND)

#: Seats as the screens name them (capitalised, in English: the default players' names),
#: indexed by seat on every table; ``seat_word`` says them in the player's language.
SEATS = tuple(name.capitalize() for name in sorted(SEAT_IDS, key=SEAT_IDS.__getitem__))

#: The players' names, one per seat of the table (indexed by seat).
Names = tuple[str, ...]


class Span(NamedTuple):
    """A piece of text with its look (board component names) and an optional click target."""

    text: str
    style: tuple[str, ...] = ()
    target: int | None = None


class BoardView(NamedTuple):
    """Everything the board shows. The position is the game's own (read, never changed)."""

    position: Position
    names: Names
    banner: str
    info: str
    last: tuple[Span, ...] = ()
    prompt: tuple[Span, ...] = ()
    message: tuple[Span, ...] = ()
    message_kind: str = ""  # "", "error", "notice"
    selected: Pile | None = None
    selected_cards: int = 1  # group-moves: the run that may move with the selected house card
    targets: frozenset[Pile] = frozenset()
    clickable_hand: Seat | None = None  # the mover's hand: a click turns
    over: bool = False
    moved: frozenset[Pile] = frozenset()  # the last action's source and destination, marked
    paused: bool = False  # a Pause is called: the banner says who keeps still, in its own colour
    missing: tuple[Seat, ...] = ()  # Zank-Patience: the seats that miss their next turn (a wrong Stop!)
    cursor: int | None = None  # the keyboard cursor's click target (cursor.py), None when hidden
    lit: frozenset[Pile] = frozenset()  # the computer's last action, lit for a moment (screens/game.py)


class Opponent(Protocol):
    """The computer's seat as the table sees it (``computer.ComputerOpponent``)."""

    @property
    def seat(self) -> Seat: ...

    def human_may(self, action: str) -> bool: ...

    def prompt(self, name: str, may_call: str | None) -> tuple[Span, ...]: ...


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


def plain(text: str, *style: str) -> Span:
    return Span(text, tuple(style))


def key(text: str) -> Span:
    """A key as the prompt shows it (its spaces kept together)."""
    return Span(text.replace(" ", "\u00a0"), ("key",))


def action_key(action: Action, words: Words = Words.STANDARD) -> tuple[Span, ...]:
    """The action before its words in a line ("Last: H2-H1  South: …"): a move by its
    piles; another action by its name in English only, where the notation's word is the
    language's (« Dernière : Sud retourne … », not « Dernière : turn Sud retourne … »)."""
    from crapette.engine.actions import MOVE
    from crapette.i18n import language

    if action.kind == MOVE or language() == "en":
        return (key(action_said(action, words)),)
    return ()


def house_key_word(wegner: bool, count: int = 1) -> str:
    """What the number keys pick in the prompt: « maison », „Haus“ (``count`` of them: "houses
    1 7"); in Wegner's game his words („Randstapel“; English and French keep house)."""
    if wegner:  # the keys name one or more houses: no count reads "0 houses"
        return pgettext("Wegner's key", "houses") if count > 1 else pgettext("Wegner's key", "house")
    return _("houses") if count > 1 else _("house")  # a plural entry "house" would hide _("house")


def foundation_key_word(wegner: bool) -> str:
    """What f puts a card on, in the prompt: „Grundstapel“; in Wegner's game „Mitte“."""
    return pgettext("Wegner's key", "foundation") if wegner else _("foundation")


def keys(*pairs: tuple[str, str]) -> tuple[Span, ...]:
    """Key hints as the board draws them: "r reserve · h hand card"."""
    out: list[Span] = []
    for i, (name, text) in enumerate(pairs):
        if i:
            out.append(Span(" · ", ("muted",)))
        out += [key(name), Span("\u00a0" + text.replace(" ", "\u00a0"))]
    return tuple(out)


__all__ = ["BoardView", "HAND_TARGETS", "NORTH_HAND", "NOTHING", "Names", "WEST_HAND", "Opponent", "SEATS", "SOUTH_HAND", "STOP_BUTTON", "Span", "key", "keys", "name_of", "plain", "seat_label", "shown_name", "short_name", "sentence", "spoken_name", "spoken_names", "possessive", "scores", "who", "whose"]
