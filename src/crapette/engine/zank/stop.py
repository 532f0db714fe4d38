"""Wegner's Stop, carried out (ruling 24): "Der (angefangene oder vollendete) fehlerhafte
Zug ist dann zurückzunehmen, bei leerer Ablage ist die oberste Karte der Quelle auf die
Ablage zu legen, und der Rufer kommt an die Reihe."

``Game`` has already taken the faulty action back; this settles the table after it.
"""

from __future__ import annotations

from crapette.engine.position import Position
from crapette.engine.table import Seat
from crapette.engine.zank.deal import start_discard


def settle_founded_stop(pos: Position, offender: Seat, caller: Seat, skipped: bool) -> Seat:
    """After the faulty action is taken back: a card the offender still holds from their
    source goes back on it unless they called on themselves and play on (they place it again,
    rightly);
    an empty discard of the offender gets the source's top card; the caller plays next, or,
    if they are to miss this turn for an earlier wrong call ("gleichgültig, ob er durch
    Reihenfolge oder durch Stop-Ruf zum Zuge kommt"), the seat after them. Returns who plays."""
    t, piles = pos.table, pos.piles
    held = piles[t.hand_card_of[offender]]
    if held and (caller != offender or skipped):  # a self-call while missing a turn: the turn passes
        pos.hands[offender].append(held.pop())
    if not piles[t.discard_of[offender]] and not held:
        start_discard(pos, offender)  # the joker (three players) is set aside on the way
    nxt = t.next_seat(caller) if skipped else caller
    pos.to_move = nxt
    pos.turn_start = True
    return nxt


__all__ = ["settle_founded_stop"]
