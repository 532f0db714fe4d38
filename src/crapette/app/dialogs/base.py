"""The base of the small dialogs: a centred box with a title, a body and buttons."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Button, Static

#: A button: its id (what the dialog is dismissed with), its label, its variant.
ButtonSpec = tuple[str, str, str]
OK_BUTTON: ButtonSpec = ("ok", "OK [enter]", "primary")


class Dialog(ModalScreen[str]):
    """A small centred box with a title, a body and buttons; keys shown on the buttons.
    Dismissed with the id of the button pressed (subclasses bind keys to the same)."""

    BINDINGS: ClassVar[list[BindingType]] = []

    def __init__(self, title: str, body: Text | str, buttons: list[ButtonSpec], kind: str = "") -> None:
        super().__init__(classes=kind)
        self.title_text = title
        self.body = body
        self.buttons = buttons

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(self.title_text, id="dialog-title", markup=False)
            with VerticalScroll(id="dialog-body-scroll"):
                yield Static(self.body, id="dialog-body", markup=False)
            with Horizontal(id="dialog-buttons"):
                for bid, label, variant in self.buttons:
                    yield Button(Content(label), id=bid, variant=variant)  # type: ignore[arg-type]

    def on_mount(self) -> None:
        if self.buttons:
            self.query_one(f"#{self.buttons[0][0]}", Button).focus()

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id or "")


__all__ = ["ButtonSpec", "Dialog", "OK_BUTTON"]
