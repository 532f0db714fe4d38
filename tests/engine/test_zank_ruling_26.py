"""Ruling 26 (issue 27, item 2): a house-to-house move that gains no empty house is no
move 3. A Stop! on it is founded, and the verdict says that it gains no empty house and
names only the lower moves that were really possible.

Expected values worked out by hand from 001's list and the ruling.
"""

from __future__ import annotations

from crapette.app.dialogs.verdict import verdict_text
from crapette.engine import Game, Position, parse_action
from crapette.engine.actions import TURN_ACTION
from crapette.engine.zank.ladder import W7

from positions import pos_json
from crapette.words import say

ZANK = ["zank-patience"]


def seed_11_after_the_first_move() -> Game:
    """Seed 11: South's discard starts with 9♠ and South starts (first turn: H5–H8). SD-H5
    (move 7.1) leaves South's discard empty and 9♠ alone on H5."""
    game = Game.new(11, ZANK)
    assert game.position.to_json()["south"]["discard"] == ["9S"]
    game.push(parse_action("SD-H5"))
    return game


def test_a_lone_card_moved_to_an_empty_house_gains_nothing_and_the_verdict_says_so() -> None:
    """H5-H6 empty:H5 moves the 9♠ from H5 to the empty H6: H5 empties, H6 fills, no empty
    house is gained (ruling 26), so it is no move 3. Nothing lower was possible: no card
    goes to a foundation (W1) and no card lies under another (W2). North's Stop! is founded
    on move 3's condition; the verdict does not speak of move 7.1 and South's discard,
    which was empty."""
    game = seed_11_after_the_first_move()
    before = game.position.copy()
    judged = parse_action("H5-H6 empty:H5")
    violation = game.violation(judged)
    assert violation is not None and violation.rule == "W3"
    assert "gains no empty house" in say(violation.why)
    assert say(violation.why).endswith("No lower-numbered move was possible.")
    game.push(judged)
    verdict = game.push(parse_action("stop:N"))
    assert verdict is not None and verdict.founded
    assert verdict.violation is not None and verdict.violation.rule == "W3"
    assert "7.1" not in say(verdict.why) and "discard" not in say(verdict.why)
    assert game.position.to_json()["houses"][4] == ["9S"]  # taken back
    text = verdict_text(verdict, ("Ann", "Bob"), "9♠ from house 5 to house 6", before, takes_back=True).plain
    assert "gains no empty house" in text and "7.1" not in text


def test_the_hints_do_not_offer_it_and_the_headline_names_move_3() -> None:
    """After SD-H5 the only move is turn (7.2): the three emptyings of H5 are no move."""
    from crapette.words.explain import forbidden, hints

    game = seed_11_after_the_first_move()
    assert [str(h.action) for h in hints(game)] == ["turn"]
    (rule,) = forbidden(game)
    assert rule.rule == "W3" and sorted(map(str, rule.actions)) == [
        "H5-H6 empty:H5", "H5-H7 empty:H5", "H5-H8 empty:H5"]


def test_the_verdict_names_only_the_lower_moves_that_were_possible() -> None:
    """H1 holds 2♥ over nothing else, F1 holds A♥: H1-F1 is move 1. H2 holds a lone 9♠ and
    H3 is empty: H2-H3 empty:H2 fills H3 as it empties H2, no move 3. The verdict names
    move 1 (H1-F1), the lower move that was possible, and no move 2, which was not; its
    rule is W1, the first it breaks."""
    game = Game(Position.from_json(pos_json(
        variants=ZANK, south={"hand": ["KD"], "discard": ["QC"]}, north={"hand": ["KS"], "discard": ["QH"]},
        houses={"H1": ["2H"], "H2": ["9S"], "H4": ["KC"], "H5": ["KH"], "H6": ["KS"], "H7": ["KD"], "H8": ["KC"]},
        foundations={"F1": ["AH"]})))
    violation = game.violation(parse_action("H2-H3 empty:H2"))
    assert violation is not None and violation.rule == "W1"
    assert "gains no empty house" in say(violation.why)
    assert say(violation.why).endswith("A lower-numbered move was possible: W1 H1-F1.")
    assert "W2" not in say(violation.why)


def test_move_7_says_only_the_part_that_is_possible() -> None:
    """With 7.2 alone possible (no discard card for 7.1), W7's words name 7.2 only."""
    pos = Position.from_json(pos_json(variants=ZANK, south={"hand": ["KD"], "discard": []},
                                      north={"hand": ["KS"], "discard": ["QH"]}))
    said = say(W7().explain(pos, [TURN_ACTION]))
    assert "7.2" in said and "7.1" not in said
