"""The review on screen: opened from the end-of-game dialog and from the replay, the chart
drawn, the blunder listed, stepping to it opens the replay before it with the better move."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from textual.widgets import DataTable, Sparkline

from crapette.app.app import make_app
from crapette.app.dialogs.game_over import GameOverScreen
from crapette.app.replay import make_replay_app
from crapette.app.screens.review import BLUNDER_MARK, ReviewScreen
from crapette.app.screens.review_replay import ReviewReplayScreen
from crapette.app.widgets.why_panel import WhyPanel
from crapette.engine import Position, Record

SIZE = (80, 24)
#: apphelpers' NEAR_END with north to move: it agrees a stalemate against the computer
NEAR_END = {
    "format": "crapette-position/1", "variants": [], "to_move": "north",
    "south": {"reserve": ["2H"], "hand": [], "hand_card": None, "discard": []},
    "north": {"reserve": ["5C", "9D"], "hand": ["3S", "4S", "KD"], "hand_card": None, "discard": ["QC"]},
    "houses": [["KS", "QH", "JC", "TD", "9S", "8H", "7C", "6D", "5S", "4H"], ["8C"], [], ["JD"], ["6H"], [], ["TS"],
               ["3C"]],
    "foundations": [["AH"], ["AS", "2S"], [], [], [], [], [], []],
}


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("TEXTUAL_THEME", raising=False)
    monkeypatch.setenv("CRAPETTE_DATA_DIR", str(tmp_path / "data"))


def free_run_record() -> Record:
    """test_kinds' free run: action 1 (H1-ND) is a blunder."""
    from test_kinds import free_run_position, record

    return record(free_run_position(), ["H1-ND", "SH-SD"])


async def reviewed(app: object, pilot: object) -> ReviewScreen:
    from textual.app import App
    from textual.pilot import Pilot

    assert isinstance(app, App) and isinstance(pilot, Pilot)
    screen = app.screen
    assert isinstance(screen, ReviewScreen)
    for _ in range(200):  # the review runs in a worker thread
        await pilot.pause(0.05)
        if screen.result is not None:
            break
    assert screen.result is not None
    return screen


def test_from_the_replay_to_a_blunder_and_back() -> None:
    async def body() -> None:
        app = make_replay_app(free_run_record(), "free-run.json")
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("v")
            screen = await reviewed(app, pilot)
            table = screen.query_one("#review-list", DataTable)
            assert table.row_count == 1 and table.get_row_at(0)[:5] == ["1", "Ann (South)", "blunder", "H1-ND",
                                                                       "SH-SD"]
            seats = screen.seats
            assert all(screen.query_one(f"#review-curve-{s}", Sparkline).data for s in seats)
            assert BLUNDER_MARK in str(screen.query_one("#review-marks-0").render())
            await pilot.press("enter")
            assert isinstance(app.screen, ReviewReplayScreen)
            assert app.screen.replay.at == 0  # the position where the choice was made
            why = " ".join(str(line.render()) for line in app.screen.query_one(WhyPanel).query(".why"))
            assert "played H1-ND, better SH-SD" in why and "SH-SD" in why
            await pilot.press("q")
            assert isinstance(app.screen, ReviewScreen)
            await pilot.press("q")
            assert not isinstance(app.screen, ReviewScreen)

    asyncio.run(body())


def test_from_the_end_of_game_dialog() -> None:
    async def body() -> None:
        app = make_app(start=Position.from_json(json.loads(json.dumps(NEAR_END))), vs="computer:3", seat="north",
                       names=["Tom"])
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("s")
            await pilot.press("n")  # Tom agrees a stalemate, the computer had already
            assert isinstance(app.screen, GameOverScreen)
            await pilot.press("r")
            screen = await reviewed(app, pilot)
            assert screen.result is not None and screen.result.result is not None
            await pilot.press("q")
            assert isinstance(app.screen, GameOverScreen)

    asyncio.run(body())
