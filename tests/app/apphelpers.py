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


def screen_rows(app: Any) -> list[tuple[tuple[str, Any], ...]]:
    """The whole screen as the compositor puts it together (the widgets' cached lines),
    each row as its runs of (text, style)."""
    return [tuple((s.text, s.style) for s in strip) for strip in app.screen._compositor.render_strips()]


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


def text_of(app: object) -> str:
    """The board's text with its line breaks and runs of spaces as single spaces."""
    return " ".join(board_text(app).split())


def spans_text(spans: tuple[object, ...]) -> str:
    """A prompt or last line's spans as one string, no-break spaces as spaces."""
    return "".join(getattr(span, "text", "") for span in spans).replace("\u00a0", " ")


def showing(app: object, kind: type) -> bool:
    """Whether a dialog of this kind is on top, its contents mounted."""
    from textual.app import App

    assert isinstance(app, App)
    return isinstance(app.screen, kind) and bool(app.screen.query("#dialog-body"))


async def footer_shown(pilot: Any, rounds: int = 500) -> str:
    """The footer's line once it shows its keys. Textual's footer lays its keys out after a
    repaint, which its refresh timer schedules: on a loaded machine one ``pause`` can come
    before it, so poll (a bounded number of rounds, each yielding to that timer)."""
    from screentext import screen_text

    for _ in range(rounds):
        lines = screen_text(pilot.app).splitlines()  # none before the first paint
        line: str = lines[-1] if lines else ""
        if line.strip():
            return line
        await pilot.pause(0.02)
    raise AssertionError("the footer never showed its keys")


async def text_with(pilot: Any, *parts: str, rounds: int = 500) -> str:
    """The screen's text, its whitespace folded, once every one of ``parts`` is in it: a
    screen just pushed is painted by Textual's refresh timer, which on a loaded machine
    comes after one ``pause``. After ``rounds`` polls the last text is returned, for the
    caller's assertion to say what was missing."""
    from screentext import screen_text

    text = ""
    for _ in range(rounds):
        text = " ".join(screen_text(pilot.app).split())
        if all(part in text for part in parts):
            break
        await pilot.pause(0.02)
    return text


async def settled(pilot: Any, rounds: int = 200) -> str:
    """The screen's text once two reads a repaint apart agree: the footer fits its keys'
    words after a repaint (``TranslatedFooter.fit``), so under load one ``pause`` can read
    it half laid out ("m list" on its way to "m liste")."""
    from screentext import screen_text

    await footer_shown(pilot)
    text: str = screen_text(pilot.app)
    for _ in range(rounds):
        await pilot.pause(0.02)
        again: str = screen_text(pilot.app)
        if again == text:
            return text
        text = again
    raise AssertionError("the screen never settled")


async def wait_until(pilot: Any, done: Callable[[], bool], rounds: int = 2000) -> None:
    """Let the app run until ``done()`` holds: the computer thinks in a worker thread,
    so each round waits for the workers, then for the messages they sent."""
    for _ in range(rounds):
        if done():
            return
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
    raise AssertionError("the computer never got there")


async def call(pilot: Any, seat_key: str) -> None:
    """! then the caller's seat key (more than one player may call: Wegner's game, three
    seats): the verdict shows."""
    from crapette.app.dialogs.caller import CallerScreen
    from crapette.app.dialogs.verdict import VerdictScreen

    await pilot.press("exclamation_mark")
    await pilot.pause()
    assert isinstance(pilot.app.screen, CallerScreen)
    await pilot.press(seat_key)
    await pilot.pause()
    assert showing(pilot.app, VerdictScreen)
