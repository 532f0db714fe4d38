"""Issue 16, item 9: a seeded monkey drives every app (play, learn, replay) with random
keys, clicks and resizes, 1×1 included, and checks the invariants after every event: the
app is still running or quit cleanly, and every autosave it wrote reads back to a valid
position (104 cards, none more than twice, piles in order). A failure names the seed and
the event number; ``CRAPETTE_MONKEY_EVENTS`` sets the events per app (`make soak` runs
more). Only the public factories and public keys are used."""

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

EVENTS = int(os.environ.get("CRAPETTE_MONKEY_EVENTS", "500"))
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


async def _press(app: App[Any], pilot: Pilot[Any], key: str) -> None:
    """A key as the terminal sends it, then wait until every widget has handled its messages
    (pilot.press does the same with two 20 ms idle waits per key; this is four times faster)."""
    app.post_message(events.Key(key, key if len(key) == 1 else None))
    wait = getattr(pilot, "_wait_for_screen", None)
    if wait is None:
        await pilot.pause()
    else:
        await wait()


async def monkey(make: Callable[[], App[Any]], events: int, seed: int,
                 check: Callable[[], None] = lambda: None) -> int:
    """Drive fresh apps from ``make`` until ``events`` events were sent; returns the apps started."""
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
                    await pilot.pause()  # let the resize reach every widget before the next event
                done += 1
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
