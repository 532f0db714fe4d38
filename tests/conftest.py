"""Every test runs in English whatever the developer's locale: the language variables
are removed (the CLI reads them, and subprocesses inherit them) and the language is
English again after each test (it belongs to the process).

The ``slow`` marker names the long tests (the app monkey, every variant played through
the app): ``make test`` runs them like the others; ``pytest -m "not slow"`` leaves them
out for a quick check while working."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import crapette.words  # noqa: F401  (the engine's errors say their codes in words, as in the program)
from crapette.i18n import LOCALE_VARIABLES, set_language, set_plain


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: a long test (the app monkey, every variant through the app); "
                            "make test runs it, -m 'not slow' leaves it out")


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for variable in LOCALE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    yield
    set_plain(False)
    set_language("en")
