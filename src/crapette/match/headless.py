"""A remote seat or a watcher without a screen (`crapette join … --no-ui`, `crapette
watch … --no-ui`): each event said as one line, the seat's computer (``--as``) playing
as soon as it is its turn, the next game dealt at once; it ends when the match is won
(or the connection is lost for good)."""

from __future__ import annotations

from collections.abc import Callable

from crapette.app.selection import seat_names
from crapette.app.view import who
from crapette.i18n import _
from crapette.match.events import Event, GameOver, Refused
from crapette.match.remote import RemoteError, RemoteMatch
from crapette.plain.tell import end_lines, event_lines

#: seconds between two looks at what arrived, when nothing is to be done here
POLL = 0.5


def run_headless(match: RemoteMatch, say: Callable[[str], None], pace: float = 0.0) -> int:
    """Follow (and, with a computer seat, play) the match until it is won; 0, or 1 when
    the connection was lost for good."""
    import time

    try:
        match.connect()
        names = seat_names(match.game, match.options.names)
        seat = match.you
        say(_("Joined the match as {seat}.").format(seat=who(names, seat)) if seat is not None
            else _("Watching the match."))

        def tell(events: list[Event]) -> None:
            for event in events:
                if isinstance(event, GameOver):
                    lines = end_lines(event, names, match.totals, match.options.target, None)
                else:
                    lines = event_lines(event, names)
                for line in lines:
                    say(line)

        while True:
            if match.waiting:
                if match.over:
                    return 0
                if match.level is not None:
                    tell(match.next_game())
                tell(match.incoming(POLL))
                continue
            call = match.computer_call()
            if call is not None:
                tell(match.play(call.action, call.seat))
                continue
            if match.computer_to_move() is not None:
                if pace:
                    time.sleep(pace)
                    tell(match.incoming(0))
                    if match.computer_to_move() is None:
                        continue
                action = match.think()
                events = match.play(action)
                tell(events)
                if any(isinstance(e, Refused) and e.action == action for e in events):
                    tell(match.incoming(POLL))  # the table moved on meanwhile (a call): think again
                continue
            tell(match.incoming(POLL))
    except RemoteError as exc:
        say(str(exc))
        return 1
    finally:
        match.close()


__all__ = ["run_headless"]
