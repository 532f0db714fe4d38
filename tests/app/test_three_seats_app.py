"""The three-player game and the variant touch in the app (Pilot): a move, a Stop! by the
right seat (! then the caller's key), save and resume with three names, the end of a
game with three scores, two computers, and a touch called with Stop!.

Positions are made by hand (test_three_seats.py
explains each), the expected values from rulings 20 and 23.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import crapette.app.computer as computer_module
from crapette.app.app import make_app
from crapette.app.computer import ManualClock
from crapette.app.dialogs.caller import CallerScreen
from crapette.app.dialogs.game_over import GameOverScreen
from crapette.app.dialogs.help import help_text
from crapette.app.dialogs.hints import HintScreen
from crapette.app.dialogs.resume import ResumeScreen
from crapette.app.dialogs.stalemate import StalemateScreen
from crapette.app.dialogs.verdict import VerdictScreen
from crapette.app.replay import make_replay_app
from crapette.app.widgets.board import Board
from crapette.engine import Action, Game, Position, Record, parse_action

from apphelpers import game_screen, run_async, showing, text_of, wait_until
from test_three_seats import standard_touch, three

SIZE = (120, 40)
NAMES = ["Ann", "Bob", "Cid"]  # typed in the order of play: south, west, north


def south_violates() -> Game:
    """South's reserve A♠ may go up (P1); a turn breaks it, and both others may call."""
    south = {"reserve": ["5C", "AS"], "hand": ["2S", "9H"], "hand_card": None, "discard": []}
    return three(south=south)


@run_async
async def test_a_move_then_stop_by_the_seat_that_calls() -> None:
    app = make_app(start=south_violates(), names=NAMES, new=True)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        game = screen.game
        assert "Ann (South) to play" in text_of(app)
        await pilot.press("t")  # the turn: the reserve's A♠ was mandatory
        assert [str(a) for a in game.actions] == ["turn"]
        assert "Bob (West) or Cid (North) may call" in text_of(app)
        await pilot.press("exclamation_mark")
        await pilot.pause()
        assert isinstance(app.screen, CallerScreen)
        await pilot.press("s")  # south made the action: its key does nothing here
        assert isinstance(app.screen, CallerScreen)
        await pilot.press("n")  # north calls (not the next player, west)
        await pilot.pause()
        assert showing(app, VerdictScreen)
        assert [str(a) for a in game.actions] == ["turn", "stop:N"]
        await pilot.press("enter")
        await pilot.pause()
        assert game.to_move == 1 and "Cid (North) to play" in text_of(app)  # ruling 23: the caller next


@run_async
async def test_escape_calls_nothing() -> None:
    app = make_app(start=south_violates(), names=NAMES, new=True)
    async with app.run_test(size=SIZE) as pilot:
        game = game_screen(app).game
        await pilot.press("t", "exclamation_mark")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert [str(a) for a in game.actions] == ["turn"]
        assert "No Stop! called." in text_of(app)


@run_async
async def test_save_and_resume_list_three_names(data_dir: Path) -> None:
    first = make_app(variants=["three-players"], seed=5, names=NAMES, new=True)
    async with first.run_test(size=SIZE) as pilot:
        screen = game_screen(first)
        screen.play(screen.game.legal_actions()[0])
        await pilot.pause()
        played = [str(a) for a in screen.game.actions]
    saved = (data_dir / "save.json").read_text(encoding="utf-8")
    assert '"names": [\n   "Ann",\n   "Cid",\n   "Bob"\n  ]' in saved  # by seat number: south, north, west

    again = make_app()
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert showing(again, ResumeScreen)
        body = str(again.screen.body)
        assert "Ann (South) 0 · Bob (West) 0 · Cid (North) 0" in body  # as the board names them
        await pilot.press("r")
        await pilot.pause()
        screen = game_screen(again)
        assert [str(a) for a in screen.game.actions] == played
        assert screen.names == ("Ann", "Cid", "Bob")
        assert "Ann 0 · Bob 0 · Cid 0, to 300" in text_of(again)


@run_async
async def test_game_over_shows_three_scores() -> None:
    # south's last card 5C goes on F1's 4C: 30 + west 2 (reserve 9D) + north 5 (KS, 3 hand cards)
    north = {"reserve": ["KS"], "hand": ["2H", "3H", "4H"], "hand_card": None, "discard": []}
    fs: list[Any] = [["AC", "2C", "3C", "4C"]] + [[] for _ in range(7)]
    app = make_app(start=three(north=north, foundations=fs), names=NAMES, new=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r", "f")
        await pilot.pause()
        assert showing(app, GameOverScreen)
        body = str(app.screen.body)
        assert "Ann (South) wins: 30 + 2 (Bob) + 5 (Cid) = 37 points" in body
        assert "Points this game: Ann 37 · Bob 0 · Cid 0" in body
        assert "Match after game 1: Ann 37 · Bob 0 · Cid 0 (first to 300)" in body
        for label in ("Ann (South)", "Bob (West)", "Cid (North)"):
            assert label in body


@run_async
async def test_two_computers_play_until_the_human_moves() -> None:
    clock = ManualClock()  # the computers' calls wait on it: no wall clock
    app = make_app(variants=["three-players"], seed=5, new=True, vs="computer:1,computer:2", seat="south",
                   pace=0, clock=clock, names=NAMES)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        seats = screen.computers
        assert seats is not None and [c.seat for c in seats.computers] == [1, 2]  # north and west
        assert screen.names == ("Ann", "Computer (level 2)", "Computer (level 1)")
        await wait_until(pilot, lambda: screen.game.ply > 0 and screen.game.to_move == 0)
        assert "Ann, pick a card" in text_of(app)


@run_async
async def test_touch_then_a_founded_stop() -> None:
    # ruling 20: the attempt (3♦ onto K♥) is recorded and shown; north calls; south's turn ends
    app = make_app(start=standard_touch(), names=["Ann", "Bob"], new=True)
    async with app.run_test(size=SIZE) as pilot:
        game = game_screen(app).game
        await pilot.press("t", "h", "1")
        await pilot.pause()
        assert [str(a) for a in game.actions] == ["turn", "touch SH-H1"]
        assert "touch SH-H1" in text_of(app) and "Bob (North) may call" in text_of(app)
        await pilot.press("exclamation_mark")
        await pilot.pause()
        assert showing(app, VerdictScreen)
        assert "founded" in str(app.screen.title_text)
        await pilot.press("enter")
        await pilot.pause()
        assert game.to_move == 1


class Vigilant:
    """A stand-in computer player: calls Stop! on every violation after 0.5 s (the test's
    clock), and otherwise plays the first legal action."""

    name = "vigilant"

    def choose(self, game: Game) -> Action:
        return game.legal_actions()[0]

    def wants_stop(self, game: Game) -> float | None:
        return 0.5 if game.last_violation() is not None else None


@run_async
async def test_a_computer_calls_stop_with_its_own_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    # the humans sit south and west, the computer north; south's turn breaks P1
    monkeypatch.setattr(computer_module, "make_player", lambda spec, seed: Vigilant())
    clock = ManualClock()
    app = make_app(start=south_violates(), names=NAMES, new=True, vs="computer:5", seat="south,west",
                   pace=0, clock=clock)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        game = screen.game
        assert screen.names == ("Ann", "Computer (level 5)", "Bob")
        await pilot.press("t")
        assert "! Stop! (Bob)" in text_of(app)  # west alone may call at this keyboard: ! alone
        assert clock.pending() == [0.5]
        clock.advance(0.5)
        await wait_until(pilot, lambda: showing(app, VerdictScreen))
        assert [str(a) for a in game.actions] == ["turn", "stop:N"]
        assert "Computer (level 5, North) called Stop!" in str(app.screen.body)


@run_async
async def test_stalemate_needs_all_three_and_scores_ruling_23() -> None:
    # counts: south 5C = 2, west 9D = 2, north KS = 2: all lowest, nobody scores
    app = make_app(start=three(), names=NAMES, new=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, StalemateScreen)
        await pilot.press("s", "n")
        assert isinstance(app.screen, StalemateScreen)  # west has not agreed yet
        await pilot.press("w")
        await pilot.pause()
        assert showing(app, GameOverScreen)
        assert "Stalemate (agreement): counts Ann 2, Bob 2, Cid 2; nobody scores" in str(app.screen.body)


@run_async
async def test_hints_and_help_at_three_seats() -> None:
    app = make_app(variants=["three-players"], seed=5, names=NAMES, new=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, HintScreen)
        await pilot.press("escape", "question_mark")
        await pilot.pause()
        text = app.screen.query_one("#help-text")
        lines = help_text("Stop!", True).count("\n") + 1
        assert text.size.height == lines  # 80 columns: no line wrapped
        assert "O P  load the other opponent's reserve / discard" in str(text.render())


@run_async
async def test_record_and_replay_of_a_three_player_game(tmp_path: Path) -> None:
    path = tmp_path / "three.json"
    app = make_app(variants=["three-players"], seed=5, names=NAMES, new=True, record=path)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        for _ in range(3):
            screen.play(screen.game.legal_actions()[0])
        await pilot.pause()
    record = Record.loads(path.read_text(encoding="utf-8"))
    assert record.players == {"south": "Ann", "west": "Bob", "north": "Cid"}
    assert len(record.actions) == 3
    replay = make_replay_app(record)
    async with replay.run_test(size=SIZE) as pilot:
        await pilot.press("end")
        await pilot.pause()
        board = replay.screen.query_one(Board)
        shown = " ".join(" ".join(board.render_line(y).text for y in range(board.size.height)).split())
        assert "Ann v Bob v Cid" in shown and "action 3 of 3" in shown


def test_positions_are_the_engines() -> None:
    """The helpers build valid positions (a guard for the tests above)."""
    assert isinstance(south_violates().position, Position)
    assert parse_action("stop:N").caller == 1
