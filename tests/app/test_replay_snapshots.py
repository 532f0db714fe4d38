"""Snapshots of the replay screen: a priority violation beside the board (120×40), and
the verdict of the Stop! on it under the board (80×24).

``snap_compare`` runs the app itself, so these are plain ``def`` tests. Regenerate with
``pytest tests/app/test_replay_snapshots.py --snapshot-update`` and look at the report.
"""

from __future__ import annotations

from typing import Any

from crapette.app.app import LIGHT
from crapette.app.replay import make_replay_app

from test_replay import pos_a, record


def test_replay_violation_beside_the_board(snap_compare: Any) -> None:
    """H2-H1 broke P1: marked on the last-action line and in the panel, SR-F1 named."""
    app = make_replay_app(record(pos_a(), ["H2-H1", "stop"]), source="lesson.json")
    assert snap_compare(app, press=["right"], terminal_size=(120, 40))


def test_replay_verdict_under_the_board(snap_compare: Any) -> None:
    """North's Stop! is founded: H2-H1 taken back, SR-F1 played (2♥ on F1, in green)."""
    app = make_replay_app(record(pos_a(), ["H2-H1", "stop"]))
    assert snap_compare(app, press=["right", "right"], terminal_size=(80, 24))


def test_replay_start_light_theme(snap_compare: Any) -> None:
    app = make_replay_app(record(pos_a(), ["SR-F1"]), theme=LIGHT)
    assert snap_compare(app, terminal_size=(100, 40))
