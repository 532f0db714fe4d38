"""The local match through its interface: people and computers play whole games, the
events say what happened, the save resumes the match as the full-screen app writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from crapette.app.save import MatchOptions, MatchSession, SaveStore
from crapette.engine import Action, Game, parse_action
from crapette.words.explain import hints
from crapette.match import GameBegins, GameOver, LocalMatch, Match, PauseCalled, PauseEnded, Played, Refused, TakenBack


def _first_hint(game: Game) -> Action:
    return hints(game)[0].action


def _play_out(match: Match, limit: int = 5000) -> list[object]:
    """Play the game on the table to its end: each person plays the first hint, each
    computer its own choice; every computer call is made at once."""
    events: list[object] = []
    for _ in range(limit):
        if match.waiting:
            return events
        if match.computer_to_move() is not None:
            events += match.play(match.think())
        else:
            events += match.play(_first_hint(match.game))
        call = match.computer_call()
        if call is not None:
            events += match.play(call.action, call.seat)
    raise AssertionError("the game did not end")


def test_hot_seat_game_to_its_end(data_dir: Path) -> None:
    session = MatchSession.new(MatchOptions(first_seed=5, names=("Ann", "Bob")))
    match = LocalMatch(session, SaveStore(data_dir))
    assert match.number == 1 and match.seed == 5 and not match.seats.levels
    events = _play_out(match)
    played = [e for e in events if isinstance(e, Played)]
    assert played and all(not e.by_computer for e in played)
    over = [e for e in events if isinstance(e, GameOver)]
    assert len(over) == 1 and over[0].number == 1 and over[0].seed == 5
    assert match.waiting and match.game is over[0].game  # the finished game stays on the table
    begins = match.next_game()
    assert isinstance(begins[0], GameBegins) and begins[0].number == 2 and begins[0].seed == 6
    assert match.game.ply == 0 and not match.waiting
    # the finished game is kept for replay --last
    assert len(list((data_dir / "games").glob("*.json"))) == 1


def test_computer_seat_plays_and_calls(data_dir: Path) -> None:
    options = MatchOptions(first_seed=3, names=("South", "Computer (level 2)"), computers=((1, "computer:2"),))
    match = LocalMatch(MatchSession.new(options), SaveStore(data_dir))
    assert match.seats.computers == (1,) and match.seats.human == 0
    events = _play_out(match)
    by_computer = [e for e in events if isinstance(e, Played) and e.by_computer]
    assert by_computer and all(e.seat == 1 for e in by_computer)
    assert any(isinstance(e, GameOver) for e in events)


def test_a_violation_is_called_and_judged() -> None:
    """Stop mode: South, to move first at seed 1, breaks a priority rule; the level-5
    computer (always vigilant) calls at once and the verdict comes back with the call."""
    options = MatchOptions(first_seed=1, names=("South", "Computer (level 5)"), computers=((1, "computer:5"),))
    match = LocalMatch(MatchSession.new(options))
    game = match.game
    analysis = game.analysis()
    bad = next((a for a, v in analysis if v is not None), None)
    assert bad is not None and match.computer_to_move() is None
    events = match.play(bad)
    assert isinstance(events[0], Played) and events[0].verdict is None
    call = match.computer_call()
    assert call is not None and call.seat == 1
    judged = match.play(call.action, call.seat)
    assert isinstance(judged[0], Played) and judged[0].verdict is not None and judged[0].verdict.founded
    assert judged[0].seat == 1 and judged[0].by_computer


def test_strict_mode_refuses_and_undoes() -> None:
    match = LocalMatch(MatchSession.new(MatchOptions(first_seed=1, mode="strict")))
    game = match.game
    bad = next(a for a, v in game.analysis() if v is not None)
    refused = match.play(bad)
    assert isinstance(refused[0], Refused) and refused[0].violation is not None and game.ply == 0
    assert isinstance(match.undo()[0], Refused)  # nothing to take back yet
    good = _first_hint(game)
    match.play(good)
    taken = match.undo()
    assert isinstance(taken[0], TakenBack) and taken[0].actions == (good,) and game.ply == 0


def test_pause_keeps_the_mover_still_until_a_call() -> None:
    match = LocalMatch(MatchSession.new(MatchOptions(variants=("zank-patience",), first_seed=4)))
    game = match.game
    waiting = game.position.table.opponent(game.to_move)
    assert isinstance(match.pause(game.to_move)[0], Refused)  # the mover does not pause themselves
    assert isinstance(match.pause(waiting)[0], PauseCalled) and match.paused_by == waiting
    refused = match.play(_first_hint(game))
    assert isinstance(refused[0], Refused) and game.ply == 0
    assert isinstance(match.go_on()[0], PauseEnded) and match.paused_by is None
    assert isinstance(match.play(_first_hint(game))[0], Played)


def test_the_save_resumes_in_the_full_screen_app(data_dir: Path) -> None:
    session = MatchSession.new(MatchOptions(first_seed=8, names=("Ann", "Bob"), target=50))
    match = LocalMatch(session, SaveStore(data_dir))
    for _ in range(6):
        match.play(_first_hint(match.game))
    played = [str(a) for a in match.game.actions]
    resumed = SaveStore(data_dir).load()
    assert resumed is not None
    assert [str(a) for a in resumed.game.actions] == played
    assert resumed.options == session.options
    assert parse_action(played[0]) == match.game.actions[0]


@pytest.mark.parametrize("variants", [("one-deck",), ("three-players",), ("zank-patience",)])
def test_every_table_plays_hot_seat(variants: tuple[str, ...]) -> None:
    from crapette.engine import Rules

    table = Rules.from_names(variants).table
    names = tuple(table.seat_name(s).capitalize() for s in range(max(table.seats) + 1))
    match = LocalMatch(MatchSession.new(MatchOptions(variants=variants, first_seed=2, names=names)))
    events = _play_out(match)
    assert any(isinstance(e, GameOver) for e in events)


def test_seats_one_model_at_two_and_three_seats() -> None:
    """The options name the computers' seats at any table: one model of seats."""
    from crapette.engine import Rules

    two = MatchOptions(names=("Computer (level 2)", "Ann"), computers=((0, "computer:2"),))
    seats = LocalMatch(MatchSession.new(two)).seats
    assert seats.computers == (0,) and seats.humans == (1,) and seats.human == 1 and seats.level(0) == "computer:2"
    table = Rules.from_names(["three-players"]).table
    three = MatchOptions(variants=("three-players",), names=("Ann", "North", "Computer (level 4)"),
                         computers=((2, "computer:4"),))
    seats = LocalMatch(MatchSession.new(three)).seats
    assert seats.order == table.seats and seats.computers == (2,) and set(seats.humans) == {0, 1}
    assert seats.human is None  # people share the keyboard
    assert LocalMatch(MatchSession.new(MatchOptions())).seats.human is None


def test_a_change_made_outside_is_followed_by_the_match(data_dir: Path) -> None:
    """The full-screen table takes back through its own controller, then tells the match
    (``changed``): the save follows the game; a game ended so is counted and stays on
    the table until the next deal."""
    store = SaveStore(data_dir)
    match = LocalMatch(MatchSession.new(MatchOptions(first_seed=5, names=("Ann", "Bob"))), store)
    game = match.game
    game.push(_first_hint(game))
    assert match.changed() == [] and not match.waiting
    saved = store.load()
    assert saved is not None and saved.game.ply == 1
    game.agree_stalemate()
    over = match.changed()
    assert [type(e) for e in over] == [GameOver] and over[0].number == 1
    assert match.waiting and match.game is game and len(match.session.match.outcomes) == 1
    saved = store.load()
    assert saved is not None and saved.game_number == 2 and saved.game.ply == 0  # the next deal is saved
