"""One key rule (issue 26 item 7), on the controller without Textual: for each key,
whether it acts now (True), is greyed (None) or hidden (False), and the one sentence
said when it is pressed anyway — both from ``keys.key_rule``, so they cannot disagree.

Seed 5, standard game (see test_controller.py): south to move, A♦ on its reserve and A♣
on H8, every foundation empty; P1 makes the reserve's ace mandatory. The expected
sentences are the catalog's English texts, with the seats' names filled in by hand."""

from __future__ import annotations

from crapette.app.controller import TableController
from crapette.app.keys import KeyRule
from crapette.app.lesson import LessonController
from crapette.engine import Game
from crapette.engine.table import STANDARD_TABLE as T
from crapette.match.seats import Seats, TableSeats

NAMES = ("South", "North")


def rule(ctrl: TableController, action: str, *parameters: object) -> tuple[bool | None, str]:
    """The key's state and its reason, as the footer and the message line get them."""
    got: KeyRule = ctrl.key_rule(action, parameters)
    assert ctrl.enabled(action, parameters) is got.state  # the footer's cached answer is the rule's
    assert ctrl.refusal_reason(action, parameters) == got.why()  # the message line's too
    return got.state, got.why()


def controller(mode: str = "stop", variants: tuple[str, ...] = ()) -> TableController:
    return TableController(Game.new(5, variants, mode), NAMES)


def test_undo_is_hidden_in_stop_mode_and_greyed_in_strict_mode_with_its_reason() -> None:
    assert rule(controller("stop"), "undo") == (False, "No undo in stop mode: taking an action back would defeat the call.")
    assert rule(controller("strict"), "undo") == (None, "Nothing to undo: no action has been played yet.")


def test_keys_grey_out_as_the_moment_allows() -> None:
    """Moved here from test_play (it needed no screen): seed 5, south to move."""
    ctrl = controller()
    assert ctrl.enabled("end_turn", ()) is None  # no hand card turned
    assert ctrl.enabled("stop", ()) is None  # nothing to call
    assert ctrl.enabled("foundation", ()) is None  # nothing picked up
    assert ctrl.enabled("turn", ()) is True
    assert ctrl.enabled("own", ("reserve",)) is True
    assert ctrl.enabled("house", (3,)) is None  # 10♦ cannot move
    assert ctrl.press(T.house(7)) is None  # picked up
    ctrl.changed()
    assert ctrl.enabled("house", (2,)) is True
    assert ctrl.enabled("cancel", ()) is True
    ctrl.cancel()
    assert ctrl.selected is None


def test_keys_this_table_lacks_are_hidden_and_say_why() -> None:
    ctrl = controller()
    # two seats: houses 1-8 only, and the far opponent's keys (O, P) are the three-seat table's
    assert rule(ctrl, "house", 9) == (False, "There is no house 9: this table has houses 1–8.")
    assert rule(ctrl, "far_opponent", "discard")[0] is False
    # the standard game's t turns the hand: Wegner's "source" t is not its key
    assert rule(ctrl, "turn", "source")[0] is False


def test_the_moment_decides_a_key_of_the_table() -> None:
    ctrl = controller()
    assert rule(ctrl, "own", "reserve")[0] is True  # A♦ may be picked up (and must go up first: P1)
    assert rule(ctrl, "hint")[0] is True
    # nothing picked up: nothing to put back, nothing to send to a foundation
    assert rule(ctrl, "cancel") == (None, "That key does nothing now.")
    assert rule(ctrl, "foundation") == (None, "Pick a card first (r, h, d, 1–8), then f sends it to a foundation.")


def test_a_finished_game_greys_every_table_key_and_says_so_first() -> None:
    ctrl = controller()
    ctrl.game.agree_stalemate()
    for action, parameters in (("own", ("reserve",)), ("house", (1,)), ("turn", ()), ("foundation", ())):
        assert rule(ctrl, action, *parameters) == (None, "The game is over.")
    assert rule(ctrl, "house", 9)[0] is False  # a key the table lacks stays hidden


def test_while_a_computer_plays_the_persons_keys_are_greyed() -> None:
    game = Game.new(5, (), "stop")  # south, the computer here, is to move
    seats = TableSeats(Seats(T.seats, ("Computer (level 3)", "North"), {0: "computer:3"}), game)
    ctrl = TableController(game, ("Computer (level 3)", "North"), seats)
    assert rule(ctrl, "own", "reserve") == (None, "Computer (level 3, South) is playing: wait for your turn.")
    assert rule(ctrl, "hint")[0] is None
    assert rule(ctrl, "pause")[0] is True  # the person may pause the computer while it plays


def test_during_a_pause_only_continue_the_call_and_the_free_keys_act() -> None:
    ctrl = controller()
    assert rule(ctrl, "pause")[0] is False  # two people at the standard game: no Pause offered
    ctrl.paused_by = 1  # North paused: South keeps still
    ctrl.changed()
    still = "Pause: South keeps still until North continues (z) or someone calls Stop! (!)."
    assert rule(ctrl, "own", "reserve") == (None, still)
    assert rule(ctrl, "turn") == (None, still)
    assert rule(ctrl, "pause")[0] is True  # z continues
    assert rule(ctrl, "help")[0] is True
    assert rule(ctrl, "house", 9)[0] is False  # hidden in this game, paused or not


def test_wegner_has_no_reserve_key_and_says_whose_piles_to_use() -> None:
    ctrl = controller(variants=("zank-patience",))
    assert rule(ctrl, "own", "reserve") == (
        False, "Zank-Patience has no reserves: d your discard, h the card from your source, t take one.")
    assert rule(ctrl, "turn")[0] is False  # his t takes a source card: the "source" key
    assert rule(ctrl, "stop_naming")[0] is False  # his Stop! names nothing: the action is taken back


def test_a_lesson_answers_every_game_key_and_refuses_the_hint_with_its_reason() -> None:
    from crapette.lessons import load_lessons

    lesson = LessonController(load_lessons()[0], is_last=False).controller  # its table asks the lesson
    assert rule(lesson, "hint") == (False, "No hints in a lesson: find the answer on the board.")
    assert rule(lesson, "undo") == (False, "No undo in a lesson: find the answer on the board.")
    assert rule(lesson, "own", "reserve")[0] is True  # a wrong answer is explained, never ignored
