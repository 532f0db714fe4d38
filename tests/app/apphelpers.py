"""Helpers for the app tests (imported by the test modules; fixtures live in conftest.py)."""

from __future__ import annotations

import asyncio
import functools
from typing import Any
from collections.abc import Awaitable, Callable

from crapette.app.widgets.board import Board
from crapette.app.screens.game import GameScreen
from crapette.app.screens.table import TableScreen


# A position one move from the end: south's last card (2♥, the reserve) goes on F1's A♥.
NEAR_END = """{
  "format": "crapette-position/1",
  "variants": [],
  "to_move": "south",
  "south": {"reserve": ["2H"], "hand": [], "hand_card": null, "discard": []},
  "north": {"reserve": ["5C", "9D"], "hand": ["3S", "4S", "KD"], "hand_card": null, "discard": ["QC"]},
  "houses": [["KS", "QH", "JC", "TD", "9S", "8H", "7C", "6D", "5S", "4H"], ["8C"], [], ["JD"], ["6H"], [], ["TS"], ["3C"]],
  "foundations": [["AH"], ["AS", "2S"], [], [], [], [], [], []]
}"""


def run_async(test: Callable[..., Awaitable[None]]) -> Callable[..., None]:
    """Run an async test body with asyncio.run (no pytest plugin needed); fixtures pass through."""

    @functools.wraps(test)
    def wrapper(*args: Any, **kwargs: Any) -> None:
        asyncio.run(test(*args, **kwargs))  # type: ignore[arg-type]

    return wrapper


def board_of(app: object) -> Board:
    from textual.app import App

    assert isinstance(app, App)
    return app.screen.query_one(Board)


def game_screen(app: object) -> GameScreen:
    """The table screen on the stack: a game's (or, typed as one for brevity, a lesson's)."""
    from textual.app import App

    assert isinstance(app, App)
    for screen in reversed(app.screen_stack):
        if isinstance(screen, TableScreen):
            return screen  # type: ignore[return-value]
    raise AssertionError("no game screen")


def board_text(app: object) -> str:
    """The board as plain text, line by line."""
    screen = game_screen(app)
    board = screen.query_one(Board)
    return "\n".join(board.render_line(y).text for y in range(board.size.height))


async def click_pile(pilot: object, target: int) -> None:
    """Click a pile (or a hand, or the Stop! button) where the board drew it."""
    from textual.pilot import Pilot

    assert isinstance(pilot, Pilot)
    board = game_screen(pilot.app).query_one(Board)
    where = board.pile_region(target)
    assert where is not None, f"target {target} is not on the board"
    await pilot.click(board, offset=where)
    await pilot.pause()
