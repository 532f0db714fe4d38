"""A table screen places its board and redraws for a new size only (issue 28): Textual
sends the screen its size again after its first layouts, three times just after the
first paint, and each used to place the board and redraw the whole table again."""

from __future__ import annotations

from typing import Any

import pytest
from textual import events
from textual.geometry import Size

from apphelpers import game_screen, run_async
from crapette.app.app import make_app
from crapette.app.screens.table import TableScreen


@pytest.fixture
def fitted(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """Every size a table screen is placed for, in order."""
    sizes: list[tuple[int, int]] = []
    original = TableScreen.fit

    def fit(self: TableScreen, width: int, height: int) -> None:
        sizes.append((width, height))
        original(self, width, height)

    monkeypatch.setattr(TableScreen, "fit", fit)
    return sizes


def test_the_start_places_the_table_once(fitted: list[tuple[int, int]]) -> None:
    @run_async
    async def start() -> None:
        app = make_app(seed=5, new=True)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.pause()

    start()
    assert fitted == [(120, 40)]  # on mount; the resizes that follow carry the same size


def test_a_new_size_is_placed_and_redrawn(fitted: list[tuple[int, int]]) -> None:
    @run_async
    async def resize() -> None:
        app = make_app(seed=5, new=True)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            screen = game_screen(app)
            redraws: list[Any] = []
            original = screen.redraw

            def redraw() -> None:
                redraws.append(app.size)
                original()

            screen.redraw = redraw  # type: ignore[method-assign]
            screen.post_message(events.Resize(Size(120, 40), Size(120, 40)))  # the size placed
            await pilot.pause()
            assert redraws == []
            await pilot.resize_terminal(80, 24)
            await pilot.pause()
            assert redraws == [Size(80, 24)]
            await pilot.resize_terminal(120, 40)
            await pilot.pause()
            assert redraws == [Size(80, 24), Size(120, 40)]

    resize()
    assert fitted == [(120, 40), (80, 24), (120, 40)]
