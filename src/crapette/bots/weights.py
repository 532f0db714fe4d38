"""Each game's evaluation weights, kept in a data file per game (``data/weights/GAME.json``).

The planner asks ``weights_for(rules)`` at each search: the standard evaluation's weights
(``Weights``) for the standard family, the Zank evaluation's (``ZankWeights``) for
Wegner's game and its forms. A file holds only the weights that differ from the
dataclass's defaults, with a note on how they were measured; a game without a file
plays the defaults. A change to a file is accepted by a sequential test over paired
deals (``python -m benchmarks.sprt``), never by eye.

``parse_overrides`` reads the ``+name=value`` suffix of a player's name
(``planner+reserve=2.5+nodes=4000``): the tuning tools try a change without editing a
file.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any, TypeVar

from crapette.bots.evaluation import Weights
from crapette.bots.zank import ZankWeights, is_zank
from crapette.engine.position import Rules

W = TypeVar("W", Weights, ZankWeights)

#: an option with weights of its own, over its game's (none yet needs more)
OPTIONS = {"zank-patience": ("zank-advanced",)}


def game_key(rules: Rules) -> str:
    """The name of the weight file the rules play with: their game's (the game declaration's
    name: standard, one-deck, three-players, zank-patience, zank-one-deck, zank-three,
    schikanieren), or an option's of that game (zank-advanced). A game without a file plays
    its family's defaults."""
    name = rules.game.name
    for option in OPTIONS.get(name, ()):
        if option in rules.names:
            return option
    return name


@cache
def file_weights(key: str) -> dict[str, float]:
    """The weights a game's data file sets (empty without a file)."""
    path = resources.files("crapette").joinpath(f"data/weights/{key}.json")
    if not path.is_file():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    return {k: float(v) for k, v in data.get("weights", {}).items()}


def with_changes(base: W, changes: Mapping[str, float]) -> W:
    """``base`` with the changes that name one of its fields (the others are ignored:
    one set of changes serves both evaluations)."""
    fields = {f.name for f in dataclasses.fields(base)}
    mine = {k: v for k, v in changes.items() if k in fields}
    return dataclasses.replace(base, **mine) if mine else base


@cache
def _weights_for(key: str, zank: bool, changes: tuple[tuple[str, float], ...]) -> Weights | ZankWeights:
    merged = {**file_weights(key), **dict(changes)}
    return with_changes(ZankWeights(), merged) if zank else with_changes(Weights(), merged)


def weights_for(rules: Rules, changes: Mapping[str, float] | None = None) -> Weights | ZankWeights:
    """The weights of the rules' game (its file over the defaults), then ``changes``."""
    return _weights_for(game_key(rules), is_zank(rules), tuple(sorted((changes or {}).items())))


#: the other names a player's overrides may set: its budget (the cheat that sees the
#: face-down cards is no override: it lives in ``benchmarks.bound`` alone)
BUDGET_NAMES = ("nodes", "turn_nodes")


def parse_overrides(text: str) -> dict[str, float]:
    """``"reserve=2.5+nodes=4000"`` -> ``{"reserve": 2.5, "nodes": 4000.0}``. Raises
    ValueError for a name that is no weight nor budget, or a value that is no number."""
    known = {f.name for f in dataclasses.fields(Weights)} | {f.name for f in dataclasses.fields(ZankWeights)}
    known.update(BUDGET_NAMES)
    out: dict[str, float] = {}
    for part in filter(None, text.split("+")):
        name, sep, value = part.partition("=")
        name = name.strip()
        if not sep or name not in known:
            raise ValueError(f"not a weight or budget: {part!r}")
        out[name] = float(value)
    return out


def describe(changes: Mapping[str, Any]) -> str:
    """The overrides as they are written after a player's name."""
    return "".join(f"+{k}={v:g}" for k, v in changes.items())


__all__ = ["game_key", "parse_overrides", "weights_for", "with_changes"]
