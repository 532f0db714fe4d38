"""The strength ladder's arithmetic (benchmarks.ladder): the ratings it fits, the head-to-head
shares and the section it writes into docs/strength.md, on made-up games (no game is played)."""

from __future__ import annotations

import math
from collections import Counter
from pathlib import Path

from benchmarks.ladder import Played, fit, events_by_deal, head_to_head, schedule, write_doc


def games(a: str, b: str, a_wins: int, b_wins: int, blocked: int = 0) -> list[Played]:
    """Made-up two-seat games, one per deal."""
    out = []
    for i, winner in enumerate([0] * a_wins + [1] * b_wins + [None] * blocked):
        out.append(Played("standard", (a, b), i, winner, (0, 0), ((), ()), (0, 0)))
    return out


def test_three_wins_in_four_are_about_190_elo() -> None:
    # 300 wins to 100: gamma 3 (the prior's half game against the anchor moves it a little)
    played = games("greedy", "planner", 100, 300)
    events: Counter[tuple[tuple[str, ...], str]] = Counter()
    for c in events_by_deal(played).values():
        events.update(c)
    elo = fit(events, ["greedy", "planner"])
    assert elo["greedy"] == 0.0
    assert abs(elo["planner"] - 400 * math.log10(3)) < 5


def test_three_seats_follow_luce() -> None:
    # in games of A, B and C with strengths 2, 1, 1, A wins half of them
    played = [Played("three-players", ("A", "greedy", "C"), i, w, (0, 0, 0), ((), (), ()), (0, 0, 0))
              for i, w in enumerate([0] * 200 + [1] * 100 + [2] * 100)]

    events: Counter[tuple[tuple[str, ...], str]] = Counter()
    for c in events_by_deal(played).values():
        events.update(c)
    elo = fit(events, ["A", "greedy", "C"])
    assert abs(elo["A"] - 400 * math.log10(2)) < 5 and abs(elo["C"]) < 5


def test_head_to_head_counts_the_decided_games() -> None:
    h = head_to_head(games("computer:5", "greedy", 30, 10, blocked=5), "computer:5", "greedy")
    assert h is not None
    share, se, deals, blocked = h
    assert (share, deals, blocked) == (0.75, 40, 5)
    assert 0.06 < se < 0.08  # one game per deal: about sqrt(0.75 * 0.25 / 40)


def test_the_schedule_at_three_seats_puts_each_player_against_two_greedy() -> None:
    pairings = schedule("three-players", ["random", "greedy", "computer:5"])
    assert ("random", "greedy", "computer:5") in pairings
    assert ("computer:5", "greedy", "greedy") in pairings and ("random", "greedy", "greedy") in pairings
    assert schedule("standard", ["a", "b", "c"]) == [("a", "b"), ("a", "c"), ("b", "c")]


def test_a_game_section_is_replaced_and_the_others_kept(tmp_path: Path) -> None:
    doc = tmp_path / "strength.md"
    doc.write_text("# Strength\n\nintro\n", encoding="utf-8")
    write_doc("standard", "old table\n", doc)
    write_doc("zank", "zank table\n", doc)
    write_doc("standard", "new table\n", doc)
    text = doc.read_text(encoding="utf-8")
    assert "old table" not in text and "new table" in text and "zank table" in text and "intro" in text
    assert text.index("new table") < text.index("zank table")


def test_the_choice_measure_plays_the_same_games_twice() -> None:
    # benchmarks.ladder_choice: the random player is seeded by the deal and its seat
    from benchmarks.ladder_choice import play

    first = play("zank", 2, 500000)
    assert first == play("zank", 2, 500000)
    share, se, decided, blocked = first
    assert 0.0 <= share <= 1.0 and se >= 0.0
    assert decided == 2 and blocked == 0  # both deals have a decided game; none of the four blocks
