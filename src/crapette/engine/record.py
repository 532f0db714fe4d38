"""Game records (notation.md): read, write byte-identically, replay."""

from __future__ import annotations

import json
from typing import Any, ClassVar

from crapette.engine import jsonfmt
from crapette.engine.actions import parse_action
from crapette.engine.errors import CrapetteError, NotationError, RecordError
from crapette.engine.game import MODES, Game
from crapette.engine.outcome import AGREEMENT, RESIGNATION
from crapette.engine.position import Position
from crapette.engine.table import SEAT_IDS
from crapette.engine.safety import excerpt, json_error, loads_bounded, seat_names
from crapette.engine.variants import Rules
from crapette.engine.why import N_, Nn_, counted, message

RECORD_FORMAT = "crapette-record/1"
_KNOWN = ("format", "variants", "mode", "seed", "start", "players", "actions", "result")


class Record:
    """A game: where it starts (a seed, or a start position), its actions, its result.
    Fields this version does not know are kept in ``extra`` and written back.

    Written out by hand rather than as a dataclass, which compiled its methods at every
    start of the app (issue 28): the same fields, changeable, equal when every field is
    equal, unhashable, shown as the dataclass was."""

    __hash__ = None  # type: ignore[assignment]  # changeable: no hash, as a dataclass with eq
    _names: ClassVar[tuple[str, ...]] = ("variants", "mode", "seed", "start", "players", "actions", "result", "extra")

    variants: list[str]
    mode: str
    seed: int | None
    start: Position | None
    players: dict[str, str]
    actions: list[str]
    result: dict[str, Any] | None
    extra: dict[str, Any]

    def __init__(self, variants: list[str] | None = None, mode: str = "stop", seed: int | None = None,
                 start: Position | None = None, players: dict[str, str] | None = None,
                 actions: list[str] | None = None, result: dict[str, Any] | None = None,
                 extra: dict[str, Any] | None = None) -> None:
        self.variants = [] if variants is None else variants
        self.mode = mode
        self.seed = seed
        self.start = start
        self.players = {"south": "South", "north": "North"} if players is None else players
        self.actions = [] if actions is None else actions
        self.result = result
        self.extra = {} if extra is None else extra

    def _fields(self) -> tuple[object, ...]:
        return tuple([getattr(self, name) for name in self._names])

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, Record)
        return self._fields() == other._fields()

    def __repr__(self) -> str:
        inside = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._names)
        return f"{type(self).__qualname__}({inside})"

    # --- reading ---------------------------------------------------------------

    @classmethod
    def loads(cls, text: str | bytes) -> Record:
        return cls.from_json(read_json(text))

    @classmethod
    def from_json(cls, obj: Any) -> Record:
        if not isinstance(obj, dict):
            raise RecordError(message(N_("a record must be a JSON object")))
        if obj.get("format") != RECORD_FORMAT:
            raise RecordError(message(N_("unknown record format {found} (expected {expected})"),
                found=excerpt(obj.get("format")), expected=repr(RECORD_FORMAT)))
        variants = obj.get("variants", [])
        if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
            raise RecordError(message(N_("'variants' must be a list of names")))
        rules = Rules.from_names(variants)  # unknown or incompatible names fail here, clearly
        mode = obj.get("mode", "stop")
        if mode not in MODES:
            raise RecordError(message(N_("'mode' must be 'stop' or 'strict', not {found}"), found=excerpt(mode)))
        seed = obj.get("seed")
        start = None
        if "start" in obj and obj["start"] is not None:
            try:
                start = Position.from_json(obj["start"])
            except CrapetteError as exc:
                raise RecordError(message(N_("start position: {error}"), error=exc.why)) from None
            if sorted(start.rules.names) != sorted(rules.names):  # presets expanded on both sides
                raise RecordError(message(N_("the start position's variants differ from the record's")))
        elif seed is None:
            raise RecordError(message(N_("a record needs a 'seed' or a 'start' position")))
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool) or seed < 0):
            raise RecordError(message(N_("'seed' must be a whole number ≥ 0, not {found}"), found=excerpt(seed)))
        names = read_players(obj.get("players", {"south": "South", "north": "North"}))
        actions = obj.get("actions", [])
        if not isinstance(actions, list):
            raise RecordError(message(N_("'actions' must be a list of actions")))
        for i, text in enumerate(actions, 1):
            try:
                parse_action(text)
            except NotationError as exc:
                raise RecordError(message(N_("action {number} {text}: {error}"), number=i, text=excerpt(text), error=exc.why)) from None
        result = obj.get("result")
        if result is not None and not isinstance(result, dict):
            raise RecordError(message(N_("'result' must be null or an object")))
        extra = {k: v for k, v in obj.items() if k not in _KNOWN}
        return cls(list(variants), mode, seed, start, names, list(actions), result, extra)

    # --- writing ---------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        obj: dict[str, Any] = {"format": RECORD_FORMAT, "variants": self.variants, "mode": self.mode}
        if self.seed is not None:
            obj["seed"] = self.seed
        if self.start is not None:
            obj["start"] = self.start.to_json()
        obj["players"] = self.players
        obj["actions"] = self.actions
        obj["result"] = self.result
        obj.update(self.extra)
        return obj

    def dumps(self) -> str:
        return jsonfmt.dumps(self.to_json())

    # --- replaying -------------------------------------------------------------

    def initial_game(self) -> Game:
        if self.start is not None:
            return Game(self.start.copy(), self.mode)
        assert self.seed is not None
        return Game.new(self.seed, self.variants, self.mode)

    def replay(self, upto: int | None = None) -> Game:
        """The game after the first ``upto`` actions (all by default). An action that is
        not allowed where it stands raises RecordError naming its number and text."""
        game = self.initial_game()
        actions = self.actions if upto is None else self.actions[:upto]
        if upto is not None and not 0 <= upto <= len(self.actions):
            raise RecordError(counted(Nn_("--after {after}: the record has {count} action",
                                          "--after {after}: the record has {count} actions"), len(self.actions),
                                      after=upto))
        for i, text in enumerate(actions, 1):
            try:
                game.push(parse_action(text))
            except CrapetteError as exc:
                raise RecordError(message(N_("action {number} {text} is not allowed here: {error}"),
                    number=i, text=excerpt(text), error=exc.why)) from None
        if (
            upto is None
            and game.outcome is None
            and self.result is not None
            and self.result.get("reason") == AGREEMENT
        ):
            game.agree_stalemate()
        elif upto is None and game.outcome is None and self.result is not None \
                and self.result.get("reason") == RESIGNATION:
            game.concede(_resignation_winner(self.result, game))
        return game

    @classmethod
    def from_game(cls, game: Game, players: dict[str, str] | None = None, seed: int | None = None) -> Record:
        """A record of a game: from its seed when it was dealt from one, else from its start position."""
        if seed is None:
            seed = game.seed
        extra: dict[str, Any] = {}
        if seed is not None and Position.deal(seed, game.rules) != game.start:
            # e.g. alternating starts: the seed alone no longer gives the start position
            extra["deal_seed"] = seed
            seed = None
        rec = cls(
            variants=list(game.rules.names),
            mode=game.mode,
            seed=seed,
            extra=extra,
            start=None if seed is not None else game.start.copy(),
            actions=[str(a) for a in game.actions],
            result=game.outcome.to_json() if game.outcome else None,
        )
        if players:
            rec.players = dict(players)
        return rec


def read_players(players: object) -> dict[str, str]:
    """A record's ``players``: every seat's name read and cleaned by ``safety.seat_names``,
    the one reader of names; a key that names no seat is kept as it was if it is text
    (written back, never shown), and the order is the file's (a record is written back
    byte for byte)."""
    if not isinstance(players, dict):
        raise RecordError(message(N_("'players' must be an object naming each seat")))
    try:
        names = seat_names(players)
    except CrapetteError as exc:
        raise RecordError(message(N_("'players': {error}"), error=exc.why)) from None
    return {key: names.get(key, value) for key, value in players.items() if isinstance(value, str)}


def _resignation_winner(result: dict[str, Any], game: Game) -> int:
    """The winner a resigned game's result names (``won:<seat>``); RecordError otherwise."""
    outcome = result.get("outcome")
    seat = outcome.removeprefix("won:") if isinstance(outcome, str) else None
    if seat not in SEAT_IDS or SEAT_IDS[seat] not in game.position.table.seats:
        raise RecordError(message(N_("a resigned game's result must name its winner (won:SEAT), not {found}"),
            found=excerpt(outcome)))
    return SEAT_IDS[seat]


def read_json(text: str | bytes) -> Any:
    """A file's JSON within the readers' limits (safety.py); RecordError says what is wrong."""
    try:
        return loads_bounded(text)
    except json.JSONDecodeError as exc:
        raise RecordError(json_error(exc)) from None
    except CrapetteError:
        raise
    except (ValueError, RecursionError, MemoryError) as exc:
        raise RecordError(message(N_("cannot be read: {error}"), error=excerpt(str(exc), 80))) from None


def load_any(text: str | bytes) -> Record | Position:
    """A record or a position, told apart by their format field."""
    obj = read_json(text)
    fmt = obj.get("format") if isinstance(obj, dict) else None
    if fmt == RECORD_FORMAT:
        return Record.from_json(obj)
    if fmt == "crapette-position/1":
        return Position.from_json(obj)
    raise RecordError(message(N_("unknown format {found}: expected {position} or {record}"),
        found=excerpt(fmt), position="'crapette-position/1'", record=f"'{RECORD_FORMAT}'"))
