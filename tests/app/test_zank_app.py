"""Wegner's Zank-Patience in the app (Pilot): Stop! by the mover on themselves, Stop! by
the opponent on a picked-up card, a wrong Stop! and its missed turn, Pause and Continue
(and Pause of the computer in the standard game), an announced move with its dialog.

Every position is made by hand; each expected value is worked out from ``001`` (the
German text, quoted) and ruling 24, never copied from the engine's output.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest

import crapette.app.computer as computer_module
from crapette.app.app import make_app
from crapette.app.computer import ManualClock
from crapette.app.dialogs.announce import AnnounceScreen
from crapette.app.dialogs.game_over import GameOverScreen
from crapette.app.games.zank import ZANK_HELP, zank_help
from crapette.i18n import _
from crapette.app.dialogs.resume import ResumeScreen
from crapette.app.replay import WhyPanel, make_replay_app
from crapette.engine import Action, Game, Position, Record

from apphelpers import call, game_screen, run_async, showing, text_of, wait_until

SIZE = (120, 40)
ZANK = ["zank-patience"]

#: All eight houses hold a king: nothing goes on them (no queen is free) and a king goes
#: nowhere (no foundation reaches a queen).
KINGS = {"H1": ["KC"], "H2": ["KS"], "H3": ["KD"], "H4": ["KH"],
         "H5": ["KC"], "H6": ["KS"], "H7": ["KD"], "H8": ["KH"]}


def zank(variants: list[str] | None = None, mode: str = "stop",
         south: dict[str, Any] | None = None, north: dict[str, Any] | None = None,
         houses: dict[str, list[str]] | None = None, foundations: dict[str, list[str]] | None = None) -> Game:
    """A Zank-Patience game from a hand-made position (no reserves: Wegner has none)."""
    def side(cards: dict[str, Any] | None) -> dict[str, Any]:
        return {"reserve": [], "hand": [], "hand_card": None, "discard": [], **(cards or {})}

    houses, foundations = houses or {}, foundations or {}
    pos = {
        "format": "crapette-position/1", "variants": variants or ZANK, "to_move": "south",
        "south": side(south), "north": side(north),
        "houses": [houses.get(f"H{i}", []) for i in range(1, 9)],
        "foundations": [foundations.get(f"F{i}", []) for i in range(1, 9)],
    }
    return Game(Position.from_json(pos), mode)


def w4_position(mode: str = "stop") -> Game:
    """South's discard shows 2C and F2 holds AC: "4. Die oberste Karte der eigenen Ablage
    auf einen Mittestapel legen" is possible, and nothing lower is (the houses' kings go
    nowhere). Taking a source card (7.2) breaks W4."""
    return zank(mode=mode, houses=KINGS, foundations={"F2": ["AC"]},
                south={"hand": ["5D", "4D"], "discard": ["QC", "2C"]},
                north={"hand": ["9S"]})


def actions(game: Game) -> list[str]:
    return [str(a) for a in game.actions]


# --- Stop! -------------------------------------------------------------------------------

@run_async
async def test_stop_by_the_mover_on_themselves() -> None:
    # "... kann jeder, der das bemerkt (auch der Spieler selber, um anderen
    # zuvorzukommen), 'Stop' rufen. Der ... fehlerhafte Zug ist dann zurückzunehmen ...
    # und der Rufer kommt an die Reihe." South takes a source card (7.2) while 2C could
    # go to F2 (4), then calls on themselves: the card goes back, south plays on.
    app = make_app(start=w4_position(), new=True)
    async with app.run_test(size=SIZE) as pilot:
        game = game_screen(app).game
        await pilot.press("t")
        assert actions(game) == ["turn"]
        assert "South or North may call" in text_of(app)
        await call(pilot, "s")
        verdict = app.screen.verdict  # type: ignore[attr-defined]
        assert verdict.founded and verdict.caller == verdict.offender == 0 and verdict.violation.rule == "W4"
        await pilot.press("enter")
        await pilot.pause()
        assert actions(game) == ["turn", "stop:S"]
        assert game.to_move == 0 and game.position.hands[0] == game.start.hands[0]
        assert game.position.piles[game.position.table.hand_card(0)] == []  # 4D back on the source
        assert "South to play" in text_of(app)


@run_async
async def test_stop_by_the_opponent_on_a_picked_up_card() -> None:
    # "Schon das Berühren eines Stapels mit dem Finger oder mit einer Karte gilt als
    # Beginn eines Zuges." South picks up H1's king, which cannot move anywhere (every
    # house holds a king, no foundation reaches a queen): the touch is a fault; north
    # calls, and "der Rufer kommt an die Reihe": north plays next.
    app = make_app(start=w4_position(), new=True)
    async with app.run_test(size=SIZE) as pilot:
        game = game_screen(app).game
        await pilot.press("1")
        assert actions(game) == ["touch H1"]
        assert "picked up K♣ (house 1) while a lower-numbered move came first" in text_of(app)
        await call(pilot, "n")
        verdict = app.screen.verdict  # type: ignore[attr-defined]
        assert verdict.founded and verdict.caller == 1 and verdict.offender == 0
        await pilot.press("enter")
        await pilot.pause()
        assert actions(game) == ["touch H1", "stop:N"]
        assert game.to_move == 1 and "North to play" in text_of(app)
        side = game.position.to_json()["south"]
        assert side["discard"] == ["QC", "2C"] and side["hand"] == ["5D", "4D"]  # nothing moved


@run_async
async def test_a_wrong_stop_and_the_missed_turn() -> None:
    # "Wer zu unrecht 'Stop' ruft, wird beim nächsten Mal ausgelassen." South plays SD-F2
    # (move 4 itself); north calls wrongly. South finishes the turn: 4D from the source
    # fits no foundation (F2 ends at 2C), no house (kings), not north's empty discard, so
    # it goes on south's own discard, which ends the turn; north is left out: south again.
    app = make_app(start=w4_position(), new=True)
    async with app.run_test(size=SIZE) as pilot:
        game = game_screen(app).game
        await pilot.press("d", "f")
        assert actions(game) == ["SD-F2"]
        await call(pilot, "n")
        verdict = app.screen.verdict  # type: ignore[attr-defined]
        assert not verdict.founded and verdict.penalty
        await pilot.press("enter")
        await pilot.pause()
        assert "North · misses a turn" in text_of(app)
        await pilot.press("t", "x")
        assert actions(game) == ["SD-F2", "stop:N", "turn", "SH-SD"]
        assert game.to_move == 0 and "South to play" in text_of(app)
        assert "misses a turn" not in text_of(app)  # shown until the turn has passed


# --- Pause -------------------------------------------------------------------------------

@run_async
async def test_pause_and_continue() -> None:
    # "Beim Ruf 'Pause' muß der am Zuge befindliche Spieler stillhalten, bis der Rufer
    # 'Weiter' ruft oder ein Spieler (auch der am Zuge befindliche) 'Stop' ruft."
    app = make_app(start=w4_position(), new=True)
    async with app.run_test(size=SIZE) as pilot:
        game = game_screen(app).game
        await pilot.press("z")
        assert "PAUSE (North): South keeps still · z continue" in text_of(app)
        await pilot.press("d", "t")
        assert actions(game) == []  # the player to move can do nothing
        assert "South keeps still until North continues" in text_of(app)
        await pilot.press("z")
        assert "PAUSE" not in text_of(app) and "North continues: South to play" in text_of(app)
        await pilot.press("d", "f")
        assert actions(game) == ["SD-F2"]


@run_async
async def test_a_stop_ends_the_pause() -> None:
    # ... "oder ein Spieler ... 'Stop' ruft": south took a source card breaking W4; north
    # pauses, then calls Stop!: founded, the Pause is over and north (the caller) plays.
    app = make_app(start=w4_position(), new=True)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await pilot.press("t", "z")
        assert screen.controller.paused_by == 1
        await call(pilot, "n")
        await pilot.press("enter")
        await pilot.pause()
        assert screen.controller.paused_by is None and "PAUSE" not in text_of(app)
        assert screen.game.to_move == 1


class HeldPlayer:
    """A stand-in computer for the standard game: each choice waits until the test lets
    it go, then plays the first legal action. It never calls Stop!."""

    name = "held"

    def __init__(self) -> None:
        self.release = threading.Event()

    def choose(self, game: Game) -> Action:
        self.release.wait(10)
        return game.legal_actions()[0]

    def wants_stop(self, game: Game) -> float | None:
        return None


@run_async
async def test_pause_of_the_computer_in_the_standard_game(monkeypatch: pytest.MonkeyPatch) -> None:
    # The human (north) pauses the computer (south, to move): its chosen action waits
    # however much time passes, and is played a pace after the human continues.
    player = HeldPlayer()
    monkeypatch.setattr(computer_module, "make_player", lambda spec, seed: player)
    clock = ManualClock()
    app = make_app(seed=5, new=True, vs="computer", seat="north", pace=1.0, clock=clock)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        game = screen.game
        assert game.to_move == 0
        await pilot.press("z")
        assert "PAUSE (North): Computer (level 3) keeps still" in text_of(app)
        player.release.set()
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        clock.advance(30)
        await pilot.pause()
        assert game.actions == []  # the computer keeps still
        await pilot.press("z")
        assert "PAUSE" not in text_of(app)
        clock.advance(0.5)
        await pilot.pause()
        assert game.actions == []  # a pace (1 s) after the Pause ends
        clock.advance(0.6)
        await wait_until(pilot, lambda: len(game.actions) == 1)


@run_async
async def test_no_pause_between_two_people_in_the_standard_game() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        assert screen.check_action("pause", ()) is False  # hidden: the footer is as before
        await pilot.press("z")
        assert screen.controller.paused_by is None


# --- announced moves ---------------------------------------------------------------------

def two_freeable() -> dict[str, Any]:
    """H1 is 9C 8H 7S (7S on top), H2 is 8D; F1 runs up to 7H and F2 up to 8C. Moving 7S
    onto 8D (H2) frees 8H for F1 (one card down), and also begins freeing 9C for F2 (two
    down: 8H then goes up itself): "2. ... um eine Karte freizulegen, die auf einen
    Mittestapel paßt. Man muß vorher ansagen, welche Karte man freilegen ... will." Both
    announcements fit; emptying H1 does not (its 9C takes no red ten)."""
    return dict(houses={"H1": ["9C", "8H", "7S"], "H2": ["8D"]},
                foundations={"F1": ["AH", "2H", "3H", "4H", "5H", "6H", "7H"],
                             "F2": ["AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C"]},
                south={"hand": ["5D"], "discard": ["QS"]}, north={"hand": ["9S"]})


@run_async
async def test_an_announced_move_asks_when_several_fit() -> None:
    app = make_app(start=zank(**two_freeable()), new=True)
    async with app.run_test(size=SIZE) as pilot:
        game = game_screen(app).game
        await pilot.press("1", "2")
        await pilot.pause()
        assert showing(app, AnnounceScreen)
        body = str(app.screen.query_one("#dialog-body").render())
        assert "announced" in body
        await pilot.press("2")  # the engine's order: the cards from the bottom, 9C then 8H
        await pilot.pause()
        assert actions(game) == ["H1-H2 free:8H"]


@run_async
async def test_escape_puts_the_card_back() -> None:
    app = make_app(start=zank(**two_freeable()), new=True)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await pilot.press("1", "2")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert actions(screen.game) == [] and screen.controller.selected is None


@run_async
async def test_the_app_announces_alone_when_one_fits() -> None:
    # zank-advanced: "... nur dann ansagen, wenn man keine weniger tief liegende Karte
    # freilegen und zur Mitte legen kann": only 8H (one down) may be announced.
    app = make_app(start=zank(variants=["zank-patience", "zank-advanced"], **two_freeable()), new=True)
    async with app.run_test(size=SIZE) as pilot:
        game = game_screen(app).game
        await pilot.press("1", "2")
        await pilot.pause()
        assert not isinstance(app.screen, AnnounceScreen)
        assert actions(game) == ["H1-H2 free:8H"]


@run_async
async def test_strict_mode_refuses_with_the_step_and_undoes() -> None:
    app = make_app(start=w4_position("strict"), new=True)
    async with app.run_test(size=SIZE) as pilot:
        game = game_screen(app).game
        await pilot.press("t")
        assert actions(game) == []
        assert "breaks rule W4" in text_of(app) and "SD-F2" in text_of(app)
        await pilot.press("d", "f")
        assert actions(game) == ["SD-F2"]
        await pilot.press("u")
        assert actions(game) == []


# --- everything else the standard game has -----------------------------------------------

@run_async
async def test_save_and_resume_keep_the_missed_turn(data_dir: Path) -> None:
    # the wrong call of test_a_wrong_stop_and_the_missed_turn, saved; resumed, north
    # still misses the turn (the save replays the actions, the call included)
    first = make_app(start=w4_position(), new=True)
    async with first.run_test(size=SIZE) as pilot:
        await pilot.press("d", "f")
        await call(pilot, "n")
        await pilot.press("enter")
        await pilot.pause()
    again = make_app()
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert showing(again, ResumeScreen)
        await pilot.press("r")
        await pilot.pause()
        game = game_screen(again).game
        assert actions(game) == ["SD-F2", "stop:N"] and game.missing == (1,)
        assert "North · misses a turn" in text_of(again)


@run_async
async def test_record_and_replay_name_the_step(tmp_path: Path) -> None:
    # Seed 12: south starts (3H below north's 8H) and takes 3S from the source; every
    # house is empty, so "sonst auf einen leeren Randstapel" comes before the own
    # discard: SH-SD breaks W7.2, and the replay's Why panel says so.
    path = tmp_path / "zank.json"
    app = make_app(variants=ZANK, seed=12, new=True, record=path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "x")
        assert actions(game_screen(app).game) == ["turn", "SH-SD"]
    record = Record.loads(path.read_text(encoding="utf-8"))
    assert list(record.variants) == ["zank-patience"] and [str(a) for a in record.actions] == ["turn", "SH-SD"]
    replay = make_replay_app(record)
    async with replay.run_test(size=SIZE) as pilot:
        await pilot.press("end")
        await pilot.pause()
        panel = replay.screen.query_one(WhyPanel)
        why = " ".join(" ".join(str(line.render()) for line in panel.query(".why")).split())
        assert "W7.2" in why


@run_async
async def test_the_end_of_a_game_scores_wegner_s_way() -> None:
    # "Gewonnen hat, wer keine Karte mehr auf Quelle und Ablage hat." South's last card,
    # 2C on the discard, goes to F2 (AC): south wins 30 + north's 2 source cards and
    # 1 discard card (ruling 24: no reserve) = 33.
    start = zank(houses=KINGS, foundations={"F2": ["AC"]}, south={"discard": ["2C"]},
                 north={"hand": ["9S", "3D"], "discard": ["5H"]})
    app = make_app(start=start, names=["Ann", "Bob"], new=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("d", "f")
        await pilot.pause()
        assert showing(app, GameOverScreen)
        body = str(app.screen.body)
        assert "Ann (South) wins: 30 + 2 source + 1 discard = 33 points" in body
        assert "reserve" not in body


@run_async
async def test_wegners_help_at_80_columns_wraps_no_line() -> None:
    app = make_app(start=w4_position(), new=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        text = app.screen.query_one("#help-text")
        shown = zank_help()  # Wegner's keys, then the keys every game shares
        assert shown.startswith(_(ZANK_HELP))
        assert text.size.height == shown.count("\n") + 1  # one screen line per line: none wrapped
        assert "Quelle" in ZANK_HELP and "Ablage" in ZANK_HELP  # Wegner's names
