"""Issue 27 item 10: what 80×24 cut off, in three languages. At 10af894: a lesson's
feedback pushed the prompt's second line out (lessons 11 and 14), the lesson box needed
scrolling to read the lesson, the replay's header and its end were cut („… ist an der
Re…“, the score's breakdown), the quit message was broken inside a word by the terminal,
and west's source in the three-player Zank-Patience had no word. (The footer's esc:
tests/i18n/test_footer_fits.py.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from crapette.app.app import make_app
from crapette.app.launch import wrapped
from crapette.app.learn import LearnApp
from crapette.i18n import set_language

from apphelpers import NEAR_END, run_async, text_with
from screentext import screen_text

SIZE = (80, 24)
#: the last words of the lesson prompt's second line, and the feedback's head
PROMPT_END = {"en": "? help", "fr": "? aide", "de": "? Hilfe"}
WRONG = {"en": "✘ turn is not the answer.", "fr": "✘ Retourner n'est pas la réponse.",
         "de": "✘ Aufdecken ist nicht die Antwort."}


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
@pytest.mark.parametrize("number", [11, 14])
@run_async
async def test_a_wrong_answer_leaves_the_prompt_whole(lang: str, number: int, data_dir: Path) -> None:
    """t (a wrong answer in both lessons): the prompt's two lines and the feedback's one
    line under the board, above the lesson box."""
    set_language(lang)
    app = LearnApp(start=number)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter", "t")  # the lesson's dialog (80×24), then the answer
        await pilot.pause()
        lines = screen_text(app).splitlines()
        box = next(i for i, line in enumerate(lines) if line.startswith("─"))
        above = lines[:box]
        assert any(line.rstrip().endswith(PROMPT_END[lang]) for line in above), "\n".join(above)
        wrong = [i for i, line in enumerate(above) if line.strip().startswith(WRONG[lang])]
        assert wrong and (wrong[0] == len(above) - 1 or not above[wrong[0] + 1].strip()), "\n".join(above)  # one line


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
@run_async
async def test_the_lesson_reads_whole_at_80_by_24(lang: str, data_dir: Path) -> None:
    """Lesson 3: its teaching opens whole in a dialog (the box under the board has five
    lines); then the box holds the question, its last words in view without scrolling."""
    from crapette.app.screens.lesson import LessonIntro, LessonScreen

    set_language(lang)
    app = LearnApp(start=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        intro = app.screen
        assert isinstance(intro, LessonIntro)
        lesson = intro.lesson
        ends = [" ".join(lesson.say(part).split()[-3:]) for part in (lesson.teach, lesson.question)]
        text = await text_with(pilot, *ends)
        for end in ends:
            assert end in text, (end, text)
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        end = " ".join(lesson.say(lesson.question).split()[-3:])
        assert end in await text_with(pilot, end)
        await pilot.press("e")  # the lesson again
        await pilot.pause()
        assert isinstance(app.screen, LessonIntro)
        await pilot.press("x")  # a game key goes to the table: the dialog closes and it is judged
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, LessonScreen) and app.screen.judge.feedback is not None


def test_the_lesson_beside_a_wide_board_has_no_dialog() -> None:
    @run_async
    async def check() -> None:
        from crapette.app.screens.lesson import LessonScreen

        app = LearnApp(start=3)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, LessonScreen)

    check()


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
@run_async
async def test_the_replay_header_and_end_fit(lang: str) -> None:
    """Three players with long names, at the end of 200 actions: the header says who is
    to play whole, the info line keeps the seed and the count; a finished game's end says
    the winner and the points in one line."""
    from crapette.app.replay import make_replay_app
    from crapette.engine import Game, Position, Record, parse_action

    set_language(lang)
    game = Game.new(5, ["three-players"])
    for _ in range(200):
        game.push(game.legal_actions()[0])
    names = {"south": "Computer (level 3)", "north": "Maximilian", "west": "Bernadette"}
    app = make_replay_app(Record.from_game(game, names))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("end")
        await pilot.pause()
        head, info = screen_text(app).splitlines()[:2]
        assert "…" not in head and "Bernadette" in head, head
        assert "200" in info and "5" in info.split("·")[-2], info
    ended = Game(Position.loads(NEAR_END), "stop")
    ended.push(parse_action("SR-F1"))
    app = make_replay_app(Record.from_game(ended, {"south": "Bernadette", "north": "Computer (level 3)"}))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("end")
        await pilot.pause()
        text = screen_text(app)
        board = text.split("─")[0]
        assert "Bernadette" in board and "38" in board, board


def test_the_quit_message_breaks_at_spaces() -> None:
    """The terminal broke « `.venv/bin/crapette pla / y` » inside a word; the message is
    wrapped at spaces now, the command kept whole."""
    text = ("Le match est enregistré dans /tmp/texts-data/save.json\u202f; `.venv/bin/crapette play` le reprend. "
            "Das Match ist in einem sehr langen Verzeichnis gespeichert.")
    lines = wrapped(text, 80).splitlines()
    assert len(lines) > 1 and all(len(line) < 80 for line in lines)
    assert " ".join(lines).split() == text.split()
    assert any("`.venv/bin/crapette play`" in line for line in lines)


@pytest.mark.parametrize("lang,word", [("en", "Quelle"), ("fr", "Source"), ("de", "Quelle")])
@run_async
async def test_west_s_source_has_its_word(lang: str, word: str) -> None:
    """Wegner's game for three at 80×24: west's source says its word as north's and south's."""
    set_language(lang)
    app = make_app(seed=11, new=True, variants=["zank-patience", "three-players"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        lines = screen_text(app).splitlines()
        assert sum(line.count(word) for line in lines[:12]) == 3, "\n".join(lines[:12])


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_the_key_help_is_laid_out_for_80_columns(lang: str) -> None:
    """The help's lines are written to fit its box at 80 columns (74 cells inside the
    border, padding and scroll bar): a longer one was broken again by the box, a word alone
    on the next line (German „F1–F8.“ after the new Randstapel words)."""
    import re

    from crapette.app.dialogs.help import help_text, replay_help
    from crapette.app.games.zank import zank_help

    set_language(lang)
    texts = [help_text(), help_text("Crapette!"), help_text(three=True), zank_help(three=True, schikanier=True),
             replay_help()]
    long = [line for text in texts for line in text.splitlines() if len(re.sub(r"\[/?b\]", "", line)) > 74]
    assert long == []
