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
from crapette.engine.describe import plural
from crapette.app.screens.lesson import LessonScreen
from crapette.app.screens.menu import LessonMenu
from crapette.lessons import Lesson, load_lessons


class LearnApp(BaseApp):
    """The lessons: a list, and one board per lesson. Shares the game's styles."""

    CSS_PATH = "crapette.tcss"
    TITLE = "Crapette lessons"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", "quit", priority=True, show=False),
        Binding("ctrl+t", "toggle_theme", "theme", show=False),
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
            self.push_screen(NoticeScreen("Your lesson progress could not be read", self._notice, "-error"))

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
            self.push_screen(NoticeScreen("You have finished the lessons", FINISHED))
        else:
            todo = sum(1 for lesson in self.lessons if lesson.id not in self.progress.done)
            self.push_screen(NoticeScreen("The end of the series",
                                          f"{plural(todo, 'lesson')} {'is' if todo == 1 else 'are'} not done yet: "
                                          f"{'it has' if todo == 1 else 'they have'} no ✓ in the list."))

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


FINISHED = (
    "Well done: you know the building rules, the priorities P1, P2 and P3, loading, Stop! and the score.\n\n"
    f"Now play a whole game with the rules enforced for you:\n\n    {NEXT_STEP}\n\n"
    "In strict mode a move that breaks a priority rule is refused and explained. When you are ready for the "
    "real game, where your opponent has to call Stop!, play `crapette play`. The full rules: F1 in the game, "
    "or docs/rules.md."
)


def summary(lessons: list[Lesson], progress: Progress) -> str:
    """One line for the terminal after the app closes."""
    return done_line(lessons, progress)


def lesson_list(lessons: list[Lesson], progress: Progress) -> str:
    """The lessons, one a line, with a mark on those done (`crapette learn --list`)."""
    lines = [f"{'✓' if lesson.id in progress.done else ' '} {lesson.number:>2}. {lesson.title}" for lesson in lessons]
    return "\n".join(lines + ["", done_line(lessons, progress)])


__all__ = ["FINISHED", "LearnApp", "LessonMenu", "LessonScreen", "PROGRESS_NAME", "Progress", "lesson_list",
           "summary"]
