"""``AppConfig`` written by hand on ``engine/values.Named`` (issue 28: the NamedTuple it was
compiled its constructor at every start): the same defaults, positional order, equality
and immutability."""

from __future__ import annotations

from pathlib import Path

import pytest

from crapette.app.app import AppConfig, make_app
from crapette.app.save import MatchOptions


def test_defaults_and_order() -> None:
    options = MatchOptions()
    config = AppConfig(options)
    assert (config.options, config.new, config.start, config.data_dir, config.pace, config.clock, config.given) \
        == (options, False, None, None, 0.6, None, frozenset())  # DEFAULT_PACE: 0.6 s an action
    full = AppConfig(options, True, None, Path("/tmp/x"), 0.1, None, frozenset({"mode"}))
    assert (full.new, full.data_dir, full.pace, full.given) == (True, Path("/tmp/x"), 0.1, frozenset({"mode"}))
    assert full == AppConfig(options, True, None, Path("/tmp/x"), 0.1, None, frozenset({"mode"})) != config


def test_immutable() -> None:
    config = AppConfig(MatchOptions())
    with pytest.raises(AttributeError):
        config.new = True


def test_make_app_keeps_what_was_typed() -> None:
    app = make_app(seed=7, mode="strict", new=True)
    assert app.config.new and app.config.given == frozenset({"mode", "first_seed"})
    assert app.config.options.first_seed == 7 and app.config.options.mode == "strict"
