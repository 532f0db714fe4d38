"""Switching the language in the app keeps the game and re-reads the texts; every
translated dialog still fits 80×24 in French and German (its title and every button
label shown whole)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Button, Static

from crapette.app.app import make_app
from crapette.app.dialogs.resume import LockedScreen, ResumeScreen
from crapette.app.dialogs.stalemate import StalemateScreen
from crapette.app.dialogs.verdict import VerdictScreen
from crapette.app.learn import LearnApp
from crapette.app.settings import FILE_NAME
from crapette.engine import Position
from crapette.i18n import language, set_language

from apphelpers import NEAR_END, game_screen, run_async
from screentext import screen_text

SIZE = (80, 24)


@run_async
async def test_ctrl_l_switches_the_language_and_keeps_the_game(clean_env: Path) -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("7", "2", "exclamation_mark")  # a verdict open over a game in progress
        await pilot.pause()
        actions = len(game_screen(app).game.actions)
        title = app.screen.query_one("#dialog-title", Static)
        assert str(title.render()) == "Stop! is founded"
        await pilot.press("ctrl+l")
        await pilot.pause()
        assert language() == "fr"
        assert str(title.render()) == "«\u00a0Stop\u202f!\u00a0» est fondé"  # the open dialog said anew
        assert str(app.screen.query_one("#ok", Button).label) == "OK [entrée]"
        await pilot.press("ctrl+l")
        await pilot.pause()
        assert language() == "de" and str(title.render()) == "„Stop!“ ist berechtigt"
        assert len(game_screen(app).game.actions) == actions  # nothing played, nothing lost
        assert isinstance(app.screen, VerdictScreen)
    saved = json.loads((clean_env / FILE_NAME).read_text(encoding="utf-8"))
    assert saved["language"] == "de"  # remembered for the next run


@run_async
async def test_the_lesson_menu_reads_its_texts_again() -> None:
    app = LearnApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        status = app.screen.query_one("#menu-status", Static)
        assert "lessons done" in str(status.render())
        await pilot.press("ctrl+l", "ctrl+l")  # French, then German
        await pilot.pause()
        assert "Lektionen erledigt" in str(status.render())
        assert str(app.screen.query_one("#menu-title", Static).render()) == "Crapette — Lektionen"
        assert "q beenden" in screen_text(app)


def dialogs() -> list[Any]:
    names = ("Ann", "Bob")  # (a name of 20 letters overflows the stalemate buttons in English too)
    long_summary = "Annabelle-Marguerite 120 – 95 Bob, target 300; game 4, seed 17, 231 actions played."
    return [StalemateScreen(names), ResumeScreen(long_summary, ["--mode: saved stop, typed strict"]),
            ResumeScreen(long_summary), LockedScreen("/home/someone/.local/share/crapette/match.json")]


@pytest.mark.parametrize("code", ["fr", "de"])
@run_async
async def test_each_dialog_fits_80_by_24(code: str) -> None:
    set_language(code)
    app = make_app(start=Position.loads(NEAR_END), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        for dialog in [*dialogs()]:
            await app.push_screen(dialog)
            await pilot.pause()
            shown = screen_text(app)
            for button in dialog.query(Button):
                label = str(button.label)
                assert label in shown, f"{type(dialog).__name__}: {label!r} cut"
                assert button.region.right <= SIZE[0] and button.region.bottom <= SIZE[1]
            app.pop_screen()
        await pilot.press("r", "f")  # the end of the game
        await pilot.pause()
        shown = screen_text(app)
        for button in app.screen.query(Button):
            assert str(button.label) in shown
        title = str(app.screen.query_one("#dialog-title", Static).render())
        assert title in shown


@run_async
async def test_the_table_says_its_prompt_anew() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("7")  # a card picked up stays picked up
        await pilot.pause()
        assert "4♥ from house 7 picked up" in screen_text(app)
        await pilot.press("ctrl+l")
        await pilot.pause()
        assert "4♥ (maison 7) en main" in screen_text(app)
        assert game_screen(app).controller.selected is not None


#: the longest names a player may type (engine.safety.MAX_NAME_CHARS: 24)
LONG_NAMES = ("Maximiliane-Wilhelmine-X", "Bartholomäus-Friedrichs-Y", "Zoé-Marguerite-Antoinett")


@pytest.mark.parametrize("lang", ["fr", "de"])
@pytest.mark.parametrize("variants", [(), ("one-deck",), ("three-players",)], ids=lambda v: v[0] if v else "standard")
@pytest.mark.parametrize("size", [SIZE, (120, 40)], ids=lambda s: f"{s[0]}x{s[1]}")
@run_async
async def test_the_board_fits_with_the_longest_names(lang: str, variants: tuple[str, ...], size: tuple[int, int]) -> None:
    """The hand's label is longer in French and German (talon, Talon: five letters, "hand"
    four): every pile's label still shows whole, once, every seat's name shows, and no
    two click areas of a row overlap (a label pushed onto its neighbour would)."""
    from crapette.app.widgets.board import Board
    from crapette.app.widgets.layout import geometry, hand_word

    set_language(lang)
    from crapette.engine.position import Rules

    table = Rules.from_names(variants).table
    app = make_app(seed=5, new=True, variants=variants, names=LONG_NAMES[:table.seat_count])
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        board = app.screen.query_one(Board)
        rows = geometry(board.size.height, board.size.width, table).rows["text"]  # the table, not the prompt
        text = "\n".join(board.render_line(y).text for y in range(rows))
        words = text.split()
        assert words.count(hand_word()) == table.seat_count
        for pile in (*table.reserves, *table.discards, *table.houses, *table.foundations):
            assert words.count(table.name(pile)) == 1, table.name(pile)
        for name in LONG_NAMES[:table.seat_count]:
            assert name in text
        by_row: dict[int, list[tuple[int, int, int]]] = {}
        for y, x0, x1, target in board.hits:
            by_row.setdefault(y, []).append((x0, x1, target))
        for y, spans in by_row.items():
            spans.sort()
            for (_a0, a1, t), (b0, _b1, u) in zip(spans, spans[1:]):
                assert t == u or a1 <= b0, (y, t, u)
