"""Time 20 seeded uniform-random games of the standard game, best of several runs
(``python -m benchmarks.standard_speed [RUNS]``): the before/after check of an engine change."""

from __future__ import annotations

import sys
import time

from crapette.selfplay import play_game


def best_of(runs: int = 5, games: int = 20, variants: tuple[str, ...] = ()) -> float:
    best = float("inf")
    for _ in range(runs):
        t0 = time.perf_counter()
        for i in range(games):
            play_game(i, ("random", "random"), 1, variants, "stop")
        best = min(best, time.perf_counter() - t0)
    return best


if __name__ == "__main__":
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    print(f"20 random games: best of {runs}: {best_of(runs):.3f} s")
