"""A stalemate by agreement: both players must say yes."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from crapette.app.view import who, Names


class StalemateScreen(ModalScreen[bool]):
    """A stalemate by agreement: both players must say yes."""

    BINDINGS = [
        Binding("s", "agree(0)", "South agrees"),
        Binding("n", "agree(1)", "North agrees"),
        Binding("escape", "dismiss(False)", "cancel"),
    ]

    def __init__(self, names: Names) -> None:
        super().__init__()
        self.names = names
        self.agreed = [False, False]

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static("End the game as a stalemate?", id="dialog-title")
            yield Static("A stalemate by agreement needs both players. Each counts 1 per hand and discard card "
                         "and 2 per reserve card; the lower count scores the difference.", id="dialog-body")
            with Horizontal(id="dialog-buttons"):
                yield Button(Content(f"{who(self.names, 0)} agrees [s]"), id="agree-0")
                yield Button(Content(f"{who(self.names, 1)} agrees [n]"), id="agree-1")
                yield Button(Content("Play on [esc]"), id="cancel", variant="primary")

    def action_agree(self, player: int) -> None:
        self.agreed[player] = True
        button = self.query_one(f"#agree-{player}", Button)
        button.label = Content(f"{who(self.names, player)} agreed ✓")
        button.variant = "success"
        button.disabled = True
        if all(self.agreed):
            self.dismiss(True)

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "cancel":
            self.dismiss(False)
        elif event.button.id in ("agree-0", "agree-1"):
            self.action_agree(int(event.button.id[-1]))



__all__ = ["StalemateScreen"]
