"""The terminal's cursor follows the play (issue 33, item 5): after each repaint it
stands on the picked-up pile, else at the start of the prompt, and on the focused
button while a dialog is up; back on the table when the dialog closes. The cursor
stays hidden: a braille display or a screen reader following it reads that line."""

from __future__ import annotations

import json

from textual.widgets import Button

from crapette.app.app import make_app
from crapette.app.dialogs.verdict import VerdictScreen
from crapette.engine import Position

from apphelpers import board_of, run_async
from test_stop_naming import POSITION


@run_async
async def test_the_cursor_follows_the_selection_the_prompt_and_a_dialog() -> None:
    app = make_app(start=Position.from_json(json.loads(json.dumps(POSITION))), new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        board = board_of(app)
        origin = board.content_region.offset
        prompt = board.cursor_cell
        assert prompt is not None and prompt[0] == 1
        assert app.cursor_position == origin + prompt
        await pilot.press("1")  # house 1 picked up: the cursor on it
        await pilot.pause()
        x, y = app.cursor_position - origin
        assert board.target_at(x, y) == board.view.selected == Position.from_json(POSITION).table.house(1)
        await pilot.press("escape")
        await pilot.pause()
        assert app.cursor_position == origin + prompt
        await pilot.press("right")  # the keyboard cursor (cursor.py) shows: the terminal's is on its pile
        await pilot.pause()
        x, y = app.cursor_position - origin
        assert board.view.cursor is not None and board.target_at(x, y) == board.view.cursor
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("t", "exclamation_mark")  # a turn breaking P2, and North's Stop!
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, VerdictScreen)
        button = app.screen.focused
        assert isinstance(button, Button)
        assert app.cursor_position == button.content_region.offset
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        assert not isinstance(app.screen, VerdictScreen)
        assert app.cursor_position - origin == board.cursor_cell
