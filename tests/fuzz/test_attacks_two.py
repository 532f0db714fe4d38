"""Issue 32: the second round of hostile files (the settings, the kept games and the
statistics, the lock, the west seat, touch and the calls naming piles a table lacks, a
quadratic check), each attack replayed; each test failed before its fix. The app's own
(the footer leak, the lock and a crafted save in a window) are in tests/app/test_hostile_app.py."""

from __future__ import annotations

import json
import os
import random
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from crapette.cli import main

from fuzzhelpers import RECORD, a_save, assert_one_line_refusal, run_cli, write

#: a command that would block for ever or eat the memory: stopped and failed after this
HANG_SECONDS = 60
#: the most memory such a command may take (the program needs well under 200 MB)
MEMORY_BYTES = 1 << 30


def _run(argv: list[str], data: Path, stdout: Any = subprocess.PIPE) -> subprocess.CompletedProcess[str]:
    """The command in a process of its own, with the data folder ``data``: a hang fails the
    test (TimeoutExpired) instead of blocking the suite."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))} | {
        "CRAPETTE_DATA_DIR": str(data), "LC_ALL": "C.UTF-8"}
    return subprocess.run([sys.executable, "-m", "crapette", *argv], env=env, stdout=stdout, stderr=subprocess.PIPE,
                          text=True, encoding="utf-8", errors="replace", timeout=HANG_SECONDS, check=False,
                          preexec_fn=_bounded_memory)


def _bounded_memory() -> None:
    """A command that reads /dev/zero whole must fail, not take the machine's memory."""
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_BYTES, MEMORY_BYTES))


# --- 1 and 12. the settings go through the bounded reader -------------------------------------


def _help(capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """`crapette --help` in this process: argparse ends it with SystemExit."""
    with pytest.raises(SystemExit) as ended:
        main(["--help"])
    out, err = capsys.readouterr()
    return int(ended.value.code or 0), out, err


DEEP_SETTINGS = "[" * 1000 + "]" * 1000


@pytest.mark.parametrize("content", [DEEP_SETTINGS, '{"format": "crapette-settings/1", "language": ' + "9" * 5000 + "}",
                                     b"\xff\xfe{}", "x" * 5_000_000],
                         ids=["deep", "huge-number", "not-utf8", "huge-file"])
def test_damaged_settings_are_set_aside_with_one_line(data_dir: Path, capsys: pytest.CaptureFixture[str],
                                                      content: str | bytes) -> None:
    write(data_dir / "settings.json", content)
    code, out, err = _help(capsys)  # every command reads the settings first, --help too
    assert code == 0 and "usage" in out
    assert err.count("\n") == 1 and "damaged" in err and "Traceback" not in err, err[:300]
    kept = list(data_dir.glob("settings.corrupt-*.json"))
    assert len(kept) == 1 and not (data_dir / "settings.json").exists()
    raw = content.encode() if isinstance(content, str) else content
    assert kept[0].read_bytes() == raw  # set aside whole, not lost
    code, _, err = _help(capsys)
    assert code == 0 and err == ""  # the next run is not told again


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_as_settings_blocks_no_command(data_dir: Path) -> None:
    data = data_dir
    os.mkfifo(data / "settings.json")
    result = _run(["stats"], data)  # blocked for ever at its first line before
    assert result.returncode == 0, result.stderr
    assert result.stderr.count("\n") == 1 and "settings" in result.stderr and "Traceback" not in result.stderr
    [kept] = data.glob("settings.corrupt-*.json")
    assert stat.S_ISFIFO(os.lstat(kept).st_mode)  # moved aside as it was


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_dev_zero_as_settings_is_not_read(data_dir: Path) -> None:
    data = data_dir
    (data / "settings.json").symlink_to("/dev/zero")
    result = _run(["--help"], data)  # read whole before: the memory ran out
    assert result.returncode == 0 and "usage" in result.stdout
    assert result.stderr.count("\n") == 1 and "not a regular file" in result.stderr


def test_a_byte_order_mark_is_not_damage(data_dir: Path) -> None:
    from crapette.app.settings import FORMAT, Settings

    write(data_dir / "settings.json", "\ufeff" + json.dumps({"format": FORMAT, "language": "de"}))
    settings = Settings(data_dir)
    assert settings.load() is None
    assert settings.language == "de"


def test_unreadable_settings_are_set_aside(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from crapette.app import settings as settings_module

    write(data_dir / "settings.json", "{}")

    def denied(path: Any) -> bytes:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(settings_module, "read_data_file", denied)
    note = settings_module.Settings(data_dir).load()
    assert note is not None and "Permission denied" in note
    assert [p.read_text() for p in data_dir.glob("settings.corrupt-*.json")] == ["{}"]


def test_settings_that_cannot_be_set_aside_are_never_replaced(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from crapette.app import settings as settings_module

    write(data_dir / "settings.json", DEEP_SETTINGS)
    monkeypatch.setattr(settings_module, "set_aside", lambda path, stem: None)  # a read-only folder, say
    settings = settings_module.Settings(data_dir)
    assert "could not be moved aside" in (settings.load() or "")
    settings.language = "fr"
    with pytest.raises(OSError):
        settings.save()  # ctrl+l says "for this run only"
    with pytest.raises(OSError):
        fresh = settings_module.Settings(data_dir)
        fresh.language = "de"
        fresh.save()  # a window that never loaded it (ctrl+l) does not replace it either
    assert (data_dir / "settings.json").read_text() == DEEP_SETTINGS


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("argv", [["--help"], ["analyze", "--help"], ["--lang", "fr", "play", "--help"]])
def test_help_to_a_full_device_says_so(tmp_path: Path, argv: list[str]) -> None:
    with open("/dev/full", "w") as full:
        result = _run(argv, tmp_path / "data", stdout=full)
    assert result.returncode == 1  # was 0, having written nothing
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr, result.stderr


# --- 2. the nesting check is linear ------------------------------------------------------------


def _adversaries(size: int) -> dict[str, str]:
    """Texts of about ``size`` characters that a backtracking string pattern chokes on, each
    with more brackets than the quick count lets through."""
    head = "[]" * 40
    return {
        "escaped quotes never closed": head + '"' + '\\"' * (size // 2),
        "backslashes never closed": head + '"' + "\\" * size,
        "escaped quotes closed": head + '"' + '\\"' * (size // 2) + '"',
        "many short strings": head + '"a",' * (size // 4),
        "strings of escapes": head + '"\\\\\\"",' * (size // 7),
        "brackets and quotes": '["\\"' * (size // 4),
        "brackets": "[]," * (size // 3),
    }


def _reference_depth_ok(text: str) -> bool:
    """The nesting rule read character by character (slow, obviously right): brackets
    outside strings never nest deeper than MAX_DEPTH."""
    from crapette.engine.safety import MAX_DEPTH

    depth, in_string, escaped = 0, False, False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return False
        elif ch in "]}":
            depth -= 1
    return True


def test_the_nesting_check_counts_linear_work() -> None:
    """80 KB of escaped quotes in a string never closed took 52 s, and the 4 MB limit about
    1.5 days: the old pattern was tried again from each quote to the end. Work counted, not
    time: every character is passed over once, at every size, whatever the text."""
    from crapette.engine.safety import Work, _check_depth

    for size in (1_000, 10_000, 100_000, 1_000_000):
        for name, text in _adversaries(size).items():
            work = Work()
            _check_depth(text, work)
            assert work.chars <= len(text) + 1, (name, size, work.chars, len(text))
            # one token per string or run of brackets, never one per character of a string
            assert work.tokens <= text.count('"') // 2 + text.count(",") + 42, (name, size, work.tokens)


def test_the_nesting_check_agrees_with_the_rule() -> None:
    from crapette.engine.safety import InputLimitError, _check_depth

    rng = random.Random(32)
    for _ in range(3000):
        text = "".join(rng.choice('[]{}"\\a,') for _ in range(rng.randrange(1, 120)))
        text = "[" * rng.randrange(0, 34) + text
        try:
            _check_depth(text)
            ours = True
        except InputLimitError:
            ours = False
        assert ours == _reference_depth_ok(text), repr(text)


# --- 3. every action kind names only piles the table has ---------------------------------------

GAMES = {
    "standard": [], "touch": ["touch"], "crapette-call": ["crapette-call"], "one-deck": ["one-deck"],
    "three-players": ["three-players"], "zank": ["zank-patience"], "zank-advanced": ["zank-patience", "zank-advanced"],
    "zank-one-deck": ["zank-patience", "one-deck"], "zank-three": ["zank-patience", "three-players"],
    "schikanieren": ["zank-patience", "schikanieren"],
}
#: every kind of action that names a pile, P standing for the pile
ACTION_FORMS = ("{P}-F1", "SR-{P}", "{P}:2-H1", "touch {P}", "touch {P}-H1", "touch H1-{P}", "touch SR-{P}",
                "touch {P}-{P}", "stop {P}-F1", "stop touch {P}", "stop:S H1-{P}", "crapette {P}-F1",
                "crapette H1-F1 {P}-F2", "H1-H2 empty:{P}", "{P}-H2 free:7H")


def absent_piles(variants: list[str]) -> list[str]:
    """The piles of the notation that this game's table does not have."""
    from crapette.engine import Game
    from crapette.engine.table import ALL_PILE_NAMES

    table = Game.new(3, variants).position.table
    return [name for i, name in enumerate(ALL_PILE_NAMES) if not table.has(i)]


def _hostile_records(variants: list[str]) -> list[dict[str, Any]]:
    from crapette.engine import Game

    game = Game.new(3, variants)
    first = str(game.legal_actions()[0])  # after it, a call may be made
    return [RECORD | {"variants": variants, "seed": 3, "actions": [*prefix, form.format(P=pile)]}
            for pile in absent_piles(variants) for form in ACTION_FORMS for prefix in ([], [first])]


def test_every_game_lacks_some_pile() -> None:
    """The table of three seats has every pile of the notation: its absent piles are the
    houses out of play (below); every other game lacks some."""
    assert {name for name, variants in GAMES.items() if not absent_piles(variants)} == {"three-players", "zank-three"}


@pytest.mark.parametrize("game", sorted(set(GAMES) - {"three-players", "zank-three"}))  # those: below
def test_actions_naming_a_pile_the_table_lacks_are_refused_like_moves(
        game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`touch WD`, `touch H9` at two seats, `F5` with one deck: an IndexError in analyze and
    replay; `touch H1-H9`, `touch SR-WD` and calls naming such piles were accepted."""
    from crapette.app.replay_model import Replay
    from crapette.engine import CrapetteError, Record

    for record in _hostile_records(GAMES[game]):
        path = write(tmp_path / "record.json", json.dumps(record))
        code, _, err = run_cli(["analyze", str(path)], capsys)
        assert_one_line_refusal(code, err)
        assert "action" in err, err
        with pytest.raises(CrapetteError):
            Replay(Record.loads(path.read_bytes()))  # what `crapette replay` opens


def test_a_house_out_of_play_cannot_be_touched() -> None:
    """Three players: the first house emptied leaves play; a touch or a call naming it is
    refused with the move's words."""
    from crapette.engine import Game, IllegalActionError, Position
    from crapette.engine.actions import parse_action

    game = Game.new(3, ["three-players"])
    pos: Position = game.position
    pos.table = pos.table.without_house(pos.table.house(1))  # as when H1 was the first house emptied
    for text in ("touch H1", "touch SR-H1", "stop H1-F1", "crapette H1-F1"):
        with pytest.raises(IllegalActionError, match="out of play"):
            game.push(parse_action(text))


def test_a_call_may_name_the_house_the_judged_action_took_out_of_play() -> None:
    """A Stop! names an action of the position it judges: the house the judged action
    emptied first (three players: it leaves play) was still in play there."""
    from crapette.engine import Game
    from crapette.engine.actions import MOVES, STOP, Action

    for seed in range(40):
        game, rng = Game.new(seed, ["three-players"]), random.Random(seed)
        while game.outcome is None and game.ply < 600:
            before = game.position.table
            game.push(rng.choice([a for a in game.legal_actions() if game.illegal_reason(a) is None]))
            if game.position.table != before and game.can_stop():
                [gone] = [h for h in before.houses if h not in game.position.table.houses]
                call = Action(STOP, named=MOVES[gone][before.foundations[0]])
                assert game.illegal_reason(call) is None
                game.push(call)  # judged (an unfounded call), not refused
                return
    raise AssertionError("no seed emptied a house with a call open")


# --- 4. every seat's name, west too, is read by one function ----------------------------------

HOSTILE = "\x1b]0;pwned\x07Wes\x1b[5m\n\u202et"


@pytest.mark.parametrize("variants", [[], ["three-players"], ["zank-patience", "three-players"]])
def test_every_seat_name_is_cleaned(variants: list[str]) -> None:
    from crapette.engine import Record

    players = {"south": HOSTILE, "west": HOSTILE + "x" * 3_000_000, "north": HOSTILE}
    record = Record.loads(json.dumps(RECORD | {"variants": variants, "players": players}))
    for seat in ("south", "west", "north"):  # west was kept raw: a 3 MB name, escape sequences
        name = record.players[seat]
        assert name.startswith("]0;pwnedWes") and len(name) <= 24 and name.isprintable(), repr(name)


@pytest.mark.parametrize("seat", ["south", "west", "north"])
@pytest.mark.parametrize("value", [5, None, ["Ann"], {"n": 1}, True])
def test_a_name_that_is_not_text_is_refused_in_one_line(seat: str, value: Any, tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    """A non-string west crashed `replay` (TypeError) while `analyze` accepted it."""
    players = {"south": "Ann", "north": "Bob"} | {seat: value}
    path = write(tmp_path / "rec.json", json.dumps(RECORD | {"variants": ["three-players"], "players": players}))
    for argv in (["analyze", str(path)], ["replay", str(path)]):
        code, _, err = run_cli(argv, capsys)
        assert_one_line_refusal(code, err)
        assert seat in err


def test_the_save_reads_names_with_the_same_function(data_dir: Path) -> None:
    from crapette.app.save import MatchOptions, MatchSession, SaveStore

    session = MatchSession.new(MatchOptions(variants=("three-players",), first_seed=4, names=("A", "B", "C")))
    obj = json.loads(session.dumps())
    obj["options"]["names"] = ["Ann", "Bob", HOSTILE + "x" * 1_000_000]
    write(data_dir / "save.json", json.dumps(obj))
    loaded = SaveStore(data_dir).load()
    assert loaded is not None
    assert loaded.options.names[2].startswith("]0;pwnedWes") and len(loaded.options.names[2]) <= 24


# --- 5. the kept games ------------------------------------------------------------------------


def _kept(folder: Path, name: str, **fields: Any) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    record = RECORD | {"result": {"outcome": "won:south", "score": {"south": 38, "north": 0}}} | fields
    return write(folder / name, json.dumps(record))


def test_a_name_with_other_digits_is_not_a_kept_game(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`¹²³⁴⁵⁶-x.json` crashed `replay --list` and the app at the end of every game."""
    from crapette.app.history import History

    games = data_dir / "games"
    _kept(games, "¹²³⁴⁵⁶-x.json")
    _kept(games, "\u0661\u0662\u0663\u0664\u0665\u0666-x.json")  # Arabic-Indic digits
    good = _kept(games, "000001-20260101-120000.json")
    assert History(data_dir).games() == [good]
    code, out, err = run_cli(["replay", "--list"], capsys)
    assert code == 0 and err == "" and out.count("\n") == 2
    from crapette.engine import Record

    assert History(data_dir).keep(Record.loads(good.read_bytes()), "20260101-120001").name.startswith("000002-")


def test_the_list_prints_nothing_raw(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    games = data_dir / "games"
    _kept(games, "000001-2026\x1b]0;x\x07.json",
          result={"outcome": "won:south\x1b[5m\x1b]0;pwned\x07", "score": {"south": "\x1b[2J", "north": 3}},
          players={"south": HOSTILE, "north": 7})
    code, out, err = run_cli(["replay", "--list"], capsys)
    assert code == 0, err
    assert "\x1b" not in out and "\x07" not in out and "\u202e" not in out
    assert "pwned" in out  # cleaned, not dropped


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
@pytest.mark.parametrize("argv", [["replay", "--list"], ["replay", "--last"], ["stats"]])
def test_fifos_in_the_data_folder_block_nothing(data_dir: Path, argv: list[str]) -> None:
    data = data_dir
    (data / "games").mkdir()
    os.mkfifo(data / "games" / "000009-20260101-120000.json")  # the newest "game"
    os.mkfifo(data / "stats.json")
    result = _run(argv, data)
    assert "Traceback" not in result.stderr and result.stderr.count("\n") <= 1, result.stderr
    assert result.returncode in (0, 2)
    assert stat.S_ISFIFO(os.lstat(data / "games" / "000009-20260101-120000.json").st_mode)  # left alone


def test_numbering_past_999999(data_dir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """After game 999999 the names sorted wrong: --last showed an old game, pruning deleted
    the newest, and the next number was taken again."""
    from crapette.app import history as history_module
    from crapette.app.history import History
    from crapette.engine import Record

    monkeypatch.setattr(history_module, "KEEP_GAMES", 3)
    games = data_dir / "games"
    for number in (999998, 999999):
        _kept(games, f"{number:06d}-20260101-120000.json", players={"south": f"Old{number}", "north": "B"})
    history = History(data_dir)
    record = Record.loads(json.dumps(RECORD | {"players": {"south": "New", "north": "B"}}))
    first = history.keep(record, "20260101-120001")
    second = history.keep(record, "20260101-120002")
    assert (first.name[:7], second.name[:7]) == ("1000000", "1000001")
    assert [p.name[:7] for p in history.games()] == ["999999-", "1000000", "1000001"]  # 999998 pruned, not the newest
    code, out, _ = run_cli(["replay", "--list"], capsys)
    assert code == 0 and out.splitlines()[1].lstrip().startswith("1000001")


def test_two_games_in_the_same_second_are_both_kept(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two windows ending a game in the same second took the same name: one overwrote the other."""
    from crapette.app.history import History
    from crapette.engine import Record

    one = History(data_dir)
    other = History(data_dir)
    seen_before = one.games()  # both windows look before either writes
    monkeypatch.setattr(History, "games", lambda self: list(seen_before))
    a = one.keep(Record.loads(json.dumps(RECORD | {"players": {"south": "A", "north": "B"}})), "20260101-120000")
    b = other.keep(Record.loads(json.dumps(RECORD | {"players": {"south": "C", "north": "D"}})), "20260101-120000")
    assert a != b
    assert json.loads(a.read_text())["players"]["south"] == "A" and json.loads(b.read_text())["players"]["south"] == "C"


# --- 6. an unreadable statistics file is set aside, never replaced ----------------------------


def _count_one_game(data_dir: Path) -> str | None:
    from crapette.app.history import keep_finished
    from crapette.app.save import MatchOptions, MatchSession
    from crapette.engine import Game, Position

    from checks import POSITION

    south = {"reserve": ["AS"], "hand": [], "hand_card": None, "discard": []}
    start = Position.from_json(POSITION | {"south": south})
    game = Game(start)
    session = MatchSession.new(MatchOptions(names=("Ann", "Bob"), target=5), game)
    game.push(next(a for a in game.legal_actions() if str(a) == "SR-F2"))
    assert game.outcome is not None
    session.finish_game()
    return keep_finished(data_dir, session, game)


STATS = json.dumps({"format": "crapette-stats/1", "players": {"Zoe": {"total": {"games": 41, "won": 40}}}})


def test_unreadable_statistics_are_set_aside_not_replaced(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from crapette.app import history as history_module

    write(data_dir / "stats.json", STATS)
    real = history_module.read_data_file

    def failing(path: Any) -> bytes:
        if Path(path).name == "stats.json":
            raise OSError(5, "Input/output error", str(path))
        return real(path)

    monkeypatch.setattr(history_module, "read_data_file", failing)
    note = _count_one_game(data_dir)
    assert note is not None and "Input/output error" in note
    [kept] = data_dir.glob("stats.corrupt-*.json")
    assert kept.read_text() == STATS  # Zoe's 41 games are not lost
    monkeypatch.undo()
    stats = history_module.History(data_dir).load_stats()
    assert set(stats) == {"Ann", "Bob"}  # the count starts again beside them


def test_statistics_that_cannot_be_set_aside_are_left_alone(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from crapette.app import history as history_module

    write(data_dir / "stats.json", "{ damaged")
    monkeypatch.setattr(history_module, "set_aside", lambda path, stem: None)
    note = _count_one_game(data_dir)
    assert note is not None and "could not be moved aside" in note
    assert (data_dir / "stats.json").read_text() == "{ damaged"
    assert len(list((data_dir / "games").glob("*.json"))) == 1  # the game itself is kept


def test_stats_says_what_it_set_aside(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write(data_dir / "stats.json", "[" * 100)
    code, out, err = run_cli(["stats"], capsys)
    assert code == 0 and "No finished game" in out
    assert err.count("\n") == 1 and "stats.corrupt-" in err


# --- 7. an unusable lock: the window plays unsaved ----------------------------------------------


@pytest.mark.parametrize("why", ["a folder", "no locks"])
def test_a_lock_that_cannot_be_taken_means_no_saving(data_dir: Path, monkeypatch: pytest.MonkeyPatch, why: str) -> None:
    """save.lock a folder, or a file system without locks (NFS without its lock daemon):
    two windows both resumed the match and overwrote each other's save."""
    import errno
    import fcntl

    from crapette.app.save import MatchOptions, MatchSession, SaveStore

    if why == "a folder":
        (data_dir / "save.lock").mkdir()
    else:
        def no_locks(fd: int, operation: int) -> None:
            raise OSError(errno.ENOLCK, "No locks available")

        monkeypatch.setattr(fcntl, "flock", no_locks)
    session = MatchSession.new(MatchOptions(first_seed=5))
    for _window in range(2):
        store = SaveStore(data_dir)
        assert not store.claim() and store.lock_problem is not None
        store.write(session)
        assert store.quarantine() is None
    assert not (data_dir / "save.json").exists()


# --- 8. --record refuses anything but a regular file or a new name ------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_record_refuses_a_fifo_or_a_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("crapette.app.launch.run_play", lambda args: 0)  # the window never opens
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    for target in (fifo, tmp_path):
        code, _, err = run_cli(["play", "--record", str(target)], capsys)
        assert_one_line_refusal(code, err)
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_writing_never_replaces_a_device_or_fifo(tmp_path: Path) -> None:
    """The record of game 2 (NAME-2.json) is checked when written, not only at start."""
    from crapette.app.files import NotRegularError, write_atomic

    fifo = tmp_path / "game-2.json"
    os.mkfifo(fifo)
    with pytest.raises(NotRegularError):
        write_atomic(fifo, "{}", shared=True)
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    link = tmp_path / "null.json"
    link.symlink_to(os.devnull)
    with pytest.raises(NotRegularError):
        write_atomic(link, "{}")


def test_a_record_gets_the_mode_of_a_new_file(tmp_path: Path) -> None:
    """--record made the record 0600 (the save's mode): a shared file keeps the umask's."""
    from crapette.app import files

    old = os.umask(0o022)
    files._UMASK.clear()
    try:
        path = tmp_path / "game.json"
        files.write_atomic(path, "{}", shared=True)
        assert stat.S_IMODE(path.stat().st_mode) == 0o644
        path.chmod(0o640)
        files.write_atomic(path, "{}", shared=True)
        assert stat.S_IMODE(path.stat().st_mode) == 0o640  # an existing record keeps its mode
        files.write_atomic(tmp_path / "save.json", "{}")
        assert stat.S_IMODE((tmp_path / "save.json").stat().st_mode) == 0o600  # the data folder's stay private
    finally:
        os.umask(old)
        files._UMASK.clear()


# --- 11. a save is checked as a whole -------------------------------------------------------------


@pytest.mark.parametrize("change", ["three-seat options", "other variants", "other mode", "opponent at three",
                                    "match over"])
def test_a_save_whose_parts_disagree_is_not_offered(data_dir: Path, change: str) -> None:
    from crapette.app.save import SaveError, SaveStore

    save = a_save()
    options = save["options"]
    if change == "three-seat options":  # the winning move crashed the app at every resume
        options.update(variants=["three-players"], names=["A", "B", "C"])
    elif change == "other variants":
        options.update(variants=["one-deck"])
    elif change == "other mode":
        options.update(mode="strict")
    elif change == "opponent at three":  # a computer opponent is for a game of two
        from crapette.app.save import MatchOptions, MatchSession

        save = json.loads(MatchSession.new(MatchOptions(variants=("three-players",), first_seed=5,
                                                        names=("A", "B", "C"))).dumps())
        save["options"].update(opponent="computer:2", human_seat="south")
    else:
        outcome = {"result": "won", "winner": 0, "reason": "stock", "points": [400, 0], "counts": [0, 9],
                   "detail": [[0, 0, 0], [0, 0, 0]]}
        save["games"] = [{"seed": 5, "outcome": outcome}]
    write(data_dir / "save.json", json.dumps(save))
    with pytest.raises(SaveError):
        SaveStore(data_dir).load()
