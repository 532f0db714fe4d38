"""How often the freeing search of ruling 16 reaches its node limit, and what strict analysis costs.

    .venv/bin/python -m benchmarks.freeing_bound --games 1000 [--seed 0] [--variants strict-priorities]
    .venv/bin/python -m benchmarks.freeing_bound --seed 2000 --games 500 --out chunk-2000.json
    .venv/bin/python -m benchmarks.freeing_bound --summary chunk-*.json

Plays seeded greedy-vs-greedy games (seeds ``seed`` … ``seed + games - 1``) in strict
mode under ``strict-priorities`` and ``minimal-freeing`` (and ``face-down-tableau`` for
S4, unless told otherwise). In every position met it times the strict analysis (every
legal action judged; the process's CPU time, so that a busy machine does not count;
``--no-timing`` skips it) and then runs the search for every buried
card that fits a foundation and every house S3/S4 could clear, counting the searches
(the rules' and these) that stopped at the node limit (``truncated``: the bound
reached) and the most states one search looked at (``most_nodes``). ``--asked-only`` counts instead the searches the
rules themselves run while the games are played (most of them: a quarter less work).

A run prints its figures as one JSON object (``--out`` also writes them, with the
timings as a histogram, so that chunks run apart can be added up by ``--summary``), then
one summary line.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from crapette.bots import GreedyPlayer
from crapette.engine import Game, Position
from crapette.engine import freeing
from crapette.engine.rules import foundation_targets
from crapette.engine.table import STANDARD_TABLE as T

DEFAULT_VARIANTS = ("strict-priorities", "minimal-freeing", "face-down-tableau")
#: the timings are kept to this many milliseconds in the histogram
RESOLUTION_MS = 0.01


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
        found = freeing.clearing(pos, house, keep, into_empty=into_empty)
        figures["clearings"] += 1
        if found is not None:
            figures["found"] += 1
            if found.length > len(pos.piles[house]) - keep:
                figures["indirect"] += 1
                figures["most_extra_moves"] = max(figures["most_extra_moves"],
                                                  found.length - (len(pos.piles[house]) - keep))


def _percentile(hist: Counter[int], q: float) -> float:
    """The q-quantile of a histogram of timings in RESOLUTION_MS steps, in ms."""
    n = sum(hist.values())
    rank = min(n - 1, int(q * n))
    seen = 0
    for step in sorted(hist):
        seen += hist[step]
        if seen > rank:
            return round(step * RESOLUTION_MS, 3)
    return 0.0


def run(games: int, seed: int, variants: tuple[str, ...], timing: bool = True, check: bool = True) -> dict[str, Any]:
    figures = {"games": games, "positions": 0, "clearings": 0, "found": 0, "indirect": 0, "most_extra_moves": 0,
               "truncated": 0}
    hist: Counter[int] = Counter()
    freeing.COUNTER.most_nodes = 0
    truncated_before, searches_before = freeing.COUNTER.truncated, freeing.COUNTER.searches
    for i in range(games):
        game = Game.new(seed + i, variants, "strict")
        players = (GreedyPlayer(seed + i), GreedyPlayer(seed + i + 1))
        while not game.is_over and game.ply < 3000:
            if timing:
                start = time.process_time()
                game._legal = None  # time the analysis from scratch
                freeing._LAST.clear()
                freeing._MEMO.clear()
                game.analysis()
                hist[round(1000 * (time.process_time() - start) / RESOLUTION_MS)] += 1
            figures["positions"] += 1
            if check:
                check_position(game.position, figures)
            game.push(players[game.to_move].choose(game))
    if not check:  # the clearings the rules asked for while the games were played
        figures["clearings"] = freeing.COUNTER.searches - searches_before
    # every search run (an answer asked again comes from the memo, not from a new search)
    figures["truncated"] = freeing.COUNTER.truncated - truncated_before
    return {**figures, "variants": list(variants), "seeds": [seed, seed + games - 1],
            "most_nodes": freeing.COUNTER.most_nodes, "node_limit": freeing.POSITION_LIMIT,
            "timings": {str(k): v for k, v in sorted(hist.items())}}


def summary(results: list[dict[str, Any]]) -> dict[str, Any]:
    """Several runs (chunks of seeds) added up, with the analysis percentiles."""
    total: dict[str, Any] = {}
    for key in ("games", "positions", "clearings", "found", "indirect", "truncated"):
        total[key] = sum(r[key] for r in results)
    total["most_extra_moves"] = max(r["most_extra_moves"] for r in results)
    total["most_nodes"] = max(r["most_nodes"] for r in results)
    total["node_limit"] = results[0]["node_limit"]
    total["seed_ranges"] = sorted(r["seeds"] for r in results)
    hist: Counter[int] = Counter()
    for r in results:
        hist.update({int(k): v for k, v in r["timings"].items()})
    if hist:
        total["analysis_p50_ms"] = _percentile(hist, 0.5)
        total["analysis_p99_ms"] = _percentile(hist, 0.99)
        total["analysis_max_ms"] = round(max(hist) * RESOLUTION_MS, 3)
    return total


def summary_line(total: dict[str, Any]) -> str:
    timing = (f"; strict analysis p50 {total['analysis_p50_ms']} ms, p99 {total['analysis_p99_ms']} ms, "
              f"max {total['analysis_max_ms']} ms" if "analysis_p50_ms" in total else "")
    return (f"{total['games']} games, {total['positions']} positions, {total['clearings']} searches: "
            f"bound ({total['node_limit']} states a position, shared) reached {total['truncated']} times, at most "
            f"{total['most_nodes']} states in one search; {total['indirect']} clearings need room made first "
            f"(at most {total['most_extra_moves']} extra moves){timing}")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0, help="the first seed; the games use seed … seed+games-1")
    parser.add_argument("--variants", nargs="*", default=list(DEFAULT_VARIANTS))
    parser.add_argument("--no-timing", action="store_true", help="count only, do not time the analysis")
    parser.add_argument("--asked-only", action="store_true",
                        help="count only the searches the rules run in play, not every clearing of every position")
    parser.add_argument("--out", type=Path, help="also write the figures (timings included) to this file")
    parser.add_argument("--summary", type=Path, nargs="+", metavar="FILE",
                        help="add up the figures of runs written with --out, and run nothing")
    args = parser.parse_args()
    if args.summary:
        try:
            results = [json.loads(path.read_text()) for path in args.summary]
        except (OSError, ValueError) as exc:
            sys.exit(f"freeing_bound: cannot read the figures: {exc}")
        print(json.dumps(summary(results), indent=1))
        print(summary_line(summary(results)))
        return
    result = run(args.games, args.seed, tuple(args.variants), timing=not args.no_timing, check=not args.asked_only)
    if args.out:
        args.out.write_text(json.dumps(result))
    total = summary([result])
    print(json.dumps(total, indent=1))
    print(summary_line(total))


if __name__ == "__main__":
    main()
