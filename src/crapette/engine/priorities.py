"""Priority rules: which legal actions break which rule, why, and what was mandatory.

Each rule is an object with an identifier. In a position a rule is *active* when it
has mandatory actions; an action breaks an active rule unless it complies with it.
An action's violation is the first active rule it breaks, in ladder order; an action
that an active rule makes mandatory breaks no rule below it (lower rules yield). Variants
with stricter ladders insert rules of their own (``RulesBuilder.insert_priority``).
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Sequence

from crapette.engine.actions import MOVE, TURN, Action
from crapette.engine.cards import card_symbol
from crapette.engine.piles import describe_pile
from crapette.engine.position import Position


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


class PriorityRule:
    """One rung of a priority ladder."""

    id: str = ""
    title: str = ""

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        """The actions this rule makes mandatory here; empty when it does not apply."""
        raise NotImplementedError

    def complies(self, pos: Position, action: Action, alternatives: Sequence[Action]) -> bool:
        """Whether the action obeys the rule while it applies (by default: it is one of
        the mandatory actions)."""
        return action in alternatives

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> str:
        raise NotImplementedError


def move_words(pos: Position, action: Action) -> str:
    card = pos.piles[action.src][-1]
    return f"{card_symbol(card)} from {describe_pile(action.src)} to {describe_pile(action.dst)} ({action})"


class ReserveToFoundation(PriorityRule):
    id = "P1"
    title = "the reserve card goes to a foundation first"

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        p = pos.to_move
        return [a for a in legal if a.src == p and a.dst >= 14 and a.kind == MOVE]

    def complies(self, pos: Position, action: Action, alternatives: Sequence[Action]) -> bool:
        return action.kind == MOVE and action.src == pos.to_move and action.dst >= 14

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> str:
        return (
            f"P1: your reserve card can go to a foundation, and that must be played before anything else: "
            f"{move_words(pos, alternatives[0])}."
        )


class AnyToFoundation(PriorityRule):
    id = "P2"
    title = "an available card that can go to a foundation must go there first"

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        # the opponent's cards (opponent-cards-up) are never mandatory (ruling 17)
        opp = 1 - pos.to_move
        return [a for a in legal if a.dst >= 14 and a.kind == MOVE and (a.src >= 6 or a.src & 1 != opp)]

    def complies(self, pos: Position, action: Action, alternatives: Sequence[Action]) -> bool:
        return action.kind == MOVE and action.dst >= 14

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> str:
        return (
            f"P2: an available card can go to a foundation, and a foundation move must be made first: "
            f"{move_words(pos, alternatives[0])}."
        )


class FillHousesBeforeTurning(PriorityRule):
    id = "P3"
    title = "fill the empty houses from the reserve before turning a hand card"

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        p = pos.to_move
        piles = pos.piles
        if not piles[p]:
            return []
        return [a for a in legal if a.src == p and 6 <= a.dst < 14 and not piles[a.dst] and a.kind == MOVE]

    def complies(self, pos: Position, action: Action, alternatives: Sequence[Action]) -> bool:
        return action.kind != TURN

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> str:
        return (
            f"P3: your reserve is not empty and {describe_pile(alternatives[0].dst)} is empty: fill the empty "
            f"houses from your reserve before turning a hand card: {move_words(pos, alternatives[0])}."
        )


STANDARD_LADDER: tuple[PriorityRule, ...] = (ReserveToFoundation(), AnyToFoundation(), FillHousesBeforeTurning())
RULES_BY_ID = {r.id: r for r in STANDARD_LADDER}


def active_rules(pos: Position, legal: Sequence[Action]) -> list[tuple[PriorityRule, Violation]]:
    """The rules that apply here, each with the violation an action breaking it commits."""
    out = []
    for rule in pos.rules.priorities:
        alternatives = rule.mandatory(pos, legal)
        if alternatives:
            out.append((rule, Violation(rule.id, rule.explain(pos, alternatives), tuple(alternatives), rule.title)))
    return out


def exempt(pos: Position, action: Action) -> bool:
    """Variant early-turn: turning the hand card first thing in the turn breaks no rule."""
    return pos.turn_start and action.kind == TURN and pos.rules.early_turn


def violation_of(pos: Position, action: Action, legal: Sequence[Action]) -> Violation | None:
    if exempt(pos, action):
        return None
    for rule, violation in active_rules(pos, legal):
        if not rule.complies(pos, action, violation.alternatives):
            return violation
        if action in violation.alternatives:
            return None
    return None


def analyse(pos: Position, legal: Sequence[Action]) -> list[tuple[Action, Violation | None]]:
    """Each legal action with the first priority rule it breaks (None if it breaks none)."""
    active = active_rules(pos, legal)
    if not active:
        return [(a, None) for a in legal]
    out: list[tuple[Action, Violation | None]] = []
    for action in legal:
        found = None
        if exempt(pos, action):
            out.append((action, None))
            continue
        for rule, violation in active:
            if not rule.complies(pos, action, violation.alternatives):
                found = violation
                break
            if action in violation.alternatives:
                break
        out.append((action, found))
    return out
