"""Issue 15, items 4 and 6: typed options are never dropped by the resume dialog, and one
match is open in one window at a time (an OS lock, released when the process dies)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from crapette.app.app import make_app
from crapette.app.dialogs.notice import NoticeScreen
from crapette.app.dialogs.resume import LockedScreen, ResumeScreen
from crapette.app.screens.game import GameScreen
from crapette.app.save import SaveStore

from apphelpers import board_text, game_screen, run_async

SIZE = (120, 40)


def dialog_body(app: object) -> str:
    from textual.app import App

    assert isinstance(app, App)
    return str(app.screen.query_one("#dialog-body").render())


async def save_a_stop_match(data_dir: Path) -> None:
    """A standard stop-mode match with two actions played (seed 5: SR-F1, H8-F2)."""
    app = make_app(seed=5, new=True, names=["Ann", "Bob"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r", "f", "8", "f")
    assert json.loads((data_dir / "save.json").read_text())["options"]["mode"] == "stop"


@run_async
async def test_typed_options_that_differ_are_named_and_offered(data_dir: Path) -> None:
    await save_a_stop_match(data_dir)
    app = make_app(mode="strict", variants=["reserve-11"])
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, ResumeScreen)
        body = dialog_body(app)
        # Both differences are named, with the saved and the typed value.
        assert "--mode: saved stop, typed strict" in body
        assert "--variant: saved standard rules, typed reserve-11" in body
        await pilot.press("n")  # a new match with what was typed
        game = game_screen(app).game
        assert game.mode == "strict" and game.rules.names == ("reserve-11",)
    saved = json.loads((data_dir / "save.json").read_text())["options"]
    assert saved["mode"] == "strict" and saved["variants"] == ["reserve-11"]


@run_async
async def test_resume_as_saved_keeps_the_saved_options(data_dir: Path) -> None:
    await save_a_stop_match(data_dir)
    app = make_app(mode="strict")
    async with app.run_test(size=SIZE) as pilot:
        assert "--mode: saved stop, typed strict" in dialog_body(app)
        await pilot.press("r")
        screen = game_screen(app)
        assert screen.game.mode == "stop" and [str(a) for a in screen.game.actions] == ["SR-F1", "H8-F2"]


@run_async
async def test_no_typed_option_no_difference(data_dir: Path) -> None:
    await save_a_stop_match(data_dir)
    app = make_app(mode="stop", names=["Ann", "Bob"])  # typed, but the same as saved
    async with app.run_test(size=SIZE):
        assert isinstance(app.screen, ResumeScreen)
        assert "differ" not in dialog_body(app)


def test_two_holders_of_one_save(tmp_path: Path) -> None:
    first, second = SaveStore(tmp_path), SaveStore(tmp_path)
    assert first.claim()
    assert not second.claim()  # the same file, another open: refused at once
    first.release()
    assert second.claim()
    second.release()


HOLDER = """
import sys
from pathlib import Path

import pytest
from crapette.app.save import SaveStore
store = SaveStore(Path(sys.argv[1]))
assert store.claim()
print("holding", flush=True)
sys.stdin.read()  # hold until killed
"""


def test_a_killed_window_leaves_no_stale_lock(tmp_path: Path) -> None:
    child = subprocess.Popen([sys.executable, "-c", HOLDER, str(tmp_path)], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None and child.stdout.readline() == "holding\n"
        assert not SaveStore(tmp_path).claim()  # another process holds it
    finally:
        child.kill()  # a crash: no clean-up runs
        child.wait()
    store = SaveStore(tmp_path)
    assert store.claim()  # the operating system released the lock with the process
    store.release()


@run_async
async def test_second_window_is_told_and_plays_unsaved(data_dir: Path) -> None:
    await save_a_stop_match(data_dir)
    before = (data_dir / "save.json").read_text()
    other_window = SaveStore(data_dir)
    assert other_window.claim()
    try:
        app = make_app(seed=9)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()  # the save is claimed just after the first paint
            assert isinstance(app.screen, LockedScreen)
            assert "another window" in dialog_body(app) and "not saved" in dialog_body(app)
            await pilot.press("n")
            assert isinstance(app.screen, GameScreen)
            assert "not saved" in board_text(app)
            await pilot.press("r", "f")  # seed 9's moves do not matter: nothing may be written
        assert (data_dir / "save.json").read_text() == before
        assert not app.store.exists()
        # --new does not overwrite a held save either
        fresh = make_app(seed=9, new=True)
        async with fresh.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(fresh.screen, LockedScreen)
            await pilot.press("q")
        assert (data_dir / "save.json").read_text() == before
    finally:
        other_window.release()


@run_async
async def test_window_releases_the_save_when_it_closes(data_dir: Path) -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()  # claimed just after the first paint
        assert not SaveStore(data_dir).claim()  # held while the window is open
        assert not isinstance(app.screen, NoticeScreen)
    store = SaveStore(data_dir)
    assert store.claim()
    store.release()


def test_resume_summary_names_players_once_and_counts_in_words() -> None:
    """Issue 15 item 9: the resume dialog said "South (south)" and "1 actions played"."""
    from crapette.app.dialogs.resume import describe_save
    from crapette.app.save import MatchOptions, MatchSession

    plain = MatchSession.new(MatchOptions(first_seed=7))
    plain.game.push(plain.game.legal_actions()[0])
    text = describe_save(plain)
    assert text.startswith("South 0 – North 0, target 300;")
    assert "1 action played" in text and "(south)" not in text
    named = MatchSession.new(MatchOptions(first_seed=7, names=("Ann", "Bob")))
    text = describe_save(named)
    assert text.startswith("Ann (South) 0 – Bob (North) 0")  # as the board names them
    assert "0 actions played" in text
    assert f"{('Ann', 'Bob')[named.game.to_move]} to move" in text


def test_a_store_writes_only_once_it_holds_the_save(tmp_path: Path) -> None:
    """The app claims the save after its first paint; a write that comes before takes the
    lock itself, and when another window holds it, writes nothing and stops saving."""
    from crapette.app.save import MatchOptions, MatchSession

    session = MatchSession.new(MatchOptions())
    other_window = SaveStore(tmp_path)
    assert other_window.claim()
    try:
        late = SaveStore(tmp_path)
        late.write(session)  # not claimed yet: the write tries, and another window has it
        assert not (tmp_path / "save.json").exists() and not late.saving
    finally:
        other_window.release()
    first = SaveStore(tmp_path)
    first.write(session)  # nobody holds it: the write claims it, then writes
    assert (tmp_path / "save.json").exists()
    assert not SaveStore(tmp_path).claim()  # held by ``first`` now
    first.release()


@pytest.mark.skipif(not hasattr(os, "O_NOFOLLOW"), reason="needs O_NOFOLLOW")
def test_a_linked_lock_file_is_not_followed(tmp_path: Path) -> None:
    """save.lock a symbolic link: the lock is not taken through it (the window plays
    unsaved, as for any lock that cannot be taken) and its target is left as it was."""
    target = tmp_path / "elsewhere.txt"
    target.write_text("kept")
    (tmp_path / "save.lock").symlink_to(target)
    store = SaveStore(tmp_path)
    assert not store.claim() and store.lock_problem is not None and not store.saving
    assert target.read_text() == "kept"
