"""What the board shows, as plain values (no Textual): ``Span``, ``BoardView`` and the
few words every screen uses to name a seat. Controllers build these; widgets draw them.
"""

from __future__ import annotations

from typing import NamedTuple, Protocol

from crapette.engine.actions import Action
from crapette.words.describe import action_said
from crapette.engine.piles import Words
from crapette.engine.position import Position
from crapette.engine.table import Pile, Seat
from crapette.words.names import (  # the names' words, shared with the plain interface
    SEATS, Names, name_of, possessive, scores, seat_label, sentence, short_name, shown_name, spoken_name,
    spoken_names, who, whose,
)

#: Click targets besides the piles of the notation (numbered above every table's piles:
#: the three-seat table's piles go up to 25).
SOUTH_HAND, NORTH_HAND, WEST_HAND, STOP_BUTTON, NOTHING = 100, 101, 102, 110, -1
#: The face-down hand of each seat, as a click target, indexed by seat.
HAND_TARGETS = (SOUTH_HAND, NORTH_HAND, WEST_HAND)


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


def keys(*pairs: tuple[str, str]) -> tuple[Span, ...]:
    """Key hints as the board draws them: "r reserve · h hand card"."""
    out: list[Span] = []
    for i, (name, text) in enumerate(pairs):
        if i:
            out.append(Span(" · ", ("muted",)))
        out += [key(name), Span("\u00a0" + text.replace(" ", "\u00a0"))]
    return tuple(out)


__all__ = ["BoardView", "HAND_TARGETS", "NORTH_HAND", "NOTHING", "Names", "WEST_HAND", "Opponent", "SEATS", "SOUTH_HAND", "STOP_BUTTON", "Span", "key", "keys", "name_of", "plain", "seat_label", "shown_name", "short_name", "sentence", "spoken_name", "spoken_names", "possessive", "scores", "who", "whose"]
