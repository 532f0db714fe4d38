"""The rules in force as data (``RuleSet``: a game and its options), the builder the
game and its variants configure, and the registry that finds variants by name.

This module sits below ``position.py``: a position carries its rules, while the rules'
plug points (start rule, generator, dealer, priority ladder) take a position. So
``RuleSet`` is generic in the position type (``position.Rules`` is
``RuleSet[Position]``) and this module imports nothing that knows positions. The games
are declared in ``games/`` (one module each, registered by name) and the variants, the
options of a game, in ``variants.py``, above the rule modules they name; each variant
registers here by subclassing ``Variant``. Importing any engine module imports the
package, which imports both: the registries are complete when a name is looked up.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from crapette.engine.actions import CRAPETTE_ACTION, STOP_ACTION, Action, call_name
from crapette.engine.errors import VariantError
from crapette.engine.gametype import GameType, select
from crapette.engine.presets import expand
from crapette.engine.state import StateField, ordered
from crapette.engine.table import STANDARD_TABLE, Seat, Table
from crapette.engine.values import Frozen
from crapette.engine.why import N_, Why, message

P = TypeVar("P")
P_contra = TypeVar("P_contra", contravariant=True)


class LadderRule(Protocol[P_contra]):
    """One rung of a priority ladder (``priorities.PriorityRule`` is the base to subclass)."""

    @property
    def id(self) -> str: ...

    @property
    def title(self) -> str: ...

    @property
    def only_forbids(self) -> str: ...

    def mandatory(self, pos: P_contra, legal: Sequence[Action]) -> list[Action]: ...

    def complies(self, pos: P_contra, action: Action, alternatives: Sequence[Action]) -> bool: ...

    def explain(self, pos: P_contra, alternatives: Sequence[Action]) -> Why: ...


#: every setting of the rules, in order: the attributes ``RulesBuilder`` and ``RuleSet`` share
SETTINGS = (
    "start_rule", "priorities", "reserve_size", "discard_available", "false_stop_penalty", "generator",
    "dealer", "early_turn", "face_down_reserve", "face_down_houses", "hidden_houses", "group_moves",
    "alternating_starts", "crapette_call", "table", "touch", "french_turn", "fewer_cards_wins", "refusal",
    "game", "state",
)


class RulesBuilder(Generic[P]):
    """Mutable while variants configure it; frozen into a ``RuleSet`` afterwards."""

    def __init__(self, game: GameType) -> None:
        #: the game these rules play; its ``setup`` sets the rest before its options do
        self.game = game
        #: the position fields the game and its variants add (``state.py``), by rank
        self.state: tuple[StateField, ...] = game.state
        self.start_rule: Callable[[P], int] = _no_start_rule
        self.priorities: list[LadderRule[P]] = []
        self.reserve_size = 13
        self.discard_available = False
        self.false_stop_penalty = False
        self.generator: Callable[[P], list[Action]] | None = None
        self.dealer: Callable[[int, RuleSet[P]], P] | None = None
        self.early_turn = False
        self.face_down_reserve = False
        self.face_down_houses = 0  # face-down cards dealt under each house's face-up card
        self.hidden_houses = 0  # house cards of each player dealt face down for good (003/004)
        self.group_moves = False
        self.alternating_starts = False
        self.crapette_call = False
        self.table: Table = STANDARD_TABLE  # the table's shape: one-deck and three-players change it
        self.touch = False
        self.french_turn = False
        self.fewer_cards_wins = False
        #: why a game with its own generator refuses an action (None: the standard reasons)
        self.refusal: Callable[[P, Action], Why | None] | None = None

    def insert_priority(self, rule: LadderRule[P], after: str | None = None, before: str | None = None) -> None:
        """Put ``rule`` into the ladder right after the rule ``after`` (or right before ``before``)."""
        ids = [r.id for r in self.priorities]
        if before is not None:
            self.priorities.insert(ids.index(before), rule)
        else:
            assert after is not None
            self.priorities.insert(ids.index(after) + 1, rule)


class RuleSet(Frozen, Generic[P]):
    """The rules in force: the standard game changed by the named variants."""

    __slots__ = ("names", *SETTINGS)

    names: tuple[str, ...]
    start_rule: Callable[[P], int]
    priorities: tuple[LadderRule[P], ...]
    reserve_size: int
    discard_available: bool
    false_stop_penalty: bool
    generator: Callable[[P], list[Action]] | None
    dealer: Callable[[int, RuleSet[P]], P] | None
    early_turn: bool
    face_down_reserve: bool
    face_down_houses: int
    hidden_houses: int
    group_moves: bool
    alternating_starts: bool
    crapette_call: bool
    table: Table
    touch: bool
    french_turn: bool
    fewer_cards_wins: bool
    #: why a game with its own generator refuses an action (None: the standard reasons)
    refusal: Callable[[P, Action], Why | None] | None
    #: the game these rules play (``games/``): ask it who may call, its piles' names …
    game: GameType
    #: the position fields the game and its variants add to the position JSON, in order
    state: tuple[StateField, ...]

    def __init__(self, names: tuple[str, ...], settings: Mapping[str, Any]) -> None:
        """``settings``: a value for every name of ``SETTINGS`` (the ladder as a tuple)."""
        set_field = object.__setattr__
        set_field(self, "names", names)
        for name in SETTINGS:
            set_field(self, name, settings[name])

    def settings(self) -> dict[str, Any]:
        """Every setting by name (``SETTINGS``)."""
        return {name: getattr(self, name) for name in SETTINGS}

    def replace(self, **changes: Any) -> RuleSet[P]:
        """These rules with some settings changed (a search that plays a simpler turn)."""
        unknown = set(changes) - set(SETTINGS)
        if unknown:
            raise TypeError(f"not a setting of the rules: {', '.join(sorted(unknown))}")
        return RuleSet(self.names, self.settings() | changes)

    def _fields(self) -> tuple[object, ...]:
        return (self.names, *(getattr(self, name) for name in SETTINGS))

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not RuleSet:
            return NotImplemented
        return self is other or self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __reduce__(self) -> tuple[type[RuleSet[P]], tuple[tuple[str, ...], dict[str, Any]]]:
        return RuleSet, (self.names, self.settings())

    def __repr__(self) -> str:
        return f"RuleSet(names={self.names!r}, " + ", ".join(f"{k}={v!r}" for k, v in self.settings().items()) + ")"

    @property
    def call(self) -> Action:
        """The call on an action: Stop!, or Crapette! (crapette-call, crapette-combination),
        its caller unnamed."""
        return CRAPETTE_ACTION if self.crapette_call else STOP_ACTION

    @property
    def call_name(self) -> str:
        """The call as players say it: "Stop!" or "Crapette!" (``modes.STOP_CALL`` …)."""
        return call_name(self.call.kind)

    def call_by(self, seat: Seat | None, table: Table) -> Action:
        """The call ``seat`` makes at ``table``: naming its caller (``stop:W``) where the
        game lets more than one seat call (``GameType.call_names_caller``); None: unnamed."""
        plain = self.call
        return plain if seat is None or not self.game.call_names_caller(table) else plain.with_caller(seat)

    @property
    def two_seats(self) -> bool:
        """Two players (every game but three-players): the only games the bots play yet."""
        return self.table.seat_count == 2

    @property
    def hand_size(self) -> int:
        """Each player's hand after the deal (a joker dealt to a house takes one more)."""
        t = self.table
        packet = t.pack.size // t.seat_count
        return packet - self.reserve_size - (t.house_count // t.seat_count) * (1 + self.face_down_houses)

    @classmethod
    def from_names(cls, names: Iterable[str] = ()) -> RuleSet[P]:
        """The standard game changed by the variants named, presets expanded (unknown
        or retired names and incompatible combinations raise ``VariantError``)."""
        chosen: list[str] = []
        for name in expand(list(names)):
            if not isinstance(name, str):
                raise VariantError(message(N_("a variant name must be a string, not {name}"), name=repr(name)))
            key = name.strip().lower()
            if key in RETIRED:
                raise VariantError(message(RETIRED[key]))
            if key not in VARIANTS:
                known = ", ".join(sorted(VARIANTS))
                raise VariantError(message(N_("unknown variant {name} (known: {known})"), name=repr(name), known=known))
            if key not in chosen:
                chosen.append(key)
        for i, a in enumerate(chosen):
            for b in chosen[i + 1 :]:
                if b in VARIANTS[a].conflicts or a in VARIANTS[b].conflicts:
                    raise VariantError(message(N_("variants {first} and {second} cannot be combined"), first=repr(a),
                                               second=repr(b)))
        for key in chosen:
            allowed = VARIANTS[key].combines_with
            for other in chosen:
                if allowed is not None and other != key and other not in allowed:
                    raise VariantError(message(N_("variant {other} cannot be combined with {variant} ({why})"),
                                               other=repr(other), variant=repr(key),
                                               why=message(VARIANTS[key].why_not)))
            for needed in sorted(VARIANTS[key].requires):
                if needed not in chosen:
                    raise VariantError(message(N_("variant {variant} needs variant {needed} as well"), variant=repr(key),
                                               needed=repr(needed)))
        game = select(chosen)
        builder: RulesBuilder[P] = RulesBuilder(game)
        game.setup(builder)
        # the other names are the game's options; one that needs another is configured after it
        options = [key for key in chosen if key not in game.chosen_by]
        for key in sorted(options, key=lambda k: (VARIANTS[k].order, len(VARIANTS[k].requires))):
            VARIANTS[key]().configure(builder)
        builder.state = ordered([*game.state, *(f for key in options for f in VARIANTS[key].state)])
        # every setting the builder holds, frozen (the ladder as a tuple)
        settings: dict[str, Any] = {name: getattr(builder, name) for name in SETTINGS}
        settings["priorities"] = tuple(builder.priorities)
        return cls(tuple(chosen), settings)


#: every variant by name (filled by the ``Variant`` subclasses of ``variants.py``)
VARIANTS: dict[str, type[Variant]] = {}
#: names that no longer exist, with the message saying what to use instead (filled by ``variants.py``)
RETIRED: dict[str, str] = {}


def _no_start_rule(position: object) -> int:
    raise AssertionError("a game's setup sets its start rule")


class Variant:
    """A named change to the standard game. Subclasses register themselves by name."""

    name: ClassVar[str]
    source: ClassVar[str]
    summary: ClassVar[str]
    conflicts: ClassVar[frozenset[str]] = frozenset()
    requires: ClassVar[frozenset[str]] = frozenset()
    order: ClassVar[int] = 0  # variants configure in this order (ladder rules insert after others')
    #: the only variants this one combines with (None: any, as far as ``conflicts`` allow),
    #: and why the others cannot (a game with another table, e.g. three seats)
    combines_with: ClassVar[frozenset[str] | None] = None
    why_not: ClassVar[str] = ""
    #: the fields this variant adds to the position JSON (``state.py``)
    state: ClassVar[tuple[StateField, ...]] = ()

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if "name" in cls.__dict__:  # a base without a name of its own (GameVariant) registers nothing
            VARIANTS[cls.name] = cls

    def configure(self, rules: RulesBuilder[Any]) -> None:
        raise NotImplementedError


class GameVariant(Variant):
    """A variant name that chooses a game (``GameType.chosen_by``): the game's own
    ``setup`` configures the rules, so the name itself changes nothing more. Subclassed
    with a ``name`` (``games.register`` does it for a game chosen by its own name)."""

    def configure(self, rules: RulesBuilder[Any]) -> None:
        pass
