"""A match server's refusals in the player's words (issue 30): the server sends a code
and the values it speaks of (``docs/protocol.md``, "Errors"), each client says it in its
own language, naming the players by their names where the client knows them. The
server's English ``message`` is said only for a code this client does not know (a newer
server's)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from crapette.engine.table import Seat
from crapette.engine.why import Why
from crapette.i18n import _
from crapette.words.names import Names, who

#: a seat's word in the protocol ("south") -> the seat, None for a word of no seat here
SeatOf = Callable[[Any], Seat | None]


def refusal_words(code: str, args: Mapping[str, Any], message: str, names: Names, seat_of: SeatOf,
                  why: Why | None = None) -> str:
    """The sentence for the server's refusal ``code`` with its ``args`` (``why``: an
    illegal action's reason, the engine's code read from them)."""

    def player(key: str) -> str | None:
        seat = seat_of(args.get(key))
        return who(names, seat) if seat is not None else None

    if code == "watcher":
        return _("You are watching: a watcher does not play.")
    if code == "not-your-seat":
        mover = player("mover")
        if mover is not None:
            return _("It is not your turn: {player} plays.").format(player=mover)
        return _("You play only your own seat: the other seats are played at their own terminals.")
    if code == "bad-request" and player("caller") is not None:
        return _("Only {player} continues: they called the Pause.").format(player=player("caller"))
    if code == "illegal" and why is not None:
        from crapette.words import say

        try:
            return _("Not allowed: {error}.").format(error=say(why))
        except (KeyError, TypeError, ValueError):  # a reason this client cannot say: the server's message
            pass
    if code == "late":
        return _("Too late: {action} had already been played when your call arrived.").format(
            action=str(args.get("first", "?"))[:40])
    if code == "stale":
        return _("The table changed before your action arrived: look again.")
    if code == "paused":
        return _("The game is paused: wait until the caller of the Pause continues.")
    if code == "over":
        return _("The game is over.")
    if code == "not-over":
        return _("The game is not over yet: the next is dealt when it ends.")
    if code == "not-away":
        seat = player("seat")
        if seat is not None:
            return _("{player} is here: the computer takes only the seat of a player who has gone.").format(
                player=seat)
    if code == "flood":
        return _("Too many messages at once: the server asks this client to slow down.")
    if code == "bad-token":
        return _("no match has this link (a mistyped link, or the match expired)")
    if code in ("full", "crowded"):
        return _("the server holds as many matches or connections as it may; try again later")
    if code == "version":
        return _("the server speaks another version of the protocol: use the same crapette on both sides")
    if code == "unknown-type":
        return _("the server does not know this request (an older crapette?): {reason}").format(reason=message[:200])
    return _("The server refused: {reason}.").format(reason=message[:300])


__all__ = ["refusal_words"]
