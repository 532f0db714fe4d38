"""Every variant works with every bot: for each variant of the registry (with the
variants it requires, as the registry says), each kind of player — random, greedy,
planner (small budget) and a level — plays a whole seeded game against greedy, in
stop mode and in strict mode (the three-player game: against two greedies). Every
action a player chooses must be one the mode allows (strict mode: no priority rule
broken), and the game must end."""

from __future__ import annotations

import pytest

from crapette.bots import GreedyPlayer, LeveledPlayer, PlannerPlayer, Player, RandomPlayer, allowed_actions
from crapette.bots.calls import first_call
from crapette.bots.levels import LEVELS
from crapette.engine import Game, Rules
from crapette.engine.variants import VARIANTS

#: a safety net: the engine declares a stalemate after 1000 actions without a card
#: going to a foundation, and 104 cards go up at most, so a game ends long before
MAX_ACTIONS = 120_000

def variant_sets() -> list[tuple[str, ...]]:
    """Each variant of the registry, with the ones it requires (its own rule)."""
    sets = []
    for name, variant in VARIANTS.items():
        names = (name, *sorted(variant.requires))
        Rules.from_names(names)  # the registry's own check of the combination
        sets.append(names)
    return sets


def make(kind: str, seed: int) -> Player:
    """A player of ``kind``; the planner and its level get a small node budget."""
    if kind == "random":
        return RandomPlayer(seed)
    if kind == "greedy":
        return GreedyPlayer(seed)
    if kind == "planner":
        return PlannerPlayer(seed, max_nodes=60, turn_nodes=200)
    # computer:1 breaks priority rules at times (stop mode) and calls Stop! at times
    return LeveledPlayer(GreedyPlayer(seed), LEVELS[1], seed + 1)


def play_checked(game: Game, players: dict[int, Player]) -> int:
    """Play to the end (``players`` by seat), checking every choice against what the
    mode allows; the number of actions played."""
    actions = 0
    while not game.is_over:
        assert actions < MAX_ACTIONS, "the game does not end"
        seat = game.to_move
        player = players[seat]
        allowed = allowed_actions(game)
        action = player.choose(game)
        assert action in allowed, f"{player.name} chose {action}, not among {[str(a) for a in allowed]}"
        if game.mode == "strict":
            assert game.violation(action) is None, f"{player.name} broke a priority rule with {action}"
        game.push(action)
        actions += 1
        call = first_call(game, players)
        if call is not None:
            verdict = game.push(call.action)
            assert verdict is not None
    return actions


def test_every_variant_is_in_the_list() -> None:
    sets = variant_sets()
    three_seats = [n for n in VARIANTS if not Rules.from_names([n, *sorted(VARIANTS[n].requires)]).two_seats]
    assert three_seats == ["three-players"]
    assert len(sets) == len(VARIANTS) and all(s[0] in VARIANTS for s in sets)
    assert ("minimal-freeing", "strict-priorities") in sets


@pytest.mark.parametrize("mode", ["stop", "strict"])
@pytest.mark.parametrize("kind", ["random", "greedy", "planner", "level"])
@pytest.mark.parametrize("variants", variant_sets(), ids="+".join)
def test_bot_plays_a_whole_game_in_every_variant(variants: tuple[str, ...], kind: str, mode: str) -> None:
    seed = 7 + len(variants[0])
    game = Game.new(seed, variants, mode)
    # the tested player sits south in one mode and on the last seat in the other
    seats = game.position.table.seats
    tested = make(kind, seed)
    others = [GreedyPlayer(seed + 1 + i) for i in range(len(seats) - 1)]
    order = [tested, *others] if mode == "stop" else [*others, tested]
    actions = play_checked(game, dict(zip(seats, order)))
    assert game.is_over and game.outcome is not None
    assert actions > 0
    assert game.rules.names == tuple(dict.fromkeys(variants))
