"""Who sits where: one model of seats for any number of them, each a person or a
computer level. No Textual here.

The match options name each computer's seat and level at any table (``computers``);
saves written before kept a game of two in another form (``opponent`` + ``human_seat``),
which ``MatchOptions.from_json`` reads as the same seats. The names are kept as the saves keep them (English
for the seats' own names and the computers', ``view.name_of`` says them in the
player's language).
"""

from __future__ import annotations

from collections.abc import Mapping

from crapette.app.save import MatchOptions
from crapette.engine import Game
from crapette.engine.table import Seat, Table
from crapette.engine.values import Named


class Seats(Named):
    """The players of one table: their names by seat number, and the computer levels
    by seat (the seats not named there are people's). Written by hand, as
    ``engine/values.py`` says why."""

    __slots__ = ("order", "names", "levels")
    _names = __slots__

    order: tuple[Seat, ...]  # the seats in the order of play
    names: tuple[str, ...]  # indexed by seat number
    levels: Mapping[Seat, str]  # seat -> "computer:N"

    def __init__(self, order: tuple[Seat, ...], names: tuple[str, ...], levels: Mapping[Seat, str]) -> None:
        set_field = object.__setattr__
        set_field(self, "order", order)
        set_field(self, "names", names)
        set_field(self, "levels", levels)

    @classmethod
    def from_options(cls, options: MatchOptions, table: Table) -> Seats:
        return cls(tuple(table.seats), tuple(options.names), dict(options.computer_seats()))

    def plays(self, seat: Seat) -> bool:
        """Whether a computer sits at ``seat``."""
        return seat in self.levels

    def level(self, seat: Seat) -> str | None:
        return self.levels.get(seat)

    @property
    def humans(self) -> tuple[Seat, ...]:
        """The people's seats, in the order of play."""
        return tuple(s for s in self.order if s not in self.levels)

    @property
    def computers(self) -> tuple[Seat, ...]:
        return tuple(s for s in self.order if s in self.levels)

    @property
    def human(self) -> Seat | None:
        """The one person's seat against the computer (None when people share the table,
        or none plays)."""
        humans = self.humans
        return humans[0] if len(humans) == 1 and self.levels else None


class TableSeats:
    """The seats as the table controller asks about them (``selection.Computers``), for
    the game on the table now: which keys the people may use, who may call."""

    def __init__(self, seats: Seats, game: Game) -> None:
        self.seats = seats
        self.game = game

    @property
    def human(self) -> Seat | None:
        return self.seats.human

    def plays(self, seat: Seat) -> bool:
        return self.seats.plays(seat)

    def human_callers(self, game: Game) -> tuple[Seat, ...]:
        return tuple(s for s in game.stop_callers if not self.seats.plays(s))

    def human_may(self, action: str) -> bool:
        """Moves on a person's turn, a call when a person may make it, no stalemate offer
        against a computer (as ``computers.ComputerSeats.human_may``)."""
        game = self.game
        if action in ("stop", "crapette", "stop_naming"):
            return bool(self.human_callers(game))
        if action == "stalemate":
            return not self.seats.levels
        return not self.seats.plays(game.to_move)

    def prompt(self, seat: Seat, name: str, may_call: str | None) -> tuple[()]:
        """The board's prompt while a computer plays: a line interface says its own."""
        return ()


__all__ = ["Seats", "TableSeats"]
