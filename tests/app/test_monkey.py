"""Issue 16, item 9: a seeded monkey drives every app (play, learn, replay) with random
keys, clicks and resizes, 1×1 included, and checks the invariants after every event: the
app is still running or quit cleanly, and every autosave it wrote reads back to a valid
position (104 cards, none more than twice, piles in order). A failure names the seed and
the event number. ``make test`` sends 150 events per app (and 60 for the timing check), enough
for each app to start, play, save and be resized; ``CRAPETTE_MONKEY_EVENTS`` and
``CRAPETTE_MONKEY_PATH_EVENTS`` set more, and `make soak` runs the long forms (5,000 events
per app, the timing check over 500). Only the public factories and public keys are used."""

from __future__ import annotations

import asyncio
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from textual import events
from textual.app import App
from textual.pilot import OutOfBounds, Pilot

#: long tests (make test runs them; pytest -m "not slow" leaves them out)
pytestmark = pytest.mark.slow

EVENTS = int(os.environ.get("CRAPETTE_MONKEY_EVENTS", "150"))
#: events of each run of the timing check (two runs per app)
PATH_EVENTS = int(os.environ.get("CRAPETTE_MONKEY_PATH_EVENTS", "60"))
SEED = int(os.environ.get("CRAPETTE_MONKEY_SEED", "16"))

KEYS = (
    "r", "h", "d", "o", "p", "f", "F", "1", "2", "3", "4", "5", "6", "7", "8", "t", "space", "x", "u", "ctrl+z",
    "exclamation_mark", "N", "s", "n", "i", "l", "m", "question_mark", "f1", "R", "escape", "enter", "left",
    "right", "shift+left", "shift+right", "home", "end", "up", "down", "pageup", "pagedown", "tab", "shift+tab",
    "minus", "plus", "ctrl+t", "a", "z", "9", "0", "backspace", "q",
)
SIZES = ((1, 1), (2, 1), (1, 2), (5, 3), (8, 24), (9, 5), (20, 10), (40, 12), (60, 20), (80, 24), (100, 30),
         (120, 40), (200, 60), (1, 60), (200, 1))


def check_save(folder: Path, seen: dict[str, bytes]) -> None:
    """The autosave, whenever it changed, reads back to a valid position."""
    from crapette.app.save import SaveStore

    store = SaveStore(folder)
    try:
        data = store.path.read_bytes()
    except FileNotFoundError:
        return
    if seen.get("save") == data:
        return
    seen["save"] = data
    session = store.load()
    assert session is not None
    session.game.position.validate()
    assert len(session.game.position.all_cards()) == 104


async def settle(app: App[Any], pilot: Pilot[Any]) -> None:
    """Wait until the app has handled the last event and everything it caused.

    Pilot's own wait covers the messages queued when it starts; a key that pushes a screen
    or posts a message up, or the rules dialog's rendering thread, leaves work queued after
    it. Without this, the next event could arrive before that work is done, at a moment
    that depends on the machine's load, and a seeded monkey would not take the same path
    on every machine (it once found a crash on a busy machine that it missed on an idle one).
    """
    for _ in range(100):
        await app.workers.wait_for_complete()
        await pilot._wait_for_screen()
        try:
            nodes = [app, *(node for screen in app.screen_stack for node in screen.walk_children(with_self=True))]
        except Exception:  # the app is closing: nothing left to wait for
            return
        if all(node.message_queue_size == 0 for node in nodes) and not any(w.is_running for w in app.workers):
            return


async def _press(app: App[Any], pilot: Pilot[Any], key: str) -> None:
    """A key as the terminal sends it, then wait until the app has settled (pilot.press
    waits with two 20 ms idle pauses per key instead: slower, and timed by the clock)."""
    app.post_message(events.Key(key, key if len(key) == 1 else None))
    await settle(app, pilot)


def where_it_is(app: App[Any]) -> str:
    """What the monkey's path is compared by: the screens open and the focused widget."""
    try:
        stack = "/".join(type(screen).__name__ for screen in app.screen_stack)
    except Exception:
        return "closed"
    focused = app.focused
    return f"{stack} {type(focused).__name__ if focused is not None else '-'} {app.size.width}x{app.size.height}"


async def monkey(make: Callable[[], App[Any]], events: int, seed: int,
                 check: Callable[[], None] = lambda: None, path: list[str] | None = None,
                 dawdle: float = 0.0) -> int:
    """Drive fresh apps from ``make`` until ``events`` events were sent; returns the apps started.
    ``path`` collects where the app is after each event; ``dawdle`` sleeps that long after
    every fifth event (as a busy machine would), so that timers and threads get their chance."""
    rng = random.Random(seed)
    done = started = 0
    while done < events:
        app = make()
        started += 1
        size = rng.choice(SIZES)
        async with app.run_test(size=size) as pilot:
            while done < events and app.is_running:
                roll = rng.random()
                where = f"seed {seed}, event {done}"
                if roll < 0.86:
                    await _press(app, pilot, rng.choice(KEYS))
                elif roll < 0.94:
                    width, height = app.size  # the size the app has now (a resize is applied later)
                    try:
                        await pilot.click(offset=(rng.randrange(width), rng.randrange(height)))
                    except OutOfBounds:
                        pass
                else:
                    size = rng.choice(SIZES)
                    await pilot.resize_terminal(*size)
                    await settle(app, pilot)  # let the resize reach every widget before the next event
                if dawdle and done % 5 == 0:
                    await asyncio.sleep(dawdle)
                    await settle(app, pilot)
                done += 1
                if path is not None:
                    path.append(where_it_is(app))
                assert app.return_code in (None, 0), f"{where}: the app failed"
                check()
        assert app.return_code in (None, 0), f"seed {seed}, event {done}: the app failed"
    return started


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "data"


def test_the_play_app_survives_the_monkey(folder: Path) -> None:
    from crapette.app.app import make_app

    seen: dict[str, bytes] = {}
    apps = asyncio.run(monkey(lambda: make_app(seed=11, data_dir=folder), EVENTS, SEED,
                              lambda: check_save(folder, seen)))
    assert apps >= 1 and "save" in seen  # at least one action was played and saved


def test_the_learn_app_survives_the_monkey(folder: Path) -> None:
    from crapette.app.learn import LearnApp, Progress

    def check() -> None:
        assert Progress(folder).load() is None  # whatever it wrote reads back

    assert asyncio.run(monkey(lambda: LearnApp(data_dir=folder), EVENTS, SEED + 1, check)) >= 1


def test_the_replay_app_survives_the_monkey() -> None:
    from crapette.app.replay import make_replay_app
    from crapette.engine import Game, Record

    game = Game.new(21, (), "strict")
    rng = random.Random(21)
    for _ in range(60):
        actions = game.legal_actions()
        if game.outcome is not None or not actions:
            break
        try:
            game.push(rng.choice(actions))
        except ValueError:  # refused in strict mode: try another
            continue
    record = Record.loads(Record.from_game(game, {"south": "Ann", "north": "Bob"}).dumps())
    assert asyncio.run(monkey(lambda: make_replay_app(record, "game.json"), EVENTS, SEED + 2)) >= 1


@pytest.mark.parametrize("which", ["play", "learn"])
def test_the_monkeys_path_does_not_depend_on_timing(which: str, tmp_path: Path) -> None:
    """The same seed takes the same path when the machine is slow: a run that dawdles after
    every fifth event (timers fire, threads finish) ends where a brisk run ends, event by event."""
    from crapette.app.app import make_app
    from crapette.app.learn import LearnApp

    def run(folder: Path, dawdle: float) -> list[str]:
        make: Callable[[], App[Any]] = ((lambda: make_app(seed=11, data_dir=folder)) if which == "play"
                                        else (lambda: LearnApp(data_dir=folder)))
        path: list[str] = []
        asyncio.run(monkey(make, PATH_EVENTS, SEED + 5, path=path, dawdle=dawdle))
        return path

    brisk, slow = run(tmp_path / "a", 0.0), run(tmp_path / "b", 0.12)
    assert len(brisk) == PATH_EVENTS
    assert brisk == slow
