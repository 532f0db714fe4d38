"""ctrl+l on the game and on the replay: every word on screen comes in the new language,
as if the app had been started in it (the move log, the last action's words, the Why
panel's sentences were said once, in the language of the moment); and a number key the
table has no house for says so, in the player's language."""

from __future__ import annotations

from typing import Any

from textual.app import App
from textual.widget import Widget

from crapette.app.app import make_app
from crapette.app.replay import WhyPanel, make_replay_app
from crapette.app.widgets.board import Board
from crapette.app.widgets.move_log import MoveLog
from crapette.i18n import set_language

from apphelpers import game_screen, run_async
from screentext import screen_text

SIZE = (80, 24)


def region_text(app: App[Any], widget: Widget) -> str:
    """What the terminal shows inside ``widget``'s region (its border and title included)."""
    region = widget.region
    lines = screen_text(app).splitlines()[region.y:region.bottom]
    return "\n".join(line[region.x:region.right] for line in lines)


async def replay_texts(switch: bool) -> tuple[str, str]:
    """The Why panel and the board after one step of a record with a founded Stop! (in
    English then ctrl+l to French when ``switch``; else in French from the start)."""
    from test_replay import pos_a, record

    app = make_replay_app(record(pos_a(), ["H2-H1", "stop"]))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("right", "right")  # the Stop!: its verdict, what was taken back
        await pilot.pause()
        if switch:
            english = region_text(app, app.screen.query_one(WhyPanel))
            assert "Verdict" in english and "Why" in english
            await pilot.press("ctrl+l")
            await pilot.pause()
        return region_text(app, app.screen.query_one(WhyPanel)), region_text(app, app.screen.query_one(Board))


@run_async
async def test_ctrl_l_in_the_replay_says_every_step_anew() -> None:
    """Before the fix the step's words, the Why panel's building rule and the verdict's
    sentences stayed in English after ctrl+l (read once, when the record was judged)."""
    switched = await replay_texts(switch=True)
    set_language("fr")
    started = await replay_texts(switch=False)
    assert "Pourquoi" in switched[0] and "Why" not in switched[0]
    assert switched == started


async def game_texts(switch: bool) -> tuple[str, str, str]:
    """The move log, the board and the error line after H7-H2 and a key 9 (a house the
    standard table has not: H1–H8)."""
    app = make_app(seed=5, new=True)
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.press("7", "2")  # seed 5: 4♥ from H7 onto 5♣ on H2 (see test_play.py)
        await pilot.pause()
        if switch:
            assert "Moves" in region_text(app, app.screen.query_one(MoveLog))
            await pilot.press("ctrl+l")
            await pilot.pause()
        await pilot.press("9")
        await pilot.pause()
        screen = game_screen(app)
        assert screen.game.ply == 1 and screen.controller.selected is None  # the 9 played nothing
        return (region_text(app, screen.query_one(MoveLog)), region_text(app, screen.query_one(Board)),
                str(screen.controller.note))


@run_async
async def test_ctrl_l_in_a_game_says_the_log_and_the_last_action_anew() -> None:
    switched = await game_texts(switch=True)
    set_language("fr")
    started = await game_texts(switch=False)
    assert "Coups" in switched[0] and "Moves" not in switched[0]
    assert "Il n'y a pas de maison 9 : cette table a les maisons 1–8." in switched[1]  # (the screen's no-break space)
    assert switched[:2] == started[:2]


@run_async
async def test_key_9_on_an_eight_house_table_says_so() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("9")
        await pilot.pause()
        assert "There is no house 9: this table has houses 1–8." in screen_text(app)
        assert game_screen(app).game.ply == 0
