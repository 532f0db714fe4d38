"""Fit the review's evaluation (``crapette.review.value``) on self-play, and measure how
well it predicts outcomes: ``python -m crapette.review.calibrate --fit`` plays seeded
greedy games of every game, fits each one's three weights by maximum likelihood (Newton's
method on the softmax over seats) and writes ``data/review.json``; ``--check`` plays
other seeds and prints, per game, the predicted win chance of the player to move at each
turn start against the share it won, in bins (the calibration), and the log loss.
Deterministic: the same seeds give the same weights and figures.
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Sequence
from pathlib import Path

from crapette.bots.greedy import GreedyPlayer
from crapette.engine import Game, Rules
from crapette.review import value
from crapette.review.rollout import derive

#: the games fitted: their variant names
GAMES: dict[str, tuple[str, ...]] = {
    "standard": (),
    "one-deck": ("one-deck",),
    "three-players": ("three-players",),
    "zank-patience": ("zank-patience",),
    "schikanieren": ("zank-patience", "schikanieren"),
    "zank-one-deck": ("zank-patience", "one-deck"),
    "zank-three": ("zank-patience", "three-players"),
}

Sample = tuple[dict[int, tuple[float, float, float]], dict[int, float], int]  # features, outcome, to move


def samples(variants: Sequence[str], seeds: range, players: str = "greedy") -> list[Sample]:
    """The features of every turn start of seeded self-play games, with each game's
    outcome per seat (a stalemate: 1/seats each)."""
    from crapette.bots import make_player

    found: list[Sample] = []
    for seed in seeds:
        game = Game.new(seed, list(variants))
        table = game.position.table
        bots = {seat: (GreedyPlayer(derive(seed, seat)) if players == "greedy"
                       else make_player(players, derive(seed, seat))) for seat in table.seats}
        starts: list[tuple[dict[int, tuple[float, float, float]], int]] = []
        for _step in range(20_000):
            if game.outcome is not None:
                break
            if game.position.turn_start:
                starts.append((value.features(game.position), game.to_move))
            game.push(bots[game.to_move].choose(game))
        if game.outcome is None:
            continue
        n = len(table.seats)
        won = {seat: (1.0 if game.outcome.winner == seat else 0.0) if game.outcome.winner is not None else 1.0 / n
               for seat in table.seats}
        found.extend((f, won, mover) for f, mover in starts)
    return found


def _probabilities(w: Sequence[float], f: dict[int, tuple[float, float, float]]) -> dict[int, float]:
    return value.softmax({seat: sum(a * b for a, b in zip(w, x)) for seat, x in f.items()})


def fit(data: list[Sample], iterations: int = 25) -> tuple[float, float, float]:
    """The weights of greatest likelihood (Newton's method; a small ridge keeps it stable)."""
    w = [0.0, 0.0, 0.0]
    for _it in range(iterations):
        grad = [0.0] * 3
        hess = [[1e-3 if i == j else 0.0 for j in range(3)] for i in range(3)]
        for f, won, _mover in data:
            p = _probabilities(w, f)
            mean = [sum(p[s] * f[s][k] for s in f) for k in range(3)]
            for s in f:
                for k in range(3):
                    grad[k] += (won[s] - p[s]) * f[s][k]
                    for j in range(3):
                        hess[k][j] += p[s] * (f[s][k] - mean[k]) * (f[s][j] - mean[j])
        step = _solve(hess, grad)
        w = [a + b for a, b in zip(w, step)]
        if max(abs(x) for x in step) < 1e-6:
            break
    return w[0], w[1], w[2]


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination for a small system."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col:
                factor = m[r][col] / m[col][col]
                m[r] = [x - factor * y for x, y in zip(m[r], m[col])]
    return [m[i][n] / m[i][i] for i in range(n)]


def calibration(data: list[Sample], w: Sequence[float], bins: int = 5) -> tuple[list[tuple[float, float, int]], float]:
    """Per bin of predicted win chance (of the player to move): the mean prediction, the
    share won, the positions; and the mean log loss."""
    sums = [[0.0, 0.0, 0] for _ in range(bins)]
    loss = 0.0
    for f, won, mover in data:
        p = _probabilities(w, f)[mover]
        b = min(bins - 1, int(p * bins))
        sums[b][0] += p
        sums[b][1] += won[mover]
        sums[b][2] += 1
        loss -= won[mover] * math.log(max(p, 1e-9)) + (1 - won[mover]) * math.log(max(1 - p, 1e-9))
    rows = [(s[0] / s[2], s[1] / s[2], int(s[2])) for s in sums if s[2]]
    return rows, loss / max(1, len(data))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m crapette.review.calibrate", description=__doc__)
    parser.add_argument("--fit", action="store_true", help="fit the weights and write data/review.json")
    parser.add_argument("--check", action="store_true", help="print the calibration on other seeds")
    parser.add_argument("--games", type=int, default=300, help="games per game (default 300)")
    parser.add_argument("--players", default="greedy", help="the check's players (default greedy)")
    parser.add_argument("--only", default=None, help="one game of GAMES")
    args = parser.parse_args(argv)
    path = Path(__file__).parent.parent / "data" / "review.json"
    stored = json.loads(path.read_text(encoding="utf-8"))
    games = {args.only: GAMES[args.only]} if args.only else GAMES
    for name, variants in games.items():
        if args.fit:
            data = samples(variants, range(1_000_000, 1_000_000 + args.games))
            stored["weights"][name] = [round(x, 4) for x in fit(data)]
            print(f"{name}: {len(data)} positions, weights {stored['weights'][name]}")
        if args.check:
            w = value.weights_for(Rules.from_names(list(variants))) if not args.fit else stored["weights"][name]
            data = samples(variants, range(2_000_000, 2_000_000 + args.games), args.players)
            rows, loss = calibration(data, w)
            print(f"{name} ({args.players}, {len(data)} turn starts, log loss {loss:.3f}):")
            for predicted, actual, count in rows:
                print(f"  predicted {100 * predicted:5.1f} %  won {100 * actual:5.1f} %  ({count})")
    if args.fit:
        path.write_text(json.dumps(stored, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
