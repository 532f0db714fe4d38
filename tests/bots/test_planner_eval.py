"""The planner's evaluation on hand-made positions: the opponent's reply played out
(what the position leaves to the opponent), worked out by hand from the rules."""

from __future__ import annotations

import json

from crapette.bots.planner import END, Weights, evaluate, reply_gain
from crapette.engine import Position

KINGS = [["KH"], ["KC"], ["KS"], ["KD"], ["KH"], ["KC"], ["KS"], ["KD"]]


def position(houses: list[list[str]], south_reserve: list[str], north_reserve: list[str],
             south_discard: list[str], foundations: list[list[str]] | None = None) -> Position:
    """South to move (the planner's side), north the opponent."""
    obj = {
        "format": "crapette-position/1",
        "variants": [],
        "to_move": "south",
        "south": {"reserve": south_reserve, "hand": ["2C", "3C"], "hand_card": None, "discard": south_discard},
        "north": {"reserve": north_reserve, "hand": ["5C", "6C"], "hand_card": None, "discard": ["7C"]},
        "houses": houses,
        "foundations": foundations or [[] for _ in range(8)],
    }
    return Position.loads(json.dumps(obj))


def test_nothing_to_reply() -> None:
    # kings everywhere, north's JD fits nowhere, no ace: north has no move before turning
    pos = position(KINGS, ["9S"], ["JD"], ["4C"])
    assert reply_gain(pos, 0, Weights()) == 0.0


def test_reply_reserve_to_foundation_and_the_next_card_stays_unseen() -> None:
    # north's 2S goes onto the AS foundation (a reserve card: 2 points); the card
    # under it, 3S, would follow, but north has not seen it yet
    pos = position(KINGS, ["9S"], ["3S", "2S"], ["4C"], foundations=[["AS"]] + [[] for _ in range(7)])
    before = pos.dumps()
    assert reply_gain(pos, 0, Weights()) == 2.0
    assert pos.dumps() == before  # played out in place and undone exactly


def test_reply_loads_our_discard_and_reserve() -> None:
    # H1's 5C loads south's discard (4C): 1 point; H2's 8S loads south's reserve
    # (9S): a reserve card, 2 points; the 6H and 9D they uncover, and north's JD, fit nowhere
    houses = [["6H", "5C"], ["9D", "8S"], *KINGS[2:]]
    pos = position(houses, ["9S"], ["JD"], ["4C"])
    assert reply_gain(pos, 0, Weights()) == 3.0


def test_hidden_reserve_card_is_not_loaded() -> None:
    # the planner has not seen its new reserve card: the load onto it is not counted
    houses = [["9D", "8S"], *KINGS[1:]]
    pos = position(houses, ["9S"], ["JD"], ["4C"])
    assert reply_gain(pos, 0, Weights(), hidden=True) == 0.0
    assert reply_gain(pos, 0, Weights()) == 2.0


def test_evaluation_counts_the_reply() -> None:
    # the same cards, but in the second position north's reserve card goes to a foundation
    w = Weights(reply=1.0)
    foundations = [["AS"]] + [[] for _ in range(7)]
    quiet = position(KINGS, ["9S"], ["3S", "JD"], ["4C"], foundations)
    open_ = position(KINGS, ["9S"], ["3S", "2S"], ["4C"], foundations)
    zero = Weights(reply=0.0)
    gap_without = evaluate(quiet, 0, END, zero) - evaluate(open_, 0, END, zero)
    gap_with = evaluate(quiet, 0, END, w) - evaluate(open_, 0, END, w)
    assert gap_with - gap_without == 2.0
