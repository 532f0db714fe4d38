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
from crapette.engine.gametype import Family
from crapette.engine.modes import CRAPETTE_CALL, STOP_CALL, Mode
from crapette.engine.piles import _seat_in_sentence
from crapette.engine.position import Position, Rules
from crapette.engine.priorities import active_rules, move_words, violation_of
from crapette.engine.violation import Violation
from crapette.i18n import _, pgettext


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
    #: Wegner (ruling 27): the call came on an earlier fault after the next move began, so
    #: it has no effect: neither founded nor punished
    void: bool = False

    def describe(self, names: Sequence[str] | None = None) -> str:
        """The verdict in a few sentences; ``names`` (by seat) names the players, else
        their seats ("Stop! by North is founded: South's H3-H6 broke P1 …")."""
        def who(seat: int) -> str:
            return names[seat] if names else _seat_in_sentence(seat).capitalize()

        caller, offender, nxt = who(self.caller), who(self.offender), who(self.next_player)
        call = _call_words(self.call)
        if self.void:
            return _("{call} by {caller} has no effect: {reason}").format(call=call, caller=caller, reason=self.reason)
        if self.founded and self.taken_back is None:
            parts = [_("{call} by {caller} is founded: {reason}").format(call=call, caller=caller, reason=self.reason),
                     _("The game stays as it is.")]
            if self.discarded:
                parts.append(_("{player}'s turned hand card goes onto their discard.").format(player=offender))
            parts.append(_("{player}'s turn is over: {next} to play.").format(player=offender, next=nxt))
            return " ".join(parts)
        if self.founded:
            assert self.violation is not None
            rule = self.violation.rule + (f" ({self.violation.title})" if self.violation.title else "")
            parts = [_("{call} by {caller} is founded: {player}'s {action} broke {rule}.").format(
                call=_call_words(STOP_CALL), caller=caller, player=offender, action=self.judged, rule=rule)]
            if self.played_instead is None:  # Wegner's Stop (ruling 24): taken back, the caller plays
                parts.append(_("{action} is taken back; {next} plays next.").format(action=self.judged, next=nxt))
                return " ".join(parts)
            parts.append(_("{action} is taken back and {instead} is played instead.").format(
                action=self.judged, instead=self.played_words or self.played_instead))
            if self.discarded:
                parts.append(_("{player}'s turned hand card goes onto their discard.").format(player=offender))
            parts.append(_("{player}'s turn is over: {next} to play.").format(player=offender, next=nxt))
            return " ".join(parts)
        text = _("{call} by {caller} is unfounded: {player}'s {action} was allowed. {reason}").format(
            call=call, caller=caller, player=offender, action=self.judged, reason=self.reason)
        if self.penalty:
            text += " " + _("{caller} loses their next turn.").format(caller=caller)
        return text


def _call_words(call: str) -> str:
    """The call as the player's language shouts it (``describe.call_word`` for the app);
    English keeps the notation's spelling, Stop! and Crapette!."""
    if call == CRAPETTE_CALL:
        return pgettext("call", "Crapette!")
    if call == STOP_CALL:
        return pgettext("call", "Stop!")
    return call


@dataclass(frozen=True)
class Ruling:
    """How a call on the last action is judged, before its consequences are carried out."""

    founded: bool
    violation: Violation | None
    reason: str  # why the call was founded, or why the action was allowed
    instead: Action | None = None  # Stop!: the action played in place of the judged one
    played_words: str = ""  # ``instead`` in words


def void_ruling(fault: Action, judged: Action) -> Ruling:
    """A call on an earlier fault after the next move began (Wegner, ruling 27): "Hat nach
    dem Fehler schon der nächste Zug begonnen, so ist ein Stop-Ruf unwirksam" — no effect."""
    return Ruling(False, None, _("{fault} was a fault, but the next move had begun ({judged}): a call on it has no "
                                 "effect, and nobody is punished.").format(fault=fault, judged=judged))


def call_refusal(call: Action, mode: str, rules: Rules, window_open: bool) -> str | None:
    """Why the call cannot be made now (None: it may): calls exist only in stop mode,
    the variant in force decides which call, and a call judges only the last action."""
    name = call_name(call.kind)
    if mode != Mode.STOP:
        return _("{call} is not called in strict mode: priority violations are refused there").format(
            call=_call_words(name))
    if call.kind == CALL and not rules.crapette_call:
        return _("{crapette} is called only with the variant crapette-call (the standard call is {stop})").format(
            crapette=_call_words(CRAPETTE_CALL), stop=_call_words(STOP_CALL))
    if call.kind == STOP and rules.crapette_call:
        return _("with the variant crapette-call the call is {crapette}, not {stop}").format(
            crapette=_call_words(CRAPETTE_CALL), stop=_call_words(STOP_CALL))
    if not window_open:
        return _("there is no action to call {call} on (a call judges only the last action, before the next "
                 "one)").format(call=_call_words(name))
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
            return _("No card could go to a foundation, and no house was empty while the reserve held cards, "
                     "so turning a hand card was allowed.")
        return _("No card could go to a foundation at that moment, so any legal action was allowed.")
    ids = {rule.id for rule, _ in active}
    if pos.rules.game.family is Family.ZANK:  # Wegner's ladder: the action was a move of the lowest step possible
        return _("It was a move of {rule} ({title}), the lowest-numbered move possible.").format(
            rule=active[0][0].id, title=_(active[0][0].title))
    if "P1" in ids:
        return _("It was the mandatory move itself: the reserve card to a foundation (P1).")
    if "P2" in ids:
        return _("It was a move to a foundation, which P2 asks for, and the reserve card could not go to one (P1).")
    if "P3" in ids:
        return _("No card could go to a foundation; P3 forbids only turning a hand card while a house is empty "
                 "and the reserve holds cards, not this action.")
    return _("It broke no priority rule in force: {rules} allowed it.").format(rules=", ".join(sorted(ids)))


__all__ = ["Ruling", "Verdict", "call_refusal", "judge_stop", "void_ruling", "why_allowed"]
