"""Precise errors: each says what is wrong and where, so callers can show it as is.

A leaf module. ``PriorityError`` (a refused priority violation) carries a ``Violation``
and so lives beside it in ``violation.py``.
"""

from __future__ import annotations


class CrapetteError(ValueError):
    """Base of every error the engine raises on bad input or a refused action."""


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
