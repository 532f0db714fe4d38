"""Precise errors: each says what is wrong and where, so callers can show it as is."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from crapette.engine.priorities import Violation


class CrapetteError(ValueError):
    """Base of every error the engine raises on bad input or a refused action."""


class NotationError(CrapetteError):
    """Text that is not a card, a pile or an action in the notation."""


class IllegalActionError(CrapetteError):
    """An action that breaks the availability or building rules: always refused."""


class PriorityError(IllegalActionError):
    """Strict mode: an action that breaks a priority rule, refused with the rule named."""

    def __init__(self, message: str, violation: Violation) -> None:
        super().__init__(message)
        self.violation = violation


class PositionError(CrapetteError):
    """A position that cannot exist: names the offending pile."""


class RecordError(CrapetteError):
    """A game record that cannot be read or replayed: names the action number and text."""


class VariantError(CrapetteError):
    """An unknown variant name or an incompatible combination."""
