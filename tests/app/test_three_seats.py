"""The table controller at three seats and at the one-deck table, without Textual: the
order of play, who may call Stop! and who moves after the call, the house out of play,
the far opponent's piles, the three names and scores, and where the humans and the
computers sit.

Every position is made by hand, in the style of tests/engine/test_three_players.py;
the expected values come from rulings 22 and 23 (/work/shared/spec/rulings.md), the
reasoning in each test's comment.
"""

from __future__ import annotations

from typing import Any

import pytest

from crapette.app.computer import OpponentError
from crapette.app.controller import TableController
from crapette.app.dialogs.game_over import breakdown, scores
from crapette.app.seating import computer_seats, names_by_seat
from crapette.app.view import Span
from crapette.engine import Game, Position, Rules, parse_action
from crapette.engine import outcome as outcome_module
from crapette.engine.table import Seat

from apphelpers import spans_text as text
from builders import three_game

SOUTH, NORTH, WEST = 0, 1, 2
# typed in the order of play (south, west, north), kept by seat number (south, north, west)
NAMES = ("Ann", "Cid", "Bob")
THREE = Rules.from_names(["three-players"]).table
ONE_DECK = Rules.from_names(["one-deck"]).table


three = three_game  # ruling 23's table, every pile empty but the ones given (tests/builders.py)


class OneComputer:
    """The computer seats as the table sees them: here one computer, north."""

    def __init__(self, game: Game, seat: Seat) -> None:
        self.game, self.seat = game, seat

    @property
    def human(self) -> Seat | None:
        return None  # two humans share the keyboard

    def plays(self, seat: Seat) -> bool:
        return seat == self.seat

    def human_may(self, action: str) -> bool:
        return True

    def human_callers(self, game: Game) -> tuple[Seat, ...]:
        return tuple(s for s in game.stop_callers if s != self.seat)

    def prompt(self, seat: Seat, name: str, may_call: str | None) -> tuple[Span, ...]:
        return (Span(f"{name} is playing…"),)


def violation_by_south() -> TableController:
    """South turns a hand card while the reserve's A♠ could go up (P1): a violation
    both other players may call (ruling 23: "Either opponent may call Stop!")."""
    south = {"reserve": ["5C", "AS"], "hand": ["2S", "9H"], "hand_card": None, "discard": []}
    table = TableController(three(south=south), NAMES)
    assert table.push(parse_action("turn")) is not None
    return table


def test_names_are_typed_in_the_order_of_play_and_kept_by_seat() -> None:
    assert names_by_seat(THREE, ["Ann", "Bob", "Cid"]) == NAMES
    assert names_by_seat(THREE, None) == ("South", "North", "West")
    with pytest.raises(OpponentError, match="give 3 names"):
        names_by_seat(THREE, ["Ann", "Bob"])
    with pytest.raises(OpponentError, match="give 2 names"):
        names_by_seat(ONE_DECK, ["Ann", "Bob", "Cid"])


def test_turn_passes_south_west_north() -> None:
    # ruling 23: "Play passes to the left (south → west → north)": each player in turn
    # turns a hand card and puts it on their discard, which ends the turn
    seats = {name: {"reserve": [r], "hand": hand, "hand_card": None, "discard": []}
             for name, r, hand in (("south", "5C", ["2S", "8H"]), ("west", "9D", ["3S", "7C"]),
                                   ("north", "KS", ["4S", "6D"]))}
    table = TableController(three(**seats), NAMES)
    assert table.banner() == "▼ Ann (South) to play ▼"
    for arrow, name in (("◀", "Bob (West)"), ("▲", "Cid (North)"), ("▼", "Ann (South)")):
        assert table.push(parse_action("turn")) is not None
        assert table.push(table.end_turn()) is not None
        assert table.banner() == f"{arrow} {name} to play {arrow}"


def test_both_opponents_may_call_and_the_prompt_says_how() -> None:
    table = violation_by_south()
    assert table.callers() == (WEST, NORTH)  # west then north, the order of play
    assert "Bob (West) or Cid (North) may call [ ! Stop! ]" in text(table.last_line())
    # south (to move) sees the call key for the two callers, one key more: ! then w or n
    assert "! w/n Stop! (Bob or Cid)" in text(table.prompt())


def test_with_a_computer_north_only_west_calls_at_this_keyboard() -> None:
    table = violation_by_south()
    table.computers = OneComputer(table.game, NORTH)
    assert table.callers() == (WEST,)
    assert "! Stop! (Bob)" in text(table.prompt())


def test_the_caller_is_named_and_moves_next() -> None:
    # ruling 23: "a founded call is adjudicated as in ruling 11 and the caller moves next":
    # north (not the next player, west) calls: stop:N; A♠ goes up, north plays on
    table = violation_by_south()
    call = table.call_action(NORTH)
    assert str(call) == "stop:N"
    assert table.start_call()
    pushed = table.push(call)
    assert pushed is not None and pushed.verdict is not None and pushed.verdict.founded
    assert table.mover == NORTH and table.banner() == "▲ Cid (North) to play ▲"


def test_two_seats_keep_the_plain_call() -> None:
    table = TableController(Game.new(5), ("South", "North"))
    assert str(table.call_action(NORTH)) == "stop"


def test_a_house_out_of_play_is_refused_as_a_destination() -> None:
    # ruling 23: "The first house to be emptied is taken out of play for good": H4 is out
    # (null); south's reserve 5C would fit nowhere there, and the key says why
    houses: list[Any] = [["KH"], ["KD"], ["KS"], None, ["KC"], ["QH"], ["6D"], ["QD"], ["QS"]]
    table = TableController(three(houses=houses), NAMES)
    table.press(table.own_pile("reserve"))
    assert table.selected is not None
    assert table.house_key(4) is None
    assert table.note is not None and "house 4 is out of play" in table.note.spans[0].text
    assert table.house_key(7) == parse_action("SR-H7")  # 5C on 6D: black on red, one lower


def test_o_and_p_load_the_next_player_and_shift_the_far_one() -> None:
    # ruling 23: "Any player may load onto any opponent's reserve or discard": south's 8D
    # goes on west's 9D (o, the next player) or north's 7D (O, the far one)
    south = {"reserve": ["5C"], "hand": ["2S"], "hand_card": "8D", "discard": []}
    north = {"reserve": ["7D"], "hand": [], "hand_card": None, "discard": []}
    table = TableController(three(south=south, north=north), NAMES)
    table.press(table.own_pile("hand"))
    assert "o load WR · O load NR" in text(table.prompt())
    assert table.press(table.opponent_pile("reserve", far=True)) == parse_action("SH-NR")
    table.cancel()
    table.press(table.own_pile("hand"))
    assert table.press(table.opponent_pile("reserve")) == parse_action("SH-WR")


def test_the_one_deck_table_has_six_house_keys() -> None:
    game = Game.new(3, ["one-deck"])
    table = TableController(game, ("Ann", "Bob"))
    assert table.enabled("house", (7,)) is False and table.enabled("house", (9,)) is False
    assert table.enabled("far_opponent", ("reserve",)) is False
    assert table.refusal_reason("house", (7,)) == "There is no house 7: this table has houses 1–6."
    assert table.banner().endswith("to play ▼") or table.banner().endswith("to play ▲")


def test_three_scores_and_the_winners_points() -> None:
    # ruling 23: "The first player to play out scores 30 plus the counts (ruling 13) of both
    # others": west's reserve 9D counts 2; north's reserve KS 2 and hand 3 cards 3, so 5.
    # South plays out (its last card, 5C, onto the empty H7 is not out: it goes to a
    # foundation): 5C on F1's 4C; 30 + 2 + 5 = 37
    north = {"reserve": ["KS"], "hand": ["2H", "3H", "4H"], "hand_card": None, "discard": []}
    fs: list[Any] = [["AC", "2C", "3C", "4C"]] + [[] for _ in range(7)]
    game = three(north=north, foundations=fs)
    game.push(parse_action("SR-F1"))
    outcome = game.outcome
    assert outcome is not None and outcome.winner == SOUTH
    assert outcome.points == (37, 0, 0)
    assert breakdown(outcome, NAMES) == "Ann (South) wins: 30 + 2 (Bob) + 5 (Cid) = 37 points"
    assert scores(NAMES, outcome.points, THREE.seats) == "Ann 37 · Bob 0 · Cid 0"


def test_a_three_player_resignation_goes_to_the_lower_count() -> None:
    # docs/rules.md 9.4: south resigns; west counts 9D (2) + 2S 3S (2) = 4, north KS (2) +
    # 4H-7H (4) = 6: west, the lower, wins 30 + 2 (south's 5C) + 6 = 38
    west = {"reserve": ["9D"], "hand": ["2S", "3S"], "hand_card": None, "discard": []}
    north = {"reserve": ["KS"], "hand": ["4H", "5H", "6H", "7H"], "hand_card": None, "discard": []}
    game = three(west=west, north=north)
    assert outcome_module.resignation_winner(game.position, SOUTH) == WEST
    # north resigns: south 2 and west 4, south wins; equal counts go to the next after the resigner
    assert outcome_module.resignation_winner(game.position, NORTH) == SOUTH
    even = three(west=dict(west, hand=[]), north=north)  # west 2, south 2
    assert outcome_module.resignation_winner(even.position, NORTH) == SOUTH  # north -> south next
    assert outcome_module.resignation_winner(even.position, WEST) == SOUTH  # 2 against north's 6
    outcome = game.concede(WEST)
    assert (outcome.result, outcome.reason, outcome.points) == ("won:west", "resignation", (0, 0, 38))


def test_three_player_stalemate_scores_the_differences() -> None:
    # ruling 23: "each player with the lowest count scores the sum of the differences
    # between the others' counts and that count": south 5C = 2, west 9D 2S 3S = 2+1+1 = 4,
    # north KS + hand 4H 5H 6H 7H = 2+4 = 6: south scores (4-2)+(6-2) = 6
    west = {"reserve": ["9D"], "hand": ["2S", "3S"], "hand_card": None, "discard": []}
    north = {"reserve": ["KS"], "hand": ["4H", "5H", "6H", "7H"], "hand_card": None, "discard": []}
    game = three(west=west, north=north)
    outcome = game.agree_stalemate()
    assert outcome.counts == (2, 6, 4) and outcome.points == (6, 0, 0)
    assert breakdown(outcome, NAMES) == ("Stalemate (agreement): counts Ann 2, Bob 4, Cid 6; "
                                         "the lowest count scores the differences: Ann (South) 6 points")


def test_computers_take_the_seats_the_humans_leave() -> None:
    # one computer: the humans sit south and west (the first seats in the order of play)
    assert computer_seats(THREE, ["computer:3"], None) == {NORTH: "computer:3"}
    # two computers, the human west: the computers south then north, levels as typed
    assert computer_seats(THREE, ["computer:3", "computer:5"], ["west"]) == {SOUTH: "computer:3", NORTH: "computer:5"}
    assert computer_seats(THREE, ["computer:2"], ["north", "west"]) == {SOUTH: "computer:2"}
    with pytest.raises(OpponentError, match="name 2 seats for the humans"):
        computer_seats(THREE, ["computer:2"], ["north"])
    with pytest.raises(OpponentError, match="leave no seat for a human"):
        computer_seats(THREE, ["computer:1", "computer:2", "computer:3"], None)
    with pytest.raises(OpponentError, match="this game's seats are south, north"):
        computer_seats(ONE_DECK, ["computer:1"], ["west"])


# --- variant touch (ruling 20) -----------------------------------------------------------

def standard_touch(**over: Any) -> Game:
    """A standard-table position under the variant touch, stop mode: every house holds a
    card, south's reserve K♠ can go nowhere (no house takes a king; no Q♠ on a foundation;
    north's reserve 5♣ takes only the 4♣ and 6♣)."""
    obj: dict[str, Any] = {
        "format": "crapette-position/1", "variants": ["touch"], "to_move": "south",
        "south": {"reserve": ["KS"], "hand": ["2D", "3D"], "hand_card": None, "discard": []},
        "north": {"reserve": ["5C"], "hand": ["4S"], "hand_card": None, "discard": []},
        "houses": [["KH"], ["KD"], ["KC"], ["QH"], ["QD"], ["JH"], ["JD"], ["TH"]],
        "foundations": [[] for _ in range(8)],
    }
    obj.update(over)
    return Game(Position.from_json(obj))


def test_touch_picking_up_a_card_that_cannot_move_is_recorded() -> None:
    # ruling 20: "picking up a card that cannot legally move, is a fault the opponent may
    # call Stop! on: the attempt is shown, nothing moves"
    table = TableController(standard_touch(), ("Ann", "Bob"))
    reserve = table.own_pile("reserve")
    touch = table.press(reserve)
    assert touch is not None and str(touch) == "touch SR"
    pushed = table.push(touch)
    assert pushed is not None and "illegal attempt (touch)" in pushed.words
    assert table.game.position.piles[reserve] != []  # nothing moved
    assert table.last_moved() == frozenset({reserve})  # the board shows the attempt
    assert "Bob (North) may call [ ! Stop! ]" in text(table.last_line())


def test_touch_an_illegal_move_then_a_founded_stop_ends_the_turn() -> None:
    # ruling 20: "an attempted illegal move … a founded call ends the turn": south's hand card
    # 3D (turned) tried onto house 1's K♥ (a red three on a red king: no) is recorded, north calls
    table = TableController(standard_touch(), ("Ann", "Bob"))
    assert table.push(parse_action("turn")) is not None  # 3D turned
    hand = table.own_pile("hand")
    table.press(hand)
    touch = table.house_key(1)
    assert touch is not None and str(touch) == "touch SH-H1"
    assert table.push(touch) is not None
    assert table.last_moved() == frozenset({hand, table.table.house(1)})
    assert table.start_call()
    pushed = table.push(table.call_action(NORTH))
    assert pushed is not None and pushed.verdict is not None and pushed.verdict.founded
    assert table.mover == NORTH  # the offender's turn is over


def test_without_the_variant_a_refused_move_is_only_explained() -> None:
    table = TableController(standard_touch(variants=[]), ("Ann", "Bob"))
    assert table.press(table.own_pile("reserve")) is None
    assert table.note is not None and "cannot go anywhere now" in table.note.spans[0].text


def test_strict_undo_takes_back_only_the_movers_own_actions_at_three_seats() -> None:
    # hot seat: a player takes back their own actions of the turn they are playing, never
    # the previous player's (south's discard that ended its turn is not west's to undo)
    # every house holds a king, queen or jack, so nothing is mandatory: turning is allowed
    south = {"reserve": ["5C"], "hand": ["2S", "8H"], "hand_card": None, "discard": []}
    houses = [["KH"], ["KD"], ["KC"], ["QH"], ["QD"], ["QS"], ["QC"], ["JH"], ["JD"]]
    game = Game(three(south=south, houses=houses).position, "strict")
    table = TableController(game, NAMES)
    assert table.push(parse_action("turn")) is not None
    assert table.undo() == parse_action("turn") and game.actions == []
    table.push(parse_action("turn"))
    table.push(table.end_turn())
    assert table.mover == WEST
    assert table.undo() is None
    assert table.note is not None and "Nothing to undo in Bob (West)'s turn" in table.note.spans[0].text


def test_a_three_player_save_keeps_names_computers_and_scores() -> None:
    from crapette.app.save import MatchOptions, MatchSession, SaveError

    options = MatchOptions(variants=("three-players",), names=NAMES, first_seed=4,
                           computers=((NORTH, "computer:2"),))
    session = MatchSession.new(options)
    assert session.players == {"south": "Ann", "west": "Bob", "north": "Cid"}
    session.game.agree_stalemate()
    session.finish_game()
    back = MatchSession.loads(session.dumps())
    assert back.options == options and back.options.computer_seats() == {NORTH: "computer:2"}
    assert back.match.seats == THREE.seats and back.match.totals == session.match.totals
    assert back.match.outcomes[0].points == session.match.outcomes[0].points
    broken = session.dumps().replace('"Cid",\n', "")  # two names for a game of three
    with pytest.raises(SaveError, match="'names' must be three strings"):
        MatchSession.loads(broken)
