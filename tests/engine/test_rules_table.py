"""Rule tests: hand-made positions with expected answers derived by hand from
``/work/shared/spec/rulings.md`` and ``notation.md`` — never copied from the engine.

Conventions of the positions (see ``positions.py``): a side left out holds one
face-down hand card (``9S``) and nothing else; ``KINGS``/``FIVES`` fill the houses with
cards that neither move nor take anything in the case at hand. South is to move unless
a case says otherwise.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pytest

from crapette.engine import (
    NO_FOUNDATION_LIMIT,
    NORTH,
    SOUTH,
    CrapetteError,
    Game,
    IllegalActionError,
    Match,
    Position,
    PositionError,
    PriorityError,
    Rules,
    VariantError,
    parse_action,
)
from crapette.engine import outcome as outcomes
from crapette.engine.position import SplitMix64, shuffled_deck
from crapette.engine.rules import legal_actions

from reference_deal import CARD_ORDER, splitmix64
from reference_deal import shuffled_deck as reference_shuffled_deck

from positions import FIVES, KINGS, act_set, acts, game, piles, pos, pos_json, reason, violations

A = parse_action

ALL_F = [f"F{i}" for i in range(1, 9)]


def houses_without(*names: str, base: dict[str, list[str]] | None = None) -> dict[str, list[str]]:
    return {k: v for k, v in (base or KINGS).items() if k not in names}


# ---------------------------------------------------------------------------
# The table: one row per rule or ruling.
# ---------------------------------------------------------------------------


@dataclass
class Row:
    position: dict[str, Any]
    exact: set[str] | None = None  # the exact set of legal actions
    present: tuple[str, ...] = ()  # legal actions that must be there
    absent: tuple[str, ...] = ()  # actions that must be refused (availability/building)
    viol: dict[str, str | None] = field(default_factory=dict)  # action -> violation id


def row(id: str, **kw: Any) -> Any:
    return pytest.param(Row(**kw), id=id)


SOURCES_POS = dict(
    south=dict(reserve=["3C", "7D"], hand=["2H"], hand_card="5S", discard=["7H"]),
    north=dict(reserve=["2D"]),
    houses={**KINGS, "H1": ["8S"], "H2": ["6H"]},
)

P1_POS = dict(
    south=dict(reserve=["2H"], hand=["9C"]),
    houses={**KINGS, "H1": ["3S"], "H3": ["2S"]},
    foundations={"F1": ["AH"], "F2": ["AH"], "F3": ["AS"]},
)

P2_HAND_POS = dict(
    south=dict(reserve=["JS"], hand_card="2D", hand=["5C"]),
    houses={**KINGS, "H1": ["KC", "QD"]},
    foundations={"F1": ["AD"]},
)

TABLE = [
    # --- Availability (ruling 3) -------------------------------------------------
    # Sources are the reserve top 7D (-> black 8 in H1), the turned 5S (-> red 6 in H2,
    # or the own discard) and the house tops (8S, 6H and kings: nothing fits them).
    # The 3C under the reserve top is not available; the own discard top 7H would fit on
    # 8S but the own discard is not a source in the standard game; north's 2D takes
    # only AD/3D.
    row("avail-sources-standard", position=pos_json(**SOURCES_POS),
        exact={"SR-H1", "SH-H2", "SH-SD"}, absent=("SD-H1", "SR-H2"),
        viol={"SR-H1": None, "SH-H2": None, "SH-SD": None}),
    # Same position with discard-available: the discard top 7H goes on 8S too.
    row("avail-sources-discard-available", position=pos_json(**SOURCES_POS, variants=["discard-available"]),
        exact={"SR-H1", "SH-H2", "SH-SD", "SD-H1"}, viol={"SD-H1": None}),
    # North's reserve top 7H and discard top 7D would fit on 8S, but nothing of the
    # opponent's is available: south can only turn.
    row("avail-nothing-of-opponent",
        position=pos_json(south=dict(hand=["2C"]), north=dict(reserve=["7H"], discard=["7D"]),
                          houses={**KINGS, "H1": ["8S"]}),
        exact={"turn"}, absent=("NR-H1", "ND-H1"), viol={"turn": None}),
    # The foundation top 7H would fit on 8S, but foundation cards never move.
    row("avail-no-foundation-card",
        position=pos_json(south=dict(hand=["2C"]), houses={**KINGS, "H1": ["8S"]},
                          foundations={"F1": ["AH", "2H", "3H", "4H", "5H", "6H", "7H"]}),
        exact={"turn"}, absent=("F1-H1",)),
    # --- Building: foundations (ruling 4) ---------------------------------------
    # AD goes on each of the six empty foundations (each listed), not on AC (other
    # suit) nor on 2H. pass is allowed (no hand, no turned card, no discard) but breaks
    # P1 since the reserve card can go to a foundation.
    row("found-ace-on-empty-only",
        position=pos_json(south=dict(reserve=["AD"]), houses=KINGS,
                          foundations={"F1": ["AC"], "F2": ["AH", "2H"]}),
        exact={"SR-F3", "SR-F4", "SR-F5", "SR-F6", "SR-F7", "SR-F8", "pass"},
        absent=("SR-F1", "SR-F2"),
        viol={"SR-F3": None, "SR-F8": None, "pass": "P1"}),
    # Only an ace starts a foundation: 2C goes nowhere, south can only turn.
    row("found-non-ace-not-on-empty",
        position=pos_json(south=dict(reserve=["2C"], hand=["9D"]), houses=KINGS),
        exact={"turn"}, absent=("SR-F1", "SR-F8"), viol={"turn": None}),
    # 3H goes on 2H (same suit, one up), not on 2D (other suit) nor on AH (two up).
    row("found-same-suit-one-up",
        position=pos_json(south=dict(reserve=["3H"]), houses=KINGS,
                          foundations={"F1": ["AH", "2H"], "F2": ["AD", "2D"], "F3": ["AH"]}),
        exact={"SR-F1", "pass"}, absent=("SR-F2", "SR-F3"), viol={"SR-F1": None, "pass": "P1"}),
    # Two foundations with the same top 2H: both destinations are listed.
    row("found-two-same-tops-both-listed",
        position=pos_json(south=dict(reserve=["3H"]), houses=KINGS,
                          foundations={"F2": ["AH", "2H"], "F5": ["AH", "2H"]}),
        exact={"SR-F2", "SR-F5", "pass"}, viol={"SR-F2": None, "SR-F5": None, "pass": "P1"}),
    # The king is last: nothing (not even the ace of the suit) goes on the completed
    # clubs foundation; AC only starts the empty F8.
    row("found-king-is-last",
        position=pos_json(
            south=dict(reserve=["AC"]),
            houses={"H1": ["7D"], "H2": ["7H"], "H3": ["7S"], "H4": ["7D"],
                    "H5": ["7H"], "H6": ["7S"], "H7": ["9D"], "H8": ["9H"]},
            foundations={"F1": [r + "C" for r in "A23456789TJQK"], "F2": ["AD"], "F3": ["AH"],
                         "F4": ["AS"], "F5": ["AD"], "F6": ["AH"], "F7": ["AS"]}),
        exact={"SR-F8", "pass"}, absent=("SR-F1",), viol={"SR-F8": None, "pass": "P1"}),
    # --- Building: houses ------------------------------------------------------------
    # Any card on an empty house, every empty house listed: 9D and each of the six
    # kings can go to H3 and to H6. turn breaks P3 (reserve not empty, a house empty);
    # the house moves break nothing (P3 is about turn only).
    row("house-any-card-on-empty-each-listed",
        position=pos_json(south=dict(reserve=["9D"], hand=["2C"]), houses=houses_without("H3", "H6")),
        exact={"SR-H3", "SR-H6", "turn"} | {f"H{i}-H{j}" for i in (1, 2, 4, 5, 7, 8) for j in (3, 6)},
        viol={"turn": "P3", "SR-H3": None, "SR-H6": None, "H1-H3": None, "H8-H6": None}),
    # 7D (red) goes on 8S and 8C (black, one up), not on 8H (same colour) nor on 9C
    # (two ranks up). 8H goes on 9C. Nothing goes to a foundation: no violations.
    row("house-one-down-other-colour",
        position=pos_json(south=dict(reserve=["7D"], hand=["2C"]),
                          houses={**KINGS, "H1": ["8S"], "H2": ["8H"], "H3": ["9C"], "H4": ["8C"]}),
        exact={"SR-H1", "SR-H4", "H2-H3", "turn"}, absent=("SR-H2", "SR-H3", "H1-H3"),
        viol={"SR-H1": None, "SR-H4": None, "H2-H3": None, "turn": None}),
    # --- Building: loading the opponent ---------------------------------------------
    # North: reserve 5H, discard 7H. 4H loads NR (one down) not ND (three away); 6H
    # (turned card, and H2's top) loads both; 6D (other suit) loads neither.
    row("load-same-suit-one-up-or-down",
        position=pos_json(south=dict(reserve=["4H"], hand_card="6H", hand=["2C"]),
                          north=dict(reserve=["5H"], discard=["7H"]),
                          houses={**KINGS, "H1": ["6D"], "H2": ["6H"]}),
        exact={"SR-NR", "SH-NR", "SH-ND", "SH-SD", "H2-NR", "H2-ND"},
        absent=("SR-ND", "H1-NR", "H1-ND"),
        viol={"SR-NR": None, "SH-ND": None, "H2-NR": None}),
    # Never load onto an empty reserve or discard.
    row("load-never-onto-empty",
        position=pos_json(south=dict(hand_card="5C", hand=["2C"]), north=dict(hand=["9S"]), houses=KINGS),
        exact={"SH-SD"}, absent=("SH-NR", "SH-ND")),
    # Own discard only from the turned hand card (SR-SD refused even though 8D would
    # "fit" the 9D..TD suit); never onto the own reserve (9D on 8D refused) nor a hand.
    row("own-discard-only-from-hand-card-never-own-reserve",
        position=pos_json(south=dict(reserve=["8D"], hand_card="9D", discard=["TD"], hand=["2C"]), houses=KINGS),
        exact={"SH-SD"}, absent=("SR-SD", "H1-SD", "SH-SR", "SR-SH", "SR-NH", "H1-NH", "SD-SR")),
    # --- Hand: turn and pass (rulings 6, 7) --------------------------------------
    row("turn-with-hand", position=pos_json(south=dict(hand=["2C"]), houses=KINGS),
        exact={"turn"}, absent=("pass",), viol={"turn": None}),
    # an empty hand with a discard can turn (the discard becomes the hand); no pass
    row("turn-with-discard-only", position=pos_json(south=dict(discard=["2C"]), houses=KINGS),
        exact={"turn"}, absent=("pass",)),
    # a turned card must be played or discarded: no second turn, no pass
    row("no-turn-with-turned-card", position=pos_json(south=dict(hand=["2C"], hand_card="3D"), houses=KINGS),
        exact={"SH-SD"}, absent=("turn", "pass")),
    # nothing in hand, no turned card, no discard: pass (the reserve 9D is stuck)
    row("pass-only-with-nothing-to-turn", position=pos_json(south=dict(reserve=["9D"]), houses=KINGS),
        exact={"pass"}, absent=("turn",), viol={"pass": None}),
    # --- Priorities (ruling 8, notation.md) --------------------------------------
    # Reserve 2H can go to F1 or F2 (P1). SR-H1 breaks P1 (and P2): reported P1.
    # H3-F3 is a foundation move (fine for P2) but not the reserve's: P1. turn: P1.
    row("p1-and-precedence", position=pos_json(**P1_POS),
        exact={"SR-F1", "SR-F2", "SR-H1", "H3-F3", "turn"},
        viol={"SR-F1": None, "SR-F2": None, "SR-H1": "P1", "H3-F3": "P1", "turn": "P1"}),
    # The turned 2D can go to F1 (P2). Every other action breaks P2; the reserve JS
    # cannot reach a foundation, so P1 is not in force.
    row("p2-from-hand-card", position=pos_json(**P2_HAND_POS),
        exact={"SR-H1", "SH-F1", "SH-SD", "H1-H2", "H1-H5", "H1-H6"},
        viol={"SH-F1": None, "SR-H1": "P2", "SH-SD": "P2", "H1-H2": "P2", "H1-H5": "P2", "H1-H6": "P2"}),
    # A house top 3C can go on 2C: turning breaks P2.
    row("p2-from-house",
        position=pos_json(south=dict(hand=["8C"]), houses={**KINGS, "H7": ["3C"]},
                          foundations={"F1": ["AC", "2C"]}),
        exact={"H7-F1", "turn"}, viol={"H7-F1": None, "turn": "P2"}),
    # North's 3C (reserve and discard) would go on 2C, but they are not south's cards.
    row("p2-not-from-opponent-cards",
        position=pos_json(south=dict(hand=["8C"]), north=dict(reserve=["3C"], discard=["3C"]),
                          houses=KINGS, foundations={"F1": ["AC", "2C"]}),
        exact={"turn"}, viol={"turn": None}),
    # The own discard top 3C is not available in the standard game: no P2 ...
    row("p2-not-from-own-discard-standard",
        position=pos_json(south=dict(hand=["8C"], discard=["3C"]), houses=KINGS,
                          foundations={"F1": ["AC", "2C"]}),
        exact={"turn"}, absent=("SD-F1",), viol={"turn": None}),
    # ... but it is with discard-available, and then turning breaks P2.
    row("p2-from-own-discard-discard-available",
        position=pos_json(south=dict(hand=["8C"], discard=["3C"]), houses=KINGS,
                          foundations={"F1": ["AC", "2C"]}, variants=["discard-available"]),
        exact={"SD-F1", "turn"}, viol={"SD-F1": None, "turn": "P2"}),
    # P3 is about turn only: with a turned card, SH-SD and every move are fine.
    row("p3-not-for-sh-sd-or-moves",
        position=pos_json(south=dict(reserve=["9D"], hand_card="4C", hand=["2C"]), houses=houses_without("H3")),
        exact={"SR-H3", "SH-H3", "SH-SD"} | {f"H{i}-H3" for i in (1, 2, 4, 5, 6, 7, 8)},
        viol={"SR-H3": None, "SH-H3": None, "SH-SD": None, "H1-H3": None}),
    # P3 needs a reserve: with an empty reserve, turning with an empty house is fine.
    row("p3-not-when-reserve-empty",
        position=pos_json(south=dict(hand=["2C"]), houses=houses_without("H3")),
        exact={"turn"} | {f"H{i}-H3" for i in (1, 2, 4, 5, 6, 7, 8)},
        viol={"turn": None, "H1-H3": None}),
    # SH-SD breaks P1 when the reserve 2H can go to F1.
    row("p1-broken-by-sh-sd",
        position=pos_json(south=dict(reserve=["2H"], hand_card="9C", hand=["5D"]), houses=KINGS,
                          foundations={"F1": ["AH"]}),
        exact={"SR-F1", "SH-SD"}, viol={"SR-F1": None, "SH-SD": "P1"}),
    # SH-SD breaks P2 when the turned 2H itself can go to F1.
    row("p2-broken-by-sh-sd",
        position=pos_json(south=dict(hand_card="2H", hand=["5D"]), houses=KINGS, foundations={"F1": ["AH"]}),
        exact={"SH-F1", "SH-SD"}, viol={"SH-F1": None, "SH-SD": "P2"}),
    # pass breaks P1: the reserve AS could start any of the 8 empty foundations.
    row("p1-broken-by-pass",
        position=pos_json(south=dict(reserve=["AS"]), houses=KINGS),
        exact={f"SR-{f}" for f in ALL_F} | {"pass"},
        viol={"pass": "P1", "SR-F1": None, "SR-F8": None}),
    # pass breaks P2: the house ace AD could start any of the 8 empty foundations.
    row("p2-broken-by-pass",
        position=pos_json(south=dict(reserve=["9H"]), houses={**KINGS, "H2": ["AD"]}),
        exact={f"H2-{f}" for f in ALL_F} | {"pass"},
        viol={"pass": "P2", "H2-F1": None, "H2-F8": None}),
    # turn breaking P1, P2 and P3 at once reports P1; filling the house breaks P1 too.
    row("turn-breaking-p1-p2-p3-reports-p1",
        position=pos_json(south=dict(reserve=["AS"], hand=["5D"]), houses=houses_without("H3")),
        present=("turn", "SR-H3", "SR-F1"), viol={"turn": "P1", "SR-H3": "P1", "SR-F1": None}),
    # turn breaking P2 and P3 reports P2 (house ace AC -> F1; reserve 9D, H3 empty).
    row("turn-breaking-p2-p3-reports-p2",
        position=pos_json(south=dict(reserve=["9D"], hand=["5D"]), houses={**houses_without("H3"), "H7": ["AC"]}),
        present=("turn", "SR-H3", "H7-F1"), viol={"turn": "P2", "SR-H3": "P2", "H7-F1": None}),
]


@pytest.mark.parametrize("case", TABLE)
def test_rule_table(case: Row) -> None:
    position = Position.from_json(case.position)
    listed = acts(position)
    assert len(listed) == len(set(listed)), f"an action is listed twice: {listed}"
    legal = set(listed)
    if case.exact is not None:
        assert legal == case.exact
    for a in case.present:
        assert a in legal
    for a in case.absent:
        assert a not in legal
        assert reason(position, a) is not None, f"{a} should be refused with a reason"
    for a in legal:
        assert reason(position, a) is None, f"{a} is listed but refused"
    g = Game(position)
    v = violations(g)
    assert set(v) == legal
    for a, expected in case.viol.items():
        assert v[a] == expected, f"{a}: expected {expected}, got {v[a]}"


# ---------------------------------------------------------------------------
# Reserve (ruling 5) and hand (ruling 6)
# ---------------------------------------------------------------------------


def test_reserve_turns_up_when_its_top_leaves() -> None:
    # Reserve 2C under 5D. 5D goes on 6S; then 2C is face up and available at once:
    # it can go on AC (so P1 is now in force).
    g = game(south=dict(reserve=["2C", "5D"], hand=["9H"]), houses={**KINGS, "H1": ["6S"]},
             foundations={"F1": ["AC"]})
    assert "SR-F1" not in acts(g.position)
    g.push(A("SR-H1"))
    assert piles(g)["south"]["reserve"] == ["2C"]
    assert piles(g)["houses"][0] == ["6S", "5D"]
    assert set(str(a) for a in g.legal_actions()) == {"SR-F1", "turn"}
    assert violations(g) == {"SR-F1": None, "turn": "P1"}


def test_turn_with_empty_hand_reforms_it_from_the_discard_unshuffled() -> None:
    # Discard 3C (first discarded), 7D, JS (top). Turning it over makes 3C the top of
    # the new hand, so it is the card turned; 7D comes next, then JS.
    g = game(south=dict(discard=["3C", "7D", "JS"]), houses=KINGS, foundations={"F1": ["AC", "2C"]})
    g.push(A("turn"))
    s = piles(g)["south"]
    assert s["hand_card"] == "3C"
    assert s["hand"] == ["JS", "7D"]  # bottom to top: 7D is the next card to turn
    assert s["discard"] == []
    assert act_set(g.position) == {"SH-F1", "SH-SD"}
    g.push(A("SH-F1"))
    g.push(A("turn"))
    s = piles(g)["south"]
    assert s["hand_card"] == "7D" and s["hand"] == ["JS"]


def test_discard_not_turned_over_until_next_turn_so_opponent_can_load_it() -> None:
    # South turns and discards the last hand card 5D: the discard stays a discard.
    # North turns 6D and loads it onto south's discard (same suit, one up), then has
    # nothing left to turn and passes. South's next turn re-forms the hand from 5D, 6D:
    # 5D (first discarded) is turned, 6D stays in the hand.
    g = game(south=dict(hand=["5D"]), north=dict(reserve=["8S"], hand=["6D"]), houses=KINGS)
    g.push(A("turn"))
    g.push(A("SH-SD"))
    s = piles(g)["south"]
    assert (s["hand"], s["discard"], g.to_move) == ([], ["5D"], NORTH)
    g.push(A("turn"))
    assert act_set(g.position) == {"NH-SD", "NH-ND"}
    g.push(A("NH-SD"))
    assert piles(g)["south"]["discard"] == ["5D", "6D"]
    assert act_set(g.position) == {"pass"}
    g.push(A("pass"))
    assert g.to_move == SOUTH
    assert act_set(g.position) == {"turn"}
    g.push(A("turn"))
    s = piles(g)["south"]
    assert (s["hand_card"], s["hand"], s["discard"]) == ("5D", ["6D"], [])


def test_sh_sd_and_pass_end_the_turn() -> None:
    g = game(south=dict(hand=["5C", "9D"]), north=dict(reserve=["8S"]), houses=KINGS)
    g.push(A("turn"))
    assert g.to_move == SOUTH
    g.push(A("SH-SD"))
    assert g.to_move == NORTH
    assert act_set(g.position) == {"pass"}  # north: reserve 8S stuck, no hand, no discard
    g.push(A("pass"))
    assert g.to_move == SOUTH


# ---------------------------------------------------------------------------
# Modes (ruling 9)
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "position, action, rule, mandatory",
    [
        # P1: the reserve 2H to the lowest-numbered foundation that takes it, F1.
        pytest.param(P1_POS, "SR-H1", "P1", "SR-F1", id="p1-move"),
        pytest.param(P1_POS, "turn", "P1", "SR-F1", id="p1-turn"),
        pytest.param(P1_POS, "H3-F3", "P1", "SR-F1", id="p1-other-foundation-move"),
        # P2: the turned 2D to F1.
        pytest.param(P2_HAND_POS, "SH-SD", "P2", "SH-F1", id="p2-discard"),
        pytest.param(P2_HAND_POS, "H1-H5", "P2", "SH-F1", id="p2-house-move"),
        # P3: the reserve to the lowest empty house, H2 (H2 and H5 are empty).
        pytest.param(dict(south=dict(reserve=["9D"], hand=["2C"]), houses=houses_without("H2", "H5")),
                     "turn", "P3", "SR-H2", id="p3-turn"),
        # P1 with all eight foundations empty: the reserve ace to F1.
        pytest.param(dict(south=dict(reserve=["AS"], hand=["5D"]), houses=KINGS), "turn", "P1", "SR-F1",
                     id="p1-ace-lowest-foundation"),
    ],
)
def test_strict_mode_refuses_priority_violations(position: dict[str, Any], action: str, rule: str,
                                                 mandatory: str) -> None:
    g = game("strict", **position)
    before = piles(g)
    with pytest.raises(PriorityError) as info:
        g.push(A(action))
    assert info.value.violation.rule == rule
    assert str(info.value.violation.mandatory) == mandatory
    assert rule in str(info.value) and mandatory in str(info.value)  # the refusal names both
    assert piles(g) == before and g.ply == 0
    g.push(A(mandatory))  # the mandatory action itself is accepted


def test_strict_mode_accepts_any_complying_action() -> None:
    g = game("strict", **P1_POS)
    g.push(A("SR-F2"))  # also a reserve-to-foundation move: not the canonical one, still fine
    assert piles(g)["foundations"][1] == ["AH", "2H"]


@pytest.mark.parametrize("mode", ["stop", "strict"])
@pytest.mark.parametrize("action", ["SR-H2", "SR-F3", "SD-H1", "NR-H1", "F1-H1", "SR-SD", "pass", "SH-SD",
                                    "H1:2-H2"])
def test_building_and_availability_breaks_refused_in_both_modes(mode: str, action: str) -> None:
    # In P1_POS: 2H does not go on KS (H2) nor on AS (F3); south's discard is empty and
    # not available; north's reserve and the foundations are never sources; only the
    # hand card goes on the own discard; pass needs an empty hand; no card is turned;
    # cards move one at a time (no group move in the standard game).
    g = game(mode, **P1_POS)
    before = piles(g)
    with pytest.raises(IllegalActionError) as info:
        g.push(A(action))
    assert not isinstance(info.value, PriorityError)
    assert piles(g) == before


def test_stop_mode_carries_out_violations() -> None:
    g = game("stop", **P1_POS)
    g.push(A("SR-H1"))
    assert piles(g)["houses"][0] == ["3S", "2H"]
    assert g.last_violation() is not None and g.last_violation().rule == "P1"
    assert g.stop_caller == NORTH


# ---------------------------------------------------------------------------
# Stop! (rulings 10-12)
# ---------------------------------------------------------------------------


def test_stop_needs_a_last_action_and_judges_only_it() -> None:
    g = game(**P1_POS)
    assert g.stop_caller is None
    with pytest.raises(IllegalActionError):
        g.push(A("stop"))
    g.push(A("H3-F3"))  # breaks P1
    assert g.stop_caller == NORTH
    g.push(A("SR-F1"))  # the next action closes the window on H3-F3; SR-F1 itself is fine
    before = piles(g)
    verdict = g.push(A("stop"))
    assert verdict is not None
    assert verdict.founded is False and verdict.violation is None
    assert str(verdict.judged) == "SR-F1"
    assert (verdict.caller, verdict.offender, verdict.next_player) == (NORTH, SOUTH, SOUTH)
    assert piles(g) == before
    assert g.to_move == SOUTH
    assert g.stop_caller is None  # one call per action
    with pytest.raises(IllegalActionError):
        g.push(A("stop"))


def test_stop_strict_mode_has_no_stop() -> None:
    g = game("strict", **P1_POS)
    g.push(A("SR-F1"))
    assert g.stop_caller is None
    with pytest.raises(IllegalActionError):
        g.push(A("stop"))


def test_founded_stop_on_turn_ending_discard_canonical_p2() -> None:
    # South discards the turned 2C although it could go on AC (F2 or F5), and H1's 2D
    # could go on AD (F1). North calls Stop! before acting. Canonical P2: source order
    # puts the hand card before the houses, and F2 is the lowest foundation taking it.
    g = game(south=dict(hand_card="2C", hand=["5D"]), houses={**KINGS, "H1": ["2D"]},
             foundations={"F1": ["AD"], "F2": ["AC"], "F5": ["AC"]})
    g.push(A("SH-SD"))
    assert g.to_move == NORTH and g.stop_caller == NORTH
    verdict = g.push(A("stop"))
    assert verdict.founded and verdict.violation.rule == "P2"
    assert str(verdict.taken_back) == "SH-SD" and str(verdict.played_instead) == "SH-F2"
    assert verdict.discarded is False
    assert (verdict.caller, verdict.offender, verdict.next_player) == (NORTH, SOUTH, NORTH)
    assert piles(g) == pos_json(to_move="north", south=dict(hand=["5D"]), houses={**KINGS, "H1": ["2D"]},
                                foundations={"F1": ["AD"], "F2": ["AC", "2C"], "F5": ["AC"]})
    assert g.stop_caller is None


def test_window_moves_to_the_next_action() -> None:
    g = game(south=dict(hand_card="2C", hand=["5D"]), north=dict(hand=["9S", "8H"]), houses=KINGS,
             foundations={"F2": ["AC"]})
    g.push(A("SH-SD"))  # breaks P2
    g.push(A("turn"))  # north acts instead of calling: the window is now on north's turn
    assert g.stop_caller == SOUTH
    verdict = g.push(A("stop"))
    assert verdict.founded is False and str(verdict.judged) == "turn"
    assert piles(g)["south"]["discard"] == ["2C"]


P2_TWO_HOUSES = dict(south=dict(hand=["9C"]), houses={**KINGS, "H1": ["2D"], "H7": ["3C"]},
                     foundations={"F1": ["AD"], "F2": ["AC", "2C"]})


@pytest.mark.parametrize(
    "call, instead",
    [
        # No action named: canonical P2 = first source in order H1..H8 -> H1's 2D to F1.
        pytest.param("stop", "H1-F1", id="canonical"),
        # The caller names the other mandatory action: it is played.
        pytest.param("stop H7-F2", "H7-F2", id="named-mandatory"),
        # A named action that is legal (2D on 3C) but not mandatory: canonical instead.
        pytest.param("stop H1-H7", "H1-F1", id="named-not-mandatory"),
    ],
)
def test_founded_stop_on_turn_card_goes_back_on_hand(call: str, instead: str) -> None:
    g = game(**P2_TWO_HOUSES)
    assert act_set(g.position) == {"H1-F1", "H1-H7", "H7-F2", "turn"}
    g.push(A("turn"))  # breaks P2; turns 9C
    verdict = g.push(A(call))
    assert verdict.founded and verdict.violation.rule == "P2"
    assert str(verdict.taken_back) == "turn" and str(verdict.played_instead) == instead
    assert verdict.discarded is False
    # the turned 9C went back face down on the hand, not onto the discard
    if instead == "H1-F1":
        houses = {**houses_without("H1", "H7"), "H7": ["3C"]}
        foundations = {"F1": ["AD", "2D"], "F2": ["AC", "2C"]}
    else:
        houses = {**houses_without("H1", "H7"), "H1": ["2D"]}
        foundations = {"F1": ["AD"], "F2": ["AC", "2C", "3C"]}
    assert piles(g) == pos_json(to_move="north", south=dict(hand=["9C"]), houses=houses, foundations=foundations)


@pytest.mark.parametrize(
    "call, instead",
    [
        pytest.param("stop", "SR-F3", id="canonical-lowest-foundation"),
        pytest.param("stop SR-F6", "SR-F6", id="named"),
    ],
)
def test_founded_stop_p1_turned_card_goes_to_discard(call: str, instead: str) -> None:
    # Reserve 2H (over 3S) could go on AH in F3 or F6. South, holding the turned 9D,
    # moves KC from H1 to the empty H4 instead: P1. The move is taken back, the reserve
    # card goes to a foundation (F3 is the lowest-numbered), 3S turns up, and the turned
    # 9D goes onto south's discard; north to move.
    g = game(south=dict(reserve=["3S", "2H"], hand=["5C"], hand_card="9D"), houses=houses_without("H4"),
             foundations={"F3": ["AH"], "F6": ["AH"]})
    g.push(A("H1-H4"))
    verdict = g.push(A(call))
    assert verdict.founded and verdict.violation.rule == "P1"
    assert str(verdict.taken_back) == "H1-H4" and str(verdict.played_instead) == instead
    assert verdict.discarded is True and verdict.next_player == NORTH
    f3, f6 = (["AH", "2H"], ["AH"]) if instead == "SR-F3" else (["AH"], ["AH", "2H"])
    assert piles(g) == pos_json(to_move="north", south=dict(reserve=["3S"], hand=["5C"], discard=["9D"]),
                                houses=houses_without("H4"), foundations={"F3": f3, "F6": f6})


def test_founded_stop_p3_reserve_to_lowest_empty_house() -> None:
    # Reserve 9D (over 4S); H2 and H5 empty. South turns 5H: P3. Taken back (5H back on
    # the hand), 9D goes to H2, north to move.
    g = game(south=dict(reserve=["4S", "9D"], hand=["2C", "5H"]), houses=houses_without("H2", "H5"))
    g.push(A("turn"))
    verdict = g.push(A("stop"))
    assert verdict.founded and verdict.violation.rule == "P3"
    assert str(verdict.played_instead) == "SR-H2" and verdict.discarded is False
    assert piles(g) == pos_json(to_move="north", south=dict(reserve=["4S"], hand=["2C", "5H"]),
                                houses={**houses_without("H2", "H5"), "H2": ["9D"]})


def test_founded_stop_p2_discard_available_source_order() -> None:
    # discard-available: the discard top 2H (-> F1) comes before H1's 2D (-> F3) in
    # the source order. South turns instead: P2, canonical SD-F1.
    g = game(south=dict(reserve=["9H"], hand=["5S"], discard=["2H"]), houses={**KINGS, "H1": ["2D"]},
             foundations={"F1": ["AH"], "F3": ["AD"]}, variants=["discard-available"])
    g.push(A("turn"))
    verdict = g.push(A("stop"))
    assert verdict.founded and str(verdict.played_instead) == "SD-F1"
    assert piles(g) == pos_json(to_move="north", south=dict(reserve=["9H"], hand=["5S"]),
                                houses={**KINGS, "H1": ["2D"]}, foundations={"F1": ["AH", "2H"], "F3": ["AD"]},
                                variants=["discard-available"])


def test_founded_stop_on_pass() -> None:
    # pass with the reserve AS able to start a foundation: P1 -> SR-F1, north to move.
    g = game(south=dict(reserve=["7C", "AS"]), houses=KINGS)
    g.push(A("pass"))
    assert g.to_move == NORTH
    verdict = g.push(A("stop"))
    assert verdict.founded and str(verdict.played_instead) == "SR-F1"
    assert piles(g) == pos_json(to_move="north", south=dict(reserve=["7C"]), houses=KINGS,
                                foundations={"F1": ["AS"]})


def test_founded_stop_p1_on_sh_sd_card_ends_on_discard_anyway() -> None:
    # South discards 9C while the reserve 2H could go on AH: P1. SH-SD is taken back
    # (9C turned again), 2H goes to F1, then the still-turned 9C goes onto the discard.
    g = game(south=dict(reserve=["2H"], hand_card="9C", hand=["5D"]), houses=KINGS, foundations={"F1": ["AH"]})
    g.push(A("SH-SD"))
    verdict = g.push(A("stop"))
    assert verdict.founded and verdict.violation.rule == "P1"
    assert str(verdict.played_instead) == "SR-F1" and verdict.discarded is True
    assert piles(g) == pos_json(to_move="north", south=dict(hand=["5D"], discard=["9C"]), houses=KINGS,
                                foundations={"F1": ["AH", "2H"]})


def test_unfounded_stop_mid_turn_changes_nothing() -> None:
    g = game(south=dict(hand=["5C", "9D"]), houses=KINGS)
    g.push(A("turn"))  # no foundation move anywhere, no empty house: allowed
    before = piles(g)
    verdict = g.push(A("stop"))
    assert verdict.founded is False and verdict.violation is None and verdict.penalty is False
    assert verdict.next_player == SOUTH
    assert piles(g) == before
    g.push(A("SH-SD"))
    assert g.to_move == NORTH


def test_unfounded_stop_on_discard_caller_moves() -> None:
    g = game(south=dict(hand=["5C", "9D"]), houses=KINGS)
    g.push(A("turn"))
    g.push(A("SH-SD"))
    before = piles(g)
    verdict = g.push(A("stop"))
    assert verdict.founded is False and verdict.next_player == NORTH
    assert piles(g) == before and g.to_move == NORTH


def test_false_stop_penalty_on_turn_ending_discard() -> None:
    # North calls without cause on south's discard: north loses the turn it was about
    # to play, so south moves again; the turn after that is north's.
    g = game(south=dict(hand=["5C", "9D"]), houses=KINGS, variants=["false-stop-penalty"])
    g.push(A("turn"))
    g.push(A("SH-SD"))
    verdict = g.push(A("stop"))
    assert verdict.founded is False and verdict.penalty is True and verdict.next_player == SOUTH
    assert g.to_move == SOUTH
    g.push(A("turn"))
    assert piles(g)["south"]["hand_card"] == "5C"
    g.push(A("SH-SD"))
    assert g.to_move == NORTH


def test_false_stop_penalty_mid_turn() -> None:
    # The call comes during south's turn: south finishes it, and the next turn (north's)
    # is skipped, so south plays again; then north.
    g = game(south=dict(hand=["5C", "9D"]), houses=KINGS, variants=["false-stop-penalty"])
    g.push(A("turn"))
    verdict = g.push(A("stop"))
    assert verdict.founded is False and verdict.penalty is True and verdict.next_player == SOUTH
    g.push(A("SH-SD"))
    assert g.to_move == SOUTH
    g.push(A("turn"))
    g.push(A("SH-SD"))
    assert g.to_move == NORTH
    assert piles(g)["south"]["discard"] == ["9D", "5C"]


def test_no_penalty_without_the_variant() -> None:
    g = game(south=dict(hand=["5C", "9D"]), houses=KINGS)
    g.push(A("turn"))
    g.push(A("SH-SD"))
    g.push(A("stop"))
    assert g.to_move == NORTH


# ---------------------------------------------------------------------------
# Who starts (ruling 2, variant highest-starts)
# ---------------------------------------------------------------------------


def start_position(south_top: str, north_top: str, houses: dict[str, str], variants: list[str]) -> Position:
    return pos(south=dict(reserve=[south_top]), north=dict(reserve=[north_top]),
               houses={k: [v] for k, v in houses.items()}, variants=variants)


TIED_HOUSES = {"H1": "5S", "H2": "6D", "H3": "7C", "H4": "8H", "H5": "8C", "H6": "7D", "H7": "6H", "H8": "5C"}


@pytest.mark.parametrize(
    "south_top, north_top, houses, expected",
    [
        pytest.param("3C", "5D", TIED_HOUSES, SOUTH, id="lower-reserve-south"),
        pytest.param("9C", "2H", TIED_HOUSES, NORTH, id="lower-reserve-north"),
        pytest.param("2C", "AS", TIED_HOUSES, NORTH, id="ace-is-low"),
        pytest.param("KD", "QS", TIED_HOUSES, NORTH, id="king-is-high"),
        # Reserve tie: H8 (south's nearest) 4D against H1 (north's nearest) 6S -> south,
        # although H7/H2 and H5/H4 (and H8 against H4) would favour north.
        pytest.param("7C", "7H", {"H1": "6S", "H2": "2C", "H3": "8D", "H4": "3S",
                                  "H5": "9S", "H6": "JD", "H7": "KC", "H8": "4D"}, SOUTH, id="tie-h8-vs-h1"),
        # H8/H1 tie (5D/5S, suits do not matter); H7 9S against H2 3D -> north, although
        # H6/H3 would favour south.
        pytest.param("7C", "7H", {"H1": "5S", "H2": "3D", "H3": "QD", "H4": "KS",
                                  "H5": "AC", "H6": "2C", "H7": "9S", "H8": "5D"}, NORTH, id="tie-h7-vs-h2"),
        # then H6 4C against H3 8H -> south (H5/H4 would favour north)
        pytest.param("7C", "7H", {"H1": "5S", "H2": "6D", "H3": "8H", "H4": "AS",
                                  "H5": "KD", "H6": "4C", "H7": "6H", "H8": "5C"}, SOUTH, id="tie-h6-vs-h3"),
        # then H5 8C against H4 5H -> north
        pytest.param("7C", "7H", {"H1": "5S", "H2": "6D", "H3": "7C", "H4": "5H",
                                  "H5": "8C", "H6": "7D", "H7": "6H", "H8": "5C"}, NORTH, id="tie-h5-vs-h4"),
        # everything equal (rank for rank): south
        pytest.param("7C", "7H", TIED_HOUSES, SOUTH, id="full-tie-south"),
    ],
)
def test_lowest_reserve_starts(south_top: str, north_top: str, houses: dict[str, str], expected: int) -> None:
    p = start_position(south_top, north_top, houses, [])
    assert p.rules.start_rule(p) == expected


# highest-starts is 003/004's reading (a tie goes to the tableau), highest-suit-starts
# 000's (a tie goes to the suits at once): ruling 19.
@pytest.mark.parametrize(
    "variant, south_top, north_top, houses, expected",
    [
        pytest.param("highest-starts", "AC", "KS", TIED_HOUSES, SOUTH, id="ace-is-high"),
        pytest.param("highest-starts", "2D", "3C", TIED_HOUSES, NORTH, id="higher-reserve-starts"),
        # 003: "En cas d'égalité, c'est celui qui a placé dans le tableau la plus forte
        # carte": TIED_HOUSES ties rank for rank, so no suit is looked at: south (ours)
        pytest.param("highest-starts", "9H", "9S", TIED_HOUSES, SOUTH, id="003-no-suit-step"),
        # equal reserve ranks, different tableau: south's QD beats north's JD at best
        pytest.param("highest-starts", "9C", "9S", {"H1": "JD", "H2": "TD", "H3": "9D", "H4": "8D",
                                                    "H5": "QD", "H6": "2C", "H7": "3C", "H8": "4C"}, SOUTH,
                     id="houses-decide"),
        # 000: "Quand les cartes de réserve sont égales, les enseignes sont classées dans
        # l'ordre décroissant : pique, cœur, carreau, trèfle."
        pytest.param("highest-suit-starts", "AC", "KS", TIED_HOUSES, SOUTH, id="000-ace-is-high"),
        pytest.param("highest-suit-starts", "9H", "9S", TIED_HOUSES, NORTH, id="suit-spades-over-hearts"),
        pytest.param("highest-suit-starts", "9D", "9H", TIED_HOUSES, NORTH, id="suit-hearts-over-diamonds"),
        pytest.param("highest-suit-starts", "9D", "9C", TIED_HOUSES, SOUTH, id="suit-diamonds-over-clubs"),
        # the suit decides before the houses (which would favour south here)
        pytest.param("highest-suit-starts", "9C", "9S", {"H1": "JD", "H2": "TD", "H3": "9D", "H4": "8D",
                                                         "H5": "QD", "H6": "2C", "H7": "3C", "H8": "4C"}, NORTH,
                     id="suit-before-houses"),
    ],
)
def test_highest_starts_variants(variant: str, south_top: str, north_top: str, houses: dict[str, str],
                                 expected: int) -> None:
    p = start_position(south_top, north_top, houses, [variant])
    assert p.rules.start_rule(p) == expected


# ---------------------------------------------------------------------------
# Winning, scoring, match (rulings 13-15)
# ---------------------------------------------------------------------------


def test_win_and_score() -> None:
    # South's last card 2H goes on AH: south wins at once. North: reserve 3 cards (x2),
    # hand 2, discard 1 -> 30 + 2 + 1 + 6 = 39.
    g = game(south=dict(reserve=["2H"]), north=dict(reserve=["5C", "8D", "9S"], hand=["3D", "4D"], discard=["9C"]),
             houses=KINGS, foundations={"F1": ["AH"]})
    g.push(A("SR-F1"))
    assert g.status == "won:south" and g.is_over
    assert g.outcome.points == (39, 0)
    assert g.outcome.to_json()["score"] == {"south": 39, "north": 0}
    assert g.legal_actions() == []
    with pytest.raises(IllegalActionError):
        g.push(A("turn"))


def test_win_by_loading_the_last_card() -> None:
    # South's last card 6H loads north's discard 5H: south has nothing left and wins.
    # North then holds hand 2 + discard 2 (5H and the loaded 6H) -> 30 + 4 = 34.
    g = game(south=dict(reserve=["6H"]), north=dict(hand=["2C", "3C"], discard=["5H"]), houses=KINGS)
    assert violations(g) == {"SR-ND": None, "pass": None}
    g.push(A("SR-ND"))
    assert g.status == "won:south" and g.outcome.points == (34, 0)


def test_win_turned_hand_card_counts_as_hand() -> None:
    # South has nothing left: won. North (to move) holds turned 5C + hand 3D (2),
    # discard 9C TC (2), reserve 8D (2 x 1) -> 30 + 2 + 2 + 2 = 36.
    g = game(to_move="north", south=dict(), north=dict(reserve=["8D"], hand=["3D"], hand_card="5C",
                                                         discard=["9C", "TC"]), houses=KINGS)
    assert g.status == "won:south"
    assert g.outcome.points == (36, 0)


def test_agreed_stalemate_scores_the_difference() -> None:
    # south: reserve 2 (x2) + hand 3 + discard 1 = 8; north: reserve 1 (x2) + hand 1 +
    # discard 2 = 5. North has the lower count and scores 8 - 5 = 3; no bonus.
    g = game(south=dict(reserve=["5D", "6D"], hand=["2C", "3C", "4C"], discard=["9H"]),
             north=dict(reserve=["8S"], hand=["TS"], discard=["JH", "TH"]), houses=KINGS)
    out = g.agree_stalemate()
    assert out.result == "stalemate" and g.status == "stalemate"
    assert out.points == (0, 3)
    assert g.legal_actions() == []


def test_a_resignation_scores_as_the_opponents_win() -> None:
    # docs/rules.md 9.4: south resigns holding reserve 5D 6D (2 x 2) + hand 2C 3C 4C (3) +
    # discard 9H (1) = 8; north wins 30 + 8 = 38, as if south were out of cards; north's
    # own cards (reserve 8S, hand TS, discard JH TH) count for nothing
    g = game(south=dict(reserve=["5D", "6D"], hand=["2C", "3C", "4C"], discard=["9H"]),
             north=dict(reserve=["8S"], hand=["TS"], discard=["JH", "TH"]), houses=KINGS)
    assert outcomes.resignation_winner(g.position, 0) == 1
    out = g.concede(1)
    assert (out.result, out.reason, out.points) == ("won:north", "resignation", (0, 38))
    assert g.status == "won:north" and g.legal_actions() == []
    with pytest.raises(IllegalActionError):
        g.concede(0)


def test_stalemate_turned_card_counts_and_equal_counts_score_nothing() -> None:
    # south (to move): turned 2C + discard 3C 4C = 3; north: reserve 8S (x2) = 2.
    g = game(south=dict(hand_card="2C", discard=["3C", "4C"]), north=dict(reserve=["8S"]), houses=KINGS)
    assert g.agree_stalemate().points == (0, 1)
    # 2 + 2 against 4: equal, nobody scores
    g = game(south=dict(reserve=["5D"], hand=["2C", "3C"]), north=dict(hand=["TS", "9S", "8S", "7S"]), houses=KINGS)
    assert g.agree_stalemate().points == (0, 0)


def _outcome(points: tuple[int, int]) -> outcomes.Outcome:
    winner = None if points == (0, 0) else (SOUTH if points[0] else NORTH)
    result = "stalemate" if winner is None else f"won:{('south', 'north')[winner]}"
    return outcomes.Outcome(result, winner, outcomes.OUT_OF_CARDS, points, (0, 0), ((0, 0, 0), (0, 0, 0)))


def test_match_to_target() -> None:
    assert Match().target == 300
    m = Match(target=50)
    m.add(_outcome((39, 0)))
    m.add(_outcome((0, 3)))
    m.add(_outcome((0, 36)))
    assert m.totals == (39, 39) and not m.is_over and m.winner is None
    m.add(_outcome((11, 0)))  # south reaches exactly 50
    assert m.totals == (50, 39) and m.is_over and m.winner == SOUTH
    with pytest.raises(ValueError):
        m.add(_outcome((0, 30)))


# ---------------------------------------------------------------------------
# Stalemate rules of game.py
# ---------------------------------------------------------------------------


def test_no_foundation_limit_one_card_between_two_empty_houses() -> None:
    # South shuffles 5C between H1 and H2 forever; nothing reaches a foundation.
    # After exactly NO_FOUNDATION_LIMIT actions the game is a stalemate: south counts
    # 1 (hand), north 2 (reserve 2S) -> south scores 1.
    assert NO_FOUNDATION_LIMIT == 1000
    g = game(south=dict(hand=["9D"]), north=dict(reserve=["2S"]), houses={**houses_without("H1", "H2"), "H1": ["5C"]})
    moves = [A("H1-H2"), A("H2-H1")]
    for i in range(NO_FOUNDATION_LIMIT - 1):
        g.push(moves[i % 2])
    assert g.status == "playing"
    g.push(moves[(NO_FOUNDATION_LIMIT - 1) % 2])
    assert g.status == "stalemate"
    assert g.outcome.reason == outcomes.NO_FOUNDATION_PROGRESS
    assert g.outcome.points == (1, 0)


def test_no_foundation_limit_restarts_after_a_foundation_move() -> None:
    g = game(south=dict(hand=["9D"]), north=dict(reserve=["2S"]),
             houses={**houses_without("H1", "H2", "H3"), "H1": ["5C"], "H3": ["AD"]})
    moves = [A("H1-H2"), A("H2-H1")]
    for i in range(NO_FOUNDATION_LIMIT - 1):
        g.push(moves[i % 2])
    g.push(A("H3-F1"))  # a foundation move: the count starts again
    for i in range(NO_FOUNDATION_LIMIT - 1):
        g.push(moves[(i + 1) % 2])
    assert g.status == "playing"
    g.push(moves[0] if str(g.last_action()) == "H2-H1" else moves[1])
    assert g.status == "stalemate"


def test_two_hand_cycles_each_without_play_is_a_stalemate() -> None:
    # Both players can only turn their single hand card and discard it (5H and 9C fit
    # no house, no foundation, not each other's discard). A hand cycle is completed when
    # the discard is turned over into a new hand: south does that at actions 5 and 9,
    # north at 7 and 11. After north's second, both have completed two cycles without
    # any play from reserve, hand or discard: stalemate at action 11, counts 1 and 1.
    g = game(south=dict(hand=["5H"]), north=dict(hand=["9C"]), houses=KINGS)
    script = ["turn", "SH-SD", "turn", "NH-ND"] * 3
    for n, text in enumerate(script[:11], 1):
        assert g.status == "playing", f"ended before action {n}"
        assert act_set(g.position) == {text}  # the only thing the mover can do
        g.push(A(text))
    assert g.status == "stalemate"
    assert g.outcome.reason == outcomes.NO_PLAY_FROM_STOCK
    assert g.outcome.points == (0, 0)


def test_two_cycles_of_passes_is_a_stalemate() -> None:
    # Only stuck reserves: each pass completes an (empty) hand cycle. S, N, S, N: after
    # the fourth pass both have two. south counts 4, north 2 -> north scores 2.
    g = game(south=dict(reserve=["4S", "5H"]), north=dict(reserve=["9C"]), houses=KINGS)
    for _n in range(3):
        g.push(A("pass"))
        assert g.status == "playing"
    g.push(A("pass"))
    assert g.status == "stalemate"
    assert g.outcome.points == (0, 2)


# ---------------------------------------------------------------------------
# Deal (ruling 1)
# ---------------------------------------------------------------------------

def test_reference_splitmix64_known_answers() -> None:
    gen = splitmix64(1234567)
    assert [next(gen) for _ in range(5)] == [6457827717110365317, 3203168211198807973, 9817491932198370423,
                                             4593380528125082431, 16408922859458223821]
    assert next(splitmix64(0)) == 0xE220A8397B1DCDAF


@pytest.mark.parametrize("seed", [0, 1, 1234567, 20261122, 2**64 - 1])
def test_engine_rng_and_shuffle_match_the_reference(seed: int) -> None:
    rng, gen = SplitMix64(seed), splitmix64(seed)
    assert [rng.next() for _ in range(10)] == [next(gen) for _ in range(10)]
    rng, gen = SplitMix64(seed), splitmix64(seed)
    assert [CARD_ORDER[c] for c in shuffled_deck(rng)] == reference_shuffled_deck(gen)
    assert [CARD_ORDER[c] for c in shuffled_deck(rng)] == reference_shuffled_deck(gen)  # north's, second


def _rank(card: str) -> int:
    return "A23456789TJQK".index(card[0])


@pytest.mark.parametrize("variants, size", [([], 13), (["reserve-12"], 12), (["reserve-11"], 11)])
@pytest.mark.parametrize("seed", [1, 7, 20261122])
def test_deal(seed: int, variants: list[str], size: int) -> None:
    gen = splitmix64(seed)
    s_deck, n_deck = reference_shuffled_deck(gen), reference_shuffled_deck(gen)  # south's deck first, then north's
    p = Position.deal(seed, Rules.from_names(variants)).to_json()
    # reserve: the first `size` cards dealt, the last on top
    assert p["south"]["reserve"] == s_deck[:size]
    assert p["north"]["reserve"] == n_deck[:size]
    # houses: south deals H5, H6, H7, H8; north H4, H3, H2, H1 (farthest first)
    assert p["houses"][4:8] == [[c] for c in s_deck[size:size + 4]]
    assert p["houses"][0:4] == [[c] for c in reversed(n_deck[size:size + 4])]
    # hand: the rest face down, the next card dealt on top
    assert p["south"]["hand"] == list(reversed(s_deck[size + 4:]))
    assert p["north"]["hand"] == list(reversed(n_deck[size + 4:]))
    for who in ("south", "north"):
        assert len(p[who]["reserve"]) == size and len(p[who]["hand"]) == 52 - size - 4
        assert p[who]["hand_card"] is None and p[who]["discard"] == []
    assert p["foundations"] == [[]] * 8
    everything = (p["south"]["reserve"] + p["south"]["hand"] + p["north"]["reserve"] + p["north"]["hand"]
                  + [c for h in p["houses"] for c in h])
    assert len(everything) == 104
    assert Counter(everything) == Counter({c: 2 for c in CARD_ORDER})
    # who starts: ruling 2, computed here from the cards
    s_keys = [_rank(p["south"]["reserve"][-1])] + [_rank(p["houses"][i][0]) for i in (7, 6, 5, 4)]
    n_keys = [_rank(p["north"]["reserve"][-1])] + [_rank(p["houses"][i][0]) for i in (0, 1, 2, 3)]
    expected = next(("south" if s < n else "north" for s, n in zip(s_keys, n_keys) if s != n), "south")
    assert p["to_move"] == expected


def test_deal_same_seed_same_deal_different_seeds_differ() -> None:
    assert Position.deal(42) == Position.deal(42)
    assert Position.deal(42).to_json() != Position.deal(43).to_json()
    assert Game.new(42).position == Position.deal(42)


# ---------------------------------------------------------------------------
# Position reader (notation.md)
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "obj, needles",
    [
        pytest.param(pos_json(south=dict(reserve=["5C"]), north=dict(hand=["5C"]), houses={"H1": ["5C"]}),
                     ["5C", "SR", "H1", "north's hand"], id="card-three-times"),
        pytest.param(pos_json(houses={"H4": ["8S", "7S"]}), ["H4"], id="house-same-colour"),
        pytest.param(pos_json(houses={"H4": ["8S", "6H"]}), ["H4"], id="house-two-down"),
        pytest.param(pos_json(houses={"H6": ["7H", "8S"]}), ["H6"], id="house-ascending"),
        pytest.param(pos_json(foundations={"F2": ["2H", "3H"]}), ["F2"], id="foundation-not-from-ace"),
        pytest.param(pos_json(foundations={"F3": ["AH", "3H"]}), ["F3"], id="foundation-skips"),
        pytest.param(pos_json(foundations={"F4": ["AH", "2D"]}), ["F4"], id="foundation-other-suit"),
        pytest.param(pos_json(to_move="south", north=dict(hand_card="5C")), ["NH"], id="hand-card-not-to-move"),
        pytest.param(pos_json(to_move="north", south=dict(hand_card="5C")), ["SH"], id="hand-card-not-to-move-s"),
        pytest.param(pos_json(south=dict(reserve=["1X"])), ["SR", "1X"], id="bad-card-reserve"),
        pytest.param(pos_json(south=dict(discard=["ZZ"])), ["SD", "ZZ"], id="bad-card-discard"),
        pytest.param(pos_json(houses={"H6": ["XX"]}), ["H6", "XX"], id="bad-card-house"),
        pytest.param(pos_json(south=dict(hand_card="11H")), ["SH", "11H"], id="bad-card-hand-card"),
    ],
)
def test_position_reader_names_the_pile(obj: dict[str, Any], needles: list[str]) -> None:
    with pytest.raises(PositionError) as info:
        Position.from_json(obj)
    for needle in needles:
        assert needle in str(info.value)


def test_position_reader_unknown_variant() -> None:
    with pytest.raises(VariantError) as info:
        Position.from_json(pos_json(variants=["no-such-variant"]))
    assert "no-such-variant" in str(info.value)
    assert isinstance(info.value, CrapetteError)


def test_notation_example_position_is_rejected_as_printed() -> None:
    # notation.md's position example gives north a turned hand card with south to move,
    # which its own text forbids ("Only the player to move can have one").
    example = {
        "format": "crapette-position/1",
        "variants": ["discard-available"],
        "to_move": "south",
        "south": {"reserve": ["9C", "2D", "7H"], "hand": ["KS", "4D"], "hand_card": None, "discard": ["5C"]},
        "north": {"reserve": ["QD"], "hand": [], "hand_card": "3S", "discard": []},
        "houses": [["KD", "QS"], [], ["8H"], [], [], [], [], []],
        "foundations": [["AH", "2H"], [], [], [], [], [], [], []],
    }
    with pytest.raises(PositionError, match="NH"):
        Position.from_json(example)
    example["to_move"] = "north"
    assert Position.from_json(example).to_json() == example


def test_position_reader_accepts_10_and_lower_case_writes_canonical() -> None:
    p = Position.from_json(pos_json(south=dict(reserve=["10h", "as"]), houses={"H1": ["jd", "10s"]}))
    j = p.to_json()
    assert j["south"]["reserve"] == ["TH", "AS"] and j["houses"][0] == ["JD", "TS"]


def test_both_players_out_of_cards_is_rejected() -> None:
    with pytest.raises(PositionError):
        Position.from_json(pos_json(south=dict(), north=dict(), houses={"H1": ["5C"]}))


def test_legal_actions_for_north() -> None:
    # The same rules from north's side: NR top 2H -> F1 (P1 in force); the turned 9C
    # goes on north's own discard or loads south's discard (top 8C: same suit, one up).
    # Both break P1. The canonical order starts with the reserve.
    p = pos(to_move="north", north=dict(reserve=["2H"], hand_card="9C"), south=dict(discard=["8C"]),
            houses=KINGS, foundations={"F1": ["AH"]})
    assert set(acts(p)) == {"NR-F1", "NH-SD", "NH-ND"}
    assert violations(Game(p)) == {"NR-F1": None, "NH-SD": "P1", "NH-ND": "P1"}
    assert legal_actions(p)[0] == A("NR-F1")


def test_sources_helper_lists_the_available_piles() -> None:
    from crapette.engine.piles import PILE_NAMES
    from crapette.engine.rules import sources

    standard = [PILE_NAMES[s] for s in sources(pos(**SOURCES_POS))]
    assert standard == ["SR", "SH"] + [f"H{i}" for i in range(1, 9)]
    variant = [PILE_NAMES[s] for s in sources(pos(**SOURCES_POS, variants=["discard-available"]))]
    assert variant == ["SR", "SH", "SD"] + [f"H{i}" for i in range(1, 9)]


# ---------------------------------------------------------------------------
# Building rules card by card: all 52 x 52 pairs, the rule written out here
# ---------------------------------------------------------------------------

RANKS, SUITS = "A23456789TJQK", "CDHS"


def _red(card: str) -> bool:
    return card[1] in "DH"


def _r(card: str) -> int:
    return RANKS.index(card[0])


def _check_pairs(dst: str, make: Any, expected: Any) -> list[str]:
    """For every turned card and every top card of ``dst``, compare SH-dst with the rule."""
    wrong = []
    for card in CARD_ORDER:
        for top in CARD_ORDER:
            p = make(card, top)
            listed = f"SH-{dst}" in act_set(p)
            allowed = reason(p, f"SH-{dst}") is None
            want = expected(card, top)
            if listed != want or allowed != want:
                wrong.append(f"{card} on {top}: rule {want}, listed {listed}, allowed {allowed}")
    return wrong


def test_house_rule_every_pair() -> None:
    # one rank down, other colour
    wrong = _check_pairs(
        "H1",
        lambda card, top: pos(south=dict(hand_card=card), north=dict(),
                              houses={**FIVES, "H1": [top]} if "5" not in (top[0], card[0]) else {"H1": [top]}),
        lambda card, top: _r(card) == _r(top) - 1 and _red(card) != _red(top),
    )
    assert wrong == []


def test_foundation_rule_every_pair() -> None:
    # same suit, one rank up; the foundation holds the ace up to ``top``
    wrong = _check_pairs(
        "F1",
        lambda card, top: pos(south=dict(hand_card=card), north=dict(),
                              foundations={"F1": [RANKS[i] + top[1] for i in range(_r(top) + 1)]}),
        lambda card, top: card[1] == top[1] and _r(card) == _r(top) + 1,
    )
    assert wrong == []


@pytest.mark.parametrize("dst", ["NR", "ND"])
def test_loading_rule_every_pair(dst: str) -> None:
    # same suit, one rank up or down (no wrap from king to ace)
    key = "reserve" if dst == "NR" else "discard"
    wrong = _check_pairs(
        dst,
        lambda card, top: pos(south=dict(hand_card=card), north={key: [top]}),
        lambda card, top: card[1] == top[1] and abs(_r(card) - _r(top)) == 1,
    )
    assert wrong == []


def test_empty_foundation_takes_only_aces() -> None:
    for card in CARD_ORDER:
        p = pos(south=dict(hand_card=card))
        assert ("SH-F1" in act_set(p)) == (card[0] == "A"), card
