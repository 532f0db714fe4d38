"""``crapette analyze`` gives issue 14's readings (rulings 16-21) on position and record
files, as an outside checker would run it. Each expected analysis is worked out by hand
in the comment above it; the positions are the ones of tests/engine/test_rules_fidelity.py.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from crapette.cli import main

KINGS = {f"H{i}": [k] for i, k in enumerate(["KC", "KS", "KD", "KH", "KC", "KS", "KD", "KH"], 1)}


def position(variants: list[str], south: dict[str, Any], north: dict[str, Any] | None = None,
             houses: dict[str, list[str]] | None = None, foundations: dict[str, list[str]] | None = None,
             to_move: str = "south", **extra: Any) -> dict[str, Any]:
    def side(d: dict[str, Any] | None) -> dict[str, Any]:
        return {"reserve": [], "hand": ["9S"], "hand_card": None, "discard": []} | (d or {})

    h = {**KINGS, **(houses or {})}
    f = foundations or {}
    return {"format": "crapette-position/1", "variants": variants, "to_move": to_move,
            "south": side(south), "north": side(north),
            "houses": [h.get(f"H{i}", []) for i in range(1, 9)],
            "foundations": [f.get(f"F{i}", []) for i in range(1, 9)]} | extra


def swap_seats(obj: dict[str, Any]) -> dict[str, Any]:
    return obj | {"south": obj["north"], "north": obj["south"],
                  "to_move": "north" if obj["to_move"] == "south" else "south"}


def analyze(obj: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, str | None]:
    path = tmp_path / "in.json"
    path.write_text(json.dumps(obj))
    assert main(["analyze", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    return {a["action"]: a["violation"] for a in out["actions"]}


def north(table: dict[str, str | None]) -> dict[str, str | None]:
    return {k.replace("SR", "NR"): v for k, v in table.items()}


# 000: "il est également obligatoire de libérer toute carte du tableau qui pourrait être
# déplacée vers une fondation ... chaque fois que c'est possible". The 3C (H1, under 2H)
# goes up once the 2H has gone; the 2H fits only on the 3S of the reserve once that is
# put on the 4H of H2: SR-H2 is the freeing's first move and turning breaks S1.
ROOM = dict(south={"reserve": ["9D", "3S"], "hand": ["5C"]},
            houses={"H1": ["4D", "3C", "2H"], "H2": ["4H"]}, foundations={"F1": ["AC", "2C"]})


@pytest.mark.parametrize("variants, expected", [
    ([], {"SR-H2": None, "turn": None}),
    (["strict-priorities"], {"SR-H2": None, "turn": "S1"}),
    (["face-down-tableau"], {"SR-H2": None, "turn": "S1"}),  # 000's tableau variant keeps the strict rules
    (["crapette-call"], {"SR-H2": None, "turn": "C1"}),
])
@pytest.mark.parametrize("seat", ["south", "north"])
def test_freeing_with_room_made_first(variants: list[str], expected: dict[str, str | None], seat: str,
                                      tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    obj = position(variants, **ROOM)  # type: ignore[arg-type]
    if seat == "north":
        obj, expected = swap_seats(obj), north(expected)
    assert analyze(obj, tmp_path, capsys) == expected


# 003: "Le joueur peut aussi, s'il le veut, y placer les cartes apparentes de son
# adversaire." North's reserve 2C may go on the AC (optional): nothing is mandatory.
@pytest.mark.parametrize("seat", ["south", "north"])
def test_opponents_card_up_is_never_mandatory(seat: str, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    obj = position(["opponent-cards-up"], {"reserve": ["9D"], "hand": ["5C"]}, {"reserve": ["2C"]},
                   {"H1": ["3C"]}, {"F1": ["AC"]})
    expected = {"NR-F1": None, "H1-NR": None, "turn": None}
    if seat == "north":
        obj = swap_seats(obj)
        expected = {"SR-F1": None, "H1-SR": None, "turn": None}
    assert analyze(obj, tmp_path, capsys) == expected


def test_a_face_down_house_card_takes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # 003/004's face-down house card: the 3S (H1) would fit on a face-up 4H, the 4H on
    # the 5C of H3; face down, neither move exists
    obj = position(["face-down-houses-1"], {"reserve": ["9D"], "hand": ["5C"]},
                   houses={"H1": ["3S"], "H2": ["4H"], "H3": ["5C"]}, houses_face_down=[0, 1, 0, 0, 0, 0, 0, 0])
    assert analyze(obj, tmp_path, capsys) == {"turn": None}


def test_the_retired_name_names_the_new_ones(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "old.json"
    path.write_text(json.dumps({"format": "crapette-record/1", "variants": ["face-down-tableau-2"], "seed": 4,
                                "actions": []}))
    assert main(["analyze", str(path)]) == 2
    err = capsys.readouterr().err
    assert "face-down-houses-2" in err and "face-down-tableau" in err and "Traceback" not in err


def test_a_record_with_a_touch_and_its_stop(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # 000's "Stop or Touch": the attempted SH-H1 (5C on KC) is a fault; north's Stop!
    # ends south's turn, the 5C goes onto south's discard, north moves
    start = position(["touch"], {"reserve": ["9D"], "hand": ["2S"], "hand_card": "5C"}, houses={"H2": ["6D"]})
    record = {"format": "crapette-record/1", "variants": ["touch"], "mode": "stop", "start": start,
              "actions": ["touch SH-H1", "stop"], "result": None}
    path = tmp_path / "touch.json"
    path.write_text(json.dumps(record))
    assert main(["analyze", str(path), "--position"]) == 0
    reached = json.loads(capsys.readouterr().out)
    assert reached["to_move"] == "north" and reached["south"]["discard"] == ["5C"]
    # after the touch alone, south still moves, and may play the 5C onto the 6D
    assert main(["analyze", str(path), "--after", "1"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["to_move"] == "south" and {"action": "SH-H2", "violation": None} in out["actions"]


def test_a_preset_is_read_as_its_variants(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    obj = position(["hardest"], {"reserve": ["9D"], "hand": ["5C"]})
    path = tmp_path / "p.json"
    path.write_text(json.dumps(obj))
    assert main(["analyze", str(path), "--position"]) == 0
    reached = json.loads(capsys.readouterr().out)
    assert reached["variants"] == ["highest-starts", "french-turn", "opponent-cards-up", "fewer-cards-wins",
                                   "crapette-call"]


def test_play_help_lists_the_french_ways(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    out = capsys.readouterr().out
    for name in ("plain", "call", "hardest", "hidden"):
        assert f"\n  {name} " in out
