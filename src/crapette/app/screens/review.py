"""The review of a finished game on screen: each player's win chance along the game
(Textual's own Sparkline), the blunders marked under it, the marks listed (blunders,
missed and unfounded calls); a mark highlighted says what was played, what was better and
what it cost; enter (or a click) opens that position in the replay with the better move
and why; n and p step from blunder to blunder.

The review (``crapette.review``) is computed in a worker thread, a progress bar showing
how far it got: it counts rollouts, not time, so the screen shows the same review as
``crapette review`` with the same seed."""

from __future__ import annotations

from typing import ClassVar

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, ProgressBar, Sparkline, Static

from crapette.app.language import LanguageChanged
from crapette.app.screens.review_chart import (
    BLUNDER_MARK, Mark, detail, keep, kind_words, mark_line, marks_of, resample, reviewed,
)
from crapette.app.screens.review_replay import ReviewReplayScreen
from crapette.app.view import Names, short_name
from crapette.app.widgets.footer import TranslatedFooter
from crapette.engine import Record
from crapette.i18n import N_, _, percent
from crapette.review.report import share_text
from crapette.review.reviewer import Review, review
from crapette.review.rollout import DEFAULT_ROLLOUTS


class ReviewScreen(Screen[None]):
    """A game's review (see the module docstring)."""

    DEFAULT_CSS = """
    ReviewScreen { layout: vertical; background: $surface; }
    ReviewScreen #review-title { text-style: bold; padding: 0 1; }
    ReviewScreen #review-progress { padding: 0 1; }
    ReviewScreen .review-label { padding: 0 1; color: $text-muted; }
    ReviewScreen Sparkline { height: 1; margin: 0 1; }
    ReviewScreen .review-marks-line { height: 1; padding: 0 1; color: $text-error; }
    ReviewScreen #review-list { height: 1fr; }
    ReviewScreen #review-detail { height: auto; max-height: 5; padding: 0 1; border-top: solid $primary 60%; }
    """
    #: the keys the footer hides first where the words do not fit (German at 80 columns)
    FOOTER_GIVES_WAY: ClassVar[tuple[str, ...]] = ("previous_blunder",)
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "open", N_("open"), priority=True),  # before the list's own enter: the footer shows it
        Binding("n", "next_blunder", N_("next blunder")),
        Binding("p", "previous_blunder", N_("previous blunder")),
        Binding("q,escape", "close", N_("close")),
    ]

    def __init__(self, record: Record, names: Names, seed: int = 0, rollouts: int = DEFAULT_ROLLOUTS) -> None:
        super().__init__()
        self.record = record
        self.names = names
        self.seed = seed
        self.rollouts = rollouts
        self.result: Review | None = None
        self.marks: list[Mark] = []
        self.seats = record.initial_game().position.table.seats

    def compose(self) -> ComposeResult:
        yield Static(_("Review of the game: working…"), id="review-title", markup=False)
        yield ProgressBar(total=max(1, len(self.record.actions)), show_eta=False, id="review-progress")
        with Vertical(id="review-chart") as chart:
            chart.display = False  # empty lines until the review comes
            for seat in self.seats:
                yield Static("", classes="review-label", id=f"review-label-{seat}", markup=False)
                yield Sparkline([], id=f"review-curve-{seat}")
                yield Static("", classes="review-marks-line", id=f"review-marks-{seat}", markup=False)
        table: DataTable[str] = DataTable(id="review-list", cursor_type="row", zebra_stripes=True)
        yield table
        yield Static("", id="review-detail", markup=False)
        yield TranslatedFooter()

    def on_mount(self) -> None:
        self.set_columns()
        known = reviewed(self.record, self.seed, self.rollouts)
        if known is not None:
            self.show(known)
        else:
            self.compute()

    def set_columns(self) -> None:
        table = self.query_one("#review-list", DataTable)
        table.clear(columns=True)
        table.add_columns(_("Action"), _("Player"), _("Mark"), _("Played"), _("Better"), _("Win chance lost"))

    @work(thread=True, exclusive=True)
    def compute(self) -> None:
        """The review, in a worker thread: the screen stays live and shows the progress."""
        def progress(done: int, total: int) -> None:
            self.app.call_from_thread(self.query_one("#review-progress", ProgressBar).update, progress=done,
                                      total=max(1, total))

        result = review(self.record, self.seed, self.rollouts, 1, progress)
        keep(self.record, self.seed, self.rollouts, result)
        self.app.call_from_thread(self.show, result)

    def on_language_changed(self, _event: LanguageChanged) -> None:
        """ctrl+l: every text again in the language now spoken (the list keeps its row)."""
        if self.result is None:
            self.query_one("#review-title", Static).update(_("Review of the game: working…"))
            self.set_columns()
            return
        row = self.query_one("#review-list", DataTable).cursor_row
        self.set_columns()
        self.show(self.result, row)

    # --- drawing ------------------------------------------------------------------------------

    def show(self, result: Review, row: int | None = None) -> None:
        """The review drawn; the list's cursor on ``row``, at first on the costliest blunder."""
        self.result = result
        self.marks = marks_of(result)
        self.query_one("#review-progress", ProgressBar).display = False
        self.query_one("#review-chart").display = True
        # the names in few cells (« Ordinateur 3 »): the title and the list fit 80 columns in every language
        accuracy = " · ".join(f"{short_name(self.names[s.seat], s.seat)} {percent(float(format(s.accuracy, '.1f')))}"
                              for s in result.summaries)
        self.query_one("#review-title", Static).update(
            _("Review of the game · accuracy: {accuracy}").format(accuracy=accuracy))
        self.draw_chart()
        table = self.query_one("#review-list", DataTable)
        table.clear()
        for k, mark in enumerate(self.marks):
            d = mark.decision
            table.add_row(str(mark.number), short_name(self.names[mark.seat], mark.seat), kind_words(mark),
                          d.played if d else "", d.best if d else "", share_text(d.loss_win) if d else "", key=str(k))
        if not self.marks:
            self.query_one("#review-detail", Static).update(_("No blunder and no call missed: well played."))
        else:
            if row is None:
                worst = result.blunders()
                row = next((k for k, m in enumerate(self.marks) if worst and m.decision is worst[0]), 0)
            table.focus()
            table.move_cursor(row=row)
            self.describe(row)

    def on_resize(self) -> None:
        if self.result is not None:
            self.draw_chart()

    def draw_chart(self) -> None:
        result = self.result
        if result is None:
            return
        width = max(10, self.size.width - 2)
        for seat in self.seats:
            values = resample(result, seat, width)
            low, high = min(values), max(values)
            self.query_one(f"#review-label-{seat}", Static).update(
                _("{player}: win chance along the game, {low} to {high}").format(
                    player=short_name(self.names[seat], seat), low=share_text(low), high=share_text(high)))
            self.query_one(f"#review-curve-{seat}", Sparkline).data = values
            self.query_one(f"#review-marks-{seat}", Static).update(mark_line(result, width))

    def describe(self, k: int) -> None:
        if 0 <= k < len(self.marks):
            assert self.result is not None
            self.query_one("#review-detail", Static).update(detail(self.result, self.record, self.names,
                                                                   self.marks[k]))

    @on(DataTable.RowHighlighted, "#review-list")
    def highlighted(self, event: DataTable.RowHighlighted) -> None:
        self.describe(event.cursor_row)

    @on(DataTable.RowSelected, "#review-list")
    def selected(self, event: DataTable.RowSelected) -> None:
        self.open(event.cursor_row)

    # --- keys ---------------------------------------------------------------------------------

    def action_open(self) -> None:
        self.open(self.query_one("#review-list", DataTable).cursor_row)

    def open(self, k: int) -> None:
        """The replay at the mark (``Mark.at``), the review's words on top of the Why panel."""
        if not 0 <= k < len(self.marks) or self.result is None:
            return
        from crapette.app.replay_model import Replay

        self.app.push_screen(ReviewReplayScreen(Replay(self.record), self.names, self.marks[k].at, self.result))

    def step_blunder(self, forward: bool) -> None:
        table = self.query_one("#review-list", DataTable)
        rows = [k for k, m in enumerate(self.marks) if m.kind == "blunder"]
        here = table.cursor_row
        after = [k for k in rows if (k > here if forward else k < here)]
        if after:
            table.move_cursor(row=after[0] if forward else after[-1])

    def action_next_blunder(self) -> None:
        self.step_blunder(True)

    def action_previous_blunder(self) -> None:
        self.step_blunder(False)

    def action_close(self) -> None:
        if len(self.app.screen_stack) > 1:
            self.app.pop_screen()
        else:
            self.app.exit(0)


__all__ = ["BLUNDER_MARK", "Mark", "ReviewScreen", "mark_line", "marks_of", "resample"]
