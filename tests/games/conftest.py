"""The proof game's tests run the app: a private data directory and no colour settings
from the developer's terminal (as tests/app's conftest)."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("TEXTUAL_THEME", raising=False)
    data = tmp_path / "data"
    monkeypatch.setenv("CRAPETTE_DATA_DIR", str(data))
    return data
