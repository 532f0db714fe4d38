"""The match server's tests: a private data directory, and a server of their own — a
real ``crapette serve`` process on 127.0.0.1 and a free port (``server``), or one on a
thread of the test's process where a test needs to set its limits (``thread_server``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from remotehelpers import ServerProcess


@pytest.fixture(autouse=True)
def data_dir(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("CRAPETTE_DATA_DIR", str(data))
    return data


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    proc = ServerProcess(tmp_path / "matches.sqlite")
    proc.start()
    try:
        yield proc
    finally:
        proc.kill()
