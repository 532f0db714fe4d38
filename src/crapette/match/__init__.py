"""A match as one interface (``base.Match``): the game, who sits where, the computers'
actions, the save and the record, and the events each change returns. ``LocalMatch``
holds it in this process; ``remote.RemoteMatch`` is a client of a match server
(``crapette.server``), imported where it is used (it loads ``websockets``)."""

from crapette.match.base import Match
from crapette.match.events import (
    Event, GameBegins, GameOver, PauseCalled, PauseEnded, Played, Refused, Resigned, SeatNotice, TakenBack, Trouble,
)
from crapette.match.local import LocalMatch
from crapette.match.seats import Seats, TableSeats

__all__ = ["Event", "GameBegins", "GameOver", "LocalMatch", "Match", "PauseCalled", "PauseEnded", "Played",
           "Refused", "Resigned", "SeatNotice", "Seats", "TableSeats", "TakenBack", "Trouble"]
