"""Who plays where at a table of a ``Match`` (issue 30), as the table's keys ask it:
the seats played at other terminals (or by a computer) are, for the keys and the
prompt, as the computer's seats are at one keyboard — no key acts for them, the prompt
says who is playing. A watcher has no seat here: no key that acts."""

from __future__ import annotations

from typing import TYPE_CHECKING

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


__all__ = ["HereSeats", "PACE", "POLL"]
