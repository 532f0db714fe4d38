"""A paragraph wraps at plain spaces only, so a French no-break space holds its colon.

Rich breaks a line at a no-break space too (Textualize/rich#4196): the French end of a
Zank-Patience game read « (objectif » on one line and « : 300) » on the next.
"""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.content import Content

from apphelpers import run_async
from crapette.app.widgets.paragraph import Paragraph, break_points, kept_together

NBSP = "\u00a0"


def test_a_line_that_fits_is_not_cut() -> None:
    assert break_points("ab cd", 5) == []
    assert break_points("", 5) == []


def test_a_word_that_would_overflow_starts_the_next_line() -> None:
    # "ab cd" is 5 cells; "ef" would make it 8: the cut is before "ef" (index 6).
    assert break_points("ab cd ef", 5) == [6]


def test_a_no_break_space_keeps_its_neighbours_together() -> None:
    # "objectif : 300" with a no-break space before the colon: at 14 cells the line
    # "aaaa objectif" (13) would fit, but the colon belongs to "objectif", so the
    # cut is before it, at index 5.
    line = f"aaaa objectif{NBSP}: 300"
    assert break_points(line, 14) == [5]


def test_a_word_wider_than_the_line_is_folded() -> None:
    assert break_points("abcdefghij", 4) == [4, 8]
    # Three wide characters (2 cells each) in 4 cells: two, then one.
    assert break_points("日本語", 4) == [2]


def test_the_spaces_at_a_cut_are_dropped_and_the_styles_kept() -> None:
    wrapped = kept_together(Content.from_markup("[b]ab[/b] cd ef"), 5)
    assert wrapped.plain == "ab cd\nef"
    bold = [wrapped.plain[span.start:span.end] for span in wrapped.spans]
    assert bold == ["ab"]


def test_existing_line_breaks_stay() -> None:
    assert kept_together(Content("ab\ncd ef"), 4).plain == "ab\ncd\nef"
    assert kept_together(Content("ab\n\ncd"), 4).plain == "ab\n\ncd"


class _OneParagraph(App[None]):
    def compose(self) -> ComposeResult:
        yield Paragraph(f"Le premier à 300 points gagne (objectif{NBSP}: 300).", id="p")


@run_async
async def test_the_french_colon_never_starts_a_line_on_screen() -> None:
    # "Le premier à 300 points gagne " is 30 cells, "(objectif" 9 more: at 39 and 40
    # columns Rich alone would end the first line with "(objectif" and begin the next with
    # ": 300).". At no width may a line begin with the colon.
    text = f"Le premier à 300 points gagne (objectif{NBSP}: 300)."
    for width in (20, 39, 40, 41, 60):
        app = _OneParagraph()
        async with app.run_test(size=(width, 10)) as pilot:
            await pilot.pause()
            paragraph = app.query_one("#p", Paragraph)
            lines = [paragraph.render_line(y).text.rstrip() for y in range(paragraph.size.height)]
            assert not any(line.lstrip().startswith(":") for line in lines), (width, lines)
            assert any(f"(objectif{NBSP}:" in line for line in lines), (width, lines)
            assert all(len(line) <= width for line in lines), (width, lines)
            assert str(paragraph.render()) == text


def test_the_rules_keep_the_french_colon_and_its_spaces() -> None:
    from crapette.app.dialogs.rules import render_markdown

    # "Premier à 300 points (objectif" is 30 cells: at 30 Rich alone would begin the
    # second line with ": 300)".
    text = f"Premier à 300 points (objectif{NBSP}: 300) ; fin{NBSP}!"
    lines = [strip.text.rstrip() for strip in render_markdown(text, 30)]
    assert lines == ["Premier à 300 points", f"(objectif{NBSP}: 300) ; fin{NBSP}!"]
