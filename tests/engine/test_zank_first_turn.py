"""Ruling 27 (issue 27, item 3): the first turn's limit ("Der beginnende Spieler belegt
beim ersten Zug nur vier Randstapel und läßt die übrigen Randstapel leer für den
Gegner") binds the starting player's first turn only, however it ends; every
Zank-Patience position says whose first turn is pending (notation.md,
``first_turn_pending``).

Seed 11 (worked out from its deal, tests/engine/test_zank_ruling_26.py): South's discard
starts with 9♠, North's with J♣, so South starts; South's source's top card is 9♦.
"""

from __future__ import annotations

import pytest

from crapette.engine import Game, Position, parse_action

ZANK = ["zank-patience"]


def test_a_founded_stop_on_the_starters_first_turn_frees_every_house_for_the_opponent() -> None:
    """South takes 9♦ (move 7.2), which must go to an empty house of South's four (no
    foundation, no non-empty house takes it); South puts it on their own discard instead.
    North's Stop! is founded: the 9♦ goes back on South's source, whose 51 cards are as
    dealt again, and North plays. South's first turn has ended with the call, so North
    may use all eight empty houses (and take a source card)."""
    game = Game.new(11, ZANK)
    assert game.position.to_json()["first_turn_pending"] == ["south", "north"]
    game.push(parse_action("turn"))
    game.push(parse_action("SH-SD"))
    verdict = game.push(parse_action("stop:N"))
    assert verdict is not None and verdict.founded and game.to_move == 1
    j = game.position.to_json()
    assert len(j["south"]["hand"]) == 51 and j["first_turn_pending"] == ["north"]
    assert sorted(str(a) for a in game.legal_actions()) == sorted([f"ND-H{i}" for i in range(1, 9)] + ["turn"])


def test_the_starters_first_turn_is_limited_and_the_second_players_is_not() -> None:
    """South's first turn: the 9♠ may go only on H5–H8. The turn ends (a source card on
    South's own discard): North's first turn is pending, with every house open."""
    game = Game.new(11, ZANK)
    assert sorted(str(a) for a in game.legal_actions()) == ["SD-H5", "SD-H6", "SD-H7", "SD-H8", "turn"]
    game.push(parse_action("SD-H8"))
    game.push(parse_action("turn"))  # 9♦ goes nowhere but an empty house or South's discard
    game.push(parse_action("SH-SD"))
    assert game.to_move == 1 and game.position.to_json()["first_turn_pending"] == ["north"]
    assert {f"ND-H{i}" for i in range(1, 8)} <= {str(a) for a in game.legal_actions()}
    game.push(parse_action("turn"))
    north_card = game.position.to_json()["north"]["hand_card"]
    assert north_card is not None
    game.push(parse_action("NH-ND"))
    assert game.position.to_json()["first_turn_pending"] == []


@pytest.mark.parametrize("variants", [ZANK, ZANK + ["one-deck"], ZANK + ["three-players"], ZANK + ["schikanieren"],
                                      ZANK + ["zank-advanced"]])
def test_every_zank_position_writes_the_field(variants: list[str]) -> None:
    pos = Game.new(3, variants).position
    seats = [pos.table.seat_name(s) for s in pos.table.seats]
    obj = pos.to_json()
    assert obj["first_turn_pending"] == seats
    del obj["first_turn_pending"]  # read without it: inferred from the packets as dealt
    assert Position.from_json(obj).to_json()["first_turn_pending"] == seats


@pytest.mark.parametrize("variants", [[], ["one-deck"], ["three-players"], ["plain"]])
def test_no_other_game_writes_it(variants: list[str]) -> None:
    assert "first_turn_pending" not in Game.new(3, variants).position.to_json()
