"""The hints and the Why panel claim what the priority rule says, and no more (issue 27,
item 1): P3 and S3 forbid only turning a hand card, so what they ask for is not mandatory
and the headline does not say that every other action breaks a rule.

Each expected value below is read off the position by hand (docs/rules.md §4, §5).
"""

from __future__ import annotations

import random

import pytest

from crapette.app.dialogs.hints import hint_intro
from crapette.engine import Game, Position, parse_action
from crapette.engine.actions import TURN
from crapette.words.explain import explain_step, forbidden, hints
from crapette.engine.priorities import active_rules

from positions import KINGS, pos_json


def test_seed_42_after_emptying_h2_p3_forbids_only_turning() -> None:
    """Seed 42, South plays H2-H1 (10♠ onto J♦): H2 is empty and the reserve shows 7♠; no
    ace is in sight, so P1 and P2 do not apply. P3 forbids turning only: the reserve to
    H2, 7♠ onto North's 8♠ (loading), 10♠ onto J♥ (H5) and every house top to H2 are all
    allowed, ten actions, none of them mandatory."""
    game = Game.new(42)
    game.push(parse_action("H2-H1"))
    listed = hints(game)
    assert [str(h.action) for h in listed] == ["SR-H2", "SR-NR", "H1-H5", "H1-H2", "H3-H2", "H4-H2", "H5-H2",
                                              "H6-H2", "H7-H2", "H8-H2"]
    assert not any(h.mandatory for h in listed)
    assert (listed[0].rule, listed[0].mandatory) == ("P3", False)  # asked for before turning
    (rule,) = forbidden(game)
    assert (rule.rule, rule.only, [str(a) for a in rule.actions]) == ("P3", "turning a hand card", ["turn"])
    intro = hint_intro(forbidden(game), 0, "stop")
    assert intro == ("P3 (fill the empty houses from the reserve before turning a hand card) forbids only this: "
                     "turning a hand card. A call on such an action would be founded.")
    assert "Any other action" not in intro and "not listed" not in intro
    why = explain_step(game, parse_action("SR-H2"))
    assert why.forced_by is None and why.violation is None


def test_p1_forbids_every_other_action_and_its_move_is_mandatory() -> None:
    """South's reserve shows A♥ and a ♠ 7 sits on H1 under nothing: P1 asks for the ace on
    a foundation (any of the eight, all empty), and every other action breaks P1."""
    game = Game(Position.from_json(pos_json(south={"reserve": ["AH"], "hand": ["4D"]},
                                            north={"reserve": ["5S"], "hand": ["3C"]},
                                            houses={**KINGS, "H1": ["7S"], "H2": ["8D"]})))
    listed = hints(game)
    assert [str(h.action) for h in listed] == [f"SR-F{i}" for i in range(1, 9)]
    assert all(h.mandatory and h.rule == "P1" for h in listed)
    (rule,) = forbidden(game)
    assert rule.rule == "P1" and rule.only == ""
    assert sorted(str(a) for a in rule.actions) == ["H1-H2", "turn"]  # 7♠ on 8♦, and turning
    assert hint_intro(forbidden(game), 8, "stop").startswith(
        "Every action not listed breaks P1 (the reserve card goes to a foundation first).")


def test_s3_asks_for_an_emptying_before_turning_and_forbids_nothing_else() -> None:
    """strict-priorities: no house is empty, the reserve shows 4♦ (no black 5 to go on);
    8♥ (H1) fits on 9♠ (H2), which empties H1: S3 asks for it before a turn. No card goes
    to a foundation, none is buried, 4♦ and the house cards load nowhere (North's J♠):
    S1 and S2 do not apply. So turning alone breaks S3."""
    game = Game(Position.from_json(pos_json(
        variants=["strict-priorities"], south={"reserve": ["4D"], "hand": ["3C"]},
        north={"reserve": ["JS"], "hand": ["3H"]},
        houses={**KINGS, "H1": ["8H"], "H2": ["9S"]})))
    listed = hints(game)
    assert [(str(h.action), h.rule, h.mandatory) for h in listed] == [("H1-H2", "S3", False)]
    (rule,) = forbidden(game)
    assert (rule.rule, rule.only, [str(a) for a in rule.actions]) == ("S3", "turning a hand card", ["turn"])
    assert "forbids only this: turning a hand card" in hint_intro(forbidden(game), 0, "stop")


GAMES = [
    [], ["strict-priorities"], ["strict-priorities", "minimal-freeing"], ["crapette-call"], ["plain"],
    ["early-turn"], ["three-players"], ["zank-patience"], ["zank-patience", "zank-advanced"],
    ["zank-patience", "schikanieren"],
]


@pytest.mark.parametrize("variants", GAMES, ids=lambda v: "+".join(v) or "standard")
def test_along_random_games_the_hints_claim_only_what_the_rules_say(variants: list[str]) -> None:
    """Along seeded random games of each game: each legal action left out of the hints is
    counted under the rule it breaks first; a rule said to forbid only turning forbids
    only turns; a hint called mandatory is asked for by a rule that forbids every other
    action, and one merely asked for comes from a rule that does not."""
    for seed in (1, 2):
        game = Game.new(seed, variants)
        rng = random.Random(seed)
        for _ in range(60):
            legal = game.legal_actions()
            if game.is_over or not legal:
                break
            listed = {h.action: h for h in hints(game)}
            violations = dict(game.analysis())
            said = forbidden(game)
            counted = [a for f in said for a in f.actions]
            assert sorted(map(str, counted)) == sorted(str(a) for a in legal if a not in listed)
            for f in said:
                assert all(violations[a] is not None and violations[a].rule == f.rule for a in f.actions)
                if f.only == "turning a hand card":
                    assert all(a.kind == TURN for a in f.actions)
            active = active_rules(game.position, legal)
            wide = {a for rule, v in active if not rule.only_forbids for a in v.alternatives}
            narrow_ids = {rule.id for rule, _v in active if rule.only_forbids}
            for action, hint in listed.items():
                if hint.mandatory:
                    assert action in wide
                elif hint.rule is not None:
                    assert hint.rule in narrow_ids
            game.push(rng.choice(legal))
