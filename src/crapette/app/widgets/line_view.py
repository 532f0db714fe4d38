"""A scrolling view of pre-rendered lines (the rules text)."""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip


class LineView(ScrollView, can_focus=True):
    """Pre-rendered lines in a scrolling view (line API): cheap to show, however long."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "scroll_up", show=False), Binding("down,j", "scroll_down", show=False),
        Binding("pageup,b", "page_up", show=False), Binding("pagedown,space", "page_down", show=False),
        Binding("home", "scroll_home", show=False), Binding("end", "scroll_end", show=False),
    ]

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.lines: list[Strip] = []

    def set_lines(self, lines: list[Strip]) -> None:
        self.lines = lines
        width = max((line.cell_length for line in lines), default=0)
        self.virtual_size = Size(width, len(lines))
        self.refresh()

    def render_line(self, y: int) -> Strip:
        index = y + self.scroll_offset.y
        if 0 <= index < len(self.lines):
            return self.lines[index].crop(self.scroll_offset.x, self.scroll_offset.x + self.size.width)
        return Strip.blank(self.size.width, self.rich_style)


__all__ = ["LineView"]
