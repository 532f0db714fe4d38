"""The keyboard cursor: the arrow keys move it from pile to pile as the board drew them,
``space`` and ``enter`` act on the pile under it as a click would (pick up, put down,
turn a hand card). Beside the letter and number keys, for players who would rather
point than learn them.

It moves over the board's click areas (``Board.hits``), whatever the table (two seats,
three, Wegner's): the nearest area in the arrow's direction, the one in line first. No
Textual here.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from crapette.app.view import NOTHING, STOP_BUTTON

#: The arrow keys' directions: (dx, dy).
DIRECTIONS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}
#: How much being out of line costs against being far in the arrow's direction.
OUT_OF_LINE = 3


class Box(NamedTuple):
    """A click target's extent on the board (x1 and y1 exclusive)."""

    x0: int
    y0: int
    x1: int
    y1: int


def boxes(hits: Iterable[tuple[int, int, int, int]]) -> dict[int, Box]:
    """Each target's extent, from the board's click areas (y, x0, x1, target); the Stop!
    button and the empty table are not places the cursor goes."""
    out: dict[int, Box] = {}
    for y, x0, x1, target in hits:
        if target in (STOP_BUTTON, NOTHING) or x1 <= x0:
            continue
        b = out.get(target)
        out[target] = Box(x0, y, x1, y + 1) if b is None else Box(min(b.x0, x0), min(b.y0, y), max(b.x1, x1),
                                                                   max(b.y1, y + 1))
    return out


def _gap(a0: int, a1: int, b0: int, b1: int) -> int:
    """The distance between two ranges [a0, a1) and [b0, b1): 0 when they overlap."""
    return max(0, b0 - (a1 - 1), a0 - (b1 - 1))


def step(places: dict[int, Box], current: int, direction: str) -> int:
    """The target the cursor moves to from ``current`` (itself when nothing lies that way)."""
    here = places.get(current)
    if here is None:
        return current
    dx, dy = DIRECTIONS[direction]
    best, best_cost = current, 0
    for target, box in places.items():
        if target == current:
            continue
        if dx:
            ahead = box.x0 - here.x1 + 1 if dx > 0 else here.x0 - box.x1 + 1
            off = _gap(here.y0, here.y1, box.y0, box.y1)
        else:
            ahead = box.y0 - here.y1 + 1 if dy > 0 else here.y0 - box.y1 + 1
            off = _gap(here.x0, here.x1, box.x0, box.x1)
        if ahead <= 0:
            continue  # not that way
        cost = ahead + OUT_OF_LINE * off
        if best == current or cost < best_cost:
            best, best_cost = target, cost
    return best


__all__ = ["Box", "DIRECTIONS", "boxes", "step"]
