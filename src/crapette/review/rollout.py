"""Seeded rollouts: what a position is worth to each seat, as a win chance and points.

A rollout deals the cards nobody has seen again (``unknown_cards``: the dealt hands not
yet turned through, the reserves under their top card, face-down house cards) from a
seeded generator, then lets the greedy player play every seat until each has ended a
turn (the horizon: the opponents' replies are seen), where the review's evaluation
(``crapette.review.value``) gives each seat's win chance and net points (its points less
the mean of the others'); a game that ends sooner gives its result (a stalemate counts
1/seats as a win). The mean over the rollouts is the expectation. Work is
counted, never time: the same position and seed give the same figures on any machine.

Two positions compared with the same seeds see the same deals of the unseen cards and
the same tie-breaks (common random numbers): most of the noise of the rollouts cancels
in the difference, which is what a review reports.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from crapette.bots.greedy import GreedyPlayer
from crapette.engine import Action, Game
from crapette.engine.position import Position
from crapette.review import value

if TYPE_CHECKING:
    from crapette.engine.outcome import Outcome

#: rollouts per estimate by default (a review's ``depth``)
DEFAULT_ROLLOUTS = 24
#: the longest rollout, in actions (the horizon comes long before)
MAX_ROLLOUT_ACTIONS = 3000
_MASK = (1 << 62) - 1


@dataclass(frozen=True)
class Estimate:
    """Per seat (indexed by seat number): the win chance (0-1) and the net points."""

    win: tuple[float, ...]
    points: tuple[float, ...]

    def of(self, seat: int) -> tuple[float, float]:
        return self.win[seat], self.points[seat]


def derive(seed: int, *parts: int) -> int:
    """A generator's seed from the review's seed and where it is used (ply, branch, rollout):
    splitmix-style mixing, the same on every machine and in every process."""
    x = seed & _MASK
    for part in parts:
        x = (x ^ (part + 0x9E3779B97F4A7C15 + (x << 6) + (x >> 2))) & _MASK
        x = (x * 0xBF58476D1CE4E5B9) & _MASK
        x ^= x >> 31
    return x


def _unknown_slots(pos: Position, start: Position) -> list[tuple[list[int], int, int]]:
    """Where the unseen cards lie: (list, first index, end index) slices of the
    position's piles and hands. A hand is unseen while it is still the dealt hand (a
    prefix of the start's); once re-formed from the face-up discard, its order is known."""
    table = pos.table
    slots: list[tuple[list[int], int, int]] = []
    for seat in table.seats:
        hand = pos.hands[seat]
        if hand and hand == start.hands[seat][: len(hand)]:
            slots.append((hand, 0, len(hand)))
        reserve = pos.piles[table.reserve_of[seat]]
        hidden = len(reserve) if pos.reserve_hidden[seat] else len(reserve) - 1
        if hidden > 0:
            slots.append((reserve, 0, hidden))
    if pos.face_down:
        for h in table.houses:
            down = min(pos.face_down[table.house_index(h)], len(pos.piles[h]))
            if down > 0:
                slots.append((pos.piles[h], 0, down))
    return slots


def unknown_count(pos: Position, start: Position) -> int:
    """How many cards nobody has seen: it drops when a card is revealed."""
    return sum(end - first for _pile, first, end in _unknown_slots(pos, start))


def unknown_cards(pos: Position, start: Position) -> list[int]:
    """The unseen cards, in slot order."""
    cards: list[int] = []
    for pile, first, end in _unknown_slots(pos, start):
        cards.extend(pile[first:end])
    return cards


def redeal(pos: Position, start: Position, rng: random.Random) -> None:
    """Deal the unseen cards of ``pos`` (changed in place) again, in a random order."""
    slots = _unknown_slots(pos, start)
    pool: list[int] = []
    for pile, first, end in slots:
        pool.extend(pile[first:end])
    rng.shuffle(pool)
    k = 0
    for pile, first, end in slots:
        n = end - first
        pile[first:end] = pool[k:k + n]
        k += n


def score(result: Outcome, seats: tuple[int, ...], width: int) -> tuple[list[float], list[float]]:
    """A finished game's win (stalemate: 1/seats) and net points per seat number."""
    win = [0.0] * width
    points = [0.0] * width
    n = len(seats)
    for seat in seats:
        win[seat] = (1.0 if result.winner == seat else 0.0) if result.winner is not None else 1.0 / n
        others = [result.points[o] for o in seats if o != seat]
        points[seat] = result.points[seat] - sum(others) / len(others)
    return win, points


def play_out(pos: Position, seed: int, width: int) -> tuple[list[float], list[float]]:
    """The greedy player at every seat plays ``pos`` (taken, not copied) until every seat
    has ended a turn (the horizon), or to the end of the game if sooner; the win and net
    points per seat number: the result when the game ended, else the evaluation's
    (``crapette.review.value``) at the horizon, the start of a turn."""
    game = Game(pos)
    table = pos.table
    if game.outcome is None:
        players = {seat: GreedyPlayer(derive(seed, seat)) for seat in table.seats}
        ends = 0
        for _step in range(MAX_ROLLOUT_ACTIONS):
            mover = game.to_move
            game.push(players[mover].choose(game))
            if game.outcome is not None:
                break
            if game.to_move != mover or game.position.turn_start:
                ends += 1
                if ends >= table.seat_count:
                    break
    if game.outcome is not None:
        return score(game.outcome, table.seats, width)
    chances = value.win_chances(game.position)
    points = value.expected_points(game.position, chances)
    win = [0.0] * width
    net = [0.0] * width
    for seat in table.seats:
        win[seat], net[seat] = chances[seat], points[seat]
    return win, net


def estimate(game: Game, seed: int, rollouts: int = DEFAULT_ROLLOUTS, action: Action | None = None) -> Estimate:
    """The expectation of every seat at ``game`` (not changed): ``rollouts`` rollouts, the
    k-th dealt from ``derive(seed, k)``. A finished game is its result, exactly.

    ``action``: the expectation after it is played at ``game``, the unseen cards dealt
    again *before* it: a card the action reveals is then a random one, so this is the
    expectation of the choice, whatever the card (``estimate`` after pushing the action
    is the expectation with the card that came)."""
    table = game.position.table
    width = len(game.position.hands)
    if game.outcome is not None:
        win, points = score(game.outcome, table.seats, width)
        return Estimate(tuple(win), tuple(points))
    wins = [0.0] * width
    points = [0.0] * width
    for k in range(rollouts):
        pos = game.position.copy()
        redeal(pos, game.start, random.Random(derive(seed, k, 1)))
        if action is None:
            w, p = play_out(pos, derive(seed, k, 2), width)
        else:
            branch = Game(pos)
            branch.push(action)
            if branch.outcome is not None:
                w, p = score(branch.outcome, table.seats, width)
            else:
                w, p = play_out(branch.position, derive(seed, k, 2), width)
        for seat in table.seats:
            wins[seat] += w[seat]
            points[seat] += p[seat]
    return Estimate(tuple(w / rollouts for w in wins), tuple(p / rollouts for p in points))
