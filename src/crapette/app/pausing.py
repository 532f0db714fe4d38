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

from crapette.app.keys import key_state, refusal
from crapette.app.view import name_of, who
from crapette.engine.table import Seat
from crapette.i18n import _

if TYPE_CHECKING:
    from crapette.app.selection import Selection

#: The keys that still act during a Pause: Continue and Stop!, and those that change
#: nothing on the table.
DURING_PAUSE = frozenset({"pause", "stop", "crapette", "help", "rules", "toggle_log", "stats", "pace"})


def pause_callers(sel: Selection) -> tuple[Seat, ...]:
    """Who may call Pause when z is pressed now, in the order of play: in Zank-Patience
    every player at this keyboard but the mover (three seats: z then the seat's key);
    against the computer, while it plays, the human."""
    game = sel.game
    if game.outcome is not None:
        return ()
    mover = game.to_move
    computers = sel.opponent
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


def pause_key_state(sel: Selection, action: str, parameters: tuple[object, ...]) -> bool | None:
    """``keys.key_state``, and z: True when it pauses or continues now, False (hidden)
    when Pause is not offered; during a Pause every other key but a call is greyed."""
    paused = getattr(sel, "paused_by", None)
    if action == "pause":
        return paused is not None or pause_caller(sel) is not None
    state = key_state(sel, action, parameters)
    if paused is not None and action not in DURING_PAUSE and state is not False:
        return None  # greyed while paused; a key hidden in this game stays hidden
    return state


def pause_refusal(sel: Selection, action: str, parameters: tuple[object, ...]) -> str:
    """``keys.refusal``, and why z or a key during a Pause does nothing."""
    paused = getattr(sel, "paused_by", None)
    if action == "pause" and paused is None:
        return _("Pause is called by a player waiting (Zank-Patience), or against the computer while it plays.")
    if paused is None or action in DURING_PAUSE:
        return refusal(sel, action, parameters)
    names = sel.names
    return _("Pause: {player} keeps still until {caller} continues (z) or someone calls Stop! (!).").format(
        player=who(names, sel.game.to_move), caller=who(names, paused))


def pause_banner(sel: Selection, caller: Seat) -> str:
    """The banner during a Pause: unmistakable, and the way out."""
    names = sel.names
    return _("║ PAUSE ({caller}): {player} keeps still · z continue · ! Stop! ║").format(
        caller=name_of(names, caller), player=name_of(names, sel.game.to_move))


__all__ = ["DURING_PAUSE", "pause_banner", "pause_caller", "pause_callers", "pause_key_state", "pause_refusal"]
