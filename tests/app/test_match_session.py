"""The match between deals: who starts each game (variant alternating-starts), and
that a save keeps it. No app needed: MatchSession holds the match."""

from __future__ import annotations

import pytest

from crapette.app.save import MatchOptions, MatchSession
from crapette.engine import NORTH, SOUTH, Position, Rules


def _natural_starter(seed: int, variants: tuple[str, ...]) -> int:
    return Position.deal(seed, Rules.from_names(variants)).to_move


def _finish(session: MatchSession) -> None:
    session.game.agree_stalemate()
    session.finish_game()


@pytest.mark.parametrize("first_seed", range(6))
def test_alternating_starts_gives_each_deal_to_the_other_player(first_seed: int) -> None:
    options = MatchOptions(variants=("alternating-starts",), first_seed=first_seed)
    session = MatchSession.new(options)
    first = session.game.to_move
    # the first game follows the start rule (section 3: lowest reserve card)
    assert first == _natural_starter(first_seed, ())
    expected = [first, 1 - first, first, 1 - first]
    seen = [first]
    for _ in range(3):
        _finish(session)
        seen.append(session.game.position.to_move)
        assert session.game.ply == 0
    assert seen == expected


def test_without_the_variant_the_start_rule_decides_every_deal() -> None:
    session = MatchSession.new(MatchOptions(first_seed=0))
    for _ in range(4):
        _finish(session)
        assert session.game.to_move == _natural_starter(session.seed or 0, ())


def test_some_deal_really_differs_from_the_start_rule() -> None:
    """Guard against a vacuous pass: among a few matches, alternating starts must
    override the start rule at least once (else the tests above prove nothing)."""
    overridden = 0
    for first_seed in range(6):
        session = MatchSession.new(MatchOptions(variants=("alternating-starts",), first_seed=first_seed))
        for _ in range(3):
            _finish(session)
            overridden += session.game.to_move != _natural_starter(session.seed or 0, ())
    assert overridden > 0


def test_save_keeps_the_alternated_starter() -> None:
    for first_seed in range(12):
        session = MatchSession.new(MatchOptions(variants=("alternating-starts",), first_seed=first_seed))
        _finish(session)
        if session.game.to_move != _natural_starter(session.seed or 0, ()):
            break
    else:
        pytest.fail("no seed below 12 where alternating overrides the start rule")
    starter = session.game.to_move
    assert starter in (SOUTH, NORTH)
    again = MatchSession.loads(session.dumps())
    assert again.game.to_move == starter
    assert again.game.position.to_json() == session.game.position.to_json()
