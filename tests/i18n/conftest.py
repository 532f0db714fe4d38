"""Fixtures for the language tests: a private data folder, no locale from the developer's
shell, and English again after every test (the language is the process's)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from crapette.i18n import LOCALE_VARIABLES, set_language

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "app"))  # apphelpers, screentext


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Path]:
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("TEXTUAL_THEME", raising=False)
    for variable in LOCALE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    data = tmp_path / "data"
    monkeypatch.setenv("CRAPETTE_DATA_DIR", str(data))
    yield data
    set_language("en")
