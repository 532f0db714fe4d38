"""The planner's search figures for ``python -m benchmarks.run`` (``--only planner``):
one search at the default node budget from mid-game positions of greedy self-play,
where the planner has a choice to make. The node budget decides the play; these
figures show what that costs in time, and whether the safety net (``SAFETY_SECONDS``) bit."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from crapette.bots import GreedyPlayer, clean_actions
from crapette.bots.evaluation import Weights
from crapette.bots.planner import DEFAULT_NODES, SAFETY_SECONDS, ZANK_SHARE, hand_known
from crapette.bots.search import Search
from crapette.bots.zank import is_zank
from crapette.engine import Game, Position

#: games of greedy self-play, and positions taken from each
GAMES = 10
PER_GAME = 6


def choice_positions(seed: int, variants: Sequence[str] = ()) -> list[tuple[Position, bool]]:
    """Positions with more than one clean action, spread over games of greedy players
    (as many as the variants' table seats), each with whether the mover knows its
    hand's order."""
    out: list[tuple[Position, bool]] = []
    for i in range(GAMES):
        game = Game.new(seed + i, variants)
        players = {seat: GreedyPlayer(seed + i + k) for k, seat in enumerate(game.position.table.seats)}
        choices: list[tuple[Position, bool]] = []
        while not game.is_over:
            if len(clean_actions(game)) > 1:
                choices.append((game.position.copy(), hand_known(game)))
            game.push(players[game.to_move].choose(game))
        step = max(1, len(choices) // PER_GAME)
        out.extend(choices[step // 2::step][:PER_GAME])
    return out


def planner_figures(seed: int, variants: Sequence[str] = ()) -> dict[str, float]:
    """Search time (ms) percentiles, positions per second, complete searches and
    deadline hits over the positions (of the standard game, or of the variants':
    ``planner_figures(1, ["three-players"])``)."""
    ms: list[float] = []
    searched = complete = timed_out = 0
    for pos, known in choice_positions(seed, variants):
        start = time.perf_counter()
        nodes = DEFAULT_NODES // ZANK_SHARE if is_zank(pos.rules) else DEFAULT_NODES  # the planner's budget
        search = Search(pos, Weights(), nodes, hand_known=known, deadline=time.thread_time() + SAFETY_SECONDS)
        search.run()
        ms.append(1000 * (time.perf_counter() - start))
        searched += search.stats.nodes
        complete += search.stats.complete
        timed_out += search.stats.timed_out
    ms.sort()
    n = len(ms)
    return {
        "searches": n, "p50_ms": ms[n // 2], "p95_ms": ms[min(n - 1, int(0.95 * n))], "max_ms": ms[-1],
        "nodes_per_s": searched / (sum(ms) / 1000) if ms else 0.0, "complete": complete, "timed_out": timed_out,
    }


#: The sections: a key and the variants of its game.
PLANNER_GAMES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("planner", ()), ("planner-zank", ("zank-patience",)),
    ("planner-zank-three", ("zank-patience", "three-players")),
    ("planner-schikanieren", ("zank-patience", "schikanieren")),
)


def register(section: Any, Figure: Any) -> None:
    """Add the planner's figures to ``python -m benchmarks.run`` (listed in its EXTRA_MODULES):
    the standard game's, and Wegner's Zank-Patience's (its own moves, ladder and evaluation)
    in its two-deck, three-player and Schikanieren forms."""
    for key, variants in PLANNER_GAMES:
        nodes = DEFAULT_NODES // ZANK_SHARE if variants else DEFAULT_NODES
        game = f", {', '.join(variants)}" if variants else ""

        def figures(ctx: Any, variants: tuple[str, ...] = variants) -> list[Any]:
            return _figures(Figure, planner_figures(ctx.args.seed, variants))

        section(key, f"Planner: one search, {nodes} positions at most, mid-game positions{game}")(figures)


def _figures(Figure: Any, f: dict[str, float]) -> list[Any]:
    """The rows of one planner section."""
    how = f"{f['searches']:.0f} positions from {GAMES} greedy self-play games"
    return [
        Figure("search time, median", f"{f['p50_ms']:.1f} ms", how),
        Figure("search time, 95th percentile", f"{f['p95_ms']:.1f} ms", f"max {f['max_ms']:.1f} ms"),
        Figure("positions searched per second", f"{f['nodes_per_s']:,.0f}", "canonical positions (nodes)"),
        Figure("searches that saw the whole turn", f"{f['complete']:.0f}/{f['searches']:.0f}",
               f"safety net ({SAFETY_SECONDS} s) hit {f['timed_out']:.0f} times"),
    ]
