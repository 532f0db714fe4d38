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


def test_an_announcement_parses() -> None:
    assert parse_action("H1-H2 free:8H").frees >= 0


# --- the three-player form and Schikanieren (rulings 24–25) ---------------------------------

def _three(**changes: Any) -> dict[str, Any]:
    side = {"reserve": [], "hand": ["9S"], "hand_card": None, "discard": []}
    pos: dict[str, Any] = {
        "format": "crapette-position/1", "variants": ["zank-patience", "three-players"], "to_move": "west",
        "south": side, "west": dict(side, hand=["JD"], discard=["4D"]), "north": dict(side, hand=["9D"]),
        "houses": [[], [], [], [], [], [], ["5C"], [], []], "foundations": [[] for _ in range(8)], "aside": [],
        "first_turn_pending": ["west", "north"],
    }
    pos.update(changes)
    return pos


def _schik(**changes: Any) -> dict[str, Any]:
    pos: dict[str, Any] = {
        "format": "crapette-position/1", "variants": ["zank-patience", "schikanieren"], "to_move": "south",
        "south": {"reserve": ["9D", "2C"], "hand": ["9S"], "hand_card": None, "discard": ["6H"]},
        "north": {"reserve": ["QS"], "hand": ["9D"], "hand_card": None, "discard": []},
        "houses": [["7H"], ["KS"], ["KD"], ["KH"], ["KC"], ["KS"], ["KD"], ["KH"]],
        "foundations": [[], ["AC"], [], [], [], [], [], []],
        "houses_face_down": [0] * 8,
    }
    pos.update(changes)
    return pos


def test_analyze_a_three_player_first_turn(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # West's first turn ("jeder beginnt drei Randstapel"): 4D may start H4–H6 or west takes
    # a source card (move 7, the player's choice); 4D on south's 5C (H7) is not west's to
    # make yet, so it is no action at all.
    code, out, err = run_cli(["analyze", write_json(tmp_path, _three())], capsys)
    assert code == 0, err
    result = json.loads(out)
    actions = {a["action"]: a["violation"] for a in result["actions"]}
    assert result["to_move"] == "west" and "WD-H7" not in actions
    assert {a for a, v in actions.items() if v is None} == {"WD-H4", "WD-H5", "WD-H6", "turn"}
    code, out, err = run_cli(["analyze", write_json(tmp_path, _three()), "--position"], capsys)
    assert code == 0 and json.loads(out)["first_turn_pending"] == ["west", "north"]


def test_analyze_schikanieren_names_the_step(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # 2C on top of south's Schikanier pile goes to F2 (move 4: "wie die der eigenen
    # Ablage"), before 6H onto 7H in suit (move 5) and before a source card (move 7).
    code, out, err = run_cli(["analyze", write_json(tmp_path, _schik())], capsys)
    assert code == 0, err
    actions = {a["action"]: a["violation"] for a in json.loads(out)["actions"]}
    assert actions == {"SR-F2": None, "SD-H1": "W4", "turn": "W4"}


@pytest.mark.parametrize(("position", "words"), [
    (_three(first_turn_pending="west"), "first_turn_pending"),
    (_three(houses=[[], [], [], [], [], [], ["5C"], [], []] + [[]]), "9 piles"),
    (_schik(houses=[["8C", "7H"], [], [], [], [], [], [], []]), "same suit"),
    (_schik(variants=["zank-patience", "schikanieren", "one-deck"]), "two players with two decks"),
])
def test_bad_positions_of_both_are_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                             position: dict[str, Any], words: str) -> None:
    code, out, err = run_cli(["analyze", write_json(tmp_path, position)], capsys)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and words in err


@pytest.mark.parametrize("variants", [["zank-patience", "three-players"], ["zank-patience", "schikanieren"]])
def test_records_of_both_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str], variants: list[str]) -> None:
    game = Game.new(7, variants, "stop")
    for _ in range(60):
        game.push(next(a for a, v in game.analysis() if v is None))
    path = tmp_path / "game.json"
    path.write_text(json.dumps(Record.from_game(game, seed=7).to_json()))
    code, out, err = run_cli(["analyze", str(path), "--position"], capsys)
    assert code == 0, err
    assert json.loads(out) == game.position.to_json()


@pytest.mark.parametrize("variants", [["zank-patience", "three-players"], ["zank-patience", "schikanieren"],
                                      ["zank-patience", "zank-advanced", "schikanieren"]])
def test_play_lets_both_through(variants: list[str]) -> None:
    # the app plays both now (tests/app/test_zank_forms_app.py): nothing is left for later
    from crapette.cli import _not_in_app

    assert _not_in_app(variants) is None
