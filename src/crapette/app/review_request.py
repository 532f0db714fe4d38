"""The message that asks for a game's review on screen: posted by the end-of-game dialog
and the replay, handled by the app (``BaseApp.on_review_wanted``), which opens the review
screen. A message, not an import: the review's own replay is a replay screen, and the
dialogs are imported by the replay's model, so neither may import the review."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.message import Message

if TYPE_CHECKING:
    from crapette.engine import Record


class ReviewWanted(Message):
    """Open the review of ``record``; ``names`` are the players' by seat number."""

    def __init__(self, record: Record, names: tuple[str, ...]) -> None:
        super().__init__()
        self.record = record
        self.names = names


__all__ = ["ReviewWanted"]
