"""describe.py: the log's words for group moves and Crapette! calls."""

from __future__ import annotations

from crapette.engine import Game, Position, Verdict, parse_action, parse_card
from crapette.engine.why import Why
from crapette.words.describe import describe_action, describe_game, describe_verdict

from learnhelpers import GROUP


def test_group_moves_name_every_card_from_the_bottom_up() -> None:
    pos = Position.loads(GROUP)
    assert describe_action(pos, parse_action("H2:3-H1")) == "South: 8♠ 7♥ 6♣ (3 cards) from house 2 to house 1"
    assert describe_action(pos, parse_action("H2:2-H3")) == "South: 7♥ 6♣ (2 cards) from house 2 to house 3"
    assert describe_action(pos, parse_action("H2-H3")) == "South: 6♣ from house 2 to house 3"


def test_a_long_group_shows_its_two_ends() -> None:
    pos = Position.loads(GROUP)
    # K♣ Q♦ J♣ 10♦ 9♣ on H3: five cards, bottom K♣, top 9♣
    pos.piles[8] = [parse_card(c) for c in ("KC", "QD", "JC", "TD", "9C")]
    assert describe_action(pos, parse_action("H3:5-H6")) == "South: K♣ … 9♣ (5 cards) from house 3 to house 6"


def test_group_moves_in_a_whole_game_log() -> None:
    game = Game(Position.loads(GROUP))
    game.push(parse_action("H2:3-H1"))
    game.push(parse_action("H1:2-H3"))
    assert describe_game(game) == [
        ("H2:3-H1", "South: 8♠ 7♥ 6♣ (3 cards) from house 2 to house 1"),
        ("H1:2-H3", "South: 7♥ 6♣ (2 cards) from house 1 to house 3"),
    ]


def test_crapette_calls_in_words() -> None:
    game = Game.new(5, ["crapette-call"])
    pos = game.position
    assert describe_action(pos, parse_action("crapette")) == "Crapette! is called"
    assert describe_action(pos, parse_action("crapette H7-H2 SR-F1")) == "Crapette! is called, showing H7-H2, SR-F1"


def test_founded_crapette_takes_nothing_back() -> None:
    # seed 5: south's A♦ (reserve) could go up; H7-H2 broke C1 (a card to a foundation first)
    game = Game.new(5, ["crapette-call"])
    game.push(parse_action("H7-H2"))
    verdict = game.push(parse_action("crapette"))
    assert verdict is not None
    assert describe_verdict(verdict) == (
        "North calls Crapette! on South's H7-H2: founded (broke C1); nothing is taken back; North to play")
    assert describe_game(game)[1] == ("crapette", describe_verdict(verdict))


def test_unfounded_crapette() -> None:
    game = Game.new(5, ["crapette-call"])
    game.push(parse_action("SR-F1"))
    verdict = game.push(parse_action("crapette"))
    assert verdict is not None
    assert describe_verdict(verdict, ["Ann", "Bob"]) == "Bob calls Crapette! on Ann's SR-F1: unfounded, the action was allowed"


def test_crapette_founded_on_a_shown_combination() -> None:
    verdict = Verdict(caller=1, offender=0, judged=parse_action("H7-H2"), founded=True, violation=None,
                      taken_back=None, played_instead=None, discarded=True, next_player=1,
                      why=Why("crapette.combination-was-there", moves=(parse_action("H7-H2"), parse_action("H2-F1"))),
                      call="Crapette!")
    assert describe_verdict(verdict) == ("North calls Crapette! on South's H7-H2: founded (a combination was "
                                         "missed); nothing is taken back, South's hand card discarded; North to play")
