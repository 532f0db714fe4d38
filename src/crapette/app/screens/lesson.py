"""A lesson on the table: the board, the lesson beside it, the same keys as a game.

The keys go to the table controller of a ``LessonController`` (``lesson.py``), which
judges every action; this screen shows the lesson's text and feedback and saves the
progress when it is solved.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Static

from crapette.app.dialogs.base import ButtonSpec, Dialog
from crapette.app.dialogs.help import HelpScreen, help_text
from crapette.app.dialogs.rules import RulesScreen
from crapette.app.lesson import LessonController
from crapette.app.lesson_progress import Progress
from crapette.app.messages import LessonDone
from crapette.app.screens.table import TableScreen
from crapette.app.widgets.board import COMPACT_HEIGHT, MIN_WIDTH, TALL_HEIGHT, Board, place_board
from crapette.app.widgets.footer import GameFooter
from crapette.engine import Action, Game
from crapette.app.language import LanguageChanged
from crapette.i18n import N_, _
from crapette.lessons import Feedback, Lesson
from crapette.app.widgets.paragraph import Paragraph

PANEL_WIDTH = 40
WIDE = MIN_WIDTH + PANEL_WIDTH  # from this width the lesson sits beside the board
#: under the board, a box this short cannot hold the teaching: it opens in a dialog, and
#: the box keeps the question and the feedback (at 80×24 it has 5 lines)
BRIEF_BOX = 12


class LessonIntro(Dialog):
    """The lesson's title, teaching and question in one box, read before playing when the
    lesson box under the board is too short to hold them (80×24: issue 27 item 10). Enter
    or Esc goes to the table; any other key goes to the table too, and is played there."""

    BINDINGS = [Binding("escape,enter,space,e", "dismiss('ok')", N_("close"))]

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        super().__init__("", "", [("ok", N_("To the table [enter]"), "primary")], "-lesson")
        self.say()

    def words(self) -> tuple[str, Text | str, list[ButtonSpec]]:
        lesson = self.lesson
        body = Text(lesson.say(lesson.teach) + "\n\n")
        body.append(lesson.say(lesson.question), "bold")
        return lesson.say(lesson.title), body, self.buttons

    def on_key(self, event: events.Key) -> None:
        """A game key: the table is what the learner wants; the key is played there."""
        if event.key in ("escape", "enter", "space", "e", "tab", "shift+tab", "ctrl+l", "ctrl+q"):
            return
        event.stop()
        self.dismiss("ok")
        self.app.call_after_refresh(self.app.simulate_key, event.key)


class LessonScreen(TableScreen):
    """The table for one lesson: the board, the lesson beside it, and a judge between
    the keys and the game."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "next_lesson", N_("next")),
        Binding("m", "menu", N_("list")),
        Binding("e", "teach", N_("lesson"), show=False),
    ]

    DEFAULT_CSS = """
    LessonScreen #lesson {
        width: 40; height: 1fr; background: $surface; padding: 0 1;
        border: round $primary 60%; border-title-color: $text-primary;
        scrollbar-size-vertical: 1;
    }
    LessonScreen.-narrow #lesson { width: 100%; border: none; border-top: solid $primary 60%; }
    LessonScreen.-small #lesson { display: none; }
    LessonScreen.-brief #lesson-title, LessonScreen.-brief #lesson-teach { display: none; }
    LessonScreen.-brief #lesson-question { padding: 0; }
    LessonScreen #lesson-feedback.-none { display: none; }
    LessonScreen #lesson-title { text-style: bold; color: $text-primary; }
    LessonScreen #lesson-question { text-style: bold; padding: 1 0 0 0; }
    LessonScreen #lesson-teach { padding: 1 0 0 0; }
    LessonScreen #lesson-feedback { padding: 1 0 0 0; }
    LessonScreen #lesson-feedback.-right { color: $text-success; }
    LessonScreen #lesson-feedback.-wrong { color: $text-error; }
    LessonScreen #lesson-keys { padding: 1 0 0 0; color: $foreground 70%; }
    """

    def __init__(self, lessons: list[Lesson], index: int, progress: Progress) -> None:
        self.lessons = lessons
        self.index = index
        self.lesson = lessons[index]
        self.progress = progress
        self.judge = LessonController(self.lesson, index == len(lessons) - 1)  # the keys' table is its controller
        super().__init__(self.judge.controller, role=self, view=self.judge.view)

    @property
    def game(self) -> Game:
        return self.controller.game

    @property
    def solved(self) -> bool:
        return self.judge.solved

    @property
    def feedback(self) -> Feedback | None:
        return self.judge.feedback

    # --- layout ------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Board(id="board")
        with VerticalScroll(id="lesson"):
            yield Static(id="lesson-title", markup=False)
            yield Paragraph(id="lesson-question", markup=False)
            yield Paragraph(id="lesson-teach", markup=False)
            yield Paragraph("", id="lesson-feedback", markup=False)
            yield Paragraph("", id="lesson-keys", markup=False)  # French « e : » never splits
        yield GameFooter(compact=True)

    def on_mount(self) -> None:
        panel = self.query_one("#lesson", VerticalScroll)
        panel.focus()  # ↑↓ scroll the lesson when it is longer than the box
        self.fit(self.app.size.width, self.app.size.height)
        self.show_panel()
        self.redraw()
        if self.has_class("-brief") and not self.solved:  # once the footer has fitted its keys
            self.call_after_refresh(lambda: self.call_after_refresh(self.action_teach))

    def place(self, width: int, height: int) -> None:
        """The lesson beside the board when wide, under it when narrow (as the move log);
        under it in a short box (``BRIEF_BOX``) the box keeps the question and the
        feedback, the teaching is a dialog (e)."""
        board = self.query_one(Board)
        room = place_board(self, board, width, height, WIDE)
        brief = False
        if room is not None:
            rows = TALL_HEIGHT if room - TALL_HEIGHT >= 8 else COMPACT_HEIGHT
            board.styles.height = rows
            brief = room - rows < BRIEF_BOX
        self.set_class(brief, "-brief")

    def action_teach(self) -> None:
        """e: the lesson's teaching again, in its dialog."""
        footer = self.query_one(GameFooter)
        self.app.push_screen(LessonIntro(self.lesson), lambda _answer: footer.refit())

    def info(self) -> str:
        done = _(" · done before ✓") if self.lesson.id in self.progress.done and not self.solved else ""
        return _("Lesson {number} of {count}: {title}{done}").format(
            number=self.lesson.number, count=len(self.lessons), title=self.lesson.say(self.lesson.title), done=done)

    def on_language_changed(self, _event: LanguageChanged) -> None:
        self.judge.retell()
        self.show_panel()  # the board: TableScreen's handler

    def show_panel(self) -> None:
        """The lesson's texts and the feedback, in the player's language (ctrl+l)."""
        lesson = self.lesson
        for field, text in (("title", lesson.title), ("question", lesson.question), ("teach", lesson.teach)):
            self.query_one(f"#lesson-{field}", Static).update(lesson.say(text))
        self.query_one("#lesson", VerticalScroll).border_title = _("Lesson {number} of {count}").format(
            number=self.lesson.number, count=len(self.lessons))
        box = self.query_one("#lesson-feedback", Static)
        fb = self.judge.feedback
        box.set_class(fb is not None and fb.correct, "-right")
        box.set_class(fb is not None and not fb.correct, "-wrong")
        box.set_class(fb is None, "-none")  # no empty lines in a short box
        box.update("\n".join(fb.lines) if fb is not None else "")
        if self.solved:
            keys = _("n: the end of the series") if self.judge.is_last else _("n: next lesson")
            keys += " · " + _("m: the list of lessons")
        else:
            keys = " · ".join((_("n: skip this lesson"), _("m: the list of lessons"), _("?: all keys")))
        if self.has_class("-brief"):
            keys += " · " + _("e: the lesson again")
        self.query_one("#lesson-keys", Static).update(keys)
        if fb is not None:
            panel = self.query_one("#lesson", VerticalScroll)
            self.call_after_refresh(lambda: panel.scroll_to_widget(box, top=True, animate=False))

    # --- keys ------------------------------------------------------------------------------

    def make_call(self, naming: bool) -> None:
        """Stop! is an answer like any other: judged at once, no dialog."""
        if self.controller.start_call():
            self.play(self.controller.call_action())
        else:
            self.redraw()

    def action_next_lesson(self) -> None:
        self.post_message(LessonDone(self.index, go_on=True))

    def action_menu(self) -> None:
        self.post_message(LessonDone(self.index, go_on=False))

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen(help_text(self.controller.call_name())))

    def action_rules(self) -> None:
        self.app.push_screen(RulesScreen())

    # --- answers ---------------------------------------------------------------------------

    def play(self, action: Action) -> None:
        """Every action goes to the lesson: the answer is played, anything else explained."""
        judge = self.judge
        if judge.solved:
            judge.push(action)  # says the lesson is solved
            self.redraw()
            return
        if judge.push(action) is not None:
            try:
                self.progress.mark(self.lesson.id)
            except OSError as exc:
                self.controller.error(_("Right! But the progress could not be saved to {path}: {error}").format(
                    path=self.progress.path, error=exc))
        self.redraw()
        self.show_panel()
        self.refresh_bindings()


__all__ = ["LessonScreen"]
