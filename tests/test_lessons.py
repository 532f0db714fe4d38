"""The lessons shipped as package data: every position valid, every answer legal and
accepted, and a wrong answer per lesson explained with the rule it is about.

The expected words below were worked out by hand from docs/rules.md for each
position, not copied from the program's output.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from crapette.engine import Position, parse_action, parse_card
from crapette.engine.actions import STOP, Action
from crapette.words.cards import rank_symbol
from crapette.i18n import pgettext, set_language
from crapette.lesson_texts import CARD, with_ranks
from crapette.lessons import LessonError, attempt, load_lessons, parse_lesson

LESSONS = {lesson.id: lesson for lesson in load_lessons(other_games=True)}

# The series, in order: one lesson per building rule, per priority rule, Stop!,
# loading the opponent's piles, the end of a turn, the re-formed hand and the score;
# then the other games: one deck, three players, who calls Stop! at a table of three.
STANDARD = ["foundations", "houses", "empty-house", "loading", "end-of-turn", "new-hand",
            "p1", "p2", "p3", "attack", "stop", "scoring"]
ORDER = [*STANDARD, "one-deck", "three-players", "three-players-stop", "zank-ladder", "zank-announce", "zank-choice",
         "zank-new-source"]

# lesson id, a wrong answer, the priority rule at stake (None: a building or turn rule),
# words the explanation must contain (the rule it breaks, in the engine's or the lesson's words)
WRONG = [
    ("foundations", "H2-F2", None, ["foundations go up one rank in the same suit"]),
    ("foundations", "turn", "P2", ["breaks P2"]),
    ("houses", "SH-H1", None, ["houses go down one rank in alternating colours"]),
    ("houses", "SH-H4", None, ["houses go down"]),
    ("empty-house", "SH-SD", None, ["empty house"]),
    ("loading", "H2-ND", None, ["same suit, one rank up or down"]),
    ("loading", "H6-ND", None, ["only an 8♦ or a 10♦"]),
    ("end-of-turn", "turn", None, ["you already have a turned hand card", "discard"]),
    ("new-hand", "pass", None, ["no hand, no turned hand card and no discard"]),
    ("p1", "H1-F1", "P1", ["breaks P1", "SR-F2"]),
    ("p1", "turn", "P1", ["breaks P1"]),
    ("p2", "SH-SD", "P2", ["breaks P2"]),
    ("p2", "SH-H4", "P2", ["breaks P2"]),
    ("p3", "turn", "P3", ["breaks P3", "SR-H2"]),
    ("attack", "SH-ND", None, ["empty"]),
    ("attack", "SH-SD", None, ["end your turn", "North's reserve"]),
    ("stop", "H8-F1", "P2", ["North's NH-ND broke P2", "Stop!"]),
    ("stop", "turn", "P2", ["North's NH-ND broke P2", "Stop! window closes"]),
    ("scoring", "SH-SD", None, ["still yours", "last card"]),
    # one deck: F1 clubs (A♣ 2♣), F2 diamonds (A♦), F3 hearts (A♥ 2♥), F4 spades (A♠)
    ("one-deck", "H1-F4", None, ["foundations go up one rank in the same suit", "only one 2♠"]),
    ("one-deck", "H2-F4", None, ["the diamonds' is F2"]),
    ("one-deck", "SR-F3", None, ["needs the one 3♥ first"]),
    ("one-deck", "turn", "P2", ["breaks P2", "H2-F2"]),
    # three players: West's discard is empty; turning is allowed but not the question
    ("three-players", "H8-WD", None, ["west's discard is empty", "nothing can be loaded onto an empty pile"]),
    ("three-players", "turn", None, ["load the 7♦"]),
    ("three-players-stop", "H8-F1", "P2", ["North's NH-ND broke P2", "Stop!"]),
    ("three-players-stop", "turn", "P2", ["North's NH-ND broke P2", "neither you nor West"]),
]


def test_the_series_is_complete_and_in_order() -> None:
    assert list(LESSONS) == ORDER
    assert [lesson.number for lesson in LESSONS.values()] == list(range(1, len(ORDER) + 1))


def test_the_other_games_lessons_come_after_the_standard_game_s() -> None:
    assert [lesson.id for lesson in load_lessons(other_games=False)] == STANDARD
    assert [lesson.id for lesson in load_lessons()] == ORDER


@pytest.mark.parametrize("lesson_id", ORDER)
def test_start_position_is_valid_and_in_play(lesson_id: str) -> None:
    lesson = LESSONS[lesson_id]
    assert lesson.record.start is not None
    again = Position.from_json(json.loads(lesson.record.start.dumps()))  # validates every pile
    again.validate()
    game = lesson.game()
    assert game.outcome is None
    assert game.to_move == 0  # the learner is always South at the question


@pytest.mark.parametrize("lesson_id", ORDER)
def test_every_answer_is_legal_and_accepted(lesson_id: str) -> None:
    lesson = LESSONS[lesson_id]
    for answer in lesson.answers:
        game = lesson.game()
        if answer.kind == parse_action("stop").kind:
            assert game.can_stop()
        else:
            assert answer in game.legal_actions()
            assert game.violation(answer) is None
        before = len(game.actions)
        feedback = attempt(lesson, game, answer)
        assert feedback.correct
        assert len(game.actions) == before + 1  # the answer is played on the board
        assert lesson.right in feedback.lines


@pytest.mark.parametrize("lesson_id", ORDER)
def test_every_listed_wrong_answer_is_refused_with_its_explanation(lesson_id: str) -> None:
    lesson = LESSONS[lesson_id]
    assert lesson.wrong, "each lesson explains at least one wrong answer"
    for text, explanation in lesson.wrong.items():
        game = lesson.game()
        feedback = attempt(lesson, game, parse_action(text))
        assert not feedback.correct
        assert explanation in feedback.lines


@pytest.mark.parametrize(("lesson_id", "wrong", "rule", "words"), WRONG)
def test_wrong_answer_names_the_rule(lesson_id: str, wrong: str, rule: str | None, words: list[str]) -> None:
    lesson = LESSONS[lesson_id]
    game = lesson.game()
    start = game.position.copy()
    played = list(game.actions)
    feedback = attempt(lesson, game, parse_action(wrong))
    assert not feedback.correct
    assert feedback.rule == rule
    for word in words:
        assert word in feedback.text(), f"{word!r} missing from:\n{feedback.text()}"
    assert game.position == start and game.actions == played  # the table stays as it was


def test_priority_lessons_answers_are_the_mandatory_moves() -> None:
    """P1: the reserve 3♥ onto the 2♥ on F2; P2: either foundation move; P3: 9♣ into the empty H2."""
    assert [str(a) for a in LESSONS["p1"].answers] == ["SR-F2"]
    assert sorted(str(a) for a in LESSONS["p2"].answers) == ["H8-F4", "SH-F3"]
    assert [str(a) for a in LESSONS["p3"].answers] == ["SR-H2"]


def test_stop_lesson_call_is_founded_on_p2() -> None:
    """North discarded 7♣ while the 2♠ on H8 could go on the A♠ on F1: Stop! is founded
    (P2), H8-F1 is played for North, the 7♣ goes to North's discard, South plays next."""
    lesson = LESSONS["stop"]
    game = lesson.game()
    feedback = attempt(lesson, game, parse_action("stop"))
    verdict = feedback.verdict
    assert verdict is not None and verdict.founded
    assert verdict.violation is not None and verdict.violation.rule == "P2"
    assert str(verdict.played_instead) == "H8-F1"
    assert verdict.discarded and verdict.next_player == 0


def test_scoring_lesson_ends_the_game_with_51_points() -> None:
    """South's last card goes; North holds 4 reserve, 10 hand and 3 discard cards:
    30 + 10 + 3 + 2 × 4 = 51."""
    lesson = LESSONS["scoring"]
    game = lesson.game()
    feedback = attempt(lesson, game, parse_action("SH-H3"))
    assert game.outcome is not None and game.outcome.winner == 0
    assert game.outcome.points == (51, 0)
    assert any("51 points" in line for line in feedback.lines)


def test_new_hand_lesson_turns_the_discard_over() -> None:
    """The discard 4♣ 9♥ J♦ (J♦ on top) becomes the hand: the 4♣, discarded first, comes
    up; 9♥ then J♦ follow."""
    lesson = LESSONS["new-hand"]
    game = lesson.game()
    attempt(lesson, game, parse_action("turn"))
    assert game.position.piles[2] == [parse_card("4C")]
    assert game.position.hands[0] == [parse_card("JD"), parse_card("9H")]
    assert game.position.piles[4] == []


def _lesson_text(changes: dict[str, object]) -> str:
    """The P1 lesson's file with some lesson fields changed (None: removed)."""
    obj = json.loads(LESSONS["p1"].record.dumps())
    for key, value in changes.items():
        if key == "lesson":
            del obj["lesson"]
        else:
            obj["lesson"][key] = value
    return json.dumps(obj)


@pytest.mark.parametrize(("changes", "words"), [
    ({"lesson": None}, "no 'lesson' object"),
    ({"answers": []}, "'lesson.answers'"),
    ({"answers": ["SR-X9"]}, "bad answer"),
    ({"question": ""}, "'lesson.question'"),
    ({"wrong": {"turn": 3}}, "'lesson.wrong'"),
    ({"plain": {"title": "Typed"}}, "'lesson.plain'"),
    ({"plain": {"question": ""}}, "'lesson.plain'"),
])
def test_a_broken_lesson_file_is_named(changes: dict[str, object], words: str) -> None:
    with pytest.raises(LessonError, match="broken.json") as info:
        parse_lesson(_lesson_text(changes), "broken.json", 1)
    assert words in str(info.value)


def test_a_lesson_needs_a_start_position() -> None:
    obj = json.loads(LESSONS["p1"].record.dumps())
    del obj["start"]
    obj["seed"] = 1
    with pytest.raises(LessonError, match="'start' position"):
        parse_lesson(json.dumps(obj), "seeded.json", 1)


def test_one_deck_lesson_has_four_foundations_and_plays_north_s_diamond_up() -> None:
    """Ruling 22: six houses, four foundations (one per suit). The only card that can go
    up is the 2♦ on H2, onto the A♦ of F2 (F1 shows 2♣, F3 2♥, F4 A♠; the houses' other
    tops are 3♠ T♠ 5♣ 8♥ Q♣ and the reserve shows 4♥), so P2 makes it the answer."""
    lesson = LESSONS["one-deck"]
    game = lesson.game()
    assert len(game.position.table.houses) == 6 and len(game.position.table.foundations) == 4
    assert [str(a) for a in lesson.answers] == ["H2-F2"]
    feedback = attempt(lesson, game, parse_action("H2-F2"))
    assert feedback.correct and "Mandatory here: P2, an available card that can go to a foundation must go there first." \
        in feedback.lines
    assert game.position.piles[game.position.table.foundation(2)] == [parse_card("AD"), parse_card("2D")]


@pytest.mark.parametrize("answer", ["H8-WR", "H8-ND"])
def test_three_player_lesson_loads_either_opponent_and_takes_the_house_out(answer: str) -> None:
    """The 7♦ alone on H8 loads onto West's 8♦ (reserve) or North's 6♦ (discard): the same
    suit, one rank away, and any opponent may be loaded (ruling 23). Every house held a
    card, so H8 is the first emptied: it leaves play, eight remain."""
    lesson = LESSONS["three-players"]
    game = lesson.game()
    feedback = attempt(lesson, game, parse_action(answer))
    assert feedback.correct
    assert ("H8 is empty: it is the first house emptied, so it leaves play for the rest of the game "
            "(8 houses remain).") in feedback.lines
    table = game.position.table
    assert table.out == frozenset({8}) and len(table.houses) == 8


def test_three_player_stop_lesson_the_caller_moves_next() -> None:
    """North discarded the 7♣ while the 2♠ on H8 could go on the A♠ on F1 (P2). South and
    West may both call (either opponent, ruling 23). South's call is founded: H8-F1 is
    played for North, the 7♣ goes to North's discard, and South, the caller, moves next."""
    lesson = LESSONS["three-players-stop"]
    game = lesson.game()
    assert game.stop_callers == (0, 2)  # South, then West, in order of play from North
    feedback = attempt(lesson, game, Action(STOP, caller=0))
    verdict = feedback.verdict
    assert feedback.correct and verdict is not None and verdict.founded
    assert verdict.caller == 0 and verdict.offender == 1 and str(verdict.played_instead) == "H8-F1"
    assert verdict.discarded and verdict.next_player == 0


def test_three_player_stop_lesson_west_calling_would_pass_south_over() -> None:
    """The lesson's claim: had West called, West would move next (the caller moves next,
    ruling 23), though South comes after North in order of play."""
    lesson = LESSONS["three-players-stop"]
    game = lesson.game()
    feedback = attempt(lesson, game, Action(STOP, caller=2))
    assert not feedback.correct  # the learner is South: West's call is not the answer
    verdict = game.push(Action(STOP, caller=2))
    assert verdict is not None and verdict.founded and verdict.next_player == 2
    assert game.to_move == 2


# --- the lessons in the player's language (issue 17) ------------------------------------

def _texts(lesson_id: str) -> list[str]:
    lesson = LESSONS[lesson_id]
    return [lesson.title, lesson.teach, lesson.question, lesson.right, lesson.otherwise, *lesson.wrong.values(),
            *lesson.plain.values()]


@pytest.fixture
def pseudo_language(tmp_path: Path) -> Iterator[None]:
    import sys

    sys.path.insert(0, str(Path(__file__).parent / "i18n"))
    import pseudo

    set_language(pseudo.CODE, pseudo.build(tmp_path / "locale"))
    yield
    set_language("en")


@pytest.mark.parametrize("lesson_id", ORDER)
def test_every_text_of_every_lesson_goes_through_the_catalog(lesson_id: str, pseudo_language: None) -> None:
    """In the pseudo-language (every catalog text ⟦àltéréd⟧) no text of the lesson — title,
    teaching, question, right, otherwise, each wrong answer's — is shown as the file has it."""
    import pseudo

    lesson = LESSONS[lesson_id]
    for text in _texts(lesson_id):
        shown = lesson.say(text)
        assert shown.startswith(pseudo.OPEN) and pseudo.unaltered(shown) == [], shown
    for action, text in lesson.wrong.items():
        assert lesson.explanation(parse_action(action)) == lesson.say(text)


@pytest.mark.parametrize("code", ["fr", "de"])
@pytest.mark.parametrize("lesson_id", ORDER)
def test_each_lesson_is_translated(lesson_id: str, code: str) -> None:
    """French and German have a text of their own for each of the lesson's texts, with the
    same cards as the English (the catalog keeps them as written; the app shows the ranks)."""
    set_language(code)
    try:
        for text in _texts(lesson_id):
            translated = pgettext(f"lesson {lesson_id}", text)
            assert translated != text, f"{code}: not translated: {text}"
            assert sorted(CARD.findall(translated)) == sorted(CARD.findall(text)), translated
    finally:
        set_language("en")


def test_the_cards_are_shown_in_the_player_s_ranks() -> None:
    """Lesson 3 asks about the K♣: French says R♣ (roi), German K♣ (König); 10♦ stays 10♦.
    Notation (SH-H4, free:8H) and a bare K are not cards and stay as they are."""
    lesson = LESSONS["empty-house"]
    assert "K♣" in lesson.say(lesson.question)
    set_language("fr")
    try:
        assert "R♣" in lesson.say(lesson.question) and "K♣" not in lesson.say(lesson.question)
        assert with_ranks("Q♥ J♠ A♦ 10♦ SH-H4 free:8H, K", rank_symbol) == "D♥ V♠ A♦ 10♦ SH-H4 free:8H, K"
        set_language("de")
        assert "K♣" in lesson.say(lesson.question)
        assert with_ranks("Q♥ J♠ A♦", rank_symbol) == "D♥ B♠ A♦"
    finally:
        set_language("en")


def test_the_feedback_is_in_the_player_s_language() -> None:
    """The verdict of an attempt: French for a right and a wrong answer (lesson 1)."""
    lesson = LESSONS["foundations"]
    set_language("fr")
    try:
        right = attempt(lesson, lesson.game(), parse_action("H6-F1"))
        wrong = attempt(lesson, lesson.game(), parse_action("H1-F1"))
    finally:
        set_language("en")
    assert right.lines[0] == "✔ H6-F1\u00a0: juste\u202f!" and right.lines[1].startswith("Le 3♥ va sur le 2♥")
    assert wrong.lines[0] == "✘ H1-F1 n'est pas la réponse." and wrong.lines[-1].startswith("Réessayez")


def test_the_lesson_texts_are_extracted_with_their_lesson_named() -> None:
    """make catalogs reads the JSON through lesson_texts.extract: each text once, under its
    lesson's context, with a comment naming the file and the field."""
    import io

    from crapette.lesson_texts import extract

    lesson = LESSONS["foundations"]
    raw = (Path(__file__).parents[1] / "src/crapette/data/lessons/01-foundations.json").read_bytes()
    found = list(extract(io.BytesIO(raw), {}, [], {}))
    assert [messages for _line, _f, messages, _c in found] == [("lesson foundations", t) for t in _texts("foundations")]
    assert all(funcname == "pgettext" for _line, funcname, _m, _c in found)
    assert found[0][3][0].startswith("01-foundations.json: title") or found[0][3][0].startswith("lesson: title")
    assert found[0][0] == raw.decode().splitlines().index(next(
        line for line in raw.decode().splitlines() if lesson.title in line)) + 1
