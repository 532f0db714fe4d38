"""One hand-made position for each rule a variant adds, judged by hand from docs/rules.md
section 11, and the same position in the standard game when the difference matters.

Every position fills the houses it does not need with kings (``KINGS``), which take
nothing and go nowhere here, so the legal actions are the ones the comments list.
South has a face-down hand (``turn`` is legal) unless a case turns a hand card; north
keeps its default face-down hand only, so nothing can be loaded onto north unless a case
gives north a reserve or discard.
"""

from __future__ import annotations

from typing import Any

import pytest

from crapette.engine import NORTH, SOUTH, Game, Position, Rules, parse_action
from crapette.words.explain import explain_step

from positions import KINGS, acts, pos, pos_json, violations
from crapette.words import say

SOUTH_SIDE: dict[str, Any] = {"reserve": ["9C"], "hand": ["5C"]}


def houses(**given: list[str]) -> dict[str, list[str]]:
    """KINGS with the houses a case needs put over them."""
    return {**KINGS, **given}


# --- positions ------------------------------------------------------------------------

# S1: 3H in H1 is covered by 2S; 2S fits on the 3D of H2 or (loading) on north's 3S
# discard; then 3H goes on F1 (AH 2H). Nothing goes up directly.
S1 = dict(
    south=SOUTH_SIDE, north={"hand": ["9S"], "discard": ["3S"]},
    houses=houses(H1=["3H", "2S"], H2=["3D"]), foundations={"F1": ["AH", "2H"]},
)

# M1: as S1 without north's discard, plus 4C in H3 under 3D 2S: freeing it takes two
# clearing moves (2S onto the 3D of H2, then 3D onto the 4S of H4) against one for 3H.
# The 3D of H2 could also go on the 4S: a move that frees nothing.
M1 = dict(
    south=SOUTH_SIDE,
    houses=houses(H1=["3H", "2S"], H2=["3D"], H3=["4C", "3D", "2S"], H4=["4S"]),
    foundations={"F1": ["AH", "2H"], "F2": ["AC", "2C", "3C"]},
)

# S2: nothing goes up, nothing can be freed. 9C (reserve) loads onto north's TC
# reserve, 5D (H1) onto north's 4D discard; 5D could also go on the 6S of H2.
S2 = dict(
    south=SOUTH_SIDE, north={"hand": ["9S"], "reserve": ["TC"], "discard": ["4D"]},
    houses=houses(H1=["5D"], H2=["6S"]),
)

# S3: the reserve holds a card, no house is empty, H1 can be emptied (5D onto 6S);
# nothing goes up and nothing can be loaded.
S3 = dict(south=SOUTH_SIDE, houses=houses(H1=["5D"], H2=["6S"]))

# S4 (face-down-tableau): H1 = face-down 4C under 5D, H3 = face-down 4H under 5C.
# 5D fits on the 6S of H2, 5C on the 6H of H4: both uncover a card.
S4 = dict(south=SOUTH_SIDE, houses=houses(H1=["4C", "5D"], H2=["6S"], H3=["4H", "5C"], H4=["6H"]))
S4_FACE_DOWN = [1, 0, 1, 0, 0, 0, 0, 0]

# C1 direct: 2H (H1) goes on F1; the reserve 9C could go on the TD of H2; north's
# reserve shows AS, which south may put on an empty foundation under crapette-call.
C1 = dict(
    south=SOUTH_SIDE, north={"hand": ["9S"], "reserve": ["AS"]},
    houses=houses(H1=["2H"], H2=["TD"]), foundations={"F1": ["AH"]},
)

# north's AS may go on any of the seven empty foundations; each keeps C1 and breaks C2
NR_ACE_UP = {f"NR-F{i}": "C2" for i in range(2, 9)}

# C1 by freeing: as S1 without north's discard.
C1_FREE = dict(south=SOUTH_SIDE, houses=houses(H1=["3H", "2S"], H2=["3D"]), foundations={"F1": ["AH", "2H"]})

# C2: nothing goes up; the reserve 9C goes on the TD of H2 or loads onto north's TC;
# 5D (H3) could go on the 6S of H4.
C2 = dict(
    south=SOUTH_SIDE, north={"hand": ["9S"], "reserve": ["TC"]},
    houses=houses(H2=["TD"], H3=["5D"], H4=["6S"]),
)

# C3: the reserve 9C goes nowhere; the turned hand card 9H goes on the TC of H2.
C3 = dict(
    south={"reserve": ["9C"], "hand_card": "9H"},
    houses=houses(H2=["TC"], H3=["5D"], H4=["6S"]),
)

# Crapette! with a combination: 3C in H1 under 2H. No black 3 shows, so 2H has no place
# now, but JS (H2) can go on the QD of H3, emptying H2 for the 2H, and then 3C goes on
# F1 (AC 2C): since ruling 16 that is a freeing C1 sees too.
COMBINATION = dict(
    south=SOUTH_SIDE,
    houses=houses(H1=["3C", "2H"], H2=["JS"], H3=["QD"]), foundations={"F1": ["AC", "2C"]},
)


def game(position: dict[str, Any], variants: list[str], mode: str = "stop", **extra: Any) -> Game:
    obj = pos_json(variants=variants, **position)
    obj.update(extra)
    return Game(Position.from_json(obj), mode)


# --- the analysis tables --------------------------------------------------------------

TABLES = [
    # (id, position, variants, extra JSON, expected analysis)
    ("S1 standard", S1, [], {}, {"H1-H2": None, "H1-ND": None, "turn": None}),
    ("S1", S1, ["strict-priorities"], {}, {"H1-H2": None, "H1-ND": None, "turn": "S1"}),
    ("M1 without minimal-freeing", M1, ["strict-priorities"], {},
     {"H1-H2": None, "H3-H2": None, "H2-H4": "S1", "turn": "S1"}),
    ("M1", M1, ["strict-priorities", "minimal-freeing"], {},
     {"H1-H2": None, "H3-H2": "M1", "H2-H4": "S1", "turn": "S1"}),
    ("S2 standard", S2, [], {}, {"SR-NR": None, "H1-ND": None, "H1-H2": None, "turn": None}),
    ("S2", S2, ["strict-priorities"], {}, {"SR-NR": None, "H1-ND": None, "H1-H2": "S2", "turn": "S2"}),
    ("S3 standard", S3, [], {}, {"H1-H2": None, "turn": None}),
    ("S3", S3, ["strict-priorities"], {}, {"H1-H2": None, "turn": "S3"}),
    ("S4 standard", S4, [], {}, None),  # houses_face_down is not read without the variant
    ("S4", S4, ["face-down-tableau"], {"houses_face_down": S4_FACE_DOWN},
     {"H1-H2": None, "H3-H4": None, "turn": "S4"}),
    # with strict-priorities, S4 comes before S3 and still asks for the uncovering
    ("S4 with strict", S4, ["face-down-tableau", "strict-priorities"], {"houses_face_down": S4_FACE_DOWN},
     {"H1-H2": None, "H3-H4": None, "turn": "S4"}),
    ("C1 standard", C1, [], {}, {"H1-F1": None, "SR-H2": "P2", "turn": "P2"}),
    # NR-F2 is south's to play under crapette-call; it keeps C1 (a foundation move) but
    # breaks C2, since the reserve card can go to a house
    ("C1", C1, ["crapette-call"], {}, {"H1-F1": None, "SR-H2": "C1", **NR_ACE_UP, "turn": "C1"}),
    ("C1 freeing standard", C1_FREE, [], {}, {"H1-H2": None, "turn": None}),
    ("C1 freeing", C1_FREE, ["crapette-call"], {}, {"H1-H2": None, "turn": "C1"}),
    ("C2 standard", C2, [], {}, {"SR-H2": None, "SR-NR": None, "H3-H4": None, "turn": None}),
    ("C2", C2, ["crapette-call"], {}, {"SR-H2": None, "SR-NR": "C2", "H3-H4": "C2", "turn": "C2"}),
    ("C3 standard", C3, [], {}, {"SH-H2": None, "SH-SD": None, "H3-H4": None}),
    ("C3", C3, ["crapette-call"], {}, {"SH-H2": None, "SH-SD": "C3", "H3-H4": "C3"}),
]


@pytest.mark.parametrize(
    ("position", "variants", "extra", "expected"),
    [pytest.param(p, v, e, x, id=name) for name, p, v, e, x in TABLES if x is not None],
)
def test_variant_rule_table(position: dict[str, Any], variants: list[str], extra: dict[str, Any],
                            expected: dict[str, str | None]) -> None:
    assert violations(game(position, variants, **extra)) == expected


def test_c1_opponent_card_to_foundation_keeps_c1_but_breaks_c2() -> None:
    """Docs: moving the opponent's card to a foundation does not break C1 but may break
    C2. With H1's 2H gone, C1 no longer applies, the reserve 9C can go on the TD of H2,
    so NR-F2 breaks C2."""
    g = game({**C1, "houses": houses(H2=["TD"])}, ["crapette-call"])
    assert violations(g) == {"SR-H2": None, **NR_ACE_UP, "turn": "C2"}


def test_the_opponent_cards_are_not_playable_in_the_standard_game() -> None:
    assert "NR-F2" not in [str(a) for a in game(C1, []).legal_actions()]


# --- the explanations show the way ----------------------------------------------------

@pytest.mark.parametrize(
    ("position", "variants", "action", "needles"),
    [
        pytest.param(S1, ["strict-priorities"], "turn", ["S1", "3♥", "H1-H2"], id="S1 names the card and the move"),
        pytest.param(M1, ["strict-priorities", "minimal-freeing"], "H3-H2", ["M1", "3♥", "H1-H2"], id="M1"),
        pytest.param(S2, ["strict-priorities"], "H1-H2", ["S2", "SR-NR"], id="S2 names a load"),
        pytest.param(S3, ["strict-priorities"], "turn", ["S3", "H1-H2"], id="S3 names the emptying"),
        pytest.param(C2, ["crapette-call"], "turn", ["C2", "9♣"], id="C2 names the reserve card"),
    ],
)
def test_violation_message_shows_what_was_mandatory(position: dict[str, Any], variants: list[str], action: str,
                                                    needles: list[str]) -> None:
    g = game(position, variants)
    v = g.violation(parse_action(action))
    assert v is not None
    for needle in needles:
        assert needle in say(v.why), (needle, say(v.why))


def test_explain_step_names_the_strict_rule_that_forced_a_move() -> None:
    e = explain_step(game(S1, ["strict-priorities"]), parse_action("H1-H2"))
    assert e.violation is None and e.forced_by is not None and e.forced_by.startswith("S1")


# --- Stop! under the strict rules: the standard choice and a named action -------------

@pytest.mark.parametrize(
    ("position", "variants", "extra", "judged", "call", "rule", "instead"),
    [
        # S1: places for 2S in the order H1 … H8, opponent's reserve, opponent's discard
        pytest.param(S1, ["strict-priorities"], {}, "turn", "stop", "S1", "H1-H2", id="S1 standard choice"),
        pytest.param(S1, ["strict-priorities"], {}, "turn", "stop H1-ND", "S1", "H1-ND", id="S1 named"),
        pytest.param(M1, ["strict-priorities", "minimal-freeing"], {}, "H3-H2", "stop", "M1", "H1-H2", id="M1"),
        # S2: the reserve card is looked at first
        pytest.param(S2, ["strict-priorities"], {}, "H1-H2", "stop", "S2", "SR-NR", id="S2 standard choice"),
        pytest.param(S2, ["strict-priorities"], {}, "H1-H2", "stop H1-ND", "S2", "H1-ND", id="S2 named"),
        pytest.param(S3, ["strict-priorities"], {}, "turn", "stop", "S3", "H1-H2", id="S3"),
        # S4: the lowest-numbered house
        pytest.param(S4, ["face-down-tableau"], {"houses_face_down": S4_FACE_DOWN}, "turn", "stop", "S4", "H1-H2",
                     id="S4 standard choice"),
        pytest.param(S4, ["face-down-tableau"], {"houses_face_down": S4_FACE_DOWN}, "turn", "stop H3-H4", "S4",
                     "H3-H4", id="S4 named"),
    ],
)
def test_founded_stop_under_variant_rules(position: dict[str, Any], variants: list[str], extra: dict[str, Any],
                                          judged: str, call: str, rule: str, instead: str) -> None:
    g = game(position, variants, **extra)
    before = g.position.to_json()
    g.push(parse_action(judged))
    verdict = g.push(parse_action(call))
    assert verdict is not None and verdict.founded
    assert verdict.violation is not None and verdict.violation.rule == rule
    assert str(verdict.played_instead) == instead
    assert g.to_move == NORTH
    # the judged action was taken back and the mandatory one played instead
    expected = Game(Position.from_json({**before}), "stop")
    expected.push(parse_action(instead))
    after = g.position.to_json()
    wanted = expected.position.to_json()
    for key in ("houses", "foundations"):
        assert after[key] == wanted[key]
    assert after["south"]["reserve"] == wanted["south"]["reserve"]


# --- Crapette! ------------------------------------------------------------------------

def test_crapette_founded_on_a_broken_rule_takes_nothing_back() -> None:
    g = game(C2, ["crapette-call"])
    g.push(parse_action("H3-H4"))  # breaks C2: the reserve card could go on the TD
    houses_after = g.position.to_json()["houses"]
    verdict = g.push(parse_action("crapette"))
    assert verdict is not None and verdict.founded and verdict.taken_back is None and verdict.call == "Crapette!"
    assert verdict.violation is not None and verdict.violation.rule == "C2"
    assert g.position.to_json()["houses"] == houses_after
    assert g.to_move == NORTH


def test_crapette_on_an_allowed_action_without_a_combination_is_unfounded() -> None:
    g = game(C2, ["crapette-call"])
    g.push(parse_action("SR-H2"))
    verdict = g.push(parse_action("crapette"))
    assert verdict is not None and not verdict.founded
    assert g.to_move == SOUTH


def test_crapette_founded_by_a_shown_combination() -> None:
    g = game(COMBINATION, ["crapette-call"])
    # ruling 16: the 3C is freed "whenever possible", room made first (JS onto QD empties
    # H2, the 2H goes there): so turning breaks C1, and the call is founded either way
    assert violations(g)["turn"] == "C1"
    g.push(parse_action("turn"))
    turned = g.position.to_json()["south"]["hand_card"]
    assert turned == "5C"
    verdict = g.push(parse_action("crapette H2-H3 H1-H2 H1-F1"))
    assert verdict is not None and verdict.founded and verdict.taken_back is None
    # the offender's turned hand card goes onto their discard, the caller plays next
    j = g.position.to_json()
    assert j["south"]["hand_card"] is None and j["south"]["discard"] == ["5C"]
    assert g.to_move == NORTH


# A combination through the opponent's card: north's reserve shows 2C, F1 holds AC, H1
# shows south's 3C. Nothing of south's goes up or can be freed, so turn breaks no rule;
# NR-F1 then H1-F1 would put the 3C up, NR-F1 alone only north's card (ruling 17).
COMBINATION_OPP = dict(
    south=SOUTH_SIDE, north={"hand": ["9S"], "reserve": ["2C"]},
    houses=houses(H1=["3C"]), foundations={"F1": ["AC"]},
)


def test_crapette_founded_by_a_combination_through_the_opponents_card() -> None:
    g = game(COMBINATION_OPP, ["crapette-call"])
    assert violations(g)["turn"] is None
    g.push(parse_action("turn"))
    verdict = g.push(parse_action("crapette NR-F1 H1-F1"))
    assert verdict is not None and verdict.founded


@pytest.mark.parametrize("shown", ["crapette", "crapette H1-F1", "crapette H1-H2 H1-F1", "crapette NR-F1"])
def test_crapette_combination_must_work_and_end_on_a_foundation(shown: str) -> None:
    g = game(COMBINATION_OPP, ["crapette-call"])
    g.push(parse_action("turn"))
    verdict = g.push(parse_action(shown))
    assert verdict is not None and not verdict.founded
    assert g.to_move == SOUTH


def test_stop_is_not_the_call_under_crapette_call() -> None:
    g = game(C2, ["crapette-call"])
    g.push(parse_action("H3-H4"))
    assert g.illegal_reason(parse_action("stop")) is not None


# --- face-down-tableau: turning up, availability --------------------------------

def test_exposed_face_down_card_is_turned_up_and_available() -> None:
    g = game(S4, ["face-down-tableau"], houses_face_down=S4_FACE_DOWN)
    g.push(parse_action("H1-H2"))
    j = g.position.to_json()
    assert j["houses"][0] == ["4C"] and j["houses_face_down"] == [0, 0, 1, 0, 0, 0, 0, 0]
    # the 4C is now H1's top card, available: it fits on the 5D just moved to H2
    assert "H1-H2" in acts(g.position)


def test_two_face_down_cards_turn_up_one_at_a_time() -> None:
    # a position may hold two face-down cards under a house (000's reading deals one)
    g = game({**S3, "houses": houses(H1=["4C", "8D", "5D"], H2=["6S"])}, ["face-down-tableau"],
             houses_face_down=[2, 0, 0, 0, 0, 0, 0, 0])
    g.push(parse_action("H1-H2"))
    j = g.position.to_json()
    assert j["houses"][0] == ["4C", "8D"] and j["houses_face_down"][0] == 1


# --- face-down-reserve ----------------------------------------------------------------

def test_face_down_reserve_turns_up_once_no_house_card_can_go_up() -> None:
    g = game({"south": {"reserve": ["7D", "3H"], "hand": ["5C"]},
              "houses": houses(H1=["2H"], H2=["8S"]), "foundations": {"F1": ["AH"]}},
             ["face-down-reserve"], reserve_face_down=["south"])
    # the reserve is face down: its 3H is not available, though it would fit after 2H
    assert all(not a.startswith("SR-") for a in acts(g.position))
    g.push(parse_action("H1-F1"))
    j = g.position.to_json()
    assert j["reserve_face_down"] == []
    assert "SR-F1" in acts(g.position)


def test_nobody_loads_onto_a_face_down_reserve() -> None:
    # north's reserve is face down with 8C on top; south's 9C could load onto it if it showed
    g = game({"south": SOUTH_SIDE, "north": {"hand": ["9S"], "reserve": ["8C"]}}, ["face-down-reserve"],
             reserve_face_down=["north"])
    assert "SR-NR" not in acts(g.position)
    shown = game({"south": SOUTH_SIDE, "north": {"hand": ["9S"], "reserve": ["8C"]}}, [])
    assert "SR-NR" in acts(shown.position)


# --- early-turn -----------------------------------------------------------------------

P1_POSITION = dict(south={"reserve": ["3H"], "hand": ["5C"]}, houses=KINGS, foundations={"F1": ["AH", "2H"]})


@pytest.mark.parametrize(
    ("variants", "turn_start", "expected"),
    [
        ([], None, "P1"),
        (["early-turn"], True, None),  # the very first action of the turn may be turn
        (["early-turn"], False, "P1"),  # not once the player has acted
    ],
)
def test_early_turn(variants: list[str], turn_start: bool | None, expected: str | None) -> None:
    extra = {} if turn_start is None else {"turn_start": turn_start}
    g = game(P1_POSITION, variants, **extra)
    assert violations(g) == {"SR-F1": None, "turn": expected}


def test_early_turn_then_priorities_apply_to_the_turned_card() -> None:
    g = game(P1_POSITION, ["early-turn"], turn_start=True)
    g.push(parse_action("turn"))
    assert violations(g)["SH-SD"] == "P1"


# --- group-moves ----------------------------------------------------------------------

GROUP = dict(south=SOUTH_SIDE, houses=houses(H1=["9C", "8H", "7S"], H2=["9S"], H3=["TD"]))


def test_group_moves_are_listed_only_with_the_variant() -> None:
    with_groups = set(str(a) for a in game(GROUP, ["group-moves"]).legal_actions())
    assert {"H1:2-H2", "H1:3-H3"} <= with_groups
    assert "H1:2-H3" not in with_groups  # the 8H does not go on the TD
    assert not {a for a in acts(pos(**GROUP)) if ":" in a}


def test_a_group_move_keeps_the_order_of_the_group() -> None:
    g = game(GROUP, ["group-moves"])
    g.push(parse_action("H1:2-H2"))
    j = g.position.to_json()
    assert j["houses"][0] == ["9C"] and j["houses"][1] == ["9S", "8H", "7S"]
    g.pop()
    assert g.position.to_json()["houses"][:3] == [["9C", "8H", "7S"], ["9S"], ["TD"]]


def test_a_group_move_breaks_p2_like_any_house_move() -> None:
    g = game({**GROUP, "houses": houses(H1=["9C", "8H", "7S"], H2=["9S"], H4=["2D"]),
              "foundations": {"F1": ["AD"]}}, ["group-moves"])
    table = violations(g)
    assert table["H4-F1"] is None and table["H1:2-H2"] == "P2"


# --- who starts -----------------------------------------------------------------------

def test_tableau_starts_seed_1() -> None:
    """docs/rules.md, tableau-starts: with seed 1, H8 holds 9C and H1 holds 3D, so north
    starts; in the standard game south's ace in reserve makes south start."""
    assert Position.deal(1).to_move == SOUTH
    assert Position.deal(1, Rules.from_names(["tableau-starts"])).to_move == NORTH
