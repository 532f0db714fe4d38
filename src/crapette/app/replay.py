"""`crapette replay FILE`: step through a game record on the board, every action explained.

The record is read and judged by ``replay_model.Replay``; ``screens/replay.py`` shows it.
"""

from __future__ import annotations

from textual.screen import Screen

from crapette.app.base import DARK, BaseApp
from crapette.app.replay_model import Replay, Step
from crapette.app.screens.replay import ReplayScreen
from crapette.app.widgets.why_panel import WhyPanel
from crapette.engine import Record


class ReplayApp(BaseApp):
    """The replay of one record (its own small app: it shares the game's stylesheet)."""

    CSS_PATH = ["crapette.tcss", "replay.tcss"]
    TITLE = "Crapette replay"

    def __init__(self, replay: Replay, theme: str = DARK) -> None:
        super().__init__(theme)
        self.replay = replay

    def get_default_screen(self) -> Screen[None]:
        return ReplayScreen(self.replay, self.replay.player_names)


def make_replay_app(record: Record, source: str = "", theme: str = DARK) -> ReplayApp:
    """The replay app for a record; raises RecordError (before any screen) for a record
    whose actions cannot be replayed."""
    return ReplayApp(Replay(record, source), theme)


__all__ = ["Replay", "ReplayApp", "ReplayScreen", "Step", "WhyPanel", "make_replay_app"]
