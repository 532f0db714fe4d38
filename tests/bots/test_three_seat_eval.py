"""The planner's evaluation at three seats (rulings 23–24) and in Schikanieren (ruling
25): every opponent, not only the next player, counts. Each expected value is worked
out by hand from the weights' definitions (``Weights``, ``ZankWeights``)."""

from __future__ import annotations

from typing import Any

import pytest

from crapette.bots.evaluation import CUTOFF, END, Weights, evaluate
from crapette.bots.zank import ZankWeights, evaluate_zank
from crapette.engine import Position

SOUTH, NORTH, WEST = 0, 1, 2
KINGS9 = [["KS"], ["KH"], ["KD"], ["KC"], ["KS"], ["KH"], ["KD"], ["KC"], ["QS"]]


def side(**cards: Any) -> dict[str, Any]:
    return {"reserve": [], "hand": [], "hand_card": None, "discard": [], **cards}


def standard_three(north_reserve: str) -> Position:
    """South to move; west plays next, north after. Eight houses hold a king, H9 QS: no
    house takes the reserve cards below (a king takes only a queen of the other
    colour, QS only a red jack), and no house is empty."""
    return Position.from_json({
        "format": "crapette-position/1", "variants": ["three-players"], "to_move": "south",
        "south": side(reserve=["9D", "5C"]), "west": side(reserve=["8S"]), "north": side(reserve=["7D", north_reserve]),
        "houses": KINGS9, "foundations": [[] for _ in range(8)], "aside": [],
    })


def test_the_far_opponents_reserve_card_is_a_threat() -> None:
    # North plays after west and before south's next turn: its reserve card AH goes to
    # a foundation then (every foundation is empty, an ace goes up). Against 5H (no
    # foundation, no king takes it, it loads neither 5C nor the empty discard), the only
    # difference is the term ``opp_reserve_foundation``, 7 cards by default; the card
    # counts are the same (two reserve cards for north either way).
    w = Weights()
    ace = evaluate(standard_three("AH"), SOUTH, END, w)
    five = evaluate(standard_three("5H"), SOUTH, END, w)
    assert ace - five == pytest.approx(-w.opp_reserve_foundation) and w.opp_reserve_foundation == 7.0


def zank_three(south: int, west: int, north: int) -> Position:
    """Wegner's game for three, the seats holding that many source cards (nothing else)."""
    def cards(suit: str, n: int) -> list[str]:
        return [rank + suit for rank in "23456789TJ"[:n]]

    return Position.from_json({
        "format": "crapette-position/1", "variants": ["zank-patience", "three-players"], "to_move": "south",
        "south": side(hand=cards("S", south)), "west": side(hand=cards("H", west)), "north": side(hand=cards("D", north)),
        "houses": [[] for _ in range(9)], "foundations": [[] for _ in range(8)], "aside": [], "first_turn_pending": [],
    })


def test_zank_counts_both_opponents() -> None:
    # South 5 cards, west (next) 10, north 2: "theirs" is the best placed's half and the
    # mean's half, 0.5·2 + 0.5·(10 + 2)/2 = 4, so the cut-off value is 4 − 5 = −1 (the
    # next player alone would say 10 − 5 = +5, ignoring north's near win).
    assert evaluate_zank(zank_three(5, 10, 2), SOUTH, CUTOFF, ZankWeights()) == -1.0


def schik(south_pile: list[str]) -> Position:
    return Position.from_json({
        "format": "crapette-position/1", "variants": ["zank-patience", "schikanieren"], "to_move": "south",
        "south": side(reserve=south_pile, hand=["9S"], discard=["6H"]),
        "north": side(reserve=["QS", "7H"], hand=["9D"], discard=["TC"]),
        "houses": [["KC"], ["KS"], ["KD"], ["KH"], ["KC"], ["KS"], ["KD"], ["KH"]],
        "foundations": [[] for _ in range(8)], "houses_face_down": [0] * 8,
    })


def test_schikanier_piles_count_as_cards_left() -> None:
    # Ruling 25: the Schikanier pile is the player's to play out. South 2 + 1 + 1 = 4
    # cards, north 2 + 1 + 1 = 4: even (0); with three more on south's pile, −3.
    w = ZankWeights()
    assert evaluate_zank(schik(["2C", "9D"]), SOUTH, CUTOFF, w) == 0.0
    assert evaluate_zank(schik(["2C", "9D", "8D", "4C", "JH"]), SOUTH, CUTOFF, w) == -3.0
