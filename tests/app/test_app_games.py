"""What the generic app asks of a game's app side (``app.games``), without a screen
(issue 26 item 2): the end-of-game table's columns and the announced moves.

The headings and widths were worked out from the rules' counts (rules §9: reserve, hand
and discard in the standard game; Wegner's source and discard, Schikanieren's pile where
the reserve lies) and the table's layout as it was before the app asked the game
(reserve and discard at least 7 wide, the hand 4; without reserves both columns 7)."""

from __future__ import annotations

from crapette.app.games import app_game
from crapette.engine import Game, Position, move
from crapette.engine.position import Rules


def columns(*variants: str) -> list[tuple[str, int]]:
    game = Rules.from_names(variants).game
    return [(c.heading, c.least) for c in app_game(game).end_columns(game)]


def test_the_end_table_columns_are_the_games_own() -> None:
    assert columns() == [("reserve", 7), ("hand", 4), ("discard", 7)]
    assert columns("three-players") == [("reserve", 7), ("hand", 4), ("discard", 7)]
    assert columns("zank-patience") == [("source", 7), ("discard", 7)]
    assert columns("zank-patience", "schikanieren") == [("Schikanier pile", 7), ("source", 4), ("discard", 7)]


def test_the_standard_family_announces_nothing_and_says_the_notation() -> None:
    game = Game.new(5, (), "stop")
    table = game.position.table
    crapette = app_game(game.rules.game)

    class State:  # only what ``announce`` may read; it must read nothing
        pass

    assert crapette.announce(State(), table.house(1), table.house(2)) is None  # type: ignore[arg-type]
    action = move(table.house(1), table.house(2))
    assert crapette.announcement_words(Position.deal(5, game.rules), action) == "H1-H2"
