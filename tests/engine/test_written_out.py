"""A plain game's codes and legal list worked out anew, written out for its table
(``rules.from_scratch``), with the reach the analysis reads: each the same as the general
code (``codes``, ``legal_actions``, the eager analysis), on hand-worked positions and along
seeded games."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from crapette.engine import Game, Position
from crapette.engine.cards import parse_card
from crapette.engine.priorities import analyse
from crapette.engine import rules_written
from crapette.engine.rules import FOUNDATION_BITS, codes, from_scratch, legal_actions, written_module

from positions import KINGS, pos

PLAIN = [[], ["one-deck"], ["discard-available"], ["early-turn"], ["strict-priorities", "minimal-freeing"]]


def _bits(code: int, game: Game) -> list[str]:
    """The piles of a code's bits, by name, in the canonical order (the moves' order)."""
    from crapette.engine.rules import _loads, row_of

    pos = game.position
    layout = _loads(pos.table.loads_of[pos.to_move])
    return [str(a).split("-")[1] for a in row_of(layout, 6, code)]  # from H1: no own discard added


def test_a_hand_worked_position() -> None:
    # F1 holds A♥ 2♥: a 3♥ goes there. H1 shows 5♠ (takes a red 4: 4♥, 4♦), H2 5♣ (the
    # same), H3 is empty, H4-H8 show kings (each takes a queen of the other colour). North's discard shows
    # 6♥: south loads it with the 5♥ or the 7♥ (same suit, one rank apart).
    houses = {**KINGS, "H1": ["5S"], "H2": ["5C"], "H3": []}
    position = pos(south={"reserve": ["9C"]}, north={"reserve": ["2C"], "discard": ["6H"]},
                   houses=houses, foundations={"F1": ["AH", "2H"]})
    game = Game(position)
    written, legal, _reach = from_scratch(position.table, False)(position)
    assert legal == legal_actions(position)
    assert written == codes(position)
    assert _bits(written[parse_card("3H")], game) == ["F1"]
    assert _bits(written[parse_card("4H")], game) == ["H1", "H2"]
    assert _bits(written[parse_card("4D")], game) == ["H1", "H2"]
    assert _bits(written[parse_card("4C")], game) == []
    # the empty foundations F2-F8 take every ace; north's reserve 2♣ takes nothing of south's (face up,
    # same suit one apart: an A♣ or a 3♣ loads it)
    assert _bits(written[parse_card("AS")], game) == ["F2", "F3", "F4", "F5", "F6", "F7", "F8"]
    assert _bits(written[parse_card("AC")], game) == ["F2", "F3", "F4", "F5", "F6", "F7", "F8", "NR"]
    assert _bits(written[parse_card("5H")], game) == ["ND"]
    assert _bits(written[parse_card("7H")], game) == ["ND"]
    # the empty houses' slot: H3 alone
    from crapette.engine.rules import EMPTY_SLOT

    assert _bits(written[EMPTY_SLOT], game) == ["H3"]


def test_the_reach_says_whether_some_action_goes_to_a_foundation() -> None:
    position = pos(south={"reserve": ["9C"], "hand_card": "3H"}, north={"reserve": ["2C"]},
                   houses=KINGS, foundations={"F1": ["AH", "2H"]})
    written = from_scratch(position.table, False)
    codes_now, legal, reach = written(position)
    assert (codes_now, legal) == (codes(position), legal_actions(position))
    assert reach & FOUNDATION_BITS  # SH-F1: the 3♥
    position.piles[position.table.foundations[0]].pop()  # F1 down to A♥: the 3♥ goes nowhere up
    codes_now, legal, reach = written(position)
    assert (codes_now, legal) == (codes(position), legal_actions(position))
    assert not reach & FOUNDATION_BITS
    assert not [a for a in legal if a.dst in position.table.foundations]


def test_a_cold_analysis_binds_an_empty_house_only_while_the_reserve_has_a_card() -> None:
    # P3: an empty house must be filled before the hand is turned, while the reserve holds a
    # card; nothing goes to a foundation here, so the turn is the only action P3 can forbid
    houses = {**KINGS, "H3": []}
    position = pos(south={"reserve": ["9C"], "hand": ["5D"]}, north={"reserve": ["2C"]}, houses=houses)
    bound = {str(a): v.rule for a, v in Game(position, "stop").analysis() if v is not None}
    assert bound == {"turn": "P3"}
    position = pos(south={"reserve": [], "hand": ["5D"]}, north={"reserve": ["2C"]}, houses=houses)
    assert all(v is None for _a, v in Game(position, "stop").analysis())  # no reserve card: P3 binds nothing


@pytest.mark.parametrize("variants", PLAIN, ids=lambda v: "+".join(v) or "standard")
def test_along_seeded_games_the_written_codes_and_the_analysis_agree(variants: list[str]) -> None:
    rng = random.Random(5)
    checked = 0
    for seed in range(6):
        game = Game.new(seed, variants, "stop")
        for _ in range(400):
            if game.is_over:
                break
            position: Position = game.position
            cold = Game(position.copy(), "stop")  # no codes kept: worked out anew, with the reach
            analysis = cold.analysis()
            assert cold._codes == codes(position)
            legal = legal_actions(position)
            assert [a for a, _v in analysis] == legal
            eager = analyse(position, legal, eagerly=True)
            assert [(a, v.rule if v else None) for a, v in analysis] == [(a, v.rule if v else None) for a, v in eager]
            checked += 1
            actions = game.legal_actions()
            game.push(actions[rng.randrange(len(actions))])
    assert checked > 1000


def test_the_standard_tables_functions_are_written_as_the_generator_writes_them() -> None:
    # engine/rules_written.py is written by ``make written``, never by hand
    assert Path(rules_written.__file__).read_text(encoding="utf-8") == written_module(), "run: make written"
