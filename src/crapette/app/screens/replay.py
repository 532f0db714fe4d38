"""The replay screen: a record on the board, stepped through, each action explained in
the "Why" panel; c shows the review's chart (each player's win chance along the game, the
blunders marked, made on demand with its progress shown), n and p step to the blunders
with the better move and why on top of the panel."""

from __future__ import annotations

from typing import ClassVar

from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen

from crapette.app.dialogs.help import HelpScreen, replay_help
from crapette.app.dialogs.rules import RulesScreen
from crapette.app.replay_model import Replay
from crapette.app.variant_words import variants_said
from crapette.app.view import BoardView, Span, action_key, key, name_of, who, Names
from crapette.words.describe import verdict_head, words_of
from crapette.app.widgets.board import COMPACT_TABLE, MIN_HEIGHT, MIN_WIDTH, Board, place_board, tall_height
from crapette.app.widgets.footer import GameFooter
from crapette.app.widgets.why_panel import PANEL_LINES, WhyPanel
from crapette.app.language import LanguageChanged
from crapette.app.screens.review_chart import CHART_HELP, Mark, ReviewChart, keep, marks_of, notes, reviewed
from crapette.i18n import N_, _, colon, language, ngettext
from crapette.review.reviewer import Review, review
from crapette.review.rollout import DEFAULT_ROLLOUTS

PANEL_WIDTH = 40
WIDE = MIN_WIDTH + PANEL_WIDTH  # from this width the explanation sits beside the board


class ReplayScreen(Screen[None]):
    """A record on the board: step through it, read why each action was allowed."""

    #: the keys the footer hides first when a language's words do not fit (the help lists them)
    FOOTER_GIVES_WAY: ClassVar[tuple[str, ...]] = ("start", "end", "previous_turn", "previous_blunder", "next_turn")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "back", N_("back"), key_display="←"),
        Binding("right", "forward", N_("step"), key_display="→"),
        Binding("shift+left", "previous_turn", N_("turn back"), key_display="⇧←"),
        Binding("shift+right", "next_turn", N_("next turn"), key_display="⇧→"),
        Binding("home", "start", N_("first")),
        Binding("end", "end", N_("last")),
        Binding("question_mark", "help", N_("help"), key_display="?"),
        Binding("c", "chart", N_("chart")),
        Binding("n", "next_blunder", N_("next blunder")),
        Binding("p", "previous_blunder", N_("previous blunder")),
        Binding("v", "review", N_("review")),
        Binding("q", "quit", N_("quit")),
        Binding("f1,R", "rules", N_("rules"), show=False),
    ]

    def __init__(self, replay: Replay, names: Names, result: Review | None = None, chart: bool = False) -> None:
        super().__init__()
        self.chart_shown = chart  # at first (c shows or hides it)
        self.replay = replay
        self.names = names
        #: the review shown on the chart (the one made this run, if any: ``review_chart.reviewed``)
        self.result = result if result is not None else reviewed(replay.record, 0, DEFAULT_ROLLOUTS)
        self.marks: dict[int, Mark] = {}  # the blunders and calls, by the position the replay shows them at
        self._notes: dict[tuple[str, int], list[tuple[str, str]]] = {}  # said at a mark, by language

    def compose(self) -> ComposeResult:
        yield Board(id="board")
        yield WhyPanel(id="why")
        seats = self.replay.game.position.table.seats
        yield ReviewChart(seats, self.names, id="chart")
        yield GameFooter(compact=True)

    def on_mount(self) -> None:
        self.query_one(ReviewChart).display = self.chart_shown and self.result is not None
        if self.result is not None:
            self.reviewed(self.result, shown=False)
        self.place(self.app.size.width, self.app.size.height)
        self.redraw()

    def on_language_changed(self, _event: LanguageChanged) -> None:
        self.replay.rejudge()  # the steps' words and explanations were said in the language of the reading
        self.query_one(ReviewChart).draw()
        self.redraw()

    def on_resize(self, event: events.Resize) -> None:
        self.place(event.size.width, event.size.height)

    def place(self, width: int, height: int) -> None:
        """The explanation beside the board when wide, under it when narrow."""
        board = self.query_one(Board)
        room = place_board(self, board, width, height, WIDE)
        chart = self.query_one(ReviewChart)
        if room is not None and chart.display:
            room -= len(self.replay.game.position.table.seats) + 1
        if room is not None:
            # the tall table when the panel keeps 8 lines; else the compact one with two text lines
            tall = tall_height(self.replay.game.position.table)
            board.styles.height = tall if room - tall >= 8 else COMPACT_TABLE + 2
        self.query_one(WhyPanel).display = not (width < MIN_WIDTH or height < MIN_HEIGHT)

    # --- keys ---------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        at, n = self.replay.at, self.replay.length
        if action in ("back", "previous_turn", "start"):
            return at > 0 or None
        if action in ("forward", "next_turn", "end"):
            return at < n or None
        if action in ("next_blunder", "previous_blunder"):
            if not self.query_one(ReviewChart).display or self.result is None:
                return False  # hidden until the chart is shown
            return self.blunder_from(action == "next_blunder") is not None or None
        return True

    def go(self, k: int) -> None:
        self.replay.goto(k)
        self.redraw()

    def action_forward(self) -> None:
        self.go(self.replay.at + 1)

    def action_back(self) -> None:
        self.go(self.replay.at - 1)

    def action_next_turn(self) -> None:
        self.go(self.replay.next_turn_start())

    def action_previous_turn(self) -> None:
        self.go(self.replay.previous_turn_start())

    def action_start(self) -> None:
        self.go(0)

    def action_end(self) -> None:
        self.go(self.replay.length)

    # --- the review's chart -------------------------------------------------------------------

    def action_chart(self) -> None:
        """c: the chart shown or hidden; the review made first when none was this run."""
        chart = self.query_one(ReviewChart)
        chart.display = not chart.display
        if chart.display and self.result is None:
            self.compute_review()
        self.place(self.app.size.width, self.app.size.height)
        self.redraw()

    @work(thread=True, exclusive=True, group="review")
    def compute_review(self) -> None:
        """The review in a worker thread, its progress on the chart (the same review as
        ``crapette review`` with seed 0: it counts rollouts, not time)."""
        chart = self.query_one(ReviewChart)
        record = self.replay.record

        def progress(done: int, total: int) -> None:
            self.app.call_from_thread(chart.progress, done, total)

        result = review(record, 0, DEFAULT_ROLLOUTS, 1, progress)
        keep(record, 0, DEFAULT_ROLLOUTS, result)
        self.app.call_from_thread(self.reviewed, result)

    def reviewed(self, result: Review, shown: bool = True) -> None:
        """The review came: the chart drawn, the marks known to the steps."""
        self.result = result
        self.marks = {}
        for mark in marks_of(result):
            self.marks.setdefault(mark.at, mark)
        self.query_one(ReviewChart).show(result, self.replay.at)
        if shown:
            self.redraw()

    def blunder_from(self, forward: bool) -> int | None:
        """The position of the next (or previous) blunder from where the replay stands."""
        here = self.replay.at
        ats = sorted(at for at, mark in self.marks.items() if mark.decision is not None)
        after = [at for at in ats if (at > here if forward else at < here)]
        if not after:
            return None
        return after[0] if forward else after[-1]

    def action_next_blunder(self) -> None:
        at = self.blunder_from(True)
        if at is not None:
            self.go(at)

    def action_previous_blunder(self) -> None:
        at = self.blunder_from(False)
        if at is not None:
            self.go(at)

    @on(ReviewChart.Chosen)
    def chosen(self, event: ReviewChart.Chosen) -> None:
        self.go(max(0, min(self.replay.length, event.at)))

    def review_notes(self) -> list[tuple[str, str]]:
        """What the review says at this position (a blunder: the better move and why), in the
        language spoken; worked out once."""
        mark = self.marks.get(self.replay.at)
        if mark is None or self.result is None:
            return []
        key = (language(), self.replay.at)
        if key not in self._notes:
            self._notes[key] = notes(self.result, self.replay.record, self.names, mark)
        return self._notes[key]

    def action_review(self) -> None:
        """v: the review of the game (``review_request``: the app opens it)."""
        from crapette.app.review_request import ReviewWanted

        self.post_message(ReviewWanted(self.replay.record, self.names))

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen(replay_help() + _(CHART_HELP)))

    def action_rules(self) -> None:
        self.app.push_screen(RulesScreen())

    def action_quit(self) -> None:
        self.app.exit(0)

    # --- drawing ------------------------------------------------------------------------------

    def redraw(self) -> None:
        self.query_one(WhyPanel).border_title = _("Why")
        self.query_one(Board).show(self.view())
        said = self.review_notes()
        self.query_one(WhyPanel).show((said + self.replay.explanation())[:PANEL_LINES])
        self.query_one(ReviewChart).move(self.replay.at)
        self.refresh_bindings()

    def status(self) -> str:
        """Action k of n, the turn, who is to move; shorter where the board is narrow (80
        columns cut „… ist an der Re…“: issue 27 item 10): the names without their seat
        (the arrow shows it), then without "Replay"."""
        r = self.replay
        game = r.game
        where = _("start") if r.at == 0 else _("action {number} of {count}").format(number=r.at, count=r.length)
        width = self.board_width()
        said = ""
        for name in (who, name_of):
            if game.outcome is not None:
                winner = game.outcome.winner
                mover = (_("game over: {player} wins").format(player=name(self.names, winner)) if winner is not None
                         else _("game over: stalemate"))
            else:
                arrow = {"south": "▼", "west": "◀", "north": "▲"}[game.position.table.seat_name(game.to_move)]
                mover = arrow + " " + _("{player} to play").format(player=name(self.names, game.to_move))
            for template in (_("Replay · {where} · turn {turn} · {mover}"), _("{where} · turn {turn} · {mover}")):
                said = template.format(where=where, turn=r.turn(), mover=mover)
                if len(said) <= width:
                    return said
        return said

    def board_width(self) -> int:
        """The columns the board's header lines have (its margins off); before the first
        layout, the screen's."""
        return (self.query_one(Board).size.width or self.app.size.width) - 2

    def info(self) -> str:
        """The variants, the mode, the players, where the game came from."""
        r = self.replay
        record = r.record
        parts = [{"stop": _("stop mode"), "strict": _("strict mode")}.get(record.mode, f"{record.mode} mode"),
                 variants_said(r.game.rules.names),
                 _(" v ").join(name_of(self.names, s) for s in r.game.position.table.seats),
                 _("seed {seed}").format(seed=record.seed) if record.seed is not None else _("set position"),
                 ngettext("{count} action", "{count} actions", r.length).format(count=r.length)]
        if r.source:
            parts.append(r.source)
        said = " · ".join(parts)
        if len(said) > self.board_width():  # 80 columns: the board names the players
            said = " · ".join(parts[:2] + parts[3:])
        return said

    def view(self) -> BoardView:
        r = self.replay
        step = r.last_step()
        last: list[Span] = []
        if step is None:
            # one short line under the board (it has two at most); the Why panel says the rest
            last = [Span(_("Start position.") + " ", ("bold",)),
                    Span(_("{player} moves first.").format(player=r.names[r.start_player]))]
        else:
            said = action_key(step.action, words_of(r.game.position))  # « 6. » then the words, not « 6. turn »
            last = [Span(_("Last: "), ("muted",)), key(f"{step.number}. {said[0].text}" if said else f"{step.number}.")]
            verdict = step.verdict
            v = step.explanation.violation
            if verdict is not None:
                last.append(Span(f"\u00a0 {verdict_head(verdict, r.names, words=words_of(r.game.position))}{colon()}"))
                last.append(Span(_("founded") if verdict.founded else _("unfounded"), ("bold",)))
            else:
                last.append(Span("\u00a0 " + step.words))
            if v is not None:
                last.append(Span(" ✗\u00a0" + _("breaks {rule}").format(rule=v.rule).replace(" ", "\u00a0"), ("stop",)))
        nxt = r.next_step()
        if nxt is None:
            prompt = [Span(r.end_words(short=True), ("bold",))]
        else:
            prompt = [Span(_("Next: "), ("muted",)), key(f"{nxt.number}. {nxt.action}")]
        return BoardView(
            position=r.game.position,
            names=self.names,
            banner=self.status(),
            info=self.info(),
            last=tuple(last),
            prompt=tuple(prompt),
            targets=step.highlight if step is not None else frozenset(),
            over=r.game.outcome is not None,
        )


__all__ = ["ReplayScreen"]
