"""The fuzz and attack tests: a private data directory, never the developer's saves."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def data_dir(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    data = tmp_path / "data"
    data.mkdir()
    monkeypatch.setenv("CRAPETTE_DATA_DIR", str(data))
    monkeypatch.delenv("NO_COLOR", raising=False)
    return data
