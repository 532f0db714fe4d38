"""`crapette learn` driven by keys: answers judged on the board, wrong ones explained
and the table restored, progress kept between runs, a corrupt progress file survived."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from crapette.app.widgets.board import Board
from crapette.app.learn import FINISHED, PROGRESS_NAME, LearnApp, LessonMenu, LessonScreen
from crapette.app.dialogs.notice import NoticeScreen
from crapette.cli import main
from crapette.lessons import load_lessons
from textual.widgets import OptionList, Static

from apphelpers import click_pile, run_async

SIZE = (120, 40)
IDS = [lesson.id for lesson in load_lessons()]


def lesson_screen(app: LearnApp) -> LessonScreen:
    screen = app.screen
    assert isinstance(screen, LessonScreen), f"on {screen!r}"
    return screen


def screen_text(app: LearnApp) -> str:
    """The board's lines and the lesson box, as plain text."""
    screen = lesson_screen(app)
    board = screen.query_one(Board)
    lines = [board.render_line(y).text for y in range(board.size.height)]
    box = str(screen.query_one("#lesson-feedback", Static).render())
    return "\n".join(lines) + "\n" + box


def progress_ids(data_dir: Path) -> list[str]:
    done: list[str] = json.loads((data_dir / PROGRESS_NAME).read_text(encoding="utf-8"))["done"]
    return done


@run_async
async def test_the_answer_by_keys_is_accepted_and_saved(data_dir: Path) -> None:
    """Lesson 7 (P1): r then f plays the reserve 3♥ onto the 2♥ on F2."""
    app = LearnApp(start=7)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r", "f")
        screen = lesson_screen(app)
        assert screen.solved
        assert [str(a) for a in screen.game.actions] == ["SR-F2"]
        text = screen_text(app)
        assert "✔ SR-F2: right!" in text and "Mandatory here: P1" in text
        assert progress_ids(data_dir) == ["p1"]
        await pilot.press("t")  # solved: the game keys do nothing more
        assert [str(a) for a in screen.game.actions] == ["SR-F2"]


@run_async
async def test_a_wrong_answer_is_explained_and_the_table_restored(data_dir: Path) -> None:
    """Lesson 9 (P3): turning while H2 is empty and the reserve holds cards breaks P3."""
    app = LearnApp(start=9)
    async with app.run_test(size=SIZE) as pilot:
        screen = lesson_screen(app)
        start = screen.game.position.copy()
        await pilot.press("t")
        assert not screen.solved and screen.feedback is not None
        assert screen.feedback.rule == "P3"
        text = screen_text(app)
        assert "✘ turn is not the answer." in text
        assert "That breaks P3" in text and "SR-H2" in text
        assert screen.game.position == start and screen.game.actions == []
        assert not (data_dir / PROGRESS_NAME).exists()
        await pilot.press("r", "2")  # then the right answer
        assert screen.solved and [str(a) for a in screen.game.actions] == ["SR-H2"]


@run_async
async def test_a_card_that_fits_nowhere_is_judged_where_it_was_put(data_dir: Path) -> None:
    """Lesson 1: the 4♥ (H1) sent to a foundation is judged on F1, the hearts one."""
    app = LearnApp(start=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        screen = lesson_screen(app)
        assert screen.controller.selected == 6  # picked up although it fits nowhere
        await pilot.press("f")
        assert screen.feedback is not None and str(screen.feedback.action) == "H1-F1"
        assert "one rank too high" in screen_text(app)
        assert screen.controller.selected is None and screen.game.actions == []


@run_async
async def test_stop_lesson_is_answered_with_the_stop_key(data_dir: Path) -> None:
    app = LearnApp(start=11)
    async with app.run_test(size=SIZE) as pilot:
        screen = lesson_screen(app)
        assert "may call Stop! (!)" in screen_text(app)  # South may call (wrapped)
        await pilot.press("exclamation_mark")
        assert screen.solved
        assert "Stop! by South is founded" in screen_text(app)


@run_async
async def test_progress_is_read_back_after_a_restart(data_dir: Path) -> None:
    app = LearnApp()
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, LessonMenu)
        await pilot.press("enter")  # the first lesson
        assert lesson_screen(app).lesson.id == "foundations"
        await pilot.press("6", "f")
        assert lesson_screen(app).solved
        await pilot.press("m")
        assert isinstance(app.screen, LessonMenu)
    again = LearnApp()
    async with again.run_test(size=SIZE) as pilot:
        assert again.progress.done == {"foundations"}
        options = again.screen.query_one(OptionList)
        assert str(options.get_option_at_index(0).prompt).startswith("✓")
        assert not str(options.get_option_at_index(1).prompt).startswith("✓")
        assert options.highlighted == 1  # the first lesson not done yet
        assert f"1 of {len(IDS)} lessons done." in str(again.screen.query_one("#menu-status", Static).render())
        await pilot.press("enter")
        assert lesson_screen(again).lesson.id == "houses"


@pytest.mark.parametrize("content", ["{not json", json.dumps({"format": "crapette-lessons/1", "done": "p1"}),
                                     json.dumps([1, 2])])
def test_a_corrupt_progress_file_starts_fresh_with_a_notice(data_dir: Path, content: str) -> None:
    @run_async
    async def check() -> None:
        data_dir.mkdir(parents=True, exist_ok=True)
        (data_dir / PROGRESS_NAME).write_text(content, encoding="utf-8")
        app = LearnApp()
        async with app.run_test(size=SIZE) as pilot:
            assert isinstance(app.screen, NoticeScreen)
            body = str(app.screen.query_one("#dialog-body", Static).render())
            assert "starts afresh" in body
            assert app.progress.done == set()
            kept = list(data_dir.glob("lessons.corrupt-*.json"))
            assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == content
            assert not (data_dir / PROGRESS_NAME).exists()
            await pilot.press("enter")
            assert isinstance(app.screen, LessonMenu)

    check()


@run_async
async def test_the_end_of_the_series_points_to_strict_mode(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    done = IDS[:-1]  # every lesson but the last of the series the app offers
    (data_dir / PROGRESS_NAME).write_text(json.dumps({"format": "crapette-lessons/1", "done": done}))
    app = LearnApp(start=len(IDS))
    async with app.run_test(size=SIZE) as pilot:
        screen = lesson_screen(app)
        screen.play(screen.lesson.answers[0])
        await pilot.pause()
        assert screen.solved and screen.lesson.right in screen_text(app)
        await pilot.press("n")
        assert isinstance(app.screen, NoticeScreen)
        assert "crapette play --mode strict" in FINISHED
        assert "crapette play --mode strict" in str(app.screen.query_one("#dialog-body", Static).render())
        await pilot.press("enter")
        assert isinstance(app.screen, LessonMenu)
        assert f"All {len(IDS)} lessons done" in str(app.screen.query_one("#menu-status", Static).render())


def test_cli_rejects_a_lesson_number_out_of_range(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["learn", "--lesson", str(len(IDS) + 1)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"there are {len(IDS)} lessons" in err


def test_cli_lists_the_lessons_with_progress(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / PROGRESS_NAME).write_text(json.dumps({"format": "crapette-lessons/1", "done": ["p2"]}))
    assert main(["learn", "--list"]) == 0
    out = capsys.readouterr().out
    assert "✓  8. P2: foundation moves before anything else" in out
    assert "   7. P1: the reserve card goes to a foundation first" in out
    assert f"1 of {len(IDS)} lessons done." in out


@run_async
async def test_clicks_answer_too(data_dir: Path) -> None:
    """Lesson 3: click the K♣ (SH), then the empty house H4."""
    app = LearnApp(start=3)
    async with app.run_test(size=SIZE) as pilot:
        await click_pile(pilot, 2)
        await click_pile(pilot, 9)
        screen = lesson_screen(app)
        assert screen.solved and [str(a) for a in screen.game.actions] == ["SH-H4"]
        await click_pile(pilot, 6)  # solved: a click picks nothing up
        assert screen.controller.selected is None


@run_async
async def test_progress_that_cannot_be_written_is_reported(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = data_dir.parent / "a-file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("CRAPETTE_DATA_DIR", str(blocker))
    app = LearnApp(start=5)
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, NoticeScreen)  # it cannot be read either
        await pilot.press("enter")
        await pilot.press("x")
        screen = lesson_screen(app)
        assert screen.solved
        assert "the progress could not be saved" in screen_text(app)


@run_async
async def test_no_hint_or_undo_in_a_lesson(data_dir: Path) -> None:
    """The game screen's hint key would list the answer, mandatory first: a lesson
    hides it (and undo: a wrong answer is never played, so there is nothing to undo)."""
    app = LearnApp(start=7)
    async with app.run_test(size=SIZE) as pilot:
        screen = lesson_screen(app)
        assert screen.check_action("hint", ()) is False
        assert screen.check_action("undo", ()) is False
        await pilot.press("i")
        await pilot.pause()
        assert app.screen is screen  # no hint panel opened
        assert screen.game.actions == []
