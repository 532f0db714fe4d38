"""Snapshots of a match against the computer: its turn under way (with the Stop!
button on its last action) and the human's turn once it has handed back.

``snap_compare`` runs the app itself, so these are plain ``def`` tests. Regenerate
with ``pytest tests/app --snapshot-update`` and look at the report before keeping them.
"""

from __future__ import annotations

import threading
from typing import Any

import pytest
from textual.pilot import Pilot

import crapette.app.computer as computer_module
from crapette.app.computer import ManualClock
from crapette.app.app import make_app
from crapette.bots import violating_actions
from crapette.engine import Action, Game

from apphelpers import game_screen


async def until(pilot: Pilot[int], done: Any, rounds: int = 2000) -> None:
    """Run until ``done()``: the workers (the computer thinks in a thread), then their messages."""
    for _ in range(rounds):
        if done():
            await pilot.pause()
            return
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
    raise AssertionError("the computer never got there")


class SlowSloppy:
    """Breaks P1 on its first action, then takes its time: the snapshot catches the
    computer's turn under way. Its second choice waits for ``release`` (set by a timer
    after the snapshot, so the app can close)."""

    name = "slow"

    def __init__(self) -> None:
        self.release = threading.Event()
        self.calls = 0

    def choose(self, game: Game) -> Action:
        self.calls += 1
        if self.calls > 1:
            self.release.wait(10)
        return violating_actions(game)[0]

    def wants_stop(self, game: Game) -> float | None:
        return None


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_computer_turn_under_way(snap_compare: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    """Seed 5, the human north: the computer (south) has moved from H2 to north's reserve
    instead of its reserve's A♦; the human may call Stop! (button and prompt), the move
    keys are greyed in the footer."""
    player = SlowSloppy()
    monkeypatch.setattr(computer_module, "make_player", lambda spec, seed: player)
    clock = ManualClock()  # the computer's action lit until the test's clock says otherwise
    app = make_app(seed=5, new=True, vs="computer:3", seat="north", clock=clock)

    async def run_before(pilot: Pilot[int]) -> None:
        await until(pilot, lambda: player.calls == 1 and bool(clock.pending()))  # chosen; the turn's pause
        clock.advance(max(clock.pending()))
        await until(pilot, lambda: player.calls == 2 and len(game_screen(app).game.actions) == 1)
        threading.Timer(3.0, player.release.set).start()

    assert snap_compare(app, run_before=run_before, terminal_size=size)


def test_human_turn_after_the_computer(snap_compare: Any) -> None:
    """Seed 5, the human north against computer:2 (greedy, deterministic for a seed):
    its whole first turn in the log, then the human to play."""
    app = make_app(seed=5, new=True, vs="computer:2", seat="north", pace=0, clock=ManualClock())

    async def run_before(pilot: Pilot[int]) -> None:
        def handed_back() -> bool:
            screen = game_screen(app)
            computer = screen.computer
            return computer is not None and screen.game.to_move == 1 and not computer.busy

        await until(pilot, handed_back)

    assert snap_compare(app, run_before=run_before, terminal_size=(120, 40))


def test_end_of_game_dialog(snap_compare: Any) -> None:
    """s against the computer (issue 27 item 4), at 80×24: the computer's answer with its
    reason (it declines: its count 8 against Tom's 2), the resignation's score (30 + 2), r
    once asking again."""
    from apphelpers import NEAR_END
    from crapette.engine import Position

    app = make_app(start=Position.loads(NEAR_END), vs="computer:3", names=["Tom"])
    assert snap_compare(app, press=["s", "r"], terminal_size=(80, 24))
