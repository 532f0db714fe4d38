"""Headless self-play: two computer players (three in the three-player game) play a
series of games.

Game ``i`` (from 0) is dealt from seed ``S + i`` (``S + i // n`` in a paired series of
``n`` players, where each deal is played ``n`` times, the seats rotated: the deal's
luck then cancels exactly); its players are built from seeds derived from ``(S, i)``,
so a series is the same whatever the number of processes.
The seats rotate from game to game: player A sits south in game 0, on the next seat
in the order of play in game 1 (north with two players, west with three), and so on,
so no seat is favoured. Who starts follows from each deal (the start rule), so over
a series each player starts about as many games as the others (two players, seeds
1-200: A 104 times; 1001-1200: 96). In stop mode, after every action the opponents of
its author are asked whether they call Stop! (Crapette! with the variant
crapette-call); the one with the shortest delay (the first in order of play on equal
delays) calls at once (its delay is for the app), naming its seat when there are two
who may call. Timings (time per game, thinking time per turn) are the only figures
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
from crapette.bots.calls import first_call
from crapette.engine import Game, Record, Rules
from crapette.engine.piles import seat_name
from crapette.i18n import _, decimal, ngettext, pgettext


def player_words(spec: str) -> str:
    """A player of --players in the reader's language (« glouton », « ordinateur 3 »): the
    summary's label; the name stays as typed on the command line and in the records."""
    from crapette.bots.levels import PLAYER_WORDS
    from crapette.bots import parse_level

    key = spec.strip().lower()
    if key in PLAYER_WORDS:
        return _(PLAYER_WORDS[key])
    if key == "random":
        return pgettext("player", "random")
    level = parse_level(key)
    return _("computer:{level}").format(level=level.number) if level is not None else spec

A, B, C = 0, 1, 2
#: the players' letters in the summary and the records' names
LETTERS = "ABC"


class PlayerCountError(ValueError):
    """The number of players does not match the seats of the game's table."""


def check_player_count(count: int, seats: int) -> None:
    """One clear sentence when ``count`` players cannot sit at a table of ``seats``."""
    if count == seats:
        return
    if seats == 2:
        raise PlayerCountError(f"the game seats two players (three with --variant three-players), not {count}")
    raise PlayerCountError(f"the three-player game seats three players, not {count}")


def derive_seed(seed: int, game: int, player: int) -> int:
    """A player's seed for one game, from the series seed and the game's number."""
    digest = hashlib.blake2b(f"crapette-selfplay:{seed}:{game}:{player}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def record_name(index: int) -> str:
    return f"game-{index + 1:04d}.json"


@dataclass
class GameResult:
    """One game of a series, from the players' points of view (index 0 is A, 1 B, 2 C)."""

    index: int
    deal_seed: int
    seats: tuple[int, ...]  # each player's seat (south 0, north 1, west 2)
    starter: int  # A, B or C: who made the first move (the start rule, on the deal)
    result: str  # won:south, won:north, won:west, stalemate
    reason: str
    winner: int | None  # A, B, C or None
    points: tuple[int, ...]
    actions: int  # actions played, Stop! calls aside
    violations: tuple[int, ...]  # priority rules broken
    founded: tuple[int, ...]  # Stop! calls made, founded
    unfounded: tuple[int, ...]  # Stop! calls made, unfounded
    timeouts: tuple[int, ...]  # searches stopped by the deadline (planner)
    seconds: float
    think: tuple[float, ...]  # total thinking time
    max_turn: tuple[float, ...]  # longest thinking time in one turn
    cards: int = 0  # cards in play at the end (the joker set aside included): the pack's size
    turn_cpu: tuple[tuple[float, ...], ...] = ()  # each player's thinking per turn, CPU seconds (benchmarks.ladder)

    @property
    def a_seat(self) -> int:
        """A's seat (0: south)."""
        return self.seats[A]

    def figures(self) -> tuple[Any, ...]:
        """Everything but the timings (two players: A's seat alone, as ever)."""
        seats: Any = self.a_seat if len(self.seats) == 2 else self.seats
        return (self.index, self.deal_seed, seats, self.starter, self.result, self.reason, self.winner, self.points,
                self.actions, self.violations, self.founded, self.unfounded)


def seat_order(game_index: int, seats: Sequence[int]) -> tuple[int, ...]:
    """Each player's seat in game ``game_index``: A on the seat ``game_index`` places
    along the order of play from south, the others after it in that order."""
    n = len(seats)
    return tuple(seats[(k + game_index) % n] for k in range(n))


def play_game(index: int, specs: tuple[str, ...], seed: int, variants: Sequence[str] = (), mode: str = "stop",
              records: str | None = None, paired: bool = False) -> GameResult:
    """Play game ``index`` of a series (module docstring) and return its figures."""
    start = time.perf_counter()
    n = len(specs)
    deal_seed = seed + (index // n if paired else index)
    players = [make_player(spec, derive_seed(seed, index, k)) for k, spec in enumerate(specs)]
    game = Game.new(deal_seed, variants, mode)
    table = game.position.table
    check_player_count(n, table.seat_count)
    seats = seat_order(index, table.seats)
    by_seat = {seat: players[k] for k, seat in enumerate(seats)}
    side = {seat: k for k, seat in enumerate(seats)}  # side[seat] is A, B or C
    starter = side[game.to_move]
    actions = 0
    violations = [0] * n
    founded = [0] * n
    unfounded = [0] * n
    think = [0.0] * n
    max_turn = [0.0] * n
    turn_player, turn_think, turn_cpu = -1, 0.0, 0.0
    turns_cpu: list[list[float]] = [[] for _ in range(n)]
    while not game.is_over:
        seat = game.to_move
        if seat != turn_player or game.position.turn_start:  # a new turn (the same seat again after a missed one)
            if turn_player >= 0:
                max_turn[side[turn_player]] = max(max_turn[side[turn_player]], turn_think)
                turns_cpu[side[turn_player]].append(turn_cpu)
            turn_player, turn_think, turn_cpu = seat, 0.0, 0.0
        t0, c0 = time.perf_counter(), time.thread_time()
        action = by_seat[seat].choose(game)
        dt = time.perf_counter() - t0
        turn_cpu += time.thread_time() - c0
        turn_think += dt
        think[side[seat]] += dt
        game.push(action)
        actions += 1
        if game.stop_caller is None:
            continue
        if game.last_violation() is not None:
            violations[side[seat]] += 1
        call = first_call(game, by_seat)
        if call is not None:
            verdict = game.push(call.action)
            assert verdict is not None
            (founded if verdict.founded else unfounded)[side[call.seat]] += 1
    if turn_player >= 0:
        max_turn[side[turn_player]] = max(max_turn[side[turn_player]], turn_think)
        turns_cpu[side[turn_player]].append(turn_cpu)
    outcome = game.outcome
    assert outcome is not None
    if records is not None:
        names = {seat_name(s): f"{LETTERS[side[s]]}: {specs[side[s]]}" for s in table.seats}
        text = Record.from_game(game, names).dumps()
        Path(records, record_name(index)).write_text(text, encoding="utf-8")
    winner = None if outcome.winner is None else side[outcome.winner]
    return GameResult(
        index, deal_seed, seats, starter, outcome.result, outcome.reason, winner,
        tuple(outcome.points[s] for s in seats), actions, tuple(violations), tuple(founded), tuple(unfounded),
        tuple(int(getattr(p, "timeouts", 0)) for p in players),
        time.perf_counter() - start, tuple(think), tuple(max_turn), cards_in_play(game),
        tuple(map(tuple, turns_cpu)),
    )


def cards_in_play(game: Game) -> int:
    """Every card of the position, the hands and the cards set aside included: the
    pack's size when no card was lost or made up."""
    pos = game.position
    return sum(map(len, pos.piles)) + sum(map(len, pos.hands)) + len(pos.aside)


def _play_game_args(args: tuple[Any, ...]) -> GameResult:
    return play_game(*args)


def _ignore_interrupts() -> None:
    """Worker processes leave Ctrl-C to the parent, which stops the series."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@dataclass
class Summary:
    specs: tuple[str, ...]
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

    @property
    def players(self) -> range:
        """The players' indices: A, B (and C)."""
        return range(len(self.specs))

    def per_player(self, values: Callable[[int], Any]) -> tuple[Any, ...]:
        return tuple(values(p) for p in self.players)

    def figures(self) -> dict[str, Any]:
        """Every figure of the series but the timings: equal for equal seeds."""
        return {
            "specs": self.specs, "seed": self.seed, "variants": self.variants, "mode": self.mode,
            "paired": self.paired,
            "games": self.games, "wins": self.per_player(self.wins), "stalemates": self.stalemates,
            "starts": self.per_player(self.starts),
            "points": self.per_player(lambda p: self.total("points", p)),
            "actions": sum(r.actions for r in self.results),
            "violations": self.per_player(lambda p: self.total("violations", p)),
            "founded": self.per_player(lambda p: self.total("founded", p)),
            "unfounded": self.per_player(lambda p: self.total("unfounded", p)),
            "per_game": [r.figures() for r in self.results],
        }

    def table(self) -> Any:
        """The summary as a rich table."""
        from rich.table import Table

        variants = ", ".join(self.variants) or _("standard game")
        n = len(self.specs)
        last = self.seed + ((self.games + n - 1) // n if self.paired else self.games) - 1
        twice = ((_(" (each dealt twice, seats swapped)") if n == 2 else
                  _(" (each dealt {count} times, seats rotated)").format(count=n)) if self.paired else "")
        mode = {"stop": _("stop mode"), "strict": _("strict mode")}.get(self.mode, self.mode)
        title = ngettext("{count} game, seeds {first}–{last}{twice}, {variants}, {mode}",
                         "{count} games, seeds {first}–{last}{twice}, {variants}, {mode}", self.games).format(
            count=self.games, first=self.seed, last=last, twice=twice, variants=variants, mode=mode)
        table = Table(title=title, title_justify="left")
        table.add_column(_("Player"), no_wrap=True)
        for name in (_("Wins"), _("Win %¹"), _("Points"), _("Pts/game"), _("Violations"), _("Stop! ok²"),
                     _("Stop! no³"), _("Think s/game"), _("Max s/turn⁴")):
            table.add_column(name, justify="right")
        n = max(1, self.games)
        for p in self.players:
            table.add_row(
                f"{LETTERS[p]}: {player_words(self.specs[p])}", str(self.wins(p)), decimal(100 * self.win_rate(p), ".1f"),
                str(self.total("points", p)), decimal(self.total("points", p) / n, ".1f"),
                str(self.total("violations", p)), str(self.total("founded", p)), str(self.total("unfounded", p)),
                decimal(self.total("think", p) / n, ".2f"), decimal(self.max_turn(p), ".3f"),
            )
        starts = ngettext("A started {count} game, {others}", "A started {count} games, {others}",
                          self.starts(A)).format(count=self.starts(A), others=", ".join(f"{LETTERS[p]} {self.starts(p)}" for p in self.players[1:]))
        parts = [_("Stalemates {count}").format(count=self.stalemates), starts,
                 _("{count} actions/game on average").format(count=decimal(self.average_actions, ".0f")),
                 _("{seconds} s/game").format(seconds=decimal(self.average_seconds, ".2f")),
                 _("{seconds} s in all").format(seconds=decimal(self.wall, ".1f"))]
        if any(self.total("timeouts", p) for p in self.players):
            parts.append(_("search deadline hits {hits}").format(
                hits="/".join(str(self.total("timeouts", p)) for p in self.players)))
        table.caption = " · ".join(parts) + "\n" + _(
            "¹ of the decided games  ² Stop! calls made, founded  ³ unfounded  ⁴ longest thinking time in one turn")
        table.caption_justify = "left"
        return table


def run_selfplay(games: int, players: tuple[str, ...], seed: int = 0, variants: Sequence[str] = (),
                 mode: str = "stop", jobs: int = 1, records: str | os.PathLike[str] | None = None,
                 progress: bool = True, on_result: Callable[[GameResult], None] | None = None,
                 paired: bool = False) -> Summary:
    """Play ``games`` games between ``players`` (names for ``make_player``, as many as
    the game has seats) and return the summary; results are in game order whatever
    ``jobs``. Raises PlayerCountError when the count does not fit the table."""
    if games < 1:
        raise ValueError("the number of games must be at least 1")
    if jobs < 1:
        raise ValueError("the number of jobs must be at least 1")
    for spec in players:
        make_player(spec, 0)  # unknown names fail here, before any game
    check_player_count(len(players), Rules.from_names(variants).table.seat_count)
    records_dir = None if records is None else os.fspath(records)
    if records_dir is not None:
        Path(records_dir).mkdir(parents=True, exist_ok=True)
    summary = Summary(tuple(players), seed, tuple(variants), mode, paired)
    tasks = [(i, tuple(players), seed, tuple(variants), mode, records_dir, paired) for i in range(games)]
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
        task = bar.add_task(" vs ".join(players), total=games)
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
