"""The replay opened from the review at a mark: the position where the decision was
made, the review's chart shown, the better move and why at the top of the Why panel (the
replay screen says it wherever its review has a mark); the replay's own keys step on
(→ shows the action played, explained). q goes back to the review."""

from __future__ import annotations

from typing import ClassVar

from crapette.app.replay_model import Replay
from crapette.app.screens.replay import ReplayScreen
from crapette.app.view import Names
from crapette.review.reviewer import Review


class ReviewReplayScreen(ReplayScreen):
    """A replay at a reviewed position (see the module docstring)."""

    CSS_PATH: ClassVar[str] = "../replay.tcss"  # the game's app does not load the replay's stylesheet

    def __init__(self, replay: Replay, names: Names, at: int, result: Review) -> None:
        super().__init__(replay, names, result, chart=True)
        replay.goto(at)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "review":  # this is the review's own replay
            return False
        return super().check_action(action, parameters)

    def action_quit(self) -> None:
        self.app.pop_screen()


__all__ = ["ReviewReplayScreen"]
