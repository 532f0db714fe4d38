"""The standard generator's destination codes (``rules.codes``): one int per card saying
which piles take it, in the canonical order of the destinations, and ``Game`` keeping
them up to date move by move (``rules.moved``) instead of working them out anew."""

from __future__ import annotations

import random

import pytest

from crapette.engine import Game, Position
from crapette.engine.actions import STOP_ACTION, parse_action, touch
from crapette.engine.rules import codes, legal_actions, sources

from tests.builders import POSITION_FORMAT, side, three_position


def _standard(south: dict[str, object], north: dict[str, object], houses: list[list[str]],
              foundations: list[list[str]]) -> Position:
    return Position.from_json({"format": POSITION_FORMAT, "variants": [], "to_move": "south", "south": south,
                               "north": north, "houses": houses, "foundations": foundations})


def _moves_from(game: Game, src: str) -> list[str]:
    pile = parse_action(f"{src}-F1").src
    return [str(a) for a in game.legal_actions() if a.src == pile]


def _position() -> Position:
    """South's reserve 5♣ under 7♥; H3 8♣ and H7 8♠ take the 7♥, the other houses are
    empty; F1 runs A♥…6♥; north's reserve shows 8♥ and its discard 6♥."""
    houses: list[list[str]] = [[] for _ in range(8)]
    houses[2], houses[6] = ["8C"], ["8S"]
    return _standard(side(reserve=["5C", "7H"]), side(reserve=["8H"], discard=["6H"]), houses,
                     [["AH", "2H", "3H", "4H", "5H", "6H"]] + [[] for _ in range(7)])


def test_a_cards_destinations_come_in_the_canonical_order() -> None:
    # the foundation, the houses whose top takes the card by number (H3 before H7), then
    # the empty houses by number (H1 before H7 though empty), then north's reserve and discard
    game = Game(_position())
    assert _moves_from(game, "SR") == ["SR-F1", "SR-H3", "SR-H7", "SR-H1", "SR-H2", "SR-H4", "SR-H5", "SR-H6",
                                       "SR-H8", "SR-NR", "SR-ND"]


def test_the_codes_follow_a_move() -> None:
    game = Game(_position())
    game.legal_actions()
    game.push(parse_action("SR-H3"))
    # 5♣ goes on no card here: only the empty houses take it
    assert _moves_from(game, "SR") == ["SR-H1", "SR-H2", "SR-H4", "SR-H5", "SR-H6", "SR-H8"]
    # the 7♥ now on H3: F1, H7's 8♠, the empty houses, then north's 8♥ and 6♥ (same suit,
    # one rank apart)
    assert _moves_from(game, "H3") == ["H3-F1", "H3-H7", "H3-H1", "H3-H2", "H3-H4", "H3-H5", "H3-H6", "H3-H8", "H3-NR",
                                       "H3-ND"]
    # H7's 8♠ goes on no card: the empty houses only
    assert _moves_from(game, "H7") == ["H7-H1", "H7-H2", "H7-H4", "H7-H5", "H7-H6", "H7-H8"]
    game.pop()
    assert _moves_from(game, "SR")[:3] == ["SR-F1", "SR-H3", "SR-H7"]


def test_a_pass_taken_back_gives_back_the_passing_players_codes() -> None:
    # south has neither hand nor discard: pass; north's codes load south's piles, and
    # the take-back must not keep them for south
    game = Game(_position())
    assert game.legal_actions()[-1] == parse_action("pass")
    game.push(parse_action("pass"))
    assert game.legal_actions() == legal_actions(game.position)
    game.pop()
    assert _moves_from(game, "SR")[-2:] == ["SR-NR", "SR-ND"]
    assert game._codes is None or game._codes == codes(game.position)


def test_three_players_load_in_each_seats_order() -> None:
    # an 8♦ loads a 9♦ and a 7♦ (same suit, one rank apart), the next seat in the order
    # of play (south, west, north) first: south loads WR then NR, west NR then SR
    pos = three_position(south=side(reserve=["8D"]), west=side(reserve=["9D"]), north=side(reserve=["7D"]))
    assert [str(a) for a in legal_actions(pos) if str(a)[-3:] in ("-SR", "-WR", "-NR")] == ["SR-WR", "SR-NR"]
    pos = three_position(to_move="west", south=side(reserve=["7D"]), west=side(reserve=["8D"]),
                         north=side(reserve=["9D"]))
    assert [str(a) for a in legal_actions(pos) if str(a)[-3:] in ("-SR", "-WR", "-NR")] == ["WR-NR", "WR-SR"]


PLAIN = [[], ["one-deck"], ["discard-available"], ["touch"], ["false-stop-penalty"], ["early-turn"]]


@pytest.mark.parametrize("variants", PLAIN, ids=lambda v: "+".join(v) or "standard")
def test_the_codes_kept_move_by_move_are_the_codes_worked_out_anew(variants: list[str]) -> None:
    game = Game.new(11, variants, "stop")
    rng = random.Random(11)
    checked = 0
    for _ in range(1500):
        if game.is_over:
            break
        legal = game.legal_actions()
        if game._codes is not None:
            assert game._codes == codes(game.position)
            checked += 1
        assert legal == legal_actions(game.position)
        roll = rng.random()
        if roll < 0.1 and game.ply:
            game.pop()
        elif roll < 0.14 and game.can_stop():
            game.push(STOP_ACTION)
        elif roll < 0.2 and game.rules.touch:  # an attempted move (a fault): nothing moves
            attempt = touch(rng.choice(sources(game.position)), rng.choice(game.position.table.houses))
            if game.illegal_reason(attempt) is None:
                game.push(attempt)
        else:
            game.push(legal[rng.randrange(len(legal))])
    assert checked > 500
    while game.ply:  # all the way back
        game.pop()
        assert game.legal_actions() == legal_actions(game.position)
        if game._codes is not None:
            assert game._codes == codes(game.position)


def test_an_entry_begins_with_the_state_before_its_action() -> None:
    # Game restores the state from the entry itself (``_set_state(entry)``)
    from crapette.engine.game import _Entry, _State

    assert _Entry._fields[:len(_State._fields)] == _State._fields
