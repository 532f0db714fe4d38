"""Snapshots in French and German at 80×24: the verdict on a Stop!, the end of a game,
the end of the match and the lesson menu (the English ones, in tests/app, are unchanged).

``snap_compare`` runs the app itself, so these are plain ``def`` tests. Regenerate with
``pytest tests/i18n/test_snapshots_languages.py --snapshot-update`` and look at the report.
"""

from __future__ import annotations

from typing import Any

import pytest

from crapette.app.app import make_app
from crapette.app.learn import LearnApp
from crapette.engine import Position
from crapette.i18n import set_language

from apphelpers import NEAR_END

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
