"""The move log beside (or under) the table."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.widgets import RichLog


class MoveLog(RichLog):
    """Every action of the game, in notation and in plain words."""

    can_focus = False

    def add(self, number: int, notation: str, words: str) -> None:
        """One numbered line; a long one wraps under its text, not under the number."""
        row = Table.grid(padding=(0, 1, 0, 0))
        row.add_column(width=5, justify="right", style="dim", no_wrap=True)
        row.add_column(ratio=1)
        row.add_row(f"{number}.", Text.assemble((notation, "bold"), "  ", words))
        self.write(row, expand=True)

    def heading(self, text: str) -> None:
        self.write(Text(text, style="bold underline"))


__all__ = ["MoveLog"]
