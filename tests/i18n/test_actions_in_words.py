"""Issue 27 item 6: in a sentence an action is named in the language's words, not by the
notation's English word: « Dernière : turn », « Repris : turn », « ✘ turn n'est pas la
réponse », „2. agree Die Spieler einigen sich …“ (10af894). A move keeps its piles (H2-H1,
the board's labels); the notation stays where it is a code column (the hints, the log)."""

from __future__ import annotations

from crapette.app.app import make_app
from crapette.app.dialogs.announce import announce_buttons
from crapette.engine import parse_action
from crapette.words.describe import action_said
from crapette.engine.piles import Words
from crapette.i18n import _, set_language
from crapette.lessons import attempt, load_lessons

from apphelpers import game_screen, run_async
from screentext import screen_text


def test_an_action_in_a_sentence() -> None:
    set_language("fr")
    assert action_said(parse_action("turn")) == "retourner"
    assert action_said(parse_action("turn"), Words.WEGNER) == "prendre dans la source"
    assert action_said(parse_action("H2-H1")) == "H2-H1"
    assert action_said(parse_action("H1-H2 free:8H")) == "H1-H2, pour libérer 8♥"
    set_language("de")
    assert action_said(parse_action("turn")) == "aufdecken" and action_said(parse_action("pass")) == "passen"
    assert action_said(parse_action("H1-H2 empty:H1")) == "H1-H2, um H1 zu leeren"
    set_language("en")
    assert action_said(parse_action("turn")) == "turn" and action_said(parse_action("stop:W")) == "stop:W"


def test_a_lesson_names_a_wrong_turn_in_words() -> None:
    lesson = next(lesson for lesson in load_lessons() if lesson.id == "foundations")
    for lang, head in (("fr", "✘ Retourner n'est pas la réponse."), ("de", "✘ Aufdecken ist nicht die Antwort.")):
        set_language(lang)
        assert attempt(lesson, lesson.game(), parse_action("turn")).lines[0] == head


def test_the_announcements_buttons_say_words() -> None:
    set_language("fr")
    buttons = announce_buttons([parse_action("H1-H2 free:8H"), parse_action("H1-H2 empty:H1")])
    assert [_(label) for _id, label, _variant in buttons[:2]] == ["libérer 8♥ [1]", "vider H1 [2]"]


@run_async
async def test_the_last_line_and_taken_back_say_no_turn() -> None:
    """French, strict mode, seed 3: t turns (« Dernière : Sud retourne … »), u takes it back
    (« Repris : Sud retourne … »): no « turn » on the screen but in the log's code column."""
    set_language("fr")
    app = make_app(seed=3, new=True, mode="strict")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        board = screen_text(app).split("─Coups")[0]
        assert "Dernière : Sud retourne" in board.replace("\u00a0", " ") and " turn" not in board, board
        await pilot.press("u")
        await pilot.pause()
        board = screen_text(app).split("─Coups")[0]
        assert "Repris : Sud retourne" in board.replace("\u00a0", " ") and " turn" not in board, board
        assert game_screen(app).game.actions == []
