"""Two quick keys on a closing dialog: the second reaches a screen already dismissed.
Textual refuses a second dismissal (ScreenStackError), which stopped the app in a French
game played fast through the hint list (enter, enter). Found in tmux, session 7."""

from __future__ import annotations

from textual import events

from apphelpers import run_async
from crapette.app.app import make_app
from crapette.app.dialogs.hints import HintScreen
from crapette.app.screens.game import GameScreen


@run_async
async def test_enter_twice_on_the_hint_list_plays_once_and_goes_on() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("i")
        assert isinstance(app.screen, HintScreen)
        before = len(app.screen.entries)
        assert before > 0
        app.post_message(events.Key("enter", "\r"))  # both queued before either is handled
        app.post_message(events.Key("enter", "\r"))
        await pilot.pause()
        await pilot.pause()
        assert app.return_code is None and app.is_running
        assert isinstance(app.screen, GameScreen), (app.screen_stack, app._exception)
        assert len(app.screen.game.actions) == 1  # the highlighted action, played once


@run_async
async def test_a_button_pressed_twice_closes_its_dialog_once() -> None:
    from crapette.app.dialogs.notice import NoticeScreen

    app = make_app(seed=5, new=True)
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = NoticeScreen("Title", "Body")
        await app.push_screen(dialog)
        await pilot.pause()
        app.post_message(events.Key("enter", "\r"))
        app.post_message(events.Key("enter", "\r"))
        await pilot.pause()
        await pilot.pause()
        assert app.return_code is None and app.is_running
        assert isinstance(app.screen, GameScreen), (app.screen_stack, app._exception)
