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
        return check_replay(data)
    if code != 2:
        return f"analyze exited {code}"
    if said.count("\n") != 1 or len(said) > MESSAGE_LIMIT or "\x1b" in said:
        return f"analyze said {len(said)} characters on {said.count(chr(10))} lines: {said[:200]!r}"
    return None


def check_replay(data: bytes) -> str | None:
    """A record analyze accepts: `crapette replay` opens it too (every step judged), and
    every seat's name it shows is clean."""
    from crapette.app.replay_model import Replay
    from crapette.engine import CrapetteError, Record, load_any

    try:
        loaded = load_any(data)
        if not isinstance(loaded, Record):
            return None
        replay = Replay(loaded)
    except CrapetteError:
        return None  # refused in one line by `crapette replay` as by analyze
    except BaseException as exc:
        return f"replay raised {type(exc).__name__}: {str(exc)[:200]}"
    for name in (*replay.player_names, *(v for k, v in loaded.players.items() if k in ("south", "north", "west"))):
        if not isinstance(name, str) or not name.isprintable() or len(name) > 24:
            return f"a seat's name shown raw: {str(name)[:60]!r}"
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


SETTINGS: dict[str, Any] = {"format": "crapette-settings/1", "language": "fr"}

STATS: dict[str, Any] = {"format": "crapette-stats/1", "players": {
    "Ann": {"total": {"games": 3, "won": 2, "lost": 1, "points": 90, "matches": 1, "matches_won": 1},
            "against": {"people": {"games": 3, "won": 2}, "computer:3": {"games": 1, "lost": 1}}},
    "Bob": {"total": {"games": 3, "lost": 2, "won": 1}, "against": {"three": {"games": 1}}}}}

#: the other games whose positions and records are fuzzed beside the standard game's
GAMES: dict[str, list[str]] = {
    "three": ["three-players"], "zank": ["zank-patience"], "zank3": ["zank-patience", "three-players"],
    "schik": ["zank-patience", "schikanieren"], "onedeck": ["one-deck"],
}


def _played(variants: list[str], seed: int = 11, actions: int = 14) -> Any:
    """A game of ``variants`` after some seeded random actions (a position in mid-game)."""
    from crapette.engine import Game

    game = Game.new(seed, variants)
    rng = __import__("random").Random(seed)
    for _ in range(actions):
        allowed = [a for a in game.legal_actions() if game.illegal_reason(a) is None]
        if not allowed or game.outcome is not None:
            break
        game.push(rng.choice(allowed))
    return game


def a_position(variants: list[str]) -> dict[str, Any]:
    obj: dict[str, Any] = json.loads(_played(variants).position.dumps())
    return obj


def a_record(variants: list[str]) -> dict[str, Any]:
    """A record of the game in mid-play, every seat named (west too at three seats)."""
    from crapette.engine import Record

    game = _played(variants)
    table = game.position.table
    names = {table.seat_name(s): f"Player {table.seat_name(s)}" for s in table.seats}
    obj: dict[str, Any] = Record.from_game(game, names).to_json()
    return obj


def kept_game() -> dict[str, Any]:
    return RECORD | {"result": {"outcome": "won:south", "score": {"south": 38, "north": 0}}}


def check_settings(data: bytes, folder: Path) -> str | None:
    """The settings are read, or set aside with one note; never a traceback."""
    from crapette.app.settings import FILE_NAME, LANGUAGES, Settings

    path = folder / FILE_NAME
    path.write_bytes(data)
    settings = Settings(folder)
    try:
        note = settings.load()
    except BaseException as exc:
        return f"loading the settings raised {type(exc).__name__}: {str(exc)[:200]}"
    if note is None:
        return None if settings.language in (None, *LANGUAGES) else f"a language {settings.language!r}"
    if path.exists() or len(note) > 2 * MESSAGE_LIMIT or "\x1b" in note:
        return "damaged settings were not set aside" if path.exists() else f"a note of {len(note)} characters"
    return None


def check_stats(data: bytes, folder: Path) -> str | None:
    """The statistics are read (names cleaned) or set aside with a note; the table prints."""
    from crapette.app.history import STATS_NAME, History, stats_table

    path = folder / STATS_NAME
    path.write_bytes(data)
    history = History(folder)
    try:
        stats = history.load_stats()
        table = stats_table(stats)
    except BaseException as exc:
        return f"reading the statistics raised {type(exc).__name__}: {str(exc)[:200]}"
    if any(not name.isprintable() or len(name) > 24 for name in stats):
        return f"a name kept raw: {sorted(stats)[:3]!r}"
    if "\x1b" in table or len(table) > 100_000:
        return f"a table of {len(table)} characters with control sequences"
    if not stats and path.exists() and path.read_bytes() == data and b'"players": {}' not in data:
        try:
            json.loads(data)
        except ValueError:
            return "unreadable statistics were not set aside"
    return None


#: names a kept game's file may have in the games folder (the seed picks one)
KEPT_NAMES = ("000001-20260101-120000.json", "¹²³⁴⁵⁶-x.json", "\u0661\u0662\u0663\u0664\u0665\u0666-x.json",
              "1000000-20260101-120000.json", "000002-\x1b]0;x\x07.json", "000003-.json", "0000000000000000007-x.json",
              "999999-20260101-1200001.json", "000004-20260101-120000.json.json", "-000005.json")


def check_kept_game(data: bytes, folder: Path) -> str | None:
    """A kept game, whatever its name and content: `replay --list` lists it in one clean
    line or skips it, `stats` and keeping the next game go on."""
    from crapette.app.history import History, game_line

    from crapette.engine import Record

    games = folder / "games"
    games.mkdir(exist_ok=True)
    name = KEPT_NAMES[sum(data) % len(KEPT_NAMES)]
    (games / name).write_bytes(data)
    history = History(folder)
    try:
        lines = [game_line(path) for path in history.games()]
        history.keep(Record.loads(json.dumps(RECORD)), "20260101-120001")
        kept = history.games()
    except BaseException as exc:
        return f"the kept games raised {type(exc).__name__}: {str(exc)[:200]}"
    for line in lines:
        if "\n" in line or not line.isprintable() or len(line) > 500:
            return f"a list line with control characters: {line[:100]!r}"
    if not kept or json.loads(kept[-1].read_text(encoding="utf-8"))["players"] != RECORD["players"]:
        return "the newest game is not the one kept last"
    return None


def absent_pile_record(seed: int) -> bytes:
    """A record of a game, after a seeded number of random actions, whose next action (of
    any kind) names a pile the table lacks or has taken out of play."""
    import random

    from crapette.engine import Record
    from crapette.engine.table import ALL_PILE_NAMES

    rng = random.Random(seed)
    variants = rng.choice([[], ["touch"], ["crapette-call"], *GAMES.values()])
    game = _played(variants, seed % 1000, rng.randrange(0, 80))
    table = game.position.table
    absent = [name for i, name in enumerate(ALL_PILE_NAMES) if not table.has(i)] or ["H9"]
    pile = rng.choice(absent)
    form = rng.choice(("{P}-F1", "SR-{P}", "{P}:2-H1", "touch {P}", "touch {P}-H1", "touch H1-{P}", "touch {P}-{P}",
                       "stop {P}-F1", "stop touch {P}", "stop:W {P}-H1", "crapette {P}-F1", "crapette:N H1-F1 {P}-F2",
                       "H1-H2 empty:{P}", "{P}-H2 free:7H"))
    record = Record.from_game(game).to_json()
    record["actions"] = [*record["actions"], form.format(P=pile)]
    record["result"] = None
    return json.dumps(record).encode()


def targets() -> dict[str, tuple[Callable[[], dict[str, Any]], Callable[[bytes, Path], str | None]]]:
    """What is fuzzed: a base file and the check its variations must pass."""
    found: dict[str, tuple[Callable[[], dict[str, Any]], Callable[[bytes, Path], str | None]]] = {
        "position": (lambda: POSITION, check_cli),
        "record": (lambda: RECORD, check_cli),
        "save": (a_save, check_save),
        "progress": (lambda: PROGRESS, check_progress),
        "settings": (lambda: SETTINGS, check_settings),
        "stats": (lambda: STATS, check_stats),
        "kept-game": (kept_game, check_kept_game),
    }
    for name, variants in GAMES.items():
        found[f"position-{name}"] = (lambda v=variants: a_position(v), check_cli)  # type: ignore[misc]
        found[f"record-{name}"] = (lambda v=variants: a_record(v), check_cli)  # type: ignore[misc]
    return found


#: surfaces whose inputs are made whole from the seed rather than mutated from a base
MADE: dict[str, tuple[Callable[[int], bytes], Callable[[bytes, Path], str | None]]] = {
    "absent-piles": (absent_pile_record, check_cli),
}


def surfaces() -> list[str]:
    """Every surface fuzzed (``run_one``'s targets)."""
    return sorted([*targets(), *MADE])


def run_one(target: str, seed: int, folder: Path) -> str | None:
    """Check one hostile variation; the failure (with its seed) or None."""
    if target in MADE:
        make, check = MADE[target]
        data = make(seed)
    else:
        base, check = targets()[target]
        data = mutate(_base(target, base), seed)
    problem = check(data, folder)
    return None if problem is None else f"{target} seed {seed}: {problem}"


_BASES: dict[str, dict[str, Any]] = {}


def _base(target: str, make: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """A target's base file, made once per process (a game in mid-play takes a moment)."""
    if target not in _BASES:
        _BASES[target] = make()
    return _BASES[target]


__all__ = ["PROGRESS", "POSITION", "RECORD", "SETTINGS", "STATS", "check_cli", "check_kept_game", "check_progress",
           "check_save", "check_settings", "check_stats", "run_one", "surfaces", "targets"]
