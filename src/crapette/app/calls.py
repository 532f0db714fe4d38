"""Calls that say more than the call: Crapette! (variant crapette-call) may show the
combination the offender missed; Stop! may name the action to play instead (ruling 11).
Both are typed in the notation; the engine judges them (``Game.push``).
"""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from crapette.engine import MOVE, Action, NotationError, parse_action


def call_with(moves: str) -> Action:
    """The call showing ``moves`` ("H3-H6 H6-F1"; empty: a bare call); NotationError if unreadable."""
    return parse_action(f"crapette {moves}".strip())


def combination_problem(moves: str) -> str | None:
    """Why ``moves`` cannot be read as a combination of moves, or None."""
    for word in moves.split():
        try:
            action = parse_action(word)
        except NotationError as exc:
            return str(exc)
        if action.kind != MOVE:
            return f"{word!r} is not a move: show moves only (SRC-DST)"
    return None


class CallScreen(ModalScreen["Action | None"]):
    """Crapette! on the last action: an optional combination, enter to call, esc to take it back."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "cancel")]

    def __init__(self, caller: str, offender: str, judged: Action) -> None:
        super().__init__()
        self.caller = caller
        self.offender = offender
        self.judged = judged

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(f"{self.caller} calls Crapette! on {self.offender}'s {self.judged}", id="dialog-title",
                         markup=False)
            yield Static(
                f"The call is founded if {self.judged} broke the order C1–C3, or if you show a combination "
                f"{self.offender} missed: moves valid before {self.judged}, the last putting a card on a "
                "foundation. Type the moves (e.g. H3-H6 H6-F1), or nothing for a plain call.",
                id="dialog-body", markup=False)
            yield Input(placeholder="moves, e.g. H3-H6 H6-F1 (optional)", id="call-moves")
            yield Static("enter: call Crapette! · esc: do not call", id="call-keys", markup=False)

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def action_cancel(self) -> None:
        self.dismiss(None)

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        problem = combination_problem(event.value)
        if problem is not None:
            self.query_one("#call-keys", Static).update(f"Cannot read the moves: {problem}.")
            self.query_one("#call-keys").add_class("-error")
            return
        self.dismiss(call_with(event.value))


def stop_naming(move: str) -> Action:
    """Stop! naming ``move`` ("H3-F1"; empty: a plain Stop!); NotationError if unreadable."""
    words = move.split()
    if len(words) > 1:
        raise NotationError("name one move only (SRC-DST)")
    if words and parse_action(words[0]).kind != MOVE:
        raise NotationError(f"{words[0]!r} is not a move: name a move (SRC-DST)")
    return parse_action(f"stop {move}".strip())


class NamedStopScreen(ModalScreen["Action | None"]):
    """Stop! on the last action, naming the action to play instead: enter to call, esc not to."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "cancel")]

    def __init__(self, caller: str, offender: str, judged: Action) -> None:
        super().__init__()
        self.caller = caller
        self.offender = offender
        self.judged = judged

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(f"{self.caller} calls Stop! on {self.offender}'s {self.judged}", id="dialog-title",
                         markup=False)
            yield Static(
                f"If {self.judged} broke a priority rule, it is taken back and the move you name is played "
                "instead, when it is one of those the rule made mandatory; otherwise the program plays its "
                "standard choice. Type the move (e.g. H3-F1), or nothing for a plain Stop!.",
                id="dialog-body", markup=False)
            yield Input(placeholder="the move to play instead, e.g. H3-F1 (optional)", id="call-moves")
            yield Static("enter: call Stop! · esc: do not call", id="call-keys", markup=False)

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def action_cancel(self) -> None:
        self.dismiss(None)

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        try:
            call = stop_naming(event.value)
        except NotationError as exc:
            self.query_one("#call-keys", Static).update(f"Cannot read the move: {exc}.")
            self.query_one("#call-keys").add_class("-error")
            return
        self.dismiss(call)


__all__ = ["CallScreen", "NamedStopScreen", "call_with", "combination_problem", "stop_naming"]
