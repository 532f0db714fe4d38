"""Issue 28's cold-analysis figures alone (``benchmarks.goal`` measures them with every
other figure, which takes a long time): strict + minimal-freeing and Zank-Patience, this
tree beside another (``--against``), measured by ``benchmarks.goal``'s own children so
that the numbers are the goal's.

    .venv/bin/python -m benchmarks.analysis_cold --against /work/wt/base/.venv/bin/python

CPU µs per position (the least of ``--runs`` interleaved runs, position by position: the
machine's noise out), median, p90, p99 and max over the positions of ``--games`` seeded
games; with valgrind, the same percentiles in instructions, each position's cold
analysis counted apart (callgrind dumps its counts at a marker call before and after
each analysis): the tail in figures a busy machine does not move. Nothing here asserts.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve()
if __name__ == "__main__":  # run as a script by another tree's Python (the child below)
    sys.path.insert(0, str(HERE.parent.parent))

from benchmarks.goal import SEED, STRICT, ZANK, _env, has_callgrind, run_child  # noqa: E402

FIGURES = (("strict", STRICT), ("zank", ZANK))
#: the C function the child calls around each analysis, at which callgrind dumps its counts
#: (the analyses never call it themselves)
MARKER = "getppid"


def percentiles(values: Sequence[float]) -> dict[str, float]:
    """Median, p90, p99 and max, as ``benchmarks.goal`` takes them (p99: the value at
    index ``int(0.99 * n)`` of the sorted values)."""
    ordered = sorted(values)
    n = len(ordered)
    return {"median": statistics.median(ordered), "p90": ordered[min(n - 1, int(0.9 * n))],
            "p99": ordered[min(n - 1, int(0.99 * n))], "max": ordered[-1]}


def _child_instructions(path: str) -> None:
    """Under callgrind: each position of ``path`` analysed once, cold, between two calls of
    ``MARKER`` (the game built and the memos emptied before the first)."""
    from crapette.engine import Game, Position
    from benchmarks.goal import _forget

    with open(path, encoding="utf-8") as lines:
        positions = [Position.loads(line) for line in lines]
    if positions:  # the modules a first analysis imports, imported before any count
        Game(positions[0].copy(), "stop").analysis()
    mark = os.getppid
    for pos in positions:
        game = Game(pos.copy(), "stop")
        _forget()
        mark()
        game.analysis()
        mark()


def position_instructions(python: str, variants: Sequence[str], games: int) -> list[int]:
    """Instructions of each position's cold analysis, in the order of the positions."""
    with tempfile.TemporaryDirectory() as tmp:
        path = str(Path(tmp, "positions"))
        run_child(python, ["positions", str(games), str(SEED), ",".join(variants), path])
        count = len(Path(path).read_text(encoding="utf-8").splitlines())
        cmd = [python, str(HERE), "child-instructions", path]
        subprocess.run(cmd, check=True, capture_output=True, env=_env(python))  # the bytecode cache filled
        out = Path(tmp, "cg.out")
        subprocess.run(["valgrind", "--tool=callgrind", f"--dump-before={MARKER}", f"--callgrind-out-file={out}",
                        *cmd], check=True, capture_output=True, env=_env(python))
        totals = []
        for i in range(1, 2 * count + 1):  # dump 2k: between the k-th pair of markers
            dump = Path(tmp, f"cg.out.{i}")
            if i % 2 == 0:
                totals.append(next(int(line.split()[1]) for line in dump.read_text().splitlines()
                                   if line.startswith(("summary:", "totals:"))))
    return totals


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
            for which, value in percentiles(least[name]).items():
                out[name][f"{key}_cold_{which}_us"] = value
        if callgrind and has_callgrind():
            for name, py in pythons.items():
                for which, value in percentiles(position_instructions(py, variants, games)).items():
                    out[name][f"{key}_cold_{which}_instr"] = value
    return out


def report(figures: dict[str, dict[str, float]]) -> str:
    names = list(figures)
    lines = ["| figure | " + " | ".join(names) + " |", "|---" * (len(names) + 1) + "|"]
    for key in figures[names[0]]:
        fmt = "{:,.0f}" if key.endswith("instr") else "{:.1f}"
        lines.append(f"| {key} | " + " | ".join(fmt.format(figures[n].get(key, float("nan"))) for n in names) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args_in = sys.argv[1:] if argv is None else argv
    if args_in[:1] == ["child-instructions"]:
        _child_instructions(args_in[1])
        return 0
    parser = argparse.ArgumentParser(prog="python -m benchmarks.analysis_cold", description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--against", metavar="PYTHON", help="another tree's Python (its venv's), measured first")
    parser.add_argument("--games", type=int, default=40, help="seeded games, five positions each (the goal's 40)")
    parser.add_argument("--runs", type=int, default=3, help="interleaved runs; each position's least CPU time is kept")
    parser.add_argument("--no-callgrind", action="store_true", help="CPU times only")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    args = parser.parse_args(args_in)
    pythons = {"before": args.against} if args.against else {}
    pythons["after" if args.against else "this tree"] = sys.executable
    figures = measure(pythons, args.games, args.runs, not args.no_callgrind)
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1))
    print(report(figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
