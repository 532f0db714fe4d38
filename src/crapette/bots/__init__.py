"""Computer players behind one interface (``Player``: ``choose`` and ``wants_stop``).

``make_player(spec, seed)`` builds one by name:

- ``random``: any allowed action, uniformly; calls Stop! at random;
- ``greedy``: obeys every priority rule, best single action by simple heuristics;
- ``planner``: searches whole sequences of actions within its turn;
- ``computer:1`` … ``computer:5`` (aliases ``easy``, ``medium``, ``hard``; ``computer``
  is ``computer:3``): the levels of the app, a player with sloppiness and vigilance
  (see ``crapette.bots.levels``).

``greedy`` and ``planner`` never break a priority rule and call Stop! at once on
every violation of an opponent. Every player plays any table: two seats or three,
one deck or two. ``crapette.bots.calls.first_call`` says which computer calls on the
last action (either opponent may, at three seats: the call then names its seat).
"""

from __future__ import annotations

from crapette.bots.base import BasePlayer, Player, allowed_actions, clean_actions, violating_actions
from crapette.bots.calls import Call, call_action, first_call
from crapette.bots.greedy import GreedyPlayer
from crapette.bots.levels import ALIASES, DEFAULT_LEVEL, LEVELS, Level, LeveledPlayer
from crapette.bots.planner import DEFAULT_NODES, PlannerPlayer
from crapette.bots.random_player import RandomPlayer
from crapette.bots.weights import parse_overrides
from crapette.i18n import _

PLAIN = {"random": RandomPlayer, "greedy": GreedyPlayer, "planner": PlannerPlayer}


class UnknownPlayer(ValueError):
    """A player name that is not in the registry."""


def player_names() -> list[str]:
    """Every name ``make_player`` accepts, for help texts and error messages."""
    return [*PLAIN, "computer", *(lv.name for lv in LEVELS.values()), *ALIASES]


def parse_level(spec: str) -> Level | None:
    """The level a name stands for, None if it names no level."""
    key = spec.strip().lower()
    if key in ALIASES:
        return LEVELS[ALIASES[key]]
    if key == "computer":
        return LEVELS[DEFAULT_LEVEL]
    if key.startswith("computer:"):
        rest = key.split(":", 1)[1].strip()
        if rest in ALIASES:
            return LEVELS[ALIASES[rest]]
        if rest.isdigit() and int(rest) in LEVELS:
            return LEVELS[int(rest)]
    return None


def make_player(spec: str, seed: int = 0) -> Player:
    """A player from its name (see the module docstring); every random choice it makes
    comes from ``seed``. Raises UnknownPlayer for an unknown name.

    For tuning, a planner's name may end in changes to its weights and budget,
    ``planner+reserve=2.5+nodes=4000`` (``crapette.bots.weights.parse_overrides``)."""
    key = spec.strip().lower()
    if key.startswith("planner+"):
        try:
            changes = parse_overrides(key[len("planner+"):])
        except ValueError as error:
            raise UnknownPlayer(str(error)) from None
        nodes = int(changes.pop("nodes", DEFAULT_NODES))
        turn_nodes = changes.pop("turn_nodes", None)
        return PlannerPlayer(seed, max_nodes=nodes, turn_nodes=None if turn_nodes is None else int(turn_nodes),
                             changes=changes)
    if key in PLAIN:
        player: BasePlayer = PLAIN[key](seed)
        return player
    level = parse_level(key)
    if level is None:
        levels = ", ".join(lv.name for lv in LEVELS.values())
        known = ", ".join(["random", "greedy", "planner", "computer", levels, *ALIASES])
        raise UnknownPlayer(_("unknown player {name} (known: {known})").format(name=repr(spec), known=known))
    if level.player == "planner":
        base: BasePlayer = PlannerPlayer(seed, max_nodes=level.max_nodes) if level.max_nodes else PlannerPlayer(seed)
    else:
        base = GreedyPlayer(seed)
    return LeveledPlayer(base, level, seed + 1)


__all__ = [
    "ALIASES", "BasePlayer", "Call", "call_action", "first_call", "GreedyPlayer", "LEVELS", "Level", "LeveledPlayer", "PlannerPlayer", "Player",
    "RandomPlayer", "UnknownPlayer", "allowed_actions", "clean_actions", "make_player", "parse_level",
    "player_names", "violating_actions",
]
