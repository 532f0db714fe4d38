"""What breaking a priority rule produces: the ``Violation`` value, and ``PriorityError``,
the refusal strict mode raises with it. A leaf: the rules, the game, the explanations
and the bots all share these values without importing one another."""

from __future__ import annotations

from collections.abc import Callable

from crapette.engine.actions import Action
from crapette.engine.errors import IllegalActionError
from crapette.engine.values import Frozen
from crapette.engine.why import Why


class Violation(Frozen):
    """A priority rule broken by an action: the rule, why it applied (a ``Why``: the words
    layer says it, "P1: your reserve card can go to a foundation …"), and the mandatory
    actions (the canonical one first, ruling 11).

    ``Violation.later`` makes one whose ``why`` is worked out when first read: an analysis
    judges every legal action, and most of its violations are counted, never explained
    (Wegner's ladder digs through the houses to word a breach, issue 28)."""

    __slots__ = ("rule", "_why", "alternatives", "title")

    rule: str
    _why: Why | Callable[[], Why]  # the words, or what works them out (``later``)
    alternatives: tuple[Action, ...]
    title: str  # the rule in a few words as its ladder declares it (English: the words layer translates)

    def __init__(self, rule: str, why: Why, alternatives: tuple[Action, ...], title: str = "") -> None:
        _set_rule(self, rule)
        _set_why(self, why)
        _set_alternatives(self, alternatives)
        _set_title(self, title)

    @classmethod
    def later(cls, rule: str, words: Callable[[], Why], alternatives: tuple[Action, ...], title: str = "") -> Violation:
        """A violation whose ``why`` is ``words()``, called once, when it is first read.
        ``words`` must not depend on anything that can change after this call (a position
        that moves on): it answers for the moment the violation was found."""
        made = _new(cls)
        _set_rule(made, rule)
        _set_why(made, words)
        _set_alternatives(made, alternatives)
        _set_title(made, title)
        return made

    @property
    def why(self) -> Why:
        """Why the rule applied (addressed to the player to move: ``crapette.words.say``)."""
        why = self._why
        if callable(why):  # ``later``'s words, worked out now (a Why is no callable)
            why = why()
            _set_why(self, why)  # what they were worked out from (a position's copy) let go
        return why

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


#: the fields set straight through their slots (as ``object.__setattr__`` would, past
#: ``Frozen``'s refusal, at half its cost: an analysis makes a violation per action)
_new = object.__new__
_set_rule = Violation.__dict__["rule"].__set__
_set_why = Violation.__dict__["_why"].__set__
_set_alternatives = Violation.__dict__["alternatives"].__set__
_set_title = Violation.__dict__["title"].__set__


class PriorityError(IllegalActionError):
    """Strict mode: an action that breaks a priority rule, refused with the rule named."""

    def __init__(self, action: Action, violation: Violation) -> None:
        super().__init__(Why("refused", action=action, why=violation.why))
        self.violation = violation
