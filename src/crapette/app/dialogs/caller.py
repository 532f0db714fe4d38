"""Who calls? At three seats either opponent of the last action's author may call Stop!
(ruling 23), and the caller moves next: after ``!`` the caller presses their seat's
letter (s, w, n) or clicks their name. Only the seats that may call are offered;
esc calls nothing. One key more, never a question to think about.
"""

from __future__ import annotations

from collections.abc import Sequence

from textual.binding import Binding

from crapette.app.dialogs.base import ButtonSpec, Dialog
from crapette.app.dialogs.verdict import call_name, owned
from crapette.app.view import Names, who
from crapette.engine.table import Seat, Table
from crapette.i18n import N_, _

#: The seat keys, by seat name (the first letter).
SEAT_KEYS = {"south": "s", "west": "w", "north": "n"}


def caller_buttons(table: Table, callers: Sequence[Seat], names: Names) -> list[ButtonSpec]:
    """One button per seat that may call, labelled with its key: ("south", "Ann (South) [s]", …)."""
    out: list[ButtonSpec] = []
    for seat in callers:
        word = table.seat_name(seat)
        out.append((word, f"{who(names, seat)} [{SEAT_KEYS[word]}]", "primary" if not out else "default"))
    out.append(("cancel", N_("No call [esc]"), "default"))
    return out


class CallerScreen(Dialog):
    """Who calls Stop! (or Crapette!): dismissed with the caller's seat name, or "cancel"."""

    BINDINGS = [
        Binding("s", "pick('south')", N_("south"), show=False),
        Binding("w", "pick('west')", N_("west"), show=False),
        Binding("n", "pick('north')", N_("north"), show=False),
        Binding("escape", "dismiss('cancel')", N_("no call")),
    ]

    def __init__(self, call_name: str, offender: str, table: Table, callers: Sequence[Seat], names: Names) -> None:
        self.seats = frozenset(table.seat_name(s) for s in callers)
        self.call = call_name
        self.offender = offender
        super().__init__("", "", caller_buttons(table, callers, names))
        self.say()

    def words(self) -> tuple[str, str, list[ButtonSpec]]:
        call = call_name(self.call)
        last = owned(self.offender, _("{player}'s last action"), _("the last action of {player}"))
        body = _("Who calls {call} on {last_action}? The caller plays next. Press your seat's key, or esc for "
                 "no call.").format(call=call, last_action=last)
        return _("Who calls {call}?").format(call=call), body, self.buttons

    def action_pick(self, seat: str) -> None:
        """A seat's key: that seat calls, if it may (another seat's key does nothing)."""
        if seat in self.seats:
            self.dismiss(seat)


__all__ = ["CallerScreen", "SEAT_KEYS", "caller_buttons"]
