"""Text that wraps at plain spaces only, so that a no-break space holds.

French puts a no-break space before « : », « ; », « ! » and inside « … »; Textual wraps
text with Rich, which breaks a line at any white space, a no-break one too
(Textualize/rich#4196), and a French line could begin with « : ». ``Paragraph`` wraps
its text itself, at the width it is drawn at, before Textual does: every line then fits
and Textual breaks none.
"""

from __future__ import annotations

from rich.cells import cell_len
from textual.app import RenderResult
from textual.content import Content
from textual.css.styles import RulesMap
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual
from textual.widgets import Static


def break_points(line: str, width: int) -> list[int]:
    """Where ``line`` (no newline in it) is cut to fit ``width`` cells: before a word that
    would overflow (the plain spaces before it end the line above, dropped), and inside a
    word wider than a whole line."""
    cuts: list[int] = []
    col = 0  # the width of the current line so far
    i, n = 0, len(line)
    while i < n:
        j = line.find(" ", i)
        j = n if j < 0 else j
        word = cell_len(line[i:j])
        if col and col + word > width:
            cuts.append(i)
            col = 0
        while col == 0 and word > width:  # folded: as much as fits, the rest below
            k = i + 1
            while k < j and cell_len(line[i:k + 1]) <= width:
                k += 1
            cuts.append(k)
            i = k
            word = cell_len(line[i:j])
        col += word
        i = j
        while i < n and line[i] == " ":
            i += 1
            col += 1
    return cuts


def kept_together(content: Content, width: int) -> Content:
    """``content`` with a line break wherever ``break_points`` cuts a line (the spaces at
    a cut dropped, the styles kept)."""
    if width <= 0:
        return content
    lines: list[Content] = []
    changed = False
    for line in content.split("\n", allow_blank=True):
        cuts = break_points(line.plain, width)
        if cuts:
            changed = True
            lines.extend(piece.rstrip(" ") for piece in line.divide(cuts))
        else:
            lines.append(line)
    return Content("\n").join(lines) if changed else content


class KeptVisual(Visual):
    """A text's Visual wrapped by ``kept_together`` at the width it is drawn at (its lines
    then fit, and Textual's wrapping breaks none); it reads as the text itself."""

    def __init__(self, content: Content) -> None:
        self.content = content
        self._wrapped: tuple[int, Content] = (-1, content)

    def __str__(self) -> str:
        return str(self.content)

    def _at(self, rules: RulesMap, width: int) -> Content:
        width -= 2 * int(rules.get("line_pad", 0) or 0)
        if self._wrapped[0] != width:
            self._wrapped = (width, kept_together(self.content, width))
        return self._wrapped[1]

    def render_strips(self, width: int, height: int | None, style: Style, options: RenderOptions) -> list[Strip]:
        return self._at(options.rules, width).render_strips(width, height, style, options)

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return self.content.get_optimal_width(rules, container_width)

    def get_minimal_width(self, rules: RulesMap) -> int:
        return self.content.get_minimal_width(rules)

    def get_height(self, rules: RulesMap, width: int) -> int:
        return self._at(rules, width).get_height(rules, width)


class Paragraph(Static):
    """A ``Static`` whose text keeps its no-break spaces: wrapped at plain spaces only
    (``KeptVisual``). What it says (``str(render())``) is the text as given."""

    _kept: KeptVisual | None = None  # the last text's wrapping, kept until the text changes

    def render(self) -> RenderResult:
        visual = self.visual
        if not isinstance(visual, Content):
            return visual
        if self._kept is None or self._kept.content is not visual:
            self._kept = KeptVisual(visual)
        return self._kept


__all__ = ["KeptVisual", "Paragraph", "break_points", "kept_together"]
