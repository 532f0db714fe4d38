"""Issue 28's cold Zank-Patience analysis alone, with its spread: this tree beside another
(``--against``), on the positions ``benchmarks.goal`` measures.

    .venv/bin/python -m benchmarks.zank_cold --against OTHER/.venv/bin/python

- CPU µs per position: ``benchmarks.goal``'s own child (a fresh ``Game`` each, memos
  emptied), the least of ``--runs`` interleaved runs position by position; median, p90,
  p99.
- instructions per analysis (callgrind, when valgrind is installed): each position's
  analysis counted on its own (collected only inside ``_operator.call``, one dump per
  call), so the median, p90 and p99 are those of single analyses, not a mean over a
  child's whole run as ``benchmarks.goal`` gives. The generator's caches are filled first
  (the positions come from played games, whose moves were generated), the garbage
  collector is off, as in the CPU child.

Nothing here asserts: these are figures to read.
"""

from __future__ import annotations

import argparse
import glob
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve()
ROOT = HERE.parent.parent


def _child(path: str) -> None:
    """Analyse each position of ``path`` once, cold, each inside ``_operator.call`` (what
    callgrind counts)."""
    import _operator
    import gc

    sys.path.insert(0, str(ROOT))  # this tree's benchmarks, the interpreter's crapette
    from benchmarks.goal import _forget
    from crapette.engine import Game, Position

    with open(path, encoding="utf-8") as lines:
        positions = [Position.loads(line) for line in lines]
    for pos in positions[1:]:  # one Rules for all, as the positions of one game share theirs
        pos.rules = positions[0].rules
    games = [Game(pos.copy(), "stop") for pos in positions]
    for game in games:  # the generator's caches, as after the games were played; the modules imported
        Game(game.position.copy(), "stop").analysis()
    gc.collect()
    gc.disable()
    call = _operator.call
    for game in games:
        _forget()
        call(game.analysis)


def percentiles(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {"median": statistics.median(ordered), "p90": ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))],
            "p99": ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]}


def cpu(pythons: dict[str, str], games: int, runs: int, variants: str) -> dict[str, dict[str, float]]:
    from benchmarks.goal import SEED, run_child

    least: dict[str, list[float]] = {}
    for _ in range(runs):
        for name, py in pythons.items():
            got = json.loads(run_child(py, ["analysis", str(games), str(SEED), variants]))["cold"]
            least[name] = [min(a, b) for a, b in zip(least[name], got)] if name in least else got
    return {name: percentiles(values) for name, values in least.items()}


def instructions(pythons: dict[str, str], games: int, variants: str) -> dict[str, dict[str, float]]:
    from benchmarks.goal import SEED, _env, run_child

    out = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name, py in pythons.items():
            path = str(Path(tmp, f"{name}.positions"))
            run_child(py, ["positions", str(games), str(SEED), variants, path])
            dumps = Path(tmp, name)
            dumps.mkdir()
            cmd = [py, str(HERE), "child", path]
            subprocess.run(cmd, check=True, capture_output=True, env=_env(py))  # the bytecode cache filled
            # children traced: ``--against`` may be a script that runs a Python; every process
            # but the analysing one collects nothing (nor does its last dump)
            subprocess.run(["valgrind", "--tool=callgrind", "--trace-children=yes", "--collect-atstart=no",
                            "--toggle-collect=_operator_call", "--dump-after=_operator_call",
                            f"--callgrind-out-file={dumps / 'cg.out.%p'}", *cmd],
                           check=True, capture_output=True, env=_env(py))
            counts = [float(line.split()[1]) for dump in glob.glob(str(dumps / "cg.out.*"))
                      for line in Path(dump).read_text().splitlines() if line.startswith("summary:")]
            counts = [count for count in counts if count > 0]
            out[name] = percentiles(counts)
    return out


def main(argv: list[str] | None = None) -> int:
    from benchmarks.goal import ZANK, has_callgrind

    parser = argparse.ArgumentParser(prog="python -m benchmarks.zank_cold", description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--against", metavar="PYTHON", help="another tree's Python (its venv's), measured first")
    parser.add_argument("--games", type=int, default=40, help="seeded games, five positions each (the goal's 40)")
    parser.add_argument("--runs", type=int, default=3, help="interleaved CPU runs; each position's least time is kept")
    parser.add_argument("--variants", default=",".join(ZANK), help="the variants (default: %(default)s)")
    parser.add_argument("--no-callgrind", action="store_true", help="CPU times only")
    args = parser.parse_args(argv)
    pythons = {"before": args.against} if args.against else {}
    pythons["after" if args.against else "this tree"] = sys.executable
    figures = {"CPU µs": cpu(pythons, args.games, args.runs, args.variants)}
    if not args.no_callgrind and has_callgrind():
        figures["instructions"] = instructions(pythons, args.games, args.variants)
    print(f"| {args.variants}, cold | " + " | ".join(pythons) + " |")
    print("|---" * (len(pythons) + 1) + "|")
    for unit, by_tree in figures.items():
        for key in ("median", "p90", "p99"):
            fmt = "{:,.0f}" if unit == "instructions" else "{:.1f}"
            print(f"| {unit}, {key} | " + " | ".join(fmt.format(by_tree[n][key]) for n in pythons) + " |")
    return 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["child"]:
        _child(sys.argv[2])
    else:
        raise SystemExit(main())
