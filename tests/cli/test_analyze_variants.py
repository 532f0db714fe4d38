"""``crapette analyze`` on a record of every variant: the variants travel from the
record into the analysis, and ``--position`` gives back exactly the position the game
reached (the record replays under the variant's own rules, group moves and Crapette!
calls included)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from crapette.cli import main
from crapette.engine import VARIANTS, Game, Record


def _with_requirements(name: str) -> list[str]:
    return [*sorted(VARIANTS[name].requires), name]


def _played_game(variants: list[str], seed: int, plies: int = 120) -> Game:
    """A seeded game in stop mode: mostly allowed actions, now and then a violation
    and, when one is open, a call, so records hold every kind of action."""
    game = Game.new(seed, variants, "stop")
    rng = random.Random(seed)
    while not game.is_over and game.ply < plies:
        call = next((a for a in game.legal_actions() if a.kind in (3, 4)), None)
        if call is not None and game.last_violation() is not None and rng.random() < 0.7:
            game.push(call)
            continue
        analysis = [(a, v) for a, v in game.analysis() if a.kind not in (3, 4)]
        clean = [a for a, v in analysis if v is None]
        pool = [a for a, _ in analysis] if rng.random() < 0.1 else clean
        game.push(rng.choice(pool))
    return game


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_analyze_a_record_of_each_variant(name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    variants = _with_requirements(name)
    game = _played_game(variants, seed=7)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(Record.from_game(game, seed=7).to_json()))

    assert main(["analyze", str(path), "--position"]) == 0
    reached = json.loads(capsys.readouterr().out)
    assert reached == game.position.to_json()
    assert sorted(reached["variants"]) == sorted(variants)

    assert main(["analyze", str(path)]) == 0
    analysis = json.loads(capsys.readouterr().out)
    if not game.is_over:
        listed = {entry["action"]: entry["violation"] for entry in analysis["actions"]}
        assert listed == {str(a): (v.rule if v else None) for a, v in game.analysis()}
