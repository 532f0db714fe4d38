"""What breaking a priority rule produces: the ``Violation`` value, and ``PriorityError``,
the refusal strict mode raises with it. A leaf: the rules, the game, the explanations
and the bots all share these values without importing one another."""

from __future__ import annotations

from crapette.engine.actions import Action
from crapette.engine.errors import IllegalActionError
from crapette.engine.values import Frozen
from crapette.engine.why import Why


class Violation(Frozen):
    """A priority rule broken by an action: the rule, why it applied (a ``Why``: the words
    layer says it, "P1: your reserve card can go to a foundation …"), and the mandatory
    actions (the canonical one first, ruling 11)."""

    __slots__ = ("rule", "why", "alternatives", "title")

    rule: str
    why: Why  # addressed to the player to move (``crapette.words.say``)
    alternatives: tuple[Action, ...]
    title: str  # the rule in a few words as its ladder declares it (English: the words layer translates)

    def __init__(self, rule: str, why: Why, alternatives: tuple[Action, ...], title: str = "") -> None:
        set_field = object.__setattr__
        set_field(self, "rule", rule)
        set_field(self, "why", why)
        set_field(self, "alternatives", alternatives)
        set_field(self, "title", title)

    def _fields(self) -> tuple[str, Why, tuple[Action, ...], str]:
        return self.rule, self.why, self.alternatives, self.title

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Violation:
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return (f"Violation(rule={self.rule!r}, why={self.why!r}, "
                f"alternatives={self.alternatives!r}, title={self.title!r})")

    @property
    def mandatory(self) -> Action:
        return self.alternatives[0]


class PriorityError(IllegalActionError):
    """Strict mode: an action that breaks a priority rule, refused with the rule named."""

    def __init__(self, action: Action, violation: Violation) -> None:
        super().__init__(Why("refused", action=action, why=violation.why))
        self.violation = violation
