"""The games of the sources, each declared once, and the registry that finds them by name.

A game (``GameType``, as OpenSpiel's ``GameType`` or a python-chess variant class) is
data plus its rule plug points: its table and pack, how its rules start out (deal,
generator of actions, priority ladder, start rule: ``setup``), who may call on an
action and how a founded call is settled, whether a player may ask for a Pause, its
piles' names as codes, the columns of its end-of-game score, the limit on a first
turn, and the position state of its own with its JSON reading, writing and checking
(``state.py``). Callers ask the game (``rules.game``) instead of working it out from
the rules' settings.

One module per game, in this package:

- ``standard.py``       the standard game (000, two decks) whose options are the variants;
- ``one_deck.py``       the one-deck game (ruling 22);
- ``three_players.py``  the three-player game (ruling 23);
- ``zank_patience.py``  Wegner's Zank-Patience and its one-deck and three-player forms
                        (001, ruling 24; its rule modules are in ``engine/zank/``);
- ``schikanieren.py``   Grupp's Schikanieren on Wegner's ladder (ruling 25).

A game is chosen by variant names (``--variant zank-patience one-deck``): the game
whose ``chosen_by`` is the largest set among the names given; the standard game's is
empty. The other names are the game's options (``variants.py``). Registering a game
(``register``) makes its name a variant name too, so a new game is one module and one
call: ``register(GameType(...))``.

Adding a game (``tests/games/four_houses.py`` is one, defined outside ``src/``): a
``Table`` for its shape; a ``setup`` that starts from a game's (``standard_setup``) and
sets the table, the reserve size and the dealer (``packets.deal_packets`` deals any
packets as the standard game does); a ``GameType`` naming them, with ``state`` fields
(``state.py``) if its positions carry more than piles; ``register``. The standard rules,
the bots, ``selfplay`` and the board read the table's shape, so nothing else changes:
its app side (keys, prompt, help, board drawing) is its family's, ``app/games/``.

The declaration itself (``GameType``) is in ``engine/gametype.py``, below ``ruleset.py``;
the game modules sit above the rule modules whose pieces they name, and
``crapette.engine`` imports them, so the registry is complete when a name is looked up.
"""

from __future__ import annotations

from crapette.engine.gametype import GAMES, STANDARD_PILE_NAMES, Family, GameType, PileKind, game_named, select
from crapette.engine.ruleset import VARIANTS, GameVariant


def register(game: GameType) -> GameType:
    """Add a game to the registry; a game chosen by its own name alone gets that name as
    a variant name (the ``Variant`` class made here), so ``--variant NAME`` plays it."""
    GAMES[game.name] = game
    if game.chosen_by == frozenset({game.name}) and game.name not in VARIANTS:
        type(f"Game_{game.name}", (GameVariant,), {
            "name": game.name, "source": game.source, "summary": game.summary, "combines_with": game.options,
            "why_not": "it is another game"})
        _NAMED.add(game.name)
    return game


def unregister(game: GameType) -> None:
    """Take a registered game out again, with the variant name ``register`` made for it
    (a test's game, so that the other tests see the registry as it was)."""
    if GAMES.get(game.name) is game:
        del GAMES[game.name]
    if game.name in _NAMED:
        _NAMED.discard(game.name)
        del VARIANTS[game.name]


#: the variant names ``register`` made (and ``unregister`` takes back)
_NAMED: set[str] = set()


__all__ = ["GAMES", "Family", "GameType", "PileKind", "STANDARD_PILE_NAMES", "game_named", "register", "select",
           "unregister"]
