"""``crapette analyze``: the command-line contract of notation.md.

Expected outputs are derived by hand from the rules (rulings.md, notation.md); the
positions after a seeded deal come from an independent reference implementation of
the deal (SplitMix64 + Fisher-Yates, as specified in the engine's docstrings and
checked against SplitMix64's published answers in tests/engine).
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from clihelpers import run_cli
from reference_deal import shuffled_deck, splitmix64

# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------

KINGS = {"H1": ["KC"], "H2": ["KS"], "H3": ["KD"], "H4": ["KH"],
         "H5": ["KC"], "H6": ["KS"], "H7": ["KD"], "H8": ["KH"]}


def position(to_move: str = "south", south: dict[str, Any] | None = None, north: dict[str, Any] | None = None,
             houses: dict[str, list[str]] | None = None, foundations: dict[str, list[str]] | None = None,
             variants: list[str] | None = None) -> dict[str, Any]:
    def side(d: dict[str, Any] | None) -> dict[str, Any]:
        base: dict[str, Any] = {"reserve": [], "hand": [], "hand_card": None, "discard": []}
        base.update({"hand": ["9S"]} if d is None else d)
        return base

    houses = houses or {}
    foundations = foundations or {}
    return {
        "format": "crapette-position/1",
        "variants": variants or [],
        "to_move": to_move,
        "south": side(south),
        "north": side(north),
        "houses": [houses.get(f"H{i}", []) for i in range(1, 9)],
        "foundations": [foundations.get(f"F{i}", []) for i in range(1, 9)],
    }


def record(actions: list[str], seed: int | None = None, start: dict[str, Any] | None = None,
           result: dict[str, Any] | None = None, variants: list[str] | None = None) -> dict[str, Any]:
    obj: dict[str, Any] = {"format": "crapette-record/1", "variants": variants or [], "mode": "stop"}
    if seed is not None:
        obj["seed"] = seed
    if start is not None:
        obj["start"] = start
    obj.update({"players": {"south": "Ann", "north": "Bob"}, "actions": actions, "result": result})
    return obj


def write(tmp_path: Path, obj: Any, name: str = "input.json") -> str:
    path = tmp_path / name
    path.write_text(obj if isinstance(obj, str) else json.dumps(obj), encoding="utf-8")
    return str(path)


def analysed(out: str) -> dict[str, str | None]:
    obj = json.loads(out)
    assert obj["format"] == "crapette-analysis/1"
    actions = [(a["action"], a["violation"]) for a in obj["actions"]]
    assert len(actions) == len(set(a for a, _ in actions)), "an action is listed twice"
    return dict(actions)


# The position whose analysis is notation.md's example: reserve 3H goes on 2H (F2) only,
# H3's 7D goes on H6's 8S, south can turn; nothing else moves (kings everywhere else, F1
# holds AC, the empty foundations take only aces). P1 is in force: SR-F2 breaks nothing,
# H3-H6 and turn break P1.
EXAMPLE_POSITION = position(
    south=dict(reserve=["3H"], hand=["9C"]),
    houses={**KINGS, "H3": ["7D"], "H6": ["8S"]},
    foundations={"F1": ["AC"], "F2": ["AH", "2H"]},
)

# notation.md's analysis example, byte for byte (the file ends with a newline). The
# engine lists actions in its canonical order (reserve, hand card, discard, H1..H8;
# then turn), which is the example's order here.
EXAMPLE_ANALYSIS = """{
  "format": "crapette-analysis/1",
  "to_move": "south",
  "status": "playing",
  "actions": [
    {"action": "SR-F2", "violation": null},
    {"action": "H3-H6", "violation": "P1"},
    {"action": "turn", "violation": "P1"}
  ]
}
"""

# notation.md's position example in its own layout, with north to move (as printed the
# example gives north a turned card while south is to move, which the format forbids).
EXAMPLE_POSITION_TEXT = """{
  "format": "crapette-position/1",
  "variants": ["discard-available"],
  "to_move": "north",
  "south": {"reserve": ["9C", "2D", "7H"], "hand": ["KS", "4D"], "hand_card": null, "discard": ["5C"]},
  "north": {"reserve": ["QD"], "hand": [], "hand_card": "3S", "discard": []},
  "houses": [["KD", "QS"], [], ["8H"], [], [], [], [], []],
  "foundations": [["AH", "2H"], [], [], [], [], [], [], []]
}
"""


def layout(obj: dict[str, Any]) -> str:
    """notation.md's analysis layout: top-level keys one per line (2 spaces), one
    action object per line (4 spaces), compact ``", "``/``": "`` separators."""
    acts = ",\n".join("    " + json.dumps(a, separators=(", ", ": ")) for a in obj["actions"])
    actions = "[\n" + acts + "\n  ]" if obj["actions"] else "[]"
    return (
        "{\n"
        f'  "format": {json.dumps(obj["format"])},\n'
        f'  "to_move": {json.dumps(obj["to_move"])},\n'
        f'  "status": {json.dumps(obj["status"])},\n'
        f'  "actions": {actions}\n'
        "}\n"
    )


# --- reference deal (independent of the engine) ---------------------------------

def reference_deal(seed: int) -> dict[str, Any]:
    gen = splitmix64(seed)
    s, n = shuffled_deck(gen), shuffled_deck(gen)
    houses = {f"H{i}": [c] for i, c in zip((5, 6, 7, 8), s[13:17])}
    houses.update({f"H{i}": [c] for i, c in zip((4, 3, 2, 1), n[13:17])})

    def rank(c: str) -> int:
        return "A23456789TJQK".index(c[0])

    s_keys = [rank(s[12])] + [rank(houses[h][0]) for h in ("H8", "H7", "H6", "H5")]
    n_keys = [rank(n[12])] + [rank(houses[h][0]) for h in ("H1", "H2", "H3", "H4")]
    first = next(("south" if a < b else "north" for a, b in zip(s_keys, n_keys) if a != b), "south")
    return position(to_move=first, south=dict(reserve=s[:13], hand=s[17:][::-1]),
                    north=dict(reserve=n[:13], hand=n[17:][::-1]), houses=houses)


SEED = 20261122


# ---------------------------------------------------------------------------
# positions
# ---------------------------------------------------------------------------


def test_analysis_of_a_position_is_notation_example_byte_for_byte(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_cli(["analyze", write(tmp_path, EXAMPLE_POSITION)], capsys)
    assert (code, err) == (0, "")
    assert out == EXAMPLE_ANALYSIS


def test_analysis_of_notation_position_example(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # North to move, discard-available. Six empty houses (H2, H4..H8) take any card:
    # the reserve QD, the turned 3S and the house tops QS (H1) and 8H (H3) each go to
    # all six. 3S also goes on north's own discard. 8H loads south's reserve (top 7H:
    # hearts, one up). North's discard is empty; nothing reaches a foundation (F1 needs
    # 3H, the others aces), so no priority is in force: 26 actions, no violation.
    code, out, err = run_cli(["analyze", write(tmp_path, EXAMPLE_POSITION_TEXT)], capsys)
    assert (code, err) == (0, "")
    empties = ("H2", "H4", "H5", "H6", "H7", "H8")
    expected = {f"{src}-{h}" for src in ("NR", "NH", "H1", "H3") for h in empties} | {"NH-ND", "H3-SR"}
    assert analysed(out) == {a: None for a in expected}
    obj = json.loads(out)
    assert (obj["to_move"], obj["status"]) == ("north", "playing")
    assert out == layout(obj)


def test_position_option_on_a_position_writes_it_back_identically(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_cli(["analyze", write(tmp_path, EXAMPLE_POSITION_TEXT), "--position"], capsys)
    assert (code, err) == (0, "")
    assert out == EXAMPLE_POSITION_TEXT


def test_stdin(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(EXAMPLE_POSITION)))
    code, out, err = run_cli(["analyze", "-"], capsys)
    assert (code, out, err) == (0, EXAMPLE_ANALYSIS, "")


def test_stdin_bad_input_names_standard_input(monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("{nope"))
    code, out, err = run_cli(["analyze", "-"], capsys)
    assert code == 2 and out == ""
    assert "standard input" in err and len(err.strip().splitlines()) == 1


# ---------------------------------------------------------------------------
# records
# ---------------------------------------------------------------------------


def _seeded_record_expectations() -> tuple[str, str, dict[str, Any]]:
    deal = reference_deal(SEED)
    first = deal["to_move"]
    other = "north" if first == "south" else "south"
    return first, other, deal


def test_reference_deal_is_the_engines_deal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(["analyze", write(tmp_path, record([], seed=SEED)), "--position"], capsys)
    assert code == 0
    assert json.loads(out) == reference_deal(SEED)


def test_record_from_a_seed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # The first player turns the top of their hand, discards it, then the other turns.
    # turn, own discard and (then) the other's turn are always allowed at the deal.
    first, other = _seeded_record_expectations()[:2]
    f, o = first[0].upper(), other[0].upper()
    path = write(tmp_path, record(["turn", f"{f}H-{f}D", "turn"], seed=SEED))
    code, out, err = run_cli(["analyze", path], capsys)
    assert (code, err) == (0, "")
    obj = json.loads(out)
    assert (obj["to_move"], obj["status"]) == (other, "playing")
    # the other player holds a turned card: its discard is among the actions, turn is not
    assert f"{o}H-{o}D" in analysed(out) and "turn" not in analysed(out)


def test_record_position_after_each_action(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first, other, deal = _seeded_record_expectations()
    f = first[0].upper()
    path = write(tmp_path, record(["turn", f"{f}H-{f}D", "turn"], seed=SEED))

    def after(n: int) -> dict[str, Any]:
        code, out, err = run_cli(["analyze", path, "--after", str(n), "--position"], capsys)
        assert (code, err) == (0, "")
        return json.loads(out)

    assert after(0) == deal
    # after 1: the top card of the first player's hand (the last of the list) is turned
    exp = json.loads(json.dumps(deal))
    card = exp[first]["hand"].pop()
    exp[first]["hand_card"] = card
    assert after(1) == exp
    # after 2: it lies on their discard and the other player is to move
    exp[first]["hand_card"] = None
    exp[first]["discard"] = [card]
    exp["to_move"] = other
    assert after(2) == exp
    # after 3: the other player has turned their top card
    exp[other]["hand_card"] = exp[other]["hand"].pop()
    assert after(3) == exp
    code, out, _ = run_cli(["analyze", path, "--position"], capsys)
    assert json.loads(out) == exp


def test_record_with_a_start_position_and_a_founded_stop(tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    # From EXAMPLE_POSITION south plays H3-H6 although the reserve 3H goes on 2H (P1).
    # North's Stop! takes it back, 3H goes to F2, north to move. North can move 7D onto
    # 8S or turn; nothing reaches a foundation (F2 needs 4H, F1 2C): no violation.
    path = write(tmp_path, record(["H3-H6", "stop"], start=EXAMPLE_POSITION))
    code, out, err = run_cli(["analyze", path, "--position"], capsys)
    assert (code, err) == (0, "")
    assert json.loads(out) == position(
        to_move="north", south=dict(hand=["9C"]), houses={**KINGS, "H3": ["7D"], "H6": ["8S"]},
        foundations={"F1": ["AC"], "F2": ["AH", "2H", "3H"]})
    code, out, err = run_cli(["analyze", path], capsys)
    assert analysed(out) == {"H3-H6": None, "turn": None}
    assert json.loads(out)["to_move"] == "north"
    # after the first action only: north may still call, the analysis is of south's turn
    code, out, err = run_cli(["analyze", path, "--after", "1"], capsys)
    assert code == 0 and json.loads(out)["to_move"] == "south"
    code, out, err = run_cli(["analyze", path, "--after", "0"], capsys)
    assert out == EXAMPLE_ANALYSIS


def test_record_of_a_won_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    start = position(south=dict(reserve=["2H"]), north=dict(reserve=["5C"]), houses=KINGS,
                     foundations={"F1": ["AH"]})
    code, out, err = run_cli(["analyze", write(tmp_path, record(["SR-F1"], start=start))], capsys)
    assert (code, err) == (0, "")
    assert out == '{\n  "format": "crapette-analysis/1",\n  "to_move": "south",\n  "status": "won:south",\n' \
                  '  "actions": []\n}\n'


def test_record_of_an_agreed_stalemate(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    start = position(south=dict(hand=["5C"]), north=dict(hand=["6D"]), houses=KINGS)
    result = {"outcome": "stalemate", "score": {"south": 0, "north": 0}, "reason": "agreement"}
    code, out, err = run_cli(["analyze", write(tmp_path, record(["turn", "SH-SD"], start=start, result=result))], capsys)
    assert code == 0
    obj = json.loads(out)
    assert (obj["status"], obj["actions"]) == ("stalemate", [])


# ---------------------------------------------------------------------------
# bad input: exit status 2, one clear line, no traceback
# ---------------------------------------------------------------------------

GOOD_START_RECORD = record(["H3-H6", "stop"], start=EXAMPLE_POSITION)

BAD_FILES: list[Any] = [
    # (id, file content or None for a missing file / "DIR" for a directory, extra args, needles)
    pytest.param(None, [], ["no such file"], id="missing-file"),
    pytest.param("DIR", [], ["directory"], id="directory"),
    pytest.param("{not json", [], ["JSON"], id="invalid-json"),
    pytest.param("", [], ["JSON"], id="empty-file"),
    pytest.param({"format": "crapette-foo/1"}, [], ["format", "crapette-foo/1"], id="unknown-format"),
    pytest.param([1, 2], [], ["format"], id="not-an-object"),
    pytest.param(position(houses={"H4": ["8S", "7S"]}), [], ["H4"], id="invalid-pile-house"),
    pytest.param(position(foundations={"F2": ["2H"]}), [], ["F2"], id="invalid-pile-foundation"),
    pytest.param(position(south=dict(reserve=["1X"])), [], ["SR", "1X"], id="bad-card"),
    pytest.param(position(variants=["no-such-variant"]), [], ["no-such-variant"], id="unknown-variant-position"),
    pytest.param(record([], seed=1, variants=["no-such-variant"]), [], ["no-such-variant"],
                 id="unknown-variant-record"),
    # a list where a name belongs: a traceback (unhashable list) before, found by the fuzz
    pytest.param(position(variants=[["x"]]), [], ["variant name must be a string", "['x']"], id="variant-a-list"),
    pytest.param(position(variants=[{"k": "v"}]), [], ["variant name must be a string"], id="variant-an-object"),
    # action 2: after south's H3-H6, SR-F3 (3H on an empty foundation) breaks the building rules
    pytest.param(record(["H3-H6", "SR-F3"], start=EXAMPLE_POSITION), [], ["action 2", "SR-F3"],
                 id="action-not-allowed"),
    # action 3: a second stop on the same action
    pytest.param(record(["H3-H6", "stop", "stop"], start=EXAMPLE_POSITION), [], ["action 3", "stop"],
                 id="stop-without-window"),
    pytest.param(record(["turn", "XX-YY"], seed=1), [], ["action 2", "XX-YY"], id="bad-action-text"),
    pytest.param(GOOD_START_RECORD, ["--after", "3"], ["--after", "3"], id="after-beyond-record"),
    pytest.param(EXAMPLE_POSITION, ["--after", "1"], ["--after"], id="after-on-a-position"),
    pytest.param(GOOD_START_RECORD, ["--after", "-1"], ["--after"], id="after-negative"),
    pytest.param(GOOD_START_RECORD, ["--after", "two"], ["--after"], id="after-not-a-number"),
]


def _bad_path(tmp_path: Path, content: Any) -> str:
    if content is None:
        return str(tmp_path / "missing.json")
    if content == "DIR":
        (tmp_path / "adir").mkdir()
        return str(tmp_path / "adir")
    return write(tmp_path, content)


@pytest.mark.parametrize("content, extra, needles", BAD_FILES)
def test_bad_input_exits_2_with_a_clear_message(tmp_path: Path, capsys: pytest.CaptureFixture[str], content: Any,
                                                extra: list[str], needles: list[str]) -> None:
    code, out, err = run_cli(["analyze", _bad_path(tmp_path, content), *extra], capsys)
    assert code == 2
    assert out == ""
    assert "Traceback" not in err
    for needle in needles:
        assert needle in err


@pytest.mark.parametrize("content, extra, needles", BAD_FILES)
def test_bad_input_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str], content: Any, extra: list[str],
                               needles: list[str]) -> None:
    code, out, err = run_cli(["analyze", _bad_path(tmp_path, content), *extra], capsys)
    assert code == 2
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].strip(), err


@pytest.mark.parametrize("argv", [pytest.param([], id="no-arguments"), pytest.param(["analyze"], id="no-file")])
def test_missing_arguments_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_cli(argv, capsys)
    assert code == 2 and out == "" and "Traceback" not in err
    assert "required" in err


@pytest.mark.parametrize("argv", [pytest.param([], id="no-arguments"), pytest.param(["analyze"], id="no-file")])
def test_missing_arguments_one_line(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_cli(argv, capsys)
    assert code == 2 and len(err.splitlines()) == 1


# ---------------------------------------------------------------------------
# the real command
# ---------------------------------------------------------------------------


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env.pop("PYTHONWARNINGS", None)
    return env


def test_python_m_crapette_analyze(tmp_path: Path) -> None:
    path = write(tmp_path, EXAMPLE_POSITION)
    proc = subprocess.run([sys.executable, "-m", "crapette", "analyze", path], capture_output=True, text=True,
                          cwd=tmp_path, env=_env(), timeout=60)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, EXAMPLE_ANALYSIS, "")


def test_python_m_crapette_analyze_stdin_and_bad_input(tmp_path: Path) -> None:
    proc = subprocess.run([sys.executable, "-m", "crapette", "analyze", "-", "--position"],
                          input=EXAMPLE_POSITION_TEXT, capture_output=True, text=True, cwd=tmp_path, env=_env(),
                          timeout=60)
    assert (proc.returncode, proc.stdout) == (0, EXAMPLE_POSITION_TEXT)
    path = write(tmp_path, record(["H3-H6", "SR-F3"], start=EXAMPLE_POSITION))
    proc = subprocess.run([sys.executable, "-m", "crapette", "analyze", path], capture_output=True, text=True,
                          cwd=tmp_path, env=_env(), timeout=60)
    assert proc.returncode == 2 and proc.stdout == ""
    assert len(proc.stderr.splitlines()) == 1 and "Traceback" not in proc.stderr
    assert "action 2" in proc.stderr and "SR-F3" in proc.stderr
