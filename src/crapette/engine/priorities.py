"""Priority rules: which legal actions break which rule, why, and what was mandatory.

Each rule is an object with an identifier. In a position a rule is *active* when it
has mandatory actions; an action breaks an active rule unless it complies with it.
An action's violation is the first active rule it breaks, in ladder order; an action
that an active rule makes mandatory breaks no rule below it (lower rules yield). Variants
with stricter ladders insert rules of their own (``RulesBuilder.insert_priority``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Protocol

from crapette.engine.actions import MOVE, TURN, Action
from crapette.engine.cards import Card
from crapette.engine.position import Position
from crapette.engine.rules import EMPTY_SLOT, FOUNDATION_BITS
from crapette.engine.ruleset import LadderRule
from crapette.engine.violation import Violation
from crapette.engine.why import N_, Why


class PriorityRule:
    """One rung of a priority ladder."""

    id: str = ""
    #: the rule in a few words (English, marked for the catalog: the words layer translates)
    title: str = ""
    #: what the rule forbids while it applies, when that is narrower than every action
    #: outside its mandatory ones (P3, S3: only turning a hand card): a phrase for the
    #: hints and the Why panel, which must claim no more than the rule says. Empty: the
    #: rule forbids every action that does not comply with it.
    only_forbids: str = ""

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        """The actions this rule makes mandatory here; empty when it does not apply."""
        raise NotImplementedError

    def mandatory_in(self, pos: Position, legal: Sequence[Action], memo: dict[object, object]) -> list[Action]:
        """``mandatory`` within one analysis: ``memo`` is shared by its rules and by the
        words of its violations (``violation_for``), for what they work out once a
        position (by default: not used)."""
        return self.mandatory(pos, legal)

    def complies(self, pos: Position, action: Action, alternatives: Sequence[Action]) -> bool:
        """Whether the action obeys the rule while it applies (by default: it is one of
        the mandatory actions)."""
        return action in alternatives

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> Why:
        """Why the rule applies here, with its first mandatory action (the words layer,
        ``crapette.words.priorities``, says it)."""
        raise NotImplementedError

    #: the rule words some of its violations for the action that commits them
    #: (``violation_for``): Wegner's ladder, whose announced moves can break their own
    #: conditions (ruling 26); the others word a violation once per position
    words_each = False

    def violation_for(self, pos: Position, action: Action, violation: Violation, legal: Sequence[Action],
                      memo: dict[object, object] | None = None) -> Violation:
        """The violation ``action`` commits, when the rule's one violation here does not
        say it (by default: that one). ``memo``: shared by the calls of one analysis (one
        position, one legal list), for what the rule works out once a position."""
        return violation


def _for_action(rule: LadderRule[Position], pos: Position, action: Action, violation: Violation,
                legal: Sequence[Action], memo: dict[object, object] | None = None) -> Violation:
    """``violation`` as ``rule`` words it for ``action`` (see ``PriorityRule.words_each``)."""
    if getattr(rule, "words_each", False):
        return rule.violation_for(pos, action, violation, legal, memo)  # type: ignore[attr-defined, no-any-return]
    return violation


def _as_it_is(pos: Position, action: Action, violation: Violation, legal: Sequence[Action],
              memo: dict[object, object] | None = None) -> Violation:
    """``PriorityRule.violation_for`` of a rule that words its violation once a position."""
    return violation


def move_why(pos: Position, action: Action) -> Why:
    """A move as a sentence names it: its card, its piles and its text ("9♥ from house 3 to
    foundation 2 (H3-F2)")."""
    return Why("move", card=pos.piles[action.src][-1], action=action)


def _move_words(code: str, card: Card, action: Action) -> Why:
    """P1's and P2's ``explain`` from the card their first mandatory move takes."""
    return Why(code, move=Why("move", card=card, action=action))


def _house_words(card: Card, action: Action) -> Why:
    """P3's ``explain`` from the card its first mandatory move takes."""
    return Why("priority.P3", house=action.dst, move=Why("move", card=card, action=action))


class ReserveToFoundation(PriorityRule):
    id = "P1"
    title = N_("the reserve card goes to a foundation first")

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        reserve = pos.table.reserve_of[pos.to_move]
        foundations = pos.table.foundations
        return [a for a in legal if a.src == reserve and a.dst in foundations and a.kind == MOVE]

    def complies(self, pos: Position, action: Action, alternatives: Sequence[Action]) -> bool:
        t = pos.table
        return action.kind == MOVE and action.src == t.reserve_of[pos.to_move] and action.dst in t.foundations

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> Why:
        return Why("priority.P1", move=move_why(pos, alternatives[0]))

    def explain_later(self, pos: Position, alternatives: Sequence[Action]) -> Callable[[], Why]:
        """``explain``, worked out when called (``Violation.later``): the card read now."""
        first = alternatives[0]
        return partial(_move_words, "priority.P1", pos.piles[first.src][-1], first)


class AnyToFoundation(PriorityRule):
    id = "P2"
    title = N_("an available card that can go to a foundation must go there first")

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        # the opponent's cards (opponent-cards-up) are never mandatory (ruling 17)
        table, me = pos.table, pos.to_move
        lo, hi, owner_of = table.foundations.start, table.foundations.stop, table.owner_of
        return [a for a in legal if lo <= a.dst < hi and a.kind == MOVE
                and (owner_of[a.src] is None or owner_of[a.src] == me)]

    def complies(self, pos: Position, action: Action, alternatives: Sequence[Action]) -> bool:
        return action.kind == MOVE and action.dst in pos.table.foundations

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> Why:
        return Why("priority.P2", move=move_why(pos, alternatives[0]))

    def explain_later(self, pos: Position, alternatives: Sequence[Action]) -> Callable[[], Why]:
        """``explain``, worked out when called (``Violation.later``): the card read now."""
        first = alternatives[0]
        return partial(_move_words, "priority.P2", pos.piles[first.src][-1], first)


class FillHousesBeforeTurning(PriorityRule):
    id = "P3"
    title = N_("fill the empty houses from the reserve before turning a hand card")
    only_forbids = N_("turning a hand card")

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        reserve = pos.table.reserve_of[pos.to_move]
        houses = pos.table.houses
        piles = pos.piles
        if not piles[reserve]:
            return []
        return [a for a in legal if a.src == reserve and a.dst in houses and not piles[a.dst] and a.kind == MOVE]

    def complies(self, pos: Position, action: Action, alternatives: Sequence[Action]) -> bool:
        return action.kind != TURN

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> Why:
        return Why("priority.P3", house=alternatives[0].dst, move=move_why(pos, alternatives[0]))

    def explain_later(self, pos: Position, alternatives: Sequence[Action]) -> Callable[[], Why]:
        """``explain``, worked out when called (``Violation.later``): the card read now."""
        first = alternatives[0]
        return partial(_house_words, pos.piles[first.src][-1], first)


STANDARD_LADDER: tuple[PriorityRule, ...] = (ReserveToFoundation(), AnyToFoundation(), FillHousesBeforeTurning())


_P1, _P2, _P3 = STANDARD_LADDER


def _standard_mandatory(pos: Position, legal: Sequence[Action],
                        reach: int | None = None) -> list[tuple[LadderRule[Position], list[Action]]]:
    """``mandatory_rules`` for the standard ladder in one pass over the legal actions: the
    analysis runs it on every position (three passes and three calls cost 40 % more).
    Each list equals the rule's own ``mandatory`` (tests/engine/test_priorities_fast.py).
    Most positions have no mandatory action: a first look at the destinations alone, and at
    the reserve and the houses, says so at less than half the full loop's cost; ``reach``
    (``rules.from_scratch``, when the list was made so) says it without the first look."""
    table, me, piles = pos.table, pos.to_move, pos.piles
    reserve, houses, foundations = table.reserve_of[me], table.houses, table.foundations
    lo, hi = foundations.start, foundations.stop
    if reach is None:  # a look at each action's destination
        for a in legal:
            if lo <= a.dst < hi:
                reach = FOUNDATION_BITS
                break
        else:
            reach = 0
    # no action goes to a foundation: only P3 may apply, if a house is empty
    if not reach & FOUNDATION_BITS and (not piles[reserve] or all(
            piles[table.house_slice] if table.contiguous else map(piles.__getitem__, houses))):
        return []
    owner_of = table.owner_of
    p1: list[Action] = []
    p2: list[Action] = []
    p3: list[Action] = []
    for a in legal:
        dst = a.dst
        if lo <= dst < hi:
            src = a.src
            if a.kind == MOVE:
                if src == reserve:
                    p1.append(a)
                    p2.append(a)
                elif owner_of[src] is None or owner_of[src] == me:  # ruling 17
                    p2.append(a)
        elif a.src == reserve and dst in houses and not piles[dst] and a.kind == MOVE:
            p3.append(a)
    out: list[tuple[LadderRule[Position], list[Action]]] = []
    if p1:
        out.append((_P1, p1))
    if p2:
        out.append((_P2, p2))
    if p3:
        out.append((_P3, p3))
    return out


def _standard_judge(pos: Position, legal: Sequence[Action],
                    active: Sequence[tuple[LadderRule[Position], Sequence[Action]]]) -> list[int]:
    """``judge`` of the position's own legal actions by the standard ladder's applying
    rules (``_standard_mandatory``), their ``complies`` and lists read as what they are:
    P1 makes every legal reserve-to-foundation move mandatory (one that complies is one of
    them), P2 every foundation move but from an opponent's pile (ruling 17: such a move
    complies, and yields to P3, which it does not break), P3 forbids turning only. So only
    the first applying rule can be broken (index 0): by a turn (unless ``exempt``), by
    any other action that is no foundation move unless that rule is P3, and under P1 by
    a foundation move from elsewhere than the reserve. No method call and no action
    compared (``judge`` makes both for each action and rule it looks at)."""
    first = active[0][0].id
    turn_breaks = 0 if not (pos.turn_start and pos.rules.early_turn) else -1
    other_breaks = -1 if first == "P3" else 0
    table = pos.table
    lo, hi = table.foundations.start, table.foundations.stop
    reserve = table.reserve_of[pos.to_move] if first == "P1" else -2  # -2: no pile
    out: list[int] = []
    for a in legal:
        if a.kind == TURN:
            out.append(turn_breaks)
        elif a.kind != MOVE or not lo <= a.dst < hi:
            out.append(other_breaks)
        else:  # a foundation move: breaks P1 only, when not from the reserve
            out.append(0 if reserve >= 0 and a.src != reserve else -1)
    return out


def mandatory_rules(pos: Position, legal: Sequence[Action], to_judge: bool = False,
               memo: dict[object, object] | None = None) -> list[tuple[LadderRule[Position], list[Action]]]:
    """The rules that apply here (in ladder order), each with the actions it makes
    mandatory. ``to_judge``: only those ``judge`` can reach — it never looks below an
    applying rule whose ``complies`` is the default one (each action is one of its
    mandatory actions, and breaks no rule below, or breaks it), so neither does this
    (in Wegner's ladder, every rung: the first that applies is the only one needed).
    ``memo``: one analysis's (``PriorityRule.mandatory_in``); each rule's list is kept
    in it under the rule."""
    ladder = pos.rules.priorities
    if ladder == STANDARD_LADDER:
        return _standard_mandatory(pos, legal)
    out = []
    for rule in ladder:
        if memo is None:
            alternatives = rule.mandatory(pos, legal)
        else:
            within = getattr(rule, "mandatory_in", None)
            alternatives = rule.mandatory(pos, legal) if within is None else within(pos, legal, memo)
            memo[rule] = alternatives
        if alternatives:
            out.append((rule, alternatives))
            if to_judge and getattr(type(rule), "complies", None) is _DEFAULT_COMPLIES:
                break
    return out


_DEFAULT_COMPLIES = PriorityRule.complies


def _violations(pos: Position, active: Sequence[tuple[LadderRule[Position], Sequence[Action]]]) -> list[Violation]:
    return [Violation(rule.id, rule.explain(pos, alts), tuple(alts), rule.title) for rule, alts in active]


def active_rules(pos: Position, legal: Sequence[Action]) -> list[tuple[LadderRule[Position], Violation]]:
    """The rules that apply here, each with the violation an action breaking it commits."""
    active = mandatory_rules(pos, legal)
    return list(zip((rule for rule, _v in active), _violations(pos, active)))


def exempt(pos: Position, action: Action) -> bool:
    """Variant early-turn: turning the hand card first thing in the turn breaks no rule."""
    return pos.turn_start and action.kind == TURN and pos.rules.early_turn


def judge(pos: Position, actions: Sequence[Action],
          active: Sequence[tuple[LadderRule[Position], Sequence[Action]]]) -> list[int]:
    """How actions are judged against the ladder: for each action, the index in ``active``
    of the first rule it breaks, or -1. An action a rule makes mandatory breaks no rule
    below it (lower rules yield); ``exempt`` actions break none. One call judges a whole
    list (the analysis judges every legal action: a call per action cost 30 %). The
    standard ladder's analysis reads it in short (``_standard_judge``; tests compare)."""
    early = pos.turn_start and pos.rules.early_turn
    out: list[int] = []
    for action in actions:
        found = -1
        if not (early and action.kind == TURN):
            for i, (rule, alternatives) in enumerate(active):
                if not rule.complies(pos, action, alternatives):
                    found = i
                    break
                if action in alternatives:
                    break
        out.append(found)
    return out


def first_broken(pos: Position, action: Action, active: Sequence[tuple[LadderRule[Position], Sequence[Action]]]) -> int:
    """``judge`` for one action."""
    return judge(pos, (action,), active)[0]


def surely_clean(pos: Position, action: Action, legal: Sequence[Action]) -> bool:
    """True when ``action`` breaks no rule of the standard ladder, whatever the piles:
    no legal action goes to a foundation (P1 and P2 do not apply) and it is not a turn
    (the only action P3 forbids). ``legal`` is the list of the position the action was
    made in; ``pos`` gives the ladder and the foundations (the same before and after).
    A quick answer for ``Game.last_violation``, which need not take the action back then."""
    if action.kind == TURN or pos.rules.priorities != STANDARD_LADDER:
        return False
    foundations = pos.table.foundations
    lo, hi = foundations.start, foundations.stop
    for a in legal:  # noqa: SIM110 - a plain loop: any() over a generator costs twice as much here
        if lo <= a.dst < hi:
            return False
    return True


def binds_nothing(pos: Position, codes: list[int], reach: int) -> bool:
    """True when the standard ladder binds no action of a list made by ``rules.from_scratch``
    with these ``codes`` and ``reach``: none goes to a foundation (P1 and P2 do not apply)
    and no house is empty while the reserve holds a card (P3 does not). ``_standard_mandatory``
    asks the same of any list; a cold analysis asks it first, without the calls around it."""
    return not reach & FOUNDATION_BITS and not (codes[EMPTY_SLOT] and pos.piles[pos.table.reserve_of[pos.to_move]])


def violation_of(pos: Position, action: Action, legal: Sequence[Action]) -> Violation | None:
    """The priority rule the action breaks here (None if none)."""
    active = mandatory_rules(pos, legal, to_judge=True)
    i = first_broken(pos, action, active) if active else -1
    return _for_action(active[i][0], pos, action, _violations(pos, active[i:i + 1])[0], legal) if i >= 0 else None


class Keeper(Protocol):
    """What an analysis leaves with the owner of a position (a game) to keep what it still
    needs of that position: the owner calls ``keep`` before it changes the position."""

    def keep(self) -> None: ...


def analyse(pos: Position, legal: Sequence[Action], eagerly: bool = False, reach: int | None = None,
            keepers: list[Keeper] | None = None) -> list[tuple[Action, Violation | None]]:
    """Each legal action with the first priority rule it breaks (None if it breaks none).
    A ladder whose first rung has a method ``analyse_ladder(pos, legal)`` is analysed by
    it as a whole (Wegner's: its violations are worded only when read), unless
    ``eagerly``: by the ladder's rules one by one, every violation worded at once (what
    the faster analysis must give; tests compare them). The standard ladder's violations
    are worded when read too (``explain_later``). ``reach``: the list's reach when it was
    made by ``rules.from_scratch`` (a position met cold), which answers the standard ladder's
    first question (does any action go to a foundation?) without looking at each action.
    ``keepers``: where a ladder analysed as a whole may leave what must be copied before
    ``pos`` changes (its owner, a game, calls each first: ``Game.analysis``)."""
    ladder = pos.rules.priorities
    if ladder == STANDARD_LADDER and not eagerly:  # most analyses: straight to the ladder's one pass
        active = _standard_mandatory(pos, legal, reach)
        if not active:  # a list with its reach is made of interned actions only (``Action.clean``)
            return [(a, None) for a in legal] if reach is None else [a.clean for a in legal]
        # the violations worded when read: most are counted, never explained
        later: list[Violation | None] = [
            Violation.later(rule.id, rule.explain_later(pos, alts), tuple(alts), rule.title)  # type: ignore[attr-defined]
            for rule, alts in active]
        later.append(None)  # index -1: none
        return list(zip(legal, [later[i] for i in _standard_judge(pos, legal, active)]))
    if not eagerly and ladder:
        whole = getattr(ladder[0], "analyse_ladder", None)
        if whole is not None:
            return whole(pos, legal, keepers)  # type: ignore[no-any-return]
    memo: dict[object, object] = {}  # the position's answers, worked out once for all its rules and actions
    active = mandatory_rules(pos, legal, to_judge=True, memo=memo)
    if not active:
        return [(a, None) for a in legal]
    violations: list[Violation | None] = [*_violations(pos, active), None]  # index -1: none
    broken = judge(pos, legal, active)
    found = [violations[i] for i in broken]
    if any(getattr(rule, "words_each", False) for rule, _alts in active):  # Wegner's ladder (ruling 26)
        wording = [rule.violation_for if getattr(rule, "words_each", False) else _as_it_is  # type: ignore[attr-defined]
                   for rule, _alts in active]
        found = [v if v is None else wording[i](pos, a, v, legal, memo) for a, v, i in zip(legal, found, broken)]
    return list(zip(legal, found))


def clean_actions(pos: Position, legal: Sequence[Action]) -> list[Action]:
    """The legal actions that break no priority rule, in canonical order: ``analyse``
    without the explanations, for the searches and the bots."""
    active = mandatory_rules(pos, legal, to_judge=True)
    if not active:
        return list(legal)
    return [a for a, i in zip(legal, judge(pos, legal, active)) if i < 0]


__all__ = [
    "STANDARD_LADDER", "AnyToFoundation", "Keeper", "binds_nothing", "FillHousesBeforeTurning", "PriorityRule", "ReserveToFoundation",
    "Violation", "active_rules", "analyse", "clean_actions", "exempt", "first_broken", "judge",
    "mandatory_rules", "move_why", "surely_clean", "violation_of",
]
