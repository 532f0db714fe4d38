"""The full-screen table on a ``Match`` (issue 30): `crapette join LINK`, the host's own
seat and `crapette watch LINK` open it by default.

``MatchApp`` shows one ``MatchScreen`` (``screens/remote.py``; who plays where:
``remote_seats.HereSeats``) and ``run_table`` runs it, then says how to come back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from crapette.app.base import DARK, BaseApp
from crapette.app.remote_seats import PACE, POLL
from crapette.i18n import _

if TYPE_CHECKING:
    from crapette.match import Match


class MatchApp(BaseApp):
    """The full-screen table of one match (see the module docstring)."""

    CSS_PATH = "crapette.tcss"
    TITLE = "Crapette"

    def __init__(self, match: Match, theme: str = DARK, poll: float = POLL, pace: float = PACE,
                 notice: str | None = None) -> None:
        super().__init__(theme)
        self.match = match
        self.poll = poll
        self.pace = pace
        self.notice = notice

    def on_mount(self) -> None:
        from crapette.app.screens.remote import MatchScreen

        self.push_screen(MatchScreen(self.match, self.poll, self.pace, self.notice))


def run_table(match: Match, ascii_only: bool = False, pace: float = PACE, come_back: bool = True) -> int:
    """The table until the player quits (the match stays on the server); what brings
    them back is said after (``come_back``; a host whose crapette served the match says
    its own)."""
    from crapette.app.launch import command_name, wrapped
    from crapette.app.look import apply_remembered
    from crapette.app.plain_ascii import wants_ascii

    app = MatchApp(match, pace=pace)
    app.ascii = wants_ascii(ascii_only)
    apply_remembered(app)
    try:
        app.run()
    finally:
        match.close()
    saved = match.saved_at()
    if come_back and saved is not None and match.elsewhere and not (match.over and match.waiting):
        watching = not any(match.here(s) for s in match.game.position.table.seats)
        said = (_("The match goes on on the server; `{command} watch {link}` follows it again.") if watching else
                _("The match goes on on the server; `{command} join {link}` brings you back."))
        print(wrapped(said.format(command=command_name(), link=saved)))
    return 0


__all__ = ["MatchApp", "run_table"]
