"""Seeded random self-play of every variant, checking the engine's invariants.

``python -m benchmarks.soak [--games N] [--variant NAME]...`` plays N games per variant
(alternating stop and strict mode, random calls in stop mode, random undos) and checks
after every action: 104 cards, none more than twice, piles obey the building rules,
the action was listed, undo restores exactly, the position JSON round-trips, and the
game ends. It also times the analysis of every position (median and 99th percentile).

``--fuzz N`` then tries N hostile variations of each file the program reads (positions and
records of every table, saves, the lessons' progress, the settings, the statistics, the
kept games, records naming piles a table lacks; tests/fuzz/mutations.py) against the contract of
tests/fuzz/checks.py, each within ``--fuzz-seconds``; ``--monkey N`` drives the play,
learn and replay apps with N random keys, clicks and resizes each, and checks that a run
that dawdles takes the path of a brisk one (tests/app/test_monkey.py; `make test` runs the
short forms).
``--leak N`` plays N random actions in every game's window and checks that the widgets
held stay flat. All print what they tried and what failed, with the seed that replays each failure.
``make soak ARGS="--games 0 --fuzz 2000 --monkey 0"`` runs the fuzz part alone.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from crapette.engine import NO_FOUNDATION_LIMIT, Game, Position, Record
from crapette.engine.actions import CRAPETTE_ACTION, STOP_ACTION
from crapette.engine.priorities import analyse
from crapette.engine.variants import VARIANTS

#: variants that only make sense together with another
PARTNERS = {"minimal-freeing": ["strict-priorities", "minimal-freeing"]}


def check(game: Game) -> None:
    """104 cards, none more than twice, piles in order (validate); JSON every 50 plies."""
    cards = game.position.all_cards()
    if len(cards) != 104:
        raise AssertionError(f"{len(cards)} cards")
    game.position.validate()
    if game.ply % 50 == 0 and Position.loads(game.position.dumps()) != game.position:
        raise AssertionError("position JSON does not round-trip")


def play(variants: list[str], seed: int) -> tuple[int, list[int]]:
    """One checked game; returns its length and the analysis times (ns)."""
    mode = "stop" if seed % 2 else "strict"
    game = Game.new(seed, variants, mode)
    call = CRAPETTE_ACTION if "crapette-call" in variants else STOP_ACTION
    rng = random.Random(seed)
    times = []
    bound = 105 * NO_FOUNDATION_LIMIT
    while not game.is_over:
        if game.ply > 2 * bound:
            raise AssertionError("the game did not end")
        if game.can_stop() and rng.random() < 0.1:
            game.push(call)
            check(game)
            continue
        pos = game.position
        t = time.perf_counter_ns()
        analysis = analyse(pos, game.legal_actions())
        times.append(time.perf_counter_ns() - t)
        allowed = [a for a, v in analysis if mode == "stop" or v is None]
        if not allowed:
            raise AssertionError(f"no allowed action at ply {game.ply}")
        action = allowed[rng.randrange(len(allowed))]
        undo = rng.random() < 0.03
        if undo:
            before, state = pos.dumps(), game._state()
        if action not in game.legal_actions():
            raise AssertionError(f"{action} was not listed")
        game.push(action)
        check(game)
        if undo:
            game.pop()
            if game.position.dumps() != before or game._state() != state:
                raise AssertionError(f"undo of {action} is not exact")
            game.push(action)
    record = Record.from_game(game)
    text = record.dumps()
    again = Record.loads(text)
    if again.dumps() != text or again.replay().position != game.position:
        raise AssertionError("the record does not replay")
    return game.ply, times


def soak(variants: list[str], seed: int) -> tuple[str, int, int, list[int], str]:
    try:
        length, times = play(variants, seed)
        return ",".join(variants), seed, length, times, ""
    except Exception as exc:
        return ",".join(variants), seed, 0, [], f"{type(exc).__name__}: {exc}"


TESTS = Path(__file__).resolve().parent.parent / "tests"
FUZZ_SEED_BASE = 10**9  # far from the seeds CI tries


def _fuzz_one(job: tuple[str, int, float]) -> tuple[float, str]:
    """One hostile input: its time and its failure ('' if none)."""
    import tempfile

    if str(TESTS / "fuzz") not in sys.path:
        sys.path.insert(0, str(TESTS / "fuzz"))
    from checks import run_one

    target, seed, limit = job
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        try:
            problem = run_one(target, seed, Path(folder))
        except BaseException as exc:  # the harness itself must report, not stop
            problem = f"{target} seed {seed}: {type(exc).__name__}: {exc}"
    took = time.perf_counter() - start
    if problem is None and took > limit:
        problem = f"{target} seed {seed}: took {took:.1f} s (more than {limit} s)"
    return took, problem or ""


def fuzz(count: int, jobs: int, limit: float) -> int:
    """N hostile variations of each file kind; returns the failures."""
    sys.path.insert(0, str(TESTS / "fuzz"))
    from checks import surfaces

    failures = tried = 0
    start = time.perf_counter()
    for target in surfaces():
        work = [(target, FUZZ_SEED_BASE + i, limit) for i in range(count)]
        slowest = 0.0
        with ProcessPoolExecutor(jobs) as pool:
            for took, problem in pool.map(_fuzz_one, work, chunksize=16):
                tried += 1
                slowest = max(slowest, took)
                if problem:
                    failures += 1
                    print(f"  FAIL {problem}", flush=True)
        print(f"fuzz {target:10} {count} inputs, slowest {slowest * 1000:6.0f} ms", flush=True)
    print(f"fuzz: {tried} inputs tried, {failures} failures, {time.perf_counter() - start:.1f} s", flush=True)
    return failures


def monkey(events: int, seed: int) -> int:
    """The apps under N random events each; returns the failures."""
    sys.path.insert(0, str(TESTS / "app"))
    import test_monkey

    failures = 0
    start = time.perf_counter()
    runs = {
        "play": test_monkey.test_the_play_app_survives_the_monkey,
        "learn": test_monkey.test_the_learn_app_survives_the_monkey,
    }
    test_monkey.EVENTS, test_monkey.SEED = events, seed
    import tempfile

    for name, run in runs.items():
        with tempfile.TemporaryDirectory() as folder:
            try:
                run(Path(folder) / "data")
            except BaseException as exc:
                failures += 1
                print(f"  FAIL monkey {name}: {type(exc).__name__}: {str(exc)[:300]}", flush=True)
    try:
        test_monkey.test_the_replay_app_survives_the_monkey()
    except BaseException as exc:
        failures += 1
        print(f"  FAIL monkey replay: {type(exc).__name__}: {str(exc)[:300]}", flush=True)
    # the timing check's long form (make test runs it over 60 events): brisk and dawdling
    # runs of the same seed take the same path
    test_monkey.PATH_EVENTS = min(events, 500)
    for name in ("play", "learn"):
        with tempfile.TemporaryDirectory() as folder:
            try:
                test_monkey.test_the_monkeys_path_does_not_depend_on_timing(name, Path(folder))
            except BaseException as exc:
                failures += 1
                print(f"  FAIL monkey path {name}: {type(exc).__name__}: {str(exc)[:300]}", flush=True)
    print(f"monkey: {3 * events} events (seed {seed}), the timing check over {test_monkey.PATH_EVENTS}, "
          f"{failures} failures, "
          f"{time.perf_counter() - start:.1f} s", flush=True)
    return failures


def leak(actions: int) -> int:
    """Every game's window over N random actions: the widgets held must stay flat
    (tests/app/test_hostile_app.py; Zank-Patience's footer once kept ~16 an action)."""
    sys.path.insert(0, str(TESTS / "app"))
    import tempfile

    import test_hostile_app

    failures = 0
    start = time.perf_counter()
    test_hostile_app.ACTIONS = actions
    for game in sorted(test_hostile_app.GAMES):
        with tempfile.TemporaryDirectory() as folder:
            os.environ["CRAPETTE_DATA_DIR"] = folder
            try:
                test_hostile_app.test_the_widgets_stay_flat_over_many_actions(game)
            except BaseException as exc:
                failures += 1
                print(f"  FAIL leak {game}: {type(exc).__name__}: {str(exc)[:300]}", flush=True)
    print(f"leak: {len(test_hostile_app.GAMES)} games x {actions} actions, {failures} failures, "
          f"{time.perf_counter() - start:.1f} s", flush=True)
    return failures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.soak", description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--variant", action="append", default=None)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--fuzz", type=int, default=20000, metavar="N", help="hostile inputs per file kind")
    parser.add_argument("--fuzz-seconds", type=float, default=5.0, help="the most one hostile input may take")
    parser.add_argument("--monkey", type=int, default=5000, metavar="N", help="random events per app")
    parser.add_argument("--monkey-seed", type=int, default=1616)
    parser.add_argument("--leak", type=int, default=300, metavar="N", help="random actions per game, widgets counted")
    args = parser.parse_args(argv)
    names = (args.variant or sorted(VARIANTS)) if args.games > 0 else []
    failures = 0
    for name in names:
        variants = PARTNERS.get(name, [name])
        start = time.perf_counter()
        lengths: list[int] = []
        times: list[int] = []
        with ProcessPoolExecutor(args.jobs) as pool:
            for _, seed, length, t, error in pool.map(soak, [variants] * args.games, range(args.games), chunksize=8):
                if error:
                    failures += 1
                    print(f"  FAIL {name} seed {seed}: {error}")
                lengths.append(length)
                times.extend(t)
        times.sort()
        p99 = times[int(len(times) * 0.99)] / 1e6 if times else 0.0
        print(f"{name:22} {args.games} games in {time.perf_counter() - start:6.1f} s, "
              f"mean {statistics.mean(lengths):6.0f} actions; analysis median "
              f"{times[len(times) // 2] / 1e3 if times else 0:6.1f} µs, p99 {p99:6.2f} ms", flush=True)
    if args.fuzz > 0:
        failures += fuzz(args.fuzz, args.jobs, args.fuzz_seconds)
    if args.monkey > 0:
        failures += monkey(args.monkey, args.monkey_seed)
    if args.leak > 0:
        failures += leak(args.leak)
    print("failures:", failures)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
