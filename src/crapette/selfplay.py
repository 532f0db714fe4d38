"""Headless self-play: two computer players play a series of games.

Game ``i`` (from 0) is dealt from seed ``S + i`` (``S + i // 2`` in a paired series,
where each deal is played twice, the seats swapped: the deal's luck then cancels
exactly); its players are built from seeds derived from ``(S, i)``, so a series is
the same whatever the number of processes.
Player A sits south in even games and north in odd ones, so neither seat is
favoured. Who starts follows from each deal (the start rule), so over a series each
player starts about half the games (seeds 1-200: A 104 times; 1001-1200: 96). In
stop mode, after every action the opponent of its author is asked whether it calls
Stop! (Crapette! with the variant crapette-call), and the call is made at once when
it says so (its delay is for the app). Timings (time per game, thinking time per turn) are the only figures
that change from run to run; ``Summary.figures()`` leaves them out.
"""

from __future__ import annotations

import hashlib
import os
import signal
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from collections.abc import Callable, Sequence

from crapette.bots import make_player
from crapette.bots.base import call_action
from crapette.engine import Game, Record
from crapette.engine.piles import PLAYER_NAMES

A, B = 0, 1


def derive_seed(seed: int, game: int, player: int) -> int:
    """A player's seed for one game, from the series seed and the game's number."""
    digest = hashlib.blake2b(f"crapette-selfplay:{seed}:{game}:{player}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def record_name(index: int) -> str:
    return f"game-{index + 1:04d}.json"


@dataclass
class GameResult:
    """One game of a series, from A's and B's points of view (index 0 is A)."""

    index: int
    deal_seed: int
    a_seat: int  # 0: A is south
    starter: int  # A or B: who made the first move (the start rule, on the deal)
    result: str  # won:south, won:north, stalemate
    reason: str
    winner: int | None  # A, B or None
    points: tuple[int, int]
    actions: int  # actions played, Stop! calls aside
    violations: tuple[int, int]  # priority rules broken
    founded: tuple[int, int]  # Stop! calls made, founded
    unfounded: tuple[int, int]  # Stop! calls made, unfounded
    timeouts: tuple[int, int]  # searches stopped by the deadline (planner)
    seconds: float
    think: tuple[float, float]  # total thinking time
    max_turn: tuple[float, float]  # longest thinking time in one turn

    def figures(self) -> tuple[Any, ...]:
        """Everything but the timings."""
        return (self.index, self.deal_seed, self.a_seat, self.starter, self.result, self.reason, self.winner, self.points,
                self.actions, self.violations, self.founded, self.unfounded)


def play_game(index: int, specs: tuple[str, str], seed: int, variants: Sequence[str] = (), mode: str = "stop",
              records: str | None = None, paired: bool = False) -> GameResult:
    """Play game ``index`` of a series (module docstring) and return its figures."""
    start = time.perf_counter()
    deal_seed = seed + (index // 2 if paired else index)
    a_seat = index % 2
    players = [make_player(specs[A], derive_seed(seed, index, A)), make_player(specs[B], derive_seed(seed, index, B))]
    by_seat = (players[A], players[B]) if a_seat == 0 else (players[B], players[A])
    side = (A, B) if a_seat == 0 else (B, A)  # side[seat] is A or B
    game = Game.new(deal_seed, variants, mode)
    starter = side[game.to_move]
    actions = 0
    violations = [0, 0]
    founded = [0, 0]
    unfounded = [0, 0]
    think = [0.0, 0.0]
    max_turn = [0.0, 0.0]
    turn_player, turn_think = -1, 0.0
    while not game.is_over:
        seat = game.to_move
        if seat != turn_player:
            if turn_player >= 0:
                max_turn[side[turn_player]] = max(max_turn[side[turn_player]], turn_think)
            turn_player, turn_think = seat, 0.0
        t0 = time.perf_counter()
        action = by_seat[seat].choose(game)
        dt = time.perf_counter() - t0
        turn_think += dt
        think[side[seat]] += dt
        game.push(action)
        actions += 1
        caller = game.stop_caller
        if caller is None:
            continue
        if game.last_violation() is not None:
            violations[side[seat]] += 1
        if by_seat[caller].wants_stop(game) is not None:
            verdict = game.push(call_action(game))
            assert verdict is not None
            (founded if verdict.founded else unfounded)[side[caller]] += 1
    if turn_player >= 0:
        max_turn[side[turn_player]] = max(max_turn[side[turn_player]], turn_think)
    outcome = game.outcome
    assert outcome is not None
    if records is not None:
        names = {PLAYER_NAMES[s]: f"{'AB'[side[s]]}: {specs[side[s]]}" for s in game.position.table.seats}
        text = Record.from_game(game, names).dumps()
        Path(records, record_name(index)).write_text(text, encoding="utf-8")
    winner = None if outcome.winner is None else side[outcome.winner]
    points = (outcome.points[a_seat], outcome.points[game.position.table.opponent(a_seat)])
    return GameResult(
        index, deal_seed, a_seat, starter, outcome.result, outcome.reason, winner, points, actions,
        (violations[A], violations[B]), (founded[A], founded[B]), (unfounded[A], unfounded[B]),
        (int(getattr(players[A], "timeouts", 0)), int(getattr(players[B], "timeouts", 0))),
        time.perf_counter() - start, (think[A], think[B]), (max_turn[A], max_turn[B]),
    )


def _play_game_args(args: tuple[Any, ...]) -> GameResult:
    return play_game(*args)


def _ignore_interrupts() -> None:
    """Worker processes leave Ctrl-C to the parent, which stops the series."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@dataclass
class Summary:
    specs: tuple[str, str]
    seed: int
    variants: tuple[str, ...]
    mode: str
    paired: bool = False
    results: list[GameResult] = field(default_factory=list)
    wall: float = 0.0

    @property
    def games(self) -> int:
        return len(self.results)

    def wins(self, p: int) -> int:
        return sum(r.winner == p for r in self.results)

    @property
    def stalemates(self) -> int:
        return sum(r.winner is None for r in self.results)

    def win_rate(self, p: int) -> float:
        """Share of the decided games that ``p`` won."""
        decided = self.games - self.stalemates
        return self.wins(p) / decided if decided else 0.0

    def total(self, attr: str, p: int) -> Any:
        return sum(getattr(r, attr)[p] for r in self.results)

    @property
    def average_actions(self) -> float:
        return sum(r.actions for r in self.results) / self.games if self.games else 0.0

    @property
    def average_seconds(self) -> float:
        return sum(r.seconds for r in self.results) / self.games if self.games else 0.0

    def starts(self, p: int) -> int:
        """Games ``p`` started: about half of them, or the start rule favours a seat."""
        return sum(r.starter == p for r in self.results)

    def max_turn(self, p: int) -> float:
        return max((r.max_turn[p] for r in self.results), default=0.0)

    def figures(self) -> dict[str, Any]:
        """Every figure of the series but the timings: equal for equal seeds."""
        return {
            "specs": self.specs, "seed": self.seed, "variants": self.variants, "mode": self.mode,
            "paired": self.paired,
            "games": self.games, "wins": (self.wins(A), self.wins(B)), "stalemates": self.stalemates,
            "starts": (self.starts(A), self.starts(B)),
            "points": (self.total("points", A), self.total("points", B)),
            "actions": sum(r.actions for r in self.results),
            "violations": (self.total("violations", A), self.total("violations", B)),
            "founded": (self.total("founded", A), self.total("founded", B)),
            "unfounded": (self.total("unfounded", A), self.total("unfounded", B)),
            "per_game": [r.figures() for r in self.results],
        }

    def table(self) -> Any:
        """The summary as a rich table."""
        from rich.table import Table

        variants = ", ".join(self.variants) or "standard game"
        last = self.seed + ((self.games + 1) // 2 if self.paired else self.games) - 1
        twice = " (each dealt twice, seats swapped)" if self.paired else ""
        title = f"{self.games} games, seeds {self.seed}–{last}{twice}, {variants}, {self.mode} mode"
        table = Table(title=title, title_justify="left")
        table.add_column("Player", no_wrap=True)
        for name in ("Wins", "Win %¹", "Points", "Pts/game", "Violations", "Stop! ok²", "Stop! no³",
                     "Think s/game", "Max s/turn⁴"):
            table.add_column(name, justify="right")
        n = max(1, self.games)
        for p in (A, B):
            table.add_row(
                f"{'AB'[p]}: {self.specs[p]}", str(self.wins(p)), f"{100 * self.win_rate(p):.1f}",
                str(self.total("points", p)), f"{self.total('points', p) / n:.1f}",
                str(self.total("violations", p)), str(self.total("founded", p)), str(self.total("unfounded", p)),
                f"{self.total('think', p) / n:.2f}", f"{self.max_turn(p):.3f}",
            )
        table.caption = (
            f"Stalemates {self.stalemates} · A started {self.starts(A)} games, B {self.starts(B)} · "
            f"{self.average_actions:.0f} actions/game on average · "
            f"{self.average_seconds:.2f} s/game · {self.wall:.1f} s in all"
            + (f" · search deadline hits {self.total('timeouts', A)}/{self.total('timeouts', B)}"
               if self.total("timeouts", A) or self.total("timeouts", B) else "")
            + "\n¹ of the decided games  ² Stop! calls made, founded  ³ unfounded  "
              "⁴ longest thinking time in one turn"
        )
        table.caption_justify = "left"
        return table


def run_selfplay(games: int, players: tuple[str, str], seed: int = 0, variants: Sequence[str] = (),
                 mode: str = "stop", jobs: int = 1, records: str | os.PathLike[str] | None = None,
                 progress: bool = True, on_result: Callable[[GameResult], None] | None = None,
                 paired: bool = False) -> Summary:
    """Play ``games`` games between ``players`` (two names for ``make_player``) and
    return the summary; results are in game order whatever ``jobs``."""
    if games < 1:
        raise ValueError("the number of games must be at least 1")
    if jobs < 1:
        raise ValueError("the number of jobs must be at least 1")
    for spec in players:
        make_player(spec, 0)  # unknown names fail here, before any game
    records_dir = None if records is None else os.fspath(records)
    if records_dir is not None:
        Path(records_dir).mkdir(parents=True, exist_ok=True)
    summary = Summary((players[A], players[B]), seed, tuple(variants), mode, paired)
    tasks = [(i, (players[A], players[B]), seed, tuple(variants), mode, records_dir, paired) for i in range(games)]
    start = time.perf_counter()
    results: dict[int, GameResult] = {}

    def done(result: GameResult) -> None:
        results[result.index] = result
        if on_result is not None:
            on_result(result)

    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

    bar = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                   TimeRemainingColumn(), console=Console(stderr=True), disable=not progress, transient=False)
    with bar:
        task = bar.add_task(f"{players[A]} vs {players[B]}", total=games)
        if jobs == 1 or games == 1:
            for args in tasks:
                done(play_game(*args))
                bar.advance(task)
        else:
            pool = ProcessPoolExecutor(max_workers=min(jobs, games), initializer=_ignore_interrupts)
            try:
                futures = [pool.submit(_play_game_args, args) for args in tasks]
                for future in as_completed(futures):
                    done(future.result())
                    bar.advance(task)
            except BaseException:
                # Ctrl-C (or a failed game): drop the games not started, do not wait for them
                pool.shutdown(wait=False, cancel_futures=True)
                raise
            pool.shutdown()
    summary.results = [results[i] for i in range(games)]
    summary.wall = time.perf_counter() - start
    return summary
