"""A snapshot of a lesson screen: the board, the lesson box beside it, a wrong answer
explained (lesson 2: the 7♥ tried on the red 8♥)."""

from __future__ import annotations

from typing import Any

from crapette.app.learn import LearnApp


def test_lesson_after_a_wrong_answer(snap_compare: Any) -> None:
    app = LearnApp(start=2)
    assert snap_compare(app, press=["h", "1"], terminal_size=(120, 40))


def test_the_list_of_lessons_at_80_by_24(snap_compare: Any) -> None:
    """Nineteen lessons at 80×24: the title, the whole introduction and the progress line
    stay in view, the list between them scrolls (here a few lessons down)."""
    app = LearnApp()
    assert snap_compare(app, press=["down", "down", "down"], terminal_size=(80, 24))
