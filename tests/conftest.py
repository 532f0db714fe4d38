"""Every test runs in English whatever the developer's locale: the language variables
are removed (the CLI reads them, and subprocesses inherit them) and the language is
English again after each test (it belongs to the process)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from crapette.i18n import LOCALE_VARIABLES, set_language, set_plain


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for variable in LOCALE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    yield
    set_plain(False)
    set_language("en")
