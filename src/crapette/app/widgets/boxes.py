"""Boxed cards side by side (the tall scale's houses), drawn on a ``Canvas``."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.style import Style

from crapette.app.widgets.canvas import Canvas


def draw_box_row(c: Canvas, x: int, y: int, cells: Sequence[tuple[str, tuple[str, ...]]],
                 target: int, empty: bool, style: Callable[..., Style]) -> None:
    """Boxed cards side by side sharing their borders: ┌───┬───┐ / │ K♠│ Q♥│ / └───┴───┘."""
    if empty:
        text, names = cells[0]
        frame = style(*names)
        c.put(x, y - 1, "┌╌╌╌┐", frame, target)
        c.put(x, y, "╎", frame, target)
        c.put(x + 1, y, text, style(*names), target)
        c.put(x + 4, y, "╎", frame, target)
        c.put(x, y + 1, "└╌╌╌┘", frame, target)
        return
    frame = style("card", "frame")
    n = len(cells)
    for i, (text, names) in enumerate(cells):
        bx = x + 4 * i
        first, last = i == 0, i == n - 1
        edge_style = frame
        c.put(bx, y - 1, "┌" if first else "┬", edge_style, target)
        c.put(bx, y, "│", edge_style, target)
        c.put(bx, y + 1, "└" if first else "┴", edge_style, target)
        highlight = "selected" in names or "target" in names
        line_style = style(*names) if highlight else frame
        c.put(bx + 1, y - 1, "───", line_style, target)
        c.put(bx + 1, y, text, style(*names) if "muted" not in names else style("card", "frame"),
              target)
        c.put(bx + 1, y + 1, "───", line_style, target)
        if last:
            c.put(bx + 4, y - 1, "┐", edge_style, target)
            c.put(bx + 4, y, "│", edge_style, target)
            c.put(bx + 4, y + 1, "┘", edge_style, target)


__all__ = ["draw_box_row"]
