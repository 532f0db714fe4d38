"""The table: ONE widget drawing the whole board with the line API.

The screen hands down a ``BoardView`` (what to show); the board draws it into a
character canvas once per change, serves ``render_line`` from the cached strips, and
sends a ``PileClicked`` message up when a pile is clicked. It knows how to draw, not
what the keys mean: the text blocks at the bottom come ready-made from the screen.

It draws the table of the view's position (``position.table``): two seats
(``two_seats``: the standard and the one-deck game) or three (``three_seats``); the
piles themselves are drawn by ``piles.Pen``.

Two scales: *compact* (one line per card, for 80×24) and *tall* (boxed cards, three
lines each) when the widget is tall enough. Long houses compress to their first card,
an ellipsis with the number of hidden cards, and the last few cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.style import Style
from textual import events
from textual.geometry import Region
from textual.strip import Strip
from textual.widget import Widget

from crapette.app.messages import PileClicked, PileDragged
from crapette.app.widgets.canvas import Canvas, Drawn, wrap_spans
from crapette.app.widgets.kept_lines import KeptLines
from crapette.app.widgets.layout import (
    COMPACT_HEIGHT, COMPACT_TABLE, MIN_HEIGHT, MIN_WIDTH, TALL_HEIGHT, geometry, place_board, tall_height,
    too_small_lines,
)
from crapette.app.widgets.piles import Pen
from crapette.app.games import app_game
from crapette.app.view import NOTHING, STOP_BUTTON, BoardView, Span


class Board(KeptLines, Widget):
    """The whole table in one widget: piles, whose turn, score, last action, prompts."""

    ALLOW_SELECT = False

    COMPONENT_CLASSES = {
        "board--card", "board--red", "board--black", "board--clubs", "board--diamonds", "board--hearts",
        "board--spades", "board--back", "board--frame", "board--empty",
        "board--selected", "board--target", "board--label", "board--label-selected", "board--label-target",
        "board--label-moved", "board--lit", "board--label-lit",
        "board--count", "board--banner-south", "board--banner-north", "board--banner-west", "board--banner-over",
        "board--info", "board--seat-south", "board--seat-north", "board--seat-west", "board--out",
        "board--active", "board--inactive", "board--text", "board--key", "board--muted", "board--error",
        "board--notice", "board--stop", "board--warning", "board--bold", "board--paused", "board--cursor",
    }

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._view: BoardView | None = None
        self._strips: list[Strip] | None = None
        self._hits: list[tuple[int, int, int, int]] = []
        self._styles: dict[tuple[str, ...], Style] = {}
        self._drawn: Drawn | None = None  # the last drawing's rows (``Canvas.strips``)
        self._cursor_styles: dict[int, tuple[Style, Style]] = {}  # the cursor's sums (``Canvas.restyle``)
        self._built_key: tuple[object, ...] = ()
        self._prompt_cell: tuple[int, int] | None = None
        self._pressed: int | None = None  # where the mouse button went down (a drag starts there)
        self._dragged = False

    # --- attributes down ---------------------------------------------------------

    @property
    def view(self) -> BoardView | None:
        return self._view

    def show(self, view: BoardView) -> None:
        """Draw this view (a new one after every change), repainting only the rows that
        changed: a key press that picks up a card repaints a few rows, not the board.
        Before the first drawing (or after a resize or a new theme) drawing is lazy."""
        self._view = view
        before, key = self._strips, self._built_key
        self._strips = None
        if before is None or not self.is_attached or not self.size.area:
            self.refresh()
            return
        after = self._build()
        if self._built_key != key or len(after) != len(before):
            self.refresh()
            return
        width = self.size.width
        changed = [Region(0, y, width, 1) for y, (old, new) in enumerate(zip(before, after)) if old is not new]
        if changed:
            self.refresh(*changed)

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._strips = None
        self._forget_styles()

    def _forget_styles(self) -> None:
        """The styles change (a theme, the CSS): every row is drawn anew."""
        self._styles.clear()
        self._drawn = None
        self._cursor_styles.clear()

    # --- the line API ----------------------------------------------------------------

    def render_line(self, y: int) -> Strip:
        strips = self._build()
        if 0 <= y < len(strips):
            return strips[y]
        return Strip.blank(self.size.width, self.rich_style)

    def _style(self, *names: str) -> Style:
        style = self._styles.get(names)
        if style is None:
            style = self.rich_style
            for name in names:
                style = style + self.get_component_rich_style(f"board--{name}", partial=True)
            self._styles[names] = style
        return style

    def _build(self) -> list[Strip]:
        width, height = self.size
        app_size = self.app.size
        small = app_size.width < MIN_WIDTH or app_size.height < MIN_HEIGHT
        # a new size draws every row anew (the too-small message says the app's size)
        key = (width, height, self.app.theme, app_size if small else None)
        if self._strips is not None and key == self._built_key:
            return self._strips
        if key != self._built_key:
            self._forget_styles()
        canvas = Canvas(width, height, self._style())  # the base kept: ``rich_style`` is new after each refresh
        self._prompt_cell = None
        if small:
            self._draw_too_small(canvas, app_size.width, app_size.height)
        elif self._view is not None and width > 0 and height > 0:
            self._draw(canvas, self._view)
        self._strips, self._drawn = canvas.strips(self._drawn)
        self._hits = canvas.hits
        self._built_key = key
        if self.is_attached and self.screen is self.app.screen:  # a braille display follows the play
            from crapette.app.terminal_cursor import follow

            follow(self.app, self)
        return self._strips

    # --- messages up -------------------------------------------------------------------

    def on_mouse_down(self, event: events.MouseDown) -> None:
        self._pressed = self.target_at(event.x, event.y)
        self._dragged = False

    def on_mouse_up(self, event: events.MouseUp) -> None:
        """A button let go over another pile than the one it was pressed on: a drag."""
        source, self._pressed = self._pressed, None
        target = self.target_at(event.x, event.y)
        if source is None or source == target or NOTHING in (source, target) or STOP_BUTTON in (source, target):
            return
        self._dragged = True  # the click Textual sends after this is the drag's, not a click
        self.post_message(PileDragged(source, target))

    def on_click(self, event: events.Click) -> None:
        event.stop()
        if self._dragged:
            self._dragged = False
            return
        self.post_message(PileClicked(self.target_at(event.x, event.y)))

    def target_at(self, x: int, y: int) -> int:
        """The click target under a cell of the board (NOTHING if none)."""
        self._build()
        for hy, x0, x1, target in reversed(self._hits):
            if hy == y and x0 <= x < x1:
                return target
        return NOTHING

    @property
    def hits(self) -> tuple[tuple[int, int, int, int], ...]:
        """Every click area as (y, x0, x1, target), later ones on top: for tests and tools."""
        self._build()
        return tuple(self._hits)

    @property
    def cursor_cell(self) -> tuple[int, int] | None:
        """Where the terminal's cursor stands on the board (``terminal_cursor.follow``):
        the keyboard cursor's pile when it shows, else the picked-up pile (their first
        cell), else the start of the prompt."""
        view = self._view
        if view is not None:
            for pile in (view.cursor, view.selected):
                if pile is None:
                    continue
                for y, x0, _x1, target in self._hits:
                    if target == pile:
                        return (x0, y)
        return self._prompt_cell

    def pile_region(self, target: int) -> tuple[int, int] | None:
        """A cell (x, y) inside a click target: for tests and tools that click piles."""
        self._build()
        for hy, x0, x1, t in self._hits:
            if t == target:
                return (x0 + (x1 - x0) // 2, hy)
        return None

    # --- drawing -------------------------------------------------------------------------

    def _draw_too_small(self, c: Canvas, w: int, h: int) -> None:
        lines = too_small_lines(w, h)
        top = max(0, (c.height - len(lines)) // 2)
        style = self._style("warning")
        for i, line in enumerate(lines):
            if c.width < len(line):
                line = line[: c.width]
            c.put(max(0, (c.width - len(line)) // 2), top + i, line, style)

    def _draw(self, c: Canvas, v: BoardView) -> None:
        table = v.position.table
        pen = Pen(c, geometry(c.height, c.width, table), v, self._style)
        app_game(v.position.rules.game).draw_board(pen)  # the game's own board (app.games)
        self._draw_text(c, v, pen.geo.rows["text"])
        if v.cursor is not None:
            c.restyle(v.cursor, self._style("cursor"), self._cursor_styles)

    # the text area -------------------------------------------------------------------------

    def _draw_text(self, c: Canvas, v: BoardView, y0: int) -> None:
        width = c.width - 2
        rows = c.height - y0
        if rows <= 0:
            return
        message = wrap_spans(v.message, width)[:3] if v.message else []
        last = wrap_spans(v.last, width)[:2] if v.last else []
        room = rows - len(message) - len(last)
        if room < 1 and len(last) > 1:
            last = last[:1]
            room += 1
        prompt = wrap_spans(v.prompt, width)[: max(room, 0)] if v.prompt else []
        self._prompt_cell = (1, y0 + len(last)) if prompt else None
        y = y0
        for line in last + prompt:
            self._put_line(c, 1, y, line)
            y += 1
        if message:
            kind = v.message_kind or "notice"
            for line in message:
                c.fill(y, self._style(kind))
                self._put_line(c, 1, y, line, base=(kind,))
                y += 1

    def _put_line(self, c: Canvas, x: int, y: int, line: Sequence[Span], base: tuple[str, ...] = ("text",)) -> None:
        for span in line:
            x = c.put(x, y, span.text, self._style(*(base + span.style)), span.target)


__all__ = ["Board", "COMPACT_HEIGHT", "COMPACT_TABLE", "MIN_HEIGHT", "MIN_WIDTH", "TALL_HEIGHT", "place_board", "tall_height",
           "wrap_spans"]
