"""`crapette learn` in French and German (issue 17): the lesson's texts and keys in the
player's language, switched by ctrl+l inside a lesson; Wegner's words (source, not hand)
in a Zank lesson; the list of lessons usable at 80×24 in every language."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import OptionList, Static

from crapette.app.learn import LearnApp, LessonMenu, LessonScreen
from crapette.i18n import set_language

from apphelpers import run_async
from screentext import screen_text

SMALL = (80, 24)


def shown(app: LearnApp, widget_id: str) -> str:
    return str(app.screen.query_one(widget_id, Static).render())


@run_async
async def test_ctrl_l_switches_the_lesson_s_texts(data_dir: Path) -> None:
    """Lesson 3 in English, then French (ctrl+l): the title, question and teaching are the
    catalog's, the king K♣ is the French R♣ (roi), the feedback of a wrong answer is said
    again in French."""
    app = LearnApp(start=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LessonScreen)
        assert shown(app, "#lesson-title") == "An empty house takes any card"
        assert "the K♣" in shown(app, "#lesson-question")
        await pilot.press("x")  # SH-SD: a wrong answer, explained in English
        await pilot.pause()
        assert shown(app, "#lesson-feedback").startswith("✘ SH-SD is not the answer.")
        await pilot.press("ctrl+l")
        await pilot.pause()
        assert shown(app, "#lesson-title") == "Une maison vide prend n'importe quelle carte"
        # the feedback is said again in French, the table as it was
        assert shown(app, "#lesson-feedback").startswith("✘ SH-SD n'est pas la réponse.\nCela finirait votre tour")
        assert app.screen.game.actions == []
        assert "le R♣" in shown(app, "#lesson-question")
        assert shown(app, "#lesson-teach").startswith("Une maison vide prend n'importe quelle carte")
        await pilot.press("ctrl+l")
        await pilot.pause()
        assert shown(app, "#lesson-title") == "Ein leeres Haus nimmt jede Karte"
        await pilot.press("ctrl+l")  # back to English for the other tests
        await pilot.pause()


@run_async
async def test_a_zank_lesson_prompts_for_the_source_card(data_dir: Path) -> None:
    """Lesson 18 (Zank-Patience): no reserve to pick, h is the source card and t takes
    one, d picks up the discard; the standard game's lesson 2 keeps r reserve and h hand card."""
    app = LearnApp(start=18)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        prompt = "".join(span.text for span in screen.judge.prompt()).replace("\u00a0", " ")
        assert "h source card" in prompt and "t take a source card" in prompt
        assert "reserve" not in prompt and "hand" not in prompt
        await pilot.press("d")  # the discard's 5♥ picked up
        prompt = "".join(span.text for span in screen.judge.prompt()).replace("\u00a0", " ")
        assert "p North's discard" in prompt and "reserve" not in prompt
    app = LearnApp(start=19)  # the source is empty: t turns the discard over as the new one
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        prompt = "".join(span.text for span in screen.judge.prompt()).replace("\u00a0", " ")
        assert "t turn the discard over as source" in prompt
    app = LearnApp(start=2)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        prompt = "".join(span.text for span in screen.judge.prompt()).replace("\u00a0", " ")
        assert "r reserve" in prompt and "h hand card" in prompt


@pytest.mark.parametrize("code", ["en", "fr", "de"])
def test_the_list_of_lessons_fits_80_by_24(code: str, data_dir: Path) -> None:
    """The title, the whole introduction and the progress line stay in view, the list
    between them shows several lessons and scrolls to the last one (nineteen do not fit)."""

    @run_async
    async def check() -> None:
        set_language(code)
        app = LearnApp()
        async with app.run_test(size=SMALL) as pilot:
            await pilot.pause()
            menu = app.screen
            assert isinstance(menu, LessonMenu)
            intro = menu.query_one("#menu-intro", Static)
            options = menu.query_one(OptionList)
            status = menu.query_one("#menu-status", Static)
            for widget in (menu.query_one("#menu-title"), intro, options, status):
                assert widget.region.bottom <= SMALL[1] - 1 and widget.region.height > 0, widget  # above the footer
            # the introduction is shown whole: the last words of its text are on screen
            text = " ".join(screen_text(app).split())
            last_words = " ".join(str(intro.render()).split()[-3:])
            assert last_words in text, (last_words, text)
            assert options.region.height >= 8
            await pilot.press("end")
            await pilot.pause()
            assert options.highlighted == len(app.lessons) - 1
            assert "19." in screen_text(app) and last_words in " ".join(screen_text(app).split())
        set_language("en")

    check()
