"""Stop! adjudication (rulings 10–12): whether a call may be made, how the last action
is judged, and the verdict as a value the app and learners show (``crapette.words``
says it).

The judging is done on the position before the judged action (``Game`` takes it back
for the time of the judgement); ``Game`` then carries out the consequences the ruling
names. The Crapette! call of the variant crapette-call is judged in ``crapette.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from crapette.engine.actions import CALL, MOVE, STOP, TURN, Action, call_name
from crapette.engine.gametype import Family
from crapette.engine.modes import STOP_CALL, Mode
from crapette.engine.position import Position, Rules
from crapette.engine.priorities import active_rules, move_why, violation_of
from crapette.engine.violation import Violation
from crapette.engine.why import Why


@dataclass(frozen=True)
class Verdict:
    """A call's verdict as data: who called on whose action, founded or not and why (a
    ``Why``), what was taken back and played instead, who plays next. The words layer
    (``crapette.words.verdicts``) says it."""

    caller: int
    offender: int
    judged: Action  # the action the call was on
    founded: bool
    violation: Violation | None
    taken_back: Action | None
    played_instead: Action | None
    discarded: bool  # the offender's turned hand card went onto their discard
    next_player: int
    why: Why  # why the call was founded, or why the action was allowed
    penalty: bool = False  # the caller loses their next turn (variant false-stop-penalty)
    played: Why | None = None  # the action played instead, as a sentence names it (``priorities.move_why``)
    call: str = STOP_CALL  # or CRAPETTE_CALL (variant crapette-call: nothing is taken back)
    #: Wegner (ruling 27): the call came on an earlier fault after the next move began, so
    #: it has no effect: neither founded nor punished
    void: bool = False


@dataclass(frozen=True)
class Ruling:
    """How a call on the last action is judged, before its consequences are carried out."""

    founded: bool
    violation: Violation | None
    why: Why  # why the call was founded, or why the action was allowed
    instead: Action | None = None  # Stop!: the action played in place of the judged one
    played: Why | None = None  # ``instead`` as a sentence names it


def void_ruling(fault: Action, judged: Action) -> Ruling:
    """A call on an earlier fault after the next move began (Wegner, ruling 27): "Hat nach
    dem Fehler schon der nächste Zug begonnen, so ist ein Stop-Ruf unwirksam" — no effect."""
    return Ruling(False, None, Why("verdict.void", fault=fault, judged=judged))


def call_refusal(call: Action, mode: str, rules: Rules, window_open: bool) -> Why | None:
    """Why the call cannot be made now (None: it may): calls exist only in stop mode,
    the variant in force decides which call, and a call judges only the last action."""
    name = call_name(call.kind)
    if mode != Mode.STOP:
        return Why("call.strict-mode", call=name)
    if call.kind == CALL and not rules.crapette_call:
        return Why("call.crapette-needs-variant")
    if call.kind == STOP and rules.crapette_call:
        return Why("call.crapette-not-stop")
    if not window_open:
        return Why("call.nothing-to-call-on", call=name)
    return None


def judge_stop(pos: Position, judged: Action, legal: Sequence[Action], named: Action | None) -> Ruling:
    """A Stop! call on ``judged``, in ``pos`` where it was made: founded when it broke a
    priority rule; the action played instead is the one the caller named when it was
    mandatory, else the canonical mandatory action (ruling 11)."""
    violation = violation_of(pos, judged, legal)
    if violation is None:
        return Ruling(False, None, why_allowed(pos, judged, legal))
    instead = named if named is not None and named in violation.alternatives else violation.mandatory
    played = move_why(pos, instead) if instead.kind == MOVE else Why("action", action=instead)  # Wegner: turn too
    return Ruling(True, violation, violation.why, instead, played)


def why_allowed(pos: Position, judged: Action, legal: Sequence[Action]) -> Why:
    """Why an action broke no priority rule (position before the action)."""
    active = active_rules(pos, legal)
    if not active:
        return Why("allowed.turn-no-rule" if judged.kind == TURN else "allowed.no-rule")
    ids = {rule.id for rule, _violation in active}
    if pos.rules.game.family is Family.ZANK:  # Wegner's ladder: the action was a move of the lowest step possible
        return Why("allowed.lowest-step", rule=active[0][0].id, title=active[0][0].title)
    for rule in ("P1", "P2", "P3"):
        if rule in ids:
            return Why("allowed." + rule)
    return Why("allowed.other-rules", rules=tuple(sorted(ids)))


__all__ = ["Ruling", "Verdict", "call_refusal", "judge_stop", "void_ruling", "why_allowed"]
