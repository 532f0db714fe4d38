"""A message to read and dismiss, and the question asked at start-up about a saved match."""

from __future__ import annotations

from textual.binding import Binding

from crapette.app.dialogs.base import OK_BUTTON, Dialog
from crapette.app.dialogs.resume import ResumeScreen  # it lived here; kept importable
from crapette.i18n import N_


class NoticeScreen(Dialog):
    """A message to read and dismiss (e.g. a corrupt save was set aside); its title and
    body come translated from whoever shows it."""

    BINDINGS = [Binding("escape,enter,space", "dismiss('ok')", N_("close"))]

    def __init__(self, title: str, body: str, kind: str = "-notice") -> None:
        super().__init__(title, body, [OK_BUTTON], kind)


__all__ = ["NoticeScreen", "ResumeScreen"]
