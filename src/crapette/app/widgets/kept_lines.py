"""Lines kept between repaints for widgets that did not change.

Textual's compositor asks every widget whose clip overlaps the repainted area for all
its lines, even those it will not paint: a key press that repaints a few board rows asks
the move log, its scroll bar, the screen and the footer too. Textual keeps each line,
but applying its styles cache and line filters again costs some 20 µs a widget, which
adds up to a tenth of a key press. A widget with ``KeptLines`` answers from its last
answer while nothing it draws has changed.

Textual marks a widget's lines stale through ``Widget._set_dirty`` (``refresh``, a size,
a scroll, new styles) and restyles it through ``notify_style_update`` (a theme, hover,
classes); both drop the kept answer here. The answer is also keyed by the crop, the size
and the app's line filters, the other inputs of ``Widget.render_lines``. Textual is
pinned (``pyproject.toml``), and ``tests/app/test_kept_lines.py`` checks each way in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.geometry import Region, Size
from textual.strip import Strip
from textual.widget import Widget

_Key = tuple[Region, Size, tuple[int, ...]]

# A mixin, not a Widget subclass: Textual takes a widget's CSS (its type name, its
# DEFAULT_CSS) along the first base that is a DOM node, which must stay Screen, Footer...
if TYPE_CHECKING:
    _Mixin = Widget
else:
    _Mixin = object


class KeptLines(_Mixin):
    """A widget whose ``render_lines`` answer is kept until it is marked dirty; listed
    first among the widget's bases (``class Board(KeptLines, Widget)``)."""

    _kept_lines: tuple[_Key, list[Strip]] | None = None

    def render_lines(self, crop: Region) -> list[Strip]:
        key = (crop, self.size, tuple(map(id, self.get_line_filters())))
        kept = self._kept_lines
        if kept is not None and kept[0] == key:
            return kept[1]
        lines = super().render_lines(crop)
        self._kept_lines = (key, lines)
        return lines

    def _set_dirty(self, *regions: Region) -> None:
        self._kept_lines = None
        super()._set_dirty(*regions)

    def notify_style_update(self) -> None:
        self._kept_lines = None
        super().notify_style_update()


__all__ = ["KeptLines"]
