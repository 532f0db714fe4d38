"""``crapette replay FILE``: bad files give one line naming what and where, status 2, and
the app never starts; a good record starts it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from crapette.app.replay import ReplayApp, ReplayScreen
from crapette.cli import main

# South: 2♥ in the reserve over 9♣, A♥ on F1; every house a king but H1 8♠ and H2 7♥.
START = {
    "format": "crapette-position/1", "variants": [], "to_move": "south",
    "south": {"reserve": ["9C", "2H"], "hand": ["TD", "4D", "7S"], "hand_card": None, "discard": []},
    "north": {"reserve": ["QD", "5S"], "hand": ["3C", "JH"], "hand_card": None, "discard": []},
    "houses": [["8S"], ["7H"], ["KC"], ["KH"], ["KS"], ["KC"], ["KH"], ["KS"]],
    "foundations": [["AH"], [], [], [], [], [], [], []],
}


def write_record(tmp_path: Path, actions: list[str], **extra: Any) -> Path:
    obj = {"format": "crapette-record/1", "variants": [], "mode": "stop", "start": START,
           "players": {"south": "Ann", "north": "Bob"}, "actions": actions, "result": None} | extra
    path = tmp_path / "game.json"
    path.write_text(json.dumps(obj), encoding="utf-8")
    return path


@pytest.fixture
def no_app(monkeypatch: pytest.MonkeyPatch) -> list[ReplayApp]:
    """The app is not run in these tests; the list says whether it would have been."""
    started: list[ReplayApp] = []

    def run(self: ReplayApp, *args: object, **kwargs: object) -> None:
        started.append(self)

    monkeypatch.setattr(ReplayApp, "run", run)
    return started


def bad(argv: list[str], capsys: pytest.CaptureFixture[str], started: list[ReplayApp]) -> str:
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and started == []
    assert err.count("\n") == 1 and "Traceback" not in err
    return err.strip()


def test_a_good_record_starts_the_app_at_its_start(tmp_path: Path, no_app: list[ReplayApp]) -> None:
    path = write_record(tmp_path, ["SR-F1", "turn", "SH-SD"])
    assert main(["replay", str(path)]) == 0
    [app] = no_app
    assert app.replay.at == 0 and app.replay.length == 3
    assert app.replay.source == "game.json"


def test_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str], no_app: list[ReplayApp]) -> None:
    path = tmp_path / "nope.json"
    assert bad(["replay", str(path)], capsys, no_app) == f"crapette replay: {path}: no such file"


def test_a_directory(tmp_path: Path, capsys: pytest.CaptureFixture[str], no_app: list[ReplayApp]) -> None:
    assert bad(["replay", str(tmp_path)], capsys, no_app) == f"crapette replay: {tmp_path}: is a directory, not a file"


def test_not_json(tmp_path: Path, capsys: pytest.CaptureFixture[str], no_app: list[ReplayApp]) -> None:
    path = tmp_path / "game.json"
    path.write_text('{"format": "crapette-record/1",\n  "actions": [}', encoding="utf-8")
    err = bad(["replay", str(path)], capsys, no_app)
    assert err.startswith(f"crapette replay: {path}: not valid JSON: ")
    assert "line 2" in err


def test_a_position_is_not_a_record(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                    no_app: list[ReplayApp]) -> None:
    path = tmp_path / "pos.json"
    path.write_text(json.dumps(START), encoding="utf-8")
    err = bad(["replay", str(path)], capsys, no_app)
    assert err == (f"crapette replay: {path}: a position, not a game record (crapette-record/1); "
                   "`crapette analyze` reads positions")


def test_unknown_format(tmp_path: Path, capsys: pytest.CaptureFixture[str], no_app: list[ReplayApp]) -> None:
    path = tmp_path / "x.json"
    path.write_text('{"format": "chess-pgn/1"}', encoding="utf-8")
    err = bad(["replay", str(path)], capsys, no_app)
    assert err == (f"crapette replay: {path}: unknown format 'chess-pgn/1': expected 'crapette-position/1' "
                   "or 'crapette-record/1'")


def test_a_bad_pile_in_the_start_position(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                          no_app: list[ReplayApp]) -> None:
    start = json.loads(json.dumps(START))
    start["houses"][0] = ["8S", "9H"]  # 9♥ cannot lie on 8♠: houses go down
    path = tmp_path / "game.json"
    path.write_text(json.dumps({"format": "crapette-record/1", "variants": [], "mode": "stop", "start": start,
                                "actions": []}), encoding="utf-8")
    err = bad(["replay", str(path)], capsys, no_app)
    assert err.startswith(f"crapette replay: {path}: start position: ") and "H1" in err


def test_an_action_not_allowed_where_it_stands(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                               no_app: list[ReplayApp]) -> None:
    """Action 2: after SR-F1 south's reserve shows 9♣, which no foundation takes."""
    path = write_record(tmp_path, ["SR-F1", "SR-F2", "turn"])
    err = bad(["replay", str(path)], capsys, no_app)
    assert err.startswith(f"crapette replay: {path}: action 2 'SR-F2' is not allowed here: SR-F2: ")
    assert "only an ace can start a foundation" in err


def test_an_action_that_is_not_notation(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                        no_app: list[ReplayApp]) -> None:
    path = write_record(tmp_path, ["SR-F1", "SR-X9"])
    err = bad(["replay", str(path)], capsys, no_app)
    assert err.startswith(f"crapette replay: {path}: action 2 'SR-X9': ")


def test_standard_input_is_refused(capsys: pytest.CaptureFixture[str], no_app: list[ReplayApp]) -> None:
    assert bad(["replay", "-"], capsys, no_app) == (
        "crapette replay: replay reads a record FILE: standard input is needed for the keys")


def test_no_file_given(capsys: pytest.CaptureFixture[str], no_app: list[ReplayApp]) -> None:
    assert main(["replay"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "FILE" in err


def test_the_real_command_prints_no_traceback(tmp_path: Path) -> None:
    path = write_record(tmp_path, ["H1-F2"])
    proc = subprocess.run([sys.executable, "-m", "crapette", "replay", str(path)], capture_output=True,
                          text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert proc.returncode == 2
    assert proc.stderr.startswith(f"crapette replay: {path}: action 1 'H1-F2' is not allowed here: ")
    assert proc.stderr.count("\n") == 1


def test_a_three_player_record_and_save_start_the_app(tmp_path: Path, no_app: list[ReplayApp]) -> None:
    """A three-player game (ruling 23) replays from its record and from a save: the
    replay names the three players by seat."""
    from crapette.app.save import MatchOptions, MatchSession
    from crapette.engine import Record

    session = MatchSession.new(MatchOptions(variants=("three-players",), names=("Ann", "Cid", "Bob"), first_seed=5))
    for _ in range(4):
        session.game.push(session.game.legal_actions()[0])
    record = tmp_path / "three.json"
    record.write_text(Record.from_game(session.game, session.players, 5).dumps(), encoding="utf-8")
    save = tmp_path / "save.json"
    save.write_text(session.dumps(), encoding="utf-8")
    for path in (record, save):
        assert main(["replay", str(path)]) == 0
    first, second = no_app
    for app in (first, second):
        assert app.replay.length == 4 and app.replay.record.players["west"] == "Bob"
        screen = app.get_default_screen()
        assert isinstance(screen, ReplayScreen) and screen.names == ("Ann", "Cid", "Bob")
