"""What happened in a match, as values: an action played (a call with its verdict), an
action refused, a resignation, actions taken back, a Pause, the end of a game, the next
deal.

A match returns these from every change; a screen or a line interface puts them into
words (in the player's language, at the moment it shows them). They carry codes and
positions, no sentence, but for ``Refused.reason`` (the engine's refusal, already
worded) and ``Trouble`` (a file the system would not write).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from crapette.engine import Action, Game, Outcome, Position, Violation
from crapette.engine.table import Seat
from crapette.engine.values import Named

if TYPE_CHECKING:
    from crapette.engine.stop import Verdict
    from crapette.engine.why import Why


class _Event(Named):
    """A match's event, an immutable value. Written by hand (``engine/values.py``): ten
    frozen dataclasses compiled their methods at every start of the app (~50 M
    instructions, 4 % of the start-up)."""

    __slots__ = ()


class Played(_Event):
    """An action the game took: who made it (the caller, for a call), the position it
    was played from, and for a call the verdict and the position the judged action was
    played from."""

    __slots__ = ("seat", "action", "before", "verdict", "judged_before", "by_computer")
    _names = __slots__

    seat: Seat
    action: Action
    before: Position
    verdict: Verdict | None
    judged_before: Position | None
    by_computer: bool

    def __init__(self, seat: Seat, action: Action, before: Position, verdict: Verdict | None = None,
                 judged_before: Position | None = None, by_computer: bool = False) -> None:
        set_field = object.__setattr__
        set_field(self, "seat", seat)
        set_field(self, "action", action)
        set_field(self, "before", before)
        set_field(self, "verdict", verdict)
        set_field(self, "judged_before", judged_before)
        set_field(self, "by_computer", by_computer)


class Refused(_Event):
    """An action the game did not take: strict mode's priority refusal (``violation``), an
    illegal action, a move during a Pause."""

    __slots__ = ("seat", "action", "reason", "violation", "whole", "why")
    _names = __slots__

    seat: Seat
    action: Action | None  # None: a request that is no action (an undo, a Pause)
    reason: str
    violation: Violation | None
    whole: bool  # the reason is a whole sentence (not the engine's refusal of the action)
    why: Why | None  # the engine's refusal as a code (a server sends it so, each client words it)

    def __init__(self, seat: Seat, action: Action | None, reason: str, violation: Violation | None = None,
                 whole: bool = False, why: Why | None = None) -> None:
        set_field = object.__setattr__
        set_field(self, "seat", seat)
        set_field(self, "action", action)
        set_field(self, "reason", reason)
        set_field(self, "violation", violation)
        set_field(self, "whole", whole)
        set_field(self, "why", why)


class Resigned(_Event):
    """A player gave the game up (``Match.resign``): ``winner`` wins as if every other
    player had run out of cards; the ``GameOver`` follows."""

    __slots__ = ("seat", "winner")
    _names = __slots__

    seat: Seat
    winner: Seat

    def __init__(self, seat: Seat, winner: Seat) -> None:
        set_field = object.__setattr__
        set_field(self, "seat", seat)
        set_field(self, "winner", winner)


class TakenBack(_Event):
    """Strict mode's undo: the actions taken back, the latest first."""

    __slots__ = ("seat", "actions", "after")
    _names = __slots__

    seat: Seat | None
    actions: tuple[Action, ...]
    after: Position  # the position once they are taken back

    def __init__(self, seat: Seat | None, actions: tuple[Action, ...], after: Position) -> None:
        set_field = object.__setattr__
        set_field(self, "seat", seat)
        set_field(self, "actions", actions)
        set_field(self, "after", after)


class PauseCalled(_Event):
    __slots__ = ("caller", "mover")
    _names = __slots__

    caller: Seat
    mover: Seat

    def __init__(self, caller: Seat, mover: Seat) -> None:
        set_field = object.__setattr__
        set_field(self, "caller", caller)
        set_field(self, "mover", mover)


class PauseEnded(_Event):
    __slots__ = ("caller", "mover")
    _names = __slots__

    caller: Seat
    mover: Seat

    def __init__(self, caller: Seat, mover: Seat) -> None:
        set_field = object.__setattr__
        set_field(self, "caller", caller)
        set_field(self, "mover", mover)


class GameOver(_Event):
    """A game ended: its number in the match, the finished game and its seed; whether it
    ended the match."""

    __slots__ = ("number", "outcome", "game", "seed", "match_over")
    _names = __slots__

    number: int
    outcome: Outcome
    game: Game
    seed: int | None
    match_over: bool

    def __init__(self, number: int, outcome: Outcome, game: Game, seed: int | None, match_over: bool) -> None:
        set_field = object.__setattr__
        set_field(self, "number", number)
        set_field(self, "outcome", outcome)
        set_field(self, "game", game)
        set_field(self, "seed", seed)
        set_field(self, "match_over", match_over)


class GameBegins(_Event):
    """The next deal is on the table (``new_match``: the match was over, a new one began)."""

    __slots__ = ("number", "seed", "starter", "new_match")
    _names = __slots__

    number: int
    seed: int | None
    starter: Seat
    new_match: bool

    def __init__(self, number: int, seed: int | None, starter: Seat, new_match: bool = False) -> None:
        set_field = object.__setattr__
        set_field(self, "number", number)
        set_field(self, "seed", seed)
        set_field(self, "starter", starter)
        set_field(self, "new_match", new_match)


class Trouble(_Event):
    """A file the match could not write (the save, a record, the finished games); the
    game goes on. The text is the system's, already worded."""

    __slots__ = ("text",)
    _names = __slots__

    text: str

    def __init__(self, text: str) -> None:
        object.__setattr__(self, "text", text)


class SeatNotice(_Event):
    """A remote match's news of a seat (``remote.RemoteMatch``), as a code: ``away`` (its
    player's connection is gone; the match waits), ``joined`` (its player came for the
    first time), ``back``, ``computer`` (a computer
    took it over: ``level``), ``stalemate`` (its player offers a stalemate), ``synced``
    (this client's table was read again from the server, after a lost connection)."""

    __slots__ = ("seat", "code", "level")
    _names = __slots__

    seat: Seat | None
    code: str
    level: str | None

    def __init__(self, seat: Seat | None, code: str, level: str | None = None) -> None:
        set_field = object.__setattr__
        set_field(self, "seat", seat)
        set_field(self, "code", code)
        set_field(self, "level", level)


Event = (Played | Refused | Resigned | TakenBack | PauseCalled | PauseEnded | GameOver | GameBegins | Trouble
         | SeatNotice)

__all__ = ["Event", "GameBegins", "GameOver", "PauseCalled", "PauseEnded", "Played", "Refused", "Resigned", "SeatNotice",
           "TakenBack", "Trouble"]
