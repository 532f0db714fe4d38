"""The random player: any allowed action, uniformly (a baseline, and a source of
mistakes: in stop mode it breaks priority rules as often as chance has it)."""

from __future__ import annotations

from crapette.bots.base import BasePlayer, allowed_actions
from crapette.bots.selfcall import author_of_last, own_call_pays
from crapette.engine import Action, Game

#: How often the random player calls Stop!, whether or not there was a violation.
RANDOM_STOP_RATE = 0.05


class RandomPlayer(BasePlayer):
    """Picks uniformly among the actions the mode allows (all legal actions in stop
    mode, the clean ones in strict mode); calls Stop! at random on about one action
    in twenty of its opponent's, founded or not."""

    name = "random"

    def choose(self, game: Game) -> Action:
        return self.rng.choice(allowed_actions(game))

    def wants_stop(self, game: Game, seat: int | None = None) -> float | None:
        """At random on the opponent's actions; on its own (Wegner's game) only a call
        that pays (``crapette.bots.selfcall``): a wrong one would cost it a turn."""
        if seat is not None and author_of_last(game) == seat:
            return 0.0 if own_call_pays(game, seat) else None
        return 0.0 if self.rng.random() < RANDOM_STOP_RATE else None
