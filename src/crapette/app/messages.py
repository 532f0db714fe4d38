"""Messages sent up to a screen (attributes go down, messages go up): a click on the
board, and the computer opponent's action or failure."""

from __future__ import annotations

from dataclasses import dataclass

from textual.message import Message

from crapette.engine import Action
from crapette.app.view import NORTH_HAND, NOTHING, SOUTH_HAND, STOP_BUTTON


@dataclass
class PileClicked(Message):
    """A click on the table: a pile index (0–21), a face-down hand, the Stop! button,
    or NOTHING (empty table, which cancels a selection)."""

    target: int


@dataclass
class ComputerPlays(Message):
    """The computer opponent chose ``action`` (a move, or a call): the screen plays it."""

    action: Action


@dataclass
class ComputerFailed(Message):
    """The computer opponent stopped playing; ``why`` is shown to the player."""

    why: str


__all__ = ["ComputerFailed", "ComputerPlays", "LessonDone", "NORTH_HAND", "NOTHING", "OpenLesson", "PileClicked", "SOUTH_HAND", "STOP_BUTTON"]


@dataclass
class OpenLesson(Message):
    """The learner chose lesson ``index`` (0-based) in the list."""

    index: int


@dataclass
class LessonDone(Message):
    """The learner asked for the next lesson (``go_on``) or the list of lessons."""

    index: int
    go_on: bool
