"""Ending a game before its end (issue 27 item 4): ``s`` offers a stalemate or a
resignation, on one's own turn, against the computer too; each is scored and recorded.

Counts (docs/rules.md 9.1: 2 per reserve card, 1 per hand or discard card) worked out by
hand for NEAR_END (apphelpers): south holds its reserve 2♥ alone, 2; north holds a
reserve of two (4), a hand of three (3) and a discard of one (1), 8.
"""

from __future__ import annotations

import json
from pathlib import Path

from crapette.app.app import make_app
from crapette.app.computer import accepts_stalemate
from crapette.app.dialogs.game_over import GameOverScreen
from crapette.app.dialogs.stalemate import StalemateScreen
from crapette.engine import Position, Record

from apphelpers import NEAR_END, board_text, game_screen, run_async

SIZE = (120, 40)


def north_to_move() -> Position:
    """NEAR_END with north to move: south still counts 2, north 8."""
    obj = json.loads(NEAR_END)
    obj["to_move"] = "north"
    return Position.from_json(obj)


def test_the_computer_accepts_a_stalemate_when_no_count_is_below_its_own() -> None:
    near_end = Position.loads(NEAR_END)
    assert not accepts_stalemate(near_end, 1)  # north 8 against south's 2: it would score nothing
    assert accepts_stalemate(near_end, 0)
    assert accepts_stalemate(north_to_move(), 0)


@run_async
async def test_s_on_ones_own_turn_against_the_computer_opens_the_dialog_not_a_refusal() -> None:
    app = make_app(seed=5, new=True, vs="computer:3", seat="south", names=["Tom"])
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        assert screen.game.to_move == 0  # seed 5: south starts, the human
        await pilot.press("s")
        assert isinstance(app.screen, StalemateScreen)
        assert "is playing: wait for your turn" not in board_text(app)


@run_async
async def test_the_computer_declines_a_stalemate_it_would_not_score(data_dir: Path) -> None:
    app = make_app(start=Position.loads(NEAR_END), vs="computer:3", seat="south", names=["Tom"], data_dir=data_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        dialog = app.screen
        assert isinstance(dialog, StalemateScreen)
        body = " ".join(str(dialog.query_one("#dialog-body").render()).split())
        assert "Computer (level 3, North) declines: its count (8) is above that of Tom (South) (2)" in body
        await pilot.press("s")  # Tom agrees: no use, the computer said no
        assert isinstance(app.screen, StalemateScreen)
        await pilot.press("escape")
        assert game_screen(app).game.outcome is None
        assert "No stalemate: play on." in board_text(app)


@run_async
async def test_the_computer_accepts_and_the_stalemate_is_scored(data_dir: Path) -> None:
    app = make_app(start=north_to_move(), vs="computer:3", seat="north", names=["Tom"], data_dir=data_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        dialog = app.screen
        assert isinstance(dialog, StalemateScreen)
        body = " ".join(str(dialog.query_one("#dialog-body").render()).split())
        assert "Computer (level 3, South) agrees: its count (2) is not above any other player's." in body
        await pilot.press("n")  # Tom (North) agrees: the computer had already
        assert isinstance(app.screen, GameOverScreen)
        outcome = app.screen.outcome
        # south 2, north 8: south, the lower count, scores the difference 6 (ruling 14)
        assert (outcome.result, outcome.reason, outcome.points) == ("stalemate", "agreement", (6, 0))


@run_async
async def test_a_resignation_takes_r_twice_and_is_scored_as_a_win(data_dir: Path) -> None:
    record = data_dir / "game.json"
    app = make_app(start=Position.loads(NEAR_END), names=["Ann", "Bob"], record=record, data_dir=data_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "r")
        assert isinstance(app.screen, StalemateScreen)  # once: asked again
        await pilot.press("r")
        assert isinstance(app.screen, GameOverScreen)
        outcome = app.screen.outcome
        # Ann (South, to move) resigns: Bob wins 30 + Ann's count 2 = 32
        assert (outcome.result, outcome.reason, outcome.points) == ("won:north", "resignation", (0, 32))
        body = " ".join(str(app.screen.query_one("#dialog-body").render()).split())
        assert "The game was resigned: Bob (North) wins" in body
    result = json.loads(record.read_text(encoding="utf-8"))["result"]
    assert (result["outcome"], result["reason"], result["score"]) == ("won:north", "resignation",
                                                                      {"south": 0, "north": 32})
    assert Record.loads(record.read_text(encoding="utf-8")).replay().outcome == outcome
