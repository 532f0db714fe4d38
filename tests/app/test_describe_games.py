"""Words for the events of the three-player table (ruling 23) and the one-deck table
(ruling 22): the move log's (describe.py) and the Why panel's (explain.py, the replay).

Positions are made by hand; the expected words say what ruling 23 says happens there,
worked out from the position (each test says how), not copied from the program."""

from __future__ import annotations

import json

from crapette.app.replay_model import Replay
from crapette.engine import Game, Position, Record, parse_action, parse_card
from crapette.engine.actions import STOP, Action
from crapette.engine.cards import JOKER
from crapette.words.describe import describe_action
from crapette.words.explain import THREE_SEAT_CALL, building_rule, explain_step
from crapette.engine.position import Rules
from crapette.engine.table_events import dealt_joker

from builders import side, three_game


def three(south: str, west: str = '{"reserve": ["3D", "8D"], "hand": ["2C"], "hand_card": null, "discard": []}',
          houses: str = '[["QS"], ["QC"], ["JS"], ["JC"], ["5H"], ["KC"], ["TS"], ["7D"], ["TC"]]',
          to_move: str = "south") -> Game:
    """A three-player game at a hand-made position (North: reserve K♥, discard 6♦)."""
    return three_game(south=json.loads(south), west=json.loads(west), houses=json.loads(houses), to_move=to_move,
                      north=side(reserve=["KH"], hand=["5C"], discard=["6D"]))


SOUTH = '{"reserve": ["9C", "JK", "4S"], "hand": ["KD", "8S"], "hand_card": null, "discard": []}'


def parts(game: Game, text: str) -> list[tuple[str, str]]:
    return explain_step(game, parse_action(text)).parts()


def test_the_first_house_emptied_leaves_play() -> None:
    """H8 holds only the 7♦ and every house holds a card: loading it onto West's 8♦
    empties the first house of the game, which leaves play; nine houses less one."""
    game = three(SOUTH)
    assert ("table", "H8 is empty: it is the first house emptied, so it leaves play for the rest of the game "
                     "(8 houses remain).") in parts(game, "H8-WR")
    assert describe_action(game.position, parse_action("H8-WR")) == (
        "South: 7♦ from house 8 onto West's reserve (loading); house 8 is empty and leaves play")
    game.push(parse_action("H8-WR"))
    assert game.position.table.out == frozenset({8})


def test_a_second_house_emptied_stays_in_play() -> None:
    """Only the first house emptied leaves play: with H8 out, emptying H5 (its 5♥ onto
    North's 6♦) is an ordinary load with no event."""
    game = three(SOUTH)
    game.push(parse_action("H8-WR"))
    assert not [kind for kind, _ in parts(game, "H5-ND") if kind == "table"]
    assert describe_action(game.position, parse_action("H5-ND")) == (
        "South: 5♥ from house 5 onto North's discard (loading)")


def test_the_joker_under_a_reserve_card_is_set_aside_when_it_shows() -> None:
    """South's reserve is 9♣, joker, 4♠ (top): the 4♠ goes on the 5♥ of H5, the joker
    shows, is set aside, and the 9♣ under it shows."""
    game = three(SOUTH)
    assert ("table", "The joker was under it: the joker is set aside whenever it shows, and the next card of "
                     "the reserve, 9♣, shows.") in parts(game, "SR-H5")
    assert describe_action(game.position, parse_action("SR-H5")) == (
        "South: 4♠ from reserve to house 5; the joker under it is set aside")
    game.push(parse_action("SR-H5"))
    assert game.position.aside == (JOKER,) and game.position.piles[0] == [parse_card("9C")]


def test_the_joker_turned_from_the_hand_is_set_aside_and_the_same_player_turns_again() -> None:
    """South's hand is K♦ then the joker on top: turning shows the joker, which is set
    aside, and South turns again: the K♦."""
    game = three('{"reserve": ["9C"], "hand": ["KD", "JK"], "hand_card": null, "discard": []}')
    assert ("table", "The next card of the hand is the joker: it is set aside, and South turns again "
                     "(K♦).") in parts(game, "turn")
    assert describe_action(game.position, parse_action("turn")) == (
        "South turns the joker from the hand, sets it aside and turns K♦")
    game.push(parse_action("turn"))
    assert game.position.piles[game.position.table.hand_card(0)] == [parse_card("KD")]
    assert game.to_move == 0  # the same player


def test_a_joker_last_in_the_hand_turns_the_discard_over() -> None:
    """The joker is the hand's last card and the discard holds 5♣ (first) and 8♥: turning
    again re-forms the hand from the discard, whose first card, the 5♣, comes up."""
    game = three('{"reserve": ["9C"], "hand": ["JK"], "hand_card": null, "discard": ["5C", "8H"]}')
    assert ("table", "The next card of the hand is the joker: it is set aside, and South turns again "
                     "(the discard becomes the new hand first: 5♣).") in parts(game, "turn")
    assert describe_action(game.position, parse_action("turn")) == (
        "South turns the joker from the hand, sets it aside and turns the discard over into a new hand "
        "and turns 5♣")
    game.push(parse_action("turn"))
    assert game.position.piles[game.position.table.hand_card(0)] == [parse_card("5C")]


def test_either_opponent_may_call_and_the_caller_moves_next() -> None:
    """West ends the turn (WH-WD); both opponents of West, North then South in order of
    play, may call on it, and the words say so, and that the caller moves next, play
    going on to the caller's left (ruling 23)."""
    west = '{"reserve": ["3D", "8D"], "hand": ["2C"], "hand_card": "4H", "discard": []}'
    game = three(SOUTH, west=west, to_move="west")
    game.push(parse_action("WH-WD"))
    assert game.stop_callers == (1, 0)
    call = Action(STOP, caller=0)
    step = explain_step(game, call)
    assert step.player == 0 and step.building == THREE_SEAT_CALL
    assert THREE_SEAT_CALL.startswith("Either opponent of the player who made the last action may call")
    assert "a founded call gives the caller the next move, and play goes on to the caller's left" in THREE_SEAT_CALL
    assert step.rule_notes == ("It judges West's last action, WH-WD.",
                               "North or South could call it: either opponent of West.")


def test_the_replay_why_panel_names_the_house_leaving_play() -> None:
    """The replay of a record from the hand-made position: after H8-WR the Why panel
    says that H8 leaves play, as a sentence of its own kind."""
    game = three(SOUTH)
    record = Record(variants=["three-players"], start=game.position.copy(), actions=["H8-WR"],
                    players={"south": "South", "west": "West", "north": "North"})
    replay = Replay(record)
    replay.goto(1)
    assert ("table", "H8 is empty: it is the first house emptied, so it leaves play for the rest of the game "
                     "(8 houses remain).") in replay.explanation()


def test_one_deck_an_ace_starts_the_only_foundation_of_its_suit() -> None:
    """Ruling 22: one deck, one ace per suit, four foundations: the A♥ starts the one
    hearts foundation."""
    pos = Position.loads("""{"format": "crapette-position/1", "variants": ["one-deck"], "to_move": "south",
      "south": {"reserve": ["AH"], "hand": ["2C"], "hand_card": null, "discard": []},
      "north": {"reserve": ["KS"], "hand": ["3D"], "hand_card": null, "discard": []},
      "houses": [["QS"], ["QD"], ["JS"], ["JC"], ["9H"], ["9C"]], "foundations": [[], [], [], []]}""")
    assert building_rule(pos, parse_action("SR-F1")) == (
        "A♥ is an ace, and an ace starts an empty foundation: with one deck, the only one of its suit.")


def test_the_dealt_joker_is_found_where_the_deal_set_it_aside() -> None:
    """The deal sets the joker aside when it lands on a house (the seat's next hand card
    takes its place: the hand keeps 23 cards) or on top of a reserve (7 cards stay); it
    is not set aside when it lies face down. ``dealt_joker`` must agree with the deal."""
    rules = Rules.from_names(["three-players"])
    kinds = set()
    for seed in range(1, 80):
        pos = Game.new(seed, ["three-players"]).position
        found = dealt_joker(seed, rules)
        assert (found is not None) == (JOKER in pos.aside), seed
        if found is None:
            continue
        table = pos.table
        if table.is_reserve(found.pile):
            assert len(pos.piles[found.pile]) == 7, seed
            kinds.add("reserve")
        else:
            assert found.pile in table.dealt_houses_of[found.player] and len(pos.hands[found.player]) == 23, seed
            kinds.add("house")
    assert kinds == {"reserve", "house"}


def test_the_replay_says_who_moves_first_and_the_order_of_play() -> None:
    """A three-player record: the start words name the seat to move, the start rule of
    the three-player game and the order of play, south, west, north."""
    game = Game.new(15, ["three-players"])
    replay = Replay(Record.from_game(game, seed=15))
    words = replay.start_words()
    assert "the lowest reserve card starts" in words
    assert "Play passes to the left: South, West, North." in words
    assert words.startswith(f"Dealt from seed 15. {('South', 'North', 'West')[game.to_move]} moves first")
    assert ("The joker was dealt" in words) == (JOKER in game.start.aside)


def test_an_offered_move_names_no_face_down_joker() -> None:
    """A hint (``ahead``) for the 4♠ on South's reserve must not tell that the joker lies
    face down under it; the house leaving play is no secret and is said."""
    game = three(SOUTH)
    assert describe_action(game.position, parse_action("SR-H5"), ahead=True) == "South: 4♠ from reserve to house 5"
    assert describe_action(game.position, parse_action("H8-WR"), ahead=True).endswith(
        "house 8 is empty and leaves play")


def test_the_replay_of_a_one_deck_game_says_who_plays_which_suits() -> None:
    """Ruling 22: south clubs and hearts, north diamonds and spades, four foundations."""
    game = Game.new(7, ["one-deck"])
    words = Replay(Record.from_game(game, seed=7)).start_words()
    assert "One deck: South plays the clubs and hearts, North the diamonds and spades; four foundations, one for " \
           "each suit." in words
