"""Headless self-play: reproducible figures, jobs-independent, records, and the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from crapette.cli import main
from crapette.engine import Record
from crapette.selfplay import derive_seed, play_game, record_name, run_selfplay


def test_same_seed_same_figures() -> None:
    a = run_selfplay(4, ("greedy", "random"), seed=7, progress=False)
    b = run_selfplay(4, ("greedy", "random"), seed=7, progress=False)
    assert a.figures() == b.figures()
    c = run_selfplay(4, ("greedy", "random"), seed=8, progress=False)
    assert c.figures() != a.figures()


def test_jobs_do_not_change_the_figures() -> None:
    specs = ("computer:2", "computer:1")
    one = run_selfplay(4, specs, seed=40, jobs=1, progress=False)
    two = run_selfplay(4, specs, seed=40, jobs=2, progress=False)
    assert one.figures() == two.figures()
    assert [r.index for r in two.results] == [0, 1, 2, 3]


def test_seats_alternate_and_seeds_follow() -> None:
    summary = run_selfplay(4, ("greedy", "random"), seed=100, progress=False)
    assert [r.a_seat for r in summary.results] == [0, 1, 0, 1]
    assert [r.deal_seed for r in summary.results] == [100, 101, 102, 103]
    assert summary.wins(0) + summary.wins(1) + summary.stalemates == 4
    assert summary.wins(0) >= 3  # greedy against random
    assert derive_seed(100, 0, 0) != derive_seed(100, 0, 1) != derive_seed(100, 1, 0)


def test_starts_are_counted_from_the_start_rule() -> None:
    # deal 4: SR QC against NR JC, the lower reserve card starts: north, that is B
    # (A sits south in game 0). Deal 5: SR AD against NR 4S: south, B again (A north)
    summary = run_selfplay(2, ("greedy", "greedy"), seed=4, progress=False)
    assert [r.starter for r in summary.results] == [1, 1]
    assert summary.starts(0) == 0 and summary.starts(1) == 2
    assert summary.figures()["starts"] == (0, 2)


def test_paired_series_plays_each_deal_twice_seats_swapped() -> None:
    summary = run_selfplay(4, ("greedy", "random"), seed=4, paired=True, progress=False)
    assert [r.deal_seed for r in summary.results] == [4, 4, 5, 5]
    assert [r.a_seat for r in summary.results] == [0, 1, 0, 1]
    # the start rule picks a seat from the deal: north for deal 4 (NR JC is lower than
    # SR QC), south for deal 5 (SR AD against NR 4S); A sits there in one game of each pair
    assert [r.starter for r in summary.results] == [1, 0, 0, 1]
    assert summary.starts(0) == summary.starts(1) == 2
    assert "seeds 4–5 (each dealt twice" in str(summary.table().title)


def test_stop_calls_are_counted() -> None:
    summary = run_selfplay(3, ("greedy", "computer:1"), seed=3, progress=False)
    founded, unfounded = summary.figures()["founded"], summary.figures()["unfounded"]
    assert founded[0] > 0  # greedy catches the sloppy level's violations
    assert unfounded == (0, 0)
    assert summary.figures()["violations"][1] >= founded[0]


def test_strict_mode_has_no_violations() -> None:
    summary = run_selfplay(2, ("computer:1", "random"), seed=5, mode="strict", progress=False)
    figures = summary.figures()
    assert figures["violations"] == (0, 0)
    assert figures["founded"] == figures["unfounded"] == (0, 0)


def test_records_replay_to_the_same_result(tmp_path: Path) -> None:
    result = play_game(2, ("greedy", "computer:2"), 11, (), "stop", str(tmp_path))
    path = tmp_path / record_name(2)
    assert path.name == "game-0003.json"
    record = Record.loads(path.read_text(encoding="utf-8"))
    assert record.seed == 13
    assert record.players == {"south": "A: greedy", "north": "B: computer:2"}
    game = record.replay()
    assert game.outcome is not None and record.result is not None
    assert game.outcome.result == result.result == record.result["outcome"]


def test_variants_are_played() -> None:
    summary = run_selfplay(2, ("greedy", "greedy"), seed=1, variants=["discard-available", "reserve-11"],
                           progress=False)
    assert summary.games == 2 and summary.variants == ("discard-available", "reserve-11")


# --- the command line ---------------------------------------------------------------


def test_cli_selfplay_prints_the_summary(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    records = tmp_path / "recs"
    status = main(["selfplay", "--games", "2", "--players", "greedy,random", "--seed", "9", "--no-progress",
                   "--records", str(records)])
    out = capsys.readouterr().out
    assert status == 0
    assert "A: greedy" in out and "B: random" in out and "Stalemates" in out
    files = sorted(p.name for p in records.iterdir())
    assert files == ["game-0001.json", "game-0002.json"]
    assert json.loads((records / files[0]).read_text())["format"] == "crapette-record/1"


@pytest.mark.parametrize(
    "args, message",
    [
        (["--games", "0"], "--games '0' must be at least 1"),
        (["--games", "many"], "--games 'many' is not a whole number"),
        (["--jobs", "0"], "--jobs '0' must be at least 1"),
        (["--jobs", "-3"], "--jobs '-3' must be at least 1"),
        (["--jobs", "two"], "--jobs 'two' is not a whole number"),
        (["--seed", "x"], "--seed 'x' is not a whole number"),
        (["--players", "greedy,nobody"], "unknown player 'nobody'"),
        (["--players", "greedy"], "name two players"),
        (["--players", "greedy,random,planner"], "name two players"),
        (["--variant", "nonsense"], "unknown variant 'nonsense'"),
        (["--mode", "lenient"], "--mode 'lenient': choose stop or strict"),
    ],
)
def test_cli_bad_input_exits_2_with_one_line(args: list[str], message: str,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["selfplay", "--players", "greedy,random", "--games", "1", "--no-progress"] + args
    status = main(argv)
    err = capsys.readouterr().err
    assert status == 2
    assert message in err
    assert err.count("\n") == 1 and err.startswith("crapette selfplay: ")


def test_cli_players_are_required(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert err == "crapette selfplay: --players A,B is required, e.g. --players planner,greedy\n"


def test_cli_records_must_be_a_directory(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "file.txt"
    target.write_text("x")
    status = main(["selfplay", "--players", "greedy,random", "--games", "1", "--records", str(target)])
    assert status == 2
    assert "not a directory" in capsys.readouterr().err


def test_cli_help_documents_the_levels(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["selfplay", "--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    for level in ("computer:1", "computer:5", "easy", "hard", "planner", "greedy", "random"):
        assert level in out


def test_calls_are_crapette_with_the_variant_crapette_call() -> None:
    # random breaks priority rules often and computer:1 notices some of it: the calls
    # must be Crapette! (the engine refuses Stop! with this variant)
    summary = run_selfplay(2, ("computer:1", "random"), seed=3, variants=["crapette-call"], progress=False)
    assert summary.total("violations", 1) > 0
    assert summary.total("founded", 0) > 0


# --- three players and one deck ------------------------------------------------------


def test_three_players_rotate_seats_and_account_for_every_card() -> None:
    # south 0, west 2, north 1 is the order of play: A sits south, then west, then north
    summary = run_selfplay(3, ("greedy", "computer:1", "random"), seed=21, variants=["three-players"],
                           progress=False)
    assert [r.seats for r in summary.results] == [(0, 2, 1), (2, 1, 0), (1, 0, 2)]
    assert [r.cards for r in summary.results] == [105] * 3  # 104 cards and the joker
    assert sum(summary.wins(p) for p in range(3)) + summary.stalemates == 3
    assert len(summary.figures()["wins"]) == len(summary.figures()["founded"]) == 3
    assert summary.figures() == run_selfplay(3, ("greedy", "computer:1", "random"), seed=21,
                                             variants=["three-players"], progress=False, jobs=2).figures()


def test_paired_three_player_series_deals_each_deal_three_times() -> None:
    summary = run_selfplay(3, ("greedy", "greedy", "random"), seed=4, variants=["three-players"], paired=True,
                           progress=False)
    assert [r.deal_seed for r in summary.results] == [4, 4, 4]
    assert sorted(r.starter for r in summary.results) == [0, 1, 2]  # the starting seat rotates through A, B, C
    assert "each dealt 3 times, seats rotated" in str(summary.table().title)


def test_one_deck_series_accounts_for_52_cards() -> None:
    summary = run_selfplay(2, ("greedy", "random"), seed=3, variants=["one-deck"], progress=False)
    assert [r.cards for r in summary.results] == [52, 52]


def test_a_player_count_that_does_not_fit_is_refused() -> None:
    from crapette.selfplay import PlayerCountError

    with pytest.raises(PlayerCountError, match="seats three players, not 2"):
        run_selfplay(1, ("greedy", "greedy"), variants=["three-players"], progress=False)
    with pytest.raises(PlayerCountError, match="seats two players"):
        run_selfplay(1, ("greedy", "greedy", "greedy"), progress=False)
