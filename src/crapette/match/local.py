"""The local kind of match: the game held here, people at this terminal (hot-seat) and
computer seats played by ``crapette.bots``; the autosave, the ``--record`` files and
the finished games kept (``replay --last``, ``stats``) after every change, as the
full-screen app keeps them, so a match started in one resumes in the other.

The full-screen ``GameScreen`` still keeps its own copy of the steps after a change
(``after_change``, ``persist``, ``write_record``) and its own computer seats
(``ComputerSeats``: timers, a worker thread); moving it onto this class is issue 26's
item 5. ``think`` reads the game itself: a screen that thinks in a worker thread hands
the player a copy, as ``ComputerOpponent`` does with its mirror.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from crapette.app.files import write_atomic
from crapette.app.save import SEED_LIMIT, MatchOptions, MatchSession, SaveStore
from crapette.app.selection import Selection
from crapette.app.view import seat_label
from crapette.app.undo import position_before_last, take_back, undo_refusal
from crapette.engine import Action, Game, IllegalActionError, PriorityError
from crapette.engine.table import Seat
from crapette.i18n import _
from crapette.words.priorities import violation_reason
from crapette.match.events import (
    Event, GameBegins, GameOver, PauseCalled, PauseEnded, Played, Refused, Resigned, SeatNotice, TakenBack, Trouble,
)
from crapette.match.seats import Seats, TableSeats

if TYPE_CHECKING:
    from crapette.bots import Call, Player
    from crapette.engine import Record

#: builds the computer player of a level for a deal: (level, seed) -> Player
PlayerFactory = Callable[[str, int], "Player"]


def make_player(level: str, seed: int) -> Player:
    from crapette.bots import make_player as make

    return make(level, seed)


class LocalMatch:
    """A match held in this process (see the module docstring)."""

    def __init__(self, session: MatchSession, store: SaveStore | None = None,
                 factory: PlayerFactory | None = None) -> None:
        self.session = session
        self.store = store  # None: the match is not saved (a test, or the save is another window's)
        self.factory = factory or make_player
        self._finished: Game | None = None  # the game just ended, on the table until next_game
        self._paused_by: Seat | None = None
        self._offers: set[Seat] = set()  # the seats that offered a stalemate since the last change
        self._players: dict[Seat, Player] = {}
        self._players_for: Game | None = None
        self._call_asked: tuple[int, int, Action | None] | None = None  # the state the computers were asked on
        self._call: Call | None = None

    # --- reading ------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self._finished if self._finished is not None else self.session.game

    @property
    def options(self) -> MatchOptions:
        return self.session.options

    @property
    def seats(self) -> Seats:
        return Seats.from_options(self.session.options, self.game.position.table)

    @property
    def number(self) -> int:
        return len(self.session.match.outcomes) if self._finished is not None else self.session.game_number

    @property
    def seed(self) -> int | None:
        return self.session.finished_seed if self._finished is not None else self.session.seed

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(self.session.match.totals)

    @property
    def over(self) -> bool:
        return self.session.match.is_over

    @property
    def waiting(self) -> bool:
        return self._finished is not None

    @property
    def paused_by(self) -> Seat | None:
        return self._paused_by

    @property
    def elsewhere(self) -> tuple[Seat, ...]:
        return ()

    def here(self, seat: Seat) -> bool:
        return True

    def incoming(self, timeout: float = 0.0) -> list[Event]:
        return []

    def selection(self) -> Selection:
        """The table's rules about the people's keys and calls, for this game and these seats."""
        game = self.game
        return Selection(game, self.options.names, TableSeats(self.seats, game) if self.seats.levels else None)

    # --- playing ------------------------------------------------------------------------

    def begin(self) -> list[Event]:
        return self._persist() + self._write_record()

    def play(self, action: Action, seat: Seat | None = None) -> list[Event]:
        game = self.game
        who = game.to_move if seat is None else seat
        if self._finished is not None or game.outcome is not None:
            return [Refused(who, action, _("The game is over."), whole=True)]
        if self._paused_by is not None and not action.is_call:
            names = self.options.names
            return [Refused(who, action, _("Pause: {player} keeps still until {caller} continues or someone "
                                           "calls Stop!.").format(player=seat_label(names[game.to_move], game.to_move),
                                                                  caller=seat_label(names[self._paused_by],
                                                                                    self._paused_by)), whole=True)]
        before = game.position.copy()
        judged_before = position_before_last(game) if action.is_call else None
        try:
            verdict = game.push(action)
        except PriorityError as exc:
            return [Refused(who, action, violation_reason(exc.violation), exc.violation)]
        except IllegalActionError as exc:
            return [Refused(who, action, str(exc), why=exc.why)]
        self._offers.clear()
        events: list[Event] = []
        if action.is_call:
            who = verdict.caller if verdict is not None else who
            if self._paused_by is not None:  # a Stop! ends the Pause
                events.append(PauseEnded(self._paused_by, game.to_move))
                self._paused_by = None
        events.insert(0, Played(who, action, before, verdict, judged_before, self.seats.plays(who)))
        return events + self._after_change()

    def undo(self, seat: Seat | None = None) -> list[Event]:
        game = self.game
        human = self.seats.human if seat is None else seat
        refused = undo_refusal(game, human, self.session.options.names)
        if refused is not None:
            return [Refused(game.to_move, None, refused)]
        taken = take_back(game, human)
        self._offers.clear()
        self._persist()
        return [TakenBack(human, tuple(taken), game.position.copy()), *self._write_record()]

    def pause(self, caller: Seat) -> list[Event]:
        from crapette.app.pausing import pause_callers

        game = self.game
        if self._paused_by is not None or caller not in pause_callers(self.selection()):
            return [Refused(caller, None, _("Pause is called by a player waiting (Zank-Patience), or "
                                                 "against the computer while it plays."))]
        self._paused_by = caller
        return [PauseCalled(caller, game.to_move)]

    def go_on(self) -> list[Event]:
        caller = self._paused_by
        if caller is None:
            return []
        self._paused_by = None
        return [PauseEnded(caller, self.game.to_move)]

    def agree_stalemate(self) -> list[Event]:
        if self.game.outcome is not None or self._finished is not None:
            return []
        self.game.agree_stalemate()
        return self._after_change()

    def offer_draw(self, seat: Seat) -> list[Event]:
        """A stalemate offered: each computer answers by its rule; the game ends once
        every person at the table has offered it (at one keyboard, one after the other)."""
        game = self.game
        if game.outcome is not None or self._finished is not None:
            return [Refused(seat, None, _("The game is over."), whole=True)]
        from crapette.app.computer import accepts_stalemate

        position = game.position
        names = self.options.names
        for computer in self.seats.computers:
            if not accepts_stalemate(position, computer):
                lower = min((p for p in position.table.seats if p != computer), key=position.penalty_points)
                return [Refused(seat, None, _(
                    "{player} declines: its count ({count}) is above that of {other} ({lower}); a computer agrees "
                    "only when no count is below its own.").format(
                    player=seat_label(names[computer], computer), count=position.penalty_points(computer),
                    other=seat_label(names[lower], lower), lower=position.penalty_points(lower)), whole=True)]
        self._offers.add(seat)
        if set(self.seats.humans) <= self._offers:
            return self.agree_stalemate()
        return [SeatNotice(seat, "stalemate")]

    def resign(self, seat: Seat) -> list[Event]:
        game = self.game
        if game.outcome is not None or self._finished is not None:
            return [Refused(seat, None, _("The game is over."), whole=True)]
        from crapette.engine.outcome import resignation_winner

        winner = resignation_winner(game.position, seat)
        game.concede(winner)
        return [Resigned(seat, winner), *self._after_change()]

    def next_game(self) -> list[Event]:
        if self._finished is None:
            return []
        self._finished = None
        self._paused_by = None
        self._offers.clear()
        session = self.session
        new_match = session.match.is_over
        if new_match:
            opts = session.options
            seed = (opts.first_seed + len(session.match.outcomes)) % SEED_LIMIT
            self.session = session = MatchSession.new(opts._replace(first_seed=seed))
        events: list[Event] = [GameBegins(session.game_number, session.seed, session.game.to_move, new_match)]
        return events + self._persist() + self._write_record()

    # --- the computers ----------------------------------------------------------------------

    def _player(self, seat: Seat) -> Player:
        """The computer at ``seat``, made afresh for each deal (seeded by it, as the app's)."""
        game = self.game
        if self._players_for is not game:
            self._players = {}
            self._players_for = game
        player = self._players.get(seat)
        if player is None:
            level = self.seats.level(seat)
            assert level is not None, seat
            seed = self.seed if self.seed is not None else self.options.first_seed
            player = self._players[seat] = self.factory(level, seed)
        return player

    def computer_to_move(self) -> Seat | None:
        game = self.game
        if game.outcome is not None or self._finished is not None or self._paused_by is not None:
            return None
        return game.to_move if self.seats.plays(game.to_move) else None

    def think(self) -> Action:
        seat = self.computer_to_move()
        assert seat is not None, "no computer is to move"
        return self._player(seat).choose(self.game)

    def computer_call(self) -> Call | None:
        """Asked once per state of the game (a player draws its vigilance from its own
        generator): asking again before the next change gives the same answer."""
        game = self.game
        if self._paused_by is not None:  # a Pause holds the computers' calls too
            return None
        state = (id(game), game.ply, game.last_action())
        if state == self._call_asked:
            return self._call if game.stop_callers else None
        self._call_asked, self._call = state, None
        if game.outcome is None and any(self.seats.plays(s) for s in game.stop_callers):
            from crapette.bots import first_call

            players = {s: self._player(s) for s in game.stop_callers if self.seats.plays(s)}
            self._call = first_call(game, players)
        return self._call

    # --- after every change ---------------------------------------------------------------

    def _after_change(self) -> list[Event]:
        """Save, keep the record up to date, and count the game if it is over."""
        session, game = self.session, self.session.game
        if game.outcome is None:
            return self._persist() + self._write_record()
        number = session.game_number
        session.finish_game()
        self._finished = game
        self._paused_by = None
        events: list[Event] = [GameOver(number, game.outcome, game, session.finished_seed, session.match.is_over)]
        events += self._write_record(game, session.finished_seed, number)
        if self.store is not None:
            from crapette.app.history import keep_finished

            trouble = keep_finished(self.store.directory, session, game)
            if trouble is not None:
                events.append(Trouble(trouble))
        return events + self._persist(remove=session.match.is_over)

    def _persist(self, remove: bool = False) -> list[Event]:
        store = self.store
        if store is None:
            return []
        try:
            if remove:
                store.remove()
            else:
                store.write(self.session)
        except OSError as exc:
            return [Trouble(_("Could not save the match to {path}: {error}").format(path=store.path, error=exc))]
        return []

    def _write_record(self, game: Game | None = None, seed: int | None = None,
                      number: int | None = None) -> list[Event]:
        session = self.session
        if game is None:
            game, seed, number = session.game, session.seed, session.game_number
        path = session.record_path(number)
        if path is None:
            return []
        try:
            write_atomic(path, session.record(game, seed).dumps())
        except OSError as exc:
            return [Trouble(_("Could not write the record {path}: {error}").format(path=path, error=exc))]
        return []

    def record(self, game: Game | None = None) -> Record:
        if game is None or game is self.game:
            return self.session.record(self.game, self.seed)
        return self.session.record(game, None)

    def saved_at(self) -> str | None:
        store = self.store
        return str(store.path) if store is not None and store.exists() else None

    def close(self) -> None:
        if self.store is not None:
            self.store.release()


__all__ = ["LocalMatch", "PlayerFactory", "make_player"]
