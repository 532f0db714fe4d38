"""A message to read and dismiss, and the question asked at start-up about a saved match."""

from __future__ import annotations

from textual.binding import Binding

from crapette.app.dialogs.base import OK_BUTTON, Dialog


class NoticeScreen(Dialog):
    """A message to read and dismiss (e.g. a corrupt save was set aside)."""

    BINDINGS = [Binding("escape,enter,space", "dismiss('ok')", "close")]

    def __init__(self, title: str, body: str, kind: str = "-notice") -> None:
        super().__init__(title, body, [OK_BUTTON], kind)


class ResumeScreen(Dialog):
    """An unfinished match was found: resume it or start a new one."""

    BINDINGS = [
        Binding("r,escape", "dismiss('resume')", "resume"),
        Binding("n", "dismiss('new')", "new match"),
    ]

    def __init__(self, summary: str) -> None:
        super().__init__("Resume the unfinished match?", summary,
                         [("resume", "Resume [r]", "primary"), ("new", "New match [n]", "default")])


__all__ = ["NoticeScreen", "ResumeScreen"]
