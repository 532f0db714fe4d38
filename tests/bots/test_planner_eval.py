"""The planner's evaluation on hand-made positions: the opponent's reply played out
(what the position leaves to the opponent), worked out by hand from the rules."""

from __future__ import annotations

import json

from crapette.bots.evaluation import END, TURNING, Weights, evaluate, own_unseen, reply_gain, unseen_cards
from crapette.bots.search import Search
from crapette.engine import Game, Position
from crapette.engine.cards import SUITS, parse_card

KINGS = [["KH"], ["KC"], ["KS"], ["KD"], ["KH"], ["KC"], ["KS"], ["KD"]]


def position(houses: list[list[str]], south_reserve: list[str], north_reserve: list[str],
             south_discard: list[str], foundations: list[list[str]] | None = None) -> Position:
    """South to move (the planner's side), north the opponent."""
    obj = {
        "format": "crapette-position/1",
        "variants": [],
        "to_move": "south",
        "south": {"reserve": south_reserve, "hand": ["2C", "3C"], "hand_card": None, "discard": south_discard},
        "north": {"reserve": north_reserve, "hand": ["5C", "6C"], "hand_card": None, "discard": ["7C"]},
        "houses": houses,
        "foundations": foundations or [[] for _ in range(8)],
    }
    return Position.loads(json.dumps(obj))


def test_nothing_to_reply() -> None:
    # kings everywhere, north's JD fits nowhere, no ace: north has no move before turning
    pos = position(KINGS, ["9S"], ["JD"], ["4C"])
    assert reply_gain(pos, 0, Weights()) == 0.0


def test_reply_reserve_to_foundation_and_the_next_card_stays_unseen() -> None:
    # north's 2S goes onto the AS foundation (a reserve card: 2 points); the card
    # under it, 3S, would follow, but north has not seen it yet
    pos = position(KINGS, ["9S"], ["3S", "2S"], ["4C"], foundations=[["AS"]] + [[] for _ in range(7)])
    before = pos.dumps()
    assert reply_gain(pos, 0, Weights()) == 2.0
    assert pos.dumps() == before  # played out in place and undone exactly


def test_reply_loads_our_discard_and_reserve() -> None:
    # H1's 5C loads south's discard (4C): 1 point; H2's 8S loads south's reserve
    # (9S): a reserve card, 2 points; the 6H and 9D they uncover, and north's JD, fit nowhere
    houses = [["6H", "5C"], ["9D", "8S"], *KINGS[2:]]
    pos = position(houses, ["9S"], ["JD"], ["4C"])
    assert reply_gain(pos, 0, Weights()) == 3.0


def test_hidden_reserve_card_is_not_loaded() -> None:
    # the planner has not seen its new reserve card: the load onto it is not counted
    houses = [["9D", "8S"], *KINGS[1:]]
    pos = position(houses, ["9S"], ["JD"], ["4C"])
    assert reply_gain(pos, 0, Weights(), hidden=True) == 0.0
    assert reply_gain(pos, 0, Weights()) == 2.0


def test_evaluation_counts_the_reply() -> None:
    # the same cards, but in the second position north's reserve card goes to a foundation
    w = Weights(reply=1.0)
    foundations = [["AS"]] + [[] for _ in range(7)]
    quiet = position(KINGS, ["9S"], ["3S", "JD"], ["4C"], foundations)
    open_ = position(KINGS, ["9S"], ["3S", "2S"], ["4C"], foundations)
    zero = Weights(reply=0.0)
    gap_without = evaluate(quiet, 0, END, zero) - evaluate(open_, 0, END, zero)
    gap_with = evaluate(quiet, 0, END, w) - evaluate(open_, 0, END, w)
    assert gap_with - gap_without == 2.0


# --- a hand card the planner knows --------------------------------------------------


def test_known_card_that_fits_counts_for_turning_and_one_that_does_not_against() -> None:
    # Before turning (TURNING), the planner knows the card turn will show. A QH goes
    # onto the black kings of the houses; a 5C has no place (no foundation holds
    # the 4C, the kings take no five, north's JD and 7C take neither): the two
    # values differ by twice Weights.known_card, here 1.0 + 1.0.
    pos = position(KINGS, ["9S"], ["JD"], ["4C"])
    w = Weights()
    fits = evaluate(pos, 0, TURNING, w, next_card=parse_card("QH"))
    stuck = evaluate(pos, 0, TURNING, w, next_card=parse_card("5C"))
    unknown = evaluate(pos, 0, TURNING, w)
    assert w.known_card == 1.0
    assert fits - unknown == 1.0
    assert unknown - stuck == 1.0


def test_the_search_stops_at_turn_even_when_the_card_is_known() -> None:
    # South's hand is empty: turn re-forms it from the discard, whose bottom card,
    # the AC, comes up first, and everybody saw it. South's 5S and the kings have no
    # move, so turn is the only action. The planner still stops its
    # sequence at turn (SEARCH_PAST_TURN is off: measured better), valuing the
    # position before the card with the AC known to fit (an ace always does).
    obj = {
        "format": "crapette-position/1", "variants": [], "to_move": "south",
        "south": {"reserve": ["5S"], "hand": [], "hand_card": None, "discard": ["AC", "5H"]},
        "north": {"reserve": ["JD"], "hand": ["5C", "6C"], "hand_card": None, "discard": ["7C"]},
        "houses": KINGS, "foundations": [[] for _ in range(8)],
    }
    pos = Position.loads(json.dumps(obj))
    search = Search(pos.copy(), Weights(), 2000)
    plan = [str(a) for _, a in search.run()]
    assert plan == ["turn"]
    assert search.stats.complete


def test_unseen_cards_are_what_no_face_up_card_shows() -> None:
    # Seen: the eight kings of the houses (each king twice), the reserves' top cards
    # 9S and JD (the 5S under the 9S is face down), the discards' 4C and 7C. The
    # hands' 2C 3C 5C 6C are face down: unseen. 104 - 8 - 4 = 92 cards unseen.
    pos = position(KINGS, ["5S", "9S"], ["JD"], ["4C"])
    unseen = unseen_cards(pos)
    card = parse_card
    assert [unseen[card(k)] for k in ("KH", "KC", "KS", "KD")] == [0, 0, 0, 0]
    assert [unseen[card(c)] for c in ("9S", "JD", "4C", "7C")] == [1, 1, 1, 1]
    assert [unseen[card(c)] for c in ("5S", "2C", "QH", "AS")] == [2, 2, 2, 2]
    assert unseen[52] == 92


def test_an_unknown_card_counts_by_the_chance_that_it_fits() -> None:
    # South turns a card it does not know. It fits on: a foundation (the four aces),
    # the kings (KH KD take QC QS, KC KS take QD QH), north's reserve JD (QD TD) and
    # discard 7C (6C 8C): 11 cards, none seen yet, two copies each: 22 of the 92
    # unseen cards. Weights.unknown_card * (2p - 1) = 2 * 22/92 - 1 = -48/92.
    pos = position(KINGS, ["5S", "9S"], ["JD"], ["4C"])
    w = Weights()
    assert w.unknown_card == 1.0
    with_chance = evaluate(pos, 0, TURNING, w, unseen=unseen_cards(pos))
    without = evaluate(pos, 0, TURNING, w)
    assert abs((with_chance - without) - (-48 / 92)) < 1e-9


def test_face_down_cards_stay_unseen() -> None:
    # Variants face-down-tableau and face-down-reserve: the 2H under H1's KH and
    # south's face-down reserve card 9S are not seen; H1's KH and the rest are.
    obj = {
        "format": "crapette-position/1", "variants": ["face-down-reserve", "face-down-tableau"],
        "to_move": "south",
        "south": {"reserve": ["5S", "9S"], "hand": ["2C", "3C"], "hand_card": None, "discard": ["4C"]},
        "north": {"reserve": ["JD"], "hand": ["5C", "6C"], "hand_card": None, "discard": ["7C"]},
        "houses": [["2H", "KH"], *KINGS[1:]], "foundations": [[] for _ in range(8)],
        "houses_face_down": [1, 0, 0, 0, 0, 0, 0, 0], "reserve_face_down": ["south"],
    }
    unseen = unseen_cards(Position.loads(json.dumps(obj)))
    assert [unseen[parse_card(c)] for c in ("2H", "9S", "KH", "JD")] == [2, 2, 0, 1]
    assert unseen[52] == 104 - 8 - 3  # the kings, JD, 4C, 7C


def test_own_unseen_counts_the_cards_left_in_the_own_packet() -> None:
    # South's packet holds, unseen by it, the hand's 2C 3C and the 5S under its reserve's
    # 9S: one copy each, nothing of north's (its hand 5C 6C, nor the second 2C of the
    # other pack). North's: its hand's 5C 6C (JD, its reserve's only card, is face up).
    pos = position(KINGS, ["5S", "9S"], ["JD"], ["4C"])
    south, north = own_unseen(pos, 0), own_unseen(pos, 1)
    assert south is not None and north is not None
    assert {c: n for c, n in enumerate(south[:52]) if n} == {parse_card("2C"): 1, parse_card("3C"): 1,
                                                            parse_card("5S"): 1}
    assert south[52] == 3
    assert {c: n for c, n in enumerate(north[:52]) if n} == {parse_card("5C"): 1, parse_card("6C"): 1}


def test_the_own_packet_decides_the_chance_that_the_card_fits() -> None:
    # The places of test_an_unknown_card_counts_by_the_chance_that_it_fits (aces, queens,
    # QD TD, 6C 8C) take none of 2C 3C 5S, the cards south's own packet has left: the
    # chance is 0 and the term Weights.unknown_card * (2p - 1) = -1 (all unseen cards
    # counted alike: -48/92). The planner counts so with ``own_pack``.
    pos = position(KINGS, ["5S", "9S"], ["JD"], ["4C"])
    w = Weights()
    without = evaluate(pos, 0, TURNING, w)
    assert abs(evaluate(pos, 0, TURNING, w, unseen=own_unseen(pos, 0)) - without - (-1.0)) < 1e-9
    assert Search(pos.copy(), Weights(own_pack=1.0), 10).unseen == own_unseen(pos, 0)
    assert Search(pos.copy(), w, 10).unseen == unseen_cards(pos)


def test_own_unseen_takes_the_own_face_down_cards_and_no_others() -> None:
    # face-down-reserve: both of south's reserve cards are unseen; face-down-tableau: the
    # 2H under H1's KH was dealt from north's packet (H1 is one of north's houses)
    obj = {
        "format": "crapette-position/1", "variants": ["face-down-reserve", "face-down-tableau"],
        "to_move": "south",
        "south": {"reserve": ["5S", "9S"], "hand": ["2C", "3C"], "hand_card": None, "discard": ["4C"]},
        "north": {"reserve": ["JD"], "hand": ["5C", "6C"], "hand_card": None, "discard": ["7C"]},
        "houses": [["2H", "KH"], *KINGS[1:]], "foundations": [[] for _ in range(8)],
        "houses_face_down": [1, 0, 0, 0, 0, 0, 0, 0], "reserve_face_down": ["south"],
    }
    pos = Position.loads(json.dumps(obj))
    south, north = own_unseen(pos, 0), own_unseen(pos, 1)
    assert south is not None and north is not None
    assert [south[parse_card(c)] for c in ("5S", "9S", "2C", "2H")] == [1, 1, 1, 0] and south[52] == 4
    assert [north[parse_card(c)] for c in ("2H", "JD", "5C")] == [1, 0, 1] and north[52] == 3


def test_own_unseen_with_one_deck_holds_only_the_own_suits_and_at_three_seats_nothing() -> None:
    # one deck: south's packet is clubs and hearts (section 12); three players: the
    # packets are cut from two shuffled decks, so a packet's cards are not known
    pos = Game.new(5, ("one-deck",), "stop").position
    south = own_unseen(pos, 0)
    assert south is not None
    assert all(n == 0 for c, n in enumerate(south[:52]) if SUITS[c & 3] not in "CH")
    assert south[52] == len(pos.hands[0]) + len(pos.piles[pos.table.reserve_of[0]]) - 1
    assert own_unseen(Game.new(5, ("three-players",), "stop").position, 0) is None
