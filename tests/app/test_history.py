"""Issue 15, items 7 and 12: every finished game is kept for replay (bounded, oldest
dropped), statistics per player name, `crapette replay --last/--list/SAVEFILE`,
`crapette stats`, and the plain-ASCII mode."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from crapette.app import history as history_module
from crapette.app.app import make_app
from crapette.app.base import ascii_driver
from crapette.app.history import History, stats_table
from crapette.app.plain_ascii import shows_suits, to_ascii
from crapette.app.replay import ReplayApp
from crapette.app.save import MatchOptions, MatchSession
from crapette.cli import main
from crapette.engine import Game, Position, Record, parse_action

from apphelpers import run_async

SIZE = (120, 40)


@run_async
async def test_a_finished_game_is_kept_and_counted(near_end: Position, data_dir: Path) -> None:
    # No --record: the game is kept all the same.
    app = make_app(start=near_end, target=30, names=["Ann", "Bob"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r", "f")  # south's last reserve card: south wins the game and the match
        await pilot.press("q")
    [kept] = History(data_dir).games()
    record = Record.loads(kept.read_text())
    assert record.actions == ["SR-F1"] and record.result["outcome"] == "won:south"
    assert record.players == {"south": "Ann", "north": "Bob"}
    stats = History(data_dir).load_stats()
    # 30 + 3 hand + 1 discard + 2 × 2 reserve = 38 (north's cards left), as the game-over screen says
    ann, bob = stats["Ann"].total, stats["Bob"].total
    assert (ann.games, ann.won, ann.points, ann.matches, ann.matches_won) == (1, 1, 38, 1, 1)
    assert (bob.games, bob.lost, bob.points, bob.matches, bob.matches_won) == (1, 1, 0, 1, 0)
    assert set(stats["Ann"].against) == {"people"}


def finished_game(near_end: Position) -> Game:
    game = Game(near_end)
    game.push(parse_action("SR-F1"))
    assert game.outcome is not None
    return game


def test_the_oldest_games_are_dropped(tmp_path: Path, near_end: Position,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(history_module, "KEEP_GAMES", 3)
    history = History(tmp_path)
    record = Record.from_game(finished_game(near_end), {"south": "A", "north": "B"}, None)
    for n in range(5):
        history.keep(record, when=f"20250101-00000{n}")
    names = [p.name for p in history.games()]
    assert names == ["000003-20250101-000002.json", "000004-20250101-000003.json", "000005-20250101-000004.json"]


def test_stats_against_each_computer_level(tmp_path: Path, near_end: Position) -> None:
    history = History(tmp_path)
    outcome = finished_game(near_end).outcome
    assert outcome is not None and outcome.winner == 0
    vs2 = MatchOptions(names=("Ann", "Computer (level 2)"), computers=((1, "computer:2"),))
    vs5 = MatchOptions(names=("Computer (level 5)", "Ann"), computers=((0, "computer:5"),))
    history.count(vs2, outcome, None, False)  # Ann (south) wins a game, the match goes on
    history.count(vs5, outcome, 0, True)  # Ann (north) loses a game and the match
    stats = history.load_stats()
    assert set(stats) == {"Ann"}  # the computer's seat is not a player
    ann = stats["Ann"]
    assert (ann.total.games, ann.total.won, ann.total.lost, ann.total.points) == (2, 1, 1, 38)
    assert (ann.against["computer:2"].won, ann.against["computer:5"].lost) == (1, 1)
    assert (ann.against["computer:5"].matches, ann.against["computer:5"].matches_won) == (1, 0)
    table = stats_table(stats)
    assert "computer:2" in table and "computer:5" in table


def test_a_damaged_stats_file_is_set_aside(tmp_path: Path) -> None:
    (tmp_path / "stats.json").write_text("{ nope")
    assert History(tmp_path).load_stats() == {}
    assert len(list(tmp_path.glob("stats.corrupt-*.json"))) == 1


@pytest.fixture
def no_app(monkeypatch: pytest.MonkeyPatch) -> list[ReplayApp]:
    started: list[ReplayApp] = []
    monkeypatch.setattr(ReplayApp, "run", lambda self, *a, **k: started.append(self))
    return started


def test_replay_last_and_list(data_dir: Path, near_end: Position, no_app: list[ReplayApp],
                              capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "--last"]) == 2
    assert "no finished game" in capsys.readouterr().err
    history = History(data_dir)
    game = finished_game(near_end)
    history.keep(Record.from_game(game, {"south": "Ann", "north": "Bob"}, None), when="20250102-030405")
    history.keep(Record.from_game(game, {"south": "Cy", "north": "Di"}, None), when="20250102-030406")
    assert main(["replay", "--list"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "newest first" in out[0]
    assert out[1].split()[:6] == ["2", "2025-01-02", "03:04", "Cy", "–", "Di:"] and "Cy won" in out[1]
    assert out[2].startswith("     1  2025-01-02 03:04  Ann – Bob: Ann won")
    assert main(["replay", "--last"]) == 0
    assert no_app[-1].replay.record.players == {"south": "Cy", "north": "Di"}
    assert main(["replay", "--last", "--list"]) == 2


def test_replay_last_with_only_a_match_in_progress_names_the_save(
        data_dir: Path, no_app: list[ReplayApp], capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 27 item 14: no finished game yet, but a match saved: --last says which file
    replays its game in progress (and that one does)."""
    from crapette.app.launch import command_name

    session = MatchSession.new(MatchOptions(first_seed=5, names=("Ann", "Bob")))
    session.game.push(parse_action("SR-F1"))
    data_dir.mkdir(parents=True, exist_ok=True)
    save = data_dir / "save.json"
    save.write_text(session.dumps())
    assert main(["replay", "--last"]) == 2
    err = capsys.readouterr().err
    assert "no finished game" in err and f"the match in progress is saved: {command_name()} replay {save}" in err
    assert err.count("\n") == 1 and no_app == []
    assert main(["replay", str(save)]) == 0


def test_replay_a_save_file(tmp_path: Path, no_app: list[ReplayApp]) -> None:
    session = MatchSession.new(MatchOptions(first_seed=5, names=("Ann", "Bob")))
    session.game.push(parse_action("SR-F1"))
    path = tmp_path / "save.json"
    path.write_text(session.dumps())
    assert main(["replay", str(path)]) == 0
    assert no_app[-1].replay.length == 1 and no_app[-1].replay.record.seed == 5


def test_stats_command(data_dir: Path, near_end: Position, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats"]) == 0
    assert "No finished game yet" in capsys.readouterr().out
    History(data_dir).count(MatchOptions(names=("Ann", "Bob")), finished_game(near_end).outcome, None, False)  # type: ignore[arg-type]
    assert main(["stats"]) == 0
    out = capsys.readouterr().out
    assert "Ann" in out and "Bob" in out and "a person" in out


def test_ascii_text() -> None:
    assert to_ascii("10♠ on J♥, Q♦ K♣") == "10S on JH, QD KC"
    assert to_ascii("┌──┐\n│  │\n└──┘") == "+--+\n|  |\n+--+"
    assert to_ascii("South 38 – 0 North…").isascii()
    assert to_ascii("▼ hand ▒▒▒ 35") == "v hand ### 35"  # the turn marker and the card backs
    assert len(to_ascii("╭─╮ ▔▁ ─ é")) == len("╭─╮ ▔▁ ─ é")  # one for one: columns stay put
    assert not shows_suits("ascii") and not shows_suits("latin-1") and shows_suits("utf-8")


def test_ascii_driver_writes_ascii() -> None:
    written: list[str] = []

    class Plain:
        def __init__(self) -> None:
            pass

        def write(self, data: str) -> None:
            written.append(data)

    driver = ascii_driver(Plain)()  # type: ignore[arg-type]
    driver.write("\x1b[1;1H10♥ ┌─┐")
    assert written == ["\x1b[1;1H10H +-+"]
    app = make_app(new=True)
    assert app.driver_class.__name__ != "AsciiDriver"
    app.ascii = True  # set after the app is built, as the command line does
    assert app.driver_class.__name__ == "AsciiDriver"


def test_ascii_option_and_automatic(monkeypatch: pytest.MonkeyPatch) -> None:
    from crapette.app.plain_ascii import wants_ascii

    class Stream:
        encoding = "utf-8"

    monkeypatch.setattr("sys.stdout", Stream())
    assert not wants_ascii(False) and wants_ascii(True)
    Stream.encoding = "ascii"
    assert wants_ascii(False)


def test_save_text_stays_json(tmp_path: Path) -> None:
    assert json.loads(MatchSession.new(MatchOptions()).dumps())["format"] == "crapette-save/1"


@run_async
async def test_stats_screen_in_the_app(near_end: Position, data_dir: Path) -> None:
    from crapette.app.dialogs.help import HelpScreen
    from crapette.app.dialogs.stats import StatsScreen

    History(data_dir).count(MatchOptions(names=("Ann", "Bob")), finished_game(near_end).outcome, None, False)  # type: ignore[arg-type]
    app = make_app(new=True, seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("S")
        assert isinstance(app.screen, StatsScreen)
        body = str(app.screen.query_one("#dialog-body").render())
        assert "Ann" in body and "Bob" in body
        await pilot.press("escape")
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        assert "statistics per player" in str(app.screen.query_one("#help-text").render())
