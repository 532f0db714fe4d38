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


def _judged_by_every_rule(pos, legal):  # type: ignore[no-untyped-def]
    """Each action's violation as the ladder read in full gives it: every applying rule
    worked out by its own ``mandatory``, the first broken found by ``judge``, and a rule
    that words each violation asked with no memo shared."""
    active = _generic(pos, legal)
    if not active:
        return [(a, None) for a in legal]
    violations = [*priorities._violations(pos, active), None]
    out = []
    for action, i in zip(legal, priorities.judge(pos, legal, active)):
        v = violations[i]
        if v is not None and getattr(active[i][0], "words_each", False):
            v = active[i][0].violation_for(pos, action, v, legal)
        out.append((action, v))
    return out


@pytest.mark.parametrize("variants", [("zank-patience",), ("zank-patience", "zank-advanced"),
                                      ("zank-patience", "schikanieren"), ("zank-patience", "three-players"),
                                      ("strict-priorities", "minimal-freeing"), ("crapette-call",), (),
                                      ("discard-available",), ("one-deck",), ("three-players",),
                                      ("opponent-cards-up",), ("early-turn",)])
def test_the_analysis_equals_the_whole_ladder(variants: tuple[str, ...]) -> None:
    # the analysis stops at the first applying rule whose complies is the default one (the
    # judge looks no lower), shares one memo between the rules and the words of each
    # breach, and words a breach only when it is read: none may change a verdict or its words
    broken = 0
    for seed in range(2):
        game = Game.new(seed, variants=list(variants))
        rng = random.Random(seed)
        while game.outcome is None and game.ply < 600:
            pos, legal = game.position, game.legal_actions()
            got, text = priorities.analyse(pos, legal), pos.dumps()
            eager = _judged_by_every_rule(pos, legal)
            broken += sum(1 for _a, v in got if v is not None)
            game.push(rng.choice(legal))
            # words worked out only now, the position moved on: still those of then
            assert got == eager, text
    assert broken > 100
