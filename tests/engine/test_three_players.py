"""The one-deck and three-player games (rulings 22-23): hand-checked positions, and
seeded playouts with the invariants (52 / 105 cards, no card more than its deck
allows, every action listed as allowed, every game ends)."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

from crapette.engine import Game, Position, PositionError, parse_action
from crapette.engine.cards import JOKER
from crapette.engine.errors import CrapetteError, VariantError
from crapette.engine.position import Rules

from builders import three_json
from crapette.words import words_for


three = three_json


def test_one_deck_deal_gives_each_player_their_two_suits() -> None:
    # ruling 22: south clubs and hearts, north diamonds and spades; reserve 5, 3 houses, hand 18
    pos = Position.deal(11, Rules.from_names(["one-deck"]))
    t = pos.table
    for seat, suits in ((0, {0, 2}), (1, {1, 3})):
        mine = pos.piles[t.reserve_of[seat]] + pos.hands[seat] + [pos.piles[h][-1] for h in t.dealt_houses_of[seat]]
        assert len(pos.piles[t.reserve_of[seat]]) == 5 and len(pos.hands[seat]) == 18
        assert len(mine) == 26 and {c & 3 for c in mine} == suits
    assert len(t.houses) == 6 and len(t.foundations) == 4


def test_three_player_deal_has_105_cards_35_each() -> None:
    # ruling 23: 35 each = reserve 8 + 3 houses + hand 24 (the joker, wherever it shows, aside)
    for seed in range(30):
        pos = Position.deal(seed, Rules.from_names(["three-players"]))
        cards = pos.all_cards() + list(pos.aside)
        assert len(cards) == 105 and Counter(cards)[JOKER] == 1
        assert all(pos.piles[h] and pos.piles[h][-1] != JOKER for h in pos.table.houses)


def test_first_house_emptied_leaves_play() -> None:
    # H4 holds only 4H; south moves it onto 5C... onto a house: H7 holds 5C (black 5 takes red 4).
    # H4 is then the first house emptied: it leaves play (null) and cannot be named again.
    houses: list[Any] = [[] for _ in range(9)]
    houses[3], houses[6] = ["4H"], ["5C"]
    for i, card in zip((0, 1, 2, 4, 5, 7, 8), ("KH", "KD", "KS", "KC", "QH", "QD", "QS")):
        houses[i] = [card]
    game = Game(Position.from_json(three(houses=houses)))
    game.push(parse_action("H4-H7"))
    out = json.loads(game.position.dumps())
    assert out["houses"][3] is None and out["houses"][6] == ["5C", "4H"]
    assert game.illegal_reason(parse_action("H7-H4")) is not None
    game.pop()
    assert json.loads(game.position.dumps())["houses"][3] == ["4H"]


def test_only_the_first_emptied_house_leaves() -> None:
    # with a house already out (null), emptying another leaves it in play, empty
    houses: list[Any] = [["KH"], None, ["4H"], ["KD"], ["KS"], ["KC"], ["5C"], ["QH"], ["QD"]]
    game = Game(Position.from_json(three(houses=houses)))
    game.push(parse_action("H3-H7"))
    assert json.loads(game.position.dumps())["houses"][2] == []


def test_joker_turned_from_the_hand_is_set_aside_and_the_next_card_turned() -> None:
    # south's hand, bottom to top: 7C JK; turn shows JK, set aside, then 7C is turned
    south = {"reserve": ["5C"], "hand": ["7C", "JK"], "hand_card": None, "discard": []}
    game = Game(Position.from_json(three(south=south)))
    game.push(parse_action("turn"))
    out = json.loads(game.position.dumps())
    assert out["aside"] == ["JK"] and out["south"]["hand_card"] == "7C" and out["south"]["hand"] == []
    game.pop()
    assert json.loads(game.position.dumps())["south"]["hand"] == ["7C", "JK"]


def test_joker_uncovered_on_a_reserve_is_set_aside() -> None:
    # south's reserve JK under 2C (AC on F1): 2C goes up, JK shows and is set aside; 8S shows
    south = {"reserve": ["8S", "JK", "2C"], "hand": ["3D"], "hand_card": None, "discard": []}
    fs: list[Any] = [["AC"]] + [[] for _ in range(7)]
    game = Game(Position.from_json(three(south=south, foundations=fs)))
    game.push(parse_action("SR-F1"))
    out = json.loads(game.position.dumps())
    assert out["south"]["reserve"] == ["8S"] and out["aside"] == ["JK"]


def test_play_passes_to_the_left_and_any_opponent_may_be_loaded() -> None:
    # south's hand card 8D loads west's reserve 9D (same suit, one rank apart); discarding
    # then passes the turn to west (south -> west -> north)
    south = {"reserve": ["5C"], "hand": ["2S"], "hand_card": "8D", "discard": []}
    game = Game(Position.from_json(three(south=south)))
    assert parse_action("SH-WR") in game.legal_actions()
    game.push(parse_action("SH-SD"))
    assert game.position.to_move == 2  # west


def test_either_opponent_calls_stop_and_the_caller_moves_next() -> None:
    # south's reserve AS could go to F1 (P1); south turns instead. North (not the next
    # player, west) calls stop:N: founded, AS goes up, the turn taken back puts 9H back
    # on south's hand (ruling 11), and north moves next (ruling 23)
    south = {"reserve": ["5C", "AS"], "hand": ["2S", "9H"], "hand_card": None, "discard": []}
    game = Game(Position.from_json(three(south=south)))
    game.push(parse_action("turn"))
    assert game.stop_callers == (2, 1)
    verdict = game.push(parse_action("stop:N"))
    assert verdict is not None and verdict.founded and verdict.caller == 1
    assert game.position.to_move == 1
    out = json.loads(game.position.dumps())
    assert out["foundations"][0] == ["AS"] and out["south"]["hand"] == ["2S", "9H"]


def test_the_offender_cannot_call_on_their_own_action() -> None:
    south = {"reserve": ["5C", "AS"], "hand": ["2S"], "hand_card": None, "discard": []}
    game = Game(Position.from_json(three(south=south)))
    game.push(parse_action("turn"))
    with pytest.raises(CrapetteError, match="only an opponent"):
        game.push(parse_action("stop:S"))


def test_three_player_scores() -> None:
    # ruling 23: the winner scores 30 + both others' counts. West: reserve 9D (2) ;
    # north: reserve KS (2) + hand 2 cards (2) = 4. South plays out 5C... onto nothing:
    # south's last card AC goes to F1 -> 30 + 2 + 4 = 36
    game = Game(Position.from_json(three(
        south={"reserve": ["AC"], "hand": [], "hand_card": None, "discard": []},
        north={"reserve": ["KS"], "hand": ["2H", "3H"], "hand_card": None, "discard": []})))
    game.push(parse_action("SR-F1"))
    assert game.outcome is not None and game.outcome.result == "won:south"
    assert game.outcome.points == (36, 0, 0)
    assert game.outcome.to_json()["score"] == {"south": 36, "west": 0, "north": 0}


def test_three_player_stalemate_scores_the_sum_of_differences() -> None:
    # counts south 2, west 2, north 6: south and west both lowest, each scores (2-2)+(6-2) = 4
    from crapette.engine import outcome as outcomes
    pos = Position.from_json(three(north={"reserve": ["KS", "QS", "JS"], "hand": [], "hand_card": None,
                                          "discard": []}))
    result = outcomes.stalemate(pos, outcomes.AGREEMENT)
    assert result.counts == (2, 6, 2) and result.points == (4, 0, 4)


@pytest.mark.parametrize(("change", "message"), [
    ({"variants": []}, "west"),
    ({"houses": [[] for _ in range(8)]}, "9 piles"),
    ({"aside": ["JK"], "south": {"reserve": ["JK", "5C"], "hand": [], "hand_card": None, "discard": []}},
     "second joker"),
    ({"west": {"reserve": ["JK"], "hand": [], "hand_card": None, "discard": []}}, "set aside"),
    ({"south": {"reserve": ["5C", "5C", "5C"], "hand": [], "hand_card": None, "discard": []}}, "at most twice"),
    ({"houses": [None, None] + [[] for _ in range(7)]}, "only one house"),
])
def test_bad_three_player_positions_are_refused(change: dict[str, Any], message: str) -> None:
    with pytest.raises(PositionError, match=message):
        Position.from_json(three(**change))


def test_a_house_out_of_play_cannot_be_named() -> None:
    houses: list[Any] = [["KH"], None, ["KD"], ["KS"], ["KC"], ["QH"], ["QD"], ["QS"], ["QC"]]
    game = Game(Position.from_json(three(houses=houses)))
    reason = words_for(game.illegal_reason(parse_action("H3-H2")))
    assert reason is not None and "out of play" in reason
    two = Game.new(1)
    assert "no west's reserve" in (words_for(two.illegal_reason(parse_action("SR-WR"))) or "")


def test_combinations_that_cannot_work_are_named() -> None:
    with pytest.raises(VariantError, match="'crapette-call' cannot be combined with 'three-players'"):
        Rules.from_names(["three-players", "crapette-call"])
    with pytest.raises(VariantError):
        Rules.from_names(["three-players", "one-deck"])
    for ok in (["discard-available"], ["reserve-11"], ["strict-priorities"]):
        Rules.from_names(["three-players", *ok])


@pytest.mark.parametrize("variants", [["three-players"], ["three-players", "discard-available"],
                                      ["three-players", "strict-priorities", "reserve-12"], ["one-deck"],
                                      ["one-deck", "strict-priorities"]])
def test_seeded_playouts_keep_the_invariants_and_end(variants: list[str]) -> None:
    for seed in range(3):
        rng = random.Random(seed)
        game = Game.new(seed, variants)
        pack = game.position.table.pack
        steps = 0
        while not game.is_over:
            pos = game.position
            cards = pos.all_cards() + list(pos.aside)
            assert len(cards) == pack.size
            assert max(Counter(c for c in cards if c != JOKER).values()) <= pack.copies
            pos.validate()
            legal = game.legal_actions()
            action = rng.choice(legal)
            assert game.illegal_reason(action) is None
            game.push(action)
            if game.stop_callers and rng.random() < 0.05:
                caller = rng.choice(game.stop_callers)
                game.push(parse_action("stop:" + "SNW"[caller]))
            steps += 1
            assert steps < 200_000
        assert game.outcome is not None


# --- a missed turn at three seats (false-stop-penalty; Zank's wrong caller) ----------------
#: nine houses that take nothing these cases turn up (a black ten, a red six, a black
#: five or nine, a jack: none is dealt) and go nowhere (no foundation holds a card)
BLOCKED_HOUSES = [["KH"], ["KD"], ["KS"], ["KC"], ["QH"], ["QD"], ["QS"], ["QC"], ["KH"]]


def penalty_game() -> Game:
    """South to move in the standard three-player game with false-stop-penalty; south's
    hand shows 9H next, west's 8S: neither goes anywhere but on its own discard (no black
    ten or red nine on a house, no foundation started, no opponent's pile one rank away in
    its suit), and no reserve card moves (5C, 9D, KS)."""
    south = {"reserve": ["5C"], "hand": ["2S", "9H"], "hand_card": None, "discard": []}
    west = {"reserve": ["9D"], "hand": ["3C", "8S"], "hand_card": None, "discard": []}
    north = {"reserve": ["KS"], "hand": ["4C"], "hand_card": None, "discard": []}
    return Game(Position.from_json(three(variants=["three-players", "false-stop-penalty"], houses=BLOCKED_HOUSES,
                                         south=south, west=west, north=north)))


def test_a_missed_turn_passes_play_to_the_seat_after_it() -> None:
    # Ruling 23: play passes south -> west -> north. South's turn breaks no priority (no
    # card can go to a foundation or a house, nothing to load): west's Stop! is wrong and
    # costs west their next turn (section 11, false-stop-penalty). When south's turn
    # ends, the next seat, west, misses it, and play goes on to the seat after: north.
    g = penalty_game()
    g.push(parse_action("turn"))
    verdict = g.push(parse_action("stop:W"))
    assert verdict is not None and not verdict.founded and verdict.penalty
    assert g.position.to_move == 0  # nothing changes: south plays on
    g.push(parse_action("SH-SD"))
    assert g.position.to_move == 1  # north


def test_a_missed_turn_further_on_is_missed_in_its_place() -> None:
    # North's wrong call during south's turn costs north the next turn that comes to
    # north: west plays first as usual (south -> west), and when west's turn ends
    # (8S on west's own discard) north is left out and south plays again.
    g = penalty_game()
    g.push(parse_action("turn"))
    verdict = g.push(parse_action("stop:N"))
    assert verdict is not None and not verdict.founded and verdict.penalty
    g.push(parse_action("SH-SD"))
    assert g.position.to_move == 2  # west, not left out
    g.push(parse_action("turn"))
    g.push(parse_action("WH-WD"))
    assert g.position.to_move == 0  # north missed their turn: south


def zank_three(**over: Any) -> dict[str, Any]:
    """A three-player Zank-Patience position, every first turn over (ruling 24)."""
    def side(hand: list[str], discard: list[str]) -> dict[str, Any]:
        return {"reserve": [], "hand": hand, "hand_card": None, "discard": discard}

    obj = three(variants=["zank-patience", "three-players"], first_turn_pending=[],
                south=side(["5D", "4D"], ["2C"]), west=side(["9S"], ["9S"]), north=side(["9D"], []),
                houses=[["KC"], ["KS"], ["KD"], ["KH"], ["KC"], ["KS"], ["KD"], ["KH"], ["2D"]],
                foundations=[[], ["AC"], [], [], [], [], [], []])
    obj.update(over)
    return obj


def test_zank_a_wrong_caller_further_on_misses_their_turn_in_its_place() -> None:
    # 001: "Wer zu unrecht 'Stop' ruft, wird beim nächsten Mal ausgelassen (gleichgültig,
    # ob er nach der Spielreihenfolge oder durch einen Stop-Ruf an die Reihe käme)".
    # South's SD-F2 is move 4 itself (2C on AC), so north's call is wrong. South's turn
    # ends (4D: no foundation, no house takes it, none empty, west's 9S and north's empty
    # discard do not take it: onto south's own); west plays, not left out: 9S from the
    # discard goes nowhere, nor the 9S taken from the source, which ends west's turn on
    # west's discard. North, next, is left out: south plays.
    g = Game(Position.from_json(zank_three()))
    g.push(parse_action("SD-F2"))
    verdict = g.push(parse_action("stop:N"))
    assert verdict is not None and not verdict.founded and verdict.penalty
    g.push(parse_action("turn"))
    g.push(parse_action("SH-SD"))
    assert g.position.to_move == 2  # west
    g.push(parse_action("turn"))
    g.push(parse_action("WH-WD"))
    assert g.position.to_move == 0  # north left out: south
