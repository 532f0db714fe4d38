"""`crapette learn`: a guided series of short lessons, answered on the real board.

The app shows the list of lessons (``screens/menu.py``) and one lesson at a time
(``screens/lesson.py``, judged by ``lesson.LessonController``); the progress is kept in
the data directory (``lesson_progress.py``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from textual import on
from textual.binding import Binding, BindingType
from textual.screen import Screen

from crapette.app.base import DARK, BaseApp
from crapette.app.dialogs.notice import NoticeScreen
from crapette.app.lesson_progress import NEXT_STEP, PROGRESS_NAME, Progress, done_line
from crapette.app.messages import LessonDone, OpenLesson
from crapette.app.screens.lesson import LessonScreen
from crapette.app.screens.menu import LessonMenu
from crapette.i18n import N_, _, ngettext
from crapette.lessons import Lesson, load_lessons


class LearnApp(BaseApp):
    """The lessons: a list, and one board per lesson. Shares the game's styles."""

    CSS_PATH = "crapette.tcss"
    TITLE = "Crapette lessons"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", N_("quit"), priority=True, show=False),
        Binding("ctrl+t", "toggle_theme", N_("theme"), show=False),
    ]

    def __init__(self, lessons: list[Lesson] | None = None, data_dir: Path | None = None,
                 start: int | None = None, reset: bool = False, theme: str = DARK) -> None:
        super().__init__(theme)
        self.lessons = lessons if lessons is not None else load_lessons()
        self.progress = Progress(data_dir)
        self.start = start  # a lesson number to open straight away
        if reset:
            self.progress.reset()
            self._notice: str | None = None
        else:
            self._notice = self.progress.load()

    def get_default_screen(self) -> Screen[Any]:
        return LessonMenu(self.lessons, self.progress)

    def on_mount(self) -> None:
        if self.start is not None:
            self.open_lesson(self.start - 1)
        if self._notice is not None:
            self.push_screen(NoticeScreen(_("Your lesson progress could not be read"), self._notice, "-error"))

    def open_lesson(self, index: int) -> None:
        screen = LessonScreen(self.lessons, index, self.progress)
        if isinstance(self.screen, LessonScreen):
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def next_lesson(self, index: int) -> None:
        if index + 1 < len(self.lessons):
            self.open_lesson(index + 1)
            return
        self.pop_to_menu()
        if all(lesson.id in self.progress.done for lesson in self.lessons):
            self.push_screen(NoticeScreen(_("You have finished the lessons"), finished()))
        else:
            todo = sum(1 for lesson in self.lessons if lesson.id not in self.progress.done)
            self.push_screen(NoticeScreen(_("The end of the series"), ngettext(
                "{count} lesson is not done yet: it has no ✓ in the list.",
                "{count} lessons are not done yet: they have no ✓ in the list.", todo).format(count=todo)))

    def pop_to_menu(self) -> None:
        while len(self.screen_stack) > 1:
            self.pop_screen()

    @on(OpenLesson)
    def lesson_chosen(self, message: OpenLesson) -> None:
        self.open_lesson(message.index)

    @on(LessonDone)
    def lesson_done(self, message: LessonDone) -> None:
        if message.go_on:
            self.next_lesson(message.index)
        else:
            self.pop_to_menu()


def finished() -> str:
    """The notice at the end of the series, in the player's language."""
    return _(
        "Well done: you know the building rules, the priorities P1, P2 and P3, loading, Stop! and the score.\n\n"
        "Now play a whole game with the rules enforced for you:\n\n    {command}\n\n"
        "In strict mode a move that breaks a priority rule is refused and explained. When you are ready for the "
        "real game, where your opponent has to call Stop!, play `crapette play`. The full rules: F1 in the game, "
        "or docs/rules.md.").format(command=NEXT_STEP)


#: the notice in the language spoken at import (the tests' English); the app says ``finished()``
FINISHED = finished()


def summary(lessons: list[Lesson], progress: Progress) -> str:
    """One line for the terminal after the app closes."""
    return done_line(lessons, progress)


def lesson_list(lessons: list[Lesson], progress: Progress) -> str:
    """The lessons, one a line, with a mark on those done (`crapette learn --list`)."""
    lines = [f"{'✓' if lesson.id in progress.done else ' '} {lesson.number:>2}. {lesson.say(lesson.title)}" for lesson in lessons]
    return "\n".join(lines + ["", done_line(lessons, progress)])


__all__ = ["FINISHED", "LearnApp", "LessonMenu", "LessonScreen", "PROGRESS_NAME", "Progress", "lesson_list",
           "finished", "summary"]
