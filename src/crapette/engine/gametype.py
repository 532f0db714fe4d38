"""What a game is (``GameType``): its declaration, and the registry's table by name.

The games themselves are declared in ``games/``, one module each, and registered there
(``games.register``); this module sits below ``ruleset.py`` (a ``RuleSet`` knows its
game) and imports nothing that knows positions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from enum import StrEnum
from typing import Any

from crapette.engine.piles import Words
from crapette.engine.state import StateField
from crapette.engine.table import Pile, Seat, Table
from crapette.engine.values import Frozen

#: a ``ruleset.RulesBuilder`` and a ``position.Position``: this module sits below both
#: (a ``RuleSet`` knows its game), so it names them without importing them
RulesBuilder = Any
Position = Any


class Family(StrEnum):
    """Whose rule book a game follows: the moves, the ladder, the call (the bots choose
    their evaluation by it; a new game of either family plays with their bots)."""

    #: 000/003: reserve, hand and discard, priorities P1-P3 (or a variant's ladder)
    CRAPETTE = "crapette"
    #: 001: Wegner's source and discard, his eight-step ladder, moves 2 and 3 announced
    ZANK = "zank-patience"


class PileKind(StrEnum):
    """The kinds of piles every table has (``table.py``), named by the notation's roles."""

    RESERVE = "reserve"
    HAND = "hand"  # the face-down hand; the notation's SH is its turned card
    HAND_CARD = "hand_card"
    DISCARD = "discard"
    HOUSE = "house"
    FOUNDATION = "foundation"


#: the standard game's names for its piles (codes the words layer renders)
STANDARD_PILE_NAMES: Mapping[PileKind, str] = {kind: kind.value for kind in PileKind}


class GameType(Frozen):
    """One game of the sources, declared once (see the module docstring). Compared by
    identity: each is one object in the registry. (A slotted class, not a dataclass:
    every start-up builds it, and a dataclass compiles its methods at import.)"""

    __slots__ = ("name", "source", "summary", "table", "setup", "chosen_by", "options", "family", "words",
                 "pile_names", "author_may_call", "settle_founded_call", "pause", "announces",
                 "takes_source_card", "score_columns", "first_turn_houses", "state", "has_reserve")

    #: the registry's key, and a variant name (``--variant``) when ``chosen_by`` is its own
    name: str
    #: which source, for ``--help`` and the docs
    source: str
    #: what it is, in one line (English, for the variant list)
    summary: str
    #: the table's shape: seats, houses, foundations, the pack
    table: Table
    #: how its rules start out before its options configure them: table, deal,
    #: generator, ladder, start rule (``RulesBuilder``'s settings)
    setup: Callable[[RulesBuilder], None]
    #: the variant names that together choose it (``select``)
    chosen_by: frozenset[str]
    #: a game registered with its own name: the variants it combines with (None: any)
    options: frozenset[str] | None
    family: Family
    #: whose words name its piles in sentences (the words layer's key)
    words: Words
    #: its piles' names as codes, by kind (a kind it lacks is left out: Wegner has no
    #: reserve): the standard game's, or Wegner's Quelle, Ablage, Rand, Mitte
    pile_names: Mapping[PileKind, str]
    #: anyone may call Stop!, the author of the action too (Wegner, ruling 24); else only
    #: the author's opponents (rulings 10, 23)
    author_may_call: bool
    #: how a founded call is settled once the faulty action is taken back, when the game
    #: leaves it taken back (Wegner, ruling 24: the caller plays next): ``(position,
    #: offender, caller, caller_misses_a_turn) -> who plays``, called by ``Game``. None:
    #: the standard settlement, the mandatory action played instead (ruling 11)
    settle_founded_call: Callable[[Position, Seat, Seat, bool], Seat] | None
    #: a player may ask for a Pause (Wegner's game)
    pause: bool
    #: house-to-house moves carry their announcement (Wegner's moves 2 and 3)
    announces: bool
    #: a turn takes a card from the source (Wegner) rather than turning the hand's
    takes_source_card: bool
    #: the end-of-game table's columns, each a pile kind whose cards are left (then points)
    score_columns: tuple[PileKind, ...]
    #: the houses the player to move may fill while the game's first-turn rule holds
    #: (None: every house): Wegner's starting player fills only their own four
    first_turn_houses: Callable[[Position], tuple[Pile, ...] | None] | None
    #: the position state this game adds to the position JSON (``state.py``)
    state: tuple[StateField, ...]
    #: its seats have a reserve pile, or a pile where the reserve lies (Schikanieren's):
    #: ``has_pile(PileKind.RESERVE)``, kept as a field for the move generators' hot paths
    has_reserve: bool

    def __init__(self, *, name: str, source: str, summary: str, table: Table, setup: Callable[[RulesBuilder], None],
                 chosen_by: frozenset[str] = frozenset(), options: frozenset[str] | None = None,
                 family: Family = Family.CRAPETTE, words: Words = Words.STANDARD,
                 pile_names: Mapping[PileKind, str] = STANDARD_PILE_NAMES, author_may_call: bool = False,
                 settle_founded_call: Callable[[Position, Seat, Seat, bool], Seat] | None = None,
                 pause: bool = False, announces: bool = False, takes_source_card: bool = False,
                 score_columns: tuple[PileKind, ...] = (PileKind.RESERVE, PileKind.HAND, PileKind.DISCARD),
                 first_turn_houses: Callable[[Position], tuple[Pile, ...] | None] | None = None,
                 state: tuple[StateField, ...] = ()) -> None:
        set_field = object.__setattr__
        for key, value in (("name", name), ("source", source), ("summary", summary), ("table", table),
                           ("setup", setup), ("chosen_by", chosen_by), ("options", options), ("family", family),
                           ("words", words), ("pile_names", pile_names), ("author_may_call", author_may_call),
                           ("settle_founded_call", settle_founded_call), ("pause", pause), ("announces", announces),
                           ("takes_source_card", takes_source_card), ("score_columns", score_columns),
                           ("first_turn_houses", first_turn_houses), ("state", state),
                           ("has_reserve", PileKind.RESERVE in pile_names)):
            set_field(self, key, value)

    def __repr__(self) -> str:
        return f"GameType({self.name!r})"

    def __reduce__(self) -> tuple[Callable[[str], GameType], tuple[str]]:  # type: ignore[override]
        """Pickled by name: the registry's one object comes back."""
        return game_named, (self.name,)

    # -- the questions callers ask ----------------------------------------------------

    @property
    def seat_count(self) -> int:
        return self.table.seat_count

    @property
    def founded_call_takes_back(self) -> bool:
        """A founded call leaves the action taken back and the caller plays next (ruling
        24); else the mandatory action is played instead and the turn ends (ruling 11)."""
        return self.settle_founded_call is not None

    def callers(self, table: Table, author: Seat) -> tuple[Seat, ...]:
        """Who may call on ``author``'s action, in order of play."""
        return table.seats_from[author] if self.author_may_call else table.opponents(author)

    def call_names_caller(self, table: Table) -> bool:
        """Whether a call names its caller (``stop:W``): where more than one seat may call."""
        return self.author_may_call or table.seat_count > 2

    def has_pile(self, kind: PileKind) -> bool:
        """Whether this game's seats have this kind of pile (Wegner's have no reserve)."""
        return kind in self.pile_names

    def pile_name(self, kind: PileKind) -> str:
        """The code naming this kind of pile in this game (``quelle``, ``schikanier`` …)."""
        return self.pile_names[kind]


#: every game by name
GAMES: dict[str, GameType] = {}


def game_named(name: str) -> GameType:
    return GAMES[name]


def select(names: Iterable[str]) -> GameType:
    """The game the variant names choose: the one whose ``chosen_by`` is the largest set
    among them (the standard game's is empty)."""
    chosen = set(names)
    best: GameType | None = None
    for game in GAMES.values():
        if game.chosen_by <= chosen and (best is None or len(game.chosen_by) > len(best.chosen_by)):
            best = game
    assert best is not None, "the standard game is registered"
    return best


__all__ = ["GAMES", "Family", "GameType", "PileKind", "STANDARD_PILE_NAMES", "game_named", "select"]
