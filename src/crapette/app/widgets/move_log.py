"""The move log beside (or under) the table."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual import events
from textual.widgets import RichLog


class MoveLog(RichLog):
    """Every action of the game, in notation and in plain words. It keeps its entries
    and writes them again when its width changes: a RichLog wraps a line once, at the
    width it had when the line was written."""

    can_focus = False

    def __init__(self, *, id: str | None = None, wrap: bool = True, markup: bool = False,
                 auto_scroll: bool = True, min_width: int = 20) -> None:
        super().__init__(id=id, wrap=wrap, markup=markup, auto_scroll=auto_scroll, min_width=min_width)
        self.entries: list[tuple[int, str, str] | str] = []  # a numbered action, or a heading
        self._width = 0

    def add(self, number: int, notation: str, words: str) -> None:
        """One numbered line; a long one wraps under its text, not under the number."""
        self.entries.append((number, notation, words))
        self._write(self.entries[-1])

    def heading(self, text: str) -> None:
        self.entries.append(text)
        self._write(text)

    def clear(self) -> MoveLog:
        self.entries = []
        super().clear()
        return self

    def _write(self, entry: tuple[int, str, str] | str) -> None:
        if isinstance(entry, str):
            self.write(Text(entry, style="bold underline"))
            return
        number, notation, words = entry
        row = Table.grid(padding=(0, 1, 0, 0))
        row.add_column(width=5, justify="right", style="dim", no_wrap=True)
        row.add_column(ratio=1)
        row.add_row(f"{number}.", Text.assemble((notation, "bold"), "  ", words))
        self.write(row, expand=True)

    def on_resize(self, event: events.Resize) -> None:
        """A new width: write every entry again, wrapped to it."""
        width = event.size.width
        if width == self._width:
            return
        first = self._width == 0
        self._width = width
        if first or not self.entries:
            return
        RichLog.clear(self)
        for entry in self.entries:
            self._write(entry)


__all__ = ["MoveLog"]
