"""The full-screen table on a ``Match`` (issue 30): `crapette join LINK`, the host's own
seat and `crapette watch LINK` open it by default.

``HereSeats`` tells the table's keys which seats are played here: the seats played at
other terminals (or by a computer) are, for the keys and the prompt, as the computer's
seats are at one keyboard — no key acts for them, the prompt says who is playing. A
watcher has no seat here: no key that acts. ``MatchApp`` shows one ``MatchScreen``
(``screens/remote.py``) and ``run_table`` runs it, then says how to come back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from crapette.app.base import DARK, BaseApp
from crapette.app.view import Span, plain, who
from crapette.engine import Game
from crapette.engine.table import Seat
from crapette.i18n import _

if TYPE_CHECKING:
    from crapette.match import Match

#: seconds between two looks at what the other seats did (a test gives its own)
POLL = 0.2
#: seconds between two actions of a computer played here (``join --as``)
PACE = 0.6


class HereSeats:
    """The seats as the table's keys ask about them (``selection.Computers``), for a
    match whose other seats are played elsewhere (see the module docstring)."""

    def __init__(self, match: Match) -> None:
        self.match = match

    def plays(self, seat: Seat) -> bool:
        """Whether nobody at this keyboard plays ``seat`` (another terminal, or a computer)."""
        return not self.match.here(seat) or self.match.seats.plays(seat)

    @property
    def people(self) -> tuple[Seat, ...]:
        """The seats people play at this keyboard (none for a watcher)."""
        return tuple(s for s in self.match.game.position.table.seats if not self.plays(s))

    @property
    def human(self) -> Seat | None:
        """The one person of the match, here, against computers (undo goes back over their
        actions, Pause holds them); None when people share the match (here or elsewhere),
        who undo only their own turn's actions and have no Pause but Wegner's — as the
        server rules (``match.seats.human``)."""
        human = self.match.seats.human
        return human if human is not None and self.match.here(human) else None

    def human_callers(self, game: Game) -> tuple[Seat, ...]:
        return tuple(s for s in game.stop_callers if not self.plays(s))

    def human_may(self, action: str) -> bool:
        """Moves on this keyboard's turn, a call when a seat here may make it, a
        stalemate offer or a resignation from a seat here."""
        game = self.match.game
        if action in ("stop", "crapette", "stop_naming"):
            return bool(self.human_callers(game))
        if action in ("stalemate", "resign"):
            return bool(self.people)
        return not self.plays(game.to_move)

    def prompt(self, seat: Seat, name: str, may_call: str | None) -> tuple[Span, ...]:
        """The prompt while another seat plays: who, and where."""
        names = self.match.options.names
        player = who(names, seat)
        away = getattr(self.match, "away", None)
        table = self.match.game.position.table
        if not any(self.match.here(s) for s in table.seats):
            said = _("You are watching: {player} plays.").format(player=player)
        elif away is not None and seat in away():
            said = _("{player} is away: the match waits (their link brings them back).").format(player=player)
        elif self.match.seats.plays(seat):
            said = _("{player} is playing: wait for your turn.").format(player=player)
        else:
            said = _("{player} plays at their own terminal: wait for your turn.").format(player=player)
        return (plain(said, "bold"),)  # a call is offered on the line above (its button)


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
        self.trouble: str | None = None  # why the table closed, when it was not the player's choice

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
    if app.trouble:
        print(wrapped(app.trouble))
    saved = match.saved_at()
    if come_back and saved is not None and match.elsewhere and not (match.over and match.waiting):
        watching = not any(match.here(s) for s in match.game.position.table.seats)
        said = (_("The match goes on on the server; `{command} watch {link}` follows it again.") if watching else
                _("The match goes on on the server; `{command} join {link}` brings you back."))
        print(wrapped(said.format(command=command_name(), link=saved)))
    return 1 if app.trouble else 0


__all__ = ["HereSeats", "MatchApp", "PACE", "POLL", "run_table"]
