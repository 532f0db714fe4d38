"""The contract every hostile file is held to, shared by the fuzz tests and `make soak`:
the command line answers 0 or 2 and at most one short line; a save or a progress file is
read or refused with a message, never a traceback."""

from __future__ import annotations

import contextlib
import io
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mutations import mutate

POSITION: dict[str, Any] = {
    "format": "crapette-position/1", "variants": [], "to_move": "south",
    "south": {"reserve": ["9C", "2H"], "hand": ["TD", "4D", "7S"], "hand_card": "3S", "discard": ["5C"]},
    "north": {"reserve": ["QD", "5S"], "hand": ["3C", "JH"], "hand_card": None, "discard": []},
    "houses": [["8S"], ["7H"], ["KC"], ["KH"], ["KS"], ["KC"], ["KH"], ["KS"]],
    "foundations": [["AH"], [], [], [], [], [], [], []],
}

RECORD: dict[str, Any] = {
    "format": "crapette-record/1", "variants": [], "mode": "stop", "start": POSITION | {"south": POSITION["south"]
                                                                                      | {"hand_card": None}},
    "players": {"south": "Ann", "north": "Bob"}, "actions": ["SR-F1", "SH-SD"], "result": None,
}

PROGRESS: dict[str, Any] = {"format": "crapette-lessons/1", "done": ["foundations", "houses"]}

MESSAGE_LIMIT = 500


def a_save() -> dict[str, Any]:
    from crapette.app.save import MatchOptions, MatchSession
    from crapette.engine import Game

    session = MatchSession.new(MatchOptions(first_seed=5, names=("Ann", "Bob")), Game.new(5))
    for action in session.game.legal_actions()[:1]:
        session.game.push(action)
    obj: dict[str, Any] = json.loads(session.dumps())
    return obj


def check_cli(data: bytes, folder: Path) -> str | None:
    """`crapette analyze FILE`: 0 with JSON, or 2 with one short line."""
    from crapette.cli import main

    path = folder / "input.json"
    path.write_bytes(data)
    out, err = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["analyze", str(path)])
    except BaseException as exc:
        return f"analyze raised {type(exc).__name__}: {str(exc)[:200]}"
    said = err.getvalue()
    if code == 0:
        try:
            json.loads(out.getvalue())
        except ValueError:
            return "analyze answered 0 without JSON"
        return None
    if code != 2:
        return f"analyze exited {code}"
    if said.count("\n") != 1 or len(said) > MESSAGE_LIMIT or "\x1b" in said:
        return f"analyze said {len(said)} characters on {said.count(chr(10))} lines: {said[:200]!r}"
    return None


def check_save(data: bytes, folder: Path) -> str | None:
    """A save is resumed (and validates, and writes back) or refused with SaveError."""
    from crapette.app.save import SaveError, SaveStore

    store = SaveStore(folder)
    store.path.write_bytes(data)
    try:
        session = store.load()
    except SaveError as exc:
        return None if len(str(exc)) <= MESSAGE_LIMIT else f"a save's message of {len(str(exc))} characters"
    except BaseException as exc:
        return f"loading a save raised {type(exc).__name__}: {str(exc)[:200]}"
    if session is None:
        return "an existing save read as none"
    try:
        session.game.position.validate()
        session.dumps().encode("utf-8")
        if not all(name.isprintable() for name in session.options.names):
            return f"a name with control characters: {session.options.names!r}"
    except BaseException as exc:
        return f"a resumed save is broken: {type(exc).__name__}: {str(exc)[:200]}"
    return None


def check_progress(data: bytes, folder: Path) -> str | None:
    """The lessons' progress is read, or set aside with a notice."""
    from crapette.app.learn import PROGRESS_NAME, Progress

    path = folder / PROGRESS_NAME
    path.write_bytes(data)
    try:
        notice = Progress(folder).load()
    except BaseException as exc:
        return f"loading the progress raised {type(exc).__name__}: {str(exc)[:200]}"
    if notice is not None and (path.exists() or len(notice) > 2 * MESSAGE_LIMIT):
        return "an unreadable progress file was not set aside" if path.exists() else "a long notice"
    return None


def targets() -> dict[str, tuple[Callable[[], dict[str, Any]], Callable[[bytes, Path], str | None]]]:
    """What is fuzzed: a base file and the check its variations must pass."""
    return {
        "position": (lambda: POSITION, check_cli),
        "record": (lambda: RECORD, check_cli),
        "save": (a_save, check_save),
        "progress": (lambda: PROGRESS, check_progress),
    }


def run_one(target: str, seed: int, folder: Path) -> str | None:
    """Check one hostile variation; the failure (with its seed) or None."""
    base, check = targets()[target]
    data = mutate(base(), seed)
    problem = check(data, folder)
    return None if problem is None else f"{target} seed {seed}: {problem}"


__all__ = ["PROGRESS", "POSITION", "RECORD", "check_cli", "check_progress", "check_save", "run_one", "targets"]
