"""How a game ends, what it scores, and the match to a target (rulings 13–15)."""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from crapette.engine.french import fewer_cards_winner
from crapette.engine.piles import NORTH, SOUTH, seat_name
from crapette.engine.position import Position
from crapette.engine.values import Frozen

WIN_BONUS = 30
DEFAULT_TARGET = 300



class Reason(StrEnum):
    """Why a game ended: the "reason" field of a record's result (equal to its text)."""

    OUT_OF_CARDS = "out of cards"
    NO_FOUNDATION_PROGRESS = "no foundation move"
    NO_PLAY_FROM_STOCK = "no play from reserve, hand or discard"
    AGREEMENT = "agreement"
    RESIGNATION = "resignation"


OUT_OF_CARDS = Reason.OUT_OF_CARDS
NO_FOUNDATION_PROGRESS = Reason.NO_FOUNDATION_PROGRESS
NO_PLAY_FROM_STOCK = Reason.NO_PLAY_FROM_STOCK
AGREEMENT = Reason.AGREEMENT
RESIGNATION = Reason.RESIGNATION

class Outcome(Frozen):
    """The end of a game: ``won:<seat>`` or ``stalemate``, with points. The tuples are
    indexed by seat number (south 0, north 1, west 2); ``seats`` is the order of play."""

    __slots__ = ("result", "winner", "reason", "points", "counts", "detail", "seats")

    result: str
    winner: int | None
    reason: str
    points: tuple[int, ...]
    counts: tuple[int, ...]  # each player's count: 1 per hand/discard card, 2 per reserve card
    detail: tuple[tuple[int, int, int], ...]  # (reserve, hand incl. turned, discard)
    seats: tuple[int, ...]

    def __init__(self, result: str, winner: int | None, reason: str, points: tuple[int, ...],
                 counts: tuple[int, ...], detail: tuple[tuple[int, int, int], ...],
                 seats: tuple[int, ...] = (SOUTH, NORTH)) -> None:
        set_field = object.__setattr__
        set_field(self, "result", result)
        set_field(self, "winner", winner)
        set_field(self, "reason", reason)
        set_field(self, "points", points)
        set_field(self, "counts", counts)
        set_field(self, "detail", detail)
        set_field(self, "seats", seats)

    def _fields(self) -> tuple[object, ...]:
        return self.result, self.winner, self.reason, self.points, self.counts, self.detail, self.seats

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Outcome:
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return (f"Outcome(result={self.result!r}, winner={self.winner!r}, reason={self.reason!r}, "
                f"points={self.points!r}, counts={self.counts!r}, detail={self.detail!r}, seats={self.seats!r})")

    def to_json(self) -> dict[str, Any]:
        return {
            "outcome": self.result,
            "score": {seat_name(p): self.points[p] for p in self.seats},
            "reason": self.reason,
        }


def _detail(pos: Position, player: int) -> tuple[int, int, int]:
    return (
        len(pos.piles[pos.table.reserve_of[player]]),
        len(pos.hands[player]) + len(pos.piles[pos.table.hand_card_of[player]]),
        len(pos.piles[pos.table.discard_of[player]]),
    )


def _counts(pos: Position) -> tuple[tuple[int, ...], tuple[tuple[int, int, int], ...]]:
    width = range(len(pos.table.reserve_of))
    return tuple(pos.penalty_points(p) for p in width), tuple(_detail(pos, p) for p in width)


def won(pos: Position, winner: int, reason: str = OUT_OF_CARDS) -> Outcome:
    """Ruling 13 (23 for three): 30 plus the counts of every other player."""
    counts, detail = _counts(pos)
    points = [0] * len(counts)
    points[winner] = WIN_BONUS + sum(counts[p] for p in pos.table.opponents(winner))
    return Outcome(f"won:{seat_name(winner)}", winner, reason, tuple(points), counts, detail, pos.table.seats)


def resignation_winner(pos: Position, resigner: int) -> int:
    """Who wins when ``resigner`` gives up (docs/rules.md, 9.4): the opponent; at three
    seats the other player with the lower count, on equal counts the next in the order
    of play after the one who resigned."""
    seats = pos.table.seats
    at = seats.index(resigner)
    others = [seats[(at + i) % len(seats)] for i in range(1, len(seats))]
    return min(others, key=lambda p: (pos.penalty_points(p), others.index(p)))


def resigned(pos: Position, winner: int) -> Outcome:
    """A game given up: scored as ``winner``'s win, 30 plus every other player's count
    (the cards they hold when the game is given up), reason ``resignation``."""
    return won(pos, winner, RESIGNATION)


def stalemate(pos: Position, reason: str) -> Outcome:
    """Ruling 14 (23 for three): each player with the lowest count scores the sum of the
    differences between the others' counts and that count; equal counts score nothing."""
    if pos.rules.fewer_cards_wins:  # 003: a blocked game is won by the player with fewer cards
        winner = fewer_cards_winner(pos)
        if winner is not None:
            return won(pos, winner, reason)
    counts, detail = _counts(pos)
    seats = pos.table.seats
    low = min(counts[p] for p in seats)
    points = [0] * len(counts)
    for p in seats:
        if counts[p] == low:
            points[p] = sum(counts[o] - low for o in seats if o != p)
    return Outcome("stalemate", None, reason, tuple(points), counts, detail, seats)


class Match:
    """Games until a player's total reaches the target (ruling 15). ``totals`` is indexed
    by seat number; ``seats`` is the order of play (three-players: south, west, north)."""

    __slots__ = ("target", "outcomes", "seats")

    def __init__(self, target: int = DEFAULT_TARGET, outcomes: list[Outcome] | None = None,
                 seats: tuple[int, ...] = (SOUTH, NORTH)) -> None:
        self.target = target
        self.outcomes: list[Outcome] = [] if outcomes is None else outcomes
        self.seats = seats

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Match:
            return NotImplemented
        return (self.target, self.outcomes, self.seats) == (other.target, other.outcomes, other.seats)

    __hash__ = None  # type: ignore[assignment]  # mutable: unhashable, as the dataclass was

    def __repr__(self) -> str:
        return f"Match(target={self.target!r}, outcomes={self.outcomes!r}, seats={self.seats!r})"

    @property
    def totals(self) -> tuple[int, ...]:
        width = max(self.seats) + 1
        return tuple(sum(o.points[p] for o in self.outcomes) if p in self.seats else 0 for p in range(width))

    def add(self, outcome: Outcome) -> None:
        if self.is_over:
            raise ValueError("the match is already over")
        self.outcomes.append(outcome)

    @property
    def winner(self) -> int | None:
        """The one highest total at or above the target (a tie at the top plays on)."""
        totals = self.totals
        best = max(totals[p] for p in self.seats)
        leaders = [p for p in self.seats if totals[p] == best]
        if best < self.target or len(leaders) > 1:
            return None
        return leaders[0]

    @property
    def is_over(self) -> bool:
        # two players: one game scores for one player only, so totals cannot tie at or
        # above the target; three: two lowest counts may both score, and a tie plays on
        return self.winner is not None

    def starter(self, alternating: bool, previous: int | None) -> int | None:
        """Who starts the next game: None when the start rule in force decides (from the
        deal), or, with the variant alternating-starts, the next player after the one who
        started the previous game (with two: the other one)."""
        if alternating and previous is not None:
            i = self.seats.index(previous)
            return self.seats[(i + 1) % len(self.seats)]
        return None
