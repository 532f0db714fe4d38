"""What each game asks of the line interface: Zank-Patience's announcements, Pause and
calls from any seat; three seats' two callers; variant touch's attempts; Crapette!;
the computer's pace (Enter, or seconds on an injected clock: the test never sleeps)."""

from __future__ import annotations

import io
from pathlib import Path

from crapette.app.save import MatchOptions, MatchSession, SaveStore
from crapette.match import LocalMatch
from crapette.plain.console import Console, ScriptedLines
from crapette.plain.play import PlainPlay

from plainhelpers import play_in_process

WAIT = ScriptedLines.WAIT


def _said(out: str) -> list[str]:
    return [line for line in out.splitlines() if not line.endswith(">")]


def test_zank_patience_announces_and_pauses(data_dir: Path) -> None:
    """Seed 0: North takes 7♠, puts it on H2, then moves it on to H1: the only
    announcement that fits (empty:H2) is found. South, waiting, calls Pause and
    continues; then both may call Stop!: the call says who calls."""
    match, out = play_in_process(MatchOptions(variants=("zank-patience",), first_seed=0), data_dir,
                                 script=["turn", "NH-H2", "H2-H1", "pause", "ND-H2", "pause", "stop", "stop s",
                                         "quit"])
    lines = _said(out)
    assert [str(a) for a in match.game.actions] == ["turn", "NH-H2", "H2-H1 empty:H2", "stop:S"]
    assert "South calls Pause: North keeps still until South continues or someone calls Stop!." in lines
    assert "Pause: North keeps still until South continues or someone calls Stop!." in lines  # ND-H2 refused
    assert "Who calls Stop!? Type stop n (North), stop s (South)." in lines
    assert any(line.startswith("Stop! is ") for line in lines)


def test_three_seats_the_caller_says_who_they_are(data_dir: Path) -> None:
    """Seed 3 of the three-player game: South plays SR-H1, which breaks a priority rule;
    West and North share the keyboard and either may call."""
    match, out = play_in_process(MatchOptions(variants=("three-players",), first_seed=3,
                                              names=("South", "North", "West")), data_dir,
                                 script=["SR-H1", "stop", "stop north", "quit"])
    lines = _said(out)
    assert "Who calls Stop!? Type stop w (West), stop n (North)." in lines
    assert [str(a) for a in match.game.actions] == ["SR-H1", "stop:N"]
    assert "Stop! is founded." in lines


def test_touch_keeps_an_illegal_attempt(data_dir: Path) -> None:
    """Variant touch, seed 1: SR-H1 is no legal move; typed, it is recorded as an attempt
    North may call on."""
    match, out = play_in_process(MatchOptions(variants=("touch",), first_seed=1), data_dir,
                                 script=["SR-H1", "stop", "quit"])
    assert [str(a) for a in match.game.actions] == ["touch SR-H1", "stop"]
    assert any("an illegal attempt (touch), nothing moved" in line for line in _said(out))


def test_crapette_call_is_the_stop_command(data_dir: Path) -> None:
    match, out = play_in_process(MatchOptions(variants=("crapette-call",), first_seed=1), data_dir,
                                 script=["H4-H5", "stop", "quit"])
    assert [a.kind.name for a in match.game.actions] == ["MOVE", "CALL"]
    assert any(line.startswith("Crapette! is ") for line in _said(out))


def _against_the_computer(data_dir: Path, script: list[object], pace: float | None) -> tuple[LocalMatch, str,
                                                                                           ScriptedLines]:
    options = MatchOptions(first_seed=5, names=("Computer (level 5)", "Ann"), computers=((0, "computer:5"),))
    match = LocalMatch(MatchSession.new(options), SaveStore(data_dir))
    out = io.StringIO()
    lines = ScriptedLines(script)
    PlainPlay(match, Console(lines, out), pace).run("")
    return match, out.getvalue(), lines


def test_the_computer_waits_for_enter(data_dir: Path) -> None:
    """Seed 5: the computer (south) moves first; each of its actions is said, then it
    waits for Enter (a command meanwhile is answered and the wait goes on)."""
    match, out, _lines = _against_the_computer(data_dir, ["", "look f1", "", "quit"], None)
    said = _said(out)
    computer = [line for line in said if line.startswith("Computer (level 5)")]
    assert len(computer) == 3 and match.game.ply == 3
    assert "Foundation 1: 1 card, ace of diamonds." in said
    prompts = [line for line in out.splitlines() if line.endswith(">")]
    assert prompts[0] == "Enter: go on · stop: Stop! · help: the commands>"


def test_the_computer_keeps_its_pace_on_the_injected_clock(data_dir: Path) -> None:
    """--pace 2: after each action the computer waits two seconds for a line; the test's
    clock passes them at once. A line typed meanwhile is a command."""
    match, out, lines = _against_the_computer(data_dir, [WAIT, WAIT, "look f1", WAIT, "quit"], 2.0)
    assert lines.waited == 6.0
    assert match.game.ply == 4
    assert "Foundation 1: 1 card, ace of diamonds." in _said(out)


def test_a_stop_on_the_computer_during_its_wait(data_dir: Path) -> None:
    """The person calls Stop! on the computer's last action while it waits; an unfounded
    call is judged and said in full."""
    match, out, _lines = _against_the_computer(data_dir, ["stop", "quit"], None)
    assert [str(a) for a in match.game.actions][:2] == ["SR-F1", "stop"]
    assert "Stop! is unfounded." in _said(out)


def test_undo_in_strict_mode_against_the_computer(data_dir: Path) -> None:
    options = MatchOptions(first_seed=1, mode="strict", names=("Ann", "Computer (level 1)"), computers=((1, "computer:1"),))
    match = LocalMatch(MatchSession.new(options), SaveStore(data_dir))
    out = io.StringIO()
    PlainPlay(match, Console(ScriptedLines(["1", "undo", "quit"]), out), 0).run("")
    assert match.game.ply == 0
    assert any(line.startswith("Taken back: ") for line in out.getvalue().splitlines())


def test_a_save_of_the_full_screen_app_resumes_here(data_dir: Path) -> None:
    from crapette.cli_parser import build_parser
    from crapette.plain.launch import run_plain_play

    session = MatchSession.new(MatchOptions(first_seed=9, names=("Ann", "Bob")))
    session.game.push(session.game.legal_actions()[0])
    SaveStore(data_dir).write(session)
    played = [str(a) for a in session.game.actions]
    out = io.StringIO()
    args = build_parser().parse_args(["play", "--plain"])
    run_plain_play(args, Console(ScriptedLines(["", "last", "quit"]), out))
    said = _said(out.getvalue())
    assert said[0].startswith("Resume the unfinished match? Ann (South) 0 – Bob (North) 0")
    assert said[1] == "Match resumed: game 1, seed 9."
    assert any(line.startswith(f"1. {played[0]}  ") for line in said)


def test_input_ending_at_the_resume_question_keeps_the_save(data_dir: Path) -> None:
    from crapette.cli_parser import build_parser
    from crapette.plain.launch import run_plain_play

    session = MatchSession.new(MatchOptions(first_seed=9))
    session.game.push(session.game.legal_actions()[0])
    SaveStore(data_dir).write(session)
    out = io.StringIO()
    assert run_plain_play(build_parser().parse_args(["play", "--plain"]), Console(ScriptedLines([]), out)) == 0
    resumed = SaveStore(data_dir).load()
    assert resumed is not None and resumed.game.actions == session.game.actions


def test_look_names_the_house_out_of_play() -> None:
    """Three players, seed 3: the greedy first move empties house 6, which leaves play."""
    from crapette.bots import GreedyPlayer
    from crapette.engine import Game
    from crapette.plain.look import table_lines

    game = Game.new(3, ["three-players"])
    game.push(GreedyPlayer(1).choose(game))
    assert game.position.table.out == frozenset({6})
    lines = table_lines(game.position, ("South", "North", "West"))
    assert "Out of play: house 6." in lines and not any(line.startswith("House 6") for line in lines)
