"""The lessons of the other games played through by their controller, as the keys and
clicks drive it (no Textual: the board that draws these tables is another branch's).

The expected answers and words were worked out by hand from rulings 22–23 and the
lessons' positions (tests/test_lessons.py says how), not copied from the program."""

from __future__ import annotations

import pytest

from crapette.app.lesson import LessonController, meant_foundation
from crapette.engine import parse_card
from crapette.engine.actions import CALL, MOVE, PASS, STOP, TURN, Action
from crapette.lessons import Lesson, load_lessons

from apphelpers import spans_text as text

LESSONS = {lesson.id: lesson for lesson in load_lessons(other_games=True)}


def controller(lesson_id: str) -> LessonController:
    lesson: Lesson = LESSONS[lesson_id]
    return LessonController(lesson, is_last=lesson_id == "three-players-stop")


def test_one_deck_by_keys_2_then_f() -> None:
    """2 picks up the 2♦ on H2; f sends it to the one foundation it fits, F2 (A♦)."""
    ctrl = controller("one-deck")
    assert ctrl.controller.table.seat_count == 2 and len(ctrl.controller.table.foundations) == 4
    assert "1–6" in text(ctrl.prompt())  # six houses
    assert ctrl.controller.house_key(2) is None  # picked up
    action = ctrl.controller.to_foundation()
    assert action is not None and str(action) == "H2-F2"
    pushed = ctrl.push(action)
    assert pushed is not None and ctrl.solved
    assert pushed.words == "South: 2♦ from house 2 to foundation 2"


def test_one_deck_a_card_that_fits_no_foundation_is_judged_on_its_suit_s_one() -> None:
    """3 then f: the 3♠ fits no foundation; the learner meant the spades' one, F4 (A♠),
    and the lesson says why not (the one 2♠ comes first). The table stays as it was."""
    ctrl = controller("one-deck")
    pos = ctrl.controller.game.position
    assert meant_foundation(pos, parse_card("3S")) == pos.table.foundation(4)
    ctrl.controller.house_key(1)
    action = ctrl.controller.to_foundation()
    assert action is not None and str(action) == "H1-F4"
    assert ctrl.push(action) is None and not ctrl.solved
    assert ctrl.feedback is not None and "only one 2♠" in ctrl.feedback.text()
    assert ctrl.controller.game.actions == []


def test_three_players_by_keys_8_then_o_loads_west() -> None:
    """8 picks up the 7♦; o is the next player's reserve, West's 8♦: loaded, and H8, the
    first house emptied, leaves play (ruling 23)."""
    ctrl = controller("three-players")
    assert "1–9" in text(ctrl.prompt())  # nine houses
    ctrl.controller.house_key(8)
    prompt = text(ctrl.prompt())
    assert "West's reserve" in prompt and "West's discard" in prompt
    action = ctrl.controller.press(ctrl.controller.opponent_pile("reserve"))
    assert action is not None and str(action) == "H8-WR"
    pushed = ctrl.push(action)
    assert pushed is not None and ctrl.solved
    assert pushed.words == "South: 7♦ from house 8 onto West's reserve (loading); house 8 is empty and leaves play"
    assert ctrl.controller.game.position.table.out == frozenset({8})


def test_three_players_a_click_on_north_s_discard_loads_north() -> None:
    """The other opponent: click H8, then North's discard (6♦)."""
    ctrl = controller("three-players")
    ctrl.controller.press(ctrl.controller.table.house(8))
    action = ctrl.controller.press(ctrl.controller.table.discard(1))
    assert action is not None and str(action) == "H8-ND"
    assert ctrl.push(action) is not None and ctrl.solved


def test_three_players_stop_the_learner_calls_and_moves_next() -> None:
    """North's NH-ND broke P2; South or West may call. ! makes South the caller (stop:S);
    the call is founded and South, the caller, moves next."""
    ctrl = controller("three-players-stop")
    assert "South or West may call Stop! (!)" in text(ctrl.last_line())
    assert ctrl.controller.start_call()
    call = ctrl.controller.call_action()
    assert call == Action(STOP, caller=0) and str(call) == "stop:S"
    pushed = ctrl.push(call)
    assert pushed is not None and ctrl.solved
    assert pushed.verdict is not None and pushed.verdict.next_player == 0
    assert pushed.words == ("South calls Stop! on North's NH-ND: founded (P2); H8-F1 played instead, "
                            "hand card discarded; South to play (the caller moves next)")


def test_three_players_stop_playing_on_is_refused_with_the_missed_rule() -> None:
    ctrl = controller("three-players-stop")
    ctrl.controller.house_key(8)
    action = ctrl.controller.to_foundation()
    assert action is not None and str(action) == "H8-F1"
    assert ctrl.push(action) is None and not ctrl.solved
    assert ctrl.controller.note is not None and ctrl.feedback is not None and ctrl.feedback.rule == "P2"  # the rule: in the box


def test_two_player_lessons_keep_their_words() -> None:
    """The standard game's Stop! lesson still names North's piles and one caller."""
    ctrl = controller("stop")
    assert "South may call Stop! (!)" in text(ctrl.last_line())
    assert ctrl.controller.call_action() == Action(STOP)


def test_wegners_announced_move_is_answered_by_keys() -> None:
    """Lesson 17 (move 2): 1 then 2 moves the 7♣ onto the 8♦. The move is legal only
    announced, so the lesson judged the bare H1-H2 — wrong, and the lesson could not be
    solved by keys at all. Announced as the game announces it: freeing the 8♥ is the one
    announcement the ladder allows here (emptying H1 is move 3, after move 2)."""
    ctrl = LessonController(LESSONS["zank-announce"], is_last=False)
    assert ctrl.controller.house_key(1) is None  # picked up
    action = ctrl.controller.house_key(2)
    assert action is not None and str(action) == "H1-H2 free:8H"
    assert ctrl.push(action) is not None and ctrl.solved



def by_hand(ctrl: LessonController, answer: Action) -> Action | None:
    """What the keys (or clicks) for ``answer`` come to: a move picks up its source and
    puts it on its target; a turn, a call or the end of a turn has its own key."""
    if answer.kind == MOVE:
        first = ctrl.controller.press(answer.src)
        if first is not None:
            return first
        said = ctrl.controller.press(answer.dst)
        if said is None and ctrl.controller.announcing:  # several announcements: the dialog's choice
            return answer if answer in ctrl.controller.announcing else None
        return said
    if answer.kind in (TURN, PASS):
        return ctrl.controller.turn()
    if answer.kind in (STOP, CALL):
        return ctrl.controller.call_action()
    return None


@pytest.mark.parametrize("lesson_id", sorted(LESSONS))
def test_every_lesson_can_be_answered_by_keys(lesson_id: str) -> None:
    """Each lesson's first answer, given as a learner gives it (lesson 17 could not be)."""
    lesson = LESSONS[lesson_id]
    ctrl = LessonController(lesson, is_last=False)
    action = by_hand(ctrl, lesson.answers[0])
    assert action is not None and ctrl.push(action) is not None and ctrl.solved, (lesson_id, action)
