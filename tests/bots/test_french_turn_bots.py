"""The planner under 003's turn (variant french-turn, issue 14): the hand card turns
by itself when one is played, which the search must neither see nor lose track of."""

from __future__ import annotations

from typing import Any

import pytest

from crapette.bots import PlannerPlayer
from crapette.bots.evaluation import Weights
from crapette.bots.search import Search
from crapette.engine import Game, Position, parse_action
from crapette.engine.cards import parse_card

SOUTH = 0


def still_clock() -> float:
    """A clock that never moves: the node budget alone decides the play."""
    return 0.0


def position(variants: list[str]) -> Position:
    """South's hand card 5H loads north's reserve 4H (same suit, one rank apart) or
    goes onto south's discard (ending the turn); nothing else moves: every house
    holds a king, no ace is out, south's reserve 3S fits nowhere."""
    houses: list[Any] = [[k] for k in ("KH", "KD", "KS", "KC", "KH", "KD", "KS", "KC")]
    return Position.from_json({
        "format": "crapette-position/1", "variants": variants, "to_move": "south",
        "south": {"reserve": ["3S"], "hand": ["2S", "9C"], "hand_card": "5H", "discard": []},
        "north": {"reserve": ["4C", "4H"], "hand": ["2C"], "hand_card": None, "discard": []},
        "houses": houses, "foundations": [[] for _ in range(8)]})


@pytest.mark.parametrize("variants", [["french-turn"], ["french-turn", "opponent-cards-up"]])
def test_the_search_does_not_see_the_card_turned_by_itself(variants: list[str]) -> None:
    # 003: "puis, celle du talon, la suivante est retournée": in the game, SH-NR turns
    # 9C at once; the search plays on without a hand card (``turn`` is then valued
    # before the card is seen), and takes everything back exactly
    game = Game(position(variants))
    south_hand_card = game.position.table.hand_card(SOUTH)
    game.push(parse_action("SH-NR"))
    assert game.position.piles[south_hand_card] == [parse_card("9C")]
    game.pop()
    search = Search(game.position.copy(), Weights(), 100)
    root = search.key()
    for action in search.actions():
        search.do(action)
        if str(action) == "SH-NR":
            assert search.piles[search.hand_card] == []  # 9C not seen
            assert [str(a) for a in search.actions()] == ["turn"]
        search.undo(action)
        # the slow path (opponent-cards-up) once kept the piles of before a take-back
        # from the game's snapshot, and every later key was wrong
        assert search.key() == root


@pytest.mark.parametrize("variants", [["french-turn"], ["french-turn", "opponent-cards-up"], ["plain"]])
def test_the_planner_loads_rather_than_ends_its_turn(variants: list[str]) -> None:
    # loading 5H onto north's reserve: one card fewer for south, one more reserve card
    # for north, and 5H on north's reserve fits nowhere (kings on the houses, no ace
    # out); ending the turn instead keeps the card: the planner loads
    game = Game(position(variants))
    assert {str(a) for a in game.legal_actions()} == {"SH-NR", "SH-SD"}
    assert str(PlannerPlayer(1, clock=still_clock).choose(game)) == "SH-NR"
