"""Snapshots of the board at 80×24 and 120×40, in the dark and the light theme.

``snap_compare`` runs the app itself, so these are plain ``def`` tests. Regenerate
with ``pytest tests/app --snapshot-update`` and look at the report before keeping them.
"""

from __future__ import annotations

from typing import Any

import pytest

from crapette.app.app import DARK, LIGHT, make_app
from crapette.engine import Position

from apphelpers import NEAR_END

SIZES = [(80, 24), (120, 40)]
THEMES = [DARK, LIGHT]


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_board_with_a_card_picked_up(snap_compare: Any, size: tuple[int, int], theme: str) -> None:
    """Seed 5 after two moves, with 4♥ picked up: yellow source, green destination."""
    app = make_app(seed=5, new=True, names=["Ann", "Bob"], theme=theme)
    assert snap_compare(app, press=["r", "f", "7"], terminal_size=size)


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_board_with_a_long_house(snap_compare: Any, size: tuple[int, int], theme: str) -> None:
    """A ten-card house (compressed at 80 columns), foundations, north's discard."""
    app = make_app(start=Position.loads(NEAR_END), seed=1, theme=theme)
    assert snap_compare(app, terminal_size=size)


def test_stop_verdict(snap_compare: Any) -> None:
    app = make_app(seed=5, new=True)
    assert snap_compare(app, press=["7", "2", "exclamation_mark"], terminal_size=(80, 24))


def test_strict_refusal(snap_compare: Any) -> None:
    app = make_app(seed=5, new=True, mode="strict")
    assert snap_compare(app, press=["7", "2"], terminal_size=(80, 24))


def test_game_over(snap_compare: Any) -> None:
    app = make_app(start=Position.loads(NEAR_END), seed=1)
    assert snap_compare(app, press=["r", "f"], terminal_size=(80, 24))


def test_too_small(snap_compare: Any) -> None:
    app = make_app(seed=5, new=True)
    assert snap_compare(app, terminal_size=(60, 20))
