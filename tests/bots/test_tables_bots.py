"""The computer players at the other tables (rulings 22-23): calls from either
opponent in the three-player game, the planner's "me against the others", and
seeded playouts of the one-deck and three-player games with their invariants."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from crapette.bots import GreedyPlayer, LeveledPlayer, PlannerPlayer, Player, RandomPlayer, allowed_actions, first_call
from crapette.bots.levels import LEVELS
from crapette.engine import Game, Position, parse_action
from crapette.engine.cards import JOKER

from builders import three_json

SOUTH, NORTH, WEST = 0, 1, 2


def still_clock() -> float:
    """A clock that never moves: the planner's deadlines never bite, its node budget
    alone decides, so its play does not depend on the machine's load."""
    return 0.0


three = three_json  # ruling 23's table (tests/builders.py)


def south_skips_p1() -> Game:
    """South's reserve card AS must go to a foundation before anything else (P1: the
    reserve card first); south turns a hand card instead, breaking P1."""
    south = {"reserve": ["5C", "AS"], "hand": ["2S", "9H"], "hand_card": None, "discard": []}
    game = Game(Position.from_json(three(south=south)))
    game.push(parse_action("turn"))
    return game


def test_either_opponent_calls_and_names_its_seat() -> None:
    # ruling 23: either opponent may call; both greedy players would call at once
    # (delay 0), and on equal delays the first in order of play after south calls:
    # west. The call names west (stop:W); founded (ruling 11: the turn taken back, AS
    # goes up), and the caller moves next (ruling 23)
    game = south_skips_p1()
    assert game.stop_callers == (WEST, NORTH)
    call = first_call(game, {WEST: GreedyPlayer(1), NORTH: GreedyPlayer(2)})
    assert call is not None and call.seat == WEST and call.delay == 0.0
    assert str(call.action) == "stop:W"
    verdict = game.push(call.action)
    assert verdict is not None and verdict.founded and verdict.caller == WEST
    assert game.to_move == WEST
    out = json.loads(game.position.dumps())
    assert out["foundations"][0] == ["AS"] and out["south"]["hand"] == ["2S", "9H"]


def test_the_computer_with_the_shortest_delay_calls() -> None:
    # west is computer:5 (always vigilant, 0.4-0.9 s), north greedy (at once): north
    # calls first although west comes first in order of play: stop:N
    game = south_skips_p1()
    players: dict[int, Player] = {WEST: LeveledPlayer(GreedyPlayer(1), LEVELS[5], 3), NORTH: PlannerPlayer(2)}
    call = first_call(game, players)
    assert call is not None and call.seat == NORTH and str(call.action) == "stop:N"
    # a person at north: west, the only computer that may call, calls after its delay
    call = first_call(game, {WEST: players[WEST]})
    assert call is not None and call.seat == WEST and 0.4 <= call.delay <= 0.9
    assert str(call.action) == "stop:W"


def test_no_call_on_a_clean_action_and_none_from_the_offender() -> None:
    # SR-F1 is what P1 asks for: nobody calls. The offender's own seat is never asked
    south = {"reserve": ["5C", "AS"], "hand": ["2S"], "hand_card": None, "discard": []}
    game = Game(Position.from_json(three(south=south)))
    game.push(parse_action("SR-F1"))
    everyone = {SOUTH: GreedyPlayer(0), WEST: GreedyPlayer(1), NORTH: GreedyPlayer(2)}
    assert first_call(game, everyone) is None
    game = south_skips_p1()
    call = first_call(game, {SOUTH: GreedyPlayer(0)})
    assert call is None


def test_a_two_seat_call_names_no_seat() -> None:
    # the standard game: the one opponent calls, unnamed ("stop", as records always said)
    south = {"reserve": ["5C", "AS"], "hand": ["2S", "9H"], "hand_card": None, "discard": []}
    north = {"reserve": ["KS"], "hand": [], "hand_card": None, "discard": []}
    obj = {"format": "crapette-position/1", "variants": [], "to_move": "south", "south": south, "north": north,
           "houses": [[] for _ in range(8)], "foundations": [[] for _ in range(8)]}
    game = Game(Position.from_json(obj))
    game.push(parse_action("turn"))
    call = first_call(game, {NORTH: GreedyPlayer(1)})
    assert call is not None and str(call.action) == "stop"


@pytest.mark.parametrize("leader", ["west", "north"])
def test_the_planner_loads_the_best_placed_opponent(leader: str) -> None:
    # south's hand card 8D loads west's reserve 9D or north's 7D (same suit, one rank
    # apart); nothing else moves (every house holds a king, no ace is out). The leader
    # has 2 x 1 reserve card + 1 hand card = 3 points left, the other 2 x 3 + 3 = 9:
    # the leader is the nearer to winning, so the card is worth more on its reserve
    # (ruling 23: the first to play out scores). Either load leaves the same threats
    # and the same places for the next hand card, so the planner loads the leader,
    # whichever seat it is (the order of the actions does not decide).
    houses = [[k] for k in ("KH", "KD", "KS", "KC", "KH", "KD", "KS", "KC")] + [["QH", "JS"]]
    short = {"reserve": ["9D"], "hand": ["2C"], "hand_card": None, "discard": []}
    long = {"reserve": ["4C", "3H", "9D"], "hand": ["2C", "5S", "6S"], "hand_card": None, "discard": []}
    west, north = (short, long) if leader == "west" else (long, short)
    north = dict(north, reserve=north["reserve"][:-1] + ["7D"])
    obj = three(south={"reserve": ["3S"], "hand": ["2S", "4H"], "hand_card": "8D", "discard": []},
                west=west, north=north, houses=houses)
    game = Game(Position.from_json(obj))
    assert {str(a) for a in game.legal_actions()} >= {"SH-WR", "SH-NR", "SH-SD"}
    expected = "SH-WR" if leader == "west" else "SH-NR"
    assert str(PlannerPlayer(1, clock=still_clock).choose(game)) == expected


# --- seeded playouts ------------------------------------------------------------------


def players_for(variants: list[str], seed: int) -> list[Player]:
    """A planner (node budget only), greedy, and a sloppy level that breaks priority
    rules and calls Stop! at times, so that calls from every seat happen."""
    return [PlannerPlayer(seed, max_nodes=150, turn_nodes=400, clock=still_clock), GreedyPlayer(seed + 1),
            LeveledPlayer(GreedyPlayer(seed + 2), LEVELS[1], seed + 3), RandomPlayer(seed + 4)]


@pytest.mark.parametrize("variants, cards", [(["one-deck"], 52), (["three-players"], 105),
                                             (["three-players", "discard-available"], 105)])
def test_seeded_playouts_keep_the_invariants_and_end(variants: list[str], cards: int) -> None:
    calls = Counter[str]()
    for seed in range(2):
        game = Game.new(100 + seed, variants)
        seats = game.position.table.seats
        pool = players_for(variants, seed)
        players = {seat: pool[(i + seed) % len(pool)] for i, seat in enumerate(seats)}
        copies = game.position.table.pack.copies
        actions = 0
        while not game.is_over:
            pos = game.position
            held = pos.all_cards() + list(pos.aside)
            assert len(held) == cards  # every card of the pack accounted for
            assert max(Counter(c for c in held if c != JOKER).values()) <= copies
            assert Counter(held)[JOKER] == (1 if cards == 105 else 0)
            allowed = allowed_actions(game)
            action = players[game.to_move].choose(game)
            assert action in allowed  # legal (stop mode: violations are legal, and callable)
            game.push(action)
            actions += 1
            assert actions < 100_000, "the game does not end"
            call = first_call(game, players)
            if call is not None:
                assert call.seat in game.stop_callers
                verdict = game.push(call.action)
                assert verdict is not None
                calls[str(call.action).split()[0]] += 1
        assert game.outcome is not None and game.outcome.result in {f"won:{s}" for s in ("south", "north", "west")} | {
            "stalemate"}
    if cards == 105:
        assert calls["stop:W"] + calls["stop:N"] + calls["stop:S"] > 0 and calls["stop"] == 0
