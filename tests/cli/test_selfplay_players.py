"""``crapette selfplay --players a,b,c``: the three-player game's series, and the
number of players checked against the game's seats (one line, exit 2)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from crapette.cli import main
from crapette.engine import Record


@pytest.mark.parametrize(
    "args, message",
    [
        (["--players", "greedy,random,planner"],
         "--players 'greedy,random,planner': name two players separated by a comma, e.g. planner,greedy "
         "(three with --variant three-players)"),
        (["--players", "greedy,random", "--variant", "three-players"],
         "--players 'greedy,random': the three-player game seats three: name three players separated by "
         "commas, e.g. planner,greedy,greedy"),
        (["--players", "greedy,,random", "--variant", "three-players"], "the three-player game seats three"),
        (["--players", "greedy,random,random,greedy", "--variant", "three-players"],
         "the three-player game seats three"),
        (["--players", "greedy,random,random", "--variant", "one-deck"], "name two players"),
        (["--players", "greedy,random,nobody", "--variant", "three-players"], "unknown player 'nobody'"),
    ],
)
def test_a_count_that_does_not_fit_the_table_exits_2_with_one_line(
        args: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["selfplay", "--games", "1", "--no-progress", *args])
    err = capsys.readouterr().err
    assert status == 2
    assert message in err
    assert err.count("\n") == 1 and err.startswith("crapette selfplay: ")


def test_three_players_play_a_series(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    records = tmp_path / "recs"
    status = main(["selfplay", "--games", "3", "--players", "greedy,computer:1,random", "--variant", "three-players",
                   "--seed", "5", "--no-progress", "--records", str(records)])
    out = capsys.readouterr().out
    assert status == 0
    for row in ("A: greedy", "B: computer:1", "C: random"):
        assert row in out
    assert "3 games, seeds 5–7, three-players, stop mode" in out
    # the seats rotate south, west, north: A sits south, then west, then north
    seats = []
    for i in range(3):
        record = Record.loads((records / f"game-000{i + 1}.json").read_text(encoding="utf-8"))
        assert record.seed == 5 + i
        seats.append(next(seat for seat, name in record.players.items() if name == "A: greedy"))
        game = record.replay()  # every action legal, the same end
        assert game.outcome is not None and record.result is not None
        assert game.outcome.result == record.result["outcome"]
    assert seats == ["south", "west", "north"]
    assert json.loads((records / "game-0001.json").read_text())["format"] == "crapette-record/1"
