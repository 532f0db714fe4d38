"""Whole seeded games at the line console, in this process: every game (two decks, one
deck, three players, Zank-Patience), against the computer and between people, in the
three languages. The person types what the greedy player would choose, in the notation;
every line written is free of escape sequences and control characters."""

from __future__ import annotations

from pathlib import Path

import pytest

from crapette.app.save import MatchOptions
from crapette.engine import Rules
from crapette.app.view import shown_name
from crapette.i18n import set_language
from crapette.match import LocalMatch

from plainhelpers import CONTROL, play_in_process

GAMES = {"two-decks": (), "one-deck": ("one-deck",), "three-players": ("three-players",),
         "zank-patience": ("zank-patience",)}


def _options(variants: tuple[str, ...], computer: bool, seed: int) -> MatchOptions:
    table = Rules.from_names(variants).table
    names = [table.seat_name(s).capitalize() for s in range(max(table.seats) + 1)]
    if not computer:
        return MatchOptions(variants=variants, first_seed=seed, names=tuple(names))
    last = table.seats[-1]
    names[last] = "Computer (level 1)"
    if table.seat_count > 2:
        return MatchOptions(variants=variants, first_seed=seed, names=tuple(names), computers=((last, "computer:1"),))
    return MatchOptions(variants=variants, first_seed=seed, names=tuple(names), computers=((1, "computer:1"),))


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
@pytest.mark.parametrize("computer", [True, False], ids=["vs-computer", "hot-seat"])
@pytest.mark.parametrize("game", list(GAMES))
def test_a_whole_game(game: str, computer: bool, lang: str, data_dir: Path) -> None:
    set_language(lang)
    match, out = play_in_process(_options(GAMES[game], computer, 11), data_dir)
    assert isinstance(match, LocalMatch)
    assert match.waiting and match.game.outcome is not None  # the game was played to its end
    lines = out.splitlines()
    assert all(not CONTROL.search(line) for line in lines)
    assert match.game.ply > 20
    computer_lines = [line for line in lines if line.startswith(shown_name("Computer (level 1)"))]
    assert bool(computer_lines) == computer  # the computer's actions are said, one line each
