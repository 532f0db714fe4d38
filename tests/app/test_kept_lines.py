"""``KeptLines``: a widget answers the compositor from its last lines only while nothing
it draws changed (issue 28: the key press). Each way Textual marks lines stale drops
them: new content, new styles, a new size; and the kept widgets keep their CSS."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from textual.app import App, ComposeResult
from textual.geometry import Region
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import Static

from crapette.app.app import make_app
from crapette.app.screens.game import GameScreen
from crapette.app.widgets.board import Board
from crapette.app.widgets.footer import GameFooter
from crapette.app.widgets.kept_lines import KeptLines
from crapette.app.widgets.move_log import MoveLog

from apphelpers import run_async, screen_rows


class Word(KeptLines, Static):
    DEFAULT_CSS = "Word { width: 12; height: 1; } Word.loud { color: red; }"


class OneWord(App[None]):
    def compose(self) -> ComposeResult:
        yield Word("one")


@asynccontextmanager
async def one_word() -> AsyncIterator[tuple[Pilot[None], Word]]:
    """A 20×3 app showing one ``Word``, laid out."""
    app = OneWord()
    async with app.run_test(size=(20, 3)) as pilot:
        await pilot.pause()
        yield pilot, app.query_one(Word)


def text(lines: list[Any]) -> str:
    return "".join(strip.text for strip in lines).strip()


@run_async
async def test_lines_are_kept_until_the_content_changes() -> None:
    async with one_word() as (pilot, word):
        crop = Region(0, 0, 12, 1)
        first = word.render_lines(crop)
        assert word.render_lines(crop) is first  # nothing changed: the same answer
        assert text(first) == "one"
        word.update("two")  # new content: Textual refreshes the widget
        await pilot.pause()
        assert text(word.render_lines(crop)) == "two"


@run_async
async def test_new_styles_and_a_new_crop_draw_anew() -> None:
    async with one_word() as (pilot, word):
        crop = Region(0, 0, 12, 1)
        quiet = word.render_lines(crop)
        word.add_class("loud")  # new styles, the same text
        await pilot.pause()
        loud = word.render_lines(crop)
        assert loud is not quiet
        assert [s.style for s in loud[0]] != [s.style for s in quiet[0]]
        assert text(word.render_lines(Region(0, 0, 3, 1))) == "one"  # another crop


@run_async
async def test_a_resized_widget_draws_at_its_new_size() -> None:
    async with one_word() as (pilot, word):
        first = word.render_lines(Region(0, 0, 12, 1))
        word.styles.width = 6
        await pilot.pause()
        assert word.size.width == 6
        assert word.render_lines(Region(0, 0, 6, 1)) is not first
        assert sum(s.cell_length for s in word.render_lines(Region(0, 0, 6, 1))[0]) == 6


def test_the_kept_widgets_keep_their_css_lineage() -> None:
    """The mixin comes first among the bases but is no DOM node: Textual takes a widget's
    CSS along its first DOM-node base, which stays the stock one."""
    for kept, stock in ((GameScreen, "Screen"), (GameFooter, "Footer"), (MoveLog, "ScrollView"), (Board, "Widget")):
        assert issubclass(kept, KeptLines)
        assert stock in kept._css_type_names
    assert not issubclass(KeptLines, Widget)


@run_async
async def test_the_screen_with_kept_lines_is_the_screen_drawn_from_nothing() -> None:
    """After key presses, a move played (the log grows) and the footer greying and lighting
    keys, what the compositor puts together is what every widget drawn anew gives."""
    app = make_app(seed=5, new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for key in ("7", "escape", "7", "5", "1", "escape", "t"):
            await pilot.press(key)
            await pilot.pause()
        shown = screen_rows(app)
        kept = [w for w in app.screen.walk_children(with_self=True) if isinstance(w, KeptLines)]
        assert {type(w) for w in kept} >= {GameScreen, GameFooter, MoveLog, Board}
        for widget in app.screen.walk_children(with_self=True):
            if isinstance(widget, KeptLines):
                widget._kept_lines = None
            if isinstance(widget, Widget):
                widget._styles_cache.clear()
        assert screen_rows(app) == shown
