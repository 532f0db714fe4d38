"""The modal screens' common base: a screen that closes once."""

from __future__ import annotations

from typing import TypeVar

from textual.await_complete import AwaitComplete
from textual.screen import ModalScreen

ResultT = TypeVar("ResultT")


class Modal(ModalScreen[ResultT]):
    """A modal screen whose second dismissal does nothing.

    Two quick keys (enter, enter) can both reach a dialog before the first has closed it.
    Textual would run the result callback again (playing a hint twice) and pop the screen
    below (the game itself, or nothing: a ScreenStackError stopped the app). A dialog that
    is no longer shown has nothing to dismiss.
    """

    def dismiss(self, result: ResultT | None = None) -> AwaitComplete:
        if not self.is_current:
            return AwaitComplete()
        return super().dismiss(result)


__all__ = ["Modal"]
