"""Saves written by an older program still resume with the same players (issue 26 item
6): the files in ``saves_10af894/`` were written at 10af894, which kept who plays where in
two forms (``opponent`` + ``human_seat`` at two seats, ``computers`` at three)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from crapette.app.app import make_app
from crapette.app.dialogs.resume import ResumeScreen
from crapette.app.save import MatchSession
from crapette.match.seats import Seats

from apphelpers import game_screen, run_async

SAVES = Path(__file__).parent / "saves_10af894"

#: file -> (names by seat, computer levels by seat, game number, totals, actions of the game on the table)
EXPECTED = {
    "two-people": (("Ann", "Bob"), {}, 2, (32, 0), 9),
    "two-vs-computer-north": (("Computer (level 3)", "Ann"), {0: "computer:3"}, 2, (0, 38), 9),
    "three-players-one-computer": (("Ann", "Cleo", "Computer (level 2)"), {2: "computer:2"}, 2, (0, 0, 58), 9),
    "zank-three-two-computers": (("Computer (level 1)", "Computer (level 4)", "West"),
                                 {0: "computer:1", 1: "computer:4"}, 2, (37, 0, 0), 9),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_an_old_save_seats_the_same_players(name: str) -> None:
    session = MatchSession.loads((SAVES / f"{name}.json").read_text())
    names, levels, number, totals, actions = EXPECTED[name]
    seats = Seats.from_options(session.options, session.game.position.table)
    assert seats.names == names and dict(seats.levels) == levels
    assert (session.game_number, tuple(session.match.totals), len(session.game.actions)) == (number, totals, actions)


@pytest.mark.parametrize("name", ["two-vs-computer-north", "three-players-one-computer"])
@run_async
async def test_an_old_save_resumes_in_the_app(name: str, data_dir: Path) -> None:
    """Resumed from the dialog: the game as saved, the computers at their seats (none
    moves while a person is to move), the save written back in today's form and read
    again the same."""
    data_dir.mkdir(parents=True, exist_ok=True)
    shutil.copy(SAVES / f"{name}.json", data_dir / "save.json")
    names, levels, _number, _totals, actions = EXPECTED[name]
    app = make_app(pace=0)
    async with app.run_test(size=(120, 40)) as pilot:
        assert isinstance(app.screen, ResumeScreen)
        await pilot.press("r")
        await pilot.pause()
        screen = game_screen(app)
        assert len(screen.game.actions) >= actions
        assert screen.session.options.names == names
        assert dict(screen.session.options.computer_seats()) == levels
    again = MatchSession.loads((data_dir / "save.json").read_text())
    assert dict(again.options.computer_seats()) == levels and again.options.names == names
