"""Scripted turns by keys and by clicks, Stop! calls, refusals, saves and the end of a game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from crapette.app.app import make_app
from crapette.app.widgets.board import Board
from crapette.app.view import SOUTH_HAND, STOP_BUTTON
from crapette.app.dialogs.game_over import GameOverScreen
from crapette.app.dialogs.help import HelpScreen
from crapette.app.dialogs.notice import NoticeScreen, ResumeScreen
from crapette.app.dialogs.rules import RulesScreen
from crapette.app.dialogs.stalemate import StalemateScreen
from crapette.app.dialogs.verdict import VerdictScreen
from crapette.app.screens.game import GameScreen
from crapette.engine import Position, Record

from apphelpers import board_text, click_pile, game_screen, run_async

SIZE = (120, 40)
# Seed 5: south starts with A♦ on the reserve (P1 makes SR-F1 mandatory); 4♥ (H7) fits on 5♠ (H2).
# (keys that need no screen — r r, 8 enter, F 6, t x — are tested on the controller: test_controller.py)


@run_async
async def test_keys_play_reserve_to_foundation() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r")
        screen = game_screen(app)
        assert screen.controller.selected == 0
        assert "A♦ from south's reserve picked up" in board_text(app)
        await pilot.press("f")
        assert [str(a) for a in screen.game.actions] == ["SR-F1"]
        assert screen.controller.selected is None
        text = board_text(app)
        assert "Last: SR-F1" in text and "South: A♦ from reserve to foundation 1" in text
        assert "North may call" in text


@run_async
async def test_clicks_play_a_whole_turn() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=SIZE) as pilot:
        await click_pile(pilot, 0)  # SR
        await click_pile(pilot, 15)  # F2
        await click_pile(pilot, 13)  # H8: A♣
        await click_pile(pilot, 13)  # again: to a foundation
        await click_pile(pilot, SOUTH_HAND)  # turn
        game = game_screen(app).game
        assert [str(a) for a in game.actions[:3]] == ["SR-F2", "H8-F1", "turn"]
        await click_pile(pilot, 2)  # SH
        await click_pile(pilot, 4)  # SD: ends the turn
        assert str(game.actions[-1]) == "SH-SD"
        assert game.to_move == 1


@run_async
async def test_founded_stop() -> None:
    app = make_app(seed=5, new=True, names=["Ann", "Bob"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("7", "2")  # breaks P1: the reserve's A♦ had to go to a foundation
        screen = game_screen(app)
        assert screen.game.can_stop()
        await pilot.press("exclamation_mark")
        assert isinstance(app.screen, VerdictScreen)
        verdict = app.screen.verdict
        assert verdict.founded and verdict.violation is not None and verdict.violation.rule == "P1"
        assert str(verdict.played_instead) == "SR-F1"
        body = str(app.screen.query_one("#dialog-body").render())
        assert "Taken back: H7-H2" in body and "Played instead: SR-F1" in body
        assert "Now Bob (North) to play" in body
        await pilot.press("enter")
        assert isinstance(app.screen, GameScreen)
        assert screen.game.to_move == 1
        assert screen.game.position.piles[14]  # A♦ on F1


@run_async
async def test_unfounded_stop_by_click() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r", "f", "8", "f")  # both mandatory: nothing to call
        await click_pile(pilot, STOP_BUTTON)
        assert isinstance(app.screen, VerdictScreen)
        assert not app.screen.verdict.founded
        body = str(app.screen.query_one("#dialog-body").render())
        assert "Why it was allowed" in body and "Nothing is taken back" in body
        await pilot.press("escape")
        assert game_screen(app).game.to_move == 0  # south plays on
        assert game_screen(app).check_action("stop", ()) is None  # the window is closed


@run_async
async def test_strict_mode_refuses_with_rule_and_mandatory_action() -> None:
    app = make_app(seed=5, new=True, mode="strict")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("7", "2")
        screen = game_screen(app)
        assert screen.game.actions == []
        text = " ".join(board_text(app).split())
        assert "Refused: H7-H2" in text and "P1" in text and "Must be played: SR-F1" in text
        assert screen.check_action("stop", ()) is False  # hidden: no calls in strict mode


@run_async
async def test_finished_game_shows_score(near_end: Position) -> None:
    app = make_app(start=near_end, target=300)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r", "f")
        assert isinstance(app.screen, GameOverScreen)
        body = str(app.screen.query_one("#dialog-body").render())
        # 30 + 3 hand + 1 discard + 2 × 2 reserve
        assert "South wins: 30 + 3 hand + 1 discard + 2 × 2 reserve = 38 points" in body
        assert "South 38 – 0 North" in body
        session = app.session
        assert session is not None and session.match.totals == (38, 0)
        await pilot.press("n")  # next game
        assert isinstance(app.screen, GameScreen)
        assert game_screen(app).game.actions == []
        assert "game 2" in board_text(app)


@run_async
async def test_match_over_at_target(near_end: Position) -> None:
    app = make_app(start=near_end, target=30, seed=9)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r", "f")
        assert isinstance(app.screen, GameOverScreen)
        assert "wins the match" in str(app.screen.query_one("#dialog-title").render())
        assert not app.store.exists()  # nothing unfinished to resume
        await pilot.press("q")
    assert app.return_code == 0


@run_async
async def test_stalemate_by_agreement_needs_both() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        assert isinstance(app.screen, StalemateScreen)
        await pilot.press("s")
        assert isinstance(app.screen, StalemateScreen)  # north has not agreed yet
        await pilot.press("n")
        assert isinstance(app.screen, GameOverScreen)
        session = app.session
        assert session is not None and session.match.outcomes[0].reason == "agreement"


@run_async
async def test_resume_after_restart(data_dir: Path) -> None:
    app = make_app(seed=5, new=True, names=["Ann", "Bob"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r", "f", "8", "f")
    save = json.loads((data_dir / "save.json").read_text())
    assert save["current"]["record"]["actions"] == ["SR-F1", "H8-F2"]

    again = make_app(seed=77)  # other options: the save wins when resumed
    async with again.run_test(size=SIZE) as pilot:
        assert isinstance(again.screen, ResumeScreen)
        await pilot.press("r")
        screen = game_screen(again)
        assert [str(a) for a in screen.game.actions] == ["SR-F1", "H8-F2"]
        assert screen.names == ("Ann", "Bob")
        assert "Match resumed" in board_text(again)
        assert "H8-F2" in board_text(again)

    fresh = make_app(seed=77)
    async with fresh.run_test(size=SIZE) as pilot:
        await pilot.press("n")  # a new match instead
        assert game_screen(fresh).game.actions == []
        assert "seed 77" in board_text(fresh)


@run_async
async def test_corrupt_save_is_kept_aside(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "save.json").write_text("{ this is not json")
    app = make_app(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, NoticeScreen)
        body = str(app.screen.query_one("#dialog-body").render())
        assert "not valid JSON" in body and "save.corrupt-" in body
        await pilot.press("enter")
        assert isinstance(app.screen, GameScreen)
        assert game_screen(app).game.actions == []
    kept = list(data_dir.glob("save.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].read_text() == "{ this is not json"
    assert json.loads((data_dir / "save.json").read_text())["format"] == "crapette-save/1"


@run_async
async def test_record_is_kept_up_to_date(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    app = make_app(seed=5, new=True, record=path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r", "f")
        record = Record.loads(path.read_text())
        assert record.actions == ["SR-F1"] and record.seed == 5
        await pilot.press("8", "f")
        assert Record.loads(path.read_text()).actions == ["SR-F1", "H8-F2"]
        assert Record.loads(path.read_text()).replay().position == game_screen(app).game.position


@run_async
async def test_random_seed_is_shown() -> None:
    app = make_app(new=True)
    async with app.run_test(size=SIZE):
        session = app.session
        assert session is not None and session.seed is not None
        assert f"seed {session.seed}" in board_text(app)


@run_async
async def test_help_rules_theme_and_log() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await pilot.press("f1")
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("escape")
        assert isinstance(app.screen, GameScreen)
        await pilot.press("ctrl+t")
        assert app.theme == "textual-light"
        await pilot.press("l")
        from crapette.app.widgets.move_log import MoveLog

        assert not app.screen.query_one(MoveLog).display


@run_async
async def test_too_small_terminal_says_how_large() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=(60, 20)):
        text = board_text(app)
        assert "at least 80×24" in text and "60×20" in text


@run_async
async def test_game_keys_work_whatever_has_focus() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=SIZE) as pilot:
        from crapette.app.widgets.move_log import MoveLog

        app.screen.set_focus(app.screen.query_one(MoveLog))
        await pilot.press("r", "f")
        assert [str(a) for a in game_screen(app).game.actions] == ["SR-F1"]


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40), (200, 60)])
@run_async
async def test_every_size_draws_all_piles(size: tuple[int, int]) -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=size):
        board = game_screen(app).query_one(Board)
        for pile in range(22):
            if pile in (2, 3):
                continue
            assert board.pile_region(pile) is not None, pile


@run_async
async def test_long_house_compresses_at_80_columns(near_end: Position) -> None:
    app = make_app(start=near_end)
    async with app.run_test(size=(80, 24)):
        text = board_text(app)
        assert "…" in text and "K♠" in text and "4♥" in text

