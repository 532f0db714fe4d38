"""What breaking a priority rule produces: the ``Violation`` value, and ``PriorityError``,
the refusal strict mode raises with it. A leaf: the rules, the game, the explanations
and the bots all share these values without importing one another."""

from __future__ import annotations

from dataclasses import dataclass

from crapette.engine.actions import Action
from crapette.engine.errors import IllegalActionError


@dataclass(frozen=True, slots=True)
class Violation:
    """A priority rule broken by an action: the rule, one plain sentence, and the
    mandatory actions (the canonical one first, ruling 11)."""

    rule: str
    message: str  # addressed to the player to move
    alternatives: tuple[Action, ...]
    title: str = ""  # the rule in a few words, e.g. "the reserve card goes to a foundation first"

    @property
    def mandatory(self) -> Action:
        return self.alternatives[0]


class PriorityError(IllegalActionError):
    """Strict mode: an action that breaks a priority rule, refused with the rule named."""

    def __init__(self, message: str, violation: Violation) -> None:
        super().__init__(message)
        self.violation = violation
