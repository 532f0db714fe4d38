"""Every computer seat of one game screen, as one opponent for the table.

A two-player match against the computer has one ``ComputerOpponent``; a three-player
match may have one or two, the humans hot-seat at the others. ``ComputerSeats`` holds
them and answers for all: which keys the humans may use now (their moves on their own
turns; Stop! when one of them may call), the prompt while a computer plays, and the
screen's events (follow, resume, pace), handed to each computer. Each computer calls
Stop! on its own when its player is vigilant (``ComputerOpponent``).
"""

from __future__ import annotations

from collections.abc import Mapping

from crapette.app.clock import Clock, Host
from crapette.app.computer import ComputerOpponent, PlayerFactory
from crapette.app.view import Span
from crapette.engine import Action, Game
from crapette.engine.table import Seat
from crapette.i18n import _, decimal

#: The keys that make a call.
CALL_ACTIONS = frozenset({"stop", "crapette", "stop_naming"})


class ComputerSeats:
    """The computers of one screen (see the module docstring)."""

    def __init__(self, levels: Mapping[Seat, str], pace: float, clock: Clock | None = None,
                 factory: PlayerFactory | None = None) -> None:
        self.computers = tuple(ComputerOpponent(level, seat, pace, factory=factory, clock=clock)
                               for seat, level in sorted(levels.items()))
        self.game: Game | None = None

    # --- who sits where ------------------------------------------------------------------

    @property
    def only(self) -> ComputerOpponent | None:
        """The one computer of a match against one computer (None with two)."""
        return self.computers[0] if len(self.computers) == 1 else None

    def plays(self, seat: Seat) -> bool:
        """Whether a computer sits at ``seat``."""
        return any(c.seat == seat for c in self.computers)

    def at(self, seat: Seat) -> ComputerOpponent | None:
        return next((c for c in self.computers if c.seat == seat), None)

    @property
    def human(self) -> Seat | None:
        """The one human's seat (undo goes back to their own last action); None when
        humans share the keyboard (each takes back only their own turn's actions)."""
        game = self.game
        if game is None:
            return None
        humans = [s for s in game.position.table.seats if not self.plays(s)]
        return humans[0] if len(humans) == 1 else None

    def resigner(self, game: Game) -> Seat:
        """Who resigns at ``r`` (``dialogs/stalemate.py``, offered on a human's turn): the
        human to move (else the next human in the order of play)."""
        seats = game.position.table.seats
        at = seats.index(game.to_move)
        return next(s for s in (seats[(at + i) % len(seats)] for i in range(len(seats))) if not self.plays(s))

    def human_callers(self, game: Game) -> tuple[Seat, ...]:
        """The seats at this keyboard that may call now, in the order of play."""
        return tuple(s for s in game.stop_callers if not self.plays(s))

    def human_may(self, action: str) -> bool:
        """Whether a human's key for ``action`` does something now: moves on a human's
        turn (``s`` too: a stalemate offered, a resignation), a call when a human may make it."""
        game = self.game
        if game is None:
            return True
        if action in CALL_ACTIONS:
            return bool(self.human_callers(game))
        return not self.plays(game.to_move)  # s too: the end of the game, offered on a human's turn

    # --- the screen's events, for each computer ----------------------------------------------

    def attach(self, host: Host) -> None:
        for c in self.computers:
            c.attach(host)

    def follow(self, game: Game, seed: int) -> None:
        self.game = game
        for c in self.computers:
            c.follow(game, seed)

    def resume(self) -> None:
        for c in self.computers:
            c.resume()

    def pause(self, on: bool) -> None:
        """A Pause (``pausing.py``): every computer's move and call waits until it ends."""
        for c in self.computers:
            c.pause(on)

    def change_pace(self, step: int) -> str:
        said = [c.change_pace(step) for c in self.computers]
        if len(said) == 1:
            return said[0]
        return _("The computers now play one action every {pace} s (+ faster, - slower).").format(
            pace=decimal(self.computers[-1].pace))

    def still_wanted(self, game: Game, action: Action) -> bool:
        return any(c.still_wanted(game, action) for c in self.computers)

    def fail(self, why: str) -> None:
        """Stop every computer (one refused action means a bug: the match waits)."""
        for c in self.computers:
            c.failed = why
        self.computers[0].fail(why)

    @property
    def busy(self) -> bool:
        return any(c.busy for c in self.computers)

    @property
    def pace(self) -> float:
        return self.computers[0].pace

    # --- what the screen shows ----------------------------------------------------------------

    def prompt(self, seat: Seat, name: str, may_call: str | None) -> tuple[Span, ...]:
        computer = self.at(seat)
        assert computer is not None, seat
        return computer.prompt(name, may_call)


__all__ = ["CALL_ACTIONS", "ComputerSeats"]
