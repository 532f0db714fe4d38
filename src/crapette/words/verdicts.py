"""A call's verdict in words: the verdict in a few sentences (``verdict_sentences``), why a
call was founded or why the action was allowed, and why a call cannot be made now."""

from __future__ import annotations

from collections.abc import Sequence

from crapette.engine.actions import Action
from crapette.engine.modes import CRAPETTE_CALL, STOP_CALL
from crapette.words.piles import seat_in_sentence
from crapette.words.describe import describe_action
from crapette.engine.position import Position
from crapette.engine.stop import Verdict
from crapette.engine.why import Why
from crapette.i18n import _, pgettext
from crapette.words import say
from crapette.words.names import Names, name_of, possessive, sentence, spoken_names, who
from crapette.words.priorities import rule_title
from crapette.words.registry import saying


def verdict_sentences(verdict: Verdict, names: Sequence[str] | None = None) -> str:
    """The verdict in a few sentences; ``names`` (by seat) names the players, else
    their seats ("Stop! by North is founded: South's H3-H6 broke P1 …")."""
    def who(seat: int) -> str:
        return names[seat] if names else seat_in_sentence(seat).capitalize()

    caller, offender, nxt = who(verdict.caller), who(verdict.offender), who(verdict.next_player)
    call = call_words(verdict.call)
    reason = say(verdict.why)
    if verdict.void:
        return _("{call} by {caller} has no effect: {reason}").format(call=call, caller=caller, reason=reason)
    if verdict.founded and verdict.taken_back is None:
        parts = [_("{call} by {caller} is founded: {reason}").format(call=call, caller=caller, reason=reason),
                 _("The game stays as it is.")]
        if verdict.discarded:
            parts.append(_("{player}'s turned hand card goes onto their discard.").format(player=offender))
        parts.append(_("{player}'s turn is over: {next} to play.").format(player=offender, next=nxt))
        return " ".join(parts)
    if verdict.founded:
        assert verdict.violation is not None
        title = rule_title(verdict.violation)
        rule = verdict.violation.rule + (f" ({title})" if title else "")
        parts = [_("{call} by {caller} is founded: {player}'s {action} broke {rule}.").format(
            call=call_words(STOP_CALL), caller=caller, player=offender, action=verdict.judged, rule=rule)]
        if verdict.played_instead is None:  # Wegner's Stop (ruling 24): taken back, the caller plays
            parts.append(_("{action} is taken back; {next} plays next.").format(action=verdict.judged, next=nxt))
            return " ".join(parts)
        parts.append(_("{action} is taken back and {instead} is played instead.").format(
            action=verdict.judged, instead=say(verdict.played) if verdict.played else verdict.played_instead))
        if verdict.discarded:
            parts.append(_("{player}'s turned hand card goes onto their discard.").format(player=offender))
        parts.append(_("{player}'s turn is over: {next} to play.").format(player=offender, next=nxt))
        return " ".join(parts)
    text = _("{call} by {caller} is unfounded: {player}'s {action} was allowed. {reason}").format(
        call=call, caller=caller, player=offender, action=verdict.judged, reason=reason)
    if verdict.penalty:
        text += " " + _("{caller} loses their next turn.").format(caller=caller)
    return text


def call_words(call: str) -> str:
    """The call as the player's language shouts it: "Stop!", « Stop ! », „Stop!“;
    English keeps the notation's spelling, Stop! and Crapette!."""
    if call == CRAPETTE_CALL:
        return pgettext("call", "Crapette!")
    if call == STOP_CALL:
        return pgettext("call", "Stop!")
    return call


@saying("action")
def _action(why: Why) -> str:
    """An action by its notation (Wegner's turn, played instead)."""
    return str(why.arg("action", Action))


@saying("verdict.void")
def _void(why: Why) -> str:
    return _("{fault} was a fault, but the next move had begun ({judged}): a call on it has no "
             "effect, and nobody is punished.").format(fault=why["fault"], judged=why["judged"])


@saying("call.strict-mode")
def _strict_mode(why: Why) -> str:
    return _("{call} is not called in strict mode: priority violations are refused there").format(
        call=call_words(why.arg("call", str)))


@saying("call.crapette-needs-variant")
def _crapette_needs_variant(why: Why) -> str:
    return _("{crapette} is called only with the variant crapette-call (the standard call is {stop})").format(
        crapette=call_words(CRAPETTE_CALL), stop=call_words(STOP_CALL))


@saying("call.crapette-not-stop")
def _crapette_not_stop(why: Why) -> str:
    return _("with the variant crapette-call the call is {crapette}, not {stop}").format(
        crapette=call_words(CRAPETTE_CALL), stop=call_words(STOP_CALL))


@saying("call.nothing-to-call-on")
def _nothing_to_call_on(why: Why) -> str:
    return _("there is no action to call {call} on (a call judges only the last action, before the next "
             "one)").format(call=call_words(why.arg("call", str)))


@saying("allowed.turn-no-rule")
def _allowed_turn(why: Why) -> str:
    return _("No card could go to a foundation, and no house was empty while the reserve held cards, "
             "so turning a hand card was allowed.")


@saying("allowed.no-rule")
def _allowed_any(why: Why) -> str:
    return _("No card could go to a foundation at that moment, so any legal action was allowed.")


@saying("allowed.lowest-step")
def _allowed_lowest_step(why: Why) -> str:
    return _("It was a move of {rule} ({title}), the lowest-numbered move possible.").format(
        rule=why["rule"], title=_(why.arg("title", str)))


@saying("allowed.P1")
def _allowed_p1(why: Why) -> str:
    return _("It was the mandatory move itself: the reserve card to a foundation (P1).")


@saying("allowed.P2")
def _allowed_p2(why: Why) -> str:
    return _("It was a move to a foundation, which P2 asks for, and the reserve card could not go to one (P1).")


@saying("allowed.P3")
def _allowed_p3(why: Why) -> str:
    return _("No card could go to a foundation; P3 forbids only turning a hand card while a house is empty "
             "and the reserve holds cards, not this action.")


@saying("allowed.other-rules")
def _allowed_other(why: Why) -> str:
    return _("It broke no priority rule in force: {rules} allowed it.").format(
        rules=", ".join(why.arg("rules", tuple)))


# --- the verdict dialog's words (the app's dialog and the plain interface say the same) ---

#: a piece of the verdict's text and its look ("bold", "bold reverse", "" for none)
Styled = tuple[str, str]


def owned(label: str, apostrophe: str, of: str, **values: object) -> str:
    """``apostrophe`` ("{player}'s turn") or, where ``names.possessive`` would say "the turn of
    Computer (level 3, North)", ``of``; both translated, ``{player}`` and ``values`` filled in."""
    uses_of = possessive(label, "x") != f"{label}'s x"
    return (of if uses_of else apostrophe).format(player=label, **values)


def reason_about(verdict: Verdict, before: Position | None, name: str) -> str:
    """The verdict's reason said about ``name`` (without a bracketed part) instead of to
    the player to move ("your reserve"): the verdict is read by both players. The words
    layer says the reason's code in its third-person forms (``words.voice``); a reason
    that names nobody stays as the verdict gives it."""
    if before is None or verdict.violation is None:
        return say(verdict.why)
    return say(verdict.why, name.split(" (")[0])


def verdict_title(verdict: Verdict) -> str:
    """The dialog's title: "Stop! is founded", « Stop ! n'a aucun effet » …"""
    call = call_words(verdict.call)
    if verdict.void:
        return _("{call} has no effect").format(call=call)
    return (_("{call} is founded") if verdict.founded else _("{call} is unfounded")).format(call=call)


def verdict_body(verdict: Verdict, names: Names, judged_words: str, before: Position | None,
                 wegner: bool = False) -> list[Styled]:
    """What was called on what, what was wrong (or why it was allowed), and what came of it.
    ``wegner``: Zank-Patience's Stop! (ruling 24), in his words: the caller plays next."""
    if wegner:
        return _wegner_body(verdict, names, judged_words, before)
    caller, offender = who(names, verdict.caller), who(names, verdict.offender)
    call = call_words(verdict.call)
    last = owned(offender, _("{player}'s last action"), _("the last action of {player}"))
    body: list[Styled] = [
        (_("{caller} called {call} on {last_action}:").format(caller=caller, call=call, last_action=last) + "\n",
         "bold"),
        (f"  {verdict.judged}  {judged_words}\n\n", "")]
    if verdict.founded:
        body += [(_("What was wrong: "), "bold"),
                 (f"{reason_about(verdict, before, name_of(names, verdict.offender))}\n\n", "")]
        if verdict.taken_back is not None:
            body += [(_("Taken back: "), "bold"), (f"{verdict.taken_back}\n", "")]
        else:
            body.append((_("Nothing is taken back ({call}): the game stays as it is.").format(call=call) + "\n", ""))
        instead = verdict.played_instead
        if instead is not None:
            words = describe_action(before, instead, spoken_names(names)) if before is not None else ""
            body += [(_("Played instead: "), "bold"), (f"{instead}  {words}\n", "")]
        if verdict.discarded:
            body.append((owned(offender, _("{player}'s turned hand card goes onto their discard."),
                               _("The turned hand card of {player} goes onto their discard.")) + "\n", ""))
        body.append(("\n" + owned(offender, _("{player}'s turn is over."), _("The turn of {player} is over."))
                     + " ", "bold"))
    else:
        body += [(_("Why it was allowed: "), "bold"),
                 (f"{reason_about(verdict, before, name_of(names, verdict.offender))}\n", ""),
                 (_("Nothing is taken back.") + "\n", "")]
        if verdict.penalty:
            body.append((_("{caller} loses their next turn (false-stop penalty).").format(caller=caller) + "\n", ""))
        body.append(("\n", ""))
    body.append((_("Now {player} to play.").format(player=who(names, verdict.next_player)), "bold reverse"))
    return body


def _wegner_body(verdict: Verdict, names: Names, judged_words: str, before: Position | None) -> list[Styled]:
    """Wegner's Stop!: "Der ... fehlerhafte Zug ist dann zurückzunehmen ... und der Rufer
    kommt an die Reihe"; a wrong caller "wird beim nächsten Mal ausgelassen"."""
    caller, offender = who(names, verdict.caller), who(names, verdict.offender)
    call = call_words(verdict.call)
    last = owned(offender, _("{player}'s last action"), _("the last action of {player}"))
    if verdict.caller == verdict.offender:
        heading = _("{caller} called {call} (on their own action) on {last_action}:")
    else:
        heading = _("{caller} called {call} on {last_action}:")
    body: list[Styled] = [(heading.format(caller=caller, call=call, last_action=last) + "\n", "bold"),
                          (f"  {verdict.judged}  {judged_words}\n\n", "")]
    reason = reason_about(verdict, before, name_of(names, verdict.offender))
    if verdict.void:  # ruling 27: "so ist ein Stop-Ruf unwirksam"
        body += [(_("Why it has no effect: "), "bold"), (f"{reason}\n", ""),
                 (_("Nothing is taken back, and nobody misses a turn.") + "\n\n", "")]
    elif verdict.founded:
        body += [(_("What was wrong: "), "bold"), (f"{reason}\n\n", "")]
        if verdict.taken_back is not None:
            body += [(_("Taken back: "), "bold"), (f"{verdict.taken_back}\n", "")]
        else:
            body.append((_("Nothing moved: the card picked up goes back.") + "\n", ""))
        body.append(("\n" + sentence(_("the caller, {caller}, plays next. ").format(caller=caller)), "bold"))
    else:
        body += [(_("Why it was allowed: "), "bold"), (f"{reason}\n", ""),
                 (_("Nothing is taken back.") + "\n", "")]
        if verdict.penalty:
            body.append((_("{caller} misses their next turn (shown on their name until it has passed).").format(
                caller=caller) + "\n", ""))
        body.append(("\n", ""))
    body.append((_("Now {player} to play.").format(player=who(names, verdict.next_player)), "bold reverse"))
    return body


def verdict_lines(verdict: Verdict, names: Names, judged_words: str, before: Position | None,
                  wegner: bool = False) -> list[str]:
    """The verdict as the plain interface says it: the dialog's title, then its body's lines."""
    body = "".join(text for text, _style in verdict_body(verdict, names, judged_words, before, wegner))
    return [verdict_title(verdict) + "."] + [line.strip() for line in body.split("\n") if line.strip()]


__all__ = ["Styled", "call_words", "owned", "reason_about", "verdict_body", "verdict_lines", "verdict_sentences",
           "verdict_title"]
