"""The statistics per player name (key S in a match; `crapette stats` prints the same)."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.binding import Binding

from crapette.app.dialogs.base import OK_BUTTON, Dialog
from crapette.app.history import History, stats_table
from crapette.i18n import N_, _


class StatsScreen(Dialog):
    """Every player name's results, read from the data folder when opened."""

    BINDINGS = [Binding("escape,enter,space,S", "dismiss('ok')", N_("close"))]

    def __init__(self, directory: Path) -> None:
        history = History(directory)
        table = Text(stats_table(history.load_stats()), no_wrap=True, overflow="ellipsis")
        if history.stats_note is not None:  # an unreadable file, set aside (or not): said first
            table = Text(history.stats_note + "\n\n", overflow="fold") + table
        super().__init__(_("Statistics per player name"), table, [OK_BUTTON])


__all__ = ["StatsScreen"]
