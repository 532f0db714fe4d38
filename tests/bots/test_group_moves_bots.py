"""Bots with the variant group-moves: a group is judged by the card it uncovers, so
greedy does not shuffle a group back and forth between two houses (it used to judge
the card under the top card, and its games ran into the no-foundation stalemate)."""

from __future__ import annotations

import json

from crapette.bots import GreedyPlayer
from crapette.bots.greedy import SHUFFLE, action_score, foundation_accepts
from crapette.engine import Game, Position
from crapette.engine.actions import parse_action


def position(foundation: list[str]) -> Position:
    # H1 9S 8H 7C; the group 8H 7C may go onto H2's 9C (black 9 under red 8), uncovering 9S
    obj = {
        "format": "crapette-position/1",
        "variants": ["group-moves"],
        "to_move": "south",
        "south": {"reserve": ["KD"], "hand": ["2C"], "hand_card": None, "discard": ["4C"]},
        "north": {"reserve": ["KH"], "hand": ["5C"], "hand_card": None, "discard": ["7D"]},
        "houses": [["9S", "8H", "7C"], ["9C"], ["KS"], ["KC"], ["KS"], ["KC"], ["QD"], ["QH"]],
        "foundations": [foundation] + [[] for _ in range(7)],
    }
    return Position.loads(json.dumps(obj))


def test_group_move_uncovering_nothing_useful_is_a_shuffle() -> None:
    pos = position([])
    group = parse_action("H1:2-H2")
    assert group in Game(pos).legal_actions()
    assert action_score(pos, group, foundation_accepts(pos)) == SHUFFLE


def test_group_move_uncovering_a_foundation_card_is_wanted() -> None:
    pos = position(["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S"])  # 9S goes up next
    group = parse_action("H1:2-H2")
    assert action_score(pos, group, foundation_accepts(pos)) == 25


def test_greedy_games_with_group_moves_are_won_not_stalemated() -> None:
    for seed in (1, 2, 3):
        game = Game.new(seed, ["group-moves"])
        players = (GreedyPlayer(seed), GreedyPlayer(seed + 1))
        while not game.is_over:
            game.push(players[game.to_move].choose(game))
        assert game.outcome is not None and game.outcome.winner is not None, seed
