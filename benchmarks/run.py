"""The figures ``make bench`` prints: ``python -m benchmarks.run [--games N] [--seed S]``.

Each figure group is a *section*: a function taking the shared ``Context`` and returning
``Figure`` rows, registered in ``SECTIONS`` with the ``@section`` decorator. To add
figures (app start-up, key presses, …) write one more such function below — or in
another module that imports ``section`` from here and is listed in ``EXTRA_MODULES`` —
and it is timed, printed and selectable with ``--only`` like the others.

Nothing here asserts on timings; these are figures to read, not tests.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import os
import platform
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from collections.abc import Callable

from rich.console import Console
from rich.table import Table

from crapette.engine import STOP_MODE, Action, Game, Position

DEFAULT_GAMES = 60
DEFAULT_SEED = 20261122
#: Modules whose import registers further sections (they use ``@section`` from here).
EXTRA_MODULES: list[str] = ["benchmarks.app_figures", "benchmarks.planner_figures", "benchmarks.games_figures",
                             "benchmarks.goal", "benchmarks.remote_figures"]


# --- the registry -----------------------------------------------------------------------


@dataclass
class Figure:
    """One row of the table: what was measured, the figure, and how it was measured."""

    label: str
    value: str
    note: str = ""


@dataclass
class Context:
    """What the sections share: the command-line options and results worth reusing
    (the self-play games, whose mid-game positions the analysis section times)."""

    args: argparse.Namespace
    cache: dict[str, object] = field(default_factory=dict)

    def selfplay(self) -> SelfPlay:
        if "selfplay" not in self.cache:
            self.cache["selfplay"] = play_selfplay(self.args.games, self.args.seed)
        result = self.cache["selfplay"]
        assert isinstance(result, SelfPlay)
        return result


@dataclass
class Section:
    key: str
    title: str
    run: Callable[[Context], list[Figure]]
    #: run only when named (``--only KEY``): a long section
    on_request: bool = False


SECTIONS: list[Section] = []


def section(key: str, title: str, on_request: bool = False,
            ) -> Callable[[Callable[[Context], list[Figure]]], Callable[[Context], list[Figure]]]:
    """Register a function as a section of the report, in definition order (``on_request``:
    a long one, run only when named with ``--only``)."""

    def register(fn: Callable[[Context], list[Figure]]) -> Callable[[Context], list[Figure]]:
        SECTIONS.append(Section(key, title, fn, on_request))
        return fn

    return register


# --- helpers ------------------------------------------------------------------------------


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0–100), nearest rank."""
    ordered = sorted(values)
    rank = max(1, min(len(ordered), round(q / 100 * len(ordered) + 0.5)))
    return ordered[rank - 1]


def per_second(count: float, seconds: float) -> str:
    return f"{count / seconds:,.0f}" if seconds > 0 else "∞"


# --- engine: self-play ------------------------------------------------------------------------


@dataclass
class SelfPlay:
    seeds: list[int]
    actions: list[list[Action]]  # each game's actions
    seconds: float

    @property
    def total_actions(self) -> int:
        return sum(len(a) for a in self.actions)


def play_one(seed: int) -> list[Action]:
    """Uniform-random self-play of the standard game in stop mode: every listed action
    equally likely (priority violations carried out), no Stop! calls."""
    rng = random.Random(seed)
    game = Game.new(seed, (), STOP_MODE)
    legal, push, randrange = game.legal_actions, game.push, rng.randrange
    while game.outcome is None:
        actions = legal()
        push(actions[randrange(len(actions))])
    return game.actions


def play_selfplay(games: int, seed: int) -> SelfPlay:
    seeds = [seed + i for i in range(games)]
    gc.collect()
    start = time.perf_counter()
    played = [play_one(s) for s in seeds]
    seconds = time.perf_counter() - start
    return SelfPlay(seeds, played, seconds)


@section("selfplay", "Self-play: standard game, stop mode, uniform random, no Stop!")
def selfplay_figures(ctx: Context) -> list[Figure]:
    sp = ctx.selfplay()
    n = len(sp.actions)
    mean = sp.total_actions / n if n else 0.0
    how = f"{n} games, seeds {sp.seeds[0]}…{sp.seeds[-1]}, {sp.seconds:.2f} s"
    out = [
        Figure("complete games per second", per_second(n, sp.seconds), how),
        Figure("actions per second", per_second(sp.total_actions, sp.seconds), "legal_actions() + push() per action"),
        Figure("mean actions per game", f"{mean:,.0f}", f"{sp.total_actions:,} actions in all"),
    ]
    from benchmarks import goal

    if goal.has_callgrind():  # the same games counted, which a busy machine does not change
        seed = str(sp.seeds[0])
        engine = goal.instructions(sys.executable, ["engine", "", seed, ""], 3)
        selfplay = goal.instructions(sys.executable, ["selfplay", "", seed], 2)
        out += [
            Figure("instructions a game", f"{engine / 1e6:,.0f} M", "callgrind, the first 3 of these games"),
            Figure("instructions a game of crapette selfplay", f"{selfplay / 1e6:,.0f} M",
                   "callgrind, 2 games of random players (Stop! calls, violations counted)"),
        ]
    else:
        out.append(Figure("instructions", "n/a", "valgrind is not installed: CPU times only"))
    return out


# --- engine: analysis of one position -----------------------------------------------------------


def midgame_positions(sp: SelfPlay, per_game: int = 5) -> list[Position]:
    """Positions from the middle (40–60 %) of each self-play game, rebuilt by replay."""
    out: list[Position] = []
    fractions = [0.4 + 0.2 * i / max(1, per_game - 1) for i in range(per_game)]
    for seed, actions in zip(sp.seeds, sp.actions):
        game = Game.new(seed, (), STOP_MODE)
        done = 0
        for target in sorted({int(f * len(actions)) for f in fractions}):
            for action in actions[done:target]:
                game.push(action)
            done = target
            if not game.is_over:
                out.append(game.position.copy())
    return out


def forget_memos() -> None:
    """Empty the engine's memos (the freeing search's): the next analysis is cold."""
    from crapette.engine import freeing

    freeing.forget()


@section("analysis", "Analysis of one mid-game standard position, cold and warm")
def analysis_figures(ctx: Context) -> list[Figure]:
    positions = midgame_positions(ctx.selfplay())
    repeat = ctx.args.repeat
    cold: list[float] = []
    warm: list[float] = []
    for pos in positions:
        # fresh games, built outside the timing: each analysis starts with no cached legal actions
        games = [Game(pos.copy(), STOP_MODE) for _ in range(repeat)]
        forget_memos()
        gc.disable()
        try:
            for i, game in enumerate(games):
                t0 = time.perf_counter_ns()
                game.analysis()
                (warm if i else cold).append((time.perf_counter_ns() - t0) / 1000)
        finally:
            gc.enable()
    if not cold:
        return [Figure("analysis", "n/a", "no mid-game positions")]
    mean_actions = statistics.fmean(len(Game(p.copy()).legal_actions()) for p in positions)
    out = [
        Figure("median, cold", f"{statistics.median(cold):.1f} µs",
               f"{len(positions)} positions, each analysed once first, the memos emptied"),
        Figure("99th percentile, cold", f"{percentile(cold, 99):.1f} µs", "Game.analysis() on a fresh Game"),
    ]
    if warm:
        out += [
            Figure("median, warm", f"{statistics.median(warm):.1f} µs",
                   f"the same positions {repeat - 1} times more, memos kept (perf_counter_ns)"),
            Figure("99th percentile, warm", f"{percentile(warm, 99):.1f} µs", "a fresh Game each time"),
        ]
    out.append(Figure("legal actions per position", f"{mean_actions:.1f}", "mean over the sampled positions"))
    return out


# --- the report ------------------------------------------------------------------------------


def machine_line() -> str:
    return (
        f"{platform.python_implementation()} {platform.python_version()} on {platform.platform()}, "
        f"{platform.machine() or 'unknown machine'}, {os.cpu_count() or '?'} CPUs"
    )


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.run", description="Print the figures of make bench.")
    parser.add_argument("--games", type=int, default=DEFAULT_GAMES, help=f"self-play games (default {DEFAULT_GAMES})")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED, help="seed of the first game; game i uses seed+i")
    parser.add_argument("--repeat", type=int, default=20, help="timed analyses per sampled position (default 20)")
    parser.add_argument("--only", action="append", default=None, metavar="SECTION",
                        help="run only these sections (repeatable): " + ", ".join(s.key for s in SECTIONS))
    args = parser.parse_args(argv)
    if args.games < 1 or args.repeat < 1:
        parser.error("--games and --repeat must be at least 1")
    return args


def main(argv: list[str] | None = None) -> int:
    for module in EXTRA_MODULES:
        # pass our own registrar: run as __main__, "benchmarks.run" would be a second copy
        importlib.import_module(module).register(section, Figure)
    args = parse_args(argv)
    console = Console()
    ctx = Context(args)
    chosen = [s for s in SECTIONS if (args.only is None and not s.on_request) or s.key in (args.only or ())]
    unknown = set(args.only or ()) - {s.key for s in SECTIONS}
    if unknown:
        console.print(f"[red]unknown section(s): {', '.join(sorted(unknown))}[/red]")
        return 2

    console.print(f"[bold]crapette benchmarks[/bold]  Python {sys.version.split()[0]}")
    console.print(machine_line())
    for sec in chosen:
        with console.status(f"{sec.title} …"):
            start = time.perf_counter()
            figures = sec.run(ctx)
            elapsed = time.perf_counter() - start
        table = Table(title=f"{sec.title}  [dim]({elapsed:.1f} s)[/dim]", title_justify="left")
        table.add_column("figure")
        table.add_column("value", justify="right", style="bold")
        table.add_column("how", style="dim")
        for fig in figures:
            table.add_row(fig.label, fig.value, fig.note)
        console.print(table)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
