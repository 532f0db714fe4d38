"""Whom the rule texts speak to: the player to move ("your reserve"), or, while
``speaking_of(name)`` holds, about that player ("Ann's reserve").

A verdict is read by both players at one table, so its reason must name the offender;
sentences differ too much between languages for a word swap, so every such text has
both forms in the catalog and ``addressed`` picks one.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

_subject: ContextVar[str | None] = ContextVar("subject", default=None)


@contextmanager
def speaking_of(name: str) -> Iterator[None]:
    """While inside, texts name ``name`` instead of saying "you"."""
    token = _subject.set(name)
    try:
        yield
    finally:
        _subject.reset(token)


def addressed(second: str, third: str, **values: object) -> str:
    """``second`` (to the player to move) or, while ``speaking_of(name)``, ``third`` (its
    ``{player}`` is the name), both already translated, filled with ``values``."""
    name = _subject.get()
    if name is None:
        return second.format(**values)
    return third.format(player=name, **values)


__all__ = ["addressed", "speaking_of"]
