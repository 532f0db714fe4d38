"""The board's sizes and layout: the least terminal, the two scales (compact, tall),
where the rows go, and how a screen shares its room between the board and a side panel."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from textual.screen import Screen
    from textual.widget import Widget

MIN_WIDTH, MIN_HEIGHT = 80, 24
#: Rows the table needs above the text area, and the least text rows.
COMPACT_TABLE, TALL_TABLE, TEXT_ROWS = 11, 24, 5
COMPACT_HEIGHT, TALL_HEIGHT = COMPACT_TABLE + TEXT_ROWS, TALL_TABLE + TEXT_ROWS

class Geometry:
    """Where things go: the scale, the foundation block, the rows."""

    def __init__(self, tall: bool, center: int, center_width: int) -> None:
        self.tall = tall
        self.center = center  # x of the foundation block
        self.center_width = center_width
        self.rows: dict[str, int] = {}
        self.house_step = 1

    @property
    def left_label(self) -> int:
        return self.center - 4

    @property
    def right_label(self) -> int:
        return self.center + self.center_width + 2

    @property
    def left_end(self) -> int:
        """Exclusive right edge of the left fans."""
        return self.center - 5

    @property
    def right_start(self) -> int:
        return self.center + self.center_width + 5


def geometry(h: int, w: int) -> Geometry:
    """The scale and the rows for a board of ``w``×``h`` cells."""
    tall = h >= TALL_HEIGHT
    cw = 18 if tall else 14
    geo = Geometry(tall, (w - cw) // 2, cw)
    if tall:
        gap = 1 if h >= TALL_HEIGHT + 5 else 0  # spread the houses when there is room
        geo.house_step = 3 + gap
        south = 7 + 4 * geo.house_step - gap + 1
        geo.rows = {"north": 3, "houses": 7, "south": south, "text": south + 4}
    else:
        geo.house_step = 1
        geo.rows = {"north": 2, "houses": 4, "south": 9, "text": 11}
    return geo


def too_small_lines(w: int, h: int) -> list[str]:
    """What the board says instead of the table below the least size."""
    return [
        "The terminal is too small for Crapette.",
        f"It needs at least {MIN_WIDTH}×{MIN_HEIGHT}; this one is {w}×{h}.",
        "Enlarge the window (or reduce the font size).",
    ]


def place_board(screen: Screen[Any], board: Widget, width: int, height: int, wide_from: int) -> int | None:
    """The layout every board screen shares: a side panel (move log, explanation,
    lesson) beside the board from ``wide_from`` columns, under it when narrower, and a
    size message below the minimum. Sets the screen's ``-small``/``-narrow`` classes;
    when narrow, returns the rows left for board and panel (the footer taken off) so the
    screen can size its board, else gives the board all the height and returns None."""
    small = width < MIN_WIDTH or height < MIN_HEIGHT
    wide = width >= wide_from
    screen.set_class(small, "-small")
    screen.set_class(not wide and not small, "-narrow")
    if small or wide:
        board.styles.height = "1fr"
        return None
    return height - 1


__all__ = ["COMPACT_HEIGHT", "COMPACT_TABLE", "Geometry", "MIN_HEIGHT", "MIN_WIDTH", "TALL_HEIGHT", "TALL_TABLE",
           "TEXT_ROWS", "geometry", "place_board", "too_small_lines"]
