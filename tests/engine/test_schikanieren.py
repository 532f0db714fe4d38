"""Schikanieren (Grupp, as ``001`` reports it; ruling 25) on Wegner's ladder: hand-checked
positions for each of its rules.

001's paragraph, sentence by sentence: "Die Randstapel bestehen anfangs aus einer offenen
auf einer verdeckten Karte. Auf jedem Randstapel dürfen offen nur Karten derselben Sorte in
absteigender Folge liegen. Zusätzlich hat jeder Spieler einen Schikanierstapel, anfangs eine
offene Karte auf elf verdeckten Karten. Nur auf diesen Stapel darf der Gegner Karten
ablegen, und man darf dessen oberste Karte verwenden wie die der eigenen Ablage.
Freiwerdende verdeckte Karten auf Rand und Schikanierstapel werden ohne weiteres
umgedreht." Every expected value is worked out by hand from it, ruling 25 and Wegner's list
(quoted where used). The Schikanier pile is the seat's reserve pile, ``SR`` / ``NR``.
"""

from __future__ import annotations

from typing import Any

import pytest

from crapette.engine import Game, Position, PositionError, parse_action
from crapette.engine.cards import card_text
from crapette.engine.errors import VariantError
from crapette.engine.position import Rules, SplitMix64, shuffled_deck
from crapette.words import words_for

SCHIK = ["zank-patience", "schikanieren"]
#: houses that take nothing and go nowhere here: kings (in suit a king takes only its
#: queen, and no queen is ever free; no foundation reaches a queen)
KINGS = [["KC"], ["KS"], ["KD"], ["KH"], ["KC"], ["KS"], ["KD"], ["KH"]]


def sch(**over: Any) -> dict[str, Any]:
    def side(hand: list[str]) -> dict[str, Any]:
        return {"reserve": [], "hand": hand, "hand_card": None, "discard": []}

    obj: dict[str, Any] = {
        "format": "crapette-position/1", "variants": SCHIK, "to_move": "south",
        "south": side(["9S"]), "north": side(["9D"]),
        "houses": KINGS, "foundations": [[] for _ in range(8)],
    }
    obj.update(over)
    return obj


def south(**piles: Any) -> dict[str, Any]:
    return {"reserve": [], "hand": ["9S"], "hand_card": None, "discard": [], **piles}


def north(**piles: Any) -> dict[str, Any]:
    return {"reserve": [], "hand": ["9D"], "hand_card": None, "discard": [], **piles}


def game(mode: str = "stop", **over: Any) -> Game:
    return Game(Position.from_json(sch(**over)), mode)


def rulings(g: Game) -> dict[str, str | None]:
    return {str(a): (v.rule if v else None) for a, v in g.analysis()}


def with_house(n: int, cards: list[str]) -> list[list[str]]:
    houses = [list(h) for h in KINGS]
    houses[n - 1] = cards
    return houses


# --- the deal -----------------------------------------------------------------------------

@pytest.mark.parametrize("seed", [0, 5, 20261123])
def test_the_deal_as_the_text_says(seed: int) -> None:
    # docs/rules.md §12a (the order is ours): each shuffled deck, from its first card: 12 to
    # the Schikanier pile (the last on top: "eine offene Karte auf elf verdeckten"), one
    # face-down card on each own house nearest the pile first, one face-up card on each
    # farthest first ("eine offene auf einer verdeckten Karte"), the next card to the
    # discard, the other 31 the source (the next card on top).
    rng = SplitMix64(seed)
    decks = [shuffled_deck(rng), shuffled_deck(rng)]  # south's, then north's
    j = Game.new(seed, SCHIK).position.to_json()
    for name, deck, near_first in (("south", decks[0], (8, 7, 6, 5)), ("north", decks[1], (1, 2, 3, 4))):
        d = [card_text(c) for c in deck]
        assert j[name]["reserve"] == d[:12]
        for i, h in enumerate(near_first):
            assert j["houses"][h - 1] == [d[12 + i], d[19 - i]]
        assert j[name]["discard"] == [d[20]] and j[name]["hand"] == d[21:][::-1]
    assert j["houses_face_down"] == [1] * 8 and j["foundations"] == [[]] * 8


# --- the houses ---------------------------------------------------------------------------------

def test_houses_build_down_in_suit() -> None:
    # "nur Karten derselben Sorte in absteigender Folge": 6H goes on 7H (move 5, before
    # taking a source card); 6C does not, though the colours alternate.
    g = game(houses=with_house(1, ["7H"]), south=south(discard=["6H"]))
    r = rulings(g)
    assert r["SD-H1"] is None and r["turn"] == "W5"
    g = game(houses=with_house(1, ["7H"]), south=south(discard=["6C"]))
    reason = words_for(g.illegal_reason(parse_action("SD-H1")))
    assert reason is not None and "same suit" in reason


def test_a_position_with_alternating_colours_in_a_house_is_refused() -> None:
    assert Position.from_json(sch(houses=with_house(1, ["8H", "7H"]))).piles
    with pytest.raises(PositionError, match="H1.*same suit"):
        Position.from_json(sch(houses=with_house(1, ["8C", "7H"])))


def test_a_face_down_house_card_left_on_top_is_turned_up() -> None:
    # "Freiwerdende verdeckte Karten auf Rand ... werden ohne weiteres umgedreht": 3H goes
    # to F1 (move 1) and 9C under it is face up at once; taking the move back hides it.
    g = game(houses=with_house(1, ["9C", "3H"]), houses_face_down=[1, 0, 0, 0, 0, 0, 0, 0],
             foundations=[["AH", "2H"], [], [], [], [], [], [], []])
    g.push(parse_action("H1-F1"))
    j = g.position.to_json()
    assert j["houses"][0] == ["9C"] and j["houses_face_down"] == [0] * 8
    g.pop()
    assert g.position.to_json()["houses_face_down"][0] == 1


def test_a_face_down_card_is_neither_freed_nor_a_house_emptied_under_it() -> None:
    # Move 2 uncovers a card "die auf einen Mittestapel paßt": a face-down 3H is not known
    # to fit, so no move announces it; move 3 moves "die unterste Karte" onto another
    # house, and a face-down bottom card cannot be moved: H1's 9C (it would go on TC, H2)
    # has no announced move at all.
    houses = with_house(1, ["3H", "9C"])
    houses[1] = ["TC"]
    founds = [["AH", "2H"], [], [], [], [], [], [], []]
    hidden = game(houses=houses, houses_face_down=[1, 0, 0, 0, 0, 0, 0, 0], foundations=founds)
    assert not [a for a in hidden.legal_actions() if str(a).startswith("H1-")]


def test_move_2_in_suit_frees_a_face_up_card() -> None:
    # Face up, 3H under the other deck's 2H (in suit) is freed by 2H onto the empty H2
    # (only the other 3H would take it: "Auf einen leeren Randstapel darf man eine Karte
    # nur dann legen, wenn sie auf keinen nichtleeren paßt"), and then goes to F1 (…2H):
    # move 2, before taking a source card.
    houses = with_house(1, ["3H", "2H"])
    houses[1] = []
    g = game(houses=houses, foundations=[["AH", "2H"], [], [], [], [], [], [], []])
    r = rulings(g)
    assert r["H1-H2 free:3H"] is None and r["turn"] == "W2"


# --- the Schikanier pile ------------------------------------------------------------------------

def test_the_own_schikanier_pile_plays_like_the_discard() -> None:
    # "man darf dessen oberste Karte verwenden wie die der eigenen Ablage": 2C on top of
    # south's Schikanier pile goes to F2 (AC) as move 4; taking a source card breaks W4.
    g = game(foundations=[[], ["AC"], [], [], [], [], [], []], south=south(reserve=["9D", "2C"], discard=["JC"]))
    r = rulings(g)
    assert r["SR-F2"] is None and r["turn"] == "W4"


def test_only_the_opponents_schikanier_pile_is_loaded() -> None:
    # "Nur auf diesen Stapel darf der Gegner Karten ablegen": with every house full, 5H
    # goes on north's Schikanier pile (6H: same suit, one rank away) as move 6; not on
    # north's discard (4H), not on south's own pile.
    g = game(south=south(reserve=["3C"], discard=["5H"]), north=north(reserve=["9D", "6H"], discard=["4H"]))
    r = rulings(g)
    assert r["SD-NR"] is None and r["turn"] == "W6" and "SD-ND" not in r
    assert "Schikanier" in (words_for(g.illegal_reason(parse_action("SD-ND"))) or "")
    assert "Schikanier" in (words_for(g.illegal_reason(parse_action("SD-SR"))) or "")


def test_the_source_card_goes_to_the_opponents_schikanier_pile_before_the_own_discard() -> None:
    # Move 7.2: "... sonst auf die Ablage des Gegners ..., sonst ... auf die eigene Ablage":
    # here the opponent's pile that may be loaded is the Schikanier pile.
    g = game(south=south(hand_card="5H", discard=["TC"]), north=north(reserve=["6H"]))
    r = rulings(g)
    assert r == {"SH-NR": None, "SH-SD": "W7.2"}


def test_a_player_with_only_the_schikanier_pile_left_passes() -> None:
    # Ours: source and discard played out, the pile's top (2D: no foundation holds AD, no
    # 3D on a house, north's pile empty) cannot move: south passes and north plays.
    g = game(south={"reserve": ["2D"], "hand": [], "hand_card": None, "discard": []})
    assert [str(a) for a in g.legal_actions()] == ["pass"]
    g.push(parse_action("pass"))
    assert g.to_move == 1


def test_the_game_is_won_with_the_schikanier_pile_empty_too() -> None:
    # "Gewonnen hat, wer keine Karte mehr auf Quelle und Ablage hat" — and, ours, on the
    # Schikanier pile: 2C leaves the source empty but 9D remains on south's pile.
    founds = [[], ["AC"], [], [], [], [], [], []]
    g = game(foundations=founds, south={"reserve": ["9D"], "hand": [], "hand_card": "2C", "discard": []})
    g.push(parse_action("SH-F2"))
    assert g.outcome is None
    # with the pile empty, south wins: 30 + north's 1 source card + 2 per Schikanier card
    # (ours: counted as the reserve it lies in, ruling 13): 30 + 1 + 2 × 2 = 35
    g = game(foundations=founds, south={"reserve": [], "hand": [], "hand_card": "2C", "discard": []},
             north=north(reserve=["7S", "8S"]))
    g.push(parse_action("SH-F2"))
    assert g.outcome is not None and g.outcome.result == "won:south" and g.outcome.points == (35, 0)


def test_a_founded_stop_takes_back_and_the_caller_plays() -> None:
    # Wegner's Stop, unchanged: south takes a source card while 2C on the Schikanier pile
    # goes to F2 (move 4); north's call is founded, the card goes back, north plays.
    g = game(foundations=[[], ["AC"], [], [], [], [], [], []],
             south={"reserve": ["2C"], "hand": ["9S", "5D"], "hand_card": None, "discard": ["JC"]})
    before = g.position.to_json()
    g.push(parse_action("turn"))
    verdict = g.push(parse_action("stop:N"))
    assert verdict is not None and verdict.founded and verdict.violation is not None
    assert verdict.violation.rule == "W4" and g.to_move == 1
    assert g.position.to_json()["south"] == before["south"]


# --- what it does not combine with --------------------------------------------------------------

@pytest.mark.parametrize("other", ["one-deck", "three-players"])
def test_schikanieren_refuses_the_other_tables_by_name(other: str) -> None:
    with pytest.raises(VariantError, match=f"'{other}' cannot be combined with 'schikanieren'.*two players"):
        Rules.from_names([*SCHIK, other])


def test_schikanieren_needs_zank_patience() -> None:
    with pytest.raises(VariantError, match="needs variant 'zank-patience'"):
        Rules.from_names(["schikanieren"])


def test_the_position_round_trips() -> None:
    text = Game.new(9, SCHIK).position.dumps()
    assert Position.loads(text).dumps() == text and '"houses_face_down": [1, 1, 1, 1, 1, 1, 1, 1]' in text
