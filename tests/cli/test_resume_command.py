"""Issue 15, item 5: the quit message names a command that works from this shell."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from crapette.app.launch import command_name


def test_on_the_path_the_plain_name(tmp_path: Path) -> None:
    program = tmp_path / "bin" / "crapette"
    program.parent.mkdir()
    program.write_text("#!/bin/sh\n")
    assert command_name(str(program), lambda name: str(program)) == "crapette"


def test_not_on_the_path_the_path_it_was_started_by(tmp_path: Path) -> None:
    # `make play` starts .venv/bin/crapette; a fresh shell has no `crapette` command.
    program = tmp_path / ".venv" / "bin" / "crapette"
    program.parent.mkdir(parents=True)
    program.write_text("#!/bin/sh\n")
    assert command_name(str(program), lambda name: None) == str(program)


def test_another_crapette_on_the_path_is_not_named(tmp_path: Path) -> None:
    ours, other = tmp_path / "ours", tmp_path / "other"
    ours.write_text("")
    other.write_text("")
    assert command_name(str(ours), lambda name: str(other)) == str(ours)


def test_started_as_a_module() -> None:
    assert command_name(os.path.join("src", "crapette", "__main__.py")) == f"{sys.executable} -m crapette"
