"""Variant ``touch`` (ruling 20, 000's "Stop or Touch"): an attempted illegal move, or a
picked-up card that cannot legally move, is a fault the opponent may call Stop! on.

"En Amérique du Nord, il est parfois appelé Stop ou Touch, car lorsqu'un joueur fait un
coup illégal, ou dans certaines versions même touche une carte qui ne peut pas être
légalement déplacée, l'adversaire peut arrêter le jeu et prendre la main." (000)

The attempt is an action of the record, ``touch SRC-DST`` (the move tried) or
``touch SRC`` (the card picked up): nothing moves, and the mover goes on. The opponent
may call Stop! on it until the next action, like on any action; the call is always
founded: nothing is taken back (nothing moved), the offender's turned hand card goes
onto their discard, their turn ends and the caller plays next.

Wegner's game (ruling 27) records ``touch SRC`` too, since picking a card up begins a
move: a Stop! on it is founded when a move numbered lower than all of the card's own
was possible (``zank/looking.py``). A card dropped where it may not lie is no fault
there: it is simply taken back, so ``touch SRC-DST`` is no action of his game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from collections.abc import Sequence

from crapette.engine.actions import MOVE, MOVES, Action, touch
from crapette.engine.gametype import Family
from crapette.engine.position import Position
from crapette.engine.rules import illegal_reason
from crapette.engine.violation import Violation
from crapette.engine.why import N_, Why
from crapette.lazy import lazy_module

if TYPE_CHECKING:
    from crapette.engine import stop
    from crapette.engine.zank import looking
else:  # loaded at its first use: start-up does not need it
    stop = lazy_module("crapette.engine.stop")
    looking = lazy_module("crapette.engine.zank.looking")

#: the rule identifier of a touch fault in a Stop! verdict
TOUCH_RULE = "touch"
TOUCH_TITLE = N_("an attempted illegal move, or a card picked up that cannot move")
#: Wegner's game (ruling 27): picking a card up begins a move
WEGNER_TOUCH_TITLE = N_("a card picked up while a move numbered lower than all of its own was possible")


def _wegner(pos: Position) -> bool:
    """Wegner's game (ruling 27): picking a card up begins a move; a bad drop is no fault."""
    return pos.rules.game.family is Family.ZANK


def touching(pos: Position) -> bool:
    """Whether an attempt is an action here: the variant touch, or Wegner's game, where
    "merely touching a pile with a finger or with a card" begins a move (ruling 24)."""
    return pos.rules.touch  # Wegner's game sets it (zank_patience.zank_setup)


def touch_fault(pos: Position, action: Action, legal: Sequence[Action]) -> Why | None:
    """Why the attempt ``action`` (a TOUCH) is a fault, or None when it is none (the
    move is legal, or there is no card to pick up). Wegner's game (ruling 27): a drop
    where the card may not lie is no fault (it is simply taken back), and a card picked
    up is one when a move numbered lower than all of its own was possible."""
    src, dst = action.src, action.dst
    if not pos.piles[src]:
        return None
    if _wegner(pos):
        return None if dst >= 0 else looking.pickup_fault(pos, legal, src)
    if dst >= 0:
        tried = MOVES[src][dst]
        if any(a.kind == MOVE and a.src == src and a.dst == dst and a.count == 1 for a in legal):
            return None  # (Zank-Patience: the same move with an announcement)
        why = (pos.rules.refusal or illegal_reason)(pos, tried) or Why("touch.not-in-variants")
        return Why("touch.illegal-attempt", action=tried, why=why)
    if any(a.kind == MOVE and a.src == src for a in legal):
        return None
    return Why("touch.cannot-move", pile=src)


def touch_violation(fault: Why, wegner: bool = False) -> Violation:
    """The fault as the violation a verdict (and ``Game.last_violation``) names."""
    return Violation(TOUCH_RULE, Why("touch.fault", fault=fault), (), WEGNER_TOUCH_TITLE if wegner else TOUCH_TITLE)


def judge_touch(pos: Position, judged: Action, legal: Sequence[Action]) -> stop.Ruling:
    """A Stop! call on the touch ``judged``, in ``pos`` where it was made; nothing to take
    back (nothing moved). Founded when the touch was a fault: always under the variant
    touch (only faults are recorded); in Wegner's game, when a move numbered lower than
    all of the card's own was possible (ruling 27)."""
    fault = touch_fault(pos, judged, legal)
    wegner = _wegner(pos)
    if fault is None and wegner:
        return stop.Ruling(False, None, Why("touch.lowest-number", card=pos.piles[judged.src][-1]))
    fault = fault or Why("touch.an-illegal-attempt")
    return stop.Ruling(True, touch_violation(fault, wegner), Why("touch.was-fault", action=judged, fault=fault))


def touch_refusal(pos: Position, action: Action, legal: Sequence[Action], stop_mode: bool) -> Why | None:
    """Why ``action`` cannot be recorded as a touch here, or None."""
    if not touching(pos):
        return Why("touch.no-variant")
    if not stop_mode:
        return Why("touch.strict-mode")
    if not pos.piles[action.src]:
        return Why("touch.empty", pile=action.src)
    if _wegner(pos):
        if action.dst >= 0:
            return Why("touch.wegner-drop")
        if action.src not in looking.touchable(pos):
            return Why("touch.wegner-pickup")
        return None  # picking up begins a move (ruling 27): recorded, fault or not
    if touch_fault(pos, action, legal) is None:
        return Why("touch.no-fault")
    return None


def touch_action(pos: Position, legal: Sequence[Action], src: int, dst: int | None = None) -> Action | None:
    """For the app: the touch to record when the player tries ``src``→``dst`` (or picks up
    the card on ``src`` with ``dst`` None), or None when it is no fault (or the variant is off)."""
    action = touch(src, dst)
    if not touching(pos) or touch_fault(pos, action, legal) is None:
        return None
    return action


__all__ = ["TOUCH_RULE", "TOUCH_TITLE", "WEGNER_TOUCH_TITLE", "judge_touch", "touch_action", "touch_fault", "touch_refusal",
           "touch_violation", "touching"]
