"""A game record read and judged once, and one game moved back and forth along it.

``Replay`` judges every action where it stood (``explain_step`` before the action is
pushed, the verdict ``push`` returns for a call) and finds where the turns begin; it
moves one engine ``Game`` with ``push``/``pop`` (exact restore). No Textual here: the
``ReplayScreen`` (``screens/replay.py``) shows it.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

from crapette.app.view import name_of, sentence, spoken_names, who
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
from crapette.words.describe import call_word, describe_action, seat_word, verdict_head, words_of
from crapette.words.explain import StepExplanation, explain_step
from crapette.engine.outcome import AGREEMENT, RESIGNATION
from crapette.engine.table import SEAT_IDS, Pack
from crapette.engine.table_events import dealt_joker
from crapette.engine.why import Why
from crapette.words.events import dealt_joker_sentence
from crapette.words.starts import start_words
from crapette.words.verdicts import verdict_sentences
from crapette.i18n import _


@dataclass(frozen=True)
class Step:
    """One action of the record, judged where it stood (before it was played)."""

    number: int  # 1 for the first action
    action: Action
    player: int  # who made it: the mover, or the caller of a Stop!/Crapette!
    words: str  # the action in plain words; for a call, its verdict in one line
    explanation: StepExplanation
    verdict: Verdict | None  # the adjudication of a call
    hand_card: int = -1  # the mover's hand card pile, where a turn shows its card (any table)

    @property
    def highlight(self) -> frozenset[int]:
        """The pile the card went to (for a founded Stop!, the move played instead)."""
        action = self.verdict.played_instead if self.verdict is not None else self.action
        if action is None:
            return frozenset()
        if action.kind == MOVE:
            return frozenset({action.dst})
        if action.kind == TURN:
            return frozenset({self.hand_card})
        return frozenset()


class Replay:
    """A record read and judged once, and one game moved along it.

    Raises ``RecordError`` naming the action's number and text when an action is not
    allowed where it stands, like ``Record.replay``."""

    def __init__(self, record: Record, source: str = "") -> None:
        self.record = record
        self.source = source  # the file name, for the status line
        self.game = record.initial_game()
        self.start_player = self.game.to_move
        table = self.game.position.table
        players = record.players
        #: the players' names by seat number as the record keeps them (a seat's own name,
        #: "South", where it has none); ``names`` says them in the language spoken
        self.player_names = tuple(players.get(table.seat_name(s), table.seat_name(s).capitalize())
                                  for s in range(max(table.seats) + 1))
        self.names = spoken_names(self.player_names)
        self.steps: list[Step] = []
        self.turn_starts: list[int] = []
        self._judge()

    def rejudge(self) -> None:
        """Every step judged anew, its words in the language spoken now (ctrl+l: the
        words, the Why panel's sentences and the verdicts were said when the record was
        read); the position shown stays."""
        at = self.at
        self.goto(0)
        self._judge()
        self.goto(at)

    def _judge(self) -> None:
        """Judge every action where it stands, from the start position (shown again after)."""
        record, game = self.record, self.game
        self.names = spoken_names(self.player_names)  # « Sud » for South, in the language spoken now
        steps: list[Step] = []
        fresh = [game.position.turn_start]  # after k actions: a turn begins
        for number, text in enumerate(record.actions, 1):
            action = parse_action(text)
            before = game.position.copy()
            try:
                reason = game.illegal_reason(action)
                if reason is not None:  # worded as Game.push words it
                    raise IllegalActionError(Why("refused", action=action, why=reason))
                explanation = explain_step(game, action)  # judged before it is played
                verdict = game.push(action)
            except CrapetteError as exc:
                raise RecordError(_("action {number} {text} is not allowed here: {error}").format(
                    number=number, text=repr(text), error=exc)) from None
            player = verdict.caller if verdict is not None else before.to_move
            words = describe_action(before, action, self.names, verdict=verdict)
            steps.append(Step(number, action, player, words, explanation, verdict,
                              before.table.hand_card(before.to_move)))
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

    def end_words(self, short: bool = False) -> str:
        """How the record ends; ``short``: in one line under the board (80×24 cut the score's
        breakdown, which the Why panel says whole: issue 27 item 10)."""
        outcome = self.outcome
        if short and outcome is not None and outcome.winner is not None:
            return _("Game over: {player} wins {points} points.").format(
                player=name_of(self.player_names, outcome.winner), points=outcome.points[outcome.winner])
        if outcome is not None:  # each player by name, as the game's own end dialog says it
            from crapette.app.dialogs.game_over import breakdown

            score = breakdown(outcome, self.player_names, words_of(self.game.position))
            return _("Game over. {score}.").format(score=score)
        result = self.record.result or {}
        if result.get("outcome") == "stalemate" and result.get("reason") == AGREEMENT:
            return _("The players agreed to end the game as a stalemate here.")
        if result.get("reason") == RESIGNATION and isinstance(result.get("outcome"), str) \
                and result["outcome"].removeprefix("won:") in SEAT_IDS:
            winner = SEAT_IDS[result["outcome"].removeprefix("won:")]
            if winner < len(self.player_names):
                return _("The game was resigned here: {player} wins.").format(player=who(self.player_names, winner))
        return _("The record ends here: the game was not finished.")

    def start_words(self) -> str:
        """Where the game comes from and who moves first."""
        record = self.record
        rules = self.game.rules
        order = ""
        if rules.table.seat_count > 2:  # ruling 23
            order = " " + _("Play passes to the left: {seats}.").format(
                seats=", ".join(seat_word(s) for s in rules.table.seats))
        elif rules.table.pack is Pack.ONE_DECK:  # ruling 22
            order = " " + _("One deck: South plays the clubs and hearts, North the diamonds and spades; four "
                            "foundations, one for each suit.")
        first = self.names[self.start_player]
        if record.start is None:
            why = start_words(rules.start_rule)
            joker = dealt_joker(record.seed, rules) if record.seed is not None else None
            aside = f" {dealt_joker_sentence(joker, rules.table)}" if joker is not None else ""
            dealt = (_("Dealt from seed {seed}. {player} moves first ({why}).").format(
                seed=record.seed, player=first, why=why) if why else
                _("Dealt from seed {seed}. {player} moves first.").format(seed=record.seed, player=first))
            return dealt + order + aside
        if isinstance(record.extra.get("deal_seed"), int):
            where = _("A set position (dealt from seed {seed}).").format(seed=record.extra["deal_seed"])
        else:
            where = _("The record starts from a set position.")
        return where + " " + _("{player} moves first.").format(player=first) + order

    def explanation(self) -> list[tuple[str, str]]:
        """What the panel says about the position shown, as (kind, sentence) pairs: the
        kinds of ``StepExplanation.parts`` plus ``start``, ``founded``, ``unfounded``,
        ``after`` (what came of a violation) and ``end``."""
        step = self.last_step()
        if step is None:
            out = [("action", _("The start of the game.")), ("start", self.start_words())]
            nxt = self.next_step()
            if nxt is not None:
                out.append(("note", _("→ plays action 1 ({action}); shift+→ a whole turn; ? lists the keys.").format(
                    action=nxt.action)))
            else:
                out.append(("note", _("The record holds no action.")))
            return out
        verdict = step.verdict
        # a call: the one-line verdict is the last line's business; say who called on what
        head = (sentence(step.words) if verdict is None
                else verdict_head(verdict, self.names, words=words_of(self.game.position)))
        out = [("action", f"{step.number}. {step.action} — {head}")]
        for kind, text in step.explanation.parts(self.names):
            if kind == "action" or (verdict is not None and kind in ("call", "note")):
                continue
            out.append((kind, text))
        if verdict is not None:
            out.append(("founded" if verdict.founded else "unfounded",
                        _("Verdict: {verdict}").format(verdict=verdict_sentences(verdict, self.names))))
        elif step.explanation.violation is not None and self.record.mode == "stop":
            nxt = self.next_step()
            call = call_word(self.game.rules.call_name)
            if nxt is not None and nxt.action.is_call:
                out.append(("after", _("{player} calls {call} on it next (action {number}).").format(
                    player=self.names[nxt.player], call=call, number=nxt.number)))
            elif nxt is not None:
                out.append(("after", _("Nobody called {call}, so it stands.").format(call=call)))
        if self.at == self.length:
            out.append(("end", self.end_words()))
        return out


__all__ = ["Replay", "Step"]
