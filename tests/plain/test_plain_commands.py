"""The line interface's commands, one by one, at a console in this process."""

from __future__ import annotations

from pathlib import Path

import pytest

from crapette.app.save import MatchOptions, SaveStore
from crapette.i18n import set_language
from crapette.plain import commands

from plainhelpers import CONTROL, play_in_process


def _lines(out: str) -> list[str]:
    return [line for line in out.splitlines() if not line.endswith(">")]


def test_a_bad_command_is_answered_in_one_line(data_dir: Path) -> None:
    _match, out = play_in_process(MatchOptions(first_seed=5), data_dir, script=["frobnicate now", "quit"])
    said = [line for line in _lines(out) if "frobnicate" in line]
    assert said == ["frobnicate now: not a command nor an action; help lists the commands, moves the moves."]


@pytest.mark.parametrize("typed", ["H9-H1", "SR-F9", "look h12", "stop SR-XX", "7", "undo"])
def test_every_refusal_is_one_line(typed: str, data_dir: Path) -> None:
    _match, out = play_in_process(MatchOptions(first_seed=5), data_dir, script=[typed, "quit"])
    lines = _lines(out)
    start = len(_lines(play_in_process(MatchOptions(first_seed=5), data_dir / "b", script=["quit"])[1])) - 1
    assert len(lines) - start - 1 == 1, lines[start:]


def test_look_moves_a_move_and_the_table_in_words(data_dir: Path) -> None:
    match, out = play_in_process(MatchOptions(first_seed=5, names=("Ann", "Bob")), data_dir,
                                 script=["look", "moves", "1", "look f1", "look reserve north", "quit"])
    lines = _lines(out)
    assert "South's reserve: 13 cards, top ace of diamonds." in lines
    assert "House 8: ace of clubs (1 card)." in lines
    assert any(line.startswith("1. SR-F1  Ann: ace of diamonds from reserve to foundation 1") and "mandatory, P1" in line
               for line in lines)
    assert "Ann: ace of diamonds from reserve to foundation 1." in lines
    assert "Foundation 1: 1 card, ace of diamonds." in lines
    assert "North's reserve: 13 cards, top 4 of spades." in lines
    assert [str(a) for a in match.game.actions] == ["SR-F1"]


def test_ascii_keeps_the_short_forms(data_dir: Path) -> None:
    _match, out = play_in_process(MatchOptions(first_seed=5, names=("Ann", "Bob")), data_dir, script=["1", "quit"],
                                  ascii=True)
    assert "Ann: AD from reserve to foundation 1." in _lines(out)
    assert out.isascii()


def test_a_stop_and_its_verdict(data_dir: Path) -> None:
    """Seed 1: South breaks a priority rule on purpose; North, at the same keyboard,
    calls Stop!; the verdict is said in full, and `why` says it again."""
    match, out = play_in_process(MatchOptions(first_seed=1), data_dir, script=["H4-H5", "stop", "why", "quit"])
    lines = _lines(out)
    verdict = lines.index("Stop! is founded.")
    assert lines[verdict + 1].startswith("North called Stop! on South's last action")
    assert any(line.startswith("What was wrong:") for line in lines[verdict:])
    again = lines.index("Stop! is founded.", verdict + 1)
    assert lines[verdict:again] == lines[again:again + (again - verdict)]
    assert [str(a) for a in match.game.actions][:2] == ["H4-H5", "stop"]


def test_strict_mode_refuses_with_the_rule_and_why_repeats_it(data_dir: Path) -> None:
    _match, out = play_in_process(MatchOptions(first_seed=1, mode="strict"), data_dir, script=["H4-H5", "why", "quit"])
    lines = _lines(out)
    refusal = [line for line in lines if line.startswith("Refused: H4-H5 breaks rule")]
    assert len(refusal) == 2 and "Must be played:" in refusal[0]


def test_a_name_cannot_send_an_escape_sequence(data_dir: Path) -> None:
    _match, out = play_in_process(MatchOptions(first_seed=5, names=("Ann\x1b[31m", "Bob\x07")), data_dir,
                                  script=["1", "look", "quit"])
    assert not any(CONTROL.search(line) for line in out.splitlines())


def test_the_save_is_the_full_screen_app_s(data_dir: Path) -> None:
    match, _out = play_in_process(MatchOptions(first_seed=5, names=("Ann", "Bob")), data_dir, script=["1", "2", "quit"])
    saved = SaveStore(data_dir).load()
    assert saved is not None and saved.game.actions == match.game.actions and saved.options.names == ("Ann", "Bob")


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_no_word_names_two_commands(lang: str) -> None:
    set_language(lang)
    seen: dict[str, str] = {}
    for name in commands.WORDS:
        for word in commands.words(name):
            assert seen.setdefault(word.casefold(), name) == name, (word, name, seen[word.casefold()])
    set_language("en")
    for name in commands.WORDS:  # the English words always work
        set_language(lang)
        assert commands.parse(commands.WORDS[name].split()[0]).name == name


def test_draw_and_resign_end_the_game_through_the_match(data_dir: Path) -> None:
    """`draw` at one keyboard is every player's offer (seed 5: 61 each, a stalemate that
    scores nothing); `resign` gives game 2 to the other player: 30 + the resigner's count."""
    match, out = play_in_process(MatchOptions(first_seed=5, names=("Ann", "Bob")), data_dir,
                                 script=["draw", "", "resign", "quit"])
    lines = _lines(out)
    assert "Game 1: stalemate." in lines
    resigned = [line for line in lines if "resigns" in line]
    assert len(resigned) == 1 and resigned[0].endswith("wins.")
    outcomes = match.session.match.outcomes
    assert [o.reason for o in outcomes] == ["agreement", "resignation"]
    assert outcomes[0].points == (0, 0)
    loser = next(s for s in (0, 1) if s != outcomes[1].winner)
    assert outcomes[1].points[outcomes[1].winner] == 30 + 61 and outcomes[1].points[loser] == 0


def test_draw_against_the_computer_is_answered_by_its_rule(data_dir: Path) -> None:
    options = MatchOptions(first_seed=5, names=("Ann", "Computer (level 2)"), computers=((1, "computer:2"),))
    match, out = play_in_process(options, data_dir, script=["SR-F1", "draw", "quit"])
    assert any("declines: its count (61) is above that of Ann (South) (59)" in line for line in _lines(out))
    assert match.game.outcome is None
