"""How often the freeing search of ruling 16 reaches its bound, and what strict analysis costs.

    .venv/bin/python -m benchmarks.freeing_bound --games 1000 [--seed 0] [--variants strict-priorities]

Plays seeded greedy-vs-greedy games in strict mode under ``strict-priorities`` and
``minimal-freeing`` (and ``face-down-tableau`` for S4, unless told otherwise). In every
position met it times the strict analysis (every legal action judged) and then asks,
for every buried card that fits a foundation and every house S3/S4 could clear:

- did the bounded search stop at its node limit (``truncated``)?
- does a search one extra move deeper (``MAX_EXTRA_MOVES + 1``, ten times the nodes)
  find a way the bounded one missed (``missed``)?

Either counts as the bound being reached. The figures are printed as one JSON object.
"""

from __future__ import annotations

import argparse
import json
import time

from crapette.bots import GreedyPlayer
from crapette.engine import Game, Position
from crapette.engine import freeing
from crapette.engine.rules import foundation_targets
from crapette.engine.table import STANDARD_TABLE as T

DEFAULT_VARIANTS = ("strict-priorities", "minimal-freeing", "face-down-tableau")


def _targets(pos: Position) -> list[tuple[int, int, bool]]:
    """(house, keep, into_empty) of every clearing the rules may ask about here."""
    out = []
    hidden = pos.face_down or (0,) * T.house_count
    takes = foundation_targets(pos)
    for i, h in enumerate(T.houses):
        pile = pos.piles[h]
        for depth in range(1, len(pile) - hidden[i]):
            if pile[-1 - depth] in takes:
                out.append((h, len(pile) - depth, True))
        if hidden[i] and len(pile) > hidden[i]:
            out.append((h, hidden[i], True))
        elif pile and not hidden[i]:
            out.append((h, 0, False))
    return out


def check_position(pos: Position, figures: dict[str, int]) -> None:
    for house, keep, into_empty in _targets(pos):
        before = freeing.COUNTER.truncated
        found = freeing.clearing(pos, house, keep, into_empty=into_empty)
        figures["clearings"] += 1
        if freeing.COUNTER.truncated != before:
            figures["truncated"] += 1
            continue
        if found is None:
            deeper = freeing.clearing(pos, house, keep, into_empty=into_empty,
                                      max_extra=freeing.MAX_EXTRA_MOVES + 1, node_limit=10 * freeing.NODE_LIMIT)
            if deeper is not None:
                figures["missed"] += 1
        elif found.length > len(pos.piles[house]) - keep:
            figures["indirect"] += 1


def run(games: int, seed: int, variants: tuple[str, ...]) -> dict[str, object]:
    figures = {"games": games, "positions": 0, "clearings": 0, "indirect": 0, "truncated": 0, "missed": 0}
    ms: list[float] = []
    for i in range(games):
        game = Game.new(seed + i, variants, "strict")
        players = (GreedyPlayer(seed + i), GreedyPlayer(seed + i + 1))
        while not game.is_over and game.ply < 3000:
            start = time.perf_counter()
            game._legal = None  # time the analysis from scratch
            game.analysis()
            ms.append(1000 * (time.perf_counter() - start))
            figures["positions"] += 1
            check_position(game.position, figures)
            game.push(players[game.to_move].choose(game))
    ms.sort()
    n = len(ms)
    return {**figures, "variants": list(variants), "seed": seed,
            "analysis_p50_ms": round(ms[n // 2], 3), "analysis_p99_ms": round(ms[min(n - 1, int(0.99 * n))], 3),
            "analysis_max_ms": round(ms[-1], 3),
            "bound": {"max_extra_moves": freeing.MAX_EXTRA_MOVES, "node_limit": freeing.NODE_LIMIT}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--variants", nargs="*", default=list(DEFAULT_VARIANTS))
    args = parser.parse_args()
    print(json.dumps(run(args.games, args.seed, tuple(args.variants)), indent=1))


if __name__ == "__main__":
    main()
