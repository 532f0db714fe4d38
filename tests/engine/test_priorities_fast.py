"""The one-pass standard ladder (``priorities._standard_mandatory``) must equal the rules'
own ``mandatory`` methods, list for list, in every position a seeded game meets."""

from __future__ import annotations

import random

import pytest

from crapette.engine import Game
from crapette.engine import priorities
from crapette.engine.position import Rules


def _generic(pos, legal):  # type: ignore[no-untyped-def]
    out = []
    for rule in pos.rules.priorities:
        alternatives = rule.mandatory(pos, legal)
        if alternatives:
            out.append((rule, alternatives))
    return out


@pytest.mark.parametrize("variants", [(), ("discard-available",), ("opponent-cards-up",), ("one-deck",),
                                      ("three-players",), ("reserve-11", "group-moves")])
def test_one_pass_equals_each_rule(variants: tuple[str, ...]) -> None:
    rules = Rules.from_names(list(variants))
    assert tuple(rules.priorities) == priorities.STANDARD_LADDER  # the fast path is taken
    active_seen = 0
    for seed in range(3):
        game = Game.new(seed, variants=list(variants))
        rng = random.Random(seed)
        while game.outcome is None and game.ply < 1500:
            pos, legal = game.position, game.legal_actions()
            fast = priorities._standard_mandatory(pos, legal)
            assert fast == _generic(pos, legal)
            active_seen += bool(fast)
            game.push(rng.choice(legal))
    assert active_seen > 0  # the positions did exercise the rules
