"""The one apply/undo of card movements (engine/apply.py): each change undone exactly,
the three-player table's events worked out by hand; and ``Game.last_violation``, which
takes the last action back through it, agreeing with a judgement made from scratch."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from crapette.engine import Game, Position, parse_action
from crapette.engine import apply as cards
from crapette.engine.priorities import violation_of
from crapette.engine.rules import legal_actions

from builders import three_position


three = three_position


def state(pos: Position) -> tuple[Any, ...]:
    """Everything a position holds, and which list objects hold it (undo works in place)."""
    return (pos.dumps(), [id(p) for p in pos.piles], [id(h) for h in pos.hands], pos.table, pos.face_down, pos.aside)


def round_trip(pos: Position, text: str) -> tuple[cards.Change, dict[str, Any]]:
    """Apply the action, keep the JSON after it, undo it and check nothing else changed."""
    before = state(pos)
    action = parse_action(text)
    change = cards.apply(pos, action)
    after = json.loads(pos.dumps())
    cards.undo(pos, action, change)
    assert state(pos) == before
    return change, after


def test_a_joker_turned_is_set_aside_and_the_next_card_turned() -> None:
    # south's hand, bottom to top: 7C JK. The joker shows, goes aside, 7C is turned.
    pos = three(south={"reserve": ["5C"], "hand": ["7C", "JK"], "hand_card": None, "discard": []})
    change, after = round_trip(pos, "turn")
    assert after["aside"] == ["JK"] and after["south"]["hand_card"] == "7C" and after["south"]["hand"] == []
    assert change == cards.JOKER_TURNED and cards.reforms(change) == 0


def test_a_joker_as_the_last_hand_card_turns_the_discard_over_again() -> None:
    # hand [JK], discard 2H 3H (3H on top): the joker goes aside, the discard becomes the
    # hand (3H at the bottom, 2H on top) and 2H is turned
    pos = three(south={"reserve": ["5C"], "hand": ["JK"], "hand_card": None, "discard": ["2H", "3H"]})
    change, after = round_trip(pos, "turn")
    assert after["aside"] == ["JK"] and after["south"]["hand_card"] == "2H"
    assert after["south"]["hand"] == ["3H"] and after["south"]["discard"] == []
    assert cards.reforms(change) == 1


def test_a_joker_as_the_very_last_card_turns_nothing() -> None:
    pos = three(south={"reserve": ["5C"], "hand": ["JK"], "hand_card": None, "discard": []})
    change, after = round_trip(pos, "turn")
    assert after["aside"] == ["JK"] and after["south"]["hand_card"] is None and after["south"]["hand"] == []
    assert change == cards.JOKER_TURNED | cards.NONE_LEFT


def test_an_empty_hand_is_the_discard_turned_over() -> None:
    # discard 4D 9S (9S on top): the new hand has 9S at the bottom, 4D is turned first
    pos = three(south={"reserve": ["5C"], "hand": [], "hand_card": None, "discard": ["4D", "9S"]})
    change, after = round_trip(pos, "turn")
    assert after["south"]["hand_card"] == "4D" and after["south"]["hand"] == ["9S"]
    assert cards.reforms(change) == 1


def test_a_joker_under_the_reserve_card_is_set_aside_when_it_shows() -> None:
    pos = three(south={"reserve": ["8S", "JK", "2C"], "hand": ["3D"], "hand_card": None, "discard": []},
                foundations=[["AC"]] + [[] for _ in range(7)])
    change, after = round_trip(pos, "SR-F1")
    assert after["south"]["reserve"] == ["8S"] and after["aside"] == ["JK"] and after["foundations"][0] == ["AC", "2C"]
    assert change == cards.JOKER_ASIDE


def test_the_first_house_emptied_leaves_play_and_comes_back() -> None:
    houses: list[Any] = [["KH"], ["KD"], ["KS"], ["4H"], ["KC"], ["QH"], ["5C"], ["QD"], ["QS"]]
    pos = three(houses=houses)
    table = pos.table
    change, after = round_trip(pos, "H4-H7")
    assert after["houses"][3] is None and after["houses"][6] == ["5C", "4H"]
    assert change == (cards.HOUSE_LEFT, table)


def test_a_face_down_house_card_left_on_top_turns_up() -> None:
    # face-down-tableau deals each house one face-down card under a face-up one: the first
    # house card the deal lets move leaves its face-down card alone on top, turned up
    for seed in range(20):
        game = Game.new(seed, ["face-down-tableau"])
        houses = game.position.table.houses
        moves = [a for a in game.legal_actions() if a.src in houses]
        if moves:
            break
    pos = game.position
    i = pos.table.house_index(moves[0].src)
    assert pos.face_down[i] == 1 and len(pos.piles[moves[0].src]) == 2
    change, after = round_trip(pos, str(moves[0]))
    assert after["houses_face_down"][i] == 0 and len(after["houses"][i]) == 1
    assert change == cards.FLIPPED


GAMES = [(), ("three-players",), ("one-deck",), ("face-down-tableau",), ("group-moves",), ("zank-patience",),
         ("zank-patience", "schikanieren"), ("zank-patience", "three-players"), ("discard-available",)]


@pytest.mark.parametrize("variants", GAMES, ids=lambda v: "+".join(v) or "standard")
def test_every_action_of_random_games_is_undone_exactly(variants: tuple[str, ...]) -> None:
    for seed in range(3):
        rng = random.Random(seed)
        game = Game.new(seed, variants)
        while not game.is_over and game.ply < 600:
            legal = game.legal_actions()
            for action in rng.sample(legal, min(3, len(legal))):
                if action.kind <= 2:  # moves, turn, pass
                    pos = game.position
                    before = state(pos)
                    change = cards.apply(pos, action)
                    cards.undo(pos, action, change)
                    assert state(pos) == before, (seed, game.ply, action)
            game.push(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("variants", [(), ("three-players",), ("strict-priorities", "minimal-freeing"),
                                      ("face-down-tableau",), ("zank-patience",), ("early-turn",),
                                      ("opponent-cards-up",)], ids=lambda v: "+".join(v) or "standard")
def test_last_violation_agrees_with_a_judgement_from_scratch(variants: tuple[str, ...]) -> None:
    """Judged where the action was made: a copy of the position before it, its legal
    actions generated afresh. The game is left as it was, its legal list still right."""
    seen = 0
    for seed in range(4):
        rng = random.Random(seed)
        game = Game.new(seed, variants)
        generate = game.rules.generator or legal_actions
        while not game.is_over and game.ply < 300:
            before = game.position.copy()
            legal = game.legal_actions()
            action = legal[rng.randrange(len(legal))]
            expected = violation_of(before, action, generate(before))
            game.push(action)
            after = game.position.dumps()
            if rng.random() < 0.5:
                game.legal_actions()  # the cached list of now must survive the judgement
            assert game.last_violation() == expected, (seed, game.ply, action)
            assert game.last_violation() == expected  # asked again: the kept answer
            seen += expected is not None
            assert game.position.dumps() == after
            if not game.is_over:
                assert game.legal_actions() == generate(game.position)
    assert seen > 0
