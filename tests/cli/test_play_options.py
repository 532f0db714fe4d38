"""`crapette play --vs computer[:LEVEL] --seat --pace`: what reaches the app, and bad
values as one line with status 2."""

from __future__ import annotations

from typing import Any

import pytest

import crapette.app.app as app_module
from crapette.cli import main


class FakeApp:
    """Stands for the Textual app: records how it was built, runs nothing."""

    built: dict[str, Any] = {}

    def __init__(self, **kwargs: Any) -> None:
        FakeApp.built = kwargs
        self.return_code = 0

        class Store:
            def exists(self) -> bool:
                return False

        self.store = Store()

    def run(self) -> None:
        pass


@pytest.fixture
def fake_app(monkeypatch: pytest.MonkeyPatch) -> type[FakeApp]:
    FakeApp.built = {}
    monkeypatch.setattr(app_module, "make_app", FakeApp)
    return FakeApp


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("argv, vs, seat, pace", [
    # seat None: not typed (south by default; a saved match's seat is then not questioned)
    (["--vs", "computer"], "computer:3", None, 0.6),
    (["--vs", "computer:1", "--seat", "north"], "computer:1", "north", 0.6),
    (["--vs", "hard", "--pace", "0"], "computer:5", None, 0.0),
    (["--vs", "Computer:Easy", "--pace", "1.5"], "computer:1", None, 1.5),
    (["--vs", "medium"], "computer:3", None, 0.6),
    (["--vs", "medium", "--seat", "south"], "computer:3", "south", 0.6),
])
def test_options_reach_the_app(argv: list[str], vs: str, seat: str | None, pace: float, fake_app: type[FakeApp],
                               capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["play", *argv], capsys)
    assert (code, err) == (0, "")
    built = fake_app.built
    assert (built["vs"], built["seat"], built["pace"]) == (vs, seat, pace)


def test_without_vs_the_match_is_between_two_people(fake_app: type[FakeApp],
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["play"], capsys)[0] == 0
    assert fake_app.built["vs"] is None


@pytest.mark.parametrize("argv, words", [
    (["--vs", "robot"], "argument --vs: unknown opponent 'robot'"),
    (["--vs", "computer:9"], "argument --vs: unknown opponent 'computer:9'"),
    (["--vs", "computer:0"], "argument --vs: unknown opponent 'computer:0'"),
    (["--vs", "greedy"], "argument --vs: unknown opponent 'greedy'"),
    (["--vs", "computer", "--seat", "east"], "argument --seat: unknown seat 'east': choose south, west or north"),
    (["--vs", "computer", "--pace", "-1"], "argument --pace: pace -1 must be between 0 and 60 seconds"),
    (["--vs", "computer", "--pace", "61"], "argument --pace: pace 61 must be between 0 and 60 seconds"),
    (["--vs", "computer", "--pace", "nan"], "argument --pace: pace nan must be between 0 and 60 seconds"),
    (["--vs", "computer", "--pace", "fast"], "argument --pace: 'fast' is not a number of seconds"),
    (["--seat", "north"], "--seat and --pace apply only against the computer"),
    (["--pace", "1"], "--seat and --pace apply only against the computer"),
])
def test_bad_values_give_one_line_and_status_2(argv: list[str], words: str, fake_app: type[FakeApp],
                                               capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["play", *argv], capsys)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and words in err
    assert "Traceback" not in err
    assert fake_app.built == {}  # the app was never built


def test_help_names_the_options(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["play", "--help"])
    assert stop.value.code == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "--vs computer[:LEVEL]" in out and "--seat SEAT[,SEAT]" in out and "--pace SECONDS" in out
    assert "computer:1 (easy): greedy" in out and "computer:5 (hard): planner" in out


# --- the one-deck and three-player games (issue 12) -------------------------------------

@pytest.mark.parametrize("argv, names, vs, seat", [
    (["--variant", "three-players", "--names", "Ann", "Bob", "Cid"], ["Ann", "Bob", "Cid"], None, None),
    (["--variant", "one-deck", "--names", "Ann", "Bob"], ["Ann", "Bob"], None, None),
    (["--variant", "three-players", "--vs", "computer"], None, "computer:3", None),
    (["--variant", "three-players", "--vs", "computer:3,hard", "--seat", "west"], None, "computer:3,computer:5", "west"),
    (["--variant", "three-players", "--vs", "easy", "--seat", "north,South"], None, "computer:1", "north,south"),
])
def test_the_other_games_reach_the_app(argv: list[str], names: list[str] | None, vs: str | None, seat: str | None,
                                       fake_app: type[FakeApp], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["play", *argv], capsys)
    assert (code, err) == (0, "")
    built = fake_app.built
    assert (built["names"], built["vs"], built["seat"]) == (names, vs, seat)


@pytest.mark.parametrize("argv, words", [
    (["--names", "Ann", "Bob", "Cid"], "--names: give 2 names (South, North), not 3"),
    (["--variant", "three-players", "--names", "Ann", "Bob"], "--names: give 3 names (South, West, North), not 2"),
    (["--variant", "one-deck", "--names", "Ann"], "--names: give 2 names (South, North), not 1"),
    (["--vs", "computer", "--names", "Ann", "Bob", "Cy"], "--names: give 2 names (South, North) (or the human's), not 3"),
    (["--variant", "three-players", "--vs", "computer:3,robot"], "argument --vs: unknown opponent 'robot'"),
    (["--vs", "computer", "--seat", "south,south"], "--seat 'south,south': a seat is named twice"),
])
def test_bad_names_and_seats_give_one_line(argv: list[str], words: str, fake_app: type[FakeApp],
                                           capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["play", *argv], capsys)
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and words in err and "Traceback" not in err
    assert fake_app.built == {}


@pytest.mark.parametrize("argv, words", [
    # the seats fit the table only once the game is known: the app's own check, one line
    (["--variant", "three-players", "--vs", "computer", "--seat", "west"],
     "--seat: with 1 computer name 2 seats for the humans (south, west, north)"),
    (["--variant", "three-players", "--vs", "computer,computer,computer"],
     "--vs: 3 computers leave no seat for a human at a table of 3"),
    (["--vs", "computer:2,computer:4"], "a game of two has one computer opponent"),
    (["--vs", "computer", "--seat", "west"], "--seat west: this game's seats are south, north"),
])
def test_seats_that_do_not_fit_the_table_give_one_line(argv: list[str], words: str, tmp_path: Any,
                                                       monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("CRAPETTE_DATA_DIR", str(tmp_path))
    code, out, err = run(["play", "--new", *argv], capsys)  # the real app: it fails before it runs
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and words in err and "Traceback" not in err


@pytest.mark.parametrize("seat, expected", [
    # the humans' names alone, in the order of play; the computers take the other seats in
    # the order of play (south → west → north), the first level first; by seat number the
    # names are (south, north, west)
    (None, ("Ann", "Computer (level 5)", "Computer (level 3)")),
    ("north", ("Computer (level 3)", "Ann", "Computer (level 5)")),
])
def test_with_computers_the_humans_names_alone(seat: str | None, expected: tuple[str, ...], tmp_path: Any) -> None:
    from crapette.app.app import make_app

    app = make_app(variants=["three-players"], names=["Ann"], vs="computer:3,computer:5", seat=seat,
                   data_dir=tmp_path)
    assert app.config.options.names == expected


def test_with_computers_the_humans_names_alone_from_the_command_line(fake_app: type[FakeApp],
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["play", "--variant", "three-players", "--names", "Ann", "--vs", "computer:3,computer:5"],
                         capsys)
    assert (code, err) == (0, "")
    assert fake_app.built["names"] == ["Ann"]


@pytest.mark.parametrize("seat, expected", [
    # against the computer the human's name alone will do: `--names Jürgen --vs computer`
    # was refused (2 names wanted), and a second name would have been replaced by the level
    (None, ("Jürgen", "Computer (level 3)")),
    ("north", ("Computer (level 3)", "Jürgen")),
])
def test_against_the_computer_the_humans_name_alone(seat: str | None, expected: tuple[str, ...],
                                                    tmp_path: Any) -> None:
    from crapette.app.app import make_app

    app = make_app(names=["Jürgen"], vs="computer:3", seat=seat, data_dir=tmp_path)
    assert app.config.options.names == expected


def test_against_the_computer_one_name_from_the_command_line(fake_app: type[FakeApp],
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["play", "--names", "Jürgen", "--vs", "computer"], capsys)
    assert (code, err) == (0, "")
    assert fake_app.built["names"] == ["Jürgen"]
