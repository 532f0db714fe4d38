"""The one interface every computer player speaks, and helpers they share.

A player is asked two things by whoever runs the game (the app, self-play, tests):

- ``choose(game)`` → the ``Action`` it makes, when ``game.to_move`` is its seat;
- ``wants_stop(game, seat)`` → whether it calls Stop! on the last action, when its
  ``seat`` is among ``game.stop_callers`` (the one opponent at a two-seat table,
  either opponent at three, every seat in Wegner's game, the mover too: it calls on
  itself only when that pays, ``crapette.bots.selfcall``; ``seat`` None means an
  opponent of the action's author): ``None`` for no call, or the delay in seconds
  (a float ≥ 0, ``0.0`` meaning at once) after which it calls. Self-play calls at
  once whatever the delay; the app may start a timer and cancel it if the window
  closes first.

Neither leaves the game changed. ``choose`` only reads the game to copy its
position and searches on the copy, so the app may run it in a worker thread while
the game is not being changed. ``wants_stop`` is quick (it asks
``game.last_violation()``, which looks back at the last action and restores the game
exactly): call it on the thread that owns the game, right after the opponent's
action, and let a timer make the call after the delay it returns if the Stop!
window is still open then. A player keeps only its own seeded random generator
and, for the planner, the plan it is following and the time spent in this turn.
"""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from crapette.engine import Action, Game
from crapette.engine.modes import STRICT_MODE
from crapette.engine import priorities
from crapette.bots.selfcall import may_call


@runtime_checkable
class Player(Protocol):
    """A computer player (see the module docstring)."""

    name: str

    def choose(self, game: Game) -> Action: ...

    def wants_stop(self, game: Game, seat: int | None = None) -> float | None: ...


def allowed_actions(game: Game) -> list[Action]:
    """What the mode in force lets the player to move do: every legal action in stop
    mode (violations go through there), only the clean ones in strict mode."""
    if game.mode == STRICT_MODE:
        return clean_actions(game)
    return list(game.legal_actions())


def clean_actions(game: Game) -> list[Action]:
    """The legal actions that break no priority rule (``violation`` None), in
    canonical order, as the engine judges them (``priorities.clean_actions``)."""
    return priorities.clean_actions(game.position, game.legal_actions())


def violating_actions(game: Game) -> list[Action]:
    """The legal actions that break a priority rule (the mistakes a sloppy player makes)."""
    clean = set(clean_actions(game))
    return [a for a in game.legal_actions() if a not in clean]


class BasePlayer:
    """Shared plumbing: a name, a seeded generator, and a vigilant Stop! (every
    violation of the opponent is called at once)."""

    name = "player"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Action:  # pragma: no cover - abstract
        raise NotImplementedError

    def wants_stop(self, game: Game, seat: int | None = None) -> float | None:
        """At once on every violation, whichever opponent committed it (the seat it
        calls from is the caller's business: ``crapette.bots.calls``); on its own
        (Wegner's game) only when the call pays (``crapette.bots.selfcall``)."""
        return 0.0 if game.last_violation() is not None and may_call(game, seat) else None

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r} seed={self.seed}>"
