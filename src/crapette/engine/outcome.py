"""How a game ends, what it scores, and the match to a target (rulings 13–15)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from crapette.engine.french import fewer_cards_winner
from crapette.engine.piles import NORTH, PLAYER_NAMES, SOUTH
from crapette.engine.position import Position
from crapette.engine.table import STANDARD_TABLE

WIN_BONUS = 30
DEFAULT_TARGET = 300



class Reason(StrEnum):
    """Why a game ended: the "reason" field of a record's result (equal to its text)."""

    OUT_OF_CARDS = "out of cards"
    NO_FOUNDATION_PROGRESS = "no foundation move"
    NO_PLAY_FROM_STOCK = "no play from reserve, hand or discard"
    AGREEMENT = "agreement"


OUT_OF_CARDS = Reason.OUT_OF_CARDS
NO_FOUNDATION_PROGRESS = Reason.NO_FOUNDATION_PROGRESS
NO_PLAY_FROM_STOCK = Reason.NO_PLAY_FROM_STOCK
AGREEMENT = Reason.AGREEMENT


@dataclass(frozen=True)
class Outcome:
    """The end of a game: ``won:south``, ``won:north`` or ``stalemate``, with points."""

    result: str
    winner: int | None
    reason: str
    points: tuple[int, int]
    counts: tuple[int, int]  # each player's count: 1 per hand/discard card, 2 per reserve card
    detail: tuple[tuple[int, int, int], tuple[int, int, int]]  # (reserve, hand incl. turned, discard)

    def to_json(self) -> dict[str, Any]:
        return {
            "outcome": self.result,
            "score": {"south": self.points[SOUTH], "north": self.points[NORTH]},
            "reason": self.reason,
        }

    def breakdown(self) -> str:
        """The score in plain words, e.g. for the end-of-game screen."""
        if self.winner is not None:
            loser = STANDARD_TABLE.opponent(self.winner)
            r, h, d = self.detail[loser]
            return (
                f"{PLAYER_NAMES[self.winner].capitalize()} wins: {WIN_BONUS} + {h} hand + {d} discard "
                f"+ 2 × {r} reserve = {self.points[self.winner]} points"
            )
        s, n = self.counts
        if s == n:
            return f"Stalemate ({self.reason}): both count {s}, nobody scores"
        low = SOUTH if s < n else NORTH
        return (
            f"Stalemate ({self.reason}): south counts {s}, north {n}; "
            f"{PLAYER_NAMES[low]} scores the difference, {self.points[low]} points"
        )


def _detail(pos: Position, player: int) -> tuple[int, int, int]:
    return (
        len(pos.piles[pos.table.reserve_of[player]]),
        len(pos.hands[player]) + len(pos.piles[pos.table.hand_card_of[player]]),
        len(pos.piles[pos.table.discard_of[player]]),
    )


def won(pos: Position, winner: int, reason: str = OUT_OF_CARDS) -> Outcome:
    loser = pos.table.opponent(winner)
    counts = (pos.penalty_points(SOUTH), pos.penalty_points(NORTH))
    points = [0, 0]
    points[winner] = WIN_BONUS + counts[loser]
    return Outcome(f"won:{PLAYER_NAMES[winner]}", winner, reason, (points[0], points[1]), counts,
                   (_detail(pos, SOUTH), _detail(pos, NORTH)))


def stalemate(pos: Position, reason: str) -> Outcome:
    if pos.rules.fewer_cards_wins:  # 003: a blocked game is won by the player with fewer cards
        winner = fewer_cards_winner(pos)
        if winner is not None:
            return won(pos, winner, reason)
    counts = (pos.penalty_points(SOUTH), pos.penalty_points(NORTH))
    points = [0, 0]
    if counts[SOUTH] < counts[NORTH]:
        points[SOUTH] = counts[NORTH] - counts[SOUTH]
    elif counts[NORTH] < counts[SOUTH]:
        points[NORTH] = counts[SOUTH] - counts[NORTH]
    return Outcome("stalemate", None, reason, (points[0], points[1]), counts,
                   (_detail(pos, SOUTH), _detail(pos, NORTH)))


@dataclass
class Match:
    """Games until a player's total reaches the target (ruling 15)."""

    target: int = DEFAULT_TARGET
    outcomes: list[Outcome] = field(default_factory=list)

    @property
    def totals(self) -> tuple[int, int]:
        return (sum(o.points[SOUTH] for o in self.outcomes), sum(o.points[NORTH] for o in self.outcomes))

    def add(self, outcome: Outcome) -> None:
        if self.is_over:
            raise ValueError("the match is already over")
        self.outcomes.append(outcome)

    @property
    def winner(self) -> int | None:
        s, n = self.totals
        if max(s, n) < self.target:
            return None
        return SOUTH if s > n else NORTH

    @property
    def is_over(self) -> bool:
        # one game scores for one player only, so totals cannot tie at or above the target
        return max(self.totals) >= self.target

    def starter(self, alternating: bool, previous: int | None) -> int | None:
        """Who starts the next game: None when the start rule in force decides (from the
        deal), or, with the variant alternating-starts, the player who did not start the
        previous game."""
        if alternating and previous is not None:
            return STANDARD_TABLE.opponent(previous)
        return None
