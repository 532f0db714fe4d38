"""Precise errors: each says what is wrong and where, as a ``Why`` (a code and its
arguments) that the words layer says in the player's language.

A leaf module. ``PriorityError`` (a refused priority violation) carries a ``Violation``
and so lives beside it in ``violation.py``.

``str(error)`` is the sentence once ``crapette.words`` is imported (it installs its
``say`` here with ``speak_with``: the app, the CLI and the tests do); the engine alone
says the code. The engine itself never words an error.
"""

from __future__ import annotations

from collections.abc import Callable

from crapette.engine.why import Why


def _code_only(why: Why) -> str:
    return str(why)


_say: Callable[[Why], str] = _code_only


def speak_with(say: Callable[[Why], str]) -> None:
    """Word every error's ``Why`` with ``say`` from now on (``crapette.words`` calls it)."""
    global _say
    _say = say


def spoken(why: Why) -> str:
    """``why`` in words, as the errors say it (the code alone, without the words layer)."""
    return _say(why)


class CrapetteError(ValueError):
    """Base of every error the engine raises on bad input or a refused action. ``why``:
    what is wrong, as a code; a text (from outside the engine) is kept as it is."""

    def __init__(self, why: Why | str) -> None:
        super().__init__(why)
        self.why = why if isinstance(why, Why) else Why("text", text=why)

    def __str__(self) -> str:
        return _say(self.why)


class NotationError(CrapetteError):
    """Text that is not a card, a pile or an action in the notation."""


class IllegalActionError(CrapetteError):
    """An action that breaks the availability or building rules: always refused."""


class PositionError(CrapetteError):
    """A position that cannot exist: names the offending pile."""


class RecordError(CrapetteError):
    """A game record that cannot be read or replayed: names the action number and text."""


class VariantError(CrapetteError):
    """An unknown variant name or an incompatible combination."""
