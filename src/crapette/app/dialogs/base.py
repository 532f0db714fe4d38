"""The base of the small dialogs: a centred box with a title, a body and buttons."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.widgets import Button, Static

from crapette.app.language import LanguageChanged
from crapette.i18n import N_, _
from crapette.app.dialogs.modal import Modal
from crapette.app.widgets.paragraph import Paragraph

#: A button: its id (what the dialog is dismissed with), its label, its variant.
ButtonSpec = tuple[str, str, str]
#: its label is translated where shown (``_(OK_BUTTON[1])``)
OK_BUTTON: ButtonSpec = ("ok", N_("OK [enter]"), "primary")


class Dialog(Modal[str]):
    """A small centred box with a title, a body and buttons; keys shown on the buttons.
    Dismissed with the id of the button pressed (subclasses bind keys to the same).

    A subclass that says its texts in ``words`` (not in ``__init__``) is said anew when the
    language changes; ``title_text`` and ``body`` always hold what is shown."""

    BINDINGS: ClassVar[list[BindingType]] = []

    def __init__(self, title: str, body: Text | str, buttons: list[ButtonSpec], kind: str = "") -> None:
        super().__init__(classes=kind)
        self.title_text = title
        self.body = body
        self.buttons = buttons

    def words(self) -> tuple[str, Text | str, list[ButtonSpec]]:
        """The title, the body and the buttons in the player's language (a subclass that
        builds them from its values says them here)."""
        return self.title_text, self.body, self.buttons

    def say(self) -> None:
        """Say the texts in the player's language now (``words``), kept in ``title_text`` and ``body``."""
        self.title_text, self.body, self.buttons = self.words()

    def compose(self) -> ComposeResult:
        self.say()
        with Vertical(id="dialog"):
            yield Paragraph(self.title_text, id="dialog-title", markup=False)
            with VerticalScroll(id="dialog-body-scroll"):
                yield Paragraph(self.body, id="dialog-body", markup=False)
            with Horizontal(id="dialog-buttons"):
                for bid, label, variant in self.buttons:
                    yield Button(Content(_(label)), id=bid, variant=variant)  # type: ignore[arg-type]

    def on_language_changed(self, _event: LanguageChanged) -> None:
        self.say()
        self.query_one("#dialog-title", Static).update(self.title_text)
        self.query_one("#dialog-body", Static).update(self.body)
        for bid, label, _variant in self.buttons:
            self.query_one(f"#{bid}", Button).label = Content(_(label))

    def on_mount(self) -> None:
        if self.buttons:
            self.query_one(f"#{self.buttons[0][0]}", Button).focus()

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id or "")


__all__ = ["ButtonSpec", "Dialog", "OK_BUTTON"]
