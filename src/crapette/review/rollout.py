"""Seeded rollouts: what a position is worth to each seat, as a win chance and points.

A rollout deals the cards nobody has seen again (``Unseen``: the dealt hands not yet
turned through, the reserve cards never shown, face-down house cards) from a seeded
generator, then lets the greedy player play every seat until each has ended a
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


Slot = tuple[list[int], int, int]  # a list of the position, and the slice of it nobody has seen


class Unseen:
    """Where the cards nobody has seen lie in a game, as it goes on: the dealt hands not
    yet turned through (a hand re-formed from the face-up discard is known, in order), the
    reserve cards under the top that were never shown (``depth``: a card loaded onto a
    reserve was seen, and one shown and covered again stays known), face-down house cards.

    Each seat's unseen cards come from its own packet: where every seat has a pack of its
    own (two packs for two), they are dealt again among that seat's places only; from a
    shared pack (one deck, three seats with two packs) among every seat's."""

    def __init__(self, start: Position) -> None:
        self.start = start
        table = start.table
        self.own_packs = table.pack.copies == table.seat_count
        self.depth = {seat: self._shown_limit(start, seat) for seat in table.seats}

    @staticmethod
    def _shown_limit(pos: Position, seat: int) -> int:
        reserve = pos.piles[pos.table.reserve_of[seat]]
        return len(reserve) if pos.reserve_hidden[seat] else max(0, len(reserve) - 1)

    def copy(self) -> Unseen:
        other = Unseen.__new__(Unseen)
        other.start, other.own_packs, other.depth = self.start, self.own_packs, dict(self.depth)
        return other

    def update(self, pos: Position) -> None:
        """After an action: a reserve card that came to the top is known from now on."""
        for seat in self.depth:
            self.depth[seat] = min(self.depth[seat], self._shown_limit(pos, seat))

    def groups(self, pos: Position) -> list[list[Slot]]:
        """The places of the unseen cards, by the packet they come from."""
        table = pos.table
        per_seat: dict[int, list[Slot]] = {seat: [] for seat in table.seats}
        for seat in table.seats:
            hand = pos.hands[seat]
            if hand and hand == self.start.hands[seat][: len(hand)]:
                per_seat[seat].append((hand, 0, len(hand)))
            reserve = pos.piles[table.reserve_of[seat]]
            depth = min(self.depth.get(seat, 0), len(reserve))
            if depth > 0:
                per_seat[seat].append((reserve, 0, depth))
        if pos.face_down:
            dealer = {h: seat for seat in table.seats for h in table.dealt_houses_of[seat]}
            for h in table.houses:
                down = min(pos.face_down[table.house_index(h)], len(pos.piles[h]))
                if down > 0:
                    per_seat[dealer.get(h, table.seats[0])].append((pos.piles[h], 0, down))
        if self.own_packs:
            return [slots for slots in per_seat.values() if slots]
        return [[slot for slots in per_seat.values() for slot in slots]]

    def cards(self, pos: Position) -> list[int]:
        """The unseen cards (a card revealed leaves this list)."""
        return [c for group in self.groups(pos) for pile, first, end in group for c in pile[first:end]]

    def redeal(self, pos: Position, rng: random.Random) -> None:
        """Deal the unseen cards of ``pos`` (changed in place) again, each packet's among
        its own places, in a random order."""
        for group in self.groups(pos):
            pool: list[int] = []
            for pile, first, end in group:
                pool.extend(pile[first:end])
            rng.shuffle(pool)
            k = 0
            for pile, first, end in group:
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


def estimate(game: Game, unseen: Unseen, seed: int, rollouts: int = DEFAULT_ROLLOUTS,
             action: Action | None = None) -> Estimate:
    """The expectation of every seat at ``game`` (not changed): ``rollouts`` rollouts, the
    k-th dealing the cards ``unseen`` says nobody has seen from ``derive(seed, k)``. A finished game is its result, exactly.

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
        unseen.redeal(pos, random.Random(derive(seed, k, 1)))
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
