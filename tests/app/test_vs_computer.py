"""A human against the computer in the game screen: the computer's turn, greyed keys,
Stop! both ways, the pace, save and resume.

Seed 5 (see test_play.py): south starts with A♦ on its reserve and A♣ on H8, so P1
makes a move of the reserve card to a foundation mandatory; H8-F1 (the A♣ first)
breaks P1. The computer's seat is given with ``seat`` (the human's seat) and moves
come at pace 0, as fast as it thinks.
"""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

import crapette.app.computer as computer_module
from crapette.app.computer import ManualClock
from crapette.app.app import make_app
from crapette.app.save import MatchOptions, SaveError
from crapette.app.dialogs.game_over import GameOverScreen
from crapette.app.dialogs.notice import ResumeScreen
from crapette.app.dialogs.verdict import VerdictScreen
from crapette.app.screens.game import GameScreen
from crapette.app.view import who
from crapette.bots import make_player, violating_actions
from crapette.engine import Action, Game, Position
from crapette.engine.actions import STOP

from apphelpers import board_text, click_pile, game_screen, run_async, showing, text_of, wait_until

SIZE = (120, 40)


class HeldPlayer:
    """A stand-in computer player: its first choice breaks a priority rule (the first
    violating action), and every later choice waits until the test lets it go, then
    plays like computer:5. It never calls Stop!."""

    name = "held"

    def __init__(self) -> None:
        self.release = threading.Event()
        self.chosen: list[Action] = []
        self.real = make_player("computer:5", 0)

    def choose(self, game: Game) -> Action:
        if not self.chosen:
            action = violating_actions(game)[0]
        else:
            self.release.wait(10)
            action = self.real.choose(game)
        self.chosen.append(action)
        return action

    def wants_stop(self, game: Game) -> float | None:
        return None


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> HeldPlayer:
    player = HeldPlayer()
    monkeypatch.setattr(computer_module, "make_player", lambda spec, seed: player)
    return player


def screen_of(app: object) -> GameScreen:
    return game_screen(app)


@run_async
async def test_computer_plays_its_turn_and_hands_back() -> None:
    app = make_app(seed=5, new=True, vs="computer:5", seat="north", pace=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = screen_of(app)
        game = screen.game
        await wait_until(pilot, lambda: game.to_move == 1 and not screen.computer.busy)  # type: ignore[union-attr]
        actions = game.actions
        # computer:5 never breaks a rule: P1 makes the A♦ go from the reserve to a foundation first
        assert actions[0].src == 0 and actions[0].dst >= 14
        assert all(a.kind != STOP for a in actions)
        last = actions[-1]
        assert str(last) in ("SH-SD", "pass")  # a turn ends on the discard (or a pass)
        assert screen.names == ("Computer (level 5)", "North")
        text = board_text(app)
        assert "▲ North to play ▲" in text
        # the message line names what it played (its turn is over: the banner says North)
        assert f"Computer (level 5, South) played {len(actions)} actions:" in " ".join(text.split())
        # every computer action went through the screen: one log line each, the save up to date
        assert app.store.load().game.actions == actions  # type: ignore[union-attr]


@run_async
async def test_human_keys_and_clicks_do_nothing_during_the_computer_turn(held: HeldPlayer) -> None:
    app = make_app(seed=5, new=True, vs="computer", seat="north", pace=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = screen_of(app)
        game = screen.game
        await wait_until(pilot, lambda: len(game.actions) == 1)  # the violation; the next choice is held
        before = list(game.actions)
        for key in ("own", "house", "turn", "end_turn", "stalemate"):
            assert not screen.check_action(key, ("reserve",) if key == "own" else ("1",) if key == "house" else ())
        await pilot.press("r", "t", "x", "1", "s")
        await click_pile(pilot, 7)  # H2
        assert game.actions == before
        assert screen.controller.selected is None
        assert "Computer (level 3) is playing" in text_of(app)
        held.release.set()
        await wait_until(pilot, lambda: game.to_move == 1 and not screen.computer.busy)  # type: ignore[union-attr]
        assert len(game.actions) > 1
        assert screen.check_action("turn", ()) or screen.check_action("own", ("reserve",))


@run_async
async def test_human_stops_the_computers_violation(held: HeldPlayer) -> None:
    app = make_app(seed=5, new=True, vs="computer:3", seat="north", pace=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = screen_of(app)
        game = screen.game
        await wait_until(pilot, lambda: len(game.actions) == 1)
        judged = game.actions[0]
        assert judged == held.chosen[0] and judged.src != 0  # not the reserve card: P1 broken
        assert screen.check_action("stop", ())  # the human may call Stop! while the computer thinks
        await pilot.press("exclamation_mark")
        verdict_screen = app.screen
        assert isinstance(verdict_screen, VerdictScreen)
        verdict = verdict_screen.verdict
        assert verdict.caller == 1 and verdict.offender == 0 and verdict.founded
        assert verdict.violation is not None and verdict.violation.rule == "P1"
        assert verdict.taken_back == judged
        assert verdict.played_instead is not None and verdict.played_instead.src == 0  # the A♦ from the reserve
        assert verdict.next_player == 1  # the computer's turn is over
        held.release.set()  # the think started before the call is now stale: it must be dropped
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.press("enter")
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        assert [a.kind for a in game.actions] == [judged.kind, STOP]
        assert game.to_move == 1
        assert "North, pick a card" in text_of(app)


@run_async
async def test_human_may_not_call_stop_on_their_own_action() -> None:
    app = make_app(seed=5, new=True, vs="computer:1", seat="south", pace=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = screen_of(app)
        await pilot.press("r", "f")  # SR-F1: the window is open for the computer, not for the human
        game = screen.game
        assert game.stop_caller == 1
        assert not screen.check_action("stop", ())
        await pilot.press("exclamation_mark")
        assert all(a.kind != STOP for a in game.actions)
        assert "Computer (level 1, North) may call Stop!" in text_of(app)
        assert "[ ! Stop! ]" not in text_of(app)  # no button for a call the human cannot make


@run_async
async def test_vigilant_computer_stops_a_human_violation() -> None:
    clock = ManualClock()
    app = make_app(seed=5, new=True, vs="computer:5", seat="south", pace=0, clock=clock)
    async with app.run_test(size=SIZE) as pilot:
        screen = screen_of(app)
        game = screen.game
        await pilot.press("8", "f")  # H8-F1: the A♣ before the reserve's A♦ breaks P1
        assert [str(a) for a in game.actions] == ["H8-F1"]
        [delay] = clock.pending()
        assert 0.4 <= delay <= 0.9  # computer:5 calls after 0.4-0.9 s
        clock.advance(delay - 0.05)
        await pilot.pause()
        assert not isinstance(app.screen, VerdictScreen)  # not yet
        clock.advance(0.05)
        await wait_until(pilot, lambda: showing(app, VerdictScreen))
        verdict = app.screen.verdict  # type: ignore[attr-defined]
        assert verdict.caller == 1 and verdict.founded and verdict.violation.rule == "P1"
        assert str(verdict.taken_back) == "H8-F1"
        assert str(verdict.played_instead) == "SR-F1"  # the mandatory move, on the lowest foundation
        body = str(app.screen.query_one("#dialog-body").render())
        assert "Computer (level 5, North) called Stop! on South's last action" in body
        assert verdict.next_player == 1
        clock.advance(5)
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        assert len(game.actions) == 2  # the computer waits while the verdict is on screen
        await pilot.press("enter")
        await wait_until(pilot, lambda: game.to_move == 0 and not screen.computer.busy)  # type: ignore[union-attr]
        assert game.actions[1].kind == STOP and len(game.actions) > 2  # then the computer played its turn


@run_async
async def test_computer_stop_is_cancelled_when_the_window_closes_first() -> None:
    clock = ManualClock()
    app = make_app(seed=5, new=True, vs="computer:5", seat="south", pace=0, clock=clock)
    async with app.run_test(size=SIZE) as pilot:
        screen = screen_of(app)
        game = screen.game
        await pilot.press("8", "f", "r", "f")  # H8-F1 breaks P1, but SR-F2 follows before the call
        assert [str(a) for a in game.actions] == ["H8-F1", "SR-F2"]
        clock.advance(1.2)  # longer than computer:5's longest delay
        await pilot.pause()
        assert [str(a) for a in game.actions] == ["H8-F1", "SR-F2"]
        assert not isinstance(app.screen, VerdictScreen)


@run_async
async def test_pace_keys_step_through_the_paces() -> None:
    app = make_app(seed=5, new=True, vs="computer", pace=0.6)
    async with app.run_test(size=SIZE) as pilot:
        computer = screen_of(app).computer
        assert computer is not None
        await pilot.press("minus")
        assert computer.pace == 1.0
        assert "one action every 1 s" in text_of(app)
        await pilot.press("plus", "plus")
        assert computer.pace == 0.35
        for _ in range(10):
            await pilot.press("plus")
        assert computer.pace == 0.1  # the quickest step


@run_async
async def test_hot_seat_has_no_computer_and_no_pace_keys() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=SIZE) as pilot:
        screen = screen_of(app)
        assert screen.computer is None
        assert screen.check_action("pace", (1,)) is False
        await pilot.press("minus", "r", "f")
        assert [str(a) for a in screen.game.actions] == ["SR-F1"]
        assert screen.check_action("stop", ())  # between two people, North calls Stop! on South


def test_names_show_the_computer() -> None:
    assert who(("South", "Computer (level 3)"), 1) == "Computer (level 3, North)"
    assert who(("South", "Computer (level 3)"), 0) == "South"
    assert who(("Ann", "North"), 0) == "Ann (South)"


@run_async
async def test_resume_goes_on_against_the_computer(data_dir: Path) -> None:
    clock = ManualClock()
    first = make_app(seed=5, new=True, vs="hard", seat="north", names=["Ann", "Bob"], pace=60, clock=clock)
    async with first.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: bool(clock.pending()))  # the computer (south) chose, and waits
        clock.advance(59)
        await pilot.pause()
        assert screen_of(first).game.actions == []
    saved = (data_dir / "save.json").read_text(encoding="utf-8")
    assert json.loads(saved)["options"]["computers"] == {"south": "computer:5"}  # one form for every table

    again = make_app(pace=0)  # plain `crapette play`: the save says who plays
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(again.screen, ResumeScreen)
        await pilot.press("r")
        screen = screen_of(again)
        assert screen.names == ("Computer (level 5)", "Bob")
        assert screen.computer is not None and screen.computer.seat == 0
        game = screen.game
        await wait_until(pilot, lambda: game.to_move == 1 and not screen.computer.busy)  # type: ignore[union-attr]
        assert game.actions[0].src == 0 and game.actions[0].dst >= 14  # the computer played its turn


@run_async
async def test_the_match_goes_on_game_after_game(near_end: Position) -> None:
    # near_end: south's last stock card, 2♥, goes on F1's A♥. Game 2 is dealt from seed 9,
    # where south shows an ace on its reserve, so south starts and P1 sends that ace up first.
    app = make_app(start=near_end, seed=8, vs="computer:5", seat="north", pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: showing(app, GameOverScreen))
        title = str(app.screen.query_one("#dialog-title").render())
        assert title == "Game 1: Computer (level 5, South) wins"
        body = str(app.screen.query_one("#dialog-body").render())
        assert "Points this game: Computer (level 5) 38 – 0 North" in body  # 30 + 3 + 1 + 2 × 2
        session = app.session
        assert session is not None and session.seed == 9
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        assert session.game.actions == []  # no move while the score is on screen
        await pilot.press("n")
        screen = screen_of(app)
        game = screen.game
        assert game is session.game
        await wait_until(pilot, lambda: game.to_move == 1 and not screen.computer.busy)  # type: ignore[union-attr]
        assert game.actions[0].src == 0 and game.actions[0].dst >= 14
        assert "game 2" in text_of(app)


def test_save_options_round_trip_and_bad_opponents() -> None:
    options = MatchOptions(names=("Computer (level 4)", "Ann"), first_seed=3, computers=((0, "computer:4"),))
    obj = options.to_json()
    assert obj["computers"] == {"south": "computer:4"} and "opponent" not in obj
    assert MatchOptions.from_json(obj) == options
    assert "computers" not in MatchOptions().to_json()  # a match between two people saves as before
    # the older form of a game of two (before one model of seats) reads as the same seats
    older = {**obj, "opponent": "computer:4", "human_seat": "north"}
    del older["computers"]
    assert MatchOptions.from_json(older) == options
    obj = older
    for bad, words in (({"opponent": "robot"}, "unknown opponent 'robot'"),
                       ({"opponent": 3}, "'opponent' must be a computer level"),
                       ({"opponent": "computer:2", "human_seat": "east"}, "unknown seat 'east'")):
        with pytest.raises(SaveError, match=words):
            MatchOptions.from_json({**obj, **bad})


@run_async
async def test_computer_follows_a_game_taken_back() -> None:
    """An undo (strict mode) shortens the game: the computer's copy is rebuilt, and the
    computer, to move again, plays on from the position taken back to."""
    app = make_app(seed=5, new=True, vs="computer:5", seat="north", pace=0, mode="strict")
    async with app.run_test(size=SIZE) as pilot:
        screen = screen_of(app)
        game = screen.game
        computer = screen.computer
        assert computer is not None
        await wait_until(pilot, lambda: game.to_move == 1 and not computer.busy)
        game.pop()  # the discard that ended the computer's turn, and the action before
        game.pop()
        thinks = computer.thinks
        screen.action_cancel()  # redraws, as the app does after any change
        await wait_until(pilot, lambda: game.to_move == 1 and not computer.busy)
        assert computer.failed is None  # a stale copy would have it choose for the wrong position
        assert computer.thinks > thinks
        assert str(game.actions[-1]) == "SH-SD"  # its turn ends on its discard again


@run_async
async def test_undo_against_the_computer_takes_back_the_players_own_last_action() -> None:
    """Strict mode, the human south, seed 5: after the human's turn and the computer's,
    undo takes back the computer's actions and the human's last one (one undo that only
    took back the computer's move would just see it played again)."""
    from crapette.bots import GreedyPlayer

    app = make_app(seed=5, new=True, vs="computer:5", seat="south", pace=0, mode="strict")
    async with app.run_test(size=SIZE) as pilot:
        screen = screen_of(app)
        game = screen.game
        computer = screen.computer
        assert computer is not None and game.to_move == 0
        me = GreedyPlayer(0)
        mine: list[Action] = []
        while game.to_move == 0:
            action = me.choose(game)
            screen.play(action)
            mine.append(action)
        await wait_until(pilot, lambda: game.to_move == 0 and not computer.busy)
        assert len(game.actions) > len(mine)  # the computer played its turn
        await pilot.press("u")
        assert game.actions == mine[:-1]
        assert game.to_move == 0
        expected = Game.new(5, (), "strict")
        for action in mine[:-1]:
            expected.push(action)
        assert game.position.to_json() == expected.position.to_json()
        assert "Taken back" in board_text(app)
