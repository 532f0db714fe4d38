"""When a computer player calls Stop! on its own last action (Wegner's game only).

In Zank-Patience anyone may call, the mover too ("auch der Spieler selbst, um den
anderen zuvorzukommen", ruling 24): a founded call takes the fault back and the caller
plays next, so a mover who calls on themselves plays on; a wrong call costs the caller
their next turn. A computer never calls wrongly, and calls on itself only when it pays:
when its fault ended its own turn (a source card put on its own discard while a pile
took it, breaking W7.2). Taken back, it plays on; left standing, the turn is lost either
way. Any other fault of its own (a level's deliberate break) it lets stand, for the
opponent to notice or not: calling on it would only undo its own choice.
"""

from __future__ import annotations

from crapette.engine import Game


def author_of_last(game: Game) -> int | None:
    """The seat whose last action a call would judge now (None: no call is open)."""
    return game.stop_author


def own_call_pays(game: Game, seat: int) -> bool:
    """Whether ``seat``, the author of the last action, gains by calling Stop! on it: the
    action broke a step and ended the author's turn (see the module docstring)."""
    return (game.rules.game.author_may_call and author_of_last(game) == seat and not game.is_over
            and game.to_move != seat and game.last_violation() is not None)


def may_call(game: Game, seat: int | None) -> bool:
    """Whether a computer at ``seat`` (None: an opponent of the author, as before Wegner's
    game) calls on a violation of the last action at all: on an opponent's, yes; on its
    own, only when it pays."""
    if seat is None or author_of_last(game) != seat:
        return True
    return own_call_pays(game, seat)


__all__ = ["author_of_last", "may_call", "own_call_pays"]
