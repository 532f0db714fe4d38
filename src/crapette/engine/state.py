"""A game's or a variant's own part of a position: the fields it adds to the position JSON.

The standard game's position is its piles, hands and the player to move; a game or a
variant that needs more (the joker set aside, the face-down house cards, the seats whose
first turn is pending …) declares a ``StateField`` — its key in the JSON, where it is
written among the others, how it is written and how it is read and checked — and the
position reads and writes exactly the fields its rules declare (``RuleSet.state``).
The value itself lives in one of the position's slots, which ``Game`` saves and restores
with each action (the hot path reads them there).

This module sits below ``position.py`` and ``ruleset.py``: it names the position only
as ``Any``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from crapette.engine.values import Frozen

#: a ``position.Position`` (this module sits below it)
Position = Any


class StateField(Frozen):
    """One optional field of the position JSON (notation.md), owned by a game or variant.
    (A slotted class, not a dataclass: a dataclass compiles its methods at start-up.)"""

    __slots__ = ("key", "rank", "write", "read")

    #: its key in the position JSON
    key: str
    #: where it is written: the fields go in this order after the foundations
    rank: int
    #: its JSON value for a position
    write: Callable[[Position], Any]
    #: read it from the JSON object into the position, refusing a bad value with a
    #: ``PositionError`` (an absent key: its default). Called after the piles are read,
    #: in ``rank`` order
    read: Callable[[Position, Mapping[str, Any]], None]

    def __init__(self, key: str, rank: int, write: Callable[[Position], Any],
                 read: Callable[[Position, Mapping[str, Any]], None]) -> None:
        set_field = object.__setattr__
        set_field(self, "key", key)
        set_field(self, "rank", rank)
        set_field(self, "write", write)
        set_field(self, "read", read)

    def _fields(self) -> tuple[object, ...]:
        return self.key, self.rank, self.write, self.read

    def __repr__(self) -> str:
        return f"StateField({self.key!r})"


def ordered(fields: Iterable[StateField]) -> tuple[StateField, ...]:
    """The fields once each (a game and its variant may both declare one), by rank."""
    unique: dict[str, StateField] = {}
    for f in fields:
        unique.setdefault(f.key, f)
    return tuple(sorted(unique.values(), key=lambda f: f.rank))


__all__ = ["StateField", "ordered"]
