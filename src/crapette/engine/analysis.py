"""The analysis JSON of notation.md: every legal action with its violation."""

from __future__ import annotations

from typing import Any

import crapette.engine.jsonfmt as jsonfmt
from crapette.engine.game import Game
from crapette.engine.piles import seat_name

ANALYSIS_FORMAT = "crapette-analysis/1"


def analysis_json(game: Game) -> dict[str, Any]:
    return {
        "format": ANALYSIS_FORMAT,
        "to_move": seat_name(game.to_move),
        "status": game.status,
        "actions": [
            {"action": str(a), "violation": v.rule if v else None} for a, v in game.analysis()
        ],
    }


def dumps(game: Game) -> str:
    return jsonfmt.dumps(analysis_json(game), expand=("actions",))
