"""Positions the tests build by hand, shared by the engine's, the bots' and the app's
tests (issue 26 item 9: five files wrote the same three-player position each their own
way). Each is the position JSON of notation.md, so a test can change a whole field.

``three_json()`` is ruling 23's table at its simplest: south to move, each seat a
one-card reserve (south 5♣, west 9♦, north K♠), no hand, no discard, the nine houses and
eight foundations empty, nothing set aside; ``over`` replaces whole fields (a side, the
houses, the variants: ``variants=["zank-patience", "three-players"]``).
"""

from __future__ import annotations

from typing import Any

from crapette.engine import Game, Position

POSITION_FORMAT = "crapette-position/1"


def side(**cards: Any) -> dict[str, Any]:
    """One seat's piles: empty but those given (``reserve=["5C"]``, ``hand_card="9S"``)."""
    return {"reserve": [], "hand": [], "hand_card": None, "discard": [], **cards}


def three_json(**over: Any) -> dict[str, Any]:
    """A three-player position (the module docstring); ``over`` replaces whole fields."""
    obj: dict[str, Any] = {
        "format": POSITION_FORMAT, "variants": ["three-players"], "to_move": "south",
        "south": side(reserve=["5C"]), "west": side(reserve=["9D"]), "north": side(reserve=["KS"]),
        "houses": [[] for _ in range(9)], "foundations": [[] for _ in range(8)], "aside": [],
    }
    obj.update(over)
    return obj


def three_position(**over: Any) -> Position:
    return Position.from_json(three_json(**over))


def three_game(**over: Any) -> Game:
    """``three_json``'s position as a game in stop mode (another mode: ``Game(three_position(…), mode)``)."""
    return Game(three_position(**over))


__all__ = ["POSITION_FORMAT", "side", "three_game", "three_json", "three_position"]
