"""Wegner's Zank-Patience for three players (``001``, ruling 24's last paragraph):
hand-checked positions for each rule of the three-player form.

"Man kann gut zu dritt spielen: Man legt einen Joker dazu, jeder bekommt 35 Karten, jeder
beginnt drei Randstapel, der erste freiwerdende Randstapel fällt weg, und der Joker wird
beim Auftauchen nur weggelegt." Every expected value below is worked out by hand from that
sentence, the rest of 001 (quoted where used) and rulings 23–24, never copied from the
engine. Seats: south, west, north in order of play; houses H7–H9 south's, H4–H6 west's,
H1–H3 north's.
"""

from __future__ import annotations

from typing import Any

import pytest

from crapette.engine import Game, Position, PositionError, parse_action
from crapette.engine.cards import JOKER, parse_card
from crapette.engine.position import Rules, SplitMix64
from crapette.engine.table_events import dealt_joker
from crapette.engine.zank.deal import lower_discard_starts, zank_from_packets
from crapette.words import words_for

from reference_deal import shuffle

THREE = ["zank-patience", "three-players"]
#: nine houses that take nothing and go nowhere in these cases: the eight kings (no queen
#: is ever free, no foundation reaches a queen) and 2D (no black three or ace is free, no
#: foundation holds AD)
KINGS9 = [["KC"], ["KS"], ["KD"], ["KH"], ["KC"], ["KS"], ["KD"], ["KH"], ["2D"]]


def zthree(**over: Any) -> dict[str, Any]:
    """A three-player Zank position: every first turn over unless said, each side one
    face-down source card (so nobody has won)."""
    def side(hand: list[str], discard: list[str]) -> dict[str, Any]:
        return {"reserve": [], "hand": hand, "hand_card": None, "discard": discard}

    obj: dict[str, Any] = {
        "format": "crapette-position/1", "variants": THREE, "to_move": "south",
        "south": side(["9S"], []), "west": side(["9S"], []), "north": side(["9D"], []),
        "houses": [[] for _ in range(9)], "foundations": [[] for _ in range(8)], "aside": [],
        "first_turn_pending": [],
    }
    obj.update(over)
    return obj


def game(mode: str = "stop", **over: Any) -> Game:
    return Game(Position.from_json(zthree(**over)), mode)


def rulings(g: Game) -> dict[str, str | None]:
    return {str(a): (v.rule if v else None) for a, v in g.analysis()}


def play(g: Game, *actions: str) -> None:
    for text in actions:
        g.push(parse_action(text))


# --- the deal ---------------------------------------------------------------------------

# seed 137 puts the joker first in west's packet (found by shuffling as below)
@pytest.mark.parametrize("seed", [0, 3, 7, 137, 20261123])
def test_the_deal_as_the_text_says(seed: int) -> None:
    # docs/rules.md §12a: the three-player pack (two decks in card order, then the joker)
    # shuffled once and cut in three packets of 35, south's, west's, north's; each packet
    # is its player's source, its first card on top, and that card starts the discard
    # ("Jeder legt die oberste Karte seiner Quelle offen als erste Karte auf seine Ablage").
    pack = shuffle([*range(52), *range(52), JOKER], SplitMix64(seed).below)
    pos = Game.new(seed, THREE).position
    t = pos.table
    for seat, packet in zip((0, 2, 1), (pack[:35], pack[35:70], pack[70:])):
        first = 1 if packet[0] == JOKER else 0  # the joker is set aside, the next card turned
        assert pos.piles[t.discard_of[seat]] == [packet[first]]
        assert pos.hands[seat] == [c for c in packet[first + 1:]][::-1]
    assert len(pos.all_cards()) + len(pos.aside) == 105
    firsts = [p[0] for p in (pack[:35], pack[35:70], pack[70:])]
    assert pos.aside == ((JOKER,) if JOKER in firsts else ())
    joker = dealt_joker(seed, pos.rules)  # what the replay's Why panel says of it
    assert (joker is not None) == (JOKER in firsts)
    if joker is not None:
        assert joker.pile == t.discard_of[(0, 2, 1)[firsts.index(JOKER)]]
    assert all(pos.piles[h] == [] for h in t.houses) and len(t.houses) == 9 and len(t.foundations) == 8
    assert pos.to_json()["first_turn_pending"] == ["south", "west", "north"]


def test_a_joker_on_top_of_a_source_at_the_deal_is_set_aside() -> None:
    # "der Joker wird beim Auftauchen nur weggelegt": west's packet starts with the joker,
    # so it is set aside and 5C, the next card, starts west's discard.
    rules = Rules.from_names(THREE)
    packets = [[parse_card("2C")], [parse_card("JK"), parse_card("5C"), parse_card("8H")], [parse_card("9D")]]
    pos = zank_from_packets(rules, packets)
    j = pos.to_json()
    assert j["west"]["discard"] == ["5C"] and j["west"]["hand"] == ["8H"] and j["aside"] == ["JK"]


def test_who_starts_at_three_seats() -> None:
    # Ruling 24: the lower first discard card starts; equal ranks: clubs < diamonds <
    # hearts < spades; identical cards: the first in order of play (south, west, north).
    def starter(s: str, w: str, n: str) -> int:
        return lower_discard_starts(Position.from_json(zthree(
            south={"reserve": [], "hand": ["9S"], "hand_card": None, "discard": [s]},
            west={"reserve": [], "hand": ["9S"], "hand_card": None, "discard": [w]},
            north={"reserve": [], "hand": ["9D"], "hand_card": None, "discard": [n]})))

    assert starter("7D", "7C", "7C") == 2  # west: 7C is lowest, and west comes before north
    assert starter("4H", "9C", "3S") == 1  # north: the 3
    assert starter("AS", "AS", "2C") == 0  # south: identical aces, south first in order


# --- each player's first turn -------------------------------------------------------------

FIRST_TURN: dict[str, Any] = {
    "to_move": "west", "first_turn_pending": ["west", "north"],
    "west": {"reserve": [], "hand": ["JD"], "hand_card": None, "discard": ["4D"]},
    "houses": [[], [], [], [], [], [], ["5C"], [], []],
}


def test_the_first_turn_fills_only_the_own_three_houses() -> None:
    # "jeder beginnt drei Randstapel" (ruling 24: each player fills only their own three
    # on their first turn): west's are H4–H6. 4D would go on 5C (H7, south's), move 5,
    # but H7 is not west's: 4D can only start one of H4–H6 or west takes a source card
    # (move 7, the player's choice). 4D goes on no foundation and loads on no discard.
    g = game(**FIRST_TURN)
    allowed = {a for a, v in rulings(g).items() if v is None}
    assert allowed == {"WD-H4", "WD-H5", "WD-H6", "turn"}
    reason = words_for(g.illegal_reason(parse_action("WD-H7")))
    assert reason is not None and "three houses" in reason


def test_after_the_first_turn_the_other_houses_are_open() -> None:
    # The same table with west's first turn over: 4D onto 5C (H7) is move 5 and comes
    # before move 7 (an empty house or a source card).
    g = game(**{**FIRST_TURN, "first_turn_pending": ["north"]})
    r = rulings(g)
    assert r["WD-H7"] is None and r["WD-H4"] == r["turn"] == "W5"


def test_the_first_turn_ends_with_the_source_card_on_the_own_discard() -> None:
    # West has filled H4–H6 (kings); JD from the source fits no foundation, no house
    # (no queen), loads on neither discard (KC, 9D: not a diamond one rank away): it goes
    # on west's own discard, which ends west's turn ("bis er eine Karte von der Quelle auf
    # die eigene Ablage legt ... Dann ist sein linker Nachbar an der Reihe"): north plays,
    # and west's first turn is over, north's still to come.
    g = game(**{**FIRST_TURN, "houses": [[], [], [], ["KH"], ["KC"], ["KS"], ["5C"], [], []],
                "south": {"reserve": [], "hand": ["9S"], "hand_card": None, "discard": ["KC"]},
                "north": {"reserve": [], "hand": ["9D"], "hand_card": None, "discard": ["9D"]}})
    play(g, "turn")
    assert [str(a) for a in g.legal_actions()] == ["WH-WD"]
    play(g, "WH-WD")
    j = g.position.to_json()
    assert j["to_move"] == "north" and j["first_turn_pending"] == ["north"]
    g.pop()
    assert g.position.to_json()["first_turn_pending"] == ["west", "north"]


def test_the_last_players_first_turn_is_told_by_the_position() -> None:
    # North plays last: nobody's untouched source tells its first turn (the two-seat rule
    # fails), the field does. North's discard 4C could go on 5H (H9, south's) by move 5,
    # but on its first turn north fills only H1–H3.
    houses = [[], [], [], ["KH"], ["KC"], ["KS"], ["KD"], ["KC"], ["5H"]]
    north = {"reserve": [], "hand": ["9D"], "hand_card": None, "discard": ["4C"]}
    first = game(to_move="north", first_turn_pending=["north"], houses=houses, north=north)
    assert {a for a, v in rulings(first).items() if v is None} == {"ND-H1", "ND-H2", "ND-H3", "turn"}
    later = game(to_move="north", first_turn_pending=[], houses=houses, north=north)
    assert {a for a, v in rulings(later).items() if v is None} == {"ND-H9"}


def test_first_turn_pending_left_out_is_inferred_from_whole_packets() -> None:
    # Our default: the seats whose source, hand card and discard still hold their whole
    # packet of 35 (34 once the joker is aside) have not had their first turn.
    full = [c for c in (f"{r}{s}" for s in "CDHS" for r in "A23456789TJQK")][:34]
    obj = zthree(north={"reserve": [], "hand": full, "hand_card": None, "discard": ["KD"]})
    del obj["first_turn_pending"]
    assert Position.from_json(obj).to_json()["first_turn_pending"] == ["north"]


@pytest.mark.parametrize("value", ["north", ["east"], [1]])
def test_a_bad_first_turn_field_is_refused(value: Any) -> None:
    with pytest.raises(PositionError, match="first_turn_pending"):
        Position.from_json(zthree(first_turn_pending=value))


# --- the table's own events ------------------------------------------------------------------

def test_the_first_house_emptied_leaves_play() -> None:
    # "der erste freiwerdende Randstapel fällt weg": 2H leaves H2 for F1 (move 1), H2 is
    # out of play (null); 3H then leaves H5 for F1 too, and H5 stays in play, empty.
    houses = [["KC"], ["2H"], ["KD"], ["KH"], ["3H"], ["KS"], ["KD"], ["KH"], ["KC"]]
    g = game(houses=houses, foundations=[["AH"], [], [], [], [], [], [], []],
             south={"reserve": [], "hand": ["9S"], "hand_card": None, "discard": ["9C"]})
    play(g, "H2-F1")
    assert g.position.to_json()["houses"][1] is None
    play(g, "H5-F1")
    j = g.position.to_json()
    assert j["houses"][1] is None and j["houses"][4] == []
    reason = words_for(g.illegal_reason(parse_action("SD-H2")))
    assert reason is not None and "out of play" in reason


def test_a_joker_taken_from_the_source_is_set_aside_and_the_next_card_taken() -> None:
    # "der Joker wird beim Auftauchen nur weggelegt" (ruling 24: set aside, and the same
    # player takes the next card): south's source is 7D under the joker.
    g = game(south={"reserve": [], "hand": ["7D", "JK"], "hand_card": None, "discard": ["9C"]}, houses=KINGS9)
    play(g, "turn")
    side = g.position.to_json()["south"]
    assert side["hand_card"] == "7D" and side["hand"] == [] and g.position.aside == (JOKER,)
    g.pop()
    assert g.position.to_json()["south"]["hand"] == ["7D", "JK"] and g.position.aside == ()


# --- play to the left, Stop, the score -------------------------------------------------------

W4_THREE: dict[str, Any] = {
    "houses": KINGS9, "foundations": [[], ["AC"], [], [], [], [], [], []],
    "south": {"reserve": [], "hand": ["5D", "4D"], "hand_card": None, "discard": ["2C"]},
    "west": {"reserve": [], "hand": ["9S"], "hand_card": None, "discard": ["9S"]},
}


def test_play_passes_to_the_left() -> None:
    # South's 2C goes to F2 (move 4); 4D from the source then fits nothing (no house
    # takes it, no foundation, neither discard: 9S, empty) and goes on south's emptied own
    # discard: "Dann ist sein linker Nachbar an der Reihe": west.
    g = game(**W4_THREE)
    play(g, "SD-F2", "turn", "SH-SD")
    assert g.to_move == 2


def test_stop_by_a_third_player_takes_back_and_the_caller_plays() -> None:
    # South takes a source card while 2C could go to F2 (move 4 before 7.2): north, who
    # is not next, calls; the call is founded, the card goes back, and north plays
    # ("der Rufer kommt an die Reihe").
    g = game(**W4_THREE)
    before = g.position.to_json()
    play(g, "turn")
    verdict = g.push(parse_action("stop:N"))
    assert verdict is not None and verdict.founded and verdict.violation is not None
    assert verdict.violation.rule == "W4" and verdict.caller == 1 and g.to_move == 1
    after = g.position.to_json()
    assert after["south"] == before["south"] and after["houses"] == before["houses"]


def test_a_wrong_caller_misses_their_next_turn_and_play_goes_on_to_the_next() -> None:
    # SD-F2 was move 4 itself: west's call is wrong ("Wer zu unrecht 'Stop' ruft, wird
    # beim nächsten Mal ausgelassen"). When south's turn ends, west is left out and north,
    # the next to the left, plays.
    g = game(**W4_THREE)
    play(g, "SD-F2")
    verdict = g.push(parse_action("stop:W"))
    assert verdict is not None and not verdict.founded and verdict.penalty
    play(g, "turn", "SH-SD")
    assert g.to_move == 1


def test_a_founded_stop_refills_an_empty_discard_past_the_joker() -> None:
    # "bei leerer Ablage ist die oberste Karte der Quelle auf die Ablage zu legen": south's
    # discard is empty; turning met the joker (set aside) and took 3S while 2H (H1) could
    # go to F1 (move 1). North's founded call takes it back: the joker stays aside, 3S
    # is the source's top again and goes onto the empty discard; north plays.
    houses = [["2H"], ["KS"], ["KD"], ["KH"], ["KC"], ["KS"], ["KD"], ["KH"], ["KC"]]
    g = game(houses=houses, foundations=[["AH"], [], [], [], [], [], [], []],
             south={"reserve": [], "hand": ["7D", "3S", "JK"], "hand_card": None, "discard": []})
    play(g, "turn")
    verdict = g.push(parse_action("stop:N"))
    assert verdict is not None and verdict.founded
    j = g.position.to_json()
    assert j["south"]["discard"] == ["3S"] and j["south"]["hand"] == ["7D"] and j["aside"] == ["JK"]
    assert g.to_move == 1


def test_the_score_counts_both_losers() -> None:
    # Ruling 23 as ruling 24 adapts it (no reserve): 30 plus 1 per card left in each
    # other player's source and discard: west 1 + 2, north 1: 34.
    g = game(foundations=[[], ["AC"], [], [], [], [], [], []],
             south={"reserve": [], "hand": [], "hand_card": "2C", "discard": []},
             west={"reserve": [], "hand": ["9D"], "hand_card": None, "discard": ["5H", "6H"]})
    play(g, "SH-F2")
    assert g.outcome is not None and g.outcome.result == "won:south"
    assert g.outcome.points[0] == 34 and g.outcome.points[1] == g.outcome.points[2] == 0


def test_w6_loads_either_opponents_discard() -> None:
    # Move 6 with every house full: south's 5H goes on west's 6H or north's 4H (same
    # suit, one rank up or down), and either comes before taking a source card.
    g = game(houses=KINGS9, south={"reserve": [], "hand": ["9S"], "hand_card": None, "discard": ["5H"]},
             west={"reserve": [], "hand": ["9S"], "hand_card": None, "discard": ["6H"]},
             north={"reserve": [], "hand": ["9D"], "hand_card": None, "discard": ["4H"]})
    r = rulings(g)
    assert r["SD-WD"] is None and r["SD-ND"] is None and r["turn"] == "W6"


def test_the_position_round_trips() -> None:
    text = game(**FIRST_TURN).position.dumps()
    assert Position.loads(text).dumps() == text and '"first_turn_pending": ["west", "north"]' in text
