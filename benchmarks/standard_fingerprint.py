"""The standard game's outputs as one digest, to prove a refactoring changed nothing.

Run before and after a change of the engine (``python -m benchmarks.standard_fingerprint``):
the digests must be equal. It hashes, for a few hundred seeded deals (standard game and
a few two-seat variants), the dealt position, the record of a seeded random-vs-greedy game,
and the position and analysis JSON after every action of that game.
"""

from __future__ import annotations

import hashlib
import sys
import tempfile
from pathlib import Path

from crapette.engine import Game, Position, Record
from crapette.engine import analysis
from crapette.engine.position import Rules
from crapette.selfplay import play_game

SETS: tuple[tuple[tuple[str, ...], int], ...] = (
    ((), 300),
    (("discard-available",), 40),
    (("strict-priorities",), 20),
    (("face-down-tableau",), 20),
    (("crapette-call",), 20),
    (("group-moves", "reserve-11"), 20),
)


def fingerprint(games_per_set: float = 1.0) -> dict[str, str]:
    out: dict[str, str] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for variants, count in SETS:
            h = hashlib.sha256()
            for i in range(max(1, int(count * games_per_set))):
                seed = 1000 + i
                h.update(Position.deal(seed, Rules.from_names(variants)).dumps().encode())
                play_game(i, ("random", "greedy"), seed, variants, "stop", tmp)
                text = Path(tmp, f"game-{i + 1:04d}.json").read_text(encoding="utf-8")
                h.update(text.encode())
                record = Record.loads(text)
                game = record.replay()
                replay = Game(game.start.copy(), game.mode, game.seed)
                for action in game.actions:
                    replay.push(action)
                    h.update(replay.position.dumps().encode())
                    h.update(analysis.dumps(replay).encode())
            out[",".join(variants) or "standard"] = h.hexdigest()[:16]
    return out


if __name__ == "__main__":
    scale = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
    for key, value in fingerprint(scale).items():
        print(f"{key:32} {value}")
