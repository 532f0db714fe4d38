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


def test_several_announcements_are_asked_on_the_board_and_on_the_line() -> None:
    """test_zank_app's two_freeable: 7♠ from H1 (9♣ 8♥ 7♠) onto H2's 8♦ may free 9♣ (two
    cards down) or 8♥ (one down); both fit, so the table asks, in the engine's order
    (from the bottom card up), and the line interface lists both in words."""
    from crapette.app.controller import TableController
    from crapette.plain.table import at_the_table

    from test_zank_app import two_freeable, zank

    table = TableController(zank(**two_freeable()), ("South", "North"))
    h1, h2 = table.table.house(1), table.table.house(2)
    assert table.press(h1) is None and table.press(h2) is None
    assert [str(a) for a in table.announcing] == ["H1-H2 free:9C", "H1-H2 free:8H"]
    said = [table.app_game.announcement_words(table.game.position, a) for a in table.announcing]
    assert said == ["free 9♣ (2 cards down in H1) for a foundation", "free 8♥ (1 card down in H1) for a foundation"]
    lines: list[str] = []
    assert at_the_table(TableController(zank(**two_freeable()), ("South", "North")), move(h1, h2), lines.append) is None
    assert lines == ["Announce what the move is for: type one of H1-H2 free:9C (" + said[0] + "); H1-H2 free:8H ("
                     + said[1] + ")."]


def test_the_prompt_keys_words_and_the_look_dialog_are_the_games_own() -> None:
    """The number keys and f in the prompt: the standard family's words, Wegner's in his
    games („Randstapel“, „Mitte“ in German); l opens a look dialog only where picking a
    card up is touching it (ruling 27)."""
    from crapette.app.games.zank_look import LookScreen
    from crapette.i18n import set_language

    standard, wegner = app_game(Rules.from_names(()).game), app_game(Rules.from_names(("zank-patience",)).game)
    set_language("de")
    try:
        assert (standard.house_key_word(), standard.house_key_word(2), standard.foundation_key_word()) == \
            ("Haus", "Häuser", "Grundstapel")
        assert (wegner.house_key_word(), wegner.house_key_word(2), wegner.foundation_key_word()) == \
            ("Randstapel", "Randstapel", "Mitte")
    finally:
        set_language("en")
    assert standard.look_screen(Game.new(seed=1)) is None
    assert isinstance(wegner.look_screen(Game.new(seed=1, variants=("zank-patience",))), LookScreen)
