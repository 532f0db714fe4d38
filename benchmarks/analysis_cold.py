"""Issue 28's cold-analysis figures alone (``benchmarks.goal`` measures them with every
other figure, which takes a long time): strict + minimal-freeing and Zank-Patience, this
tree beside another (``--against``), measured by ``benchmarks.goal``'s own children so
that the numbers are the goal's.

    .venv/bin/python -m benchmarks.analysis_cold --against /work/wt/base/.venv/bin/python

CPU µs per position (the least of ``--runs`` interleaved runs, position by position: the
machine's noise out), median and p99 over the positions of ``--games`` seeded games, and
(with valgrind) the mean instructions of a cold analysis. Nothing here asserts.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

from benchmarks.goal import SEED, STRICT, ZANK, analysis_instructions, has_callgrind, run_child

FIGURES = (("strict", STRICT), ("zank", ZANK))


def measure(pythons: dict[str, str], games: int, runs: int, callgrind: bool) -> dict[str, dict[str, float]]:
    """The figures of every tree: CPU per position (least of the runs), then instructions."""
    out: dict[str, dict[str, float]] = {name: {} for name in pythons}
    for key, variants in FIGURES:
        least: dict[str, list[float]] = {}
        for _ in range(runs):
            for name, py in pythons.items():
                got = json.loads(run_child(py, ["analysis", str(games), str(SEED), ",".join(variants)]))["cold"]
                least[name] = [min(a, b) for a, b in zip(least[name], got)] if name in least else got
        for name in pythons:
            values = sorted(least[name])
            out[name][f"{key}_cold_median_us"] = statistics.median(values)
            out[name][f"{key}_cold_p99_us"] = values[min(len(values) - 1, int(0.99 * len(values)))]
            out[name][f"{key}_cold_max_us"] = values[-1]
    if callgrind and has_callgrind():
        analysis_instructions(pythons, games, out)
    return out


def report(figures: dict[str, dict[str, float]]) -> str:
    names = list(figures)
    lines = ["| figure | " + " | ".join(names) + " |", "|---" * (len(names) + 1) + "|"]
    for key in figures[names[0]]:
        if key.startswith("standard"):
            continue
        fmt = "{:,.0f}" if key.endswith("instr") else "{:.1f}"
        lines.append(f"| {key} | " + " | ".join(fmt.format(figures[n].get(key, float("nan"))) for n in names) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.analysis_cold", description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--against", metavar="PYTHON", help="another tree's Python (its venv's), measured first")
    parser.add_argument("--games", type=int, default=40, help="seeded games, five positions each (the goal's 40)")
    parser.add_argument("--runs", type=int, default=3, help="interleaved runs; each position's least CPU time is kept")
    parser.add_argument("--no-callgrind", action="store_true", help="CPU times only")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    args = parser.parse_args(argv)
    pythons = {"before": args.against} if args.against else {}
    pythons["after" if args.against else "this tree"] = sys.executable
    figures = measure(pythons, args.games, args.runs, not args.no_callgrind)
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1))
    print(report(figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

