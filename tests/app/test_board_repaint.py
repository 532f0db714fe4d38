"""A key press repaints only the board's rows whose drawing changed (issue 28: the key
press → repaint figure), and what is on the screen then is what a full repaint shows."""

from __future__ import annotations

from typing import Any

from textual.geometry import Region

from crapette.app.app import make_app
from crapette.app.widgets.board import Board

from apphelpers import board_of, run_async, screen_rows


def drawn(board: Board) -> list[tuple[tuple[str, Any], ...]]:
    """Each row of the board as its runs of (text, style): what the player sees."""
    return [tuple((s.text, s.style) for s in board.render_line(y)) for y in range(board.size.height)]


@run_async
async def test_picking_up_a_card_repaints_the_rows_that_changed_and_no_other() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        board = board_of(app)
        before = drawn(board)
        refreshed: list[tuple[Region, ...]] = []
        original = board.refresh

        def refresh(*regions: Region, **kwargs: Any) -> Board:
            refreshed.append(regions)
            return original(*regions, **kwargs)

        board.refresh = refresh  # type: ignore[method-assign]
        await pilot.press("7")  # 4♥ of house 7 picked up: its pile, its targets and the prompt change
        await pilot.pause()
        after = drawn(board)
        changed = {y for y, (old, new) in enumerate(zip(before, after)) if old != new}
        assert board.view is not None and board.view.selected is not None
        assert changed and len(changed) < board.size.height // 2
        assert refreshed and all(refreshed), "a whole-board refresh"
        rows = {region.y for regions in refreshed for region in regions}
        assert all(region.height == 1 and region.width == board.size.width
                   for regions in refreshed for region in regions)
        assert rows == changed


@run_async
async def test_the_screen_after_partial_repaints_is_the_screen_a_full_repaint_shows() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for key in ("7", "escape", "right", "right", "down", "7", "f"):
            await pilot.press(key)
            await pilot.pause()
        shown = screen_rows(app)
        board = board_of(app)
        board._strips = None  # drawn anew from nothing, every row repainted
        board.refresh()
        await pilot.pause()
        assert screen_rows(app) == shown


@run_async
async def test_a_view_that_draws_the_same_repaints_nothing() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = board_of(app)
        refreshed: list[tuple[Region, ...]] = []
        original = board.refresh

        def refresh(*regions: Region, **kwargs: Any) -> Board:
            refreshed.append(regions)
            return original(*regions, **kwargs)

        board.refresh = refresh  # type: ignore[method-assign]
        assert board.view is not None
        board.show(board.view)
        assert refreshed == []
