"""Snapshots of Wegner's Zank-Patience board at 80×24 and 120×40, and of a Pause.

``snap_compare`` runs the app itself, so these are plain ``def`` tests. Regenerate with
``--snapshot-update`` and look at them before keeping them.
"""

from __future__ import annotations

from typing import Any

import pytest

from crapette.app.app import make_app
from crapette.engine import Game

from test_zank_app import zank


def midgame() -> Game:
    """Kings and queens on the houses (JS and JH on top of two): no house card reaches
    a foundation (W1), and lifting JS or JH frees nothing and empties nothing (kings
    stay), so W2 and W3 are impossible; south's 2C to F2 (AC) is W4, the move to play."""
    houses = {"H1": ["KC", "QD"], "H2": ["KS", "QH", "JS"], "H3": ["KD"], "H4": ["KH", "QS"],
              "H5": ["KC", "QH"], "H6": ["KS"], "H7": ["KD", "QC", "JH"], "H8": ["KH", "QC"]}
    return zank(houses=houses, foundations={"F1": ["AH", "2H", "3H"], "F2": ["AC"], "F3": ["AS"]},
                south={"hand": ["9C", "TS", "6H", "5D", "4D"], "discard": ["8S", "2C"]},
                north={"hand": ["9S", "3D", "7H", "TC"], "discard": ["5H"]})


SIZES = [(80, 24), (120, 40)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_zank_board(snap_compare: Any, size: tuple[int, int]) -> None:
    """South played 2C to F2 (W4, allowed), north called Stop! wrongly and misses a turn
    (shown on north's tag), then south took 4D from the source (SH): the Ablage, the
    Quelle with its count, no reserve, the last move marked."""
    app = make_app(start=midgame(), new=True, names=["Ann", "Bob"])
    assert snap_compare(app, press=["d", "f", "exclamation_mark", "n", "enter", "t"], terminal_size=size)


def test_zank_pause(snap_compare: Any) -> None:
    """Bob (north) called Pause: the banner in the warning colour says who keeps still."""
    app = make_app(start=midgame(), new=True, names=["Ann", "Bob"])
    assert snap_compare(app, press=["z"], terminal_size=(80, 24))
