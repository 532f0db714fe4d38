"""Issue 28's figures, measured the same way in this tree and, side by side, in another
(``--against``): ``python -m benchmarks.goal [--against OTHER/.venv/bin/python]``.

Each figure is measured in a child process (``python benchmarks/goal.py child …``) run
by this tree's Python and by the other one in turn, so both engines play the same
seeded games on the same machine in one run. The children import ``crapette`` from
their own interpreter's install and use only what every version has (``Game.new``,
``push``, ``legal_actions``, ``analysis``, ``selfplay.play_game``, ``make_app``).

- instructions (callgrind, when valgrind is installed): the difference between a child
  that plays N games and one that plays none, divided by N — start-up excluded, the
  same count on a busy machine. The child that plays none never imports the engine, so
  the figure holds 1/N of the engine's import; the standard game's is also given with
  the engine imported in both children (the games alone);
- CPU seconds (``time.process_time``), best of a few interleaved runs;
- analysis *cold*: every position analysed once, on a fresh ``Game``, with the freeing
  search's memos emptied first (``warm``: the same position again, memos kept);
- the app: start-up instructions and key press → repaint, each beside a minimal Textual
  app in the same child.

Nothing here asserts: these are figures to read.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve()
ROOT = HERE.parent.parent
SEED = 20261122
ZANK = ("zank-patience",)
STRICT = ("strict-priorities", "minimal-freeing")


# --- the children's work (run under either tree's Python) ------------------------------------


def _random_game(seed: int, variants: Sequence[str]) -> list[Any]:
    """One uniform-random game in stop mode (every listed action equally likely, no Stop!)."""
    from crapette.engine import Game

    rng = random.Random(seed)
    game = Game.new(seed, tuple(variants), "stop")
    legal, push, randrange = game.legal_actions, game.push, rng.randrange
    while game.outcome is None:
        actions = legal()
        push(actions[randrange(len(actions))])
    return game.actions


def _selfplay(n: int, seed: int) -> None:
    """``crapette selfplay``'s work for random players: ``play_game`` of the standard game."""
    from crapette.selfplay import play_game

    for i in range(n):
        play_game(i, ("random", "random"), seed, (), "stop")


def _forget() -> None:
    """Empty every memo of the engine: the next analysis is cold."""
    from crapette.engine import freeing

    for name in ("_MEMO", "_LAST"):
        memo = getattr(freeing, name, None)
        if memo is not None:
            memo.clear()
    reset = getattr(freeing, "forget", None)
    if reset is not None:
        reset()


def _positions(variants: Sequence[str], games: int, seed: int, per_game: int = 5) -> list[Any]:
    """Mid-game positions (40–60 % of each game) of uniform-random games."""
    from crapette.engine import Game

    out = []
    for s in range(seed, seed + games):
        actions = _random_game(s, variants)
        game = Game.new(s, tuple(variants), "stop")
        done = 0
        for target in sorted({int(len(actions) * (0.4 + 0.2 * i / (per_game - 1))) for i in range(per_game)}):
            for action in actions[done:target]:
                game.push(action)
            done = target
            if not game.is_over:
                out.append(game.position.copy())
    return out


def _analysis(variants: Sequence[str], games: int, seed: int) -> dict[str, list[float]]:
    """CPU µs of ``Game.analysis()`` per position: cold (memos emptied), then warm (again)."""
    import gc

    from crapette.engine import Game

    positions = _positions(variants, games, seed)
    clock = time.process_time_ns
    cold, warm = [], []
    gc.collect()
    gc.disable()
    for pos in positions:
        fresh = [Game(pos.copy(), "stop") for _ in range(2)]
        _forget()
        t0 = clock()
        fresh[0].analysis()
        cold.append((clock() - t0) / 1000)
        t0 = clock()
        fresh[1].analysis()
        warm.append((clock() - t0) / 1000)
    gc.enable()
    return {"cold": cold, "warm": warm}


def _write_positions(variants: Sequence[str], games: int, seed: int, path: str) -> None:
    """``_positions``, written one a line in the position format (for ``_analyse_file``)."""
    with open(path, "w", encoding="utf-8") as out:
        for pos in _positions(variants, games, seed):
            out.write(pos.dumps().replace("\n", " ") + "\n")


def _analyse_file(path: str, analyse: bool) -> None:
    """Read the positions, and (``analyse``) analyse each once, cold: under callgrind the
    difference between the two is the analyses' instructions."""
    from crapette.engine import Game, Position

    with open(path, encoding="utf-8") as lines:
        games = [Game(Position.loads(line), "stop") for line in lines]
    if games:  # the modules a first analysis imports, imported in both runs
        Game(games[0].position.copy(), "stop").analysis()
    if analyse:
        for game in games:
            _forget()
            game.analysis()


_PAINT_HOOK = """
def hook(app, screen_type=None):
    original = app._display
    def display(screen, renderable):
        original(screen, renderable)
        if renderable is None:
            return
        if hasattr(renderable, "render_segments"):
            renderable.render_segments(app.console)
        if screen_type is None or isinstance(screen, screen_type):
            app.exit()
    app._display = display
"""


def _startup(which: str) -> None:
    """Start an app headless and stop at its first painted screen (for callgrind)."""
    scope: dict[str, Any] = {}
    exec(_PAINT_HOOK, scope)
    hook = scope["hook"]
    if which == "minimal":
        from textual.app import App, ComposeResult
        from textual.widgets import Footer, Static

        class Minimal(App[None]):
            def compose(self) -> ComposeResult:
                yield Static("hello")
                yield Footer()

        app: Any = Minimal()
        hook(app)
    else:
        from crapette.app.app import make_app
        from crapette.app.screens.game import GameScreen

        app = make_app(seed=1, new=True)
        hook(app, GameScreen)
    app.run(headless=True, size=(120, 40))


def child(argv: list[str]) -> None:
    what = argv[0]
    if what == "selfplay":
        _selfplay(int(argv[1]), int(argv[2]))
    elif what == "engine":
        variants = tuple(v for v in (argv[3] if len(argv) > 3 else "").split(",") if v)
        for s in range(int(argv[2]), int(argv[2]) + int(argv[1])):
            _random_game(s, variants)
    elif what == "engine-imported":  # ``engine``, with the engine imported even for no game
        from crapette.engine import Game

        Game.new(0)
        child(["engine", *argv[1:]])
    elif what == "cpu":  # CPU seconds of selfplay/engine, printed (the imports before the clock)
        import crapette.engine
        import crapette.selfplay  # noqa: F401

        _random_game(0, ())  # and the modules a game loads when first needed
        start = time.process_time()
        child(argv[1:])
        print(json.dumps(time.process_time() - start))
    elif what == "analysis":
        variants = tuple(v for v in (argv[3] if len(argv) > 3 else "").split(",") if v)
        print(json.dumps(_analysis(variants, int(argv[1]), int(argv[2]))))
    elif what == "positions":
        variants = tuple(v for v in argv[3].split(",") if v)
        _write_positions(variants, int(argv[1]), int(argv[2]), argv[4])
    elif what == "analyse-file":
        _analyse_file(argv[1], argv[2] == "1")
    elif what == "startup":
        _startup(argv[1])
    elif what == "keypress":
        sys.path.insert(0, str(ROOT))  # this tree's benchmarks, the child's crapette
        from benchmarks.app_figures import keypress_figures

        import contextlib
        import io

        with contextlib.redirect_stdout(io.StringIO()):
            figures = keypress_figures(int(argv[1]))
        print(json.dumps(figures))
    else:
        raise SystemExit(f"unknown child {what!r}")


# --- the parent ---------------------------------------------------------------------------------


def _env(python: str) -> dict[str, str]:
    """The children's environment: hashing seeded, and bytecode cached as an installed
    package has it (a shell's PYTHONDONTWRITEBYTECODE would count the compiler at start-up),
    in a cache of each interpreter's own."""
    cache = Path(tempfile.gettempdir(), "crapette-goal-pycache" + python.replace(os.sep, "_"))
    env = dict(os.environ, PYTHONHASHSEED="0", CRAPETTE_DATA_DIR=tempfile.mkdtemp(prefix="crapette-goal-"),
               PYTHONPYCACHEPREFIX=str(cache))
    for name in ("NO_COLOR", "TEXTUAL_THEME", "PYTHONDONTWRITEBYTECODE"):
        env.pop(name, None)
    return env


def run_child(python: str, args: list[str], callgrind: bool = False) -> str:
    """Run a child; its stdout, or (callgrind) the instructions it executed."""
    cmd = [python, str(HERE), "child", *args]
    if not callgrind:
        return subprocess.run(cmd, check=True, capture_output=True, text=True, env=_env(python)).stdout
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp, "callgrind.out")
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *cmd], check=True,
                       capture_output=True, text=True, env=_env(python))
        for line in out.read_text().splitlines():
            if line.startswith(("summary:", "totals:")):
                return line.split()[1]
    raise RuntimeError("callgrind wrote no total")


def instructions(python: str, args: list[str], n: int) -> float:
    """Instructions of ``args`` run ``n`` times, minus the same child run 0 times, per run."""
    run_child(python, [args[0], "1", *args[2:]])  # the bytecode cache filled: no compiling counted
    base = int(run_child(python, [args[0], "0", *args[2:]], callgrind=True))
    full = int(run_child(python, [args[0], str(n), *args[2:]], callgrind=True))
    return (full - base) / n


def has_callgrind() -> bool:
    return shutil.which("valgrind") is not None


def wanted(key: str, only: Sequence[str] = ()) -> bool:
    """Whether figure ``key`` is measured: every figure, or (``only``) those whose key
    holds one of the words (``--only engine_instr,standard_cold``)."""
    return not only or any(word in key for word in only)


def measure(pythons: dict[str, str], quick: bool = False, only: Sequence[str] = ()) -> dict[str, dict[str, float]]:
    """Every figure for every tree (interleaved run by run); ``only``: see ``wanted``."""
    out: dict[str, dict[str, float]] = {name: {} for name in pythons}
    runs = 1 if quick else 3
    games = 10 if quick else 30
    # CPU seconds, best of ``runs`` interleaved
    for key, args, n in (("selfplay_games_per_cpu_s", ["selfplay"], games),
                         ("engine_games_per_cpu_s", ["engine", "", ""], games),
                         ("zank_games_per_cpu_s", ["engine", "", ",".join(ZANK)], games)):
        if not wanted(key, only):
            continue
        best: dict[str, float] = {}
        for _ in range(runs):
            for name, py in pythons.items():
                child_args = [args[0], str(n), str(SEED), *args[2:]]
                secs = float(run_child(py, ["cpu", *child_args]))
                best[name] = min(best.get(name, float("inf")), secs)
        for name in pythons:
            out[name][key] = n / best[name]
    if has_callgrind():
        n = 2 if quick else 5
        for key, args in (("selfplay_instr_per_game", ["selfplay", "", str(SEED)]),
                          ("engine_instr_per_game", ["engine", "", str(SEED), ""]),
                          ("engine_games_instr_per_game", ["engine-imported", "", str(SEED), ""]),
                          ("zank_instr_per_game", ["engine", "", str(SEED), ",".join(ZANK)])):
            if not wanted(key, only):
                continue
            for name, py in pythons.items():
                out[name][key] = instructions(py, args, n)
        for name, py in pythons.items() if wanted("startup_ratio", only) else ():
            for which in ("minimal", "crapette"):  # the bytecode cache filled first
                run_child(py, ["startup", which])
            minimal = int(run_child(py, ["startup", "minimal"], callgrind=True))
            crapette = int(run_child(py, ["startup", "crapette"], callgrind=True))
            out[name]["startup_ratio"] = crapette / minimal
            out[name]["startup_instr"] = crapette
    agames = 10 if quick else 40
    if has_callgrind():
        analysis_instructions(pythons, agames, out, only)
    # analysis, cold and warm (CPU µs; percentiles over the positions)
    for key, variants in (("standard", ()), ("strict", STRICT), ("zank", ZANK)):
        if not any(wanted(f"{key}_{kind}_{figure}", only) for kind in ("cold", "warm") for figure in ("median_us",
                                                                                                      "p99_us")):
            continue
        samples: dict[str, dict[str, list[float]]] = {name: {"cold": [], "warm": []} for name in pythons}
        for _ in range(runs):
            for name, py in pythons.items():
                got = json.loads(run_child(py, ["analysis", str(agames), str(SEED), ",".join(variants)]))
                for kind in ("cold", "warm"):
                    if not samples[name][kind]:
                        samples[name][kind] = got[kind]
                    else:  # the least of the runs, position by position: the machine's noise out
                        samples[name][kind] = [min(a, b) for a, b in zip(samples[name][kind], got[kind])]
        for name in pythons:
            for kind in ("cold", "warm"):
                values = sorted(samples[name][kind])
                out[name][f"{key}_{kind}_median_us"] = statistics.median(values)
                out[name][f"{key}_{kind}_p99_us"] = values[min(len(values) - 1, int(0.99 * len(values)))]
    for name, py in pythons.items() if wanted("keypress_ratio", only) else ():
        k = json.loads(run_child(py, ["keypress", "20" if quick else "60"]))
        out[name]["keypress_ratio"] = k["keypress_crapette_ms"] / k["keypress_minimal_ms"]
        out[name]["keypress_ms"] = k["keypress_crapette_ms"]
    return out


def analysis_instructions(pythons: dict[str, str], games: int, out: dict[str, dict[str, float]],
                          only: Sequence[str] = ()) -> None:
    """Analysis cold in instructions (callgrind): the mean over the positions of ``games``
    seeded games, each analysed once with the memos emptied, for each tree."""
    with tempfile.TemporaryDirectory() as tmp:
        for key, variants in (("standard", ()), ("strict", STRICT), ("zank", ZANK)):
            if not wanted(f"{key}_cold_instr", only):
                continue
            for name, py in pythons.items():
                path = str(Path(tmp, f"{key}-{len(out[name])}.positions"))
                run_child(py, ["positions", str(games), str(SEED), ",".join(variants), path])
                count = len(Path(path).read_text(encoding="utf-8").splitlines())
                run_child(py, ["analyse-file", path, "1"])  # the bytecode cache filled
                base = int(run_child(py, ["analyse-file", path, "0"], callgrind=True))
                full = int(run_child(py, ["analyse-file", path, "1"], callgrind=True))
                out[name][f"{key}_cold_instr"] = (full - base) / max(1, count)


#: the figures of the goal: key, label, format, target (None: shown only), better when lower
GOAL = (
    ("selfplay_games_per_cpu_s", "selfplay, random standard games per CPU s", "{:.1f}", None, False),
    ("selfplay_instr_per_game", "selfplay, instructions a game", "{:,.0f}", 290e6, True),
    ("engine_games_per_cpu_s", "bare engine, standard games per CPU s", "{:.1f}", None, False),
    ("engine_instr_per_game", "bare engine, instructions a standard game", "{:,.0f}", 115e6, True),
    ("engine_games_instr_per_game", "bare engine, instructions a standard game, the engine's import excluded",
     "{:,.0f}", None, True),
    ("zank_games_per_cpu_s", "bare engine, Zank-Patience games per CPU s", "{:.1f}", None, False),
    ("zank_instr_per_game", "bare engine, instructions a Zank-Patience game", "{:,.0f}", 140e6, True),
    ("standard_cold_median_us", "analysis cold, standard, median µs", "{:.1f}", 6, True),
    ("standard_cold_instr", "analysis cold, standard, instructions (mean)", "{:,.0f}", None, True),
    ("standard_cold_p99_us", "analysis cold, standard, p99 µs", "{:.1f}", None, True),
    ("standard_warm_median_us", "analysis warm, standard, median µs", "{:.1f}", None, True),
    ("strict_cold_median_us", "analysis cold, strict + minimal-freeing, median µs", "{:.1f}", None, True),
    ("strict_cold_p99_us", "analysis cold, strict + minimal-freeing, p99 µs", "{:.1f}", 500, True),
    ("strict_cold_instr", "analysis cold, strict + minimal-freeing, instructions (mean)", "{:,.0f}", None, True),
    ("strict_warm_p99_us", "analysis warm, strict + minimal-freeing, p99 µs", "{:.1f}", None, True),
    ("zank_cold_median_us", "analysis cold, Zank-Patience, median µs", "{:.1f}", 25, True),
    ("zank_cold_p99_us", "analysis cold, Zank-Patience, p99 µs", "{:.1f}", None, True),
    ("zank_cold_instr", "analysis cold, Zank-Patience, instructions (mean)", "{:,.0f}", None, True),
    ("keypress_ratio", "key press → repaint, × minimal Textual app", "{:.2f}", 2.0, True),
    ("keypress_ms", "key press → repaint, ms", "{:.1f}", None, True),
    ("startup_ratio", "start-up instructions, × minimal Textual app", "{:.2f}", 1.25, True),
)


def report(figures: dict[str, dict[str, float]]) -> str:
    names = list(figures)
    lines = ["| figure | " + " | ".join(names) + (" | ratio |" if len(names) == 2 else " |") + " target |"]
    lines.append("|---" * (len(names) + (3 if len(names) == 2 else 2)) + "|")
    for key, label, fmt, target, _lower in GOAL:
        if not all(key in figures[n] for n in names):
            continue
        cells = [fmt.format(figures[n][key]) for n in names]
        ratio = ""
        if len(names) == 2 and figures[names[0]][key]:
            ratio = f" {figures[names[1]][key] / figures[names[0]][key]:.2f}× |"
        goal = "" if target is None else ("≤ " + fmt.format(target))
        lines.append(f"| {label} | " + " | ".join(cells) + " |" + ratio + f" {goal} |")
    return "\n".join(lines)


def register(section: Any, Figure: Any) -> None:
    """The goal's figures for this tree in ``make bench ARGS="--only goal"`` (some minutes:
    callgrind runs slow): instructions beside CPU times, cold analysis beside warm, for
    every game the goal names (listed in benchmarks.run's EXTRA_MODULES)."""

    @section("goal", "Issue 28's figures: instructions (callgrind) beside CPU time, cold analysis beside warm",
             on_request=True)
    def goal_figures(ctx: Any) -> list[Any]:
        figures = measure({"this tree": sys.executable}, quick=ctx.args.games < DEFAULT_GAMES)["this tree"]
        out = []
        for key, label, fmt, target, _lower in GOAL:
            if key in figures:
                out.append(Figure(label, fmt.format(figures[key]), "" if target is None else "goal ≤ " + fmt.format(target)))
        if not has_callgrind():
            out.append(Figure("instructions", "n/a", "valgrind not installed: CPU times only"))
        return out


#: ``make bench``'s default number of games: fewer (``--games``) make the goal's figures quick ones
DEFAULT_GAMES = 60


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "child":
        child(argv[1:])
        return 0
    parser = argparse.ArgumentParser(prog="python -m benchmarks.goal", description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--against", metavar="PYTHON", help="another tree's Python (its venv's), measured first")
    parser.add_argument("--quick", action="store_true", help="fewer games and runs (a rough figure)")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    parser.add_argument("--only", metavar="WORDS", default="",
                        help="only the figures whose key holds one of these comma-separated words (keys: --keys)")
    parser.add_argument("--keys", action="store_true", help="list the figures' keys and stop")
    args = parser.parse_args(argv)
    if args.keys:
        print("\n".join(f"{key}: {label}" for key, label, *_rest in GOAL))
        return 0
    only = tuple(word for word in args.only.split(",") if word)
    unknown = [word for word in only if not any(word in key for key, *_rest in GOAL)]
    if unknown:
        parser.error(f"no figure's key holds {', '.join(unknown)} (the keys: --keys)")
    pythons = {}
    if args.against:
        pythons["before"] = args.against
    pythons["this tree" if not args.against else "after"] = sys.executable
    figures = measure(pythons, args.quick, only)
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1))
    print(report(figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
