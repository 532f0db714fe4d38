"""Fixtures for the app tests: a clean environment, a private data directory, and
the near-end position (helpers are in apphelpers.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from crapette.engine import Position

from apphelpers import NEAR_END


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """Snapshots and saves must not depend on the developer's terminal or files."""
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("TEXTUAL_THEME", raising=False)
    data = tmp_path / "data"
    monkeypatch.setenv("CRAPETTE_DATA_DIR", str(data))
    return data


@pytest.fixture
def data_dir(clean_env: Path) -> Path:
    return clean_env


@pytest.fixture
def near_end() -> Position:
    return Position.loads(NEAR_END)
