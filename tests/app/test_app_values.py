"""The app's small values written by hand on ``engine/values.Named`` (issue 28: each
NamedTuple they were compiled its constructor at every start): ``AppConfig``, the
controller's ``Note`` and ``Pushed``, the canvas's ``Drawn`` keep their fields in order,
their defaults, equality and immutability."""

from __future__ import annotations

from pathlib import Path

import pytest

from crapette.app.app import AppConfig, make_app
from crapette.app.controller import Note, Pushed
from crapette.app.save import MatchOptions
from crapette.app.view import Span
from crapette.app.widgets.canvas import Drawn
from crapette.engine.actions import TURN_ACTION


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


def test_note_pushed_and_drawn() -> None:
    note = Note((Span("Taken back", ()),), "notice")
    assert (note.spans, note.kind) == ((Span("Taken back", ()),), "notice")
    assert note == Note((Span("Taken back", ()),), "notice") != Note((Span("Taken back", ()),), "error")
    assert hash(note) == hash(Note((Span("Taken back", ()),), "notice"))
    assert repr(note) == "Note(spans=(Span(text='Taken back', style=(), target=None),), kind='notice')"
    pushed = Pushed(TURN_ACTION, "turns", None, None)
    assert (pushed.action, pushed.words, pushed.verdict, pushed.judged_before) == (TURN_ACTION, "turns", None, None)
    drawn = Drawn([["a"]], [[]], [])
    assert (drawn.chars, drawn.styles, drawn.strips) == ([["a"]], [[]], [])
    for value in (note, pushed, drawn):
        with pytest.raises(AttributeError):
            value.kind = "x"
