"""`crapette replay FILE`: step through a game record on the board, every action explained.

``Replay`` reads a record once, judging every action where it stood (``explain_step``
before the action is pushed, the verdict ``push`` returns for a call), and finds where
the turns begin. The ``ReplayScreen`` moves one engine ``Game`` back and forth with
``push``/``pop`` (exact restore) and shows its position with the explanation beside it.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from typing import ClassVar

from textual import events
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Button, Static

from crapette.app.app import DARK, LIGHT
from crapette.app.board import (
    COMPACT_TABLE,
    MIN_HEIGHT,
    MIN_WIDTH,
    TALL_HEIGHT,
    Board,
    BoardView,
    Span,
    place_board,
)
from crapette.app.screens import GameFooter, HelpScreen, RulesScreen, who
from crapette.engine import (
    MOVE,
    TURN,
    Action,
    CrapetteError,
    IllegalActionError,
    Record,
    RecordError,
    Verdict,
    parse_action,
)
from crapette.engine.describe import describe_action
from crapette.engine.explain import StepExplanation, explain_step
from crapette.engine.outcome import AGREEMENT
from crapette.engine.variants import StartRule, highest_reserve_starts, lowest_reserve_starts, tableau_starts

SEATS = ("South", "North")
PANEL_WIDTH = 40
WIDE = MIN_WIDTH + PANEL_WIDTH  # from this width the explanation sits beside the board
#: Sentences the panel can show: action, rule, judgement (2), notes, allowed, aftermath, end.
PANEL_LINES = 12


@dataclass(frozen=True)
class Step:
    """One action of the record, judged where it stood (before it was played)."""

    number: int  # 1 for the first action
    action: Action
    player: int  # who made it: the mover, or the caller of a Stop!/Crapette!
    words: str  # the action in plain words; for a call, its verdict in one line
    explanation: StepExplanation
    verdict: Verdict | None  # the adjudication of a call

    @property
    def highlight(self) -> frozenset[int]:
        """The pile the card went to (for a founded Stop!, the move played instead)."""
        action = self.verdict.played_instead if self.verdict is not None else self.action
        if action is None:
            return frozenset()
        if action.kind == MOVE:
            return frozenset({action.dst})
        if action.kind == TURN:
            return frozenset({2 + self.player})
        return frozenset()


class Replay:
    """A record read and judged once, and one game moved along it.

    Raises ``RecordError`` naming the action's number and text when an action is not
    allowed where it stands, like ``Record.replay``."""

    def __init__(self, record: Record, source: str = "") -> None:
        self.record = record
        self.source = source  # the file name, for the status line
        game = record.initial_game()
        self.game = game
        self.start_player = game.to_move
        steps: list[Step] = []
        fresh = [game.position.turn_start]  # after k actions: a turn begins
        for number, text in enumerate(record.actions, 1):
            action = parse_action(text)
            before = game.position.copy()
            try:
                reason = game.illegal_reason(action)
                if reason is not None:  # worded as Game.push words it
                    raise IllegalActionError(f"{action}: {reason}")
                explanation = explain_step(game, action)  # judged before it is played
                verdict = game.push(action)
            except CrapetteError as exc:
                raise RecordError(f"action {number} {text!r} is not allowed here: {exc}") from None
            player = verdict.caller if verdict is not None else before.to_move
            words = describe_action(before, action, verdict=verdict)
            steps.append(Step(number, action, player, words, explanation, verdict))
            fresh.append(game.position.turn_start)
        self.steps = steps
        self.outcome = game.outcome
        n = len(steps)
        # a turn begins where the position says so, once any call on the last action is settled
        self.turn_starts = [0] + [k for k in range(1, n + 1)
                                  if fresh[k] and (k == n or not steps[k].action.is_call)]
        while game.ply:
            game.pop()

    # --- where we are -----------------------------------------------------------------

    @property
    def length(self) -> int:
        return len(self.steps)

    @property
    def at(self) -> int:
        """Actions played so far (0: the start position)."""
        return self.game.ply

    def turn(self, k: int | None = None) -> int:
        """The turn number (1 for the first) at ``k`` actions."""
        return bisect_right(self.turn_starts, self.at if k is None else k)

    def last_step(self) -> Step | None:
        return self.steps[self.at - 1] if self.at else None

    def next_step(self) -> Step | None:
        return self.steps[self.at] if self.at < self.length else None

    # --- moving -----------------------------------------------------------------------------

    def goto(self, k: int) -> None:
        """Show the position after ``k`` actions: back with ``pop``, forward with ``push``."""
        k = max(0, min(k, self.length))
        game = self.game
        while game.ply > k:
            game.pop()
        while game.ply < k:
            game.push(self.steps[game.ply].action)

    def next_turn_start(self) -> int:
        """Where the next turn begins (the end when this is the last turn)."""
        later = [t for t in self.turn_starts if t > self.at]
        return later[0] if later else self.length

    def previous_turn_start(self) -> int:
        """Where this turn began, or the turn before when already at its beginning."""
        earlier = [t for t in self.turn_starts if t < self.at]
        return earlier[-1] if earlier else 0

    # --- words ------------------------------------------------------------------------------

    def end_words(self) -> str:
        """How the record ends."""
        if self.outcome is not None:
            return f"Game over. {self.outcome.breakdown()}."
        result = self.record.result or {}
        if result.get("outcome") == "stalemate" and result.get("reason") == AGREEMENT:
            return "The players agreed to end the game as a stalemate here."
        return "The record ends here: the game was not finished."

    def start_words(self) -> str:
        """Where the game comes from and who moves first."""
        record = self.record
        if record.start is None:
            why = _START_WORDS.get(self.game.rules.start_rule)
            return f"Dealt from seed {record.seed}. {SEATS[self.start_player]} moves first" + (
                f" ({why})." if why else ".")
        if isinstance(record.extra.get("deal_seed"), int):
            where = f"A set position (dealt from seed {record.extra['deal_seed']})."
        else:
            where = "The record starts from a set position."
        return f"{where} {SEATS[self.start_player]} moves first."

    def explanation(self) -> list[tuple[str, str]]:
        """What the panel says about the position shown, as (kind, sentence) pairs: the
        kinds of ``StepExplanation.parts`` plus ``start``, ``founded``, ``unfounded``,
        ``after`` (what came of a violation) and ``end``."""
        step = self.last_step()
        if step is None:
            out = [("action", "The start of the game."), ("start", self.start_words())]
            nxt = self.next_step()
            if nxt is not None:
                out.append(("note", f"→ plays action 1 ({nxt.action}); shift+→ a whole turn; ? lists the keys."))
            else:
                out.append(("note", "The record holds no action."))
            return out
        verdict = step.verdict
        if verdict is None:
            head = _sentence(step.words)
        else:  # the one-line verdict is the last line's business: say who called on what
            head = f"{SEATS[verdict.caller]} calls {verdict.call} on {SEATS[verdict.offender]}'s {verdict.judged}"
        out = [("action", f"{step.number}. {step.action} — {head}")]
        for kind, text in step.explanation.parts():
            if kind == "action" or (verdict is not None and kind in ("call", "note")):
                continue
            out.append((kind, text))
        if verdict is not None:
            out.append(("founded" if verdict.founded else "unfounded", f"Verdict: {verdict.describe()}"))
        elif step.explanation.violation is not None and self.record.mode == "stop":
            nxt = self.next_step()
            call = "Crapette!" if self.game.rules.crapette_call else "Stop!"
            if nxt is not None and nxt.action.is_call:
                out.append(("after", f"{SEATS[nxt.player]} calls {call} on it next (action {nxt.number})."))
            elif nxt is not None:
                out.append(("after", f"Nobody called {call}, so it stands."))
        if self.at == self.length:
            out.append(("end", self.end_words()))
        return out


#: Why the player who moves first in a dealt game does (the variants' start rules).
_START_WORDS: dict[StartRule, str] = {
    lowest_reserve_starts: "the lower reserve card starts",
    highest_reserve_starts: "the higher reserve card starts, ace high",
    tableau_starts: "the lower house cards decide",
}


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def _key(text: str) -> Span:
    return Span(text.replace(" ", "\u00a0"), ("key",))


class WhyPanel(VerticalScroll, can_focus=False):
    """The explanation of the last action, one styled line per kind of sentence. The lines
    are made once and updated: stepping re-renders text, not widgets."""

    def compose(self) -> ComposeResult:
        for i in range(PANEL_LINES):
            yield Static("", classes="why", id=f"why-{i}", markup=False)

    def show(self, parts: list[tuple[str, str]]) -> None:
        lines = list(self.query(".why").results(Static))
        for line, part in zip(lines, parts + [("", "")] * (len(lines) - len(parts))):
            kind, text = part
            line.update(text)
            line.set_classes(f"why -{kind}" if kind else "why")
            line.display = bool(text)
        self.scroll_home(animate=False)


class ReplayHelpScreen(HelpScreen):
    """The replay's keys."""

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help"):
            yield Static(REPLAY_HELP, id="help-text")
            yield Button(Content("Close [esc]"), id="close", variant="primary")


class ReplayScreen(Screen[None]):
    """A record on the board: step through it, read why each action was allowed."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "back", "back", key_display="←"),
        Binding("right", "forward", "step", key_display="→"),
        Binding("shift+left", "previous_turn", "turn back", key_display="⇧←"),
        Binding("shift+right", "next_turn", "next turn", key_display="⇧→"),
        Binding("home", "start", "first"),
        Binding("end", "end", "last"),
        Binding("question_mark", "help", "help", key_display="?"),
        Binding("q", "quit", "quit"),
        Binding("f1,R", "rules", "rules", show=False),
    ]

    def __init__(self, replay: Replay, names: tuple[str, str]) -> None:
        super().__init__()
        self.replay = replay
        self.names = names

    def compose(self) -> ComposeResult:
        yield Board(id="board")
        yield WhyPanel(id="why")
        yield GameFooter(compact=True)

    def on_mount(self) -> None:
        self.query_one(WhyPanel).border_title = "Why"
        self._layout(self.app.size.width, self.app.size.height)
        self._update()

    def on_resize(self, event: events.Resize) -> None:
        self._layout(event.size.width, event.size.height)

    def _layout(self, width: int, height: int) -> None:
        """The explanation beside the board when wide, under it when narrow."""
        board = self.query_one(Board)
        room = place_board(self, board, width, height, WIDE)
        if room is not None:
            # the tall table when the panel keeps 8 lines; else the compact one with two text lines
            board.styles.height = TALL_HEIGHT if room - TALL_HEIGHT >= 8 else COMPACT_TABLE + 2
        self.query_one(WhyPanel).display = not (width < MIN_WIDTH or height < MIN_HEIGHT)

    # --- keys ---------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        at, n = self.replay.at, self.replay.length
        if action in ("back", "previous_turn", "start"):
            return at > 0 or None
        if action in ("forward", "next_turn", "end"):
            return at < n or None
        return True

    def _go(self, k: int) -> None:
        self.replay.goto(k)
        self._update()

    def action_forward(self) -> None:
        self._go(self.replay.at + 1)

    def action_back(self) -> None:
        self._go(self.replay.at - 1)

    def action_next_turn(self) -> None:
        self._go(self.replay.next_turn_start())

    def action_previous_turn(self) -> None:
        self._go(self.replay.previous_turn_start())

    def action_start(self) -> None:
        self._go(0)

    def action_end(self) -> None:
        self._go(self.replay.length)

    def action_help(self) -> None:
        self.app.push_screen(ReplayHelpScreen())

    def action_rules(self) -> None:
        self.app.push_screen(RulesScreen())

    def action_quit(self) -> None:
        self.app.exit(0)

    # --- drawing ------------------------------------------------------------------------------

    def _update(self) -> None:
        self.query_one(Board).show(self._view())
        self.query_one(WhyPanel).show(self.replay.explanation())
        self.refresh_bindings()

    def status(self) -> str:
        """Action k of n, the turn, who is to move."""
        r = self.replay
        game = r.game
        where = "start" if r.at == 0 else f"action {r.at} of {r.length}"
        if game.outcome is not None:
            winner = game.outcome.winner
            mover = "game over: " + (f"{who(self.names, winner)} wins" if winner is not None else "stalemate")
        else:
            arrow = "▼" if game.to_move == 0 else "▲"
            mover = f"{arrow} {who(self.names, game.to_move)} to play"
        return f"Replay · {where} · turn {r.turn()} · {mover}"

    def info(self) -> str:
        """The variants, the mode, the players, where the game came from."""
        r = self.replay
        record = r.record
        parts = [f"{record.mode} mode", ", ".join(r.game.rules.names) or "standard",
                 f"{self.names[0]} v {self.names[1]}",
                 f"seed {record.seed}" if record.seed is not None else "set position",
                 f"{r.length} action" + ("" if r.length == 1 else "s")]
        if r.source:
            parts.append(r.source)
        return " · ".join(parts)

    def _view(self) -> BoardView:
        r = self.replay
        step = r.last_step()
        last: list[Span] = []
        if step is None:
            last = [Span("Start position. ", ("bold",)), Span(r.start_words())]
        else:
            last = [Span("Last: ", ("muted",)), _key(f"{step.number}. {step.action}")]
            verdict = step.verdict
            v = step.explanation.violation
            if verdict is not None:
                last.append(Span(f"\u00a0 {SEATS[verdict.caller]} calls {verdict.call} on "
                                 f"{SEATS[verdict.offender]}'s {verdict.judged}: "))
                last.append(Span("founded" if verdict.founded else "unfounded", ("bold",)))
            else:
                last.append(Span("\u00a0 " + step.words))
            if v is not None:
                last.append(Span(f" ✗\u00a0breaks\u00a0{v.rule}", ("stop",)))
        nxt = r.next_step()
        if nxt is None:
            prompt = [Span(r.end_words(), ("bold",))]
        else:
            prompt = [Span("Next: ", ("muted",)), _key(f"{nxt.number}. {nxt.action}")]
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


class ReplayApp(App[int]):
    """The replay of one record (its own small app: it shares the game's stylesheet)."""

    CSS_PATH = ["crapette.tcss", "replay.tcss"]
    TITLE = "Crapette replay"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", "quit", priority=True),
        Binding("ctrl+t", "toggle_theme", "theme", show=False),
    ]

    def __init__(self, replay: Replay, theme: str = DARK) -> None:
        super().__init__()
        self.replay = replay
        self.theme = theme

    def get_default_screen(self) -> Screen[None]:
        players = self.replay.record.players
        return ReplayScreen(self.replay, (players.get("south", "South"), players.get("north", "North")))

    def action_toggle_theme(self) -> None:
        self.theme = LIGHT if self.theme == DARK else DARK


def make_replay_app(record: Record, source: str = "", theme: str = DARK) -> ReplayApp:
    """The replay app for a record; raises RecordError (before any screen) for a record
    whose actions cannot be replayed."""
    return ReplayApp(Replay(record, source), theme)


REPLAY_HELP = """\
[b]Crapette replay — keys[/b]

[b]→[/b]  the next action            [b]←[/b]  back one action
[b]shift+→[/b]  to the start of the next turn
[b]shift+←[/b]  to the start of this turn (again: the turn before)
[b]home[/b]  the start position     [b]end[/b]  the end of the record

[b]?[/b]  this help      [b]F1[/b] or [b]R[/b]  the rules      [b]ctrl+t[/b]  dark/light theme
[b]q[/b]  quit

[b]The panel "Why"[/b] explains the last action played: the card and where it went,
the building rule that allowed it, whether a priority rule forced it (P1–P3, or the
variants' S1–S4, M1, C1–C3) or it was a free choice, and the other actions allowed at
that moment. A priority violation is marked with the mandatory action it skipped;
a Stop! or Crapette! call shows its verdict: founded or not, and what was taken back.
The pile the last card went to is shown in green on the board.
"""


__all__ = ["Replay", "ReplayApp", "ReplayScreen", "Step", "WhyPanel", "make_replay_app"]
