"""Stop! naming the action to play instead (ruling 11), from the app: the N key.

South to move: H1 shows 2♥ and H2 shows 2♣, F1 holds A♥ and F2 A♣, so P2 makes both
H1-F1 and H2-F2 mandatory; the reserve 9♣ goes nowhere (P1 does not apply). South
turns a hand card instead, breaking P2. The program's standard choice would be H1-F1
(houses in order); North names H2-F2, which the rule allowed, so it is played."""

from __future__ import annotations

import json

from textual.widgets import Input

from crapette.app.app import make_app
from crapette.app.dialogs.call import CallDialog as NamedStopScreen
from crapette.app.dialogs.verdict import VerdictScreen
from crapette.app.controller import TableController
from crapette.engine import Game, Position

from apphelpers import game_screen, run_async

KINGS_REST = [["KD"], ["KH"], ["KC"], ["KS"], ["KD"], ["KH"]]
POSITION = {
    "format": "crapette-position/1", "variants": [], "to_move": "south",
    "south": {"reserve": ["9C"], "hand": ["5C"], "hand_card": None, "discard": []},
    "north": {"reserve": ["8D"], "hand": ["9S"], "hand_card": None, "discard": []},
    "houses": [["2H"], ["2C"], *KINGS_REST],
    "foundations": [["AH"], ["AC"], [], [], [], [], [], []],
}


async def _call(typed: str) -> tuple[str, dict[str, object]]:
    app = make_app(start=Position.from_json(json.loads(json.dumps(POSITION))), new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = game_screen(app)
        assert screen.check_action("stop_naming", ()) is None  # no action to call on yet
        await pilot.press("t")
        assert str(screen.game.last_action()) == "turn"
        await pilot.press("N")
        await pilot.pause()
        assert isinstance(app.screen, NamedStopScreen)
        app.screen.query_one(Input).value = typed
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, VerdictScreen)
        return str(screen.game.actions[-1]), screen.game.position.to_json()


@run_async
async def test_named_action_is_played_instead() -> None:
    last, position = await _call("H2-F2")
    assert last == "stop H2-F2"
    assert position["foundations"][1] == ["AC", "2C"] and position["foundations"][0] == ["AH"]
    assert position["to_move"] == "north"


@run_async
async def test_plain_call_from_the_dialog_plays_the_standard_choice() -> None:
    last, position = await _call("")
    assert last == "stop"
    assert position["foundations"][0] == ["AH", "2H"] and position["foundations"][1] == ["AC"]


@run_async
async def test_unreadable_move_keeps_the_dialog_open() -> None:
    app = make_app(start=Position.from_json(json.loads(json.dumps(POSITION))), new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = game_screen(app)
        await pilot.press("t", "N")
        await pilot.pause()
        app.screen.query_one(Input).value = "H2-F2 H1-F1"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, NamedStopScreen)
        assert "one move only" in str(app.screen.query_one("#call-keys").render())
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen and str(screen.game.last_action()) == "turn"


def test_no_naming_in_strict_mode() -> None:
    """On the controller (no screen needed): strict mode makes no calls, so N is hidden."""
    ctrl = TableController(Game(Position.from_json(json.loads(json.dumps(POSITION))), "strict"), ("South", "North"))
    assert ctrl.enabled("stop_naming", ()) is False
