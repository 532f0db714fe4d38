"""Where the terminal's cursor stands after each repaint: on the focused button of a
dialog, else on the board's keyboard cursor (``cursor.py``) or picked-up pile, else at
the start of the board's prompt (issue 33). The cursor stays hidden; a braille display or a screen reader that follows
the cursor follows the play. Textual moves the terminal's cursor to ``App.cursor_position``
with every screen update (as its Input and TextArea do for their text cursor)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.geometry import Offset
from textual.screen import ModalScreen
from textual.widgets import Button

if TYPE_CHECKING:
    from textual.app import App
    from textual.widget import Widget


def follow(app: App[object], board: Widget | None = None) -> None:
    """Put the cursor where the player's attention is on the screen shown now (``board``:
    the board of that screen, when the caller is it: no query at every drawing)."""
    try:
        screen = app.screen
    except Exception:  # no screen yet (starting) or any more (closing)
        return
    focused = screen.focused
    if focused is not None and (isinstance(focused, Button) or isinstance(screen, ModalScreen)):
        region = focused.content_region
        if region.width and region.height:
            app.cursor_position = region.offset
        return
    for found in [board] if board is not None else screen.query("Board"):  # by its name: the board calls this module
        cell = getattr(found, "cursor_cell", None)
        if cell is not None:
            app.cursor_position = found.content_region.offset + Offset(*cell)
        return


__all__ = ["follow"]
