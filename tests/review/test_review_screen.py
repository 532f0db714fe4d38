"""The review on screen: opened from the end-of-game dialog and from the replay, the chart
drawn, the blunder listed, stepping to it opens the replay before it with the better move;
the replay's own chart (c), made on demand, and its steps to the blunders (n, p); every
text said again after ctrl+l."""

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
from crapette.app.screens import review_chart
from crapette.app.screens.replay import ReplayScreen
from crapette.app.screens.review_chart import HERE_MARK, ReviewChart
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
    review_chart._kept.clear()  # each test makes its own review


def free_run_record() -> Record:
    """test_kinds' free run: action 1 (H1-ND) is a blunder."""
    from test_kinds import free_run_position, record

    return record(free_run_position(), ["H1-ND", "SH-SD"])


def why_text(screen: object) -> str:
    assert isinstance(screen, ReplayScreen)
    return " ".join(str(line.render()) for line in screen.query_one(WhyPanel).query(".why") if line.display)


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
            assert table.row_count == 1 and table.get_row_at(0)[:5] == ["1", "Ann", "blunder", "H1-ND",
                                                                       "SH-SD"]
            seats = screen.seats
            assert all(screen.query_one(f"#review-curve-{s}", Sparkline).data for s in seats)
            assert BLUNDER_MARK in str(screen.query_one("#review-marks-0").render())
            await pilot.press("enter")
            assert isinstance(app.screen, ReviewReplayScreen)
            assert app.screen.replay.at == 0  # the position where the choice was made
            assert app.screen.query_one(ReviewChart).display  # the review's chart, its blunder marked
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


def test_the_replay_chart_is_made_on_demand_and_steps_to_the_blunder() -> None:
    """c: a progress bar, then a line per player and the marks' line (▲ under action 1, ┃
    where the replay stands); n and p appear with the chart; p from the end goes to the
    position before action 1, the better move on top of the panel; the review is kept, so
    v shows the same one at once."""
    async def body() -> None:
        app = make_replay_app(free_run_record(), "free-run.json")
        async with app.run_test(size=SIZE) as pilot:
            screen = app.screen
            assert isinstance(screen, ReplayScreen) and not screen.query_one(ReviewChart).display
            assert "next_blunder" not in {b.binding.action for b in screen.active_bindings.values()}
            await pilot.press("c")
            chart = screen.query_one(ReviewChart)
            assert chart.display
            for _ in range(200):  # the review runs in a worker thread
                if screen.result is not None:
                    break
                await pilot.pause(0.05)
            assert screen.result is not None and chart.result is screen.result
            assert all(screen.query_one(f"#chart-curve-{s}").data for s in screen.replay.game.position.table.seats)
            marks = str(chart.query_one("#chart-marks").render())
            assert marks.startswith(BLUNDER_MARK)  # action 1's blunder, at the start where the replay stands
            await pilot.press("end")
            marks = str(chart.query_one("#chart-marks").render())
            assert marks.rstrip().endswith(HERE_MARK) and marks.count(BLUNDER_MARK) == 1
            await pilot.press("p")
            assert screen.replay.at == 0
            assert "played H1-ND, better SH-SD" in why_text(screen)
            await pilot.press("v")
            review = app.screen
            assert isinstance(review, ReviewScreen) and review.result is screen.result  # kept, not made again

    asyncio.run(body())


def test_the_review_is_said_again_after_ctrl_l() -> None:
    """ctrl+l on the review: the title, the list's columns and the mark said in French, the
    row kept; in its replay, ctrl+l says the better move in German."""
    async def body() -> None:
        app = make_replay_app(free_run_record(), "free-run.json")
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("v")
            screen = await reviewed(app, pilot)
            await pilot.press("ctrl+l")
            await pilot.pause()
            title = str(screen.query_one("#review-title").render())
            table = screen.query_one("#review-list", DataTable)
            assert title.startswith("Revue de la partie"), title
            assert [str(c.label) for c in table.columns.values()][:3] == ["Action", "Joueur", "Marque"]
            assert table.get_row_at(0)[2] == "gaffe"
            assert "joué H1-ND, mieux SH-SD" in str(screen.query_one("#review-detail").render())
            await pilot.press("enter")
            assert "joué H1-ND, mieux SH-SD" in why_text(app.screen)
            await pilot.press("ctrl+l")
            await pilot.pause()
            said = why_text(app.screen)
            assert "gespielt H1-ND, besser SH-SD" in said and "played" not in said

    asyncio.run(body())
