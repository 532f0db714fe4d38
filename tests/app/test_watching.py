"""Seeing the computer play (issue 27 item 12): a pause before its turn, each action's
source and destination lit for a moment, a recap of its turn, and a move log that
scrolls by keyboard and takes the room there is. Every wait runs on the screen's
clock: these tests move a ManualClock by hand and never sleep.

Seed 5: south (the computer here) starts with A♦ on its reserve: P1 sends it to a
foundation first.
"""

from __future__ import annotations

import random

import pytest

from crapette.app.app import make_app
from crapette.app.computer import TURN_PAUSE, ManualClock
from crapette.app.screens.game import LIT_SECONDS
from crapette.app.widgets.board import Board
from crapette.app.widgets.move_log import MoveLog
from crapette.engine import Game

from apphelpers import board_text, game_screen, run_async, wait_until

SIZE = (120, 40)


@run_async
async def test_a_pause_before_its_turn_then_each_action_lit_for_a_moment() -> None:
    clock = ManualClock()
    pace = 2.0
    app = make_app(seed=5, new=True, vs="computer:5", seat="north", pace=pace, clock=clock)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        game = screen.game
        await wait_until(pilot, lambda: bool(clock.pending()))  # it chose, and waits
        assert clock.pending() == pytest.approx([pace * (1 + TURN_PAUSE)])  # a turn's first action waits longer
        clock.advance(pace * (1 + TURN_PAUSE) - 0.01)
        await pilot.pause()
        assert game.actions == []
        clock.advance(0.01)
        await wait_until(pilot, lambda: len(game.actions) == 1)
        first = game.actions[0]
        assert first.src == 0 and first.dst >= 14  # SR-F: P1
        assert screen.controller.lit == frozenset((first.src, first.dst))
        board = screen.query_one(Board)
        assert board.view is not None and board.view.lit == screen.controller.lit
        await wait_until(pilot, lambda: len(clock.pending()) == 2)  # the light and the next action
        assert clock.pending() == pytest.approx([LIT_SECONDS, pace])  # the next action of the turn: one pace
        clock.advance(LIT_SECONDS)
        await pilot.pause()
        assert screen.controller.lit == frozenset() and len(game.actions) == 1
        assert board.view is not None and board.view.lit == frozenset()


@run_async
async def test_a_recap_of_the_computers_turn() -> None:
    app = make_app(seed=5, new=True, vs="computer:5", seat="north", pace=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        game = screen.game
        await wait_until(pilot, lambda: game.to_move == 1 and not screen.computer.busy)  # type: ignore[union-attr]
        played = [str(a) for a in game.actions]
        note = screen.controller.note
        assert note is not None
        said = "".join(span.text for span in note.spans)
        count = len(played)
        head = f"Computer (level 5, South) played {count} actions: "
        assert said.startswith(head) and said.endswith(" · ".join(played[-2:]) + ".")
        listed = said.removeprefix(head).removesuffix(".").split(" · ")
        if listed[0] == "…":  # the last actions that fit, after an ellipsis
            assert listed[1:] == played[1 - len(listed):] and len(listed) - 1 < count
        else:
            assert listed == played
        assert len(said) <= screen.query_one(Board).size.width - 2  # one line: the prompt keeps its lines
        banner = board_text(app).splitlines()[0]
        assert "North" in banner and "Computer" not in banner  # the banner says who plays now


def long_game(actions: int = 80) -> Game:
    """A game some way in (random legal actions, seeded): its log is longer than the screen."""
    rng = random.Random(3)
    game = Game.new(5)
    while game.ply < actions and game.outcome is None:
        game.push(rng.choice(game.legal_actions()))
    return game


@run_async
async def test_the_move_log_scrolls_by_keyboard() -> None:
    app = make_app(start=long_game(), seed=5)
    async with app.run_test(size=SIZE) as pilot:
        log = game_screen(app).query_one(MoveLog)
        # the log scrolls after a refresh: wait for it (bounded), not for the machine to look idle
        await wait_until(pilot, lambda: log.scroll_y > 0 and log.scroll_y == log.max_scroll_y, 200)  # the last entries show
        bottom = log.scroll_y
        await pilot.press("pageup")
        await wait_until(pilot, lambda: log.scroll_y < bottom, 200)
        await pilot.press("pagedown")
        await wait_until(pilot, lambda: log.scroll_y == bottom, 200)


@run_async
async def test_the_move_log_takes_the_room_beside_the_board() -> None:
    for width, log_width, board_width in ((120, 36, 84), (160, 60, 100)):
        app = make_app(seed=5, new=True)
        async with app.run_test(size=(width, 40)) as pilot:
            await pilot.pause()
            screen = game_screen(app)
            assert screen.query_one(MoveLog).outer_size.width == log_width
            assert screen.query_one(Board).size.width == board_width
