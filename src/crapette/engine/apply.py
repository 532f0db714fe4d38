"""The one way cards move: an action's card movements applied to a position, and
undone exactly (issue 26), for ``Game`` and for the bots' scratch board alike.

As python-chess's ``push``/``pop`` over a state stack: ``apply`` moves the cards and
returns a small ``Change`` saying what else moving them changed; the caller keeps it on
its own stack, beside whatever it changes itself (``Game`` its counters, turn and
outcome; the scratch board its hashes), and hands it back to ``undo``. Moving cards
changes the piles and hands, and on some tables more: a face-down house card left on
top turns up (face-down-tableau), and the three-player table's events of ruling 23 —
the first house emptied leaves play, a joker showing on a reserve or turned from a
hand is set aside (``table_events.py`` says beforehand which an action sets off).
Who is to move, the counters and the outcome are the caller's business.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

from crapette.engine.actions import MOVE, TURN, Action
from crapette.engine.table import JOKER, Table

if TYPE_CHECKING:
    from crapette.engine.position import Position

# What a move changed besides its piles (bits of a Change) ...
#: a face-down house card was left on top and turned up
FLIPPED = 1
#: the joker showed on the reserve the card came from and was set aside
JOKER_ASIDE = 2
#: the house emptied was the first: it left play (the table before is in the Change)
HOUSE_LEFT = 4
# ... and what a turn changed (the mover's seat is kept above these bits)
#: the hand was empty: the discard was turned over into a new hand first
REFORMED = 8
#: the card turned was the joker: set aside, and the next card turned instead
JOKER_TURNED = 16
#: the joker was the hand's last card: the discard became the hand again first
REFORMED_AGAIN = 32
#: the joker was the last card of hand and discard: no card was turned
NONE_LEFT = 64
_SEAT_SHIFT = 8

#: what ``undo`` needs besides the action: bits, or the bits and the table before
Change: TypeAlias = "int | tuple[int, Table]"


def apply(pos: Position, action: Action) -> Change:
    """Move the cards of ``action`` (a move, a turn or a pass, legal for the mover) on
    ``pos``; the ``Change`` to hand to ``undo``."""
    kind = action.kind
    if kind == MOVE:
        piles = pos.piles
        src = action.src
        if action.count == 1:
            piles[action.dst].append(piles[src].pop())
        else:
            pile = piles[src]
            piles[action.dst].extend(pile[-action.count:])
            del pile[-action.count:]
        if pos.face_down or pos.table.special:
            return _after_move(pos, src)
        return 0
    if kind == TURN:
        return _turn(pos, pos.to_move)
    return 0


def undo(pos: Position, action: Action, change: Change) -> None:
    """Put back the cards ``apply`` moved (``pos`` as ``apply`` left it)."""
    kind = action.kind
    piles = pos.piles
    if kind == MOVE:
        src, dst = action.src, action.dst
        if change:
            if isinstance(change, tuple):
                bits, pos.table = change
            else:
                bits = change
            if bits & JOKER_ASIDE:
                piles[src].append(JOKER)
                pos.aside = pos.aside[:-1]
            if bits & FLIPPED:
                i = pos.table.house_index_of[src]
                fd = pos.face_down
                pos.face_down = fd[:i] + (fd[i] + 1,) + fd[i + 1:]
        if action.count == 1:
            piles[src].append(piles[dst].pop())
        else:
            pile = piles[dst]
            piles[src].extend(pile[-action.count:])
            del pile[-action.count:]
    elif kind == TURN:
        bits = change if isinstance(change, int) else change[0]
        p = bits >> _SEAT_SHIFT
        table = pos.table
        hand = pos.hands[p]
        if not bits & NONE_LEFT:
            hand.append(piles[table.hand_card_of[p]].pop())
        if bits & JOKER_TURNED:
            if bits & REFORMED_AGAIN:
                discard = piles[table.discard_of[p]]
                discard.extend(reversed(hand))
                hand.clear()
            hand.append(JOKER)
            pos.aside = pos.aside[:-1]
        if bits & REFORMED:
            discard = piles[table.discard_of[p]]
            discard.extend(reversed(hand))
            hand.clear()


def _after_move(pos: Position, src: int) -> Change:
    """A face-down card left on top of ``src`` turns up; the three-player table's events."""
    bits = 0
    table = pos.table
    piles = pos.piles
    fd = pos.face_down
    if fd and src in table.houses:
        i = table.house_index_of[src]
        hidden = fd[i]
        if hidden and len(piles[src]) == hidden:
            pos.face_down = fd[:i] + (hidden - 1,) + fd[i + 1:]
            bits = FLIPPED
    if table.special:
        pile = piles[src]
        if not pile:
            if table.houses_leave and not table.out and src in table.houses:
                pos.table = table.without_house(src)
                return (bits | HOUSE_LEFT, table)
        elif pile[-1] == JOKER and src in table.reserves:
            pos.aside += (pile.pop(),)
            bits |= JOKER_ASIDE
    return bits


def _turn(pos: Position, p: int) -> int:
    """Turn ``p``'s next hand card (re-forming the hand from the discard when it is
    empty); a joker turned is set aside and the next card turned instead (ruling 23)."""
    piles = pos.piles
    table = pos.table
    hand = pos.hands[p]
    bits = p << _SEAT_SHIFT
    if not hand:
        discard = piles[table.discard_of[p]]
        hand.extend(reversed(discard))
        discard.clear()
        bits |= REFORMED
    card = hand.pop()
    if card == JOKER:
        pos.aside += (card,)
        bits |= JOKER_TURNED
        if not hand:
            discard = piles[table.discard_of[p]]
            if discard:
                hand.extend(reversed(discard))
                discard.clear()
                bits |= REFORMED_AGAIN
        if not hand:
            return bits | NONE_LEFT
        card = hand.pop()
    piles[table.hand_card_of[p]].append(card)
    return bits


def reforms(change: Change) -> int:
    """How many times a turn re-formed the mover's hand from the discard (each begins a
    new hand cycle: the stalemate rule counts them)."""
    if not isinstance(change, int):
        return 0
    return bool(change & REFORMED) + bool(change & REFORMED_AGAIN)


__all__ = ["Change", "FLIPPED", "HOUSE_LEFT", "JOKER_ASIDE", "JOKER_TURNED", "NONE_LEFT", "REFORMED",
           "REFORMED_AGAIN", "apply", "reforms", "undo"]
