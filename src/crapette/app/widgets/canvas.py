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
from crapette.engine.values import Named

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
        end = x + len(text)
        if 0 <= y < self.height:
            if NBSP in text:
                text = text.replace(NBSP, " ")
            if x >= 0 and end <= self.width:  # one slice each: a key press redraws the whole board
                self.chars[y][x:end] = text
                self.styles[y][x:end] = [style] * (end - x)
            else:
                x0, x1 = max(x, 0), min(end, self.width)
                if x0 < x1:
                    self.chars[y][x0:x1] = text[x0 - x:x1 - x]
                    self.styles[y][x0:x1] = [style] * (x1 - x0)
            if target is not None:
                self.hits.append((y, x, end, target))
        return end

    def fill(self, y: int, style: Style) -> None:
        if 0 <= y < self.height:
            self.styles[y] = [style] * self.width

    def hit(self, x0: int, y0: int, x1: int, y1: int, target: int) -> None:
        for y in range(y0, y1):
            self.hits.append((y, x0, x1, target))

    def restyle(self, target: int, style: Style, added: dict[int, tuple[Style, Style]] | None = None) -> None:
        """Every cell a click on ``target`` would hit, drawn with ``style`` added (the
        keyboard cursor). ``added`` keeps each old style's sum by the old one's id (and
        the old one alive): given again at the next drawing, the same sums come back, and
        ``strips`` finds the cursor's rows unchanged by identity, not style by style."""
        done: set[tuple[int, int]] = set()
        if added is None:
            added = {}  # one new style per old one: the strips merge runs of the same
        for y, x0, x1, hit in self.hits:
            if hit != target or not 0 <= y < self.height:
                continue
            row = self.styles[y]
            for x in range(max(x0, 0), min(x1, self.width)):
                if (x, y) not in done:
                    done.add((x, y))
                    old = row[x]
                    pair = added.get(id(old))
                    if pair is None or pair[0] is not old:
                        pair = added[id(old)] = (old, old + style)
                    row[x] = pair[1]

    def strips(self, last: Drawn | None = None) -> tuple[list[Strip], Drawn]:
        """The rows as strips, and what the next drawing compares itself with.

        ``last`` is what the previous drawing returned: a row drawn the same there (the
        same characters in equal styles) gets the very same ``Strip`` back, so the widget
        repaints only the rows whose strip changed (a cursor move: two piles)."""
        out = []
        width = self.width
        same = last is not None and len(last.strips) == self.height
        for y, (chars, styles) in enumerate(zip(self.chars, self.styles)):
            if same:
                assert last is not None
                if chars == last.chars[y] and styles == last.styles[y]:  # C loops: pointers first
                    out.append(last.strips[y])
                    continue
            text = "".join(chars)
            segments: list[Segment] = []
            append = segments.append
            start = 0
            prev = styles[0] if styles else None
            for i, style in enumerate(styles):
                if style is not prev and style != prev:  # equal styles: one run
                    append(Segment(text[start:i], prev))
                    start, prev = i, style
            if width:
                append(Segment(text[start:], prev))
            out.append(Strip(segments, width))
        return out, Drawn(self.chars, self.styles, out)


class Drawn(Named):
    """A canvas's rows and the strips made of them (``Canvas.strips``). Written by hand,
    as ``engine/values.py`` says why (a NamedTuple compiled its constructor at every
    start, issue 28)."""

    __slots__ = ("chars", "styles", "strips")
    _names = __slots__

    chars: list[list[str]]
    styles: list[list[Style]]
    strips: list[Strip]

    def __init__(self, chars: list[list[str]], styles: list[list[Style]], strips: list[Strip]) -> None:
        set_field = object.__setattr__
        set_field(self, "chars", chars)
        set_field(self, "styles", styles)
        set_field(self, "strips", strips)


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


__all__ = ["Canvas", "Drawn", "fit", "fit_parts", "wrap_spans"]
