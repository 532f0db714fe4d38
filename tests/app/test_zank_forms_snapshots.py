"""Snapshots of Wegner's three-player board and of the Schikanieren board, at 80×24 and
120×40 (new snapshots; regenerate with ``--snapshot-update`` and look at them).

``snap_compare`` runs the app itself, so these are plain ``def`` tests."""

from __future__ import annotations

from typing import Any

import pytest

from crapette.app.app import make_app

from test_zank_forms_app import schik, three

SIZES = [(80, 24), (120, 40)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_zank_three_board(snap_compare: Any, size: tuple[int, int]) -> None:
    """Three players after their first turns: kings on the houses, H5 out of play (struck
    out), the joker aside; south took 4D from the source (SH) while 2C could go to F2,
    and the last line offers Stop! to all three."""
    app = make_app(start=three(), new=True, names=["Ann", "Bob", "Cid"])
    assert snap_compare(app, press=["t"], terminal_size=size)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_schikanieren_board(snap_compare: Any, size: tuple[int, int]) -> None:
    """Schikanieren: H1 is A♦ on a face-down card (▒▒▒), the Schikanier piles SR (2♣ on
    top) and NR (7♥) where the reserves lie, their counts beside them."""
    houses = [["9C", "AD"], ["KS"], ["KD"], ["KH"], ["KC"], ["KS"], ["KD"], ["KH"]]
    app = make_app(start=schik(houses=houses, houses_face_down=[1, 0, 0, 0, 0, 0, 0, 0]), new=True,
                   names=["Ann", "Bob"])
    assert snap_compare(app, terminal_size=size)
