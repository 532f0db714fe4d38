"""Hand-made records with known mistakes: the review flags each with the right kind.

Each position is built by hand and the expected kind worked out from docs/rules.md
(§6 the priorities, §8 the calls), not read from the program's output."""

from __future__ import annotations

from typing import Any

from crapette.engine import Record
from crapette.review.reviewer import BLUNDER, FOUNDED, MISSED, WRONG, review

KINGS = [["KC"], ["KD"], ["KH"], ["KC"], ["KD"]]  # tops that take nothing available and go nowhere


def record(position: dict[str, Any], actions: list[str]) -> Record:
    return Record.from_json({"format": "crapette-record/1", "variants": [], "mode": "stop",
                             "start": {"format": "crapette-position/1", "variants": [], "to_move": "south",
                                       **position},
                             "players": {"south": "Ann", "north": "Bob"}, "actions": actions, "result": None})


def ace_position(reserve_top: str, foundations: list[list[str]]) -> dict[str, Any]:
    """South to move: the ace of spades alone on H1, ten of hearts on H2, jack of spades on H3
    (TH goes on JS), kings elsewhere; south's reserve top as given, a hidden card under it."""
    return {
        "south": {"reserve": ["4D", reserve_top], "hand": [], "hand_card": None, "discard": ["8S"]},
        "north": {"reserve": ["5C", "QS"], "hand": [], "hand_card": None, "discard": ["8C"]},
        "houses": [["AS"], ["TH"], ["JS"], *KINGS],
        "foundations": foundations,
    }


EMPTY = [[] for _ in range(8)]


def test_a_missed_ace_is_a_p2_break_and_a_missed_call() -> None:
    """§6 P2: the ace on H1 could go to a foundation, so H2-H3 (a house move) breaks P2
    (P1 does not apply: the reserve's 9C cannot go up). Nobody called: north missed a
    founded call (§8.1)."""
    result = review(record(ace_position("9C", EMPTY), ["H2-H3"]), seed=1, rollouts=4)
    [decision] = result.decisions
    assert (decision.played, decision.rule, decision.called, decision.choice) == ("H2-H3", "P2", False, True)
    assert decision.best.startswith("H1-F")  # the strongest level plays the ace up
    assert [(c.kind, c.seat, c.offender, c.rule) for c in result.calls] == [(MISSED, 1, 0, "P2")]
    south, north = result.summaries
    assert (south.breaks, south.breaks_called, north.missed_calls) == (1, 0, 1)


def test_an_uncalled_p1_break() -> None:
    """§6 P1: south's reserve card 2H could go on AH (F1); H1-F2, another foundation move,
    breaks P1. No call follows: north missed it."""
    foundations = [["AH"], *EMPTY[1:]]
    result = review(record(ace_position("2H", foundations), ["H1-F2"]), seed=1, rollouts=4)
    [decision] = result.decisions
    assert (decision.rule, decision.called) == ("P1", False)
    assert decision.best == "SR-F1"
    assert [(c.kind, c.seat, c.rule) for c in result.calls] == [(MISSED, 1, "P1")]


def test_a_called_p1_break_is_a_founded_call() -> None:
    """The same break, called by north (§8.2): a founded call, nothing missed."""
    foundations = [["AH"], *EMPTY[1:]]
    result = review(record(ace_position("2H", foundations), ["H1-F2", "stop"]), seed=1, rollouts=4)
    [decision] = result.decisions
    assert (decision.rule, decision.called) == ("P1", True)
    assert [(c.kind, c.seat, c.offender, c.rule) for c in result.calls] == [(FOUNDED, 1, 0, "P1")]
    assert (result.summaries[0].breaks_called, result.summaries[1].founded_calls) == (1, 1)


def test_an_unfounded_call() -> None:
    """SR-F1 is what P1 asks for (§6): a Stop! on it is unfounded (§8.3)."""
    foundations = [["AH"], *EMPTY[1:]]
    result = review(record(ace_position("2H", foundations), ["SR-F1", "stop"]), seed=1, rollouts=4)
    assert result.decisions[0].rule is None
    assert [(c.kind, c.seat, c.offender) for c in result.calls] == [(WRONG, 1, 0)]
    assert result.summaries[1].wrong_calls == 1


def free_run_position() -> dict[str, Any]:
    """South to move, no reserve (P1 and P3 do not apply), its hand card JC fits nowhere.
    H1 holds 7S under 6D; north's reserve shows 6H over a hidden 4D, its discard is 5D;
    diamonds are up to 3D (F1); the other houses hold kings.

    South may load 6D onto north's discard (5D, same suit, one up: §4.2) or end its turn
    (JC onto its discard). After the load H1 shows 7S: north plays 6H on it, 4D on 3D,
    then turns its re-formed discard, 5D then 6D, both onto the diamonds: north is out of
    cards and wins (§9.1) in its next turn. Without the load, 6H has no place (no black
    seven, no empty house) and 5D none either (3D on the foundation): north is stuck, and
    south turns its re-formed discard, QH and QD onto the black kings, JC onto a red
    queen: out of cards, south wins."""
    return {
        "south": {"reserve": [], "hand": [], "hand_card": "JC", "discard": ["QH", "QD"]},
        "north": {"reserve": ["4D", "6H"], "hand": [], "hand_card": None, "discard": ["5D"]},
        "houses": [["7S", "6D"], ["KC"], ["KS"], ["KH"], ["KD"], ["KC"], ["KS"], ["KH"]],
        "foundations": [["AD", "2D", "3D"], [], [], [], [], [], [], []],
    }


def test_a_load_that_gives_the_opponent_a_free_run_is_a_blunder() -> None:
    result = review(record(free_run_position(), ["H1-ND", "SH-SD"]), seed=1, rollouts=4)
    first = result.decisions[0]
    assert (first.played, first.best, first.rule) == ("H1-ND", "SH-SD", None)
    assert first.blunder and first.loss_win > 0.9  # from a win to a loss
    assert [d.number for d in result.blunders()] == [1]
    assert result.summaries[0].blunders == 1


def test_ending_the_turn_there_loses_nothing() -> None:
    result = review(record(free_run_position(), ["SH-SD"]), seed=1, rollouts=4)
    [decision] = result.decisions
    assert (decision.best, decision.loss_win, decision.blunder) == ("SH-SD", 0.0, False)
    assert BLUNDER > 0
