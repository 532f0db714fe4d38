"""Ruling 27 (issue 27, item 3): in Zank-Patience a card dropped where it may not lie is
simply taken back ("Verstöße gegen diese Vorschriften sind ohne weiteres
zurückzunehmen"), and a card picked up begins a move ("Als Beginn eines Zuges gilt schon
das Berühren eines Stapels"): a Stop! on it is founded when a move numbered lower than
all of that card's own was possible, a card with only too-high moves and one with no move
of the list included.

The position, worked out by hand: H1 holds 5♥ and F1 runs A♥–4♥, so H1-F1 is move 1
(W1). H2 holds 10♦, H3 a lone K♣, H4–H8 are empty. South's discard shows 9♣: onto the
10♦ it is move 5, onto an empty house move 7.1. The K♣ and the 10♦ go nowhere but to an
empty house, which fills one as it empties another: no move (ruling 26).
"""

from __future__ import annotations

from typing import Any

import pytest

from crapette.engine import Game, Position, parse_action
from crapette.engine.errors import IllegalActionError

from positions import pos_json
from crapette.words import say, words_for
from crapette.words.verdicts import verdict_sentences


def game(**over: Any) -> Game:
    obj = pos_json(variants=["zank-patience"], south={"hand": ["2D", "3S"], "discard": ["9C"]},
                   north={"hand": ["7D"], "discard": ["QS"]},
                   houses={"H1": ["5H"], "H2": ["TD"], "H3": ["KC"]}, foundations={"F1": ["AH", "2H", "3H", "4H"]})
    obj["first_turn_pending"] = []
    obj.update(over)
    return Game(Position.from_json(obj))


def test_a_drop_where_the_card_may_not_lie_is_refused_not_recorded() -> None:
    g = game()
    reason = words_for(g.illegal_reason(parse_action("touch SD-H1")))  # 9♣ on 5♥: not one rank down
    assert reason is not None and "simply taken back" in reason
    with pytest.raises(IllegalActionError):
        g.push(parse_action("touch SD-H1"))
    assert g.actions == []


def test_a_card_whose_only_moves_are_too_high_is_a_fault_to_pick_up() -> None:
    """9♣ can make moves 5 and 7.1, but move 1 (H1-F1) was possible."""
    g = game()
    g.push(parse_action("touch SD"))
    verdict = g.push(parse_action("stop:N"))
    assert verdict is not None and verdict.founded and verdict.violation is not None
    assert verdict.violation.rule == "touch"
    assert "only moves numbered higher (W5, W7)" in say(verdict.why) and "W1 H1-F1" in say(verdict.why)
    assert g.to_move == 1 and not g.missing  # the caller plays; nobody misses a turn


def test_a_card_with_no_move_of_the_list_is_a_fault_to_pick_up() -> None:
    """K♣ alone on H3 can only fill an empty house as it empties its own: no move."""
    g = game()
    g.push(parse_action("touch H3"))
    violation = g.last_violation()
    assert violation is not None and "can make no move of the list" in say(violation.why)
    verdict = g.push(parse_action("stop:N"))
    assert verdict is not None and verdict.founded


def test_the_card_of_the_lowest_move_is_no_fault_and_a_call_on_it_is_wrong() -> None:
    """5♥ goes to F1 by move 1, the lowest possible: picking it up is recorded, and a
    call on it is unfounded; the caller misses their next turn (ruling 24)."""
    g = game()
    g.push(parse_action("touch H1"))
    assert g.last_violation() is None
    verdict = g.push(parse_action("stop:N"))
    assert verdict is not None and not verdict.founded and verdict.penalty
    assert "no fault" in say(verdict.why)
    assert g.to_move == 0 and g.missing == (1,)


def test_looking_says_what_each_card_can_do() -> None:
    from crapette.app.games.zank_look import look_lines

    lines = look_lines(game())
    assert lines == [
        " d  9♣ (south's discard): W5 to H2; W7 to H4, H5, H6, H7, H8. Picking it up now is a fault: W1 H1-F1 "
        "comes first.",
        " 1  5♥ (house 1): W1 to F1. Picking it up now is no fault.",
        " 2  10♦ (house 2): no move of the list. Picking it up now is a fault: W1 H1-F1 comes first.",
        " 3  K♣ (house 3): no move of the list. Picking it up now is a fault: W1 H1-F1 comes first.",
    ]


def test_a_call_on_an_earlier_fault_after_the_next_move_began_has_no_effect() -> None:
    """South plays SD-H2 (move 5 while move 1 was possible: a fault), then H1-F1 (move 1,
    right). North's call judges H1-F1, which was allowed; the fault came before it:
    "Hat nach dem Fehler schon der nächste Zug begonnen, so ist ein Stop-Ruf unwirksam"."""
    g = game()
    g.push(parse_action("SD-H2"))
    g.push(parse_action("H1-F1"))
    before = g.position.to_json()
    verdict = g.push(parse_action("stop:N"))
    assert verdict is not None and verdict.void and not verdict.founded and not verdict.penalty
    assert "SD-H2 was a fault, but the next move had begun (H1-F1)" in say(verdict.why)
    assert "has no effect" in verdict_sentences(verdict)
    assert g.position.to_json() == before and g.to_move == 0 and g.missing == ()


def test_a_call_when_nothing_of_the_turn_was_faulty_is_punished() -> None:
    g = game()
    g.push(parse_action("H1-F1"))
    verdict = g.push(parse_action("stop:N"))
    assert verdict is not None and not verdict.void and not verdict.founded and verdict.penalty
    assert g.missing == (1,)


def test_picking_up_begins_the_next_move_too() -> None:
    """After the faulty SD-H2, South picks up the 5♥ (move 1: no fault in itself): a call
    now judges the picking up, and has no effect."""
    g = game()
    g.push(parse_action("SD-H2"))
    g.push(parse_action("touch H1"))
    verdict = g.push(parse_action("stop:N"))
    assert verdict is not None and verdict.void and not verdict.penalty


def test_the_plain_interface_says_a_void_call_has_no_effect() -> None:
    """The line interface's verdict title is the dialog's: a call that ruling 27 makes void
    "has no effect" (it said "is unfounded" though nobody was punished)."""
    from crapette.words.verdicts import verdict_lines

    g = game()
    g.push(parse_action("SD-H2"))
    g.push(parse_action("H1-F1"))
    before = g.position.copy()
    verdict = g.push(parse_action("stop:N"))
    assert verdict is not None and verdict.void
    lines = verdict_lines(verdict, ("South", "North"), "H1-F1", before, wegner=True)
    assert lines[0] == "Stop! has no effect."
