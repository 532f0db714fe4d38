"""``crapette analyze`` on Zank-Patience positions and records (the ladder's steps named
``W1`` … ``W8``, announced moves in the action text), its bad input (exit 2, one line),
and ``crapette play`` refusing three-player Zank-Patience with one line. Expected values worked out by hand from ``001`` (quoted) and ruling 24."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from clihelpers import run_cli, write_json
from crapette.engine import Game, Record, parse_action


def _zank(**changes: Any) -> dict[str, Any]:
    pos: dict[str, Any] = {
        "format": "crapette-position/1", "variants": ["zank-patience"], "to_move": "south",
        "south": {"reserve": [], "hand": ["JD"], "hand_card": None, "discard": ["2C"]},
        "north": {"reserve": [], "hand": ["9S"], "hand_card": None, "discard": []},
        "houses": [["9S", "8H", "7C"], ["8D"], [], [], [], [], [], []],
        "foundations": [["AH", "2H", "3H", "4H", "5H", "6H", "7H"], ["AC"], [], [], [], [], [], []],
    }
    pos.update(changes)
    return pos


def test_analyze_names_the_step(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # 8H lies under 7C in H1 and fits F1 (…7H); 7C goes on 8D (H2): move 2, announced,
    # is possible ("2. Die oberste Karte eines Randstapels auf einen anderen Randstapel
    # legen, um eine Karte freizulegen, die auf einen Mittestapel paßt"). So 2C to F2
    # (move 4) and everything after it break W2; 7C onto an empty house breaks the
    # condition ("Auf einen leeren Randstapel darf man eine Karte nur dann legen, wenn sie
    # auf keinen nichtleeren paßt"), and so does announcing H1 emptied (9S takes no place).
    code, out, err = run_cli(["analyze", write_json(tmp_path, _zank())], capsys)
    assert code == 0, err
    actions = {a["action"]: a["violation"] for a in json.loads(out)["actions"]}
    assert actions["H1-H2 free:8H"] is None
    assert actions["SD-F2"] == actions["turn"] == actions["H1-H3 free:8H"] == actions["H1-H2 empty:H1"] == "W2"
    assert set(actions.values()) == {None, "W2"}


def test_analyze_a_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = Game.new(11, ["zank-patience"], "stop")
    for _ in range(40):
        game.push(next(a for a, v in game.analysis() if v is None))
    path = tmp_path / "game.json"
    path.write_text(json.dumps(Record.from_game(game, seed=11).to_json()))
    code, out, err = run_cli(["analyze", str(path), "--position"], capsys)
    assert code == 0, err
    assert json.loads(out) == game.position.to_json()


@pytest.mark.parametrize(("changes", "words"), [
    ({"south": {"reserve": ["5C"], "hand": ["JD"], "hand_card": None, "discard": ["2C"]}}, "no reserves"),
    ({"houses": [["9S", "7C"], ["8D"], [], [], [], [], [], []]}, "7C"),
])
def test_bad_positions_are_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                    changes: dict[str, Any], words: str) -> None:
    code, out, err = run_cli(["analyze", write_json(tmp_path, _zank(**changes))], capsys)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and words in err


def test_a_record_with_a_bad_announcement_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = Record.from_game(Game.new(2, ["zank-patience"]), seed=2).to_json()
    record["actions"] = ["H1-H2 free:ZZ"]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    code, out, err = run_cli(["analyze", str(path)], capsys)
    assert code == 2 and out == "" and err.count("\n") == 1


def test_play_refuses_three_player_zank_with_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    # the app plays the two-seat game (tests/app/test_zank_app.py); three seats are not Zank's yet
    code, out, err = run_cli(["play", "--variant", "zank-patience", "--variant", "three-players"], capsys)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "three-players" in err
    assert parse_action("H1-H2 free:8H").frees >= 0
