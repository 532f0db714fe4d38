"""The board's canvas: cells drawn in equal styles make one run, whatever object holds
the style (a key press repaints fewer segments, and the terminal gets fewer codes)."""

from __future__ import annotations

from rich.style import Style

from crapette.app.widgets.canvas import Canvas


def test_equal_styles_side_by_side_make_one_segment() -> None:
    base = Style(color="white", bgcolor="black")
    canvas = Canvas(9, 1, base)
    canvas.put(0, 0, "ab", Style(color="white", bgcolor="black"))  # equal to the base, another object
    canvas.put(2, 0, "cd", Style(color="red", bgcolor="black"))
    canvas.put(4, 0, "ef", Style(color="red", bgcolor="black"))
    strips, _drawn = canvas.strips()
    runs = [(segment.text, segment.style) for segment in strips[0]]
    assert runs == [("ab", base), ("cdef", Style(color="red", bgcolor="black")), ("   ", base)]


def test_a_row_drawn_the_same_again_is_the_same_strip() -> None:
    red = Style(color="red")
    first = Canvas(4, 2, Style())
    first.put(0, 0, "x", red)
    strips, drawn = first.strips()
    again = Canvas(4, 2, Style())
    again.put(0, 0, "x", Style(color="red"))
    again.put(0, 1, "y", red)
    new, _ = again.strips(drawn)
    assert new[0] is strips[0]  # equal styles in the same cells: the old strip
    assert new[1] is not strips[1] and new[1].text == "y   "
