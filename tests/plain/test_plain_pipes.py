"""`crapette play --plain` driven through real pipes, as a script would: a whole seeded
game in each game (two decks, one deck, three players, Zank-Patience), against the
computer and between people, across the three languages. The script asks `moves`,
plays one by its number, presses Enter while the computer plays, and leaves once the
game is over. Every line written is free of escape sequences and control characters."""

from __future__ import annotations

from pathlib import Path

import pytest

from crapette.i18n import _, set_language
from crapette.plain.commands import long_word
from crapette.plain.console import Console, ScriptedLines

from plainhelpers import CONTROL, run_plain

#: (game, options, language): each game against the computer and between people, each
#: language at least twice
RUNS = [
    ("two-decks", ["--vs", "computer:1"], "en"),
    ("two-decks", ["--names", "Ann", "Bob"], "fr"),
    ("one-deck", ["--variant", "one-deck", "--vs", "computer:1"], "de"),
    ("one-deck", ["--variant", "one-deck"], "en"),
    ("three-players", ["--variant", "three-players", "--vs", "computer:1"], "fr"),
    ("three-players", ["--variant", "three-players"], "de"),
    ("zank-patience", ["--variant", "zank-patience", "--vs", "computer:1"], "en"),
    ("zank-patience", ["--variant", "zank-patience", "--mode", "strict"], "fr"),
]


def _prompts(lang: str) -> tuple[str, str, str]:
    """The prompts after a game, and while the computer plays, as written in ``lang``."""
    set_language(lang)
    try:
        shown = Console(ScriptedLines([]), None, False).shown  # type: ignore[arg-type]
        quit_word = long_word("quit")
        next_game = shown(_("Enter: the next game · {quit}: quit").format(quit=quit_word)) + ">"
        new_match = shown(_("Enter: a new match · {quit}: quit").format(quit=quit_word)) + ">"
        return next_game, new_match, long_word("moves")
    finally:
        set_language("en")


def _rank(notation: str) -> int:
    """The script's preference: a card to a foundation, a card from the player's own
    piles, a turn, the end of the turn, anything else (never a house shuffle first)."""
    src, _sep, dst = notation.partition("-")
    if dst.startswith("F"):
        return 0
    if notation in ("turn", "pass"):
        return 2
    if src[:1] in "SNW" and len(src) == 2 and src[1] in "RHD":
        return 3 if dst[1:2] == "D" and dst[:1] == src[:1] else 1
    return 4


def _script(lang: str):  # type: ignore[no-untyped-def]
    next_game, new_match, moves = _prompts(lang)
    state = {"asked": -1, "ended": False}

    def answer(prompt: str, lines: list[str]) -> str | None:
        if prompt in (next_game, new_match):
            state["ended"] = True
            return "quit"
        if state["asked"] < 0:  # a turn prompt, or the computer's go-on prompt: list the moves
            state["asked"] = len(lines)
            return moves
        listing = [line for line in lines[state["asked"]:-1] if line[:1].isdigit() and ". " in line]
        state["asked"] = -1
        if not listing:  # the computer is playing (its prompt answers moves with a wait): go on
            return ""
        entries = [(line.split(". ", 1)[0], line.split(". ", 1)[1].split("  ", 1)[0]) for line in listing]
        number, _notation = min(entries, key=lambda e: _rank(e[1]))
        return number

    return answer, state


@pytest.mark.parametrize(("game", "options", "lang"), RUNS, ids=[f"{g}-{'vs' if '--vs' in o else 'people'}-{lang}"
                                                                  for g, o, lang in RUNS])
def test_a_whole_game_through_pipes(game: str, options: list[str], lang: str, data_dir: Path) -> None:
    answer, state = _script(lang)
    lines = run_plain(["--seed", "11", *options], data_dir, answer, lang)
    assert state["ended"], lines[-10:]  # the game reached its end
    assert all(not CONTROL.search(line) for line in lines)
    assert (data_dir / "save.json").exists()  # left between two games: the match is saved
    assert len(list((data_dir / "games").glob("*.json"))) == 1  # the finished game is kept


def test_a_bad_command_through_a_pipe(data_dir: Path) -> None:
    typed = iter(["nonsense", "quit"])
    lines = run_plain(["--seed", "3"], data_dir, lambda prompt, lines: next(typed, None))
    answer = [line for line in lines if line.startswith("nonsense")]
    assert answer == ["nonsense: not a command nor an action; help lists the commands, moves the moves."]


@pytest.mark.parametrize("command", ["play", "learn", "replay"])
def test_help_lists_plain(command: str) -> None:
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "crapette", command, "--help"], capture_output=True, text=True,
                          env={"PATH": "/usr/bin:/bin", "COLUMNS": "100"}, timeout=60)
    assert done.returncode == 0 and "--plain" in done.stdout
