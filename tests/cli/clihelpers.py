"""What the CLI tests share: running ``crapette`` in-process and writing a JSON input."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from crapette.cli import main


def run_cli(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """The exit status, stdout and stderr of ``crapette ARGV`` (argparse errors exit through
    SystemExit: their status is returned too)."""
    try:
        code = main(argv)
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 1
    out, err = capsys.readouterr()
    return code, out, err


def write_json(tmp_path: Path, obj: dict[str, Any], name: str = "pos.json") -> str:
    """``obj`` written as JSON into ``tmp_path``; the file's path as the CLI takes it."""
    path = tmp_path / name
    path.write_text(json.dumps(obj), encoding="utf-8")
    return str(path)
