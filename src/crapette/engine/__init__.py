"""The pure rules engine: nothing here imports the app, the bots or the CLI.

Where each rule is written (lower modules first; none imports a module above it):

- ``table.py`` the table's shape: seats, which pile is whose, houses, foundations;
- ``errors.py``, ``modes.py`` (stop/strict, the calls' names), ``cards.py`` (cards and
  the three building rules: ``goes_on_house``, ``goes_on_foundation``, ``loads_onto``),
  ``piles.py`` (pile names), ``actions.py`` (actions and their text), ``violation.py``,
  ``presets.py`` (003's four ways as sets of variant names);
- ``ruleset.py`` the rules in force as data, and the variant registry by name;
- ``position.py`` the whole table, the deal, the position JSON; ``cut.py`` 000's cut
  for who starts, ``french.py`` 003's turn and blocked game;
- ``rules.py`` availability and building: which actions exist, and why not;
- ``freeing.py`` the freeing search "whenever possible" (ruling 16) behind S1, M1, S3,
  S4 and C1;
- ``priorities.py`` P1–P3 and the one judge of a ladder (``first_broken``);
  ``strict.py`` S1–S4 and M1 (000's stricter rules), ``crapette.py`` C1–C3 and the
  Crapette! call (003), ``stop.py`` the Stop! call (rulings 10–12), ``touch.py`` the
  touch fault and the Stop! on it (ruling 20);
- ``games/`` the games, one module each, declared once (``GameType``: table, deal,
  rules, calls, Pause, score columns, pile names) and registered by name; ``zank/``
  the rule modules of Wegner's game; ``variants.py`` the variants, the options of a
  game, each naming the rules it plugs in;
- ``outcome.py`` the end of a game and its score; ``game.py`` a game in progress;
- ``record.py``, ``analysis.py``, ``jsonfmt.py`` the formats of notation.md;
- ``why.py`` what the engine means, as codes (``Why``): the words layer, ``crapette.words``,
  says them (with ``describe`` and ``explain``, the rules in plain words for learners).
"""

import importlib
from typing import TYPE_CHECKING

from crapette.engine.actions import MOVE, PASS, STOP, TURN, Action, ActionKind, move, parse_action
from crapette.engine.cards import Card, card_text, parse_card
from crapette.engine.errors import (
    CrapetteError,
    IllegalActionError,
    NotationError,
    PositionError,
    RecordError,
    VariantError,
)
from crapette.engine.game import MODES, NO_FOUNDATION_LIMIT, STOP_MODE, STRICT_MODE, Game
from crapette.engine.modes import Mode
from crapette.engine.outcome import Match, Outcome, Reason
from crapette.engine.table import STANDARD_TABLE, Table
from crapette.engine.piles import NORTH, PILE_NAMES, PLAYER_NAMES, SOUTH, parse_pile
from crapette.engine.position import Position
from crapette.engine.variants import VARIANTS, Rules, Variant
# the games, one module each (registered by name; each declares its variant names)
from crapette.engine.games import standard as _standard  # noqa: F401
from crapette.engine.games import one_deck as _one_deck  # noqa: F401
from crapette.engine.games import three_players as _three_players  # noqa: F401
from crapette.engine.games import zank_patience as _zank_patience  # noqa: F401
from crapette.engine.games import schikanieren as _schikanieren  # noqa: F401
from crapette.engine.violation import PriorityError, Violation

if TYPE_CHECKING:
    from crapette.engine.record import Record, load_any
    from crapette.engine.stop import Verdict

#: names loaded at their first use (start-up does not need them): name -> module
_LATER = {"Record": "crapette.engine.record", "load_any": "crapette.engine.record",
          "Verdict": "crapette.engine.stop"}


def __getattr__(name: str) -> object:
    module = _LATER.get(name)
    if module is None:
        raise AttributeError(f"module 'crapette.engine' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value

__all__ = [
    "MOVE", "PASS", "STOP", "TURN", "Action", "ActionKind", "move", "parse_action",
    "Card", "card_text", "parse_card",
    "CrapetteError", "IllegalActionError", "NotationError", "PositionError", "PriorityError",
    "RecordError", "VariantError",
    "MODES", "NO_FOUNDATION_LIMIT", "STOP_MODE", "STRICT_MODE", "Game", "Mode",
    "Match", "Outcome", "Reason", "STANDARD_TABLE", "Table",
    "NORTH", "PILE_NAMES", "PLAYER_NAMES", "SOUTH", "parse_pile",
    "Position", "Violation", "Record", "load_any", "Verdict", "VARIANTS", "Rules", "Variant",
]
