"""Who calls? At three seats either opponent of the last action's author may call Stop!
(ruling 23), and the caller moves next: after ``!`` the caller presses their seat's
letter (s, w, n) or clicks their name. Only the seats that may call are offered;
esc calls nothing. One key more, never a question to think about.
"""

from __future__ import annotations

from collections.abc import Sequence

from textual.binding import Binding

from crapette.app.dialogs.base import ButtonSpec, Dialog
from crapette.app.view import Names, possessive, who
from crapette.engine.table import Seat, Table

#: The seat keys, by seat name (the first letter).
SEAT_KEYS = {"south": "s", "west": "w", "north": "n"}


def caller_buttons(table: Table, callers: Sequence[Seat], names: Names) -> list[ButtonSpec]:
    """One button per seat that may call, labelled with its key: ("south", "Ann (South) [s]", …)."""
    out: list[ButtonSpec] = []
    for seat in callers:
        word = table.seat_name(seat)
        out.append((word, f"{who(names, seat)} [{SEAT_KEYS[word]}]", "primary" if not out else "default"))
    out.append(("cancel", "No call [esc]", "default"))
    return out


class CallerScreen(Dialog):
    """Who calls Stop! (or Crapette!): dismissed with the caller's seat name, or "cancel"."""

    BINDINGS = [
        Binding("s", "pick('south')", "south", show=False),
        Binding("w", "pick('west')", "west", show=False),
        Binding("n", "pick('north')", "north", show=False),
        Binding("escape", "dismiss('cancel')", "no call"),
    ]

    def __init__(self, call_name: str, offender: str, table: Table, callers: Sequence[Seat], names: Names) -> None:
        self.seats = frozenset(table.seat_name(s) for s in callers)
        body = (f"Who calls {call_name} on {possessive(offender, 'last action')}? The caller plays next. "
                "Press your seat's key, or esc for no call.")
        super().__init__(f"Who calls {call_name}?", body, caller_buttons(table, callers, names))

    def action_pick(self, seat: str) -> None:
        """A seat's key: that seat calls, if it may (another seat's key does nothing)."""
        if seat in self.seats:
            self.dismiss(seat)


__all__ = ["CallerScreen", "SEAT_KEYS", "caller_buttons"]
