"""Each level against the one below (benchmarks.steps): the Luce model's two-seat share of a
three-seat figure, worked out by hand, and the games the step plays."""

from __future__ import annotations

import pytest

from benchmarks.bound import Deal, play_deal
from benchmarks.ladder import Played
from benchmarks.steps import ladder_steps, share_needed, steps, two_seat_se, two_seat_share
from crapette.selfplay import play_game


def test_equal_strengths_win_a_third_at_three_seats_and_half_at_two() -> None:
    assert two_seat_share(1 / 3, 3) == pytest.approx(1 / 2)


def test_the_goal_at_three_seats_is_three_sevenths() -> None:
    """60 % at two seats is strength 3/2 (0.6 / 0.4); against two of strength 1 that wins
    1.5 / 3.5 = 3/7 of the games."""
    assert share_needed(0.6, 3) == pytest.approx(3 / 7)
    assert two_seat_share(3 / 7, 3) == pytest.approx(0.6)


def test_half_the_games_against_two_is_strength_two() -> None:
    """p = 1/2: r = 2 · (1/2) / (1/2) = 2, two-seat share 2/3; its slope 2 / (1 + p)² = 8/9."""
    assert two_seat_share(0.5, 3) == pytest.approx(2 / 3)
    assert two_seat_se(0.5, 0.09, 3) == pytest.approx(0.08)


def test_at_two_seats_the_share_is_kept() -> None:
    assert two_seat_share(0.55, 2) == pytest.approx(0.55)
    assert two_seat_se(0.55, 0.02, 2) == pytest.approx(0.02)
    assert share_needed(0.6, 2) == pytest.approx(0.6)


def test_steps_are_grouped_by_both_levels() -> None:
    """Two deals of 2 against two 1 (4 games of 6 won: p = 2/3, r = 4, two seats 4/5) and
    one of 3 against two 2 (1 of 3 won: equal strength, one half)."""
    def deal(n: int, upper: str, lower: str, won: list[bool | None]) -> Deal:
        return Deal("zank-three", upper, 0, n, won, [[1, 0, 0]] * 3, [0.1], 0, lower)

    found = steps([deal(0, "computer:2", "computer:1", [True, True, False]),
                   deal(1, "computer:2", "computer:1", [True, False, True]),
                   deal(0, "computer:3", "computer:2", [True, False, False])])
    assert [(s.upper, s.lower, s.deals) for s in found] == [("computer:2", "computer:1", 2),
                                                           ("computer:3", "computer:2", 1)]
    assert found[0].share == pytest.approx(2 / 3) and found[0].two_seat == pytest.approx(0.8)
    assert found[1].two_seat == pytest.approx(0.5) and found[1].verdict == "below"


def test_a_three_seat_step_plays_the_selfplay_games() -> None:
    """Level 2 against two of level 1 plays the games of ``crapette selfplay --paired
    --players computer:2,computer:1,computer:1``: the same deal, seats and seeds."""
    deal = play_deal("zank-three", "computer:2", 900, 901, against="computer:1")
    variants = ("zank-patience", "three-players")
    for rotation in range(3):
        result = play_game(3 + rotation, ("computer:2", "computer:1", "computer:1"), 900, variants, paired=True)
        assert result.deal_seed == 901
        assert list(result.points) == deal.points[rotation]
        assert (None if result.winner is None else result.winner == 0) == deal.won[rotation]


def test_a_ladders_file_gives_its_two_seat_steps() -> None:
    """Level 2 won 3 of the 4 decided games it played against level 1, on three deals (the
    third's game blocked); level 3 met only level 1, not its neighbour: one step."""
    def played(deal: int, winner: int | None) -> Played:
        return Played("zank", ("computer:1", "computer:2"), deal, winner, (0, 0), ((0.1,), (0.2,)), (0, 0))

    found = ladder_steps([played(0, 1), played(0, 1), played(1, 0), played(1, 1), played(2, None),
                          Played("zank", ("computer:1", "computer:3"), 0, 1, (0, 0), ((), ()), (0, 0))])
    assert [(s.upper, s.lower, s.deals, s.blocked) for s in found] == [("computer:2", "computer:1", 3, 1)]
    assert found[0].share == found[0].two_seat == pytest.approx(0.75)
    assert found[0].think_max == pytest.approx(0.2)
