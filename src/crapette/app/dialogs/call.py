"""A call that says more than the call, typed in the notation: Crapette! (variant
crapette-call) may show the combination the offender missed; Stop! may name the action
to play instead (ruling 11). One dialog for both; the engine judges the call
(``Game.push``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar, NamedTuple

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Input, Static

from crapette.app.dialogs.verdict import call_name, owned
from crapette.engine import MOVE, Action, NotationError, parse_action
from crapette.i18n import N_, _
from crapette.app.dialogs.modal import Modal
from crapette.app.widgets.paragraph import Paragraph


def call_with(moves: str) -> Action:
    """The call showing ``moves`` ("H3-H6 H6-F1"; empty: a bare call); NotationError if unreadable."""
    for word in moves.split():
        if parse_action(word).kind != MOVE:
            raise NotationError(_("{word} is not a move: show moves only (SRC-DST)").format(word=repr(word)))
    return parse_action(f"crapette {moves}".strip())


def stop_naming(move: str) -> Action:
    """Stop! naming ``move`` ("H3-F1"; empty: a plain Stop!); NotationError if unreadable."""
    words = move.split()
    if len(words) > 1:
        raise NotationError(_("name one move only (SRC-DST)"))
    if words and parse_action(words[0]).kind != MOVE:
        raise NotationError(_("{word} is not a move: name a move (SRC-DST)").format(word=repr(words[0])))
    return parse_action(f"stop {move}".strip())


class CallKind(NamedTuple):
    """What differs between the two calls: the name, the words, how the input is read."""

    name: str  # "Crapette!" or "Stop!" (the notation's; ``call_name`` says it in the player's language)
    explain: Callable[[str, str], str]  # (judged action, offender) -> the dialog's body
    placeholder: str  # marked with N_, translated where shown
    what: str  # "moves" or "move", for the error line (marked with N_)
    read: Callable[[str], Action]  # the typed text -> the call; NotationError if unreadable


CRAPETTE_CALL = CallKind(
    "Crapette!",
    lambda judged, offender: _(
        "The call is founded if {judged} broke the order C1–C3, or if you show a combination "
        "{offender} missed: moves valid before {judged}, the last putting a card on a "
        "foundation. Type the moves (e.g. H3-H6 H6-F1), or nothing for a plain call.").format(
            judged=judged, offender=offender),
    N_("moves, e.g. H3-H6 H6-F1 (optional)"), N_("moves"), call_with)

NAMED_STOP = CallKind(
    "Stop!",
    lambda judged, offender: _(
        "If {judged} broke a priority rule, it is taken back and the move you name is played "
        "instead, when it is one of those the rule made mandatory; otherwise the program plays its "
        "standard choice. Type the move (e.g. H3-F1), or nothing for a plain Stop!.").format(judged=judged),
    N_("the move to play instead, e.g. H3-F1 (optional)"), N_("move"), stop_naming)


class CallDialog(Modal["Action | None"]):
    """A call on the last action, with what the caller types: enter to call, esc not to."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", N_("cancel"))]

    def __init__(self, kind: CallKind, caller: str, offender: str, judged: Action) -> None:
        super().__init__()
        self.kind = kind
        self.caller = caller
        self.offender = offender
        self.judged = judged

    def compose(self) -> ComposeResult:
        kind = self.kind
        name = call_name(kind.name)
        judged = owned(self.offender, _("{player}'s {action}"), _("the {action} of {player}"), action=self.judged)
        with Vertical(id="dialog"):
            yield Static(_("{caller} calls {call} on {judged}").format(caller=self.caller, call=name, judged=judged),
                         id="dialog-title", markup=False)
            yield Paragraph(kind.explain(str(self.judged), self.offender), id="dialog-body", markup=False)
            yield Input(placeholder=_(kind.placeholder), id="call-moves")
            yield Static(_("enter: call {call} · esc: do not call").format(call=name), id="call-keys", markup=False)

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def action_cancel(self) -> None:
        self.dismiss(None)

    @on(Input.Submitted)
    def submitted(self, event: Input.Submitted) -> None:
        try:
            call = self.kind.read(event.value)
        except NotationError as exc:
            what = _("Cannot read the moves: {error}.") if self.kind.what == "moves" else _(
                "Cannot read the move: {error}.")
            self.query_one("#call-keys", Static).update(what.format(error=exc))
            self.query_one("#call-keys").add_class("-error")
            return
        self.dismiss(call)


__all__ = ["CRAPETTE_CALL", "CallDialog", "CallKind", "NAMED_STOP", "call_with", "stop_naming"]
