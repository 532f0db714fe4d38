"""Messages the board sends up to its screen (attributes go down, messages go up)."""

from __future__ import annotations

from dataclasses import dataclass

from textual.message import Message

#: Click targets besides the 22 piles of the notation.
SOUTH_HAND, NORTH_HAND, STOP_BUTTON, NOTHING = 22, 23, 24, -1


@dataclass
class PileClicked(Message):
    """A click on the table: a pile index (0–21), a face-down hand, the Stop! button,
    or NOTHING (empty table, which cancels a selection)."""

    target: int


__all__ = ["NORTH_HAND", "NOTHING", "PileClicked", "SOUTH_HAND", "STOP_BUTTON"]
