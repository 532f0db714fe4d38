"""A stalemate by agreement: both players must say yes."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Button, Static

from crapette.app.view import who, Names
from crapette.engine.table import SEAT_BY_ID, Seat
from crapette.i18n import N_, _
from crapette.app.dialogs.modal import Modal
from crapette.app.widgets.paragraph import Paragraph


class StalemateScreen(Modal[bool]):
    """A stalemate by agreement: both players must say yes."""

    BINDINGS = [
        Binding("s", "agree(0)", N_("South agrees")),
        Binding("n", "agree(1)", N_("North agrees")),
        Binding("w", "agree(2)", N_("West agrees")),  # three seats
        Binding("escape", "dismiss(False)", N_("cancel")),
    ]

    def __init__(self, names: Names, seats: tuple[Seat, ...] = (0, 1)) -> None:
        super().__init__()
        self.names = names
        self.seats = seats  # in the order of play: every one must agree
        self.agreed = {seat: False for seat in seats}

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(_("End the game as a stalemate?"), id="dialog-title")
            if len(self.seats) == 2:
                yield Paragraph(_("A stalemate by agreement needs both players. Each counts 1 per hand and discard card "
                               "and 2 per reserve card; the lower count scores the difference."), id="dialog-body")
            else:
                yield Paragraph(_("A stalemate by agreement needs all three players. Each counts 1 per hand and discard "
                               "card and 2 per reserve card; the lowest count scores the differences to the others."),
                             id="dialog-body")
            with Horizontal(id="dialog-buttons"):
                for seat in self.seats:
                    letter = SEAT_BY_ID[seat][0]
                    yield Button(Content(_("{player} agrees [{key}]").format(player=who(self.names, seat), key=letter)),
                                 id=f"agree-{seat}")
                yield Button(Content(_("Play on [esc]")), id="cancel", variant="primary")

    def action_agree(self, player: int) -> None:
        if player not in self.agreed:
            return  # west's key at a table of two
        self.agreed[player] = True
        button = self.query_one(f"#agree-{player}", Button)
        button.label = Content(_("{player} agreed ✓").format(player=who(self.names, player)))
        button.variant = "success"
        button.disabled = True
        if all(self.agreed.values()):
            self.dismiss(True)

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "cancel":
            self.dismiss(False)
        elif event.button.id in {f"agree-{seat}" for seat in self.seats}:
            self.action_agree(int(event.button.id[-1]))



__all__ = ["StalemateScreen"]
