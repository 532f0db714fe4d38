"""Seeded random self-play of every variant, checking the engine's invariants.

``python -m benchmarks.soak [--games N] [--variant NAME]...`` plays N games per variant
(alternating stop and strict mode, random calls in stop mode, random undos) and checks
after every action: 104 cards, none more than twice, piles obey the building rules,
the action was listed, undo restores exactly, the position JSON round-trips, and the
game ends. It also times the analysis of every position (median and 99th percentile).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.soak", description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--variant", action="append", default=None)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    names = args.variant or sorted(VARIANTS)
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
    print("failures:", failures)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
