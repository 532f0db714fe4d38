"""The look (issue 27 item 14): the four-colour deck, the theme and the bell on a founded
Stop!, each remembered in the settings file; ``replay --last`` is in test_history.py."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from crapette.app.app import make_app
from crapette.app.dialogs.verdict import VerdictScreen
from crapette.app.look import LOOKS, apply_remembered, next_look
from crapette.app.settings import Settings
from crapette.app.widgets.board import Board

from apphelpers import run_async

SIZE = (120, 40)


def ink(board: Board, suit: str) -> object:
    """The colour a red or black card of ``suit`` is drawn in."""
    red = suit in ("diamonds", "hearts")
    return board._style("card", "red" if red else "black", suit).color


@run_async
async def test_the_four_colour_deck_gives_each_suit_its_own_colour(data_dir: Path) -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=SIZE) as pilot:
        board = app.screen.query_one(Board)
        assert ink(board, "diamonds") == ink(board, "hearts")  # the usual deck: both red
        assert ink(board, "clubs") == ink(board, "spades")
        await pilot.press("ctrl+t", "ctrl+t")  # dark, light, then dark with four colours
        assert (app.theme, app.four_colour) == ("textual-dark", True)
        await pilot.pause()
        board = app.screen.query_one(Board)
        colours = {suit: ink(board, suit) for suit in ("clubs", "diamonds", "hearts", "spades")}
        assert len(set(colours.values())) == 4
    settings = Settings(data_dir)
    assert settings.load() is None and (settings.theme, settings.four_colour) == ("textual-dark", True)


def test_ctrl_t_steps_through_the_four_looks() -> None:
    look = LOOKS[0]
    seen = [look]
    for _ in range(4):
        look = next_look(*look)
        seen.append(look)
    assert seen[4] == seen[0] and len(set(seen[:4])) == 4


@run_async
async def test_the_look_is_put_back_at_the_next_start(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "settings.json").write_text(json.dumps(
        {"format": "crapette-settings/1", "language": None, "theme": "textual-light", "four_colour": True,
         "bell": True}), encoding="utf-8")
    app = make_app(seed=5, new=True)
    apply_remembered(app)
    assert (app.theme, app.four_colour, app.bell_on) == ("textual-light", True, True)
    # a look the file holds wrongly is left at its default, the language kept
    (data_dir / "settings.json").write_text(json.dumps(
        {"format": "crapette-settings/1", "language": "fr", "theme": "pink", "four_colour": "yes"}), encoding="utf-8")
    settings = Settings(data_dir)
    assert settings.load() is None
    assert (settings.language, settings.theme, settings.four_colour, settings.bell) == ("fr", None, False, False)


@pytest.mark.parametrize("on", [False, True])
@run_async
async def test_a_bell_on_a_founded_stop_when_asked(data_dir: Path, on: bool) -> None:
    app = make_app(seed=5, new=True)
    rung: list[bool] = []
    app.bell = lambda: rung.append(True)  # type: ignore[method-assign]
    async with app.run_test(size=SIZE) as pilot:
        if on:
            await pilot.press("ctrl+g")
        await pilot.press("7", "2", "exclamation_mark")  # H7-H2 breaks P1: north's Stop! is founded
        assert isinstance(app.screen, VerdictScreen) and app.screen.verdict.founded
    assert rung == ([True] if on else [])
    if on:
        settings = Settings(data_dir)
        assert settings.load() is None and settings.bell


@pytest.mark.parametrize(("width", "reserve"), [(99, "SR  A♦ 13"), (100, "SR   A♦  13")])
@run_async
async def test_larger_cards_from_100_columns(width: int, reserve: str) -> None:
    """At 24 rows the board keeps one line per card; from 100 columns each card is five
    cells (a margin each side), not three, and houses fan six cells apart."""
    from apphelpers import board_text

    app = make_app(seed=5, new=True)
    async with app.run_test(size=(width, 24)):
        text = board_text(app)
        assert reserve in text
        board = app.screen.query_one(Board)
        x, y = board.pile_region(0) or (0, 0)  # SR: its card cells drawn on paper
        line = board.render_line(y)
        cells = [seg for seg in line if seg.style is not None and seg.style.bgcolor is not None
                 and "A♦" in seg.text]
        assert [len(seg.text) for seg in cells] == [5 if width >= 100 else 3]


def test_four_colour_board(snap_compare: Any) -> None:
    """The four-colour deck at 100×24 (larger cards): ♦ blue, ♣ green, ♥ red, ♠ black."""
    app = make_app(seed=5, new=True)
    app.four_colour = True
    assert snap_compare(app, terminal_size=(100, 24))
