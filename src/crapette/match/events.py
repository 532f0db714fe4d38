"""What happened in a match, as values: an action played (a call with its verdict), an
action refused, a resignation, actions taken back, a Pause, the end of a game, the next
deal.

A match returns these from every change; a screen or a line interface puts them into
words (in the player's language, at the moment it shows them). They carry codes and
positions, no sentence, but for ``Refused.reason`` (the engine's refusal, already
worded) and ``Trouble`` (a file the system would not write).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from crapette.engine import Action, Game, Outcome, Position, Violation
from crapette.engine.table import Seat

if TYPE_CHECKING:
    from crapette.engine.stop import Verdict
    from crapette.engine.why import Why


@dataclass(frozen=True)
class Played:
    """An action the game took: who made it (the caller, for a call), the position it
    was played from, and for a call the verdict and the position the judged action was
    played from."""

    seat: Seat
    action: Action
    before: Position
    verdict: Verdict | None = None
    judged_before: Position | None = None
    by_computer: bool = False


@dataclass(frozen=True)
class Refused:
    """An action the game did not take: strict mode's priority refusal (``violation``), an
    illegal action, a move during a Pause."""

    seat: Seat
    action: Action | None  # None: a request that is no action (an undo, a Pause)
    reason: str
    violation: Violation | None = None
    whole: bool = False  # the reason is a whole sentence (not the engine's refusal of the action)
    why: Why | None = None  # the engine's refusal as a code (a server sends it so, each client words it)


@dataclass(frozen=True)
class Resigned:
    """A player gave the game up (``Match.resign``): ``winner`` wins as if every other
    player had run out of cards; the ``GameOver`` follows."""

    seat: Seat
    winner: Seat


@dataclass(frozen=True)
class TakenBack:
    """Strict mode's undo: the actions taken back, the latest first."""

    seat: Seat | None
    actions: tuple[Action, ...]
    after: Position  # the position once they are taken back


@dataclass(frozen=True)
class PauseCalled:
    caller: Seat
    mover: Seat


@dataclass(frozen=True)
class PauseEnded:
    caller: Seat
    mover: Seat


@dataclass(frozen=True)
class GameOver:
    """A game ended: its number in the match, the finished game and its seed; whether it
    ended the match."""

    number: int
    outcome: Outcome
    game: Game
    seed: int | None
    match_over: bool


@dataclass(frozen=True)
class GameBegins:
    """The next deal is on the table (``new_match``: the match was over, a new one began)."""

    number: int
    seed: int | None
    starter: Seat
    new_match: bool = False


@dataclass(frozen=True)
class Trouble:
    """A file the match could not write (the save, a record, the finished games); the
    game goes on. The text is the system's, already worded."""

    text: str


@dataclass(frozen=True)
class SeatNotice:
    """A remote match's news of a seat (``remote.RemoteMatch``), as a code: ``away`` (its
    player's connection is gone; the match waits), ``joined`` (its player came for the
    first time), ``back``, ``computer`` (a computer
    took it over: ``level``), ``stalemate`` (its player offers a stalemate), ``synced``
    (this client's table was read again from the server, after a lost connection)."""

    seat: Seat | None
    code: str
    level: str | None = None


Event = (Played | Refused | Resigned | TakenBack | PauseCalled | PauseEnded | GameOver | GameBegins | Trouble
         | SeatNotice)

__all__ = ["Event", "GameBegins", "GameOver", "PauseCalled", "PauseEnded", "Played", "Refused", "Resigned", "SeatNotice",
           "TakenBack", "Trouble"]
