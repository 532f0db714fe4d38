"""The board's sizes and layout: the least terminal, the two scales (compact, tall),
where the rows go, and how a screen shares its room between the board and a side panel."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from crapette.engine.table import STANDARD_TABLE, Pile, Table
from crapette.i18n import _

if TYPE_CHECKING:
    from textual.screen import Screen
    from textual.widget import Widget

MIN_WIDTH, MIN_HEIGHT = 80, 24
#: From this board width the compact scale draws larger cards (5 cells, ``Geometry.wide``).
WIDE_CARDS_WIDTH = 100
#: Rows the table needs above the text area, and the least text rows.
COMPACT_TABLE, TALL_TABLE, TEXT_ROWS = 11, 24, 5
COMPACT_HEIGHT, TALL_HEIGHT = COMPACT_TABLE + TEXT_ROWS, TALL_TABLE + TEXT_ROWS
#: Three seats have a fifth row of houses: the tall scale needs two rows more.
TALL_HEIGHT_THREE = TALL_HEIGHT + 2
#: West's column (three seats): its x, and the width of its widest line ("hand ▒▒▒ 24")
#: compact and tall with the English "hand"; the left fans start two cells after it.
WEST_COLUMN, WEST_WIDTH, WEST_WIDTH_TALL = 1, 4 + 1 + 3 + 1 + 2, 4 + 1 + 5 + 1 + 2


def hand_word() -> str:
    """The face-down hand's label in the player's language: "hand", « talon », „Talon“
    (the seat rows and west's column make room for its length)."""
    return _("hand")


def west_width(tall: bool) -> int:
    """The width of west's column: its hand line, the label as long as the language says it."""
    return (WEST_WIDTH_TALL if tall else WEST_WIDTH) + len(hand_word()) - 4

class Geometry:
    """Where things go: the scale, the foundation block, the rows, the houses on each side."""

    def __init__(self, tall: bool, center: int, center_width: int, wide: bool = False) -> None:
        self.tall = tall
        self.wide = wide and not tall  # one line per card, five cells wide (from WIDE_CARDS_WIDTH)
        self.center = center  # x of the foundation block
        self.center_width = center_width
        self.rows: dict[str, int] = {}
        self.house_step = 1
        #: the houses fanned to the left and to the right of the foundations, top first
        self.left_houses: tuple[Pile, ...] = ()
        self.right_houses: tuple[Pile, ...] = ()
        #: the least x of a left fan (the three-seat board keeps west's column left of it)
        self.fan_min = 1
        #: the x the north and south hands are centred on
        self.hand_mid = center + center_width // 2

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

    @property
    def card_width(self) -> int:
        """Cells a card takes across: 3 compact, 5 wide or tall (a box)."""
        return 5 if self.tall or self.wide else 3

    @property
    def fan_step(self) -> int:
        """Cells from one card of a house to the next (tall boxes share their edges)."""
        return 6 if self.wide else 4

    @property
    def card_rows(self) -> int:
        """Rows a card takes: one compact, a box of three tall."""
        return 3 if self.tall else 1


def drawable(table: Table) -> bool:
    """Whether the board lays this table out: two seats (half the houses each side of the
    foundations, any number) or three (west's column on the left)."""
    return table.seat_count in (2, 3)


def tall_height(table: Table) -> int:
    """The least height for the tall scale: three seats have a fifth row of houses."""
    return TALL_HEIGHT_THREE if table.seat_count > 2 else TALL_HEIGHT


def geometry(h: int, w: int, table: Table = STANDARD_TABLE) -> Geometry:
    """The scale and the rows for a board of ``w``×``h`` cells drawing ``table``.

    Two seats: the first half of the houses (north's) left of the foundations, the
    second half (south's) right. Three seats: H1–H4 left and H5–H9 right, the
    foundations moved right of the middle to leave west's column room on the left."""
    if table.seat_count > 2:
        return _three_seat_geometry(h, w, table)
    tall = h >= TALL_HEIGHT
    wide = not tall and w >= WIDE_CARDS_WIDTH
    cw = 18 if tall or wide else 14
    geo = Geometry(tall, (w - cw) // 2, cw, wide)
    half = len(table.all_houses) // 2
    geo.left_houses, geo.right_houses = table.all_houses[:half], table.all_houses[half:]
    rows = max(len(geo.left_houses), len(geo.right_houses))
    if tall:
        gap = 1 if h >= TALL_HEIGHT + 5 else 0  # spread the houses when there is room
        geo.house_step = 3 + gap
        south = 7 + rows * geo.house_step - gap + 1
        geo.rows = {"north": 3, "houses": 7, "south": south, "text": south + 4}
    else:
        geo.house_step = 1
        geo.rows = {"north": 2, "houses": 4, "south": 4 + rows + 1, "text": 4 + rows + 3}
    return geo


def _three_seat_geometry(h: int, w: int, table: Table) -> Geometry:
    """South at the bottom, north at the top, west's piles in a column on the left (its
    name on the row above), houses and foundations in the middle: the foundation block
    sits where the left and right fans get the same room."""
    tall = h >= TALL_HEIGHT_THREE
    cw = 18 if tall else 14
    geo = Geometry(tall, (w - 3) // 2 if tall else (w - 1) // 2, cw)
    geo.left_houses, geo.right_houses = table.all_houses[:4], table.all_houses[4:]
    geo.fan_min = WEST_COLUMN + west_width(tall) + 2
    geo.hand_mid = w // 2
    rows = len(geo.right_houses)
    if tall:
        gap = 1 if h >= TALL_HEIGHT_THREE + 5 else 0
        geo.house_step = 3 + gap
        south = 6 + rows * geo.house_step - gap + 1  # no blank row under the info line
        geo.rows = {"north": 2, "west": 5, "houses": 6, "south": south, "text": south + 4}
    else:
        geo.house_step = 1  # no blank row above south's: the table keeps 11 rows
        geo.rows = {"north": 2, "west": 3, "houses": 4, "south": 4 + rows, "text": 4 + rows + 2}
    return geo


def too_small_lines(w: int, h: int) -> list[str]:
    """What the board says instead of the table below the least size."""
    return [
        _("The terminal is too small for Crapette."),
        _("It needs at least {min_width}×{min_height}; this one is {width}×{height}.").format(
            min_width=MIN_WIDTH, min_height=MIN_HEIGHT, width=w, height=h),
        _("Enlarge the window (or reduce the font size)."),
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


__all__ = ["COMPACT_HEIGHT", "COMPACT_TABLE", "WIDE_CARDS_WIDTH", "Geometry", "MIN_HEIGHT", "MIN_WIDTH", "TALL_HEIGHT", "TALL_HEIGHT_THREE",
           "TALL_TABLE", "TEXT_ROWS", "WEST_COLUMN", "geometry", "hand_word", "place_board", "tall_height",
           "too_small_lines", "west_width"]
