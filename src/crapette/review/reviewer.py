"""The review of a game record: each decision weighed against the strongest computer
level's choice, the calls made and missed, and the luck of each card revealed.

A decision is an action of the player to move (a move, ``turn``, ``pass``, a touch).
It is a *choice* when more than one action obeys the priority rules, or when the one
played breaks one; the others were forced and count for nothing. At a choice the
strongest level (``computer:5``: the planner, fresh at every turn, seeded from the
review's seed and the turn) says what it would play; when the player did otherwise,
both actions are weighed by seeded rollouts (``crapette.review.rollout``) from the same
deals of the unseen cards: the *loss* is what the action played gave away against the
better one, in the mover's win chance and in net points. Negative differences (the
rollouts liked the action played better) count as no loss.

The calls come from the engine's own judgement: an action that broke a priority rule
(``Game.last_violation``) is a *break* by its author; if no call followed, each opponent
who could call *missed* a founded call; a call the engine finds unfounded is a *wrong
call* (``Verdict.founded``). A card is *revealed* when the count of cards nobody has seen
drops (a hand card turned, a reserve or face-down house card coming up): its *luck* is
the mover's expectation with the card that came less the expectation of the same action
before the card was known (the same rollouts, the unseen cards dealt again before it).

The work is counted in rollouts, never in time, and every generator is seeded from the
review's seed and the action's number: the same record and seed give the same review,
with any number of ``jobs`` (the game is cut into whole turns, one process each).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from crapette.bots import make_player
from crapette.bots.base import Player
from crapette.engine import Action, Game, Record, parse_action
from crapette.engine.actions import TOUCH
from crapette.engine.cards import card_text
from crapette.engine.modes import STOP_MODE
from crapette.engine.piles import seat_name
from crapette.engine import priorities
from crapette.review.rollout import DEFAULT_ROLLOUTS, Estimate, Unseen, derive, estimate

#: a decision that gives away at least this much win chance (0-1) is a blunder
BLUNDER = 0.08
#: a decision's accuracy falls from 100 at no loss to 0 at this loss of win chance
ACCURACY_SPAN = 0.20
#: the strongest computer level, whose choice the review compares with
REVIEWER = "computer:5"
#: review JSON format
REVIEW_FORMAT = "crapette-review/1"

BREAK, MISSED, WRONG, FOUNDED = "break", "missed-call", "wrong-call", "founded-call"


@dataclass
class Decision:
    """One action of the player to move, weighed (see the module docstring)."""

    number: int  # the action's number in the record (1 = the first)
    turn: int  # the turn it belongs to (1 = the first)
    seat: int
    played: str
    best: str  # the strongest level's choice (the action played where there was no choice)
    choice: bool
    loss_win: float = 0.0  # win chance given away (0-1, never below 0)
    loss_points: float = 0.0  # net points given away (never below 0)
    rule: str | None = None  # the priority rule the action broke
    called: bool = False  # ... and a call followed

    @property
    def blunder(self) -> bool:
        return self.loss_win >= BLUNDER

    @property
    def accuracy(self) -> float:
        return 100.0 * max(0.0, 1.0 - self.loss_win / ACCURACY_SPAN)


@dataclass
class CallNote:
    """A call made or missed: ``kind`` is FOUNDED, WRONG or MISSED; ``seat`` the caller
    (who could have called, for MISSED); ``number`` the action judged (MISSED) or the call."""

    number: int
    seat: int
    kind: str
    offender: int
    rule: str | None = None


@dataclass
class Luck:
    """The cards one action revealed and how they changed the mover's expectation."""

    number: int
    seat: int
    cards: tuple[str, ...]
    win: float
    points: float


@dataclass
class Point:
    """The expectation of every seat after an action (0: the start), for the chart."""

    number: int
    win: tuple[float, ...]
    points: tuple[float, ...]


@dataclass
class SeatSummary:
    seat: int
    name: str
    decisions: int = 0
    choices: int = 0
    accuracy: float = 100.0
    blunders: int = 0
    loss_win: float = 0.0  # summed
    loss_points: float = 0.0
    breaks: int = 0
    breaks_called: int = 0
    missed_calls: int = 0
    wrong_calls: int = 0
    founded_calls: int = 0
    luck_win: float = 0.0
    luck_points: float = 0.0


@dataclass
class Review:
    seed: int
    rollouts: int
    seats: tuple[int, ...]
    names: dict[int, str]
    decisions: list[Decision] = field(default_factory=list)
    calls: list[CallNote] = field(default_factory=list)
    luck: list[Luck] = field(default_factory=list)
    curve: list[Point] = field(default_factory=list)
    summaries: list[SeatSummary] = field(default_factory=list)
    result: dict[str, Any] | None = None
    actions: int = 0

    def blunders(self) -> list[Decision]:
        """The blunders, the costliest first (ties: in the order played)."""
        return sorted((d for d in self.decisions if d.blunder), key=lambda d: (-d.loss_win, d.number))

    def to_json(self) -> dict[str, Any]:
        """The review JSON (docs/rules.md, "The review JSON")."""
        def seat(s: int) -> str:
            return seat_name(s)

        def rounded(x: float) -> float:
            return round(x, 4)

        return {
            "format": REVIEW_FORMAT,
            "seed": self.seed,
            "rollouts": self.rollouts,
            "reviewer": REVIEWER,
            "blunder": BLUNDER,
            "actions": self.actions,
            "result": self.result,
            "players": [{
                "seat": seat(s.seat), "name": s.name, "decisions": s.decisions, "choices": s.choices,
                "accuracy": round(s.accuracy, 1), "blunders": s.blunders, "loss_win": rounded(s.loss_win),
                "loss_points": round(s.loss_points, 2), "breaks": s.breaks, "breaks_called": s.breaks_called,
                "missed_calls": s.missed_calls, "wrong_calls": s.wrong_calls, "founded_calls": s.founded_calls,
                "luck_win": rounded(s.luck_win), "luck_points": round(s.luck_points, 2),
            } for s in self.summaries],
            "decisions": [{
                "number": d.number, "turn": d.turn, "seat": seat(d.seat), "played": d.played, "best": d.best,
                "choice": d.choice, "loss_win": rounded(d.loss_win), "loss_points": round(d.loss_points, 2),
                "blunder": d.blunder, "rule": d.rule, "called": d.called,
            } for d in self.decisions],
            "calls": [{"number": c.number, "seat": seat(c.seat), "kind": c.kind, "offender": seat(c.offender),
                       "rule": c.rule} for c in self.calls],
            "luck": [{"number": u.number, "seat": seat(u.seat), "cards": list(u.cards), "win": rounded(u.win),
                      "points": round(u.points, 2)} for u in self.luck],
            "curve": [{"number": p.number, "win": {seat(s): rounded(p.win[s]) for s in self.seats},
                       "points": {seat(s): round(p.points[s], 2) for s in self.seats}} for p in self.curve],
        }


@dataclass
class _Part:
    """What one stretch of whole turns found."""

    decisions: list[Decision] = field(default_factory=list)
    calls: list[CallNote] = field(default_factory=list)
    luck: list[Luck] = field(default_factory=list)
    curve: list[Point] = field(default_factory=list)


def turns_of(record: Record) -> list[int]:
    """The turn of each action (1 = the first): a new turn starts where the position says
    so (``turn_start``) or the player to move changed; a call belongs to the turn it judged."""
    game = record.initial_game()
    turns: list[int] = []
    turn, mover = 0, -1
    for text in record.actions:
        action = parse_action(text)
        if not action.is_call and (game.position.turn_start or game.to_move != mover):
            turn += 1
            mover = game.to_move
        turns.append(max(turn, 1))
        game.push(action)
    return turns


def _weigh(game: Game, unseen: Unseen, action: Action, seed: int, rollouts: int) -> Estimate:
    return estimate(game, unseen, seed, rollouts, action)


def review_span(record: Record, seed: int, rollouts: int, first: int, last: int, turns: Sequence[int]) -> _Part:
    """Review actions ``first`` to ``last - 1`` (0-based; ``first`` starts a turn)."""
    actions = [parse_action(text) for text in record.actions]
    game = record.initial_game()
    unseen = Unseen(game.start)
    for action in actions[:first]:
        game.push(action)
        unseen.update(game.position)
    part = _Part()
    stop_mode = game.mode == STOP_MODE
    planner: Player | None = None
    planner_turn = -1
    for i in range(first, last):
        action = actions[i]
        number = i + 1
        s = derive(seed, number)
        if action.is_call:
            verdict = game.push(action)
            unseen.update(game.position)
            if verdict is not None and not verdict.void:
                kind = FOUNDED if verdict.founded else WRONG
                rule = verdict.violation.rule if verdict.violation is not None else None
                part.calls.append(CallNote(number, verdict.caller, kind, verdict.offender, rule))
            continue
        mover = game.to_move
        before_unknown = Counter(unseen.cards(game.position))
        played_value: Estimate | None = None
        decision = Decision(number, turns[i], mover, str(action), str(action), False)
        if action.kind != TOUCH:
            legal = game.legal_actions()
            clean = priorities.clean_actions(game.position, legal)
            decision.choice = len(clean) > 1 or action not in clean
            if decision.choice:
                if planner is None or planner_turn != turns[i]:
                    planner = make_player(REVIEWER, derive(seed, turns[i], 3))
                    planner_turn = turns[i]
                best = planner.choose(game)
                decision.best = str(best)
                if best != action:
                    best_value = _weigh(game, unseen, best, s, rollouts)
                    played_value = _weigh(game, unseen, action, s, rollouts)
                    decision.loss_win = max(0.0, best_value.win[mover] - played_value.win[mover])
                    decision.loss_points = max(0.0, best_value.points[mover] - played_value.points[mover])
        else:
            decision.choice = True
        before = unseen.copy()
        game.push(action)
        unseen.update(game.position)
        if stop_mode and game.stop_author is not None:
            violation = game.last_violation()
            if violation is not None:
                decision.rule = violation.rule
                following = actions[i + 1] if i + 1 < len(actions) else None
                decision.called = following is not None and following.is_call
                if not decision.called:
                    for caller in game.stop_callers:
                        if caller != mover:
                            part.calls.append(CallNote(number, caller, MISSED, mover, violation.rule))
        part.decisions.append(decision)
        after_unknown = Counter(unseen.cards(game.position))
        revealed = before_unknown - after_unknown
        if revealed and game.outcome is None:
            if played_value is None:
                game.pop()
                played_value = _weigh(game, before, action, s, rollouts)
                game.push(action)
            now = estimate(game, unseen, s, rollouts)
            cards = tuple(sorted(card_text(c) for c in revealed.elements()))
            part.luck.append(Luck(number, mover, cards, now.win[mover] - played_value.win[mover],
                                  now.points[mover] - played_value.points[mover]))
            part.curve.append(Point(number, now.win, now.points))
        elif played_value is not None:
            part.curve.append(Point(number, played_value.win, played_value.points))
    return part


def _span_args(args: tuple[Record, int, int, int, int, list[int]]) -> _Part:
    return review_span(*args)


def spans(turns: Sequence[int], jobs: int) -> list[tuple[int, int]]:
    """The actions cut into stretches of whole turns: a few per job, for the progress bar."""
    if not turns:
        return []
    pieces = max(1, min(turns[-1], 4 * jobs if jobs > 1 else 8))
    size = turns[-1] / pieces
    cuts = [0]
    for i in range(1, len(turns)):
        if turns[i] != turns[i - 1] and turns[i] - 1 >= size * len(cuts):
            cuts.append(i)
    cuts.append(len(turns))
    return [(a, b) for a, b in zip(cuts, cuts[1:]) if b > a]


def review(record: Record, seed: int = 0, rollouts: int = DEFAULT_ROLLOUTS, jobs: int = 1,
           on_progress: Callable[[int, int], None] | None = None) -> Review:
    """The review of a record (see the module docstring). ``on_progress(done, total)`` is
    told the actions reviewed so far. Raises RecordError for a record that cannot be replayed."""
    final = record.replay()  # a bad record fails here, before any work
    table = final.position.table
    names = {s: record.players.get(seat_name(s), seat_name(s).capitalize()) for s in table.seats}
    turns = turns_of(record)
    pieces = spans(turns, jobs)
    total = len(record.actions)
    parts: dict[int, _Part] = {}
    done = 0
    if on_progress is not None:
        on_progress(0, total)
    tasks = [(record, seed, rollouts, a, b, turns) for a, b in pieces]
    if jobs <= 1 or len(tasks) <= 1:
        for k, task in enumerate(tasks):
            parts[k] = review_span(*task)
            done += task[4] - task[3]
            if on_progress is not None:
                on_progress(done, total)
    else:
        from concurrent.futures import as_completed

        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = {pool.submit(_span_args, task): k for k, task in enumerate(tasks)}
            for future in as_completed(futures):
                k = futures[future]
                parts[k] = future.result()
                done += tasks[k][4] - tasks[k][3]
                if on_progress is not None:
                    on_progress(done, total)
    result = Review(seed, rollouts, table.seats, names, actions=total, result=record.result)
    start = record.initial_game()
    first = estimate(start, Unseen(start.start), derive(seed, 0), rollouts)
    result.curve.append(Point(0, first.win, first.points))
    for k in range(len(tasks)):
        part = parts[k]
        result.decisions += part.decisions
        result.calls += part.calls
        result.luck += part.luck
        result.curve += part.curve
    if final.outcome is not None:
        end = estimate(final, Unseen(final.start), 0, 1)
        result.curve.append(Point(total, end.win, end.points))
        result.result = final.outcome.to_json()
    result.summaries = summarise(result)
    return result


def summarise(review: Review) -> list[SeatSummary]:
    """Each seat's figures (see ``SeatSummary``)."""
    out = {s: SeatSummary(s, review.names[s]) for s in review.seats}
    accuracy: dict[int, list[float]] = {s: [] for s in review.seats}
    for d in review.decisions:
        s = out[d.seat]
        s.decisions += 1
        if d.choice:
            s.choices += 1
            accuracy[d.seat].append(d.accuracy)
        s.blunders += d.blunder
        s.loss_win += d.loss_win
        s.loss_points += d.loss_points
        if d.rule is not None:
            s.breaks += 1
            s.breaks_called += d.called
    for c in review.calls:
        s = out[c.seat]
        if c.kind == MISSED:
            s.missed_calls += 1
        elif c.kind == WRONG:
            s.wrong_calls += 1
        else:
            s.founded_calls += 1
    for u in review.luck:
        out[u.seat].luck_win += u.win
        out[u.seat].luck_points += u.points
    for seat, values in accuracy.items():
        out[seat].accuracy = sum(values) / len(values) if values else 100.0
    return [out[s] for s in review.seats]


__all__ = ["ACCURACY_SPAN", "BLUNDER", "CallNote", "Decision", "Luck", "Point", "REVIEWER", "REVIEW_FORMAT",
           "Review", "SeatSummary", "review", "review_span", "spans", "turns_of"]
