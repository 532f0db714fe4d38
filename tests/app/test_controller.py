"""The table controller without Textual: selection, keys enabled, notes and the view.

Seed 5 (see test_play.py): south starts with A♦ on its reserve (SR) and A♣ on H8, every
foundation empty, so both aces may go up, and P1 makes the reserve's ace mandatory
(the reserve comes first among the cards that may go to a foundation)."""

from __future__ import annotations

from crapette.app.controller import TableController
from crapette.engine import Game, move
from crapette.engine.table import STANDARD_TABLE as T

NAMES = ("South", "North")
SR, F1 = T.reserve(0), T.foundation(1)
H8 = T.house(8)


def controller(mode: str = "stop") -> TableController:
    return TableController(Game.new(5, (), mode), NAMES)


def test_pick_up_then_send_to_the_lowest_foundation() -> None:
    table = controller()
    assert table.enabled("cancel", ()) is None  # nothing to cancel yet: greyed
    assert table.press(SR) is None  # picked up, nothing played yet
    assert table.selected == SR
    table.changed()
    assert table.enabled("cancel", ()) is True
    # every foundation is empty: the ace goes to the first one, F1
    assert table.to_foundation() == move(SR, F1)


def test_the_same_pile_again_sends_it_up() -> None:
    table = controller()
    table.press(SR)
    assert table.press(SR) == move(SR, F1)


def test_a_foundation_cannot_be_picked_up() -> None:
    table = controller()
    assert table.press(F1) is None
    assert table.selected is None
    assert table.note is not None and table.note.kind == "error"
    assert table.note.spans[0].text == "Cards never leave a foundation (F1)."


def test_cancel_puts_the_card_back() -> None:
    table = controller()
    table.press(H8)
    table.cancel()
    assert table.selected is None and table.note is None


def test_strict_mode_refuses_a_priority_violation_with_the_rule() -> None:
    table = controller("strict")
    assert table.push(move(H8, F1)) is None  # A♣ before the reserve's A♦ breaks P1
    assert table.game.actions == []
    assert table.note is not None and table.note.kind == "error"
    assert table.note.spans[0].text.startswith("Refused: H8-F1 breaks rule P1.")


def test_stop_mode_plays_it_and_keeps_its_words() -> None:
    table = controller()
    pushed = table.push(move(SR, F1))
    assert pushed is not None and pushed.verdict is None
    assert table.game.actions == [move(SR, F1)]
    assert table.last_words == pushed.words and "A♦" in pushed.words
    # North may call Stop! on it: the call key is live, the crapette key hidden
    table.changed()
    assert table.enabled("stop", ()) is True
    assert table.enabled("crapette", ()) is False


def test_the_view_shows_the_selection_and_where_it_may_go() -> None:
    table = controller()
    table.press(SR)
    view = table.view("info")
    assert view.selected == SR
    assert F1 in view.targets
    assert view.banner == "▼ South to play ▼"
    assert view.prompt[0].text.startswith("A♦ from")


def test_a_number_the_table_has_no_pile_for_says_so_and_does_nothing_else() -> None:
    """The monkey found it: key 9 reached a two-seat lesson (eight houses) and the app
    stopped on an IndexError. Nothing is picked up and nothing is played, and the error
    line says why (the standard table has houses H1–H8: no H9)."""
    table = controller()
    assert table.house_key(9) is None
    assert table.selected is None
    assert table.game.ply == 0
    assert table.note is not None and table.note.kind == "error"
    assert table.note.spans[0].text == "There is no house 9: this table has houses 1–8."


def test_a_foundation_the_table_has_not_while_one_is_chosen() -> None:
    """One deck (variant one-deck: four foundations, F1–F4, and six houses): F then 5
    names no foundation; the choice ends, nothing is played, the error line says so."""
    table = TableController(Game.new(5, ("one-deck",), "stop"), NAMES)
    assert (table.table.house_count, table.table.foundation_count) == (6, 4)
    table.choosing_foundation = True
    assert table.house_key(5) is None
    assert table.game.ply == 0 and not table.choosing_foundation
    assert table.note is not None
    assert table.note.spans[0].text == "There is no foundation 5: this table has foundations 1–4."


def test_a_turn_ends_in_words_whatever_the_name() -> None:
    """The possessive is a whole catalog text: "South's turn", but "the turn of Computer
    (level 3, South)" (an apostrophe after "level 3, South)" reads badly), capitalised."""
    from crapette.app.selection import possessive_words

    names = ("Computer (level 3)", "Bob")
    assert possessive_words(names, 0, "{player}'s turn", "the turn of {player}") == "the turn of Computer (level 3, South)"
    assert possessive_words(names, 1, "{player}'s turn", "the turn of {player}") == "Bob (North)'s turn"
    table = TableController(Game.new(5, (), "stop"), names)
    table.notice_turn_over(1)  # as if North had just ended a turn: South is to move
    assert table.note is not None
    assert table.note.spans[0].text == "Bob (North)'s turn is over: Computer (level 3, South) to play."


def test_two_computers_change_pace_in_one_sentence() -> None:
    """+ and - change every computer's pace; with two the notice says so in the plural (its
    own catalog text, not the one computer's sentence rewritten). The steps (computer.py's
    PACE_STEPS) go 0.6 -> 1 slower."""
    from crapette.app.computer import ManualClock
    from crapette.app.computers import ComputerSeats

    two = ComputerSeats({0: "computer:2", 2: "computer:3"}, 0.6, ManualClock())
    assert two.change_pace(1) == "The computers now play one action every 1 s (+ faster, - slower)."
    assert all(c.pace == 1 for c in two.computers)


def play(table: TableController, action: object) -> None:
    """What the game screen does with an action a key came to: push it."""
    assert action is not None, table.note
    assert table.push(action) is not None  # type: ignore[arg-type]


def test_second_press_sends_to_foundation_and_digits_move_between_houses() -> None:
    """Moved from a Pilot test: r r (the same key again: up), 8 enter (A♣ to the next
    foundation, F2), 7 2 (4♥ onto H2's 5♠)."""
    table = controller()
    table.press(table.own_pile("reserve"))
    play(table, table.press(table.own_pile("reserve")))
    table.house_key(8)
    play(table, table.confirm())
    table.house_key(7)
    play(table, table.house_key(2))
    assert [str(a) for a in table.game.actions] == ["SR-F1", "H8-F2", "H7-H2"]


def test_choose_a_foundation() -> None:
    """Moved from a Pilot test: r, F (choose a foundation), 6 → SR-F6."""
    table = controller()
    table.press(table.own_pile("reserve"))
    table.choosing_foundation = True  # the F key
    play(table, table.house_key(6))
    assert [str(a) for a in table.game.actions] == ["SR-F6"]


def test_turn_ends_by_discard_with_keys() -> None:
    """Moved from a Pilot test: r f 8 f t, then x ends the turn: North to play, said."""
    table = controller()
    for pile in (table.own_pile("reserve"), H8):
        table.press(pile)
        play(table, table.to_foundation())
    play(table, table.turn())
    assert table.game.position.piles[table.own_pile("hand")]  # a turned hand card
    play(table, table.end_turn())
    assert table.game.to_move == 1
    assert table.note is not None and "".join(s.text for s in table.note.spans) == "South's turn is over: North to play."
    assert table.banner() == "▲ North to play ▲"
