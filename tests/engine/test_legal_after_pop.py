"""A take-back gives back the legal list kept when the action was made (``Game.pop``): it
must be exactly the list a fresh generation gives in the position restored, in the same
order, for every kind of table and for calls, touches and french-turn's snapshots."""

from __future__ import annotations

import random

import pytest

from crapette.engine import Game
from crapette.engine.actions import STOP_ACTION

GAMES = [[], ["three-players"], ["one-deck"], ["french-turn"], ["touch"], ["group-moves"],
         ["face-down-tableau"], ["zank-patience"], ["zank-patience", "three-players"],
         ["zank-patience", "schikanieren"]]


def _fresh(game: Game) -> list[object]:
    """The legal list generated anew for the game's position (no list kept)."""
    return list(game._generate(game.position))


@pytest.mark.parametrize("variants", GAMES, ids=lambda v: "+".join(v) or "standard")
def test_the_legal_list_after_a_take_back_is_the_generated_one(variants: list[str]) -> None:
    game = Game.new(7, variants, "stop")
    rng = random.Random(7)
    takebacks = 0
    for _ in range(400):
        if game.is_over:
            break
        legal = game.legal_actions()
        if game.can_stop() and rng.random() < 0.05:
            try:
                game.push(STOP_ACTION)
            except Exception:  # a call this game refuses (it names its own): nothing to check
                pass
            else:
                game.pop()
                assert game.legal_actions() == _fresh(game)
        game.push(legal[rng.randrange(len(legal))])
        if rng.random() < 0.3:
            game.pop()
            takebacks += 1
            assert game.legal_actions() == _fresh(game)
            game.push(game.legal_actions()[rng.randrange(len(game.legal_actions()))])
    while game.actions:  # all the way back, each list checked
        game.pop()
        assert game.legal_actions() == _fresh(game)
    assert takebacks >= 20
