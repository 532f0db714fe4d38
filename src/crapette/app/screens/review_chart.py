"""The review's picture and words, shared by the review screen and the replay: each
player's win chance along the game in Textual's own Sparkline, the blunders marked under
it (and, on the replay, where the replay stands), the marks (blunders, calls missed or
unfounded) and what the review says at each (the better move and why).

Reviews made this run are kept (``reviewed``/``keep``): the replay's chart and the review
screen of the same record and seed show one review, computed once."""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widgets import ProgressBar, Sparkline, Static

from crapette.app.view import Names, short_name, spoken_names, who
from crapette.engine import Record, parse_action
from crapette.i18n import N_, _, colon
from crapette.review.report import decision_line, share_text
from crapette.review.reviewer import MISSED, WRONG, Decision, Review
from crapette.words.describe import describe_action

#: the mark under a column of the chart that holds a blunder
BLUNDER_MARK = "▲"
#: the mark under the column of the position the replay shows
HERE_MARK = "┃"
#: reviews kept this run, the last used last
KEPT = 4
#: the names' column of the replay's chart, at most
NAME_WIDTH = 16
_kept: OrderedDict[tuple[str, int, int], Review] = OrderedDict()


def _key(record: Record, seed: int, rollouts: int) -> tuple[str, int, int]:
    return record.dumps(), seed, rollouts


def reviewed(record: Record, seed: int, rollouts: int) -> Review | None:
    """The review of this record with this seed and depth, if one was made this run."""
    key = _key(record, seed, rollouts)
    found = _kept.get(key)
    if found is not None:
        _kept.move_to_end(key)
    return found


def keep(record: Record, seed: int, rollouts: int, result: Review) -> None:
    """Keep a review made (the oldest is forgotten past ``KEPT``)."""
    _kept[_key(record, seed, rollouts)] = result
    _kept.move_to_end(_key(record, seed, rollouts))
    while len(_kept) > KEPT:
        _kept.popitem(last=False)


CHART_HELP = N_("""
[b]The chart[/b] ([b]c[/b]): each player's win chance along the game, as the review
estimates it (made when first shown, a progress bar meanwhile), a ▲ under each
blunder and ┃ where the replay stands; [b]n[/b] and [b]p[/b] go to the next and the
previous blunder, where the panel says what was better and why; a click on the
marks' line goes there too.
""")


@dataclass(frozen=True)
class Mark:
    """A line of the list: a blunder, or a call missed or unfounded."""

    number: int  # the action
    seat: int
    kind: str  # "blunder", MISSED or WRONG
    decision: Decision | None = None
    rule: str | None = None
    offender: int = -1

    @property
    def at(self) -> int:
        """Where the replay shows it: before a blunder (the choice), after the action a call
        was missed on, at an unfounded call."""
        return self.number - 1 if self.decision is not None else self.number


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


def column_of(result: Review, at: int, width: int) -> int:
    """The chart's column of the position after ``at`` actions."""
    return min(width - 1, max(0, round(at * (width - 1) / max(1, result.actions))))


def mark_line(result: Review, width: int, here: int | None = None) -> str:
    """A line as wide as the chart: a mark under each column where a blunder was made, and
    (``here``: the replay's position) where the replay stands."""
    cells = [" "] * width
    for d in result.blunders():
        cells[column_of(result, d.number - 1, width)] = BLUNDER_MARK
    if here is not None and cells[column_of(result, here, width)] == " ":
        cells[column_of(result, here, width)] = HERE_MARK  # on a blunder's mark, the mark stays (shown reversed)
    return "".join(cells)


def marks_text(result: Review, width: int, here: int) -> Text:
    """The replay's marks line: the blunders, and where the replay stands (a blunder's mark
    there reversed)."""
    text = Text(mark_line(result, width, here))
    column = column_of(result, here, width)
    text.stylize("reverse", column, column + 1)
    return text


def cut(text: str, width: int) -> str:
    """``text`` in ``width`` cells at most (… where cut)."""
    return text if len(text) <= width else text[: max(0, width - 1)] + "…"


def kind_words(mark: Mark) -> str:
    if mark.kind == MISSED:
        return _("missed call")
    if mark.kind == WRONG:
        return _("unfounded call")
    return _("blunder") + (f" ({mark.rule})" if mark.rule else "")


def detail(result: Review, record: Record, names: Names, mark: Mark) -> str:
    """What the mark was and what was better, in a sentence or two."""
    if mark.decision is not None:
        d = mark.decision
        text = decision_line(result, d)
        game = record.replay(d.number - 1)
        better = describe_action(game.position, parse_action(d.best), spoken_names(names), ahead=True)
        return text + ".\n" + _("Better{colon}{action}, {words}.").format(colon=colon(), action=d.best, words=better)
    if mark.kind == MISSED:
        return _("Action {number}: {offender} broke {rule}; {player} could have called Stop! and did not.").format(
            number=mark.number, offender=who(names, mark.offender), rule=mark.rule or "",
            player=who(names, mark.seat))
    return _("Action {number}: {player} called Stop! on a move that broke no rule.").format(
        number=mark.number, player=who(names, mark.seat))


def why(record: Record, names: Names, d: Decision) -> str:
    """The better move and why: the strongest level's plan for the turn when it is the
    same move (``best_move``), else what the rollouts found."""
    from crapette.app.best_move import best_move, best_words

    game = record.replay(d.number - 1)
    best = best_move(game)
    if best is not None and str(best.action) == d.best:
        return best_words(best, game, names)
    better = describe_action(game.position, parse_action(d.best), spoken_names(names), ahead=True)
    return _("Better{colon}{action}, {words}: the rollouts give it {win} more win chance.").format(
        colon=colon(), action=d.best, words=better, win=share_text(d.loss_win))


def notes(result: Review, record: Record, names: Names, mark: Mark) -> list[tuple[str, str]]:
    """What the Why panel says on top at a mark (its kind of line, its text)."""
    if mark.decision is not None:
        return [("violation" if mark.rule else "action", detail(result, record, names, mark).split("\n")[0]),
                ("allowed", why(record, names, mark.decision))]
    return [("after", detail(result, record, names, mark))]


class ReviewChart(Vertical):
    """The replay's chart: a line per player (the name, then the win chance along the game),
    then the blunders' marks and where the replay stands; while the review is made, a
    progress bar. A click on the marks' line posts ``Chosen`` with the position there."""

    DEFAULT_CSS = """
    ReviewChart { height: auto; padding: 0 1; dock: bottom; margin-bottom: 1; }  /* under board and panel, above the footer (docked there too) */
    ReviewChart Horizontal { height: 1; }
    ReviewChart .chart-name { width: 8; color: $text-muted; }
    ReviewChart Sparkline { height: 1; width: 1fr; }
    ReviewChart .chart-marks { height: 1; width: 1fr; color: $text-error; }
    ReviewChart ProgressBar { height: 1; }
    """

    class Chosen(Message):
        """The player clicked the chart's marks line: the replay goes to ``at``."""

        def __init__(self, at: int) -> None:
            super().__init__()
            self.at = at

    def __init__(self, seats: tuple[int, ...], names: Names, id: str | None = None) -> None:
        super().__init__(id=id)
        self.seats = seats
        self.names = names
        self.result: Review | None = None
        self.here = 0
        self.drawn = 10  # the chart's columns, as last drawn

    def compose(self) -> ComposeResult:
        yield Static("", id="chart-working", markup=False)
        yield ProgressBar(total=1, show_eta=False, id="chart-progress")
        for seat in self.seats:
            with Horizontal(classes="chart-row"):
                yield Static("", classes="chart-name", id=f"chart-name-{seat}", markup=False)
                yield Sparkline([], id=f"chart-curve-{seat}")
        with Horizontal(classes="chart-row"):
            yield Static("", classes="chart-name", id="chart-legend", markup=False)
            yield Static("", classes="chart-marks", id="chart-marks", markup=False)

    def on_mount(self) -> None:
        self.draw()

    def progress(self, done: int, total: int) -> None:
        self.query_one(ProgressBar).update(progress=done, total=max(1, total))

    def show(self, result: Review, here: int) -> None:
        self.result = result
        self.here = here
        self.draw()

    def move(self, here: int) -> None:
        """The replay moved: the position's mark follows."""
        self.here = here
        if self.result is not None:
            self.query_one("#chart-marks", Static).update(marks_text(self.result, self.drawn, here))

    def on_resize(self) -> None:
        self.draw()

    def draw(self) -> None:
        """Say everything again: the review came, the width or the language changed."""
        working = self.result is None
        self.query_one("#chart-working", Static).display = working
        self.query_one(ProgressBar).display = working
        for row in self.query(".chart-row"):
            row.display = not working
        if working:
            self.query_one("#chart-working", Static).update(_("Reviewing the game for the chart…"))
            return
        result = self.result
        assert result is not None
        said = {seat: short_name(self.names[seat], seat) for seat in self.seats}
        legend = f"{BLUNDER_MARK} {_('blunder')}"
        column = min(NAME_WIDTH, 1 + max(len(text) for text in [*said.values(), legend]))
        for name in self.query(".chart-name"):
            name.styles.width = column
        for seat in self.seats:
            self.query_one(f"#chart-name-{seat}", Static).update(cut(said[seat], column - 1))
        self.query_one("#chart-legend", Static).update(cut(legend, column - 1))
        width = self.drawn = max(10, self.size.width - 2 - column)  # the padding, the names
        for seat in self.seats:
            self.query_one(f"#chart-curve-{seat}", Sparkline).data = resample(result, seat, width)
        self.query_one("#chart-marks", Static).update(marks_text(result, width, self.here))

    def on_click(self, event: events.Click) -> None:
        marks = self.query_one("#chart-marks", Static)
        if self.result is None or event.widget is not marks:
            return
        width = self.drawn
        x = event.get_content_offset(marks)
        if x is None:
            return
        column = x.x
        # the nearest blunder's mark within two columns, else the position under the click
        near = [d for d in self.result.blunders() if abs(column_of(self.result, d.number - 1, width) - column) <= 2]
        at = near[0].number - 1 if near else round(column * max(1, self.result.actions) / max(1, width - 1))
        self.post_message(self.Chosen(at))


__all__ = ["BLUNDER_MARK", "CHART_HELP", "HERE_MARK", "Mark", "ReviewChart", "column_of", "detail", "keep", "kind_words", "mark_line",
           "marks_of", "marks_text", "notes", "resample", "reviewed", "why"]
