"""Issue 16: each attack that broke the program, replayed (each failed before its fix)."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import tracemalloc
from pathlib import Path
from typing import Any

import pytest

from crapette.cli import main

from fuzzhelpers import POSITION, RECORD, a_save, assert_one_line_refusal, run_cli, write

HUGE_INT = "9" * 5000  # past Python's 4,300-digit limit on int(str)
DEEP = "[" * 5000 + "]" * 5000
STOPS = " ".join(["stop"] * 1200)


def _save_text(kind: str) -> str | bytes:
    """A save broken in one of the ways that locked the player out."""
    save = a_save()
    text = json.dumps(save)
    if kind == "huge-int":
        return text.replace('"first_seed": 5', f'"first_seed": {HUGE_INT}')
    if kind == "deep":
        save["current"]["record"]["result"] = "HOLE"
        return json.dumps(save).replace('"HOLE"', DEEP)
    if kind == "stops":
        save["current"]["record"]["actions"] = [STOPS]
        return json.dumps(save)
    if kind == "not-utf8":
        return b'{"format": "crapette-save/1", "options": {"names": ["\xff\xfe", "B"]}}'
    if kind == "huge-file":
        save["padding"] = "x" * 5_000_000
        return json.dumps(save)
    raise AssertionError(kind)


async def _start_and_check_note(data_dir: Path) -> None:
    from crapette.app.app import make_app

    app = make_app(seed=3)
    async with app.run_test(size=(100, 40)) as pilot:
        body = app.screen.query_one("#dialog-body")
        assert "could not be read" in str(app.screen.query_one("#dialog-title").render())
        assert "A new match starts" in str(body.render())
        await pilot.press("enter")
        await pilot.pause()
    assert app.return_code in (None, 0)


# --- 1. a save that cannot be parsed never locks the player out ----------------------


@pytest.mark.parametrize("kind", ["huge-int", "deep", "stops", "not-utf8", "huge-file"])
def test_an_unreadable_save_is_kept_aside_and_a_new_match_starts(data_dir: Path, kind: str) -> None:
    content = _save_text(kind)
    write(data_dir / "save.json", content)
    asyncio.run(_start_and_check_note(data_dir))
    kept = list(data_dir.glob("save.corrupt-*.json"))
    assert len(kept) == 1
    raw = content.encode() if isinstance(content, str) else content
    assert kept[0].read_bytes() == raw
    # the new match was saved over it: the next start reads it without a note
    assert json.loads((data_dir / "save.json").read_text(encoding="utf-8"))["format"] == "crapette-save/1"


def test_set_aside_saves_never_overwrite_each_other(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from crapette.app.save import SaveStore

    monkeypatch.setattr("time.strftime", lambda *a: "20260101-000000")  # the same second, every time
    store = SaveStore(data_dir)
    for i in range(3):
        write(store.path, f"corrupt {i}")
        assert store.quarantine() is not None
    assert sorted(p.read_text() for p in data_dir.glob("save.corrupt-*.json")) == [f"corrupt {i}" for i in range(3)]


# --- 2. a save is checked whole when it is read ----------------------------------------


@pytest.mark.parametrize("options", [{"mode": "blitz"}, {"variants": ["no-such-variant"]},
                                     {"variants": ["minimal-freeing"]}, {"mode": 3},
                                     {"record": "\ud800.json"}, {"record": "a\x00b.json"}])
def test_a_save_with_options_the_command_line_refuses_is_not_resumed(data_dir: Path,
                                                                     options: dict[str, Any]) -> None:
    from crapette.app.save import SaveError, SaveStore

    write(data_dir / "save.json", json.dumps(a_save(**options)))
    with pytest.raises(SaveError):
        SaveStore(data_dir).load()


def test_a_valid_save_still_resumes(data_dir: Path) -> None:
    from crapette.app.save import SaveStore

    write(data_dir / "save.json", json.dumps(a_save()))
    session = SaveStore(data_dir).load()
    assert session is not None and session.options.first_seed == 5


# --- 3. no input file can crash or exhaust the program ----------------------------------


def _record(**fields: Any) -> str:
    return json.dumps(RECORD | fields)


@pytest.mark.parametrize("content", [
    _record(actions=[STOPS]),
    _record(actions=["stop"] * 3 + [" ".join(["crapette"] + ["H1-H2"] * 100)]),
    DEEP,
    '{"format": "crapette-record/1", "seed": ' + HUGE_INT + '}',
    _record(actions=[f"H1:{HUGE_INT}-H2"]),
    _record(actions=["x" * 1_000_000]),
    _record(mode="m" * 1_000_000),
    json.dumps(POSITION | {"to_move": "s" * 1_000_000}),
    '{"format": "crapette-record/1", "seed": 1e999999}',
    '{"format": "crapette-record/1", "seed": NaN}',
], ids=["stops", "crapette-words", "deep", "huge-seed", "huge-count", "long-action", "long-mode", "long-to-move",
        "huge-float", "nan"])
def test_hostile_files_get_one_short_line(tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str) -> None:
    path = write(tmp_path / "bad.json", content)
    for argv in (["analyze", str(path)], ["replay", str(path)]):
        code, _, err = run_cli(argv, capsys)
        assert_one_line_refusal(code, err)


def test_a_long_action_costs_little_memory(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """500 KB of stop words took 7.3 GB; now it is refused at the first look."""
    path = write(tmp_path / "stops.json", _record(actions=[" ".join(["stop"] * 100_000)]))
    tracemalloc.start()
    try:
        code, _, err = run_cli(["analyze", str(path)], capsys)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert_one_line_refusal(code, err)
    assert peak < 30_000_000


def test_a_file_larger_than_the_limit_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from crapette.engine.safety import MAX_FILE_BYTES

    path = write(tmp_path / "big.json", _record(padding="x" * MAX_FILE_BYTES))
    code, _, err = run_cli(["analyze", str(path)], capsys)
    assert_one_line_refusal(code, err)
    assert "bytes" in err


def test_a_file_name_with_a_newline_gives_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path / "bad\nname\x1b[5m.json", "{ not json")
    code, _, err = run_cli(["analyze", str(path)], capsys)
    assert_one_line_refusal(code, err)
    missing = tmp_path / "gone\r\nfile.json"
    code, _, err = run_cli(["replay", str(missing)], capsys)
    assert_one_line_refusal(code, err)


@pytest.mark.parametrize("content", [DEEP, '{"format": "crapette-lessons/1", "done": ' + HUGE_INT + '}',
                                     b'{"done": "\xff"}'], ids=["deep", "huge-int", "not-utf8"])
def test_a_hostile_progress_file_is_kept_aside(data_dir: Path, content: str | bytes) -> None:
    from crapette.app.learn import PROGRESS_NAME, Progress

    write(data_dir / PROGRESS_NAME, content)
    notice = Progress(data_dir).load()
    assert notice is not None and "afresh" in notice
    assert len(notice) < 1000
    assert len(list(data_dir.glob("lessons.corrupt-*.json"))) == 1


def test_set_aside_progress_files_never_overwrite_each_other(data_dir: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    from crapette.app.learn import PROGRESS_NAME, Progress

    monkeypatch.setattr("time.strftime", lambda *a: "20260101-000000")
    for i in range(3):
        write(data_dir / PROGRESS_NAME, f"corrupt {i}")
        assert Progress(data_dir).load() is not None
    kept = sorted(p.read_text() for p in data_dir.glob("lessons.corrupt-*.json"))
    assert kept == [f"corrupt {i}" for i in range(3)]


# --- 4. text from files and options never reaches the terminal as control sequences ----

HOSTILE_NAME = "\x1b]0;pwned\x07Ann\x1b[5m\n\tthe\u202eBold" + "e" * 200


def _assert_clean(name: str) -> None:
    assert name and len(name) <= 24
    assert all(ch.isprintable() for ch in name), repr(name)
    assert "\u202e" not in name


def test_record_names_are_cleaned() -> None:
    from crapette.engine import Record

    record = Record.loads(_record(players={"south": HOSTILE_NAME, "north": "\x1b\x07"}))
    _assert_clean(record.players["south"])
    assert record.players["south"].startswith("]0;pwnedAnn")
    assert record.players["north"] == "North"  # nothing printable left


def test_save_names_are_cleaned(data_dir: Path) -> None:
    from crapette.app.save import SaveStore

    write(data_dir / "save.json", json.dumps(a_save(names=[HOSTILE_NAME, "Bob\n"])))
    session = SaveStore(data_dir).load()
    assert session is not None
    _assert_clean(session.options.names[0])
    assert session.options.names[1] == "Bob"


def test_command_line_names_are_cleaned(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, Any] = {}

    def fake_run_play(args: Any) -> int:
        seen["names"] = args.names
        return 0

    monkeypatch.setattr("crapette.app.launch.run_play", fake_run_play)
    # '\udcff\udcfe': the bytes ff fe that the locale could not decode (surrogateescape)
    assert main(["play", "--names", HOSTILE_NAME, "\udcff\udcfeAnn"]) == 0
    south, north = seen["names"]
    _assert_clean(south)
    assert north == "\ufffd\ufffdAnn"
    north.encode("utf-8")  # the autosave can write it


async def _replay_screen_text(record: Any) -> str:
    from crapette.app.replay import make_replay_app

    app = make_replay_app(record, "x\x1b]0;t\x07.json")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        text = app.export_screenshot()
    return text


def test_replay_shows_no_control_sequence_from_the_file() -> None:
    from crapette.engine import Record

    record = Record.loads(_record(players={"south": HOSTILE_NAME, "north": "Bob"}))
    svg = asyncio.run(_replay_screen_text(record))
    assert "pwned" in svg and "\x1b" not in svg and "\x07" not in svg


# --- 5. any name, any locale --------------------------------------------------------------


def _run(argv: list[str], env: dict[str, str], stdout: Any = subprocess.PIPE) -> subprocess.CompletedProcess[str]:
    full = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG", "PYTHONIO"))} | env
    return subprocess.run([sys.executable, "-m", "crapette", *argv], env=full, stdout=stdout,
                          stderr=subprocess.PIPE, text=True, encoding="utf-8", errors="replace",
                          timeout=120, check=False)


def test_selfplay_under_the_c_locale_degrades_instead_of_crashing(tmp_path: Path) -> None:
    result = _run(["selfplay", "--games", "1", "--players", "random,random", "--no-progress"],
                  {"LC_ALL": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"})
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr


def test_records_are_written_as_utf8_under_the_c_locale(tmp_path: Path) -> None:
    result = _run(["selfplay", "--games", "1", "--players", "random,random", "--no-progress",
                   "--records", str(tmp_path)], {"LC_ALL": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"})
    assert result.returncode == 0, result.stderr
    assert json.loads((tmp_path / "game-0001.json").read_bytes().decode("utf-8"))["format"] == "crapette-record/1"


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_full_device_gives_one_line(tmp_path: Path) -> None:
    path = write(tmp_path / "pos.json", json.dumps(POSITION))
    with open("/dev/full", "w") as full:
        result = _run(["analyze", str(path)], {}, stdout=full)
    assert result.returncode != 0
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr, result.stderr


# --- 6. any terminal size -------------------------------------------------------------------


async def _learn_at(sizes: list[tuple[int, int]]) -> None:
    from crapette.app.learn import LearnApp

    app = LearnApp()
    async with app.run_test(size=sizes[0]) as pilot:
        for size in sizes[1:]:
            await pilot.resize_terminal(*size)
            await pilot.pause()
        await pilot.press("down", "enter")
        await pilot.pause()


@pytest.mark.parametrize("width", [1, 2, 5, 8])
def test_learn_survives_a_narrow_terminal(width: int) -> None:
    asyncio.run(_learn_at([(width, 20), (1, 1), (80, 30), (width, 3)]))


# --- 7. crash-safe saves ---------------------------------------------------------------------


def test_leftover_temporary_files_are_removed_at_start(data_dir: Path) -> None:
    from crapette.app.app import make_app

    leftovers = [data_dir / f".save.json.{tag}.tmp" for tag in ("abc123", "x_y")]
    for path in leftovers:
        write(path, "{ half a save")
    other = write(data_dir / "notes.tmp", "mine")
    make_app(seed=1)
    assert not any(p.exists() for p in leftovers)
    assert other.exists()


def test_a_save_is_synced_before_and_after_the_rename(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from crapette.app.files import write_atomic

    events: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        events.append("dir" if os.path.isdir(f"/proc/self/fd/{fd}") else "file")
        real_fsync(fd)

    def replace(src: Any, dst: Any) -> None:
        events.append("rename")
        real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    write_atomic(tmp_path / "save.json", "{}\n")
    assert events == ["file", "rename", "dir"]
    assert (tmp_path / "save.json").read_text() == "{}\n"


# --- 8. strict readers ------------------------------------------------------------------------


@pytest.mark.parametrize("key", ["reserve", "hand", "discard"])
def test_a_position_missing_a_pile_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str], key: str) -> None:
    south = {k: v for k, v in POSITION["south"].items() if k != key}
    path = write(tmp_path / "pos.json", json.dumps(POSITION | {"south": south}))
    code, _, err = run_cli(["analyze", str(path)], capsys)
    assert_one_line_refusal(code, err)
    assert key in err


@pytest.mark.parametrize("after", [" 0", "+0", "\u0660", "0 ", "-0", "0_0", "00000000000000000000000000000000000000000000"])
def test_after_takes_plain_digits_only(tmp_path: Path, capsys: pytest.CaptureFixture[str], after: str) -> None:
    path = write(tmp_path / "rec.json", _record(actions=["turn"] * 0))
    code, _, err = run_cli(["analyze", str(path), "--after", after], capsys)
    assert_one_line_refusal(code, err)


def test_after_with_plain_digits_still_works(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path / "rec.json", _record())
    code, out, err = run_cli(["analyze", str(path), "--after", "0"], capsys)
    assert code == 0, err
    assert json.loads(out)


def test_the_limits_are_those_docs_rules_md_states() -> None:
    """docs/rules.md §2.5 documents the readers' limits; they must not drift apart."""
    from crapette.engine import safety

    text = (Path(__file__).resolve().parents[2] / "docs" / "rules.md").read_text(encoding="utf-8")
    section = text.split("### 2.5 Limits of the readers", 1)[1].split("## 3.", 1)[0]
    for value in (safety.MAX_FILE_BYTES, safety.MAX_DEPTH, safety.MAX_NUMBER_DIGITS, safety.MAX_ACTION_CHARS,
                  safety.MAX_ACTION_WORDS, safety.MAX_NAME_CHARS, safety.EXCERPT_CHARS):
        assert f"{value:,}" in section, value
