"""The review as a whole: reproducible by seed whatever the processes, every game, two
equal players reviewed alike, and the command line (its JSON, its bad input)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from crapette.engine import Position, Record
from crapette.review.reviewer import REVIEW_FORMAT, review, spans, turns_of
from crapette.selfplay import play_game, record_name

GAMES = {
    "standard": (),
    "one-deck": ("one-deck",),
    "three-players": ("three-players",),
    "zank-patience": ("zank-patience",),
    "schikanieren": ("zank-patience", "schikanieren"),
}


def selfplay_record(tmp_path: Path, players: tuple[str, ...], seed: int, variants: tuple[str, ...] = (),
                    keep: int | None = None) -> Record:
    """A seeded self-play game's record (its first ``keep`` actions: the review of a part)."""
    play_game(0, players, seed, variants, "stop", str(tmp_path))
    rec = Record.loads((tmp_path / "game-0001.json").read_text(encoding="utf-8"))
    if keep is not None:
        rec.actions = rec.actions[:keep]
        rec.result = None
    return rec


def test_the_same_record_and_seed_give_the_same_review(tmp_path: Path) -> None:
    rec = selfplay_record(tmp_path, ("computer:1", "greedy"), 11, keep=80)
    first = review(rec, seed=5, rollouts=3).to_json()
    assert review(rec, seed=5, rollouts=3).to_json() == first
    assert first["format"] == REVIEW_FORMAT and len(first["decisions"]) > 40


def test_any_number_of_jobs_gives_the_same_review(tmp_path: Path) -> None:
    rec = selfplay_record(tmp_path, ("computer:1", "greedy"), 12, keep=60)
    assert review(rec, seed=2, rollouts=2, jobs=2).to_json() == review(rec, seed=2, rollouts=2).to_json()


def test_the_turns_are_cut_whole() -> None:
    turns = [1, 1, 2, 2, 2, 3, 4, 4, 5, 6]
    pieces = spans(turns, 2)
    assert pieces[0][0] == 0 and pieces[-1][1] == len(turns)
    for a, _b in pieces:
        assert a == 0 or turns[a] != turns[a - 1]  # each piece starts a turn
    assert all(b == c for (_a, b), (c, _d) in zip(pieces, pieces[1:]))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_is_reviewed(tmp_path: Path, game: str) -> None:
    variants = GAMES[game]
    seats = 3 if "three-players" in variants else 2
    players = ("computer:2", "random", "greedy")[:seats]
    rec = selfplay_record(tmp_path, players, 21, variants, keep=60)
    result = review(rec, seed=1, rollouts=2)
    assert len(result.summaries) == seats
    assert sum(s.decisions for s in result.summaries) == len(result.decisions) > 0
    assert [d.number for d in result.decisions] == sorted(d.number for d in result.decisions)
    assert all(0.0 <= d.loss_win <= 1.0 for d in result.decisions)
    assert result.curve[0].number == 0 and all(abs(sum(p.win[s] for s in result.seats) - 1.0) < 1e-6
                                                for p in result.curve)
    assert len(turns_of(rec)) == len(rec.actions)


def equal_players_accuracy(tmp_path: Path, games: int) -> tuple[float, float]:
    """The mean accuracies of A and B, the same level, over ``games`` whole games, each deal
    played twice with the seats swapped (``paired``: the deal's luck cancels)."""
    accuracy: dict[str, list[float]] = {"A": [], "B": []}
    for index in range(games):
        folder = tmp_path / str(index)
        folder.mkdir()
        play_game(index, ("computer:2", "computer:2"), 31, (), "stop", str(folder), paired=True)
        rec = Record.loads((folder / record_name(index)).read_text(encoding="utf-8"))
        for summary in review(rec, seed=0, rollouts=2).summaries:
            assert summary.choices > 20
            accuracy[summary.name[0]].append(summary.accuracy)
    a, b = (sum(v) / len(v) for v in accuracy.values())
    return a, b


def test_two_equal_players_are_reviewed_alike(tmp_path: Path) -> None:
    """One deal played both ways: the same level as A and B is reviewed within 5 points (one
    game alone may differ more: the level breaks a rule at random). The long form, four
    games within 3 points, is marked slow."""
    a, b = equal_players_accuracy(tmp_path, 2)
    assert abs(a - b) < 5.0, (a, b)


@pytest.mark.slow
def test_two_equal_players_are_reviewed_alike_over_four_games(tmp_path: Path) -> None:
    """Two deals played both ways: within 3 points."""
    a, b = equal_players_accuracy(tmp_path, 4)
    assert abs(a - b) < 3.0, (a, b)


def test_a_better_player_is_more_accurate(tmp_path: Path) -> None:
    """The review's own level against the simplest: it disagrees with itself least."""
    rec = selfplay_record(tmp_path, ("computer:5", "computer:1"), 33, keep=120)
    strong, weak = review(rec, seed=0, rollouts=4).summaries
    assert strong.accuracy > weak.accuracy
    assert weak.breaks >= strong.breaks == 0


# --- the command line ---------------------------------------------------------


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    from crapette.cli import main

    try:
        code = main(argv)
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 1
    out, err = capsys.readouterr()
    return code, out, err


def test_review_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    selfplay_record(tmp_path, ("greedy", "greedy"), 3)
    code, out, err = run(["review", str(tmp_path / "game-0001.json"), "--json", "--rollouts", "2",
                          "--no-progress"], capsys)
    assert code == 0, err
    data = json.loads(out)
    assert data["format"] == REVIEW_FORMAT and data["rollouts"] == 2
    assert [p["seat"] for p in data["players"]] == ["south", "north"]
    assert data["result"]["outcome"] in ("won:south", "won:north", "stalemate")


def test_review_tables_in_french(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    selfplay_record(tmp_path, ("greedy", "computer:1"), 4, keep=50)
    code, out, _err = run(["--lang", "fr", "review", str(tmp_path / "game-0001.json"), "--rollouts", "2",
                           "--no-progress"], capsys)
    assert code == 0
    assert "Précision" in out and "Accuracy" not in out


def test_the_luck_table_shows_the_cards_as_the_board_does(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """The Cards column: 10♥ and K♠ (the notation's TH and KS only in the JSON); French R♠
    for the king; under --ascii the same columns in ASCII (10H, KS), no other character."""
    from rich.console import Console

    from crapette.i18n import set_language
    from crapette.review.report import luck_table
    from crapette.review.reviewer import Luck, Review

    result = Review(0, 2, (0, 1), {0: "Ann", 1: "Bob"}, luck=[Luck(7, 0, ("TH", "KS"), 0.05, 2.0)])

    def cards_cell() -> str:
        console = Console(width=100)
        with console.capture() as captured:
            console.print(luck_table(result))
        return next(line for line in captured.get().splitlines() if "│ 7 " in line)

    assert "10♥ K♠" in cards_cell()
    set_language("fr")
    try:
        assert "10♥ R♠" in cards_cell()
    finally:
        set_language("en")
    selfplay_record(tmp_path, ("greedy", "computer:1"), 4, keep=50)
    code, out, _err = run(["review", str(tmp_path / "game-0001.json"), "--rollouts", "2", "--no-progress", "--ascii"],
                          capsys)
    assert code == 0 and out.isascii() and "Cards" in out and "+---" in out


def test_a_seat_without_a_name_is_said_once_in_every_language() -> None:
    """The record keeps "South" for a seat without a name: « Süd », never „Süd (South)“; a
    computer's name in the language spoken."""
    from crapette.i18n import set_language
    from crapette.review.report import who
    from crapette.review.reviewer import Review

    result = Review(0, 2, (0, 1), {0: "South", 1: "Computer (level 3)"})
    assert (who(result, 0), who(result, 1)) == ("South", "North (Computer (level 3))")
    set_language("de")
    try:
        assert (who(result, 0), who(result, 1)) == ("Süd", "Nord (Computer (Stufe 3))")
    finally:
        set_language("en")


@pytest.mark.parametrize("content, says", [
    (None, "no such file"),
    (b"{not json", "not valid JSON"),
    (b'{"format": "crapette-record/1", "seed": 1, "actions": ["H1-F1"]}', "action 1"),
    (Position.deal(1).dumps().encode(), "a position, not a game record"),
])
def test_bad_input_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes | None,
                               says: str) -> None:
    path = tmp_path / "game.json"
    if content is not None:
        path.write_bytes(content)
    code, out, err = run(["review", str(path), "--no-progress"], capsys)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and says in err and "Traceback" not in err


def test_last_without_a_kept_game(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CRAPETTE_DATA_DIR", str(tmp_path / "data"))
    code, _out, err = run(["review", "--last"], capsys)
    assert code == 2 and "no finished game" in err


def test_a_file_and_last_together(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = run(["review", str(tmp_path / "x.json"), "--last"], capsys)
    assert code == 2 and "FILE or --last" in err


# --- the evaluation's fit -------------------------------------------------------


def test_the_fit_finds_the_weights_that_made_the_outcomes() -> None:
    """Outcomes drawn from known weights (two seats): the fit finds them back, and the
    calibration of those weights says each bin is won about as often as predicted."""
    import random

    from crapette.review import value
    from crapette.review.calibrate import calibration, fit

    truth = (1.5, 0.0, 0.4)
    rng = random.Random(7)
    data = []
    for _ in range(4000):
        lead = rng.uniform(-20, 20)
        mover = rng.choice((0, 1))
        f = {0: (lead / 10, 0.0, float(mover == 0)), 1: (-lead / 10, 0.0, float(mover == 1))}
        p = value.softmax({s: sum(a * b for a, b in zip(truth, x)) for s, x in f.items()})
        winner = 0 if rng.random() < p[0] else 1
        data.append((f, {0: float(winner == 0), 1: float(winner == 1)}, mover))
    found = fit(data)
    assert abs(found[0] - truth[0]) < 0.25 and abs(found[2] - truth[2]) < 0.25
    rows, loss = calibration(data, found)
    assert all(abs(predicted - won) < 0.08 for predicted, won, count in rows if count > 200)
    assert loss < 0.693  # better than a coin
