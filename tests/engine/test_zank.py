"""Wegner's Zank-Patience (``001``, ruling 24): hand-checked positions, one or more per
step of his ladder and per condition, the layout and start, the turn's end, Stop! by
the mover and by the opponent, a wrong Stop!'s missed turn, and the score.

Every expected value is worked out by hand from the German sentence quoted above it,
never copied from the engine; the examples of docs/rules.md §12a are among them. The
ladder: "Ein Zug ist nur dann erlaubt, wenn kein Zug mit kleinerer Nummer in der obigen
Liste möglich ist." A position's houses are runs
down in alternating colours; a side left out holds one face-down source card (so it has
not won, and the first-turn rule, which applies while the opponent's source is full,
does not).
"""

from __future__ import annotations

from typing import Any

import pytest

from crapette.engine import Game, IllegalActionError, NotationError, Position, PriorityError, parse_action
from crapette.engine.cards import card_text, parse_card
from crapette.engine.zank.deal import lower_discard_starts
from positions import pos_json
from crapette.words import say, words_for
from crapette.words.verdicts import verdict_sentences

ZANK = ["zank-patience"]
ADVANCED = ["zank-patience", "zank-advanced"]
#: all eight houses hold a king: nothing goes on them but a queen (no case has one free),
#: and a king goes nowhere (no foundation in these cases reaches a queen)
KINGS: dict[str, list[str]] = {
    "H1": ["KC"], "H2": ["KS"], "H3": ["KD"], "H4": ["KH"],
    "H5": ["KC"], "H6": ["KS"], "H7": ["KD"], "H8": ["KH"],
}
HEARTS_TO_7 = ["AH", "2H", "3H", "4H", "5H", "6H", "7H"]


def zpos(variants: list[str] | None = None, **kwargs: Any) -> Position:
    return Position.from_json(pos_json(variants=variants or ZANK, **kwargs))


def zgame(mode: str = "stop", variants: list[str] | None = None, **kwargs: Any) -> Game:
    return Game(zpos(variants, **kwargs), mode)


def rulings(g: Game) -> dict[str, str | None]:
    """Each legal action's text with the step it breaks (None: allowed)."""
    return {str(a): (v.rule if v else None) for a, v in g.analysis()}


def play(g: Game, *actions: str) -> None:
    for text in actions:
        g.push(parse_action(text))


# --- the layout and the start -------------------------------------------------------

def test_the_deal() -> None:
    # "Jeder bekommt ein Spiel mit 52 Karten ... verdeckt ... auf einem Stapel, der Quelle";
    # "Jeder legt die oberste Karte seiner Quelle offen als erste Karte auf seine Ablage";
    # the Mitte (foundations) and the Rand (houses) "anfangs leer".
    pos = Game.new(5, ZANK).position
    t = pos.table
    for seat in t.seats:
        assert len(pos.hands[seat]) == 51 and len(pos.piles[t.discard_of[seat]]) == 1
        assert pos.piles[t.reserve_of[seat]] == [] and pos.piles[t.hand_card_of[seat]] == []
        assert sorted(pos.hands[seat] + pos.piles[t.discard_of[seat]]) == list(range(52))
    assert all(pos.piles[h] == [] for h in t.houses) and all(pos.piles[f] == [] for f in t.foundations)
    assert len(t.houses) == 8 and len(t.foundations) == 8


@pytest.mark.parametrize(("south", "north", "starter"), [
    ("2S", "3C", "south"),  # the lower rank starts, ace low (ruling 24)
    ("AD", "KC", "south"),
    ("9H", "4D", "north"),
    ("7C", "7D", "south"),  # equal ranks: clubs < diamonds < hearts < spades, the lower starts
    ("7S", "7H", "north"),
    ("7C", "7C", "south"),  # identical cards: south
])
def test_who_starts(south: str, north: str, starter: str) -> None:
    pos = zpos(south={"hand": ["JD"], "discard": [south]}, north={"hand": ["9D"], "discard": [north]})
    assert lower_discard_starts(pos) == {"south": 0, "north": 1}[starter]


FULL_NORTH = [c for c in (f"{r}{s}" for s in "CDHS" for r in "A23456789TJQK") if c != "5S"]


def test_the_starting_players_first_turn_fills_only_their_four_houses() -> None:
    # "Der beginnende Spieler belegt beim ersten Zug nur vier Randstapel und läßt die
    # übrigen Randstapel leer für den Gegner" (ruling 24: south's are H5–H8). North's
    # source still holds 51 cards: it is south's first turn. 4D goes on no foundation.
    g = zgame(south={"hand": ["9S", "8C"], "discard": ["4D"]}, north={"hand": FULL_NORTH, "discard": ["5S"]})
    assert set(rulings(g)) == {"SD-H5", "SD-H6", "SD-H7", "SD-H8", "turn"}
    reason = words_for(g.illegal_reason(parse_action("SD-H1")))
    assert reason is not None and "four houses" in reason


def test_after_the_first_turn_every_house_is_open() -> None:
    # North's source no longer full (it has taken a card): every empty house takes 4D.
    g = zgame(south={"hand": ["JD"], "discard": ["4D"]}, north={"hand": FULL_NORTH[1:], "discard": ["5S", "AC"]})
    assert {f"SD-H{i}" for i in range(1, 9)} <= set(rulings(g))


def test_the_learning_game_with_one_deck() -> None:
    # "Zum Lernen nimmt man besser nur 52 Karten. Dann bekommt einer Kreuz und Herz, der
    # andere Pik und Karo. Man hat nur vier Mittestapel und sechs Randstapel."
    pos = Game.new(2, ["zank-patience", "one-deck"]).position
    t = pos.table
    south, north = (pos.hands[s] + pos.piles[t.discard_of[s]] for s in (0, 1))
    assert sorted(card_text(c)[-1] for c in south) == ["C"] * 13 + ["H"] * 13
    assert sorted(card_text(c)[-1] for c in north) == ["D"] * 13 + ["S"] * 13
    assert len(pos.hands[0]) == len(pos.hands[1]) == 25
    assert len(t.houses) == 6 and len(t.foundations) == 4
    assert all(not pos.piles[h] for h in t.houses)


def test_one_deck_first_turn_three_houses() -> None:
    # The starting player fills only the houses on their side (ours, from "nur vier
    # Randstapel" of eight: half of six): south H4–H6. North's source is full (25).
    north = [f"{r}{s}" for s in "DS" for r in "A23456789TJQK" if f"{r}{s}" != "5S"]
    g = Game(Position.from_json({
        "format": "crapette-position/1", "variants": ["zank-patience", "one-deck"], "to_move": "south",
        "south": {"reserve": [], "hand": ["9C"], "hand_card": None, "discard": ["4H"]},
        "north": {"reserve": [], "hand": north, "hand_card": None, "discard": ["5S"]},
        "houses": [[], [], [], [], [], []], "foundations": [[], [], [], []],
    }))
    assert set(rulings(g)) == {"SD-H4", "SD-H5", "SD-H6", "turn"}


def test_every_move_of_the_list_is_offered_in_order() -> None:
    # The generator lists what 001's building rules allow, and the ladder judges it: a
    # house's top card announced onto every open house that takes it and onto every empty
    # one, in the houses' order (H2 empty comes between H1 and H3); the discard's 4C to
    # F1 (3C), to those houses, and onto North's discard (5C: same suit, one rank up);
    # then turn. 4S, 5H, 5D take no card but a black 3 or 4 (4S) or a black 6; kings go
    # only to an empty house; no card lies under another, so nothing is freed.
    houses = {"H1": ["4S"], "H3": ["5H"], "H4": ["KH"], "H5": ["5D"], "H6": ["KS"], "H7": ["KD"], "H8": ["KH"]}
    g = zgame(houses=houses, foundations={"F1": ["AC", "2C", "3C"]},
              south={"hand": ["JD"], "discard": ["4C"]}, north={"hand": ["9D"], "discard": ["5C"]})
    assert [str(a) for a in g.legal_actions()] == [
        "H1-H2 empty:H1", "H1-H3 empty:H1", "H1-H5 empty:H1", "H3-H2 empty:H3", "H4-H2 empty:H4",
        "H5-H2 empty:H5", "H6-H2 empty:H6", "H7-H2 empty:H7", "H8-H2 empty:H8",
        "SD-F1", "SD-H2", "SD-H3", "SD-H5", "SD-ND", "turn"]


# --- the ladder, step by step ----------------------------------------------------------

def test_w1_a_house_card_to_a_foundation_comes_first() -> None:
    # "1. Die oberste Karte eines Randstapels auf einen Mittestapel legen." 5H goes on
    # 4H (F1): every other move (4C from the discard to F2, to 5H, turn) breaks W1.
    g = zgame(houses={"H1": ["5H"]}, foundations={"F1": HEARTS_TO_7[:4], "F2": ["AC", "2C", "3C"]},
              south={"hand": ["JD"], "discard": ["4C"]})
    r = rulings(g)
    assert r["H1-F1"] is None
    assert r["SD-F2"] == r["SD-H1"] == r["turn"] == "W1"


def test_w2_free_a_card_for_a_foundation_announced() -> None:
    # "2. ... um eine Karte freizulegen, die auf einen Mittestapel paßt. Man muß vorher
    # ansagen, welche Karte man freilegen und in die Mitte legen will." 8H under 7C in H1
    # fits F1 (..7H); 7C goes on 8D (H2). So H1-H2 free:8H is move 2, and 2C from the
    # discard to F2 (move 4) breaks W2.
    g = zgame(houses={"H1": ["9S", "8H", "7C"], "H2": ["8D"]}, foundations={"F1": HEARTS_TO_7, "F2": ["AC"]},
              south={"hand": ["JD"], "discard": ["2C"]})
    r = rulings(g)
    assert r["H1-H2 free:8H"] is None
    assert r["SD-F2"] == "W2"
    # "Auf einen leeren Randstapel darf man eine Karte nur dann legen, wenn sie auf keinen
    # nichtleeren paßt": 7C fits 8D, so H3 (empty) breaks the condition.
    assert r["H1-H3 free:8H"] == "W2"
    # H1 cannot be emptied (9S at its bottom goes on no red ten): not move 3; W2 was
    # possible, lower than 3, so W2 is the first rule it breaks, and the verdict names it
    assert r["H1-H2 empty:H1"] == "W2"


def test_w2_the_empty_house_when_the_card_fits_no_other() -> None:
    # Same, without 8D: 7C fits no non-empty house, so an empty one is right.
    g = zgame(houses={"H1": ["9S", "8H", "7C"]}, foundations={"F1": HEARTS_TO_7, "F2": ["AC"]},
              south={"hand": ["JD"], "discard": ["2C"]})
    r = rulings(g)
    assert r["H1-H2 free:8H"] is None and r["H1-H8 free:8H"] is None
    assert r["SD-F2"] == "W2"


def test_w2_is_possible_only_when_the_cards_above_can_go_somewhere() -> None:
    # Every other house holds a king: 7C goes nowhere, so 8H cannot be freed; move 4
    # (2C to F2) is then the lowest possible and allowed.
    g = zgame(houses={**KINGS, "H1": ["9S", "8H", "7C"]}, foundations={"F1": HEARTS_TO_7, "F2": ["AC"]},
              south={"hand": ["JD"], "discard": ["2C"]})
    assert rulings(g) == {"SD-F2": None, "turn": "W4"}


def test_w2_announcements_are_read_and_checked() -> None:
    g = zgame(houses={"H1": ["9S", "8H", "7C"], "H2": ["8D"]}, foundations={"F1": HEARTS_TO_7, "F2": ["AC"]},
              south={"hand": ["JD"], "discard": ["2C"]})
    unannounced = words_for(g.illegal_reason(parse_action("H1-H2")))
    assert unannounced is not None and "announced" in unannounced
    # 9S would go on no foundation once freed: no such announcement
    wrong = words_for(g.illegal_reason(parse_action("H1-H2 free:9S")))
    assert wrong is not None and "foundation" in wrong
    # only house-to-house moves (2 and 3) are announced
    misplaced = words_for(g.illegal_reason(parse_action("SD-F2 free:8H")))
    assert misplaced is not None and "house to house" in misplaced


# H1 9S 8H 7C (8H one card deep, fits F1), H3 TD 9C 8D 7S (9C two deep, fits F2):
# both can be freed (7C and 7S onto 8D in H2, 8D onto an empty house).
TWO_DEPTHS: dict[str, Any] = dict(
    houses={"H1": ["9S", "8H", "7C"], "H2": ["8D"], "H3": ["TD", "9C", "8D", "7S"]},
    foundations={"F1": HEARTS_TO_7, "F2": ["AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C"]},
    south={"hand": ["JD"], "discard": ["KD"]},
)


def test_w2_either_card_without_the_advanced_condition() -> None:
    r = rulings(zgame(**TWO_DEPTHS))
    assert r["H1-H2 free:8H"] is None and r["H3-H2 free:9C"] is None


def test_w2_advanced_the_least_deep_card() -> None:
    # "Zusatzbedingung für Fortgeschrittene: Eine solche Zugfolge darf man nur dann
    # ansagen, wenn man keine weniger tief liegende Karte freilegen und zur Mitte legen
    # kann." 8H (one card on it) is less deep than 9C (two): only 8H may be announced.
    r = rulings(zgame(variants=ADVANCED, **TWO_DEPTHS))
    assert r["H1-H2 free:8H"] is None
    assert r["H3-H2 free:9C"] == "W2"


# The examples of docs/rules.md §12a. H1 8H 7C: 7C onto 8D (H3), then 8H onto 9S (H2),
# and H1 is empty with no house filled. H5 holds 5D, which goes on 6C (H4): H5 can be
# emptied too. H7 JH TS: TS fits no non-empty house (no red jack on top) and would fill
# the empty H6 while JH goes onto QC (H8): H7 is emptied, H6 filled, no gain.
EMPTYING: dict[str, Any] = dict(
    houses={"H1": ["8H", "7C"], "H2": ["9S"], "H3": ["9C", "8D"], "H4": ["6C"], "H5": ["5D"],
            "H7": ["JH", "TS"], "H8": ["QC"]},
    south={"hand": ["JD"], "discard": ["KD"]},
)


def test_w3_empty_a_house_announced() -> None:
    # "3. ... um die unterste Karte eines Randstapels auf einen nichtleeren anderen zu
    # verlagern. Man muß vorher ansagen, welchen Randstapel man leeren will." Our ruling:
    # the sequence must leave more empty houses than before (H1: +1; H5: +1; H7: 0).
    r = rulings(zgame(**EMPTYING))
    assert r["H1-H3 empty:H1"] is None and r["H5-H4 empty:H5"] is None
    assert r["SD-H6"] == r["turn"] == "W3"  # 7.1 and 7.2 come after 3
    assert r["H7-H6 empty:H7"] == "W3"  # emptied but H6 filled: not move 3
    # 9S (H2) goes on no red ten: H2 cannot be emptied; nor H3 (9C goes on no red ten)
    assert r["H2-H6 empty:H2"] == r["H3-H2 empty:H3"] == "W3"


def test_w3_advanced_the_highest_bottom_card() -> None:
    # "... nur dann ansagen, wenn man keine höherwertige unterste Karte eines
    # Randstapels freilegen und auf einen nichtleeren anderen Randstapel verlegen kann."
    # H1's bottom card 8H is higher than H5's 5D: only H1 may be announced. H7's JH is
    # higher still, but emptying H7 fills H6: it is no move 3, so it does not count.
    r = rulings(zgame(variants=ADVANCED, **EMPTYING))
    assert r["H1-H3 empty:H1"] is None
    assert r["H5-H4 empty:H5"] == r["H7-H6 empty:H7"] == "W3"


def test_w4_the_discard_to_a_foundation() -> None:
    # "4. Die oberste Karte der eigenen Ablage auf einen Mittestapel legen."
    r = rulings(zgame(foundations={"F2": ["AC"]}, south={"hand": ["JD"], "discard": ["2C"]}))
    assert r["SD-F2"] is None
    assert r["SD-H1"] == r["turn"] == "W4"


def test_w5_the_discard_to_a_non_empty_house() -> None:
    # "5. Die oberste Karte der eigenen Ablage auf einen nichtleeren Randstapel legen."
    # 4C goes on 5H; 5H itself can be moved nowhere useful (no black six).
    r = rulings(zgame(houses={"H1": ["5H"]}, south={"hand": ["JD"], "discard": ["4C"]}))
    assert r["SD-H1"] is None
    assert r["SD-H2"] == r["turn"] == "W5"
    # 5H alone would fill H2 as it empties H1: no empty house gained, no move 3; no lower
    # move (1 or 2) was possible, so it breaks move 3's condition (ruling 26), not W5
    assert r["H1-H2 empty:H1"] == "W3"


def test_w6_the_discard_onto_the_opponents_when_no_house_is_empty() -> None:
    # "6. ... auf die Ablage des Gegners legen, wenn deren oberste Karte dieselbe Sorte und
    # den nächsthöheren oder nächstniedrigeren Wert hat und kein Randstapel leer ist."
    g = zgame(houses=KINGS, south={"hand": ["JD"], "discard": ["5H"]}, north={"hand": ["9D"], "discard": ["6H"]})
    assert rulings(g) == {"SD-ND": None, "turn": "W6"}


def test_w6_not_while_a_house_is_empty() -> None:
    # H8 empty: move 6 is not possible, 7 is (7.1 5H to H8, or 7.2): SD-ND breaks W7.
    houses = {k: v for k, v in KINGS.items() if k != "H8"}
    g = zgame(houses=houses, south={"hand": ["JD"], "discard": ["5H"]}, north={"hand": ["9D"], "discard": ["6H"]})
    r = rulings(g)
    assert r["SD-H8"] is None and r["turn"] is None
    # H8 is empty, so SD-ND is no move 6 at all: it breaks move 6's condition (W7 is no
    # lower move), ruling 26's reading for every move that breaks its own condition
    assert r["SD-ND"] == "W6"


def test_w7_the_players_choice() -> None:
    # "7. Nach Wahl des Spielers: 1. ... auf einen leeren Randstapel legen. 2. Die oberste
    # Karte von der eigenen Quelle nehmen ..." Both are allowed.
    r = rulings(zgame(south={"hand": ["JD"], "discard": ["5H"]}))
    assert all(v is None for v in r.values()) and "turn" in r and "SD-H1" in r


@pytest.mark.parametrize(("case", "allowed"), [
    # "... auf einen Mittestapel legen, sonst (nur wenn dies nicht geht) auf einen
    # nichtleeren Randstapel, sonst auf einen leeren Randstapel, sonst auf die Ablage des
    # Gegners ..., sonst (und das geht immer) auf die eigene Ablage."
    (dict(houses={"H1": ["3D"]}, foundations={"F2": ["AC"]}, north={"hand": ["9D"], "discard": ["3C"]}), "SH-F2"),
    (dict(houses={"H1": ["3D"]}, north={"hand": ["9D"], "discard": ["3C"]}), "SH-H1"),
    (dict(houses={k: v for k, v in KINGS.items() if k != "H8"}, north={"hand": ["9D"], "discard": ["3C"]}), "SH-H8"),
    (dict(houses=KINGS, north={"hand": ["9D"], "discard": ["3C"]}), "SH-ND"),
    (dict(houses=KINGS, north={"hand": ["9D"], "discard": ["9D"]}), "SH-SD"),
], ids=["foundation", "non-empty house", "empty house", "opponent's discard", "own discard"])
def test_w72_the_forced_order(case: dict[str, Any], allowed: str) -> None:
    g = zgame(south={"hand": ["JD"], "hand_card": "2C", "discard": ["TS"]}, **case)
    r = rulings(g)
    assert r[allowed] is None
    assert all(v == "W7.2" for a, v in r.items() if a != allowed)
    assert "SH-SD" in r  # "und das geht immer"


def test_w72_the_card_taken_is_placed_before_anything_else() -> None:
    # Move 7.2 is one move: while the card from the source is held, 5H (H1) cannot go up.
    g = zgame(houses={"H1": ["5H"]}, foundations={"F1": HEARTS_TO_7[:4]},
              south={"hand": ["JD"], "hand_card": "2C", "discard": ["TS"]})
    reason = words_for(g.illegal_reason(parse_action("H1-F1")))
    assert reason is not None and "place the card" in reason


def test_w8_turn_the_discard_over() -> None:
    # "8. Den Ablagestapel umdrehen als neue Quelle. (Die Quelle ist vorher leer ...)"
    # The discard 5H (bottom) 7S (top) turned over: 5H is the new source's top, taken at
    # once (nothing else is possible then: 7.2).
    g = zgame(houses=KINGS, south={"hand": [], "discard": ["5H", "7S"]}, north={"hand": ["9D"], "discard": ["9D"]})
    assert rulings(g) == {"turn": None}
    play(g, "turn")
    side = g.position.to_json()["south"]
    assert side["hand_card"] == "5H" and side["hand"] == ["7S"] and side["discard"] == []


# --- the turn ---------------------------------------------------------------------------

def test_the_turn_ends_with_a_source_card_on_the_own_discard() -> None:
    # "Wer an der Reihe ist, zieht so oft, bis er eine Karte von der Quelle auf die eigene
    # Ablage legt ... Dann ist sein linker Nachbar an der Reihe."
    # 2C goes on 3D (H1): south goes on. 4H then fits no foundation and no house (kings,
    # 2C), no house is empty and north's discard is empty: onto south's own, which ends it.
    g = zgame(houses={**KINGS, "H1": ["3D"]}, south={"hand": ["9S", "4H"], "hand_card": "2C", "discard": ["TS"]})
    play(g, "SH-H1")
    assert g.to_move == 0
    play(g, "turn")
    assert rulings(g) == {"SH-SD": None}
    play(g, "SH-SD")
    assert g.to_move == 1


# --- Stop! ---------------------------------------------------------------------------------

W4_POSITION: dict[str, Any] = dict(houses=KINGS, foundations={"F2": ["AC"]},
                                   south={"hand": ["5D", "4D"], "discard": ["QC", "2C"]},
                                   north={"hand": ["9S"], "discard": []})


def test_stop_by_the_opponent_takes_back_and_the_caller_plays() -> None:
    # "... kann jeder, der das bemerkt ..., 'Stop' rufen. Der ... fehlerhafte Zug ist dann
    # zurückzunehmen ... und der Rufer kommt an die Reihe." Turning (7.2) while 2C could go
    # to F2 (4) breaks W4.
    g = zgame(**W4_POSITION)
    before = g.position.to_json()
    play(g, "turn")
    verdict = g.push(parse_action("stop:N"))
    assert verdict is not None and verdict.founded and verdict.violation is not None
    assert verdict.violation.rule == "W4"
    after = g.position.to_json()
    assert {k: after[k] for k in ("south", "north", "houses", "foundations")} == \
        {k: before[k] for k in ("south", "north", "houses", "foundations")}
    assert g.to_move == 1 and "taken back" in verdict_sentences(verdict)


def test_stop_by_the_mover_on_themselves() -> None:
    # "(auch der Spieler selber, um anderen zuvorzukommen)": south calls on south's own
    # turn; taken back, and south, the caller, plays on.
    g = zgame(**W4_POSITION)
    play(g, "turn")
    verdict = g.push(parse_action("stop:S"))
    assert verdict is not None and verdict.founded and verdict.caller == verdict.offender == 0
    assert g.to_move == 0 and g.position.to_json()["south"]["hand"] == ["5D", "4D"]


def test_a_founded_stop_fills_an_empty_discard_from_the_source() -> None:
    # "... bei leerer Ablage ist die oberste Karte der Quelle auf die Ablage zu legen":
    # south's discard is empty; 3S is taken from the source while 2H (H1) could go to F1
    # (W1). Taken back, 3S (the source's top) goes onto the empty discard.
    g = zgame(houses={"H1": ["2H"]}, foundations={"F1": ["AH"]},
              south={"hand": ["7D", "3S"], "discard": []})
    play(g, "turn")
    verdict = g.push(parse_action("stop:N"))
    assert verdict is not None and verdict.founded
    side = g.position.to_json()["south"]
    assert side["discard"] == ["3S"] and side["hand"] == ["7D"] and side["hand_card"] is None
    assert g.to_move == 1


def test_a_stop_on_a_placed_source_card_returns_it_to_the_source() -> None:
    # Move 7.2 placed 2C on the own discard while 3D (H1) took it: the whole move 7.2 is
    # taken back, the card goes back on the source, and north plays.
    g = zgame(houses={"H1": ["3D"]}, south={"hand": ["JD"], "hand_card": "2C", "discard": ["TS"]})
    play(g, "SH-SD")
    verdict = g.push(parse_action("stop:N"))
    assert verdict is not None and verdict.founded and verdict.violation is not None
    assert verdict.violation.rule == "W7.2"
    side = g.position.to_json()["south"]
    assert side["hand"] == ["JD", "2C"] and side["hand_card"] is None and side["discard"] == ["TS"]
    assert g.to_move == 1


def test_a_wrong_stop_by_the_opponent_misses_their_next_turn() -> None:
    # "Wer zu unrecht 'Stop' ruft, wird beim nächsten Mal ausgelassen." SD-F2 was move 4
    # itself; north's call is wrong. South's turn then ends (4D: no foundation, houses
    # full of kings, north's discard empty: onto south's own) and south plays again.
    g = zgame(**W4_POSITION)
    play(g, "SD-F2")
    verdict = g.push(parse_action("stop:N"))
    assert verdict is not None and not verdict.founded and verdict.penalty
    play(g, "turn", "SH-SD")
    assert g.to_move == 0


def test_a_wrong_stop_by_the_mover_misses_their_next_turn() -> None:
    # South calls on their own allowed SD-F2: south finishes this turn, north plays, and
    # south's next turn is skipped: north plays twice.
    g = zgame(**W4_POSITION)
    play(g, "SD-F2")
    verdict = g.push(parse_action("stop:S"))
    assert verdict is not None and not verdict.founded and verdict.penalty
    assert g.to_move == 0
    play(g, "turn", "SH-SD")
    assert g.to_move == 1
    play(g, "turn", "NH-ND")  # 9S: nothing takes it, north's discard is empty
    assert g.to_move == 1


def test_strict_mode_refuses_with_the_step() -> None:
    g = zgame("strict", **W4_POSITION)
    with pytest.raises(PriorityError, match="W4"):
        play(g, "turn")


# --- the end -------------------------------------------------------------------------------

def test_the_score() -> None:
    # "Gewonnen hat, wer keine Karte mehr auf Quelle und Ablage hat." Ruling 24: 30 + 1 per
    # card left in the loser's source and discard: north 1 + 2 = 33.
    g = zgame(foundations={"F2": ["AC"]}, south={"hand": [], "hand_card": "2C", "discard": []},
              north={"hand": ["9D"], "discard": ["5H", "6H"]})
    play(g, "SH-F2")
    assert g.outcome is not None and g.outcome.result == "won:south" and g.outcome.points == (33, 0)


# --- the notation ---------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "canonical"), [
    ("H3-H5 free:7H", "H3-H5 free:7H"),
    ("h3-h5 FREE:10h", "H3-H5 free:TH"),
    ("H3-H5 empty:H3", "H3-H5 empty:H3"),
    ("h1-h2 empty:h1", "H1-H2 empty:H1"),
])
def test_announcements_round_trip(text: str, canonical: str) -> None:
    action = parse_action(text)
    assert str(action) == canonical and parse_action(canonical) == action
    assert action != parse_action(canonical.split()[0])


@pytest.mark.parametrize("text", ["H3-H5 free:XX", "H3-H5 empty:Q9", "turn free:7H", "H3:2-H5 free:7H"])
def test_bad_announcements(text: str) -> None:
    with pytest.raises(NotationError):
        parse_action(text)


def test_zank_is_not_for_the_standard_game() -> None:
    with pytest.raises(IllegalActionError):
        Game.new(1).push(parse_action("H1-H2 free:7H"))
    assert parse_card("7H") == parse_action("H1-H2 free:7H").frees


def test_every_seat_may_call() -> None:
    # "kann jeder, der das bemerkt (auch der Spieler selber ...), 'Stop' rufen"
    g = zgame(**W4_POSITION)
    assert g.stop_callers == ()
    play(g, "turn")
    assert set(g.stop_callers) == {0, 1}


def test_a_wrong_stop_says_which_step_the_action_was() -> None:
    # SD-F2 was move 4 itself, the lowest possible (no house card could move).
    g = zgame(**W4_POSITION)
    play(g, "SD-F2")
    verdict = g.push(parse_action("stop:N"))
    assert verdict is not None and not verdict.founded
    assert "W4" in say(verdict.why) and "North loses their next turn" in verdict_sentences(verdict)
