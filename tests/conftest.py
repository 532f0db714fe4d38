"""Every test runs in English whatever the developer's locale: the language variables
are removed (the CLI reads them, and subprocesses inherit them) and the language is
English again after each test (it belongs to the process).

The ``slow`` marker names the long tests (the app monkey, every variant played through
the app): ``make test`` runs them like the others; ``pytest -m "not slow"`` leaves them
out for a quick check while working."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

import crapette.words  # noqa: F401  (the engine's errors say their codes in words, as in the program)
from crapette.i18n import LOCALE_VARIABLES, set_language, set_plain


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto`` (make test): two workers a core. Much of the suite waits rather than
    computes (servers and clients in other processes, screens between repaints), so one
    worker a core leaves the cores half idle: measured on 2 cores, the suite's workers ran
    at 40–60 % CPU each."""
    return 2 * (os.cpu_count() or 1)


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
