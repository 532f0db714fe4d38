"""The verdict on a Stop! or Crapette! call, in words."""

from __future__ import annotations

from rich.text import Text
from textual.binding import Binding

from crapette.app.dialogs.base import OK_BUTTON, ButtonSpec, Dialog
from crapette.app.view import Names, name_of, possessive, sentence, spoken_names, who
from crapette.engine import Position, Verdict
from crapette.engine.priorities import violation_of
from crapette.engine.rules import legal_actions
from crapette.engine.touch import TOUCH_RULE, judge_touch
from crapette.engine.describe import call_word, describe_action
from crapette.engine.voice import speaking_of
from crapette.i18n import N_, _


#: the call as the player's language shouts it: « Stop ! », „Stop!“, « Crapette ! »
call_name = call_word


def owned(label: str, apostrophe: str, of: str, **values: object) -> str:
    """``apostrophe`` ("{player}'s turn") or, where ``view.possessive`` would say "the turn of
    Computer (level 3, North)", ``of``; both translated, ``{player}`` and ``values`` filled in."""
    uses_of = possessive(label, "x") != f"{label}'s x"
    return (of if uses_of else apostrophe).format(player=label, **values)


def reason_about(verdict: Verdict, before: Position | None, name: str) -> str:
    """The verdict's reason said about ``name`` (without a bracketed part) instead of to
    the player to move ("your reserve"): the verdict is read by both players. The engine
    words it again on the position judged, in its third-person forms (``voice.py``); a
    reason that names nobody stays as the verdict gives it."""
    violation = verdict.violation
    if before is None or violation is None:
        return verdict.reason
    with speaking_of(name.split(" (")[0]):
        if violation.rule == TOUCH_RULE:
            return judge_touch(before, verdict.judged, (before.rules.generator or legal_actions)(before)).reason
        if verdict.reason == violation.message and violation.alternatives:
            again = violation_of(before, verdict.judged, (before.rules.generator or legal_actions)(before))
            if again is not None and again.rule == violation.rule:
                return again.message
    return verdict.reason


def verdict_text(verdict: Verdict, names: Names, judged_words: str, before: Position | None,
                 wegner: bool = False) -> Text:
    """What was called on what, what was wrong (or why it was allowed), and what came of it.
    ``wegner``: Zank-Patience's Stop! (ruling 24), in his words: the caller plays next."""
    if wegner:
        return wegner_text(verdict, names, judged_words, before)
    caller, offender = who(names, verdict.caller), who(names, verdict.offender)
    call = call_name(verdict.call)
    body = Text()
    last = owned(offender, _("{player}'s last action"), _("the last action of {player}"))
    body.append(_("{caller} called {call} on {last_action}:").format(caller=caller, call=call, last_action=last)
                + "\n", "bold")
    body.append(f"  {verdict.judged}  {judged_words}\n\n")
    if verdict.founded:
        body.append(_("What was wrong: "), "bold")
        body.append(f"{reason_about(verdict, before, name_of(names, verdict.offender))}\n\n")
        if verdict.taken_back is not None:
            body.append(_("Taken back: "), "bold")
            body.append(f"{verdict.taken_back}\n")
        else:
            body.append(_("Nothing is taken back ({call}): the game stays as it is.").format(call=call) + "\n")
        instead = verdict.played_instead
        if instead is not None:
            words = describe_action(before, instead, spoken_names(names)) if before is not None else ""
            body.append(_("Played instead: "), "bold")
            body.append(f"{instead}  {words}\n")
        if verdict.discarded:
            body.append(owned(offender, _("{player}'s turned hand card goes onto their discard."),
                              _("The turned hand card of {player} goes onto their discard.")) + "\n")
        body.append("\n" + owned(offender, _("{player}'s turn is over."), _("The turn of {player} is over."))
                    + " ", "bold")
    else:
        body.append(_("Why it was allowed: "), "bold")
        body.append(f"{reason_about(verdict, before, name_of(names, verdict.offender))}\n")
        body.append(_("Nothing is taken back.") + "\n")
        if verdict.penalty:
            body.append(_("{caller} loses their next turn (false-stop penalty).").format(caller=caller) + "\n")
        body.append("\n")
    body.append(_("Now {player} to play.").format(player=who(names, verdict.next_player)), "bold reverse")
    return body


def wegner_text(verdict: Verdict, names: Names, judged_words: str, before: Position | None = None) -> Text:
    """Wegner's Stop!: "Der ... fehlerhafte Zug ist dann zurückzunehmen ... und der Rufer
    kommt an die Reihe"; a wrong caller "wird beim nächsten Mal ausgelassen"."""
    caller, offender = who(names, verdict.caller), who(names, verdict.offender)
    call = call_name(verdict.call)
    last = owned(offender, _("{player}'s last action"), _("the last action of {player}"))
    body = Text()
    if verdict.caller == verdict.offender:
        heading = _("{caller} called {call} (on their own action) on {last_action}:")
    else:
        heading = _("{caller} called {call} on {last_action}:")
    body.append(heading.format(caller=caller, call=call, last_action=last) + "\n", "bold")
    body.append(f"  {verdict.judged}  {judged_words}\n\n")
    reason = reason_about(verdict, before, name_of(names, verdict.offender))
    if verdict.void:  # ruling 27: "so ist ein Stop-Ruf unwirksam"
        body.append(_("Why it has no effect: "), "bold")
        body.append(f"{reason}\n")
        body.append(_("Nothing is taken back, and nobody misses a turn.") + "\n\n")
    elif verdict.founded:
        body.append(_("What was wrong: "), "bold")
        body.append(f"{reason}\n\n")
        if verdict.taken_back is not None:
            body.append(_("Taken back: "), "bold")
            body.append(f"{verdict.taken_back}\n")
        else:
            body.append(_("Nothing moved: the card picked up goes back.") + "\n")
        body.append("\n" + sentence(_("the caller, {caller}, plays next. ").format(caller=caller)), "bold")
    else:
        body.append(_("Why it was allowed: "), "bold")
        body.append(f"{reason}\n")
        body.append(_("Nothing is taken back.") + "\n")
        if verdict.penalty:
            body.append(_("{caller} misses their next turn (shown on their name until it has passed).").format(
                caller=caller) + "\n")
        body.append("\n")
    body.append(_("Now {player} to play.").format(player=who(names, verdict.next_player)), "bold reverse")
    return body


class VerdictScreen(Dialog):
    """The adjudication of a Stop!, in words, until dismissed."""

    BINDINGS = [Binding("escape,enter,space", "dismiss('ok')", N_("close"))]

    def __init__(self, verdict: Verdict, names: Names, judged_words: str,
                 before: Position | None, wegner: bool = False) -> None:
        self.verdict = verdict
        self.names = names
        self.judged_words = judged_words
        self.before = before
        self.wegner = wegner
        super().__init__("", "", [OK_BUTTON], "-founded" if verdict.founded else "-unfounded")
        self.say()

    def words(self) -> tuple[str, Text | str, list[ButtonSpec]]:
        call = call_name(self.verdict.call)
        if self.verdict.void:
            title = _("{call} has no effect").format(call=call)
        else:
            title = (_("{call} is founded") if self.verdict.founded else _("{call} is unfounded")).format(call=call)
        return (title, verdict_text(self.verdict, self.names, self.judged_words, self.before, self.wegner),
                self.buttons)


__all__ = ["VerdictScreen", "call_name", "verdict_text"]
