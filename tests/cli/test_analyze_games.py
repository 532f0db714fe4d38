"""``crapette analyze`` on the other tables (notation.md "Extensions for the other games"):
positions of the three-player and one-deck games, and their bad input (exit 2, one line).
Expected values worked out by hand from rulings 3, 4, 8 and 22-23."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from clihelpers import run_cli, write_json


def _three(**changes: Any) -> dict[str, Any]:
    pos: dict[str, Any] = {
        "format": "crapette-position/1", "variants": ["three-players"], "to_move": "west",
        "south": {"reserve": ["KC"], "hand": ["2C"], "hand_card": None, "discard": []},
        "west": {"reserve": ["5D"], "hand": ["3C"], "hand_card": None, "discard": ["6D"]},
        "north": {"reserve": ["9S"], "hand": ["4C"], "hand_card": None, "discard": []},
        "houses": [["KH"], [], None, [], [], [], [], [], []],
        "foundations": [["AD", "2D", "3D", "4D"], [], [], [], [], [], [], []],
        "aside": ["JK"],
    }
    pos.update(changes)
    return pos


def test_three_players_west_to_move(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # West's reserve 5D goes on F1 (4D): P1 makes it the only clean action. H3 is out of
    # play (null), so neither WR nor H1's KH may go there; the other empty houses take
    # any card; WD is not available (ruling 3); 5D and KH load onto no opponent's pile
    # (south KC, north 9S: not the same suit one rank apart; empty discards never).
    code, out, err = run_cli(["analyze", write_json(tmp_path, _three())], capsys)
    assert code == 0, err
    actions = {a["action"]: a["violation"] for a in json.loads(out)["actions"]}
    empty = ["H2", "H4", "H5", "H6", "H7", "H8", "H9"]
    expected = {"WR-F1": None, "turn": "P1"}
    expected.update({f"WR-{h}": "P1" for h in empty})
    expected.update({f"H1-{h}": "P1" for h in empty})
    assert actions == expected
    assert json.loads(out)["to_move"] == "west"


@pytest.mark.parametrize(("changes", "words"), [
    ({"houses": [["KH"], ["JK"], None, [], [], [], [], [], []]}, "second joker"),
    ({"variants": []}, "west"),
    ({"houses": [["KH"], [], None, [], [], [], [], []]}, "9"),
])
def test_three_players_bad_input_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                              changes: dict[str, Any], words: str) -> None:
    # a second joker; a west seat in a two-player game; eight houses where the game has nine
    code, out, err = run_cli(["analyze", write_json(tmp_path, _three(**changes))], capsys)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and words in err


def test_one_deck_position_has_six_houses_and_four_foundations(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    # ruling 22: six houses H1-H6 and four foundations F1-F4. South's reserve AC starts
    # a foundation (P1: every other action breaks it). A fifth foundation is refused.
    pos = {
        "format": "crapette-position/1", "variants": ["one-deck"], "to_move": "south",
        "south": {"reserve": ["AC"], "hand": ["2H"], "hand_card": None, "discard": []},
        "north": {"reserve": ["KS"], "hand": ["2D"], "hand_card": None, "discard": []},
        "houses": [["QD"], [], [], [], [], ["JS"]],
        "foundations": [[], [], [], []],
    }
    code, out, err = run_cli(["analyze", write_json(tmp_path, pos)], capsys)
    assert code == 0, err
    actions = {a["action"]: a["violation"] for a in json.loads(out)["actions"]}
    # AC to any of the four empty foundations is clean; to the four empty houses, P1;
    # H1's QD and H6's JS to an empty house, P1 (JS also onto QD: a black jack on a red
    # queen); QD onto no house (JS is black and a rank lower); turn, P1.
    expected: dict[str, str | None] = {f"SR-F{i}": None for i in range(1, 5)}
    expected.update({f"SR-H{i}": "P1" for i in (2, 3, 4, 5)})
    expected.update({f"H1-H{i}": "P1" for i in (2, 3, 4, 5)})
    expected.update({f"H6-H{i}": "P1" for i in (2, 3, 4, 5)})
    expected["H6-H1"] = "P1"
    expected["turn"] = "P1"
    assert actions == expected
    bad = dict(pos, foundations=[[], [], [], [], []])
    code, out, err = run_cli(["analyze", write_json(tmp_path, bad)], capsys)
    assert code == 2 and err.count("\n") == 1
