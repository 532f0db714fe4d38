"""Hand-made positions for the rule tests, written as the position JSON of notation.md.

``pos()`` builds a (usually partial) position from small dicts::

    pos(to_move="south",
        south=dict(reserve=["3C", "7D"], hand_card="5S"),
        houses={**KINGS, "H1": ["8S"]},
        foundations={"F1": ["AH"]})

- a side given as a dict gets the missing keys empty (``hand_card`` None);
- a side left out gets ``DEFAULT_SIDE``: one face-down hand card, which no rule lets the
  other player touch, so it only keeps that player from having won;
- houses and foundations are dicts by pile name (``"H3"``, ``"F5"``); missing piles are empty.

``KINGS`` and ``FIVES`` fill all eight houses with cards that cannot move anywhere and
take nothing in the positions below (no queen / no six or four is ever available
there unless a case says so), so every legal action of a case comes from the piles
the case writes out.
"""

from __future__ import annotations

import json
from typing import Any
from collections.abc import Mapping

from crapette.engine import Game, Position, parse_action
from crapette.engine.rules import illegal_reason, legal_actions
from crapette.words import words_for

POSITION_FORMAT = "crapette-position/1"

DEFAULT_SIDE: dict[str, Any] = {"hand": ["9S"]}

# All eight kings: a king goes on nothing but an empty house or a queen foundation,
# and takes only a queen of the other colour.
KINGS: dict[str, list[str]] = {
    "H1": ["KC"], "H2": ["KS"], "H3": ["KD"], "H4": ["KH"],
    "H5": ["KC"], "H6": ["KS"], "H7": ["KD"], "H8": ["KH"],
}

# Eight fives: each takes only a four of the other colour and goes only on a six of the
# other colour or a four foundation of its suit.
FIVES: dict[str, list[str]] = {
    "H1": ["5C"], "H2": ["5S"], "H3": ["5D"], "H4": ["5H"],
    "H5": ["5C"], "H6": ["5S"], "H7": ["5D"], "H8": ["5H"],
}


def side(value: Mapping[str, Any] | None) -> dict[str, Any]:
    base: dict[str, Any] = {"reserve": [], "hand": [], "hand_card": None, "discard": []}
    base.update(DEFAULT_SIDE if value is None else value)
    return base


def pos_json(
    to_move: str = "south",
    south: Mapping[str, Any] | None = None,
    north: Mapping[str, Any] | None = None,
    houses: Mapping[str, list[str]] | None = None,
    foundations: Mapping[str, list[str]] | None = None,
    variants: list[str] | tuple[str, ...] = (),
) -> dict[str, Any]:
    houses = dict(houses or {})
    foundations = dict(foundations or {})
    for name in list(houses) + list(foundations):
        assert name[0] in "HF" and 1 <= int(name[1:]) <= 8, name
    return {
        "format": POSITION_FORMAT,
        "variants": list(variants),
        "to_move": to_move,
        "south": side(south),
        "north": side(north),
        "houses": [list(houses.get(f"H{i}", [])) for i in range(1, 9)],
        "foundations": [list(foundations.get(f"F{i}", [])) for i in range(1, 9)],
    }


def pos(**kwargs: Any) -> Position:
    return Position.from_json(pos_json(**kwargs))


def game(mode: str = "stop", **kwargs: Any) -> Game:
    return Game(pos(**kwargs), mode)


def pos_text(**kwargs: Any) -> str:
    return json.dumps(pos_json(**kwargs))


def acts(position: Position) -> list[str]:
    return [str(a) for a in legal_actions(position)]


def act_set(position: Position) -> set[str]:
    return set(acts(position))


def violations(g: Game) -> dict[str, str | None]:
    return {str(a): (v.rule if v else None) for a, v in g.analysis()}


def reason(position: Position, action: str) -> str | None:
    return words_for(illegal_reason(position, parse_action(action)))


def piles(g: Game) -> dict[str, Any]:
    """The game's position as JSON, for card-by-card comparisons."""
    return g.position.to_json()
