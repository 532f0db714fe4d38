"""Ruling 28 (issue 27, item 3): 003's "obligation de jouer la crapette s'il y a une case
vide" holds in all of its ways. In ``plain`` and ``call``, which have no call that judges
it, the program refuses any other action while the reserve card could fill an empty
house, naming the rule; in ``hardest`` it is C2, called with Crapette!.

The position, by hand: H1 is empty, the other houses hold kings (nothing goes on a king
but a queen, and no queen is in play); South's reserve shows 9♣ (over 2♠), South's turned
hand card (003 turns it at once) is 4♦; North's reserve shows 10♣ (9♣ loads onto it: same
suit, one rank down) and North's discard 5♦ (4♦ loads onto it). No ace is in play.
"""

from __future__ import annotations

import pytest

from crapette.engine import Game, Position, parse_action
from crapette.engine.errors import IllegalActionError

from positions import KINGS, pos_json
from crapette.words import words_for


def game(way: str) -> Game:
    houses = {**KINGS}
    del houses["H1"]
    return Game(Position.from_json(pos_json(
        variants=[way], houses=houses,
        south={"reserve": ["2S", "9C"], "hand": ["7H", "8S"], "hand_card": "4D", "discard": []},
        north={"reserve": ["TC"], "hand": ["3H"], "discard": ["5D"]})))


@pytest.mark.parametrize("way", ["plain", "call"])
def test_while_a_house_is_empty_only_the_reserve_card_may_be_played(way: str) -> None:
    g = game(way)
    assert "fill-spaces-first" in g.rules.names
    # 9♣ to the empty H1 is the only play of the reserve card on the table (loading it onto
    # North's 10♣ does not fill the house); the hand card's loading and discard wait
    assert [str(a) for a in g.legal_actions()] == ["SR-H1"]
    for refused in ("SR-NR", "SH-ND", "SH-SD", "SH-H1"):
        reason = words_for(g.illegal_reason(parse_action(refused)))
        assert reason is not None and "003, ruling 28: while a house is empty the reserve card comes first" in reason, refused
        with pytest.raises(IllegalActionError):
            g.push(parse_action(refused))
    g.push(parse_action("SR-H1"))
    # no house is empty any more: the turn goes on as usual (2♠ now shows on the reserve)
    assert "SH-ND" in {str(a) for a in g.legal_actions()}


def test_in_the_hardest_way_it_is_c2_and_the_crapette_call() -> None:
    g = game("hardest")
    assert "fill-spaces-first" not in g.rules.names
    violation = g.violation(parse_action("SH-ND"))
    assert violation is not None and violation.rule == "C2"
    g.push(parse_action("SH-ND"))
    verdict = g.push(parse_action("crapette"))
    assert verdict is not None and verdict.founded


def test_the_app_names_the_rule_when_another_card_is_picked_up() -> None:
    from crapette.app.selection import Selection

    g = game("plain")
    problem = Selection(g).selection_problem(g.position.table.hand_card(0))
    assert problem is not None and "003, ruling 28" in problem and "house 1 is empty" in problem
