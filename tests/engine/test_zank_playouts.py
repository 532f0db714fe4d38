"""Seeded Zank-Patience games with invariants: 104 cards always (52 with one deck, 105 with
the joker for three players, 104 for Schikanieren), no card more often than its pack
holds it, every action pushed one the engine listed as allowed, every game ends, the
position JSON and the record round-trip, ``pop`` restores exactly, and Stop! calls (by
the mover and by the opponent, founded and wrong) keep the table whole.

The random choices come from ``random.Random(seed)``: nothing depends on the clock.
"""

from __future__ import annotations

import random

import pytest

from crapette.engine import Game, Position, Record, parse_action
from crapette.engine.actions import STOP
from crapette.engine.cards import JOKER

SEEDS = range(8)
THREE = ["zank-patience", "three-players"]
SCHIK = ["zank-patience", "schikanieren"]


def _play(seed: int, variants: list[str], mode: str) -> tuple[Game, dict[str, int]]:
    game = Game.new(seed, variants, mode)
    rng = random.Random(seed)
    stats = {"founded": 0, "wrong": 0, "by_mover": 0}
    while not game.is_over:
        assert game.ply < 20000, "every game ends"
        last = game.last_action()
        table = game.position.table
        if mode == "stop" and last is not None and last.kind != STOP and rng.random() < 0.15:
            callers = game.stop_callers  # anyone, the mover too: in order of play from the mover
            assert sorted(callers) == sorted(table.seats)
            offender = callers[0]  # whose last action a call judges
            caller = rng.choice(table.seats)
            stats["by_mover"] += caller == offender
            verdict = game.push(parse_action(f"stop:{'SNW'[caller]}"))
            assert verdict is not None
            stats["founded" if verdict.founded else "wrong"] += 1
        else:
            analysis = game.analysis()
            clean = [a for a, v in analysis if v is None]
            assert clean, "some move is always allowed (7.2 or 8 always is)"
            pool = [a for a, _ in analysis] if mode == "stop" and rng.random() < 0.2 else clean
            action = rng.choice(pool)
            assert action in game.legal_actions() and game.illegal_reason(action) is None
            game.push(action)
        pos = game.position
        pack = pos.table.pack
        assert sorted(pos.all_cards() + list(pos.aside)) == sorted(list(range(52)) * pack.copies + [JOKER] * pack.jokers)
        if not pos.rules.reserve_size:  # Wegner's own game: no reserve; Schikanieren's pile lies there
            assert all(not pos.piles[pos.table.reserve_of[s]] for s in pos.table.seats)
    return game, stats


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("variants", [["zank-patience"], ["zank-patience", "zank-advanced"], ["zank-patience", "one-deck"],
                                      THREE, SCHIK, [*SCHIK, "zank-advanced"]],
                         ids=["basic", "advanced", "one-deck", "three", "schikanieren", "schikanieren-advanced"])
def test_seeded_games_end_whole(seed: int, variants: list[str]) -> None:
    game, _ = _play(seed, variants, "strict")
    assert game.outcome is not None
    if game.outcome.winner is not None:  # ruling 24 (23 for three): 30 + every loser's count
        pos = game.position
        left = sum(pos.penalty_points(p) for p in pos.table.opponents(game.outcome.winner))
        assert game.outcome.points[game.outcome.winner] == 30 + left


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("variants", [["zank-patience"], ["zank-patience", "one-deck"], THREE, SCHIK],
                         ids=["two-decks", "one-deck", "three", "schikanieren"])
def test_stop_mode_games_with_calls(seed: int, variants: list[str]) -> None:
    game, stats = _play(seed, variants, "stop")
    assert game.is_over and stats["founded"] + stats["wrong"] > 0
    record = Record.from_game(game, seed=seed)
    replayed = Record.from_json(record.to_json()).replay()
    assert replayed.position == game.position and replayed.actions == game.actions


@pytest.mark.parametrize("variants", [["zank-patience"], THREE], ids=["two-decks", "three"])
def test_calls_of_every_kind_happen(variants: list[str]) -> None:
    totals = {"founded": 0, "wrong": 0, "by_mover": 0}
    for seed in SEEDS:
        _, stats = _play(seed, variants, "stop")
        for key in totals:
            totals[key] += stats[key]
    assert all(totals.values()), totals


@pytest.mark.parametrize("variants", [["zank-patience"], THREE, SCHIK], ids=["two-decks", "three", "schikanieren"])
def test_pop_restores_exactly(variants: list[str]) -> None:
    game = Game.new(3, variants, "stop")
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


@pytest.mark.parametrize("variants", [["zank-patience", "zank-advanced"], THREE, SCHIK], ids=["advanced", "three", "schikanieren"])
def test_positions_round_trip(variants: list[str]) -> None:
    game, _ = _play(4, variants, "strict")
    text = game.position.dumps()
    assert Position.loads(text).dumps() == text
