"""Each game of the sources is declared once and found by the variant names that choose it
(``engine/games/``); the rules know their game, and the game answers what callers ask."""

from __future__ import annotations

import pickle
import re

import pytest

from crapette.engine import Rules
from crapette.engine.games import GAMES, Family, PileKind, game_named
from crapette.engine.table import ONE_DECK_TABLE, STANDARD_TABLE, THREE_PLAYER_TABLE

SOUTH, NORTH, WEST = 0, 1, 2


@pytest.mark.parametrize(("names", "game"), [
    ([], "standard"),
    (["strict-priorities", "minimal-freeing"], "standard"),
    (["crapette-call"], "standard"),
    (["one-deck"], "one-deck"),
    (["reserve-11", "one-deck"], "one-deck"),
    (["three-players"], "three-players"),
    (["zank-patience"], "zank-patience"),
    (["zank-patience", "zank-advanced"], "zank-patience"),
    (["one-deck", "zank-patience"], "zank-one-deck"),
    (["zank-patience", "three-players", "zank-advanced"], "zank-three"),
    (["zank-patience", "schikanieren"], "schikanieren"),
])
def test_the_names_choose_the_game(names: list[str], game: str) -> None:
    rules = Rules.from_names(names)
    assert rules.game is GAMES[game]
    assert rules.names == tuple(names)  # the names stay as given: positions and records list them


def test_every_game_is_registered_once_under_its_name() -> None:
    assert set(GAMES) == {"standard", "one-deck", "three-players", "zank-patience", "zank-one-deck", "zank-three",
                          "schikanieren"}
    for name, game in GAMES.items():
        assert game.name == name and game_named(name) is game


def test_the_game_is_part_of_the_rules_and_survives_a_copy() -> None:
    rules = Rules.from_names(["zank-patience", "three-players"])
    assert pickle.loads(pickle.dumps(rules.game)) is rules.game
    assert rules.replace(discard_available=False).game is rules.game
    assert Rules.from_names([]) == Rules.from_names([]) and Rules.from_names([]) != Rules.from_names(["one-deck"])


def test_the_game_declares_its_table() -> None:
    assert game_named("standard").table == STANDARD_TABLE
    assert game_named("one-deck").table is ONE_DECK_TABLE is game_named("zank-one-deck").table
    assert game_named("three-players").table is THREE_PLAYER_TABLE is game_named("zank-three").table
    assert game_named("schikanieren").table.houses_in_suit
    for game in GAMES.values():  # the rules are played on the table the game declares
        names = sorted(game.chosen_by)
        assert Rules.from_names(names).table == game.table


def test_who_may_call_on_an_action() -> None:
    """Rulings 10 and 23: the author's opponents; ruling 24 (Wegner): anyone, the author
    first."""
    standard, three, zank, zank_three = (game_named(n) for n in ("standard", "three-players", "zank-patience",
                                                                  "zank-three"))
    assert standard.callers(STANDARD_TABLE, SOUTH) == (NORTH,)
    assert three.callers(THREE_PLAYER_TABLE, SOUTH) == (WEST, NORTH)
    assert zank.callers(STANDARD_TABLE, NORTH) == (NORTH, SOUTH)
    assert zank_three.callers(THREE_PLAYER_TABLE, WEST) == (WEST, NORTH, SOUTH)
    # a call names its caller where more than one seat may call
    assert not standard.call_names_caller(STANDARD_TABLE)
    assert three.call_names_caller(THREE_PLAYER_TABLE) and zank.call_names_caller(STANDARD_TABLE)


def test_wegners_games_have_his_words_pause_and_score_columns() -> None:
    for name in ("zank-patience", "zank-one-deck", "zank-three", "schikanieren"):
        game = game_named(name)
        assert game.family is Family.ZANK and game.pause and game.announces and game.founded_call_takes_back
        assert (game.pile_name(PileKind.HAND), game.pile_name(PileKind.DISCARD), game.pile_name(PileKind.HOUSE),
                game.pile_name(PileKind.FOUNDATION)) == ("quelle", "ablage", "rand", "mitte")
    assert not game_named("zank-patience").has_pile(PileKind.RESERVE)
    assert game_named("schikanieren").pile_name(PileKind.RESERVE) == "schikanier"
    assert game_named("zank-patience").score_columns == (PileKind.HAND, PileKind.DISCARD)
    assert game_named("schikanieren").score_columns == (PileKind.RESERVE, PileKind.HAND, PileKind.DISCARD)
    for name in ("standard", "one-deck", "three-players"):
        game = game_named(name)
        assert game.family is Family.CRAPETTE and not game.pause and not game.founded_call_takes_back
        assert game.score_columns == (PileKind.RESERVE, PileKind.HAND, PileKind.DISCARD)
        assert all(game.pile_name(kind) == kind.value for kind in PileKind)


def test_the_first_turn_limit_is_the_games() -> None:
    """Ruling 24: Wegner's starting player fills only their own four houses (south H5-H8);
    Schikanieren deals every house and has no such rule; the standard game neither."""
    from crapette.engine import Position
    from crapette.engine.table import pile_number

    pos = Position.deal(7, Rules.from_names(["zank-patience"]))
    limit = pos.rules.game.first_turn_houses
    assert limit is not None
    own = {SOUTH: ("H5", "H6", "H7", "H8"), NORTH: ("H1", "H2", "H3", "H4")}[pos.to_move]
    assert sorted(limit(pos) or ()) == sorted(pile_number(h) for h in own)
    assert game_named("schikanieren").first_turn_houses is None
    assert game_named("standard").first_turn_houses is None


@pytest.mark.parametrize("names", [
    [], ["early-turn"], ["face-down-reserve"], ["face-down-tableau"], ["face-down-houses-2", "early-turn"],
    ["one-deck"], ["three-players"], ["zank-patience"], ["zank-patience", "three-players"],
    ["zank-patience", "schikanieren"],
])
def test_a_position_writes_the_fields_its_game_and_variants_declare(names: list[str]) -> None:
    """Item 8: after the foundations the position JSON holds exactly the fields the rules
    declare (``RuleSet.state``), in their order, and reads them back to the same position."""
    from crapette.engine import Position

    rules = Rules.from_names(names)
    pos = Position.deal(3, rules)
    obj = pos.to_json()
    keys = list(obj)
    assert keys[keys.index("foundations") + 1:] == [f.key for f in rules.state]
    assert Position.from_json(obj) == pos


@pytest.mark.parametrize(("names", "key", "bad", "said"), [
    (["early-turn"], "turn_start", 1, "'turn_start' must be true or false"),
    (["face-down-reserve"], "reserve_face_down", ["east"], "'reserve_face_down' must list players"),
    (["face-down-tableau"], "houses_face_down", [1, 1], "'houses_face_down' must be 8 whole numbers"),
    (["zank-patience", "three-players"], "first_turn_pending", "south", "'first_turn_pending' must list players"),
    (["three-players"], "aside", "JK", "'aside': expected a list of cards"),
])
def test_each_field_is_checked_by_its_owner(names: list[str], key: str, bad: object, said: str) -> None:
    from crapette.engine import Position, PositionError

    obj = Position.deal(3, Rules.from_names(names)).to_json()
    obj[key] = bad
    with pytest.raises(PositionError, match=re.escape(said)):
        Position.from_json(obj)
