"""The review's evaluation: each seat's chance to win a position at the start of a turn,
from the cards each player still holds, fitted on self-play (``crapette.review.calibrate``).

Each seat gets a score from three features: its count against the mean of the others'
(the count of the score: 1 a hand or discard card, 2 a reserve card), the same scaled
by the cards left in all (the same lead weighs more near the end), and whether it
plays next; the win chances are the softmax of the scores (for two seats, a logistic
curve of the difference). The three weights are fitted per game by maximum likelihood
over positions of greedy self-play and kept in ``data/review.json``: how well they
predict outcomes is measured by ``python -m crapette.review.calibrate --check``.
"""

from __future__ import annotations

import json
import math
from functools import cache
from importlib import resources

from crapette.engine import outcome as outcomes
from crapette.engine.position import Position, Rules

#: the weights when a game has none fitted (the standard game's, rounded)
FALLBACK = (0.9, 1.4, 0.3)


def model_key(rules: Rules) -> str:
    """The game a set of weights belongs to: its name (``standard``, ``one-deck``,
    ``three-players``, ``zank-patience``, ``schikanieren``…)."""
    return rules.game.name


@cache
def _weights() -> dict[str, tuple[float, float, float]]:
    text = resources.files("crapette").joinpath("data/review.json").read_text(encoding="utf-8")
    return {key: (float(a), float(b), float(c)) for key, (a, b, c) in json.loads(text)["weights"].items()}


def weights_for(rules: Rules) -> tuple[float, float, float]:
    return _weights().get(model_key(rules), FALLBACK)


def features(pos: Position) -> dict[int, tuple[float, float, float]]:
    """Each seat's features (see the module docstring)."""
    table = pos.table
    counts = {seat: pos.penalty_points(seat) for seat in table.seats}
    total = sum(counts.values())
    scale = math.sqrt(total + 4.0)
    result = {}
    for seat in table.seats:
        others = [counts[o] for o in table.seats if o != seat]
        lead = sum(others) / len(others) - counts[seat]
        result[seat] = (lead / 10.0, lead / scale, 1.0 if seat == pos.to_move else 0.0)
    return result


def softmax(scores: dict[int, float]) -> dict[int, float]:
    top = max(scores.values())
    exps = {seat: math.exp(z - top) for seat, z in scores.items()}
    total = sum(exps.values())
    return {seat: e / total for seat, e in exps.items()}


def win_chances(pos: Position, weights: tuple[float, float, float] | None = None) -> dict[int, float]:
    """Each seat's chance to win from ``pos``, by the fitted weights of its game."""
    w = weights if weights is not None else weights_for(pos.rules)
    return softmax({seat: sum(a * b for a, b in zip(w, f)) for seat, f in features(pos).items()})


def expected_points(pos: Position, chances: dict[int, float]) -> dict[int, float]:
    """Each seat's net points (its points less the mean of the others') if the game were
    won from here with these chances, each winner scoring what the rules give it now."""
    table = pos.table
    points = {seat: 0.0 for seat in table.seats}
    for winner, chance in chances.items():
        scored = outcomes.won(pos, winner).points
        for seat in table.seats:
            points[seat] += chance * scored[seat]
    return {seat: points[seat] - sum(points[o] for o in table.seats if o != seat) / (len(table.seats) - 1)
            for seat in table.seats}
