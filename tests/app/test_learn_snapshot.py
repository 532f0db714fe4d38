"""A snapshot of a lesson screen: the board, the lesson box beside it, a wrong answer
explained (lesson 2: the 7♥ tried on the red 8♥)."""

from __future__ import annotations

from typing import Any

from crapette.app.learn import LearnApp


def test_lesson_after_a_wrong_answer(snap_compare: Any) -> None:
    app = LearnApp(start=2)
    assert snap_compare(app, press=["h", "1"], terminal_size=(120, 40))
