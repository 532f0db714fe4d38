"""Messages sent up to a screen (attributes go down, messages go up): a click on the
board, and the computer opponent's action or failure."""

from __future__ import annotations

from textual.message import Message

from crapette.engine import Action
from crapette.app.view import NORTH_HAND, NOTHING, SOUTH_HAND, STOP_BUTTON


# Plain ``__init__`` methods, as Textual's own messages have them: a dataclass would
# generate and compile its methods at import, which start-up pays for.


class PileClicked(Message):
    """A click on the table: a pile index (0–21), a face-down hand, the Stop! button,
    or NOTHING (empty table, which cancels a selection)."""

    def __init__(self, target: int) -> None:
        super().__init__()
        self.target = target


class PileDragged(Message):
    """A card dragged with the mouse from one click target to another: as a click on
    each, in turn (pick up, put down)."""

    def __init__(self, source: int, target: int) -> None:
        super().__init__()
        self.source = source
        self.target = target


class ComputerPlays(Message):
    """The computer opponent chose ``action`` (a move, or a call): the screen plays it."""

    def __init__(self, action: Action) -> None:
        super().__init__()
        self.action = action


class ComputerFailed(Message):
    """The computer opponent stopped playing; ``why`` is shown to the player."""

    def __init__(self, why: str) -> None:
        super().__init__()
        self.why = why


__all__ = ["ComputerFailed", "ComputerPlays", "LessonDone", "NORTH_HAND", "NOTHING", "OpenLesson", "PileClicked", "PileDragged", "SOUTH_HAND", "STOP_BUTTON"]


class OpenLesson(Message):
    """The learner chose lesson ``index`` (0-based) in the list."""

    def __init__(self, index: int) -> None:
        super().__init__()
        self.index = index


class LessonDone(Message):
    """The learner asked for the next lesson (``go_on``) or the list of lessons."""

    def __init__(self, index: int, go_on: bool) -> None:
        super().__init__()
        self.index = index
        self.go_on = go_on
