"""The review of a finished game on screen: each player's win chance along the game
(Textual's own Sparkline), the blunders marked under it, the marks listed (blunders,
missed and unfounded calls); a mark highlighted says what was played, what was better and
what it cost; enter (or a click) opens that position in the replay with the better move
and why; n and p step from blunder to blunder.

The review (``crapette.review``) is computed in a worker thread, a progress bar showing
how far it got: it counts rollouts, not time, so the screen shows the same review as
``crapette review`` with the same seed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, ProgressBar, Sparkline, Static

from crapette.app.screens.review_replay import Notes, ReviewReplayScreen
from crapette.app.view import Names, who
from crapette.app.widgets.footer import TranslatedFooter
from crapette.engine import Record, parse_action
from crapette.words.describe import describe_action
from crapette.i18n import N_, _, colon, percent
from crapette.review.report import decision_line, share_text
from crapette.review.reviewer import MISSED, WRONG, Decision, Review, review
from crapette.review.rollout import DEFAULT_ROLLOUTS

#: the mark under a column of the chart that holds a blunder
BLUNDER_MARK = "▲"


@dataclass(frozen=True)
class Mark:
    """A line of the list: a blunder, or a call missed or unfounded."""

    number: int  # the action
    seat: int
    kind: str  # "blunder", MISSED or WRONG
    decision: Decision | None = None
    rule: str | None = None
    offender: int = -1


def marks_of(result: Review) -> list[Mark]:
    """The blunders and the calls missed or unfounded, in the order of the game."""
    marks = [Mark(d.number, d.seat, "blunder", d, d.rule) for d in result.decisions if d.blunder]
    marks += [Mark(c.number, c.seat, c.kind, None, c.rule, c.offender) for c in result.calls if c.kind in (MISSED, WRONG)]
    return sorted(marks, key=lambda m: (m.number, m.kind))


def resample(result: Review, seat: int, width: int) -> list[float]:
    """The seat's win chance at ``width`` evenly spaced points of the game (each the last
    estimate made at or before it), for a chart one column a point."""
    points = result.curve
    total = max(1, result.actions)
    values: list[float] = []
    k = 0
    for column in range(width):
        at = column * total / max(1, width - 1)
        while k + 1 < len(points) and points[k + 1].number <= at:
            k += 1
        values.append(points[k].win[seat] if points else 0.5)
    return values


def mark_line(result: Review, width: int) -> str:
    """A line as wide as the chart: a mark under each column where a blunder was made."""
    total = max(1, result.actions)
    cells = [" "] * width
    for d in result.blunders():
        column = min(width - 1, round((d.number - 1) * (width - 1) / total))
        cells[column] = BLUNDER_MARK
    return "".join(cells)


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
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "open", N_("open")),
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
        with Vertical(id="review-chart"):
            for seat in self.seats:
                yield Static("", classes="review-label", id=f"review-label-{seat}", markup=False)
                yield Sparkline([], id=f"review-curve-{seat}")
                yield Static("", classes="review-marks-line", id=f"review-marks-{seat}", markup=False)
        table: DataTable[str] = DataTable(id="review-list", cursor_type="row", zebra_stripes=True)
        yield table
        yield Static("", id="review-detail", markup=False)
        yield TranslatedFooter()

    def on_mount(self) -> None:
        table = self.query_one("#review-list", DataTable)
        table.add_columns(_("Action"), _("Player"), _("Mark"), _("Played"), _("Better"), _("Win chance lost"))
        self.compute()

    @work(thread=True, exclusive=True)
    def compute(self) -> None:
        """The review, in a worker thread: the screen stays live and shows the progress."""
        def progress(done: int, total: int) -> None:
            self.app.call_from_thread(self.query_one("#review-progress", ProgressBar).update, progress=done,
                                      total=max(1, total))

        result = review(self.record, self.seed, self.rollouts, 1, progress)
        self.app.call_from_thread(self.show, result)

    # --- drawing ------------------------------------------------------------------------------

    def show(self, result: Review) -> None:
        self.result = result
        self.marks = marks_of(result)
        self.query_one("#review-progress", ProgressBar).display = False
        accuracy = " · ".join(f"{who(self.names, s.seat)} {percent(float(format(s.accuracy, '.1f')))}"
                              for s in result.summaries)
        self.query_one("#review-title", Static).update(
            _("Review of the game · accuracy: {accuracy}").format(accuracy=accuracy))
        self.draw_chart()
        table = self.query_one("#review-list", DataTable)
        table.clear()
        for k, mark in enumerate(self.marks):
            d = mark.decision
            table.add_row(str(mark.number), who(self.names, mark.seat), self.kind_words(mark),
                          d.played if d else "", d.best if d else "", share_text(d.loss_win) if d else "", key=str(k))
        if not self.marks:
            self.query_one("#review-detail", Static).update(_("No blunder and no call missed: well played."))
        else:
            table.focus()
            self.describe(0)

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
                    player=who(self.names, seat), low=share_text(low), high=share_text(high)))
            self.query_one(f"#review-curve-{seat}", Sparkline).data = values
            self.query_one(f"#review-marks-{seat}", Static).update(mark_line(result, width))

    def kind_words(self, mark: Mark) -> str:
        if mark.kind == MISSED:
            return _("missed call")
        if mark.kind == WRONG:
            return _("unfounded call")
        return _("blunder") + (f" ({mark.rule})" if mark.rule else "")

    def detail(self, mark: Mark) -> str:
        """What the mark was and what was better, in a sentence or two."""
        result = self.result
        assert result is not None
        if mark.decision is not None:
            d = mark.decision
            text = decision_line(result, d)
            game = self.record.replay(d.number - 1)
            better = describe_action(game.position, parse_action(d.best), self.names, ahead=True)
            return text + ".\n" + _("Better{colon}{action}, {words}.").format(colon=colon(), action=d.best, words=better)
        if mark.kind == MISSED:
            return _("Action {number}: {offender} broke {rule}; {player} could have called Stop! and did not.").format(
                number=mark.number, offender=who(self.names, mark.offender), rule=mark.rule or "",
                player=who(self.names, mark.seat))
        return _("Action {number}: {player} called Stop! on a move that broke no rule.").format(
            number=mark.number, player=who(self.names, mark.seat))

    def describe(self, k: int) -> None:
        if 0 <= k < len(self.marks):
            self.query_one("#review-detail", Static).update(self.detail(self.marks[k]))

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
        """The replay at the mark: before a blunder (the better move and why on top of the
        panel), after the action a call was missed on, at an unfounded call."""
        if not 0 <= k < len(self.marks):
            return
        from crapette.app.replay_model import Replay

        mark = self.marks[k]
        notes: Notes = {}
        if mark.decision is not None:
            at = mark.number - 1
            notes[at] = [("violation" if mark.rule else "action", self.detail(mark).split("\n")[0]),
                         ("allowed", self.why(mark.decision))]
        else:
            at = mark.number
            notes[at] = [("after", self.detail(mark))]
        self.app.push_screen(ReviewReplayScreen(Replay(self.record), self.names, at, notes))

    def why(self, d: Decision) -> str:
        """The better move and why: the strongest level's plan for the turn when it is the
        same move (``best_move``), else what the rollouts found."""
        from crapette.app.best_move import best_move, best_words

        game = self.record.replay(d.number - 1)
        best = best_move(game)
        if best is not None and str(best.action) == d.best:
            return best_words(best, game, self.names)
        better = describe_action(game.position, parse_action(d.best), self.names, ahead=True)
        return _("Better{colon}{action}, {words}: the rollouts give it {win} more win chance.").format(
            colon=colon(), action=d.best, words=better, win=share_text(d.loss_win))

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


__all__ = ["Mark", "ReviewScreen", "mark_line", "marks_of", "resample"]
