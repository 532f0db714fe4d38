"""Snapshots of the screens that were cut off at 80×24 or 120×40 (issue 15, item 10):
the help, the footer against the computer, the move log after a resize, the score
table at the end of a game."""

from __future__ import annotations

from typing import Any

import pytest

from crapette.app.app import make_app
from crapette.engine import Position

from apphelpers import NEAR_END

SIZES = [(80, 24), (120, 40)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_help_fits(snap_compare: Any, size: tuple[int, int]) -> None:
    app = make_app(seed=5, new=True)
    assert snap_compare(app, press=["question_mark"], terminal_size=size)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_help_end_fits(snap_compare: Any, size: tuple[int, int]) -> None:
    app = make_app(seed=5, new=True)
    assert snap_compare(app, press=["question_mark", "end"], terminal_size=size)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_move_log_after_a_resize(snap_compare: Any, size: tuple[int, int]) -> None:
    """Played at the other size, then resized to this one: the log wraps to its new width."""
    other = SIZES[1] if size == SIZES[0] else SIZES[0]
    app = make_app(seed=5, new=True)

    async def resize(pilot: Any) -> None:
        await pilot.resize_terminal(*other)
        await pilot.pause()
        await pilot.press("r", "f", "t", "x")
        await pilot.resize_terminal(*size)
        await pilot.pause()

    assert snap_compare(app, run_before=resize, terminal_size=size)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_score_table_fits(snap_compare: Any, size: tuple[int, int]) -> None:
    app = make_app(start=Position.loads(NEAR_END), seed=1, names=["Annabelle", "Computer (level 3)"])
    assert snap_compare(app, press=["r", "f"], terminal_size=size)
