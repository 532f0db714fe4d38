"""The table's keys on the controller, without a screen (issue 26 items 5 and 9): what a
match and a lesson answer differently (``TablePolicy``), and group moves by keys.

Lesson 1's position (``lessons``): F1 holds A♥ 2♥, H1 the 4♥, H6 the 3♥; the answer
is H6-F1. The 4♥ fits nowhere: a match refuses to pick it up, a lesson picks it up
and judges where it is put. GROUP (learnhelpers): H2 holds the run 8♠ 7♥ 6♣, H3 is
empty, so 2 then 3 asks how many cards (1, 2 or 3)."""

from __future__ import annotations

from crapette.app.controller import MATCH, TableController
from crapette.app.lesson import LessonController
from crapette.engine import Game, Position
from crapette.engine.actions import TURN_ACTION
from crapette.lessons import load_lessons

from apphelpers import spans_text
from learnhelpers import GROUP

NAMES = ("South", "North")
SOLVED = "This lesson is solved: n for the next one, m for the list."


def lesson_one() -> LessonController:
    return LessonController(load_lessons()[0], is_last=False)


def note_text(table: TableController) -> str:
    assert table.note is not None
    return spans_text(table.note.spans)


def test_a_match_refuses_a_card_that_fits_nowhere_a_lesson_judges_where_it_goes() -> None:
    judge = lesson_one()
    match = TableController(Game(judge.controller.game.position.copy()), NAMES)
    assert match.policy is MATCH and judge.controller.policy is judge
    h1 = match.table.house(1)
    assert match.house_key(1) is None and match.selected is None
    assert note_text(match) == "4♥ (house 1) cannot go anywhere now."
    table = judge.controller
    assert table.house_key(1) is None and table.selected == h1  # picked up: where it goes is the answer
    action = table.to_foundation()
    assert action is not None and str(action) == "H1-F1"  # the hearts' foundation, the one it was meant for
    assert judge.push(action) is None and not judge.solved
    assert table.game.actions == [] and table.selected is None


def test_a_solved_lesson_takes_no_more_cards_and_says_so() -> None:
    judge = lesson_one()
    table = judge.controller
    table.house_key(6)
    action = table.to_foundation()
    assert action is not None and str(action) == "H6-F1"
    assert judge.push(action) is not None and judge.solved
    assert table.house_key(1) is None and table.selected is None
    assert note_text(table) == SOLVED
    assert table.turn() == TURN_ACTION  # t is still an answer, which the lesson turns down
    assert judge.push(TURN_ACTION) is None and [str(a) for a in table.game.actions] == ["H6-F1"]
    assert note_text(table) == SOLVED


def test_the_lesson_view_names_no_place_the_card_may_go() -> None:
    """The match lights where a picked-up card may go; in a lesson that is the question."""
    judge = lesson_one()
    table = judge.controller
    table.house_key(6)  # the 3♥, which may go on F1
    assert table.view("").targets == frozenset({table.table.foundation(1)})
    view = judge.view("")
    assert view.targets == frozenset() and view.selected == table.table.house(6)
    assert "picked up: where to?" in spans_text(view.prompt)


def test_an_empty_house_asks_how_many_cards() -> None:
    """Moved from a Pilot test: 2 then 3 asks; 2 moves two cards (7♥ 6♣)."""
    table = TableController(Game(Position.loads(GROUP)), NAMES)
    assert table.house_key(2) is None and table.house_key(3) is None
    assert table.choosing_count is not None and table.choosing_count.counts == (1, 2, 3)
    assert "How many cards from H2 to the empty H3?" in spans_text(table.prompt())
    assert table.enabled("house", (2,)) is True
    assert table.enabled("house", (4,)) is None  # H2 holds only 3 cards
    action = table.house_key(2)
    assert action is not None and str(action) == "H2:2-H3"


def test_one_card_to_an_empty_house_and_escape() -> None:
    """Moved from a Pilot test: esc drops the question and the card; 2 3 1 moves one card."""
    table = TableController(Game(Position.loads(GROUP)), NAMES)
    table.house_key(2)
    table.house_key(3)
    table.cancel()
    assert table.selected is None and table.choosing_count is None
    table.house_key(2)
    table.house_key(3)
    action = table.house_key(1)
    assert action is not None and str(action) == "H2-H3"
    assert table.push(action) is not None and [str(a) for a in table.game.actions] == ["H2-H3"]
