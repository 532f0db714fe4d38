"""The app side of each game, chosen once when a match starts (``app_game``).

A game's keys, prompt words, help, board drawing and the words of its start live here,
by family of rules: ``base`` (the standard game, one deck, three players and their
variants) and Wegner's (Zank-Patience, its three-player form and Schikanieren):
``zank`` (his keys, prompt, help, lessons' keys), ``zank_board`` (his table drawn) and
``zank_announcing`` (his announced moves). The generic controller, screens and dialogs
ask the game's ``AppGame`` and name no game themselves. A new game of either family
plays with its family's.
"""

from __future__ import annotations

from crapette.app.games.base import CRAPETTE, AppGame, OwnPile, TableState
from crapette.engine.gametype import Family, GameType


def app_game(game: GameType) -> AppGame:
    """The app side of ``game``, by its family of rules (only Wegner's matches load his)."""
    if game.family is Family.ZANK:
        from crapette.app.games.zank import WEGNER

        return WEGNER
    return CRAPETTE


__all__ = ["AppGame", "CRAPETTE", "OwnPile", "TableState", "app_game"]
