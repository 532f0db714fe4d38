"""describe.py: plain words for actions and Stop! verdicts (pure, no Textual)."""

from __future__ import annotations

from crapette.engine import STOP, Game, Position, parse_action
from crapette.words.describe import describe_action, describe_game, describe_verdict

from apphelpers import NEAR_END


def test_moves_turns_and_loads_in_words() -> None:
    game = Game.new(5)
    pos = game.position
    assert describe_action(pos, parse_action("SR-F1")) == "South: A♦ from reserve to foundation 1"
    assert describe_action(pos, parse_action("H7-H2")) == "South: 4♥ from house 7 to house 2"
    assert describe_action(pos, parse_action("H2-NR")) == "South: 5♠ from house 2 onto North's reserve (loading)"
    turned = pos.hands[0][-1]
    from crapette.words.cards import card_symbol

    assert describe_action(pos, parse_action("turn")) == f"South turns {card_symbol(turned)} from the hand"
    assert describe_action(pos, parse_action("SR-F1"), names=["Ann", "Bob"]).startswith("Ann: ")


def test_discard_and_pass() -> None:
    game = Game.new(5)
    game.push(parse_action("SR-F1"))
    game.push(parse_action("H8-F2"))
    game.push(parse_action("turn"))
    words = describe_action(game.position, parse_action("SH-SD"))
    assert words.endswith("from the hand onto the discard, ending the turn")
    end = Position.loads(NEAR_END)
    assert describe_action(end, parse_action("pass")) == "South passes (no hand, no discard)"


def test_verdicts_and_whole_games() -> None:
    game = Game.new(5)
    game.push(parse_action("H7-H2"))
    verdict = game.push(parse_action("stop"))
    assert verdict is not None
    assert describe_verdict(verdict) == (
        "North calls Stop! on South's H7-H2: founded (P1); SR-F1 played instead; North to play")
    lines = describe_game(game)
    assert [n for n, _ in lines] == ["H7-H2", "stop"]
    assert lines[1][1].startswith("North calls Stop!")
    assert game.actions[-1].kind == STOP
