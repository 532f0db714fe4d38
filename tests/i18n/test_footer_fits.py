"""The game's footer at 80 columns in every language with its widest key sets: ? help and
^q quit always show whole; what gives way is the screen's ``FOOTER_GIVES_WAY`` order
(f first, then esc: French and German at 80 columns kept f and dropped esc, the one way
back from a card picked up: issue 27 item 10).

The widest footers, counted by hand from table.py's bindings and keys.key_rule: stop mode
with crapette-call shows ! Crapette!, t, x, f, o p, esc, i, ? and ^q (no u: undo is
strict mode's); strict mode shows u instead of !. In English the first is 81 columns of
text plus the last key's margin, over 80: f found. (9 columns with its gap) gives way and
nothing else (the stock Footer cut it to "^q qui").
"""

from __future__ import annotations

import pytest

from crapette.app.app import make_app
from crapette.i18n import set_language

from apphelpers import run_async
from screentext import screen_text

#: the help and quit keys as a player reads them, written out (not read from the catalog)
HELP_QUIT = {"en": ("? help", "^q quit"), "fr": ("? aide", "^q quitter"), "de": ("? Hilfe", "^q beenden")}
#: the hint key in each language: the weakest words of the last session, chosen again
HINT = {"en": "i hint", "fr": "i conseils", "de": "i Tipp"}
WIDEST = [("stop", "! Crapette"), ("strict", "u ")]


def footer_line(app: object) -> str:
    from textual.app import App

    assert isinstance(app, App)
    return screen_text(app).splitlines()[-1]


@pytest.mark.parametrize("mode,marker", WIDEST)
@pytest.mark.parametrize("lang", ["en", "fr", "de"])
@run_async
async def test_help_and_quit_show_at_80_columns(lang: str, mode: str, marker: str) -> None:
    set_language(lang)
    app = make_app(seed=3, new=True, variants=["crapette-call"], mode=mode)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        line = footer_line(app)
        help_key, quit_key = HELP_QUIT[lang]
        assert help_key in line and line.rstrip().endswith(quit_key), line
        assert marker in line and HINT[lang] in line, line  # the call (or undo) key and i stay too


@run_async
async def test_f_gives_way_first_and_comes_back_when_wide() -> None:
    """English, stop mode, crapette-call: 82 columns of keys (see above) at 80 columns hide
    f found. only; at 100 columns every key shows again."""
    app = make_app(seed=3, new=True, variants=["crapette-call"])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        line = footer_line(app)
        assert "f found." not in line
        for words in ("! Crapette!", "t turn", "x end turn", "esc cancel", "o p load", "i hint", "? help", "^q quit"):
            assert words in line, (words, line)
        await pilot.resize_terminal(100, 24)
        await pilot.pause()
        await pilot.pause()
        assert "f found." in footer_line(app) and "^q quit" in footer_line(app)


@pytest.mark.parametrize("lang,esc", [("fr", "échap annuler"), ("de", "Esc abbrechen")])
@run_async
async def test_esc_shows_in_french_and_german(lang: str, esc: str) -> None:
    """The standard game at 80×24: esc, the way back from a card picked up, stays on the
    footer (at 10af894 it was the first to go: « ! Stop t talon x fin f fond.  o p charger
    i indice ? aide ^q quitter »); f gives way, the prompt shows it whenever it acts."""
    set_language(lang)
    app = make_app(seed=5, new=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        line = footer_line(app)
        assert esc in line and line.rstrip().endswith(HELP_QUIT[lang][1]), line


@run_async
async def test_a_footer_that_fits_hides_nothing() -> None:
    """The standard game in English, strict mode: t x f o p esc i u ? ^q, 76 columns
    (counted from the line above): everything shows, as before."""
    app = make_app(seed=3, new=True, mode="strict")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        line = footer_line(app)
        for words in ("t turn", "x end turn", "f found.", "o p load", "esc cancel", "i hint", "u undo", "? help",
                      "^q quit"):
            assert words in line, (words, line)


@run_async
async def test_the_footer_still_fits_behind_a_dialog() -> None:
    """French, strict mode, seed 7: the footer (t x f o p esc i u ? ^q in French) is
    over 80 columns; with the hint dialog (i) open over the table, ^q quitter still shows
    whole (in tmux a footer composed again behind a dialog once showed every key, cut)."""
    set_language("fr")
    app = make_app(seed=7, new=True, mode="strict")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert footer_line(app).rstrip().endswith("^q quitter") and "esc annuler" not in footer_line(app)
        await pilot.press("i")
        await pilot.pause()
        await pilot.pause()
        assert type(app.screen).__name__ == "HintScreen"
        line = footer_line(app)
        assert line.rstrip().endswith("^q quitter") and "? aide" in line, line


#: the replay's keys as a player reads them, written out: the ones that must always show
REPLAY_KEPT = {"en": ("← back", "→ step", "? help", "q quit"), "fr": ("← retour", "→ avancer", "? aide", "q quitter"),
               "de": ("? Hilfe", "q beenden")}


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
@run_async
async def test_the_replay_footer_fits_80_columns(lang: str) -> None:
    """The French replay footer was 83 columns ("q quitt" cut, found in tmux): home and end
    give way first (the help lists them), and quit always shows whole."""
    from crapette.app.replay import make_replay_app
    from crapette.engine import Game, Record

    set_language(lang)
    game = Game.new(5)
    game.push(game.legal_actions()[0])
    app = make_replay_app(Record.from_game(game))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        line = footer_line(app)
        assert line.rstrip().endswith(REPLAY_KEPT[lang][-1]), line
        for key in REPLAY_KEPT[lang]:
            assert key in line, line
