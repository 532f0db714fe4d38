"""The move log beside (or under) the table."""

from __future__ import annotations

from rich.console import RenderableType
from rich.measure import measure_renderables
from rich.segment import Segment
from rich.table import Table
from rich.text import Text
from textual import events
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

from crapette.app.widgets.kept_lines import KeptLines


class MoveLog(KeptLines, ScrollView, can_focus=False):
    """Every action of the game, in notation and in plain words. It keeps its entries
    and writes them again when its width changes: a line is wrapped once, at the width
    the log had when the line was written.

    What it draws is what Textual's ``RichLog`` draws for the same writes (its
    ``write``, ``clear`` and ``render_line``, kept to what the log uses), without
    ``RichLog``'s import of ``rich.pretty`` and its highlighter: start-up pays for
    neither (issue 12)."""

    DEFAULT_CSS = """
    MoveLog {
        background: $surface;
        color: $foreground;
        overflow-y: scroll;
        &:focus {
            background-tint: $foreground 5%;
        }
    }
    """

    def __init__(self, *, id: str | None = None, wrap: bool = True, markup: bool = False,
                 auto_scroll: bool = True, min_width: int = 20) -> None:
        super().__init__(id=id)
        self.entries: list[tuple[int, str, str] | str] = []  # a numbered action, or a heading
        self._width = 0
        self.wrap = wrap  # a Text wraps (else it is cut)
        self.markup = markup  # kept for the callers; only renderables are written
        self.auto_scroll = auto_scroll
        self.min_width = min_width
        #: the rendered lines
        self.lines: list[Strip] = []
        self._widest_line_width = 0
        self._size_known = False
        self._deferred: list[tuple[RenderableType, bool]] = []  # written before the size was known

    def write(self, renderable: RenderableType, expand: bool = False) -> MoveLog:
        """Render ``renderable`` at the end of the log (``RichLog.write``'s way, shrinking
        to the content region and at least ``min_width`` wide)."""
        if not self._size_known:
            self._deferred.append((renderable.copy() if isinstance(renderable, Text) else renderable, expand))
            return self
        if isinstance(renderable, Text):
            renderable.expand_tabs()
        console = self.app.console
        options = console.options
        if isinstance(renderable, Text) and not self.wrap:
            options = options.update(overflow="ignore", no_wrap=True)
        width = measure_renderables(console, options, [renderable]).maximum
        content_width = self.scrollable_content_region.width
        render_width = width
        if expand and width < content_width:
            render_width = max(width, content_width)
        if width > content_width:
            render_width = min(width, content_width)
        render_width = max(render_width, self.min_width)
        lines = list(Segment.split_lines(console.render(renderable, options.update_width(render_width))))
        if not lines:
            self._widest_line_width = max(render_width, self._widest_line_width)
            self.lines.append(Strip.blank(render_width))
        else:
            strips = Strip.from_lines(lines)
            for strip in strips:
                strip.adjust_cell_length(render_width)
            self.lines.extend(strips)
            self._widest_line_width = max(self._widest_line_width,
                                          max(sum(segment.cell_length for segment in line) for line in lines))
        self.virtual_size = Size(self._widest_line_width, len(self.lines))
        if self.auto_scroll:
            self.scroll_end(animate=False, immediate=False, x_axis=False)
        return self

    def _clear_lines(self) -> None:
        self.lines.clear()
        self._widest_line_width = 0
        self._deferred.clear()
        self.virtual_size = Size(0, 0)
        self.refresh()

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return self.virtual_size.width if self._size_known else container.width

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        width = self.scrollable_content_region.width
        if scroll_y + y >= len(self.lines):
            line = Strip.blank(width, self.rich_style)
        else:
            line = self.lines[scroll_y + y].crop_extend(scroll_x, scroll_x + width, self.rich_style)
        return line.apply_style(self.rich_style)

    def add(self, number: int, notation: str, words: str) -> None:
        """One numbered line; a long one wraps under its text, not under the number."""
        self.entries.append((number, notation, words))
        self._write(self.entries[-1])

    def reword(self, number: int, words: str) -> None:
        """New words for the numbered action ``number`` (a turned card taken back face down)."""
        self.entries = [(e[0], e[1], words) if isinstance(e, tuple) and e[0] == number else e
                        for e in self.entries]
        self._clear_lines()
        for entry in self.entries:
            self._write(entry)

    def remark(self, words: str) -> None:
        """A line that is no action (the players agreed to a stalemate): no number and no
        notation, so no second entry numbered as the action before it."""
        self.entries.append((0, "", words))
        self._write(self.entries[-1])

    def heading(self, text: str) -> None:
        self.entries.append(text)
        self._write(text)

    def clear(self) -> MoveLog:
        self.entries = []
        self._clear_lines()
        return self

    def _write(self, entry: tuple[int, str, str] | str) -> None:
        if isinstance(entry, str):
            self.write(Text(entry, style="bold underline"))
            return
        number, notation, words = entry
        row = Table.grid(padding=(0, 1, 0, 0))
        row.add_column(width=5, justify="right", style="dim", no_wrap=True)
        row.add_column(ratio=1)
        if number == 0:  # a remark: the words alone, under the actions' words
            row.add_row("", Text(words, style="italic"))
        else:
            row.add_row(f"{number}.", Text.assemble((notation, "bold"), "  ", words))
        self.write(row, expand=True)

    def on_resize(self, event: events.Resize) -> None:
        """A new width: write every entry again, wrapped to it."""
        width = event.size.width
        if width != self._width:
            first = self._width == 0
            self._width = width
            if not first and self.entries:
                self._clear_lines()
                for entry in self.entries:
                    self._write(entry)
        if width and not self._size_known:  # the size is known: write what waited for it
            self._size_known = True
            deferred, self._deferred = self._deferred, []
            for renderable, expand in deferred:
                self.write(renderable, expand)


__all__ = ["MoveLog"]
