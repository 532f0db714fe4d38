"""Valid files to start from (a position, a record, a save, the lessons' progress) and
the one check every hostile input must pass: exit 0 or 2, and at most one line said."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from crapette.cli import main

POSITION: dict[str, Any] = {
    "format": "crapette-position/1", "variants": [], "to_move": "south",
    "south": {"reserve": ["9C", "2H"], "hand": ["TD", "4D", "7S"], "hand_card": None, "discard": []},
    "north": {"reserve": ["QD", "5S"], "hand": ["3C", "JH"], "hand_card": None, "discard": []},
    "houses": [["8S"], ["7H"], ["KC"], ["KH"], ["KS"], ["KC"], ["KH"], ["KS"]],
    "foundations": [["AH"], [], [], [], [], [], [], []],
}

RECORD: dict[str, Any] = {
    "format": "crapette-record/1", "variants": [], "mode": "stop", "seed": 7,
    "players": {"south": "Ann", "north": "Bob"}, "actions": [], "result": None,
}


def a_save(**options: Any) -> dict[str, Any]:
    """A valid save of a new match (seed 5), its options changed by ``options``."""
    from crapette.app.save import MatchOptions, MatchSession

    obj: dict[str, Any] = json.loads(MatchSession.new(MatchOptions(first_seed=5)).dumps())
    obj["options"].update(options)
    return obj


def run_cli(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_line_refusal(code: int, err: str, limit: int = 500) -> None:
    """Bad input: status 2, one line on stderr, short (no 50 MB of quoted value)."""
    assert code == 2, err
    assert err.endswith("\n") and err.count("\n") == 1, err[:500]
    assert len(err) <= limit, err[:500]
    assert "Traceback" not in err and "\x1b" not in err


def write(path: Path, content: str | bytes) -> Path:
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path
