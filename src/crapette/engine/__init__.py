"""The pure rules engine: nothing here imports the app, the bots or the CLI."""

from crapette.engine.actions import MOVE, PASS, STOP, TURN, Action, move, parse_action
from crapette.engine.cards import Card, card_symbol, card_text, card_words, parse_card
from crapette.engine.errors import (
    CrapetteError,
    IllegalActionError,
    NotationError,
    PositionError,
    RecordError,
    VariantError,
)
from crapette.engine.game import MODES, NO_FOUNDATION_LIMIT, STOP_MODE, STRICT_MODE, Game
from crapette.engine.outcome import Match, Outcome
from crapette.engine.piles import NORTH, PILE_NAMES, PLAYER_NAMES, SOUTH, describe_pile, parse_pile
from crapette.engine.position import Position
from crapette.engine.record import Record, load_any
from crapette.engine.stop import Verdict
from crapette.engine.variants import VARIANTS, Rules, Variant
from crapette.engine.violation import PriorityError, Violation

__all__ = [
    "MOVE", "PASS", "STOP", "TURN", "Action", "move", "parse_action",
    "Card", "card_symbol", "card_text", "card_words", "parse_card",
    "CrapetteError", "IllegalActionError", "NotationError", "PositionError", "PriorityError",
    "RecordError", "VariantError",
    "MODES", "NO_FOUNDATION_LIMIT", "STOP_MODE", "STRICT_MODE", "Game",
    "Match", "Outcome",
    "NORTH", "PILE_NAMES", "PLAYER_NAMES", "SOUTH", "describe_pile", "parse_pile",
    "Position", "Violation", "Record", "load_any", "Verdict", "VARIANTS", "Rules", "Variant",
]
