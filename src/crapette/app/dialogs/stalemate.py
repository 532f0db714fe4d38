"""Ending a game before its end (``s``): a stalemate by agreement, or a resignation.

A stalemate needs every player: each person at the keyboard presses their seat's key; a
computer has answered already, by the rule ``computer.accepts_stalemate`` says (shown in
the dialog). A resignation is one player's: ``r`` twice (a slip of the finger must not
end a game). The dialog answers "stalemate", "resign" or None (play on).
"""

from __future__ import annotations

from collections.abc import Mapping

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Button, Static

from crapette.app.view import Names, short_name, who
from crapette.engine.table import SEAT_BY_ID, Seat
from crapette.i18n import N_, _
from crapette.app.dialogs.modal import Modal
from crapette.app.widgets.paragraph import Paragraph

#: What the dialog answers.
AGREED, RESIGNED = "stalemate", "resign"


class Resignation:
    """Who would resign (``r``), who would win and the points they would score."""

    __slots__ = ("seat", "winner", "points")

    def __init__(self, seat: Seat, winner: Seat, points: int) -> None:
        self.seat, self.winner, self.points = seat, winner, points


class StalemateScreen(Modal[str]):
    """A stalemate by agreement (every player must say yes), or a resignation."""

    BINDINGS = [
        Binding("s", "agree(0)", N_("South agrees")),
        Binding("n", "agree(1)", N_("North agrees")),
        Binding("w", "agree(2)", N_("West agrees")),  # three seats
        Binding("r", "resign", N_("resign")),
        Binding("escape", "dismiss(None)", N_("cancel")),
    ]

    def __init__(self, names: Names, seats: tuple[Seat, ...] = (0, 1), computers: Mapping[Seat, bool] | None = None,
                 resignation: Resignation | None = None, computer_words: str = "") -> None:
        super().__init__()
        self.names = names
        self.seats = seats  # in the order of play: every one must agree
        self.computers = dict(computers or {})  # each computer's answer, given already
        self.resignation = resignation
        self.computer_words = computer_words  # why each computer answers as it does
        self.agreed = {seat: self.computers.get(seat, False) for seat in seats}
        self.declined = any(not yes for yes in self.computers.values())
        self.resign_asked = False

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(_("End the game?"), id="dialog-title")
            if len(self.seats) == 2:
                body = _("A stalemate by agreement needs both players. Each counts 1 per hand and discard card "
                         "and 2 per reserve card; the lower count scores the difference.")
            else:
                body = _("A stalemate by agreement needs all three players. Each counts 1 per hand and discard "
                         "card and 2 per reserve card; the lowest count scores the differences to the others.")
            if self.computer_words:
                body += "\n" + self.computer_words
            resign = self.resignation
            if resign is not None:
                body += "\n" + _("Or {player} resigns: {winner} wins, scoring {points} as if {player} had run out "
                                 "of cards (r twice).").format(player=who(self.names, resign.seat),
                                                               winner=who(self.names, resign.winner),
                                                               points=resign.points)
            yield Paragraph(body, id="dialog-body")
            with Horizontal(id="dialog-buttons"):
                for seat in self.seats:
                    if seat in self.computers:
                        label = (_("{player} agreed ✓") if self.computers[seat] else _("{player} declines")).format(
                            player=self.button_name(seat))
                        yield Button(Content(label), id=f"agree-{seat}", disabled=True,
                                     variant="success" if self.computers[seat] else "error")
                        continue
                    letter = SEAT_BY_ID[seat][0]
                    yield Button(Content(_("{player} agrees [{key}]").format(player=self.button_name(seat), key=letter)),
                                 id=f"agree-{seat}", disabled=self.declined)
            with Horizontal(id="dialog-buttons-end", classes="dialog-buttons"):
                if resign is not None:
                    yield Button(Content(_("{player} resigns [r]").format(player=who(self.names, resign.seat))),
                                 id="resign", variant="warning")
                yield Button(Content(_("Play on [esc]")), id="cancel", variant="primary")

    def button_name(self, seat: Seat) -> str:
        """A player on a button: with three side by side, in few cells (« Ann », « Ordinateur 3 »)."""
        return who(self.names, seat) if len(self.seats) == 2 else short_name(self.names[seat], seat)

    def action_agree(self, player: int) -> None:
        if player not in self.agreed or player in self.computers or self.declined:
            return  # west's key at a table of two; a computer answers for itself
        self.agreed[player] = True
        button = self.query_one(f"#agree-{player}", Button)
        button.label = Content(_("{player} agreed ✓").format(player=self.button_name(player)))
        button.variant = "success"
        button.disabled = True
        button.refresh(layout=True)  # the new label's width
        if all(self.agreed.values()):
            self.dismiss(AGREED)

    def action_resign(self) -> None:
        """r: asks again; the second r resigns."""
        if self.resignation is None:
            return
        if not self.resign_asked:
            self.resign_asked = True
            button = self.query_one("#resign", Button)
            button.label = Content(_("Press r again to resign"))
            button.refresh(layout=True)  # the new label's width
            return
        self.dismiss(RESIGNED)

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "cancel":
            self.dismiss(None)
        elif event.button.id == "resign":
            self.action_resign()
        elif event.button.id in {f"agree-{seat}" for seat in self.seats}:
            self.action_agree(int(event.button.id[-1]))


__all__ = ["AGREED", "RESIGNED", "Resignation", "StalemateScreen"]
