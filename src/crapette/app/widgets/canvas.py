"""Drawing text into a grid of styled cells: the board's canvas, span wrapping, fitting.

No widget here: ``Canvas`` turns characters and styles into Textual ``Strip``s, and
remembers which cells a click would hit.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rich.segment import Segment
from rich.style import Style
from textual.strip import Strip

from crapette.app.view import Span

NBSP = "\u00a0"


class Canvas:
    """A grid of characters and styles, turned into strips with runs merged."""

    __slots__ = ("width", "height", "chars", "styles", "hits")

    def __init__(self, width: int, height: int, base: Style) -> None:
        self.width, self.height = width, height
        self.chars = [[" "] * width for _ in range(height)]
        self.styles = [[base] * width for _ in range(height)]
        self.hits: list[tuple[int, int, int, int]] = []  # y, x0, x1, target

    def put(self, x: int, y: int, text: str, style: Style, target: int | None = None) -> int:
        """Write text at (x, y), clipped; returns the x after it."""
        if 0 <= y < self.height:
            row_c, row_s = self.chars[y], self.styles[y]
            for i, ch in enumerate(text):
                xx = x + i
                if 0 <= xx < self.width:
                    row_c[xx] = " " if ch == NBSP else ch
                    row_s[xx] = style
            if target is not None:
                self.hits.append((y, x, x + len(text), target))
        return x + len(text)

    def fill(self, y: int, style: Style) -> None:
        if 0 <= y < self.height:
            self.styles[y] = [style] * self.width

    def hit(self, x0: int, y0: int, x1: int, y1: int, target: int) -> None:
        for y in range(y0, y1):
            self.hits.append((y, x0, x1, target))

    def restyle(self, target: int, style: Style) -> None:
        """Every cell a click on ``target`` would hit, drawn with ``style`` added (the
        keyboard cursor)."""
        done: set[tuple[int, int]] = set()
        added: dict[int, Style] = {}  # one new style per old one: the strips merge runs of the same
        for y, x0, x1, hit in self.hits:
            if hit != target or not 0 <= y < self.height:
                continue
            row = self.styles[y]
            for x in range(max(x0, 0), min(x1, self.width)):
                if (x, y) not in done:
                    done.add((x, y))
                    old = row[x]
                    new = added.get(id(old))
                    if new is None:
                        new = added[id(old)] = old + style
                    row[x] = new

    def strips(self) -> list[Strip]:
        out = []
        width = self.width
        for chars, styles in zip(self.chars, self.styles):
            segments: list[Segment] = []
            append = segments.append
            start = 0
            prev = styles[0] if styles else None
            for i, style in enumerate(styles):
                if style is not prev:
                    append(Segment("".join(chars[start:i]), prev))
                    start, prev = i, style
            if width:
                append(Segment("".join(chars[start:]), prev))
            out.append(Strip(segments, width))
        return out


def wrap_spans(spans: Iterable[Span], width: int) -> list[list[Span]]:
    """Word-wrap styled spans to ``width`` cells. A word may run across spans (a key and
    its description glued by a non-breaking space stay together); "\n" breaks a line."""
    # words: lists of pieces; None marks a forced line break
    words: list[list[Span] | None] = [[]]
    for span in spans:
        for part in re.split(r"( |\n)", span.text):
            if part == " ":
                words.append([])
            elif part == "\n":
                words.extend([None, []])
            elif part:
                last = words[-1]
                assert last is not None
                last.append(Span(part, span.style, span.target))
    lines: list[list[Span]] = [[]]
    col = 0
    for word in words:
        if word is None:
            lines.append([])
            col = 0
            continue
        size = sum(len(p.text) for p in word)
        if size == 0:
            continue
        if col and col + 1 + size > width:
            lines.append([])
            col = 0
        if col:
            prev = lines[-1][-1]
            lines[-1].append(Span(" ", prev.style, prev.target if prev.target == word[0].target else None))
            col += 1
        for piece in word:
            text = piece.text
            while col + len(text) > width and width > 0:
                cut = width - col
                if cut > 0:
                    lines[-1].append(Span(text[:cut], piece.style, piece.target))
                lines.append([])
                col = 0
                text = text[cut:] if cut > 0 else text
            lines[-1].append(Span(text, piece.style, piece.target))
            col += len(text)
    if lines and not lines[-1]:
        lines.pop()
    return lines


def fit(text: str, width: int) -> str:
    """Cut text to a width with an ellipsis."""
    if width <= 0:
        return ""
    return text if len(text) <= width else text[: max(width - 1, 0)] + "…"


def fit_parts(text: str, width: int, sep: str = " · ") -> str:
    """A line of parts joined by ``sep`` cut to a width by whole parts from the end
    (the header keeps "game 1" whole rather than "game 1 ·…"); cut with an ellipsis
    only when the first part alone is too long."""
    parts = text.split(sep)
    while len(parts) > 1 and len(sep.join(parts)) > width:
        parts.pop()
    return fit(sep.join(parts), width)


__all__ = ["Canvas", "fit", "fit_parts", "wrap_spans"]
