"""Each game's weights (crapette.bots.weights) and the tuning names of a planner."""

from __future__ import annotations

import pytest

from crapette.bots import PlannerPlayer, UnknownPlayer, make_player
from crapette.bots.evaluation import Weights
from crapette.bots.weights import file_weights, game_key, parse_overrides, weights_for
from crapette.bots.zank import ZankWeights
from crapette.engine import Rules


@pytest.mark.parametrize(("variants", "key"), [
    ((), "standard"), (("one-deck",), "one-deck"), (("three-players",), "three-players"),
    (("touch",), "standard"), (("zank-patience",), "zank-patience"), (("zank-patience", "zank-advanced"), "zank-advanced"),
    (("zank-patience", "schikanieren"), "schikanieren"), (("zank-patience", "three-players"), "zank-three"),
    (("zank-patience", "schikanieren", "zank-advanced"), "schikanieren"),
])
def test_each_game_has_its_weights(variants: tuple[str, ...], key: str) -> None:
    assert game_key(Rules.from_names(variants)) == key


def test_the_standard_family_gets_weights_and_zank_its_own() -> None:
    assert isinstance(weights_for(Rules.from_names(())), Weights)
    assert isinstance(weights_for(Rules.from_names(("zank-patience",))), ZankWeights)


def test_changes_go_over_the_file() -> None:
    w = weights_for(Rules.from_names(()), {"reserve": 2.5, "run": 9.0})  # run is Zank's: ignored here
    assert isinstance(w, Weights) and w.reserve == 2.5
    z = weights_for(Rules.from_names(("zank-patience",)), {"reserve": 2.5, "run": 9.0})
    assert isinstance(z, ZankWeights) and z.run == 9.0


def test_overrides_are_read_from_a_players_name() -> None:
    assert parse_overrides("reserve=2.5+nodes=4000") == {"reserve": 2.5, "nodes": 4000.0}
    for bad in ("reserv=2", "reserve", "reserve=x"):
        with pytest.raises(ValueError):
            parse_overrides(bad)
    planner = make_player("planner+reserve=2.5+nodes=400", 3)
    assert isinstance(planner, PlannerPlayer)
    assert (planner.max_nodes, planner.changes) == (400, {"reserve": 2.5})
    with pytest.raises(UnknownPlayer):
        make_player("planner+speed=3")


def test_a_games_file_is_read() -> None:
    """Schikanieren's file sets the Schikanier pile's weight (data/weights/schikanieren.json)."""
    changes = file_weights("schikanieren")
    assert "reserve" in changes
    w = weights_for(Rules.from_names(("zank-patience", "schikanieren")))
    assert isinstance(w, ZankWeights) and w.reserve == changes["reserve"] != ZankWeights().reserve
    assert file_weights("no-such-game") == {}


def test_a_schikanier_card_counts_its_weight() -> None:
    """The Zank evaluation counts each card of a Schikanier pile ``reserve`` times: one card
    more on ours costs exactly that much (CUTOFF: the cards alone)."""
    from crapette.bots.zank import CUTOFF, evaluate_zank
    from crapette.engine import Game

    game = Game.new(3, ("zank-patience", "schikanieren"))
    pos = game.position.copy()
    me = pos.to_move
    w = ZankWeights(reserve=3.0)
    before = evaluate_zank(pos, me, CUTOFF, w)
    reserve = pos.piles[pos.table.reserve_of[me]]
    reserve.insert(0, reserve[0])  # one more face-down card at the bottom
    assert evaluate_zank(pos, me, CUTOFF, w) == before - 3.0
