"""The keyboard cursor and the mouse drag (issue 27 item 11): the arrows move over the
piles, space and enter pick up and put down, beside the letter and number keys; a card
dragged with the mouse goes where it is let go.

Seed 5 (test_play.py): south to move, A♦ on its reserve (SR), the eight foundations empty.
"""

from __future__ import annotations

from collections import deque

from textual.pilot import Pilot

from crapette.app.app import make_app
from crapette.app.cursor import Box, boxes, step
from crapette.app.view import SOUTH_HAND
from crapette.app.widgets.board import Board

from apphelpers import board_text, game_screen, run_async

SIZE = (120, 40)
SR, F1 = 0, 14


def test_the_cursor_moves_to_the_nearest_place_in_line_first() -> None:
    # three in a row (1 2 3) above one wide place (4) and a far one down right (5)
    places = {1: Box(0, 0, 3, 1), 2: Box(5, 0, 8, 1), 3: Box(10, 0, 13, 1), 4: Box(0, 2, 13, 3),
              5: Box(20, 6, 23, 7)}
    assert step(places, 1, "right") == 2 and step(places, 2, "right") == 3
    assert step(places, 3, "left") == 2
    assert step(places, 2, "down") == 4 and step(places, 4, "up") in (1, 2, 3)
    assert step(places, 1, "up") == 1  # nothing that way: it stays
    assert step(places, 4, "down") == 5
    # the Stop! button and the empty table are no places; a pile's rows make one box
    assert boxes([(3, 1, 4, 0), (4, 1, 6, 0), (9, 0, 5, 110), (1, 0, 2, -1)]) == {0: Box(1, 3, 6, 5)}


async def move_cursor_to(pilot: Pilot[int], target: int) -> None:
    """Arrow keys, the shortest way the cursor goes (found from the board's places)."""
    screen = game_screen(pilot.app)
    places = boxes(screen.query_one(Board).hits)
    start = screen.controller.cursor
    assert start is not None
    paths = {start: list[str]()}
    todo = deque([start])
    while todo and target not in paths:
        here = todo.popleft()
        for arrow in ("up", "down", "left", "right"):
            there = step(places, here, arrow)
            if there not in paths:
                paths[there] = paths[here] + [arrow]
                todo.append(there)
    assert target in paths, f"the cursor cannot reach {target}"
    await pilot.press(*paths[target])
    assert screen.controller.cursor == target


@run_async
async def test_arrows_space_and_enter_play_a_move() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        assert screen.controller.cursor is None
        await pilot.press("left")  # the cursor shows on the mover's reserve
        assert screen.controller.cursor == SR
        board = screen.query_one(Board)
        x, y = board.pile_region(SR) or (0, 0)
        underlined = [seg.text for seg in board.render_line(y) if seg.style is not None and seg.style.underline]
        assert "".join(underlined).strip().startswith("SR")  # the cursor's pile stands out
        await pilot.press("space")  # picks up the A♦
        assert screen.controller.selected == SR
        await move_cursor_to(pilot, F1)
        await pilot.press("enter")  # puts it down on F1
        assert [str(a) for a in screen.game.actions] == ["SR-F1"]


@run_async
async def test_esc_hides_the_cursor_and_space_turns_again() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await pilot.press("r", "f", "8", "f")  # SR-F1, H8-F2: P1 and P2 are done
        await pilot.press("down")
        assert screen.controller.cursor is not None
        await pilot.press("escape")
        assert screen.controller.cursor is None
        await pilot.press("space")  # no cursor: space turns a hand card, as before
        assert str(screen.game.actions[-1]) == "turn"


@run_async
async def test_space_on_the_hand_turns_a_card() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await pilot.press("r", "f", "8", "f", "left")
        await move_cursor_to(pilot, SOUTH_HAND)
        await pilot.press("space")
        assert str(screen.game.actions[-1]) == "turn"


@run_async
async def test_a_card_dragged_with_the_mouse_goes_where_it_is_let_go() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        board = screen.query_one(Board)
        source, target = board.pile_region(SR), board.pile_region(F1)
        assert source is not None and target is not None
        await pilot.mouse_down(board, offset=source)
        await pilot.mouse_up(board, offset=target)
        await pilot.pause()
        assert [str(a) for a in screen.game.actions] == ["SR-F1"]
        assert "Last: SR-F1" in board_text(app)
        # a drag from a pile that cannot be picked up says why, as a click does, and plays nothing
        empty = board.pile_region(15)  # F2, empty
        assert empty is not None
        await pilot.mouse_down(board, offset=empty)
        await pilot.mouse_up(board, offset=board.pile_region(7) or (0, 0))
        await pilot.pause()
        assert len(screen.game.actions) == 1


def test_the_cursor_on_the_board(snap_compare: object) -> None:
    """The cursor at 80×24 (seed 5): two arrows from the reserve, up on H8 (A♣), then
    space picks it up: H8 yellow under the cursor, where it may go green."""
    from typing import Any, cast

    app = make_app(seed=5, new=True)
    assert cast(Any, snap_compare)(app, press=["left", "up", "space"], terminal_size=(80, 24))
