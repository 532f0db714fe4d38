"""The list of lessons (``crapette learn``), with a mark on those done.

The title, the introduction and the progress line stay in view; the list between them
takes the room left and scrolls itself, so nineteen lessons fit 80×24 in every language.
"""

from __future__ import annotations

from contextlib import suppress
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from crapette.app.dialogs.rules import RulesScreen
from crapette.app.language import LanguageChanged
from crapette.app.lesson_progress import Progress, done_line
from crapette.app.messages import OpenLesson
from crapette.app.widgets.footer import TranslatedFooter
from crapette.app.widgets.paragraph import Paragraph
from crapette.i18n import N_, _
from crapette.lessons import Lesson


class LessonList(OptionList):
    """The OptionList, safe in a terminal too small to show one line: textual 8.2.8's page
    keys raise KeyError when no line is laid out (issue 16, found by the monkey test)."""

    def action_page_up(self) -> None:
        with suppress(KeyError, IndexError):
            super().action_page_up()  # type: ignore[no-untyped-call]

    def action_page_down(self) -> None:
        with suppress(KeyError, IndexError):
            super().action_page_down()  # type: ignore[no-untyped-call]


class LessonMenu(Screen[None]):
    """The list of lessons, with a mark on those done."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("q", "app.quit", N_("quit")),
        Binding("f1,R", "rules", N_("rules")),
    ]

    DEFAULT_CSS = """
    LessonMenu { align: center top; background: $surface; }
    LessonMenu #menu { width: 76; max-width: 100%; height: 1fr; padding: 0 1; }
    LessonMenu #menu-title { text-style: bold; color: $text-primary; }
    LessonMenu #menu-intro { padding: 1 0; }
    LessonMenu OptionList { height: 1fr; min-width: 16; }
    LessonMenu #menu-status { padding: 1 0 0 0; text-style: bold; }
    """

    def compose(self) -> ComposeResult:
        with Vertical(id="menu"):
            yield Static(id="menu-title")
            yield Paragraph(id="menu-intro")
            yield LessonList(id="lessons")
            yield Static("", id="menu-status")
        yield TranslatedFooter()

    def __init__(self, lessons: list[Lesson], progress: Progress) -> None:
        super().__init__()
        self.lessons = lessons
        self.progress = progress

    def on_mount(self) -> None:
        self.show_texts()
        self.show_progress()
        self.query_one(OptionList).focus()

    def show_texts(self) -> None:
        """The title and the introduction, in the player's language."""
        self.query_one("#menu-title", Static).update(_("Crapette — lessons"))
        self.query_one("#menu-intro", Static).update(_(
            "Short lessons on the real board, one rule each. You play South (at the bottom): "
            "answer with the usual keys, pick a card (r reserve, h hand card, 1–8 a house), then "
            "where it goes (f foundation, 1–8 a house, o/p North's reserve/discard). "
            "Choose a lesson with ↑↓ and Enter."))

    def on_language_changed(self, _event: LanguageChanged) -> None:
        highlighted = self.query_one(OptionList).highlighted
        self.show_texts()
        self.show_progress()
        self.query_one(OptionList).highlighted = highlighted

    def on_screen_resume(self) -> None:
        self.show_progress()

    def show_progress(self) -> None:
        options = self.query_one(OptionList)
        options.clear_options()
        for lesson in self.lessons:
            mark = "✓" if lesson.id in self.progress.done else " "
            options.add_option(Option(f"{mark} {lesson.number:>2}. {lesson.say(lesson.title)}", id=lesson.id))
        todo = [i for i, lesson in enumerate(self.lessons) if lesson.id not in self.progress.done]
        options.highlighted = todo[0] if todo else 0
        self.query_one("#menu-status", Static).update(done_line(self.lessons, self.progress))

    @on(OptionList.OptionSelected)
    def chosen(self, event: OptionList.OptionSelected) -> None:
        self.post_message(OpenLesson(event.option_index))

    def action_rules(self) -> None:
        self.app.push_screen(RulesScreen())


__all__ = ["LessonMenu"]
