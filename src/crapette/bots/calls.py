"""The computer players' calls: who calls Stop! (Crapette! with the variant
crapette-call) on the last action, after how long, and the action that says it.

At a two-seat table only the opponent may call, but in Wegner's game the mover may
too (ruling 24; on itself only when it pays, ``crapette.bots.selfcall``). At three
either opponent of the last action's author may (ruling 23, ``Game.stop_callers``).
Where more than one seat may call, the call names its caller (``stop:W``,
``stop:S``): the computer that would call first, the one with the shortest delay,
calls; on equal delays the first in order of play.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from crapette.bots.base import Player
from crapette.engine import Action, Game


class Call(NamedTuple):
    """A call a computer player makes: its seat, its delay in seconds, the action."""

    seat: int
    delay: float
    action: Action


def call_action(game: Game, caller: int | None = None) -> Action:
    """The call a player makes when ``wants_stop`` says so: Stop!, or Crapette! with
    the variant crapette-call (the engine refuses the other one). ``caller``: the
    calling seat, named in the call (``stop:W``) where two opponents may call; None
    leaves it unnamed (the next player, the only one at a two-seat table)."""
    plain = game.rules.call
    return plain if caller is None else plain.with_caller(caller)


def first_call(game: Game, players: Mapping[int, Player]) -> Call | None:
    """The call made on the last action by the computer players seated in ``players``
    (seat -> player; people's seats left out), None if none of them calls. Every
    player that may call is asked, in order of play, so that each draws from its own
    generator whatever the others say; the shortest delay wins."""
    best: tuple[float, int] | None = None
    for seat in game.stop_callers:
        player = players.get(seat)
        delay = None if player is None else player.wants_stop(game, seat)
        if delay is not None and (best is None or delay < best[0]):
            best = (delay, seat)
    if best is None:
        return None
    delay, seat = best
    # named where more than one seat may call: three seats, or Wegner's game (the mover too)
    return Call(seat, delay, game.rules.call_by(seat, game.position.table))


__all__ = ["Call", "call_action", "first_call"]
