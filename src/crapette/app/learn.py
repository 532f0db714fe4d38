"""`crapette learn`: a guided series of short lessons, answered on the real board.

A lesson screen IS the game screen (same board, same keys) with one change: every
action goes to the lesson first. The expected one is played and explained; any other
is explained and not played, so the table stays as it was and the learner tries again.
The list of lessons shows which are done; progress is kept in the data directory.
"""

from __future__ import annotations

import json
from contextlib import suppress
from pathlib import Path
from typing import Any, ClassVar

from textual import events, on
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from crapette.app.board import MIN_WIDTH, COMPACT_HEIGHT, TALL_HEIGHT, Board, BoardView, Span, place_board
from crapette.app.save import (
    MatchOptions, MatchSession, SaveStore, data_dir, remove_leftovers, set_aside, write_atomic,
)
from crapette.app.screens import GameFooter, GameScreen, NoticeScreen
from crapette.engine import STOP, Action, Position, card_symbol, describe_pile, move
from crapette.engine.actions import PASS_ACTION, TURN_ACTION
from crapette.engine.safety import MAX_FILE_BYTES
from crapette.engine.describe import describe_action, describe_game
from crapette.engine.cards import suit
from crapette.lessons import Feedback, Lesson, LessonError, attempt, load_lessons, read_progress

DARK, LIGHT = "textual-dark", "textual-light"
PROGRESS_NAME = "lessons.json"
PROGRESS_FORMAT = "crapette-lessons/1"
PANEL_WIDTH = 40
WIDE = MIN_WIDTH + PANEL_WIDTH  # from this width the lesson sits beside the board
NEXT_STEP = "crapette play --mode strict"


class Progress:
    """Which lessons are done, kept in the data directory (written atomically).

    An unreadable file is moved aside and the learner starts fresh, with a notice."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory if directory is not None else data_dir()
        self.path = self.directory / PROGRESS_NAME
        self.done: set[str] = set()
        remove_leftovers(self.path)

    def load(self) -> str | None:
        """Read the progress; returns a notice when it could not be read (None if fine)."""
        try:
            with self.path.open("rb") as fh:
                text = fh.read(MAX_FILE_BYTES + 1)  # a larger file is refused unread
        except FileNotFoundError:
            return None
        except OSError as exc:
            problem: str | None = f"it cannot be read ({exc.strerror or exc})"
        else:
            problem = self._parse(text)
            if problem is None:
                return None
        moved = self._set_aside()
        kept = f"It was kept as {moved}." if moved else "It could not be moved aside."
        return f"{self.path}: {problem}.\n\n{kept}\n\nYour progress starts afresh."

    def _parse(self, text: str | bytes) -> str | None:
        try:
            self.done = read_progress(text)
        except LessonError as exc:
            return str(exc)
        return None

    def _set_aside(self) -> Path | None:
        return set_aside(self.path, "lessons")

    def mark(self, lesson_id: str) -> None:
        """A lesson is done: remember it now (raises OSError if the file cannot be written)."""
        self.done.add(lesson_id)
        self.save()

    def save(self) -> None:
        body = {"format": PROGRESS_FORMAT, "done": sorted(self.done)}
        write_atomic(self.path, json.dumps(body, indent=1) + "\n")

    def reset(self) -> None:
        self.done.clear()
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass


def _done_line(lessons: list[Lesson], progress: Progress) -> str:
    count = sum(1 for lesson in lessons if lesson.id in progress.done)
    if count == len(lessons):
        return (f"All {count} lessons done! Now play a real game with the rules enforced for you: "
                f"{NEXT_STEP}")
    return f"{count} of {len(lessons)} lessons done."


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
        Binding("q", "app.quit", "quit"),
        Binding("f1,R", "rules", "rules"),
    ]

    DEFAULT_CSS = """
    LessonMenu { align: center top; background: $surface; }
    LessonMenu #menu { width: 76; max-width: 100%; height: 1fr; padding: 0 1; }
    LessonMenu #menu-title { text-style: bold; color: $text-primary; }
    LessonMenu #menu-intro { padding: 1 0; }
    LessonMenu OptionList { height: auto; max-height: 1fr; min-width: 16; }
    LessonMenu #menu-status { padding: 1 0 0 0; text-style: bold; }
    """

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="menu"):
            yield Static("Crapette — lessons", id="menu-title")
            yield Static("Short lessons on the real board, one rule each. You play South (at the bottom): "
                         "answer with the usual keys, pick a card (r reserve, h hand card, 1–8 a house), then "
                         "where it goes (f foundation, 1–8 a house, o/p North's reserve/discard). "
                         "Choose a lesson with ↑↓ and Enter.", id="menu-intro")
            yield LessonList(id="lessons")
            yield Static("", id="menu-status")
        yield Footer()

    @property
    def learn(self) -> LearnApp:
        assert isinstance(self.app, LearnApp)
        return self.app

    def on_mount(self) -> None:
        self.show_progress()
        self.query_one(OptionList).focus()

    def on_screen_resume(self) -> None:
        self.show_progress()

    def show_progress(self) -> None:
        app = self.learn
        options = self.query_one(OptionList)
        options.clear_options()
        for lesson in app.lessons:
            mark = "✓" if lesson.id in app.progress.done else " "
            options.add_option(Option(f"{mark} {lesson.number:>2}. {lesson.title}", id=lesson.id))
        todo = [i for i, lesson in enumerate(app.lessons) if lesson.id not in app.progress.done]
        options.highlighted = todo[0] if todo else 0
        self.query_one("#menu-status", Static).update(_done_line(app.lessons, app.progress))

    @on(OptionList.OptionSelected)
    def chosen(self, event: OptionList.OptionSelected) -> None:
        self.learn.open_lesson(event.option_index)

    def action_rules(self) -> None:
        from crapette.app.screens import RulesScreen

        self.app.push_screen(RulesScreen())


class LessonScreen(GameScreen):
    """The game screen for one lesson: the board, the lesson beside it, and a judge
    between the keys and the game."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "next_lesson", "next"),
        Binding("m", "menu", "list"),
    ]

    DEFAULT_CSS = """
    LessonScreen #lesson {
        width: 40; height: 1fr; background: $surface; padding: 0 1;
        border: round $primary 60%; border-title-color: $text-primary;
        scrollbar-size-vertical: 1;
    }
    LessonScreen.-narrow #lesson { width: 100%; border: none; border-top: solid $primary 60%; }
    LessonScreen.-small #lesson { display: none; }
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
        game = self.lesson.game()
        session = MatchSession.new(MatchOptions(variants=tuple(game.rules.names), mode=game.mode), game)
        super().__init__(session, SaveStore(progress.directory))
        self.solved = False
        self.feedback: Feedback | None = None

    # --- layout ------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Board(id="board")
        with VerticalScroll(id="lesson"):
            yield Static(self.lesson.title, id="lesson-title", markup=False)
            yield Static(self.lesson.question, id="lesson-question", markup=False)
            yield Static(self.lesson.teach, id="lesson-teach", markup=False)
            yield Static("", id="lesson-feedback", markup=False)
            yield Static("", id="lesson-keys", markup=False)
        yield GameFooter(compact=True)

    def on_mount(self, event: events.Mount) -> None:  # type: ignore[override]  # needs the event
        event.prevent_default()  # Textual would run GameScreen.on_mount too: it sets up a move log and a save
        panel = self.query_one("#lesson", VerticalScroll)
        panel.border_title = f"Lesson {self.lesson.number} of {len(self.lessons)}"
        panel.focus()  # ↑↓ scroll the lesson when it is longer than the box
        self._layout(self.app.size.width, self.app.size.height)
        if self.game.actions:  # the opponent's action the lesson is about
            self._last_words = describe_game(self.game)[-1][1]
        self._show_panel()
        self._update()

    def _layout(self, width: int, height: int) -> None:
        """The lesson beside the board when wide, under it when narrow (as the move log)."""
        board = self.query_one(Board)
        room = place_board(self, board, width, height, WIDE)
        if room is not None:
            board.styles.height = TALL_HEIGHT if room - TALL_HEIGHT >= 8 else COMPACT_HEIGHT

    def _show_panel(self) -> None:
        box = self.query_one("#lesson-feedback", Static)
        fb = self.feedback
        box.set_class(fb is not None and fb.correct, "-right")
        box.set_class(fb is not None and not fb.correct, "-wrong")
        box.update("\n".join(fb.lines) if fb is not None else "")
        if self.solved:
            keys = "n: the end of the series" if self._is_last else "n: next lesson"
            keys += " · m: the list of lessons"
        else:
            keys = "n: skip this lesson · m: the list of lessons · ?: all keys"
        self.query_one("#lesson-keys", Static).update(keys)
        if fb is not None:
            panel = self.query_one("#lesson", VerticalScroll)
            self.call_after_refresh(lambda: panel.scroll_to_widget(box, top=True, animate=False))

    @property
    def _is_last(self) -> bool:
        return self.index == len(self.lessons) - 1

    # --- nothing of a match is kept --------------------------------------------------------

    def _persist(self, remove: bool = False) -> None:
        """A lesson is not a match: nothing to autosave (progress is saved on success)."""

    def log_entry(self, notation: str, words: str) -> None:
        """No move log in a lesson: the board's last-action line says what happened."""

    # --- keys ------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("toggle_log", "stalemate"):
            return False
        return super().check_action(action, parameters)

    def _compute_enabled(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """While the question is open every game key answers (a wrong one is explained,
        never silently ignored); once solved, only the lesson keys are live."""
        if action in ("next_lesson", "menu"):
            return True
        if action in ("hint", "undo"):
            return False  # a hint would give the answer away; a wrong answer is never played
        if self.solved:
            return None
        if action in ("own", "house", "opponent", "turn", "end_turn", "stop", "foundation", "confirm") \
                and not self.choosing_foundation:
            return True
        return super()._compute_enabled(action, parameters)

    def action_turn(self) -> None:
        legal = self._legal()
        if TURN_ACTION in legal or PASS_ACTION in legal:
            super().action_turn()
        else:  # judged, so the lesson can say why not
            self.selected = None
            self.choosing_foundation = False
            self.play(TURN_ACTION)

    def action_stop(self) -> None:
        if self.game.stop_caller is None:
            super().action_stop()  # explains why there is nothing to call Stop! on
            return
        self.selected = None
        self.choosing_foundation = False
        self.play(self._call_action())

    def action_next_lesson(self) -> None:
        self.learn.next_lesson(self.index)

    def action_menu(self) -> None:
        self.learn.pop_to_menu()

    @property
    def learn(self) -> LearnApp:
        assert isinstance(self.app, LearnApp)
        return self.app

    # --- answers ---------------------------------------------------------------------------

    def press(self, pile: int) -> None:
        """A card picked up and put where it cannot go is an answer too: judge it."""
        if self.solved:  # a click on the table once the lesson is solved
            self._notice("This lesson is solved: n for the next one, m for the list.")
            return
        sel = self.selected
        if sel is not None and pile != sel and not self.choosing_foundation and move(sel, pile) not in self._legal():
            self.play(move(sel, pile))
            return
        super().press(pile)

    def _select(self, pile: int, note: str | None = None) -> None:
        """Any card of yours may be picked up, even one that fits nowhere: where the
        learner puts it is the answer to judge (the game screen refuses it at once)."""
        pos = self.game.position
        p = pos.to_move
        if not self.solved and (pile in (p, 2 + p) or 6 <= pile < 14) and pos.piles[pile]:
            self.selected = pile
            self.choosing_foundation = False
            self.note = None
            self._update()
            return
        super()._select(pile, note)

    def _to_foundation(self) -> None:
        """f with a card that fits no foundation: judge it on the foundation it was meant for."""
        sel = self.selected
        if sel is None or self._foundation_targets(sel) or self.solved:
            super()._to_foundation()
            return
        self.play(move(sel, _meant_foundation(self.game.position, self.game.position.piles[sel][-1])))

    def play(self, action: Action) -> None:
        """Every action goes to the lesson: the answer is played, anything else explained."""
        if self.solved:
            self._notice("This lesson is solved: n for the next one, m for the list.")
            return
        game = self.game
        before = game.position.copy()
        feedback = attempt(self.lesson, game, action)
        self.selected = None
        self.choosing_foundation = False
        self.feedback = feedback
        if feedback.correct:
            self.solved = True
            words = describe_action(before, action, verdict=feedback.verdict)
            if action.kind >= STOP:
                self._stop_words = words
            else:
                self._before_last, self._last_words = before, words
            go_on = "n: the end of the series" if self._is_last else "Press n for the next lesson"
            self._notice(f"✔ Right! {self.lesson.right} {go_on}.")
            try:
                self.progress.mark(self.lesson.id)
            except OSError as exc:
                self._error(f"Right! But the progress could not be saved to {self.progress.path}: {exc}")
        else:
            rule = f" It breaks {feedback.rule}." if feedback.rule else ""
            self._error(" ".join(feedback.lines[:2]) + rule + " Try again.")
        self._show_panel()
        self.refresh_bindings()

    # --- drawing -----------------------------------------------------------------------------

    def _view(self) -> BoardView:
        view = super()._view()
        done = " · done before ✓" if self.lesson.id in self.progress.done and not self.solved else ""
        info = f"Lesson {self.lesson.number} of {len(self.lessons)}: {self.lesson.title}{done}"
        outcome = self.game.outcome
        banner = view.banner
        if outcome is not None and outcome.winner is not None:
            banner = f"Game over: {('South', 'North')[outcome.winner]} wins"
        return view._replace(info=info, banner=banner, targets=frozenset())

    def _prompt_spans(self) -> tuple[Span, ...]:
        """The keys, without naming the cards that can move or where: that is the question."""
        if self.game.outcome is not None or self.solved:
            return (Span("Solved. ", ("bold",)),
                    *_keys(("n", "finish" if self._is_last else "next lesson"), ("m", "the list of lessons")))
        sel = self.selected
        if self.choosing_foundation:
            return super()._prompt_spans()
        if sel is None:
            return (Span("Pick a card: ", ("bold",)),
                    *_keys(("r", "reserve"), ("h", "hand card"), ("1–8", "house"), ("t", "turn"),
                           ("x", "end turn"), ("!", "Stop!"), ("?", "help")))
        card = card_symbol(self.game.position.piles[sel][-1])
        return (Span(f"{card} from {describe_pile(sel)} picked up: where to? ", ("bold",)),
                *_keys(("f", "foundation"), ("1–8", "house"), ("o", "North's reserve"), ("p", "North's discard"),
                       ("d", "your discard"), ("esc", "put it back")))

    def _last_spans(self) -> tuple[Span, ...]:
        """The last action in words; the Stop! window only while it is the question."""
        last = self.game.last_action()
        if last is None:
            return (Span("You play South, at the bottom. The question is in the lesson box (↑↓ scroll it).",
                         ("muted",)),)
        words = self._stop_words if last.kind >= STOP else self._last_words
        spans = [Span("Last: ", ("muted",)), Span(str(last), ("key",)), Span("\u00a0 " + words)]
        caller = self.game.stop_caller
        if caller is not None and not self.solved:
            spans.append(Span(f"  ·  {('South', 'North')[caller]} may call Stop! (!)", ("muted",)))
        return tuple(spans)


def _meant_foundation(position: Position, card: int) -> int:
    """The foundation a learner most likely aimed at: the one of the card's suit, else an
    empty one, else F1."""
    piles = position.piles
    for f in range(14, 22):
        if piles[f] and suit(piles[f][-1]) == suit(card):
            return f
    return next((f for f in range(14, 22) if not piles[f]), 14)


def _keys(*pairs: tuple[str, str]) -> tuple[Span, ...]:
    """Key hints as the board draws them: "r reserve · h hand card"."""
    out: list[Span] = []
    for i, (key, text) in enumerate(pairs):
        if i:
            out.append(Span(" · ", ("muted",)))
        out += [Span(key.replace(" ", "\u00a0"), ("key",)), Span("\u00a0" + text.replace(" ", "\u00a0"))]
    return tuple(out)


class LearnApp(App[int]):
    """The lessons: a list, and one board per lesson. Shares the game's styles."""

    CSS_PATH = "crapette.tcss"
    TITLE = "Crapette lessons"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", "quit", priority=True, show=False),
        Binding("ctrl+t", "toggle_theme", "theme", show=False),
    ]

    def __init__(self, lessons: list[Lesson] | None = None, data_dir: Path | None = None,
                 start: int | None = None, reset: bool = False, theme: str = DARK) -> None:
        super().__init__()
        self.lessons = lessons if lessons is not None else load_lessons()
        self.progress = Progress(data_dir)
        self.start = start  # a lesson number to open straight away
        if reset:
            self.progress.reset()
            self._notice: str | None = None
        else:
            self._notice = self.progress.load()
        self.theme = theme

    def get_default_screen(self) -> Screen[Any]:
        return LessonMenu()

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
                                          f"{todo} lesson(s) are not done yet: they have no ✓ in the list."))

    def pop_to_menu(self) -> None:
        while len(self.screen_stack) > 1:
            self.pop_screen()

    def action_toggle_theme(self) -> None:
        self.theme = LIGHT if self.theme == DARK else DARK


FINISHED = (
    "Well done: you know the building rules, the priorities P1, P2 and P3, loading, Stop! and the score.\n\n"
    f"Now play a whole game with the rules enforced for you:\n\n    {NEXT_STEP}\n\n"
    "In strict mode a move that breaks a priority rule is refused and explained. When you are ready for the "
    "real game, where your opponent has to call Stop!, play `crapette play`. The full rules: F1 in the game, "
    "or docs/rules.md."
)


def summary(lessons: list[Lesson], progress: Progress) -> str:
    """One line for the terminal after the app closes."""
    return _done_line(lessons, progress)


def lesson_list(lessons: list[Lesson], progress: Progress) -> str:
    """The lessons, one a line, with a mark on those done (`crapette learn --list`)."""
    lines = [f"{'✓' if lesson.id in progress.done else ' '} {lesson.number:>2}. {lesson.title}" for lesson in lessons]
    return "\n".join(lines + ["", _done_line(lessons, progress)])


__all__ = ["FINISHED", "LearnApp", "LessonMenu", "LessonScreen", "Progress", "lesson_list", "summary"]
