"""Snapshots of the learning aids: the hint panel, a group move, the group-size question,
a Crapette! verdict and a taken-back action. Plain ``def`` tests: ``snap_compare`` runs the app.
"""

from __future__ import annotations

from typing import Any

from crapette.app.app import make_app
from crapette.engine import Position

from learnhelpers import GROUP


def test_hint_panel_strict(snap_compare: Any) -> None:
    """Seed 5, strict: one entry, the mandatory SR-F1 (P1), standing for all eight empty foundations."""
    app = make_app(seed=5, new=True, mode="strict")
    assert snap_compare(app, press=["i"], terminal_size=(80, 24))


def test_hint_panel_with_group_moves(snap_compare: Any) -> None:
    """The group position: P3's reserve move first, then the free moves, groups among them."""
    app = make_app(start=Position.loads(GROUP), seed=1)
    assert snap_compare(app, press=["i"], terminal_size=(120, 40))


def test_group_picked_up(snap_compare: Any) -> None:
    """H2 (8♠ 7♥ 6♣) picked up: H1 takes the three cards, the empty H3 and H6 one to three."""
    app = make_app(start=Position.loads(GROUP), seed=1)
    assert snap_compare(app, press=["2"], terminal_size=(80, 24))


def test_group_size_question(snap_compare: Any) -> None:
    app = make_app(start=Position.loads(GROUP), seed=1)
    assert snap_compare(app, press=["2", "3"], terminal_size=(80, 24))


def test_group_moved(snap_compare: Any) -> None:
    """After H2:3-H1: H1 holds 9♦ 8♠ 7♥ 6♣, H2 is empty, the log names the three cards."""
    app = make_app(start=Position.loads(GROUP), seed=1)
    assert snap_compare(app, press=["2", "1"], terminal_size=(120, 40))


def test_crapette_call_dialog(snap_compare: Any) -> None:
    """North calls Crapette! on H7-H2 and may type the combination south missed."""
    app = make_app(seed=5, new=True, variants=["crapette-call"])
    assert snap_compare(app, press=["7", "2", "exclamation_mark"], terminal_size=(80, 24))


def test_crapette_verdict(snap_compare: Any) -> None:
    """A plain call (enter): H7-H2 broke C1; nothing is taken back."""
    app = make_app(seed=5, new=True, variants=["crapette-call"])
    assert snap_compare(app, press=["7", "2", "exclamation_mark", "enter"], terminal_size=(80, 24))


def test_undo_in_strict_mode(snap_compare: Any) -> None:
    app = make_app(seed=5, new=True, mode="strict")
    assert snap_compare(app, press=["r", "f", "8", "f", "u"], terminal_size=(80, 24))


def test_hint_panel_with_the_best_move(snap_compare: Any) -> None:
    """Seed 42 at 80×24 (issue 27 item 13): four free choices; the best move first, with its
    plan for the turn, its entry marked ★ and highlighted."""
    app = make_app(seed=42, new=True)
    assert snap_compare(app, press=["i"], terminal_size=(80, 24))
