"""Pause (Wegner, ``001``: "Beim Ruf 'Pause' muß der am Zuge befindliche Spieler
stillhalten, bis der Rufer 'Weiter' ruft oder ein Spieler 'Stop' ruft").

Any player may call Pause: the player to move can then do nothing until the caller
continues or someone calls Stop!. It is not an action of the record (ruling 24): the
controller keeps who called (``paused_by``), the board shows it in the banner. It is
offered in Zank-Patience (at one keyboard the caller is the mover's opponent) and in
every game against the computer while a computer is to move (the human pauses it: its
scheduled move waits). No Textual here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from crapette.app.view import name_of
from crapette.engine.table import Seat
from crapette.i18n import _

if TYPE_CHECKING:
    from crapette.app.selection import Selection

def pause_callers(sel: Selection) -> tuple[Seat, ...]:
    """Who may call Pause when z is pressed now, in the order of play: in Zank-Patience
    every player at this keyboard but the mover (three seats: z then the seat's key);
    against the computer, while it plays, the human."""
    game = sel.game
    if game.outcome is not None:
        return ()
    mover = game.to_move
    computers = sel.computers
    if not sel.game_type.pause:
        if computers is None:
            return ()  # two people at the standard game: no Pause
        human = computers.human
        return (human,) if human is not None and computers.plays(mover) else ()
    seats = sel.table.seats
    return tuple(s for s in seats if s != mover and (computers is None or not computers.plays(s)))


def pause_caller(sel: Selection) -> Seat | None:
    """Who calls Pause when z is pressed now (the first that may), or None when it is not offered."""
    callers = pause_callers(sel)
    return callers[0] if callers else None


def pause_banner(sel: Selection, caller: Seat) -> str:
    """The banner during a Pause: unmistakable, and the way out."""
    names = sel.names
    return _("║ PAUSE ({caller}): {player} keeps still · z continue · ! Stop! ║").format(
        caller=name_of(names, caller), player=name_of(names, sel.game.to_move))


__all__ = ["pause_banner", "pause_caller", "pause_callers"]
