"""Stop! adjudication (rulings 10–12): whether a call may be made, how the last action
is judged, and the verdict as a value the app and learners show.

The judging is done on the position before the judged action (``Game`` takes it back
for the time of the judgement); ``Game`` then carries out the consequences the ruling
names. The Crapette! call of the variant crapette-call is judged in ``crapette.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from crapette.engine.actions import CALL, MOVE, STOP, TURN, Action, call_name
from crapette.engine.modes import CRAPETTE_CALL, STOP_CALL, Mode
from crapette.engine.piles import seat_name
from crapette.engine.position import Position, Rules
from crapette.engine.priorities import active_rules, move_words, violation_of
from crapette.engine.violation import Violation


@dataclass(frozen=True)
class Verdict:
    caller: int
    offender: int
    judged: Action  # the action the call was on
    founded: bool
    violation: Violation | None
    taken_back: Action | None
    played_instead: Action | None
    discarded: bool  # the offender's turned hand card went onto their discard
    next_player: int
    reason: str  # why the call was founded, or why the action was allowed
    penalty: bool = False  # the caller loses their next turn (variant false-stop-penalty)
    played_words: str = ""  # the action played instead, in words
    call: str = STOP_CALL  # or CRAPETTE_CALL (variant crapette-call: nothing is taken back)

    def describe(self) -> str:
        caller = seat_name(self.caller).capitalize()
        offender = seat_name(self.offender).capitalize()
        nxt = seat_name(self.next_player).capitalize()
        if self.founded and self.taken_back is None:
            parts = [f"{self.call} by {caller} is founded: {self.reason}", "The game stays as it is."]
            if self.discarded:
                parts.append(f"{offender}'s turned hand card goes onto their discard.")
            parts.append(f"{offender}'s turn is over: {nxt} to play.")
            return " ".join(parts)
        if self.founded:
            assert self.violation is not None
            rule = self.violation.rule + (f" ({self.violation.title})" if self.violation.title else "")
            parts = [f"{STOP_CALL} by {caller} is founded: {offender}'s {self.judged} broke {rule}."]
            if self.played_instead is None:  # Wegner's Stop (ruling 24): taken back, the caller plays
                parts.append(f"{self.judged} is taken back; {nxt} plays next.")
                return " ".join(parts)
            parts.append(f"{self.judged} is taken back and {self.played_words or self.played_instead} is played instead.")
            if self.discarded:
                parts.append(f"{offender}'s turned hand card goes onto their discard.")
            parts.append(f"{offender}'s turn is over: {nxt} to play.")
            return " ".join(parts)
        text = f"{self.call} by {caller} is unfounded: {offender}'s {self.judged} was allowed. {self.reason}"
        if self.penalty:
            text += f" {caller} loses their next turn."
        return text


@dataclass(frozen=True)
class Ruling:
    """How a call on the last action is judged, before its consequences are carried out."""

    founded: bool
    violation: Violation | None
    reason: str  # why the call was founded, or why the action was allowed
    instead: Action | None = None  # Stop!: the action played in place of the judged one
    played_words: str = ""  # ``instead`` in words


def call_refusal(call: Action, mode: str, rules: Rules, window_open: bool) -> str | None:
    """Why the call cannot be made now (None: it may): calls exist only in stop mode,
    the variant in force decides which call, and a call judges only the last action."""
    name = call_name(call.kind)
    if mode != Mode.STOP:
        return f"{name} is not called in strict mode: priority violations are refused there"
    if call.kind == CALL and not rules.crapette_call:
        return f"{CRAPETTE_CALL} is called only with the variant crapette-call (the standard call is {STOP_CALL})"
    if call.kind == STOP and rules.crapette_call:
        return f"with the variant crapette-call the call is {CRAPETTE_CALL}, not {STOP_CALL}"
    if not window_open:
        return f"there is no action to call {name} on (a call judges only the last action, before the next one)"
    return None


def judge_stop(pos: Position, judged: Action, legal: Sequence[Action], named: Action | None) -> Ruling:
    """A Stop! call on ``judged``, in ``pos`` where it was made: founded when it broke a
    priority rule; the action played instead is the one the caller named when it was
    mandatory, else the canonical mandatory action (ruling 11)."""
    violation = violation_of(pos, judged, legal)
    if violation is None:
        return Ruling(False, None, why_allowed(pos, judged, legal))
    instead = named if named is not None and named in violation.alternatives else violation.mandatory
    words = move_words(pos, instead) if instead.kind == MOVE else str(instead)  # Wegner's ladder: turn too
    return Ruling(True, violation, violation.message, instead, words)


def why_allowed(pos: Position, judged: Action, legal: Sequence[Action]) -> str:
    """Why an action broke no priority rule, in plain words (position before the action)."""
    active = active_rules(pos, legal)
    if not active:
        if judged.kind == TURN:
            return ("No card could go to a foundation, and no house was empty while the reserve held cards, "
                    "so turning a hand card was allowed.")
        return "No card could go to a foundation at that moment, so any legal action was allowed."
    ids = {rule.id for rule, _ in active}
    if pos.rules.wegner_stop:  # Wegner's ladder: the action was a move of the lowest step possible
        return f"It was a move of {active[0][0].id} ({active[0][0].title}), the lowest-numbered move possible."
    if "P1" in ids:
        return "It was the mandatory move itself: the reserve card to a foundation (P1)."
    if "P2" in ids:
        return "It was a move to a foundation, which P2 asks for, and the reserve card could not go to one (P1)."
    if "P3" in ids:
        return ("No card could go to a foundation; P3 forbids only turning a hand card while a house is empty "
                "and the reserve holds cards, not this action.")
    return "It broke no priority rule in force: " + ", ".join(sorted(ids)) + " allowed it."


__all__ = ["Ruling", "Verdict", "call_refusal", "judge_stop", "why_allowed"]
