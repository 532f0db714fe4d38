"""The lessons on Wegner's ladder (Zank-Patience, ``001``; ruling 24, docs/rules.md §12a):
each position's answer is the move his ladder demands, and each listed wrong answer is
refused naming the step it breaks. They come last in the list.

Every expected answer was worked out by hand from the German text, quoted above it:
"Ein Zug ist nur dann erlaubt, wenn kein Zug mit kleinerer Nummer in der obigen Liste
möglich ist."
"""

from __future__ import annotations

import pytest

from crapette.engine import parse_action
from crapette.lessons import attempt, is_zank_lesson, load_lessons

ZANK_ORDER = ["zank-ladder", "zank-announce", "zank-choice", "zank-new-source"]
LESSONS = {lesson.id: lesson for lesson in load_lessons() if is_zank_lesson(lesson)}

# lesson, a wrong answer, the step it breaks (None: refused by the building rules), words
WRONG = [
    # "1. Oberste Karte eines Randstapels auf einen Mittestapel legen." comes before
    # "4. Oberste Karte der eigenen Ablage auf einen Mittestapel legen." and 5 and 7.2
    ("zank-ladder", "SD-F2", "W1", ["breaks W1", "H1-F1"]),
    ("zank-ladder", "SD-H1", "W1", ["breaks W1"]),
    ("zank-ladder", "turn", "W1", ["breaks W1"]),
    # "2. ... um eine Karte freizulegen, die auf einen Mittestapel paßt. ... Auf einen leeren
    # Randstapel darf man eine Karte nur dann legen, wenn sie auf keinen nichtleeren paßt."
    ("zank-announce", "SD-F2", "W2", ["breaks W2", "free it first: H1-H2."]),
    ("zank-announce", "H1-H3 free:8H", "W2", ["breaks W2", "fits on no non-empty one"]),
    ("zank-announce", "turn", "W2", ["breaks W2"]),
    # "6. ... auf die Ablage des Gegners ..., wenn ... kein Randstapel leer ist."
    ("zank-choice", "SD-ND", "W6", ["breaks W6", "no house is empty", "no move 6"]),
    # the 7♠ does not go down on the 6♠: "nächstniedrigeren Wertes"
    ("zank-new-source", "SD-H1", None, ["Not allowed", "houses go down"]),
]


def test_the_zank_lessons_come_last() -> None:
    assert list(LESSONS) == ZANK_ORDER
    assert [lesson.number for lesson in LESSONS.values()] == [16, 17, 18, 19]
    shown = load_lessons()
    assert [lesson.id for lesson in shown[-4:]] == ZANK_ORDER and len(shown) == 19
    assert not any(is_zank_lesson(lesson) for lesson in load_lessons(other_games=False))


@pytest.mark.parametrize("lesson_id", ZANK_ORDER)
def test_each_answer_is_the_move_the_ladder_allows(lesson_id: str) -> None:
    lesson = LESSONS[lesson_id]
    game = lesson.game()
    assert game.rules.game.founded_call_takes_back and game.to_move == 0 and game.outcome is None
    clean = {str(a) for a, v in game.analysis() if v is None}
    assert clean == {str(a) for a in lesson.answers}
    for answer in lesson.answers:
        feedback = attempt(lesson, lesson.game(), answer)
        assert feedback.correct, feedback.text()


def test_move_1_before_move_4() -> None:
    # H1's 5♥ goes on F1's 4♥ (move 1); South's 4♣ could go on F2's 3♣ (move 4) or on the
    # 5♥ (move 5): only H1-F1 is allowed, and after it the 4♣ still goes to F2.
    lesson = LESSONS["zank-ladder"]
    game = lesson.game()
    assert attempt(lesson, game, parse_action("H1-F1")).correct
    assert [str(a) for a, v in game.analysis() if v is None] == ["SD-F2"]


def test_an_announced_move_2_frees_the_card_for_move_1() -> None:
    # 7♣ onto 8♦ uncovers 8♥, which F1 (up to 7♥) takes next: move 1.
    lesson = LESSONS["zank-announce"]
    game = lesson.game()
    assert attempt(lesson, game, parse_action("H1-H2 free:8H")).correct
    assert [str(a) for a, v in game.analysis() if v is None] == ["H1-F1"]


def test_move_7_is_the_players_choice_and_move_6_waits_for_no_empty_house() -> None:
    # "7. Nach Wahl des Spielers: 7.1 ... auf einen leeren Randstapel legen. 7.2 ... Quelle"
    lesson = LESSONS["zank-choice"]
    assert sorted(str(a) for a in lesson.answers) == ["SD-H8", "turn"]
    game = lesson.game()
    assert game.violation(parse_action("SD-ND")) is not None  # legal (6♥ takes the 5♥), but no move 6


def test_move_8_turns_the_discard_over_and_its_bottom_card_must_be_placed() -> None:
    # "8. Ablagestapel als neue Quelle umdrehen." The discard 5♥ (bottom) 7♠ (top) turned
    # over: 7♠ is the new source and the 5♥ is taken at once (7.2); it must go on the
    # non-empty house that takes it (6♠, H1), before an empty house or any discard.
    lesson = LESSONS["zank-new-source"]
    game = lesson.game()
    assert attempt(lesson, game, parse_action("turn")).correct
    side = game.position.to_json()["south"]
    assert side["hand"] == ["7S"] and side["hand_card"] == "5H" and side["discard"] == []
    assert [str(a) for a, v in game.analysis() if v is None] == ["SH-H1"]


@pytest.mark.parametrize(("lesson_id", "wrong", "rule", "words"), WRONG)
def test_a_wrong_answer_names_the_step(lesson_id: str, wrong: str, rule: str | None, words: list[str]) -> None:
    lesson = LESSONS[lesson_id]
    game = lesson.game()
    before = game.position.to_json()
    feedback = attempt(lesson, game, parse_action(wrong))
    assert not feedback.correct and feedback.rule == rule
    text = feedback.text()
    for w in words:
        assert w in text, (w, text)
    assert game.position.to_json() == before  # not played


@pytest.mark.parametrize(("lesson_id", "words"), [
    # 18: South's source still holds cards, so "turn" takes its next card (7.2)
    ("zank-choice", "the next card of the source may be taken (move 7.2)"),
    # 19: the source is empty, so "turn" first turns the discard over as the new source (8)
    ("zank-new-source", "the discard is first turned over (unshuffled) as the new source (move 8)"),
])
def test_the_feedback_says_source_not_hand(lesson_id: str, words: str) -> None:
    """Wegner's players take from a source (Quelle): a Zank lesson's feedback never speaks
    of a hand, which his game does not have."""
    lesson = LESSONS[lesson_id]
    feedback = attempt(lesson, lesson.game(), parse_action("turn"))
    assert feedback.correct
    assert any(words in line for line in feedback.lines), feedback.text()
    assert "hand" not in feedback.text().lower()
