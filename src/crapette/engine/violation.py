"""What breaking a priority rule produces: the ``Violation`` value, and ``PriorityError``,
the refusal strict mode raises with it. A leaf: the rules, the game, the explanations
and the bots all share these values without importing one another."""

from __future__ import annotations

from crapette.engine.actions import Action
from crapette.engine.errors import IllegalActionError
from crapette.engine.values import Frozen


class Violation(Frozen):
    """A priority rule broken by an action: the rule, one plain sentence, and the
    mandatory actions (the canonical one first, ruling 11)."""

    __slots__ = ("rule", "message", "alternatives", "title")

    rule: str
    message: str  # addressed to the player to move
    alternatives: tuple[Action, ...]
    title: str  # the rule in a few words, e.g. "the reserve card goes to a foundation first"

    def __init__(self, rule: str, message: str, alternatives: tuple[Action, ...], title: str = "") -> None:
        set_field = object.__setattr__
        set_field(self, "rule", rule)
        set_field(self, "message", message)
        set_field(self, "alternatives", alternatives)
        set_field(self, "title", title)

    def _fields(self) -> tuple[str, str, tuple[Action, ...], str]:
        return self.rule, self.message, self.alternatives, self.title

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Violation:
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return (f"Violation(rule={self.rule!r}, message={self.message!r}, "
                f"alternatives={self.alternatives!r}, title={self.title!r})")

    @property
    def mandatory(self) -> Action:
        return self.alternatives[0]

    @property
    def reason(self) -> str:
        """The message without its rule's label, for a line that names the rule already."""
        return without_rule_label(self.message, self.rule)


def without_rule_label(message: str, rule: str) -> str:
    """``message`` without the label it begins with, "P1: " in English and German,
    « P1 : » in French (a no-break space before the colon); unchanged if it has none."""
    head, colon, rest = message.partition(":")
    if colon and head.strip() == rule:
        return rest.lstrip()
    return message


class PriorityError(IllegalActionError):
    """Strict mode: an action that breaks a priority rule, refused with the rule named."""

    def __init__(self, message: str, violation: Violation) -> None:
        super().__init__(message)
        self.violation = violation
