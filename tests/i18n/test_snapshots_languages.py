"""Snapshots in French and German at 80×24: the verdict on a Stop!, the end of a game,
the end of the match, the lesson menu, the three-seat board and the key help (the English
ones, in tests/app, are unchanged).

``snap_compare`` runs the app itself, so these are plain ``def`` tests. Regenerate with
``pytest tests/i18n/test_snapshots_languages.py --snapshot-update`` and look at the report.
"""

from __future__ import annotations

from typing import Any

import pytest

from crapette.app.app import make_app
from crapette.app.learn import LearnApp
from crapette.app.view import BoardView, who
from crapette.engine import Position
from crapette.i18n import _, set_language

from apphelpers import NEAR_END
from test_board_tables import BoardApp, three_midgame

SIZE = (80, 24)


@pytest.fixture(params=["fr", "de"])
def lang(request: pytest.FixtureRequest) -> str:
    code = str(request.param)
    set_language(code)
    return code


def test_stop_verdict(snap_compare: Any, lang: str) -> None:
    """The same Stop! as tests/app's English snapshot: founded, H7-H2 taken back, SR-F1 played."""
    app = make_app(seed=5, new=True)
    assert snap_compare(app, press=["7", "2", "exclamation_mark"], terminal_size=SIZE)


def test_game_over(snap_compare: Any, lang: str) -> None:
    """South's last reserve card to a foundation wins the game: the score in words and columns."""
    app = make_app(start=Position.loads(NEAR_END), seed=1)
    assert snap_compare(app, press=["r", "f"], terminal_size=SIZE)


def test_match_over(snap_compare: Any, lang: str) -> None:
    """The same win with a target of 1: the match is over, New match / Quit."""
    app = make_app(start=Position.loads(NEAR_END), seed=1, target=1)
    assert snap_compare(app, press=["r", "f"], terminal_size=SIZE)


def test_lesson_menu(snap_compare: Any, lang: str) -> None:
    assert snap_compare(LearnApp(), terminal_size=SIZE)


def test_board_with_an_error(snap_compare: Any, lang: str) -> None:
    """The board at 80×24 with an error line: seed 5, 4♥ picked up from H7 (still picked
    up), then key 9, a house the standard table has not (H1–H8): the error says so. The
    prompt, the footer's keys, the info line and the log's title in the player's language."""
    app = make_app(seed=5, new=True)
    assert snap_compare(app, press=["7", "9"], terminal_size=SIZE)


def test_three_seat_board(snap_compare: Any, lang: str) -> None:
    """tests/app's three-seat midgame (west to move, H4 out of play, the joker aside) with
    the seats' own names: the tags, the hand's label (talon/Talon, one cell longer than
    "hand": west's column and the fans make room), "out of play" and "aside" translated."""
    position = three_midgame()
    names = ("South", "North", "West")
    banner = "◀ " + _("{player} to play").format(player=who(names, position.to_move)) + " ◀"
    view = BoardView(position, names, banner=banner, info="")
    assert snap_compare(BoardApp(view), terminal_size=SIZE)


def test_help(snap_compare: Any, lang: str) -> None:
    """The key help over the table, in the player's language (the keys the same letters)."""
    app = make_app(seed=5, new=True)
    assert snap_compare(app, press=["question_mark"], terminal_size=SIZE)


def test_end_of_game_dialog(snap_compare: Any, lang: str) -> None:
    """s against the computer (issue 27 item 4): its answer with its reason (it declines, 8
    against 2), the resignation's score, r once asking again."""
    app = make_app(start=Position.loads(NEAR_END), vs="computer:3", names=["Tom"])
    assert snap_compare(app, press=["s", "r"], terminal_size=SIZE)


def test_hint_panel_with_the_best_move(snap_compare: Any, lang: str) -> None:
    """Seed 42 (issue 27 item 13): the hints open on the best move, its plan for the turn,
    the entry marked ★."""
    app = make_app(seed=42, new=True)
    assert snap_compare(app, press=["i"], terminal_size=SIZE)


def test_after_the_computers_turn(snap_compare: Any, lang: str) -> None:
    """Seed 5, the human north against computer:2 (issue 27 item 12): the computer's last
    action lit (the test's clock never moves), the recap of its turn on the message line."""
    from crapette.app.computer import ManualClock

    from test_vs_computer_snapshots import until
    from apphelpers import game_screen

    app = make_app(seed=5, new=True, vs="computer:2", seat="north", pace=0, clock=ManualClock())

    async def run_before(pilot: Any) -> None:
        def handed_back() -> bool:
            screen = game_screen(app)
            return screen.computer is not None and screen.game.to_move == 1 and not screen.computer.busy

        await until(pilot, handed_back)

    assert snap_compare(app, run_before=run_before, terminal_size=SIZE)
