"""The other tables' and games' figures for ``python -m benchmarks.run`` (``--only
one-deck``, ``--only three-players``, ``--only zank-patience``): uniform-random
self-play in stop mode (every listed action equally likely, no Stop!) and the analysis
of mid-game positions, as the standard game's sections measure them. Wegner's
Zank-Patience is another game on the same engine (its own moves and eight-step
ladder): its analysis judges every action against the ladder."""

from __future__ import annotations

import gc
import random
import statistics
import time
from typing import Any

from crapette.engine import STOP_MODE, Action, Game, Position

GAMES = 30
PER_GAME = 5
REPEAT = 10


#: each section's key and the variants it plays
LINES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("one-deck", ("one-deck",)), ("three-players", ("three-players",)), ("zank-patience", ("zank-patience",)),
)


def _play(seed: int, variants: tuple[str, ...]) -> list[Action]:
    """One uniform-random game; its actions."""
    rng = random.Random(seed)
    game = Game.new(seed, variants, STOP_MODE)
    legal, push, randrange = game.legal_actions, game.push, rng.randrange
    while game.outcome is None:
        actions = legal()
        push(actions[randrange(len(actions))])
    return game.actions


def _middle(seed: int, variants: tuple[str, ...], actions: list[Action]) -> list[Position]:
    """Positions from the middle (40-60 %) of a game, rebuilt by replay (outside the timing)."""
    game = Game.new(seed, variants, STOP_MODE)
    picks = sorted({int(len(actions) * (0.4 + 0.2 * i / (PER_GAME - 1))) for i in range(PER_GAME)})
    out: list[Position] = []
    done = 0
    for target in picks:
        for action in actions[done:target]:
            game.push(action)
        done = target
        if not game.is_over:
            out.append(game.position.copy())
    return out


def game_figures(variants: tuple[str, ...], seed: int) -> dict[str, float]:
    seeds = [seed + i for i in range(GAMES)]
    gc.collect()
    start = time.perf_counter()
    played = [_play(s, variants) for s in seeds]
    seconds = time.perf_counter() - start
    samples: list[float] = []
    for s, actions in zip(seeds, played):
        for pos in _middle(s, variants, actions):
            games = [Game(pos.copy(), STOP_MODE) for _ in range(REPEAT)]
            for game in games:
                t0 = time.perf_counter_ns()
                game.analysis()
                samples.append((time.perf_counter_ns() - t0) / 1000)
    samples.sort()
    return {"games_per_s": GAMES / seconds, "actions_per_s": sum(map(len, played)) / seconds,
            "median_us": statistics.median(samples), "p99_us": samples[int(0.99 * (len(samples) - 1))]}


def register(section: Any, Figure: Any) -> None:
    """Add one section per line of ``LINES`` (listed in benchmarks.run's EXTRA_MODULES)."""
    for key, variants in LINES:

        def figures(ctx: Any, variants: tuple[str, ...] = variants) -> list[Any]:
            f = game_figures(variants, ctx.args.seed)
            how = f"{GAMES} games, seeds {ctx.args.seed}…{ctx.args.seed + GAMES - 1}"
            return [
                Figure("complete games per second", f"{f['games_per_s']:,.0f}", how),
                Figure("actions per second", f"{f['actions_per_s']:,.0f}", "legal_actions() + push() per action"),
                Figure("analysis, median", f"{f['median_us']:.1f} µs", "Game.analysis() on a fresh Game"),
                Figure("analysis, 99th percentile", f"{f['p99_us']:.1f} µs",
                       f"{PER_GAME} mid-game positions a game × {REPEAT}"),
            ]

        section(key, f"Self-play and analysis: {', '.join(variants)}, stop mode, uniform random")(figures)
