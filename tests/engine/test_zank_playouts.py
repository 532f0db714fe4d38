"""Seeded Zank-Patience games with invariants: 104 cards always (52 with one deck), every game ends, the
position JSON and the record round-trip, ``pop`` restores exactly, and Stop! calls (by
the mover and by the opponent, founded and wrong) keep the table whole.

The random choices come from ``random.Random(seed)``: nothing depends on the clock.
"""

from __future__ import annotations

import random

import pytest

from crapette.engine import Game, Position, Record, parse_action
from crapette.engine.actions import STOP

SEEDS = range(8)


def _play(seed: int, variants: list[str], mode: str) -> tuple[Game, dict[str, int]]:
    game = Game.new(seed, variants, mode)
    rng = random.Random(seed)
    stats = {"founded": 0, "wrong": 0, "by_mover": 0}
    while not game.is_over:
        assert game.ply < 20000, "every game ends"
        last = game.last_action()
        if mode == "stop" and last is not None and last.kind != STOP and rng.random() < 0.15:
            assert game.stop_caller is not None
            offender = game.position.table.opponent(game.stop_caller)  # whose last action a call judges
            caller = rng.choice([0, 1])
            stats["by_mover"] += caller == offender
            verdict = game.push(parse_action(f"stop:{'SN'[caller]}"))
            assert verdict is not None
            stats["founded" if verdict.founded else "wrong"] += 1
        else:
            analysis = game.analysis()
            clean = [a for a, v in analysis if v is None]
            assert clean, "some move is always allowed (7.2 or 8 always is)"
            pool = [a for a, _ in analysis] if mode == "stop" and rng.random() < 0.2 else clean
            game.push(rng.choice(pool))
        pos = game.position
        assert sorted(pos.all_cards()) == sorted(list(range(52)) * pos.table.pack.copies)
        assert all(not pos.piles[pos.table.reserve_of[s]] for s in pos.table.seats)
    return game, stats


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("variants", [["zank-patience"], ["zank-patience", "zank-advanced"], ["zank-patience", "one-deck"]],
                         ids=["basic", "advanced", "one-deck"])
def test_seeded_games_end_whole(seed: int, variants: list[str]) -> None:
    game, _ = _play(seed, variants, "strict")
    assert game.outcome is not None
    if game.outcome.winner is not None:
        loser = 1 - game.outcome.winner
        left = game.position.stock_count(loser)
        assert game.outcome.points[game.outcome.winner] == 30 + left  # ruling 24


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("variants", [["zank-patience"], ["zank-patience", "one-deck"]], ids=["two-decks", "one-deck"])
def test_stop_mode_games_with_calls(seed: int, variants: list[str]) -> None:
    game, stats = _play(seed, variants, "stop")
    assert game.is_over and stats["founded"] + stats["wrong"] > 0
    record = Record.from_game(game, seed=seed)
    replayed = Record.from_json(record.to_json()).replay()
    assert replayed.position == game.position and replayed.actions == game.actions


def test_calls_of_every_kind_happen() -> None:
    totals = {"founded": 0, "wrong": 0, "by_mover": 0}
    for seed in SEEDS:
        _, stats = _play(seed, ["zank-patience"], "stop")
        for key in totals:
            totals[key] += stats[key]
    assert all(totals.values()), totals


def test_pop_restores_exactly() -> None:
    game = Game.new(3, ["zank-patience"], "stop")
    rng = random.Random(3)
    seen = []
    for _ in range(300):
        if game.is_over:
            break
        seen.append(game.position.dumps())
        game.push(rng.choice(game.legal_actions()))
    while seen:
        game.pop()
        assert game.position.dumps() == seen.pop()


def test_positions_round_trip() -> None:
    game, _ = _play(4, ["zank-patience", "zank-advanced"], "strict")
    text = game.position.dumps()
    assert Position.loads(text).dumps() == text
