"""The board draws every table (issue 12, item 5): one deck (two seats, three houses a
side, four foundations) and three seats (south, west, north; nine houses of which one
may be out of play; eight foundations; the joker aside).

Each test shows a ``BoardView`` in a minimal app holding only the Board (the app's own
stylesheet), so these check the drawing alone; the controller that fills the view is
tested elsewhere. Expected pile numbers come from notation.md's numbering, written out
by hand: SR NR SH NH SD ND = 0–5, H1–H8 = 6–13, F1–F8 = 14–21, then WR WH WD H9 = 22–25.
Regenerate the snapshots with ``--snapshot-update`` and look at them before keeping them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from rich.style import Style
from textual.app import App, ComposeResult

import crapette.app
from crapette.app.app import DARK, LIGHT
from crapette.app.messages import PileClicked
from crapette.app.view import NOTHING, BoardView
from crapette.app.widgets.board import Board
from crapette.app.widgets.canvas import Canvas
from crapette.app.widgets.layout import geometry
from crapette.app.widgets.piles import Pen
from crapette.app.widgets.three_seats import draw_three_seats
from crapette.app.widgets.two_seats import draw_two_seats
from crapette.engine import Position
from crapette.engine.position import Rules

from apphelpers import run_async

# notation.md's numbering (module docstring), by hand
SR, NR, SD, ND, H1, F1 = 0, 1, 4, 5, 6, 14
WR, WH, WD, H9 = 22, 23, 24, 25
SOUTH_HAND, NORTH_HAND, WEST_HAND = 100, 101, 102
#: the app's stylesheet (next to the app's modules, not this test's)
STYLESHEET = Path(crapette.app.__file__).parent / "crapette.tcss"


class BoardApp(App[None]):
    """Only the Board, styled by the app's stylesheet, showing one view; ``board_size``
    gives the board the room a screen would (the game screen's board is 16 rows at
    80×24 under the move log, and 84 columns at 120×40 beside it)."""

    CSS_PATH = STYLESHEET

    def __init__(self, view: BoardView, theme: str = DARK, board_size: tuple[int, int] | None = None) -> None:
        super().__init__()
        self.view = view
        self.board_size = board_size
        self.clicked: list[int] = []
        self.theme = theme

    def compose(self) -> ComposeResult:
        yield Board(id="board")

    def on_mount(self) -> None:
        board = self.query_one(Board)
        if self.board_size is not None:
            board.styles.width, board.styles.height = self.board_size
        board.show(self.view)

    def on_pile_clicked(self, message: PileClicked) -> None:
        self.clicked.append(message.target)


def view_of(position: Position, **over: Any) -> BoardView:
    names = ("Ann", "Bob", "Cid")[: position.table.seat_count]
    seat = ("South", "North", "West")[position.to_move]
    fields: dict[str, Any] = {"banner": f"{seat} to play", "info": "casual mode · game 1 · seed 7"}
    fields.update(over)
    return BoardView(position, names, **fields)


def one_deck(seed: int = 3) -> Position:
    return Position.deal(seed, Rules.from_names(["one-deck"]))


def three_dealt(seed: int = 3) -> Position:
    return Position.deal(seed, Rules.from_names(["three-players"]))


def three_midgame(to_move: str = "west", aside: tuple[str, ...] = ("JK",)) -> Position:
    """A three-player game well under way: H4 (west's first house, emptied first) is out
    of play (null), the joker has been set aside, H3 and H9 are long enough to be
    compressed at 80 columns, the mover has a turned hand card."""
    def seat(name: str, reserve: list[str], hand: list[str], discard: list[str], turned: str) -> dict[str, Any]:
        # only the player to move can have a turned hand card (notation.md)
        return {"reserve": reserve, "hand": hand, "hand_card": turned if name == to_move else None, "discard": discard}

    obj = {
        "format": "crapette-position/1", "variants": ["three-players"], "to_move": to_move,
        "south": seat("south", ["9C", "2D", "7H", "QS", "5H"], ["KS", "4D", "8C"], ["6D", "TC"], "8D"),
        "west": seat("west", ["3H", "TS", "KC"], ["2S", "7D"], ["JS"], "6C"),
        "north": seat("north", ["4D", "QH"], ["5D", "9S", "3D"], [], "9D"),
        "houses": [
            ["KD", "QS", "JH"], ["8H"], ["9S", "8D", "7C", "6H", "5S", "4H", "3S"], None, ["QC", "JD"], [],
            ["TD", "9C"], ["4C"], ["KH", "QC", "JH", "TS", "9H", "8S", "7H", "6S", "5H", "4S"],
        ],
        "foundations": [["AH", "2H"], ["AS"], ["AC", "2C", "3C"], [], [], [], [], []],
        "aside": list(aside),
    }
    return Position.from_json(obj)


def board_text(app: BoardApp) -> list[str]:
    board = app.query_one(Board)
    return [board.render_line(y).text for y in range(board.size.height)]


# --- snapshots (looked at: see the module docstring) ----------------------------------------

SIZES = [(80, 24), (120, 40)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_one_deck_board(snap_compare: Any, size: tuple[int, int]) -> None:
    """Seed 3's one-deck deal: H1–H3 left, H4–H6 right, F1–F4 in two rows between."""
    assert snap_compare(BoardApp(view_of(one_deck())), terminal_size=size)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_three_seat_deal(snap_compare: Any, size: tuple[int, int]) -> None:
    """Seed 3's three-player deal (south starts): west's column on the left, nine houses."""
    assert snap_compare(BoardApp(view_of(three_dealt())), terminal_size=size)


@pytest.mark.parametrize("theme", [DARK, LIGHT])
@pytest.mark.parametrize("size", [*SIZES, (84, 31)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_three_seat_midgame(snap_compare: Any, size: tuple[int, int], theme: str) -> None:
    """West to move with WH (6♣) picked up and its one target, the empty H6; south's
    discard marked as the last move; H4 out of play; JK aside; H3 and H9 compressed at
    80 columns. 84×31: the least tall three-seat board (the game screen's at 100×40)."""
    view = view_of(three_midgame(), selected=WH, targets=frozenset({H1 + 5}), moved=frozenset({SD}))
    assert snap_compare(BoardApp(view, theme=theme), terminal_size=size)


# --- what the drawing must show ---------------------------------------------------------------

@pytest.mark.parametrize("size", SIZES)
@run_async
async def test_a_house_out_of_play_is_struck_out_and_cannot_be_clicked(size: tuple[int, int]) -> None:
    # H4 is null in the position (notation.md: a house out of play): the board says so
    # on H4's row and no cell of the board is a click target for H4 (pile 9)
    app = BoardApp(view_of(three_midgame()))
    async with app.run_test(size=size):
        board = app.query_one(Board)
        rows = [line for line in board_text(app) if "out of play" in line]
        assert len(rows) == 1 and "H4" in rows[0]
        assert board.pile_region(H1 + 3) is None
        y = board_text(app).index(rows[0])
        x = rows[0].index("out of play")
        assert board.target_at(x + 2, y) == NOTHING
        for number in (1, 2, 3, 5, 6, 7, 8):  # the other houses all keep their place
            assert board.pile_region(H1 + number - 1) is not None
        assert board.pile_region(H9) is not None


@pytest.mark.parametrize("size", SIZES)
@run_async
async def test_the_joker_is_shown_aside_only_once_set_aside(size: tuple[int, int]) -> None:
    for aside, shown in (((), False), (("JK",), True)):
        app = BoardApp(view_of(three_midgame(aside=aside)))
        async with app.run_test(size=size):
            rows = [line for line in board_text(app) if "aside" in line]
            assert (len(rows) == 1 and "JK" in rows[0]) is shown


def _tag_rows(lines: list[str]) -> list[str]:
    return [line for line in lines if "▶" in line]


@pytest.mark.parametrize(("seat", "number", "name"), [("south", 0, "Ann"), ("west", 2, "Cid"), ("north", 1, "Bob")])
@pytest.mark.parametrize("size", SIZES)
@run_async
async def test_the_player_to_move_is_unmistakable(seat: str, number: int, name: str, size: tuple[int, int]) -> None:
    # one marker, on the mover's tag; the banner and that tag in the mover's colour
    # (board--banner-<seat>); the other two tags in their own seats' colours
    app = BoardApp(view_of(three_midgame(to_move=seat)))
    async with app.run_test(size=size):
        board = app.query_one(Board)
        lines = board_text(app)
        tags = _tag_rows(lines)
        assert len(tags) == 1
        assert f"▶ {name} ({seat.capitalize()}) to play" in tags[0]
        colour = board.get_component_rich_style(f"board--banner-{seat}", partial=True).bgcolor
        assert colour is not None
        y = lines.index(tags[0])
        marker = _segment_style(board, y, "▶")
        assert marker.bgcolor == colour
        assert _segment_style(board, 0, "to play").bgcolor == colour  # the banner row
        for other, other_name in (("south", "Ann"), ("west", "Cid"), ("north", "Bob")):
            if other != seat:
                ink = board.get_component_rich_style(f"board--seat-{other}", partial=True).color
                row = next(i for i, line in enumerate(lines) if f"{other_name} ({other.capitalize()})" in line)
                assert _segment_style(board, row, other_name).color == ink


@pytest.mark.parametrize("theme", [DARK, LIGHT])
@run_async
async def test_the_three_seats_have_three_colours(theme: str) -> None:
    # each seat its own banner colour and its own tag colour, in both themes
    app = BoardApp(view_of(three_midgame()), theme=theme)
    async with app.run_test(size=(80, 24)):
        board = app.query_one(Board)
        seats = ("south", "west", "north")
        banners = {board.get_component_rich_style(f"board--banner-{s}", partial=True).bgcolor for s in seats}
        inks = {board.get_component_rich_style(f"board--seat-{s}", partial=True).color for s in seats}
        assert None not in banners and None not in inks
        assert len(banners) == 3 and len(inks) == 3


def _segment_style(board: Board, y: int, text: str) -> Style:
    for segment in board.render_line(y)._segments:
        if text in segment.text:
            assert segment.style is not None
            return segment.style
    raise AssertionError(f"{text!r} not on row {y}")


# --- clicks -----------------------------------------------------------------------------------

@pytest.mark.parametrize("size", SIZES)
@run_async
async def test_clicks_on_west_piles_and_hand_post_their_targets(size: tuple[int, int]) -> None:
    app = BoardApp(view_of(three_midgame()))
    async with app.run_test(size=size) as pilot:
        board = app.query_one(Board)
        for target in (WR, WD, WH, WEST_HAND, H9, F1 + 7, SR, NORTH_HAND):
            region = board.pile_region(target)
            assert region is not None, target
            await pilot.click(Board, offset=region)
        await pilot.pause()
        assert app.clicked == [22, 24, 23, 102, 25, 21, 0, 101]


@pytest.mark.parametrize("size", SIZES)
@run_async
async def test_one_deck_clicks_name_its_six_houses_and_four_foundations(size: tuple[int, int]) -> None:
    # one deck: H1–H6 are piles 6–11 and F1–F4 piles 14–17; H7, H8 and F5–F8 are not drawn
    app = BoardApp(view_of(one_deck()))
    async with app.run_test(size=size) as pilot:
        board = app.query_one(Board)
        text = "\n".join(board_text(app))
        for label in ("H1", "H6", "F1", "F4", "SR", "NR", "SD", "ND"):
            assert label in text
        for label in ("H7", "F5", "WR"):
            assert label not in text
        assert board.pile_region(H1 + 6) is None and board.pile_region(F1 + 4) is None
        for target in (H1 + 5, F1 + 3, ND, SOUTH_HAND):
            region = board.pile_region(target)
            assert region is not None
            await pilot.click(Board, offset=region)
        await pilot.pause()
        assert app.clicked == [11, 17, 5, 100]


# --- fitting -----------------------------------------------------------------------------------

def _targets(position: Position) -> list[int]:
    table = position.table
    piles = [p for p in range(table.pile_count) if table.has(p)]
    return piles + [(SOUTH_HAND, NORTH_HAND, WEST_HAND)[s] for s in table.seats]


@pytest.mark.parametrize("make", [one_deck, three_dealt, three_midgame])
@pytest.mark.parametrize(("size", "board_size"), [((80, 24), (80, 16)), ((80, 24), None), ((120, 40), (84, 39)),
                                                  ((120, 40), None), ((100, 40), (100, 31))])
@run_async
async def test_every_pile_has_its_own_place(make: Any, size: tuple[int, int], board_size: tuple[int, int] | None) -> None:
    # every pile in play and every hand can be clicked, its place inside the board and
    # above the text area, and no two click targets share a cell: the sizes are the
    # minimal-app board and the game screen's (16 rows at 80×24 under the move log,
    # 84×39 beside it at 120×40, 31 rows at 100×40 under it)
    position = make()
    app = BoardApp(view_of(position), board_size=board_size)
    async with app.run_test(size=size):
        board = app.query_one(Board)
        width, height = board.size
        assert (width, height) == (board_size or size)
        for target in _targets(position):
            region = board.pile_region(target)
            assert region is not None, target
            assert 0 <= region[0] < width and 2 <= region[1] < height - 5
        cells: dict[tuple[int, int], int] = {}
        for y, x0, x1, target in board.hits:
            assert x0 >= 0 and x1 <= width, (target, x0, x1)
            for x in range(x0, x1):
                assert cells.setdefault((x, y), target) == target, (x, y, target, cells[(x, y)])


@pytest.mark.parametrize("make", [one_deck, three_dealt, three_midgame])
def test_every_size_keeps_every_pile_in_its_own_place(make: Any) -> None:
    # the same as above drawn straight onto a canvas (no app) over a grid of sizes, from
    # the game screen's least board (80×16) up: each pile and hand has cells, above the
    # text area's five rows, none shared with another target
    position = make()
    view = view_of(position)
    for width in (80, 81, 84, 99, 100, 119, 120, 160, 200):
        for height in range(16, 50):
            canvas = Canvas(width, height, Style())
            geo = geometry(height, width, position.table)
            pen = Pen(canvas, geo, view, lambda *names: Style())
            (draw_three_seats if position.table.seat_count > 2 else draw_two_seats)(pen)
            assert geo.rows["text"] <= height - 5, (width, height)
            cells: dict[tuple[int, int], int] = {}
            for y, x0, x1, target in canvas.hits:
                assert x0 >= 0 and x1 <= width and y < geo.rows["text"], (width, height, target)
                for x in range(x0, x1):
                    assert cells.setdefault((x, y), target) == target, (width, height, x, y, target)
            assert set(_targets(position)) <= set(cells.values()), (width, height)


@run_async
async def test_below_80x24_the_three_seat_board_says_too_small() -> None:
    app = BoardApp(view_of(three_midgame()))
    async with app.run_test(size=(79, 24)):
        assert any("too small" in line for line in board_text(app))


def test_the_midgame_position_is_what_it_says() -> None:
    # the fixture's claims, checked on the position itself (not the drawing)
    position = three_midgame()
    out = json.loads(position.dumps())
    assert out["houses"][3] is None and out["aside"] == ["JK"] and out["to_move"] == "west"
    assert out["west"]["hand_card"] == "6C" and out["south"]["hand_card"] is None
