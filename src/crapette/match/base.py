"""A match as one interface, whoever plays it and wherever it is held.

A screen, a line interface or a test talks to a match only through ``Match``: it reads
the game on the table and who sits where, hands it the actions the people at this
terminal make, asks it for the computers' actions and calls, and puts into words the
events each change returns (``events.py``). The local kind (``local.LocalMatch``)
holds the game here, with the computer seats, the autosave and the records; a remote
kind (a client of a match server, issue 30) will answer the same questions from the
server's messages.

The match keeps no time: when a computer acts is the interface's choice (a pace, a
key to go on), so the same match serves a screen with timers and a script with none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from crapette.engine import Action, Game
from crapette.engine.table import Seat
from crapette.match.events import Event
from crapette.match.seats import Seats

if TYPE_CHECKING:
    from crapette.app.save import MatchOptions
    from crapette.bots import Call
    from crapette.engine import Record


class Match(Protocol):
    """What every kind of match answers (see the module docstring)."""

    @property
    def game(self) -> Game:
        """The game on the table: the one being played, or the one just finished until
        ``next_game``. Read it; change it only through the match."""
        ...

    @property
    def seats(self) -> Seats: ...

    @property
    def options(self) -> MatchOptions: ...

    @property
    def number(self) -> int:
        """The number of the game on the table in the match (1 for the first)."""
        ...

    @property
    def seed(self) -> int | None:
        """The seed the game on the table was dealt from (None: a set position)."""
        ...

    @property
    def totals(self) -> tuple[int, ...]:
        """The match's points by seat number."""
        ...

    @property
    def over(self) -> bool:
        """Whether the match is won (a new one begins at ``next_game``)."""
        ...

    @property
    def waiting(self) -> bool:
        """Whether the game on the table has ended and the next is not dealt yet."""
        ...

    @property
    def paused_by(self) -> Seat | None:
        """Who called Pause (the player to move keeps still), None when nobody has."""
        ...

    @property
    def elsewhere(self) -> tuple[Seat, ...]:
        """The seats played at other terminals (a remote match's other seats; () for the
        local kind): an interface does not prompt for them, it waits for ``incoming``."""
        ...

    def here(self, seat: Seat) -> bool:
        """Whether ``seat`` is played at this terminal (by a person or a computer)."""
        ...

    def incoming(self, timeout: float = 0.0) -> list[Event]:
        """What happened elsewhere since last asked (the other seats' actions and calls),
        waiting up to ``timeout`` seconds for it; always [] for the local kind."""
        ...

    def begin(self) -> list[Event]:
        """The match is on the table: the local kind saves it, the remote kind joins it."""
        ...

    def play(self, action: Action, seat: Seat | None = None) -> list[Event]:
        """Hand an action to the game for ``seat`` (the mover, or the caller of a call;
        None: the mover, or the opponent a plain call names)."""
        ...

    def undo(self, seat: Seat | None = None) -> list[Event]:
        """Strict mode: take back the last action (``undo_refusal`` says when not)."""
        ...

    def pause(self, caller: Seat) -> list[Event]: ...

    def go_on(self) -> list[Event]:
        """The caller of a Pause continues."""
        ...

    def agree_stalemate(self) -> list[Event]:
        """The game ends in a stalemate every player agreed to (at one keyboard, asked of
        the players and the computers by the interface first)."""
        ...

    def offer_draw(self, seat: Seat) -> list[Event]:
        """``seat`` offers a stalemate: the game ends so once every person has offered it
        (a ``SeatNotice`` "stalemate" until then) and no computer declines (a ``Refused``
        saying why: ``computer.accepts_stalemate``)."""
        ...

    def resign(self, seat: Seat) -> list[Event]:
        """``seat`` gives the game up (``Resigned``, then ``GameOver``)."""
        ...

    def next_game(self) -> list[Event]:
        """Deal the next game after one ended (a new match when the match is won)."""
        ...

    def computer_to_move(self) -> Seat | None:
        """The computer seat to move now, None when a person is (or the game is over)."""
        ...

    def think(self) -> Action:
        """The action of the computer to move; the game is not changed."""
        ...

    def computer_call(self) -> Call | None:
        """The call a computer makes on the last action now, if any (and after what delay
        it would make it, for an interface that keeps time)."""
        ...

    def record(self, game: Game | None = None) -> Record:
        """The record of ``game`` (default: the game on the table), names and seed in."""
        ...

    def saved_at(self) -> str | None:
        """Where the match can be resumed from (the local kind's save file, the remote
        kind's link), None when it is not kept."""
        ...

    def close(self) -> None:
        """Leave the match (it stays saved, to resume)."""
        ...


__all__ = ["Match"]
