"""The table of a ``Match`` (``crapette.match``): the screen of `crapette join LINK`,
of the host's own seat and of `crapette watch LINK`.

The keys are the table's (``TableScreen``, ``TableController``); what they come to goes
to the match (``match.play``, ``pause``, ``go_on``, ``undo``, ``agree_stalemate``,
``resign``), and the board is drawn from the match's game after the events it returns.
A timer looks at what the other seats did (``match.incoming``) and shows it the same
way: their actions in the log and lit on the board, verdicts, Pauses, "away" notices,
the end of a game. Only the seats played here (``match.here``) have keys that act
(``remote_seats.HereSeats``): a watcher has none, and sees what the server sends, no
card face down. A computer played here (``join --as``) acts on the timer, at its pace.

It plays a local match too (``match.LocalMatch``: every seat here, the save and the
records the match's own). The one-keyboard game (``game.GameScreen``) holds a
``LocalMatch`` as well: its actions (``match.play``), saves, records, stalemates,
resignations and next deals go through it, and both screens share the board, the log
and the reading keys (``match_table.MatchTable``). What still makes it a screen of its
own: its computers thinking in a worker thread (``ComputerSeats``; here ``match.think``
runs on the timer, fine for ``join --as``), their pace keys, the lit piles' clock and
the recap of a computer's turn, Pause kept by its ``Calls`` rather than the match, its
take-back by the controller, the stalemate dialog with each computer's answer (here an
offer to the other players), its end-of-game dialog (``GameOverScreen`` on the session),
the bell and stats keys, and the app's resume and lock dialogs (issue 26 item 5).
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.binding import Binding
from textual.timer import Timer

from crapette.app.computers import ComputerSeats
from crapette.app.dialogs.base import ButtonSpec, Dialog
from crapette.app.language import LanguageChanged
from crapette.app.remote_seats import PACE, POLL, HereSeats
from crapette.app.screens.calls import Calls
from crapette.app.screens.match_table import MatchTable
from crapette.app.controller import TableController
from crapette.app.selection import seat_names
from crapette.app.variant_words import variants_said
from crapette.app.view import Names, scores, sentence, spoken_names, who
from crapette.app.widgets.move_log import MoveLog
from crapette.engine import Action
from crapette.engine.actions import CALL, STOP, TOUCH
from crapette.engine.table import Seat
from crapette.i18n import N_, _
from crapette.match import (
    Event, GameBegins, GameOver, Match, PauseCalled, PauseEnded, Played, Refused, Resigned, SeatNotice, TakenBack,
    Trouble,
)
from crapette.words.describe import describe_action

#: seconds between two tries to reach a server that went away (each try is one attempt)
RETRY = 2.0
#: the keys a watcher has: none that acts on the table
WATCHING_KEYS = frozenset(("help", "rules", "toggle_log", "scroll_log", "cursor"))


class MatchScreen(MatchTable):
    """The table of one match, its seats here or elsewhere (see the module docstring)."""

    BINDINGS = [Binding("z", "pause", N_("pause"))]

    def __init__(self, match: Match, poll: float = POLL, pace: float = PACE, notice: str | None = None) -> None:
        self.match = match
        self.seats = HereSeats(match)
        self.computers: ComputerSeats | None = None  # the computers of one keyboard (``Calls`` asks): none here
        super().__init__(TableController(match.game, seat_names(match.game, match.options.names), self.seats), role=self)
        self.poll_every = poll  # seconds between two looks at the other seats' news
        self.pace = pace
        self.ticks = 0  # looks since the last action: a computer played here waits its pace
        self.logged = 0  # the actions of the game on the table in the move log
        self.timer: Timer | None = None
        self.lost: int | None = None  # the look at which the connection was found lost (None: it is up)
        self.end_dialog: MatchEndScreen | None = None
        self.calls = Calls(self)
        if notice:
            self.controller.notice(notice)

    @property
    def names(self) -> Names:
        return self.controller.names

    # --- layout ----------------------------------------------------------------------------

    def on_mount(self) -> None:
        self.title_log()
        self.fit(self.app.size.width, self.app.size.height)
        self.guarded(self.match.begin)
        self.load_log()
        self.controller.paused_by = self.match.paused_by
        self.redraw()
        if self.match.waiting:
            self.call_after_refresh(self.ask_next)
        if self.poll_every > 0:
            self.timer = self.set_interval(self.poll_every, self.poll)

    def info(self) -> str:
        match, game = self.match, self.game
        people = self.seats.people
        here = [s for s in game.position.table.seats if match.here(s)]
        if people:
            where = _("you play {seat}").format(seat=", ".join(who(self.names, s) for s in people))
        elif here:
            where = _("the computer plays {seat} here").format(seat=", ".join(who(self.names, s) for s in here))
        else:
            where = _("watching")
        parts = [where,
                 _("{scores}, to {target}").format(scores=scores(self.names, match.totals, game.position.table.seats),
                                                   target=match.options.target),
                 _("game {number}").format(number=match.number),
                 {"stop": _("stop mode"), "strict": _("strict mode")}.get(game.mode, game.mode),
                 variants_said(game.rules.names)]
        return " · ".join(parts)

    # --- the match's news ------------------------------------------------------------------

    def guarded(self, step: Callable[[], list[Event]]) -> list[Event]:
        """A step of the match; a lost connection said on the message line (the next look
        tries again), never a traceback."""
        from crapette.match.remote import RemoteError

        try:
            events = step()
        except RemoteError as exc:
            self.controller.error(_("No connection: {error}. Trying again; an action made meanwhile is not "
                                    "sent.").format(error=exc))
            self.lost = self.ticks
            if self.is_mounted:
                self.redraw()
            return []
        self.lost = None
        return events

    def poll(self) -> None:
        """The timer: what the other seats did; a computer played here acts at its pace."""
        if not self.is_mounted:
            return
        self.ticks += 1
        if self.lost is not None and self.poll_every > 0 and (self.ticks - self.lost) * self.poll_every < RETRY:
            return  # the server is away: the next try a moment later
        events = self.guarded(lambda: self.match.incoming(0))
        if events:
            self.show(events)
            return
        self.computer_step()

    def computer_step(self) -> None:
        match = self.match
        if match.waiting or self.ticks * self.poll_every < self.pace:
            return
        call = match.computer_call()
        if call is not None:
            self.show(self.guarded(lambda: match.play(call.action, call.seat)))
            return
        if match.computer_to_move() is not None:
            action = match.think()
            self.show(self.guarded(lambda: match.play(action)))

    def show(self, events: list[Event]) -> None:
        """The events on the table: the log, the message line, the dialogs; then the
        board from the match's game."""
        table = self.controller
        log = self.query_one(MoveLog)
        reload = False
        lit: frozenset[int] = frozenset()
        if any(isinstance(e, Played) for e in events):
            self.ticks = 0
        for event in events:
            if isinstance(event, Played):
                words = self.took(event)
                if not reload:
                    self.logged += 1
                    log.add(self.logged, str(event.action), words)
                if not self.seats.people or not self.match.here(event.seat) or event.by_computer:
                    lit = self.moved(event)
                if event.verdict is not None:
                    self.show_verdict(event)
            elif isinstance(event, Refused):
                if event.violation is not None and event.action is not None:
                    table.clear()
                table.refused(event.action, event.reason, event.violation, event.whole)  # as at one keyboard
            elif isinstance(event, Resigned):
                said = _("{player} resigns: {winner} wins").format(player=who(self.names, event.seat),
                                                                  winner=who(self.names, event.winner))
                log.remark(said)
                table.notice(said + ".")
            elif isinstance(event, TakenBack):
                reload = True
                table.notice(_("Taken back:") + " " + ", ".join(map(str, event.actions)) + ". "
                             + _("{player} to play.").format(player=who(self.names, event.after.to_move)))
            elif isinstance(event, (PauseCalled, PauseEnded)):
                from crapette.plain.tell import event_lines

                table.paused_by = event.caller if isinstance(event, PauseCalled) else None
                table.clear()
                table.notice(" ".join(event_lines(event, self.names)))
            elif isinstance(event, GameOver):
                self.game_over(event)
            elif isinstance(event, GameBegins):
                reload = True
                self.close_end_dialog()
                table.paused_by = None
                table.notice(_("Game {number} begins: {player} starts.").format(
                    number=event.number, player=who(self.names, event.starter)))
            elif isinstance(event, Trouble):
                table.error(event.text)
            elif isinstance(event, SeatNotice):
                from crapette.plain.tell import notice_lines

                reload = reload or event.code == "synced"
                table.paused_by = self.match.paused_by
                table.notice(" ".join(notice_lines(event, self.names)))
        if self.match.game is not table.game or reload:
            self.load_log()
        table.lit = lit
        self.redraw()

    def took(self, event: Played) -> str:
        """What the table keeps of an action the match took (as ``TableController.push``
        does for a game at one keyboard): its words, the last action's and call's."""
        from crapette.app.touching import touch_words

        table, action, before = self.controller, event.action, event.before
        table.game = self.match.game
        spoken = spoken_names(self.names)
        words = touch_words(before, action, spoken) if action.kind == TOUCH else \
            describe_action(before, action, spoken, verdict=event.verdict)
        if self.match.here(event.seat) and not event.by_computer:
            table.clear()
            table.note = None
        else:
            table.clear()
            table.notice(sentence(words) + ".")
        if action.kind in (STOP, CALL):
            table.stop_words = words
        else:
            table.before_last = before
            table.last_words = words
            if table.ends_turn(action, before.to_move) and self.match.here(before.to_move):
                table.notice_turn_over(before.to_move)
        table.hold_source_card()
        return words

    def moved(self, event: Played) -> frozenset[int]:
        """The piles another seat's action changed, lit until the next action."""
        return self.controller.last_moved() if not event.action.is_call else frozenset()

    def show_verdict(self, event: Played) -> None:
        from crapette.app.dialogs.verdict import VerdictScreen
        from crapette.words.describe import hides_turned_card

        verdict = event.verdict
        assert verdict is not None
        if verdict.founded and getattr(self.app, "bell_on", False):
            self.app.bell()
        before = event.judged_before
        judged = describe_action(before, verdict.judged, spoken_names(self.names),
                                 ahead=hides_turned_card(verdict)) if before is not None else str(verdict.judged)
        self.app.push_screen(VerdictScreen(verdict, self.names, judged, before,
                                           self.controller.game_type.founded_call_takes_back))

    # --- the end of a game --------------------------------------------------------------------

    def game_over(self, event: GameOver) -> None:
        from crapette.plain.tell import end_lines

        self.controller.game = self.match.game
        self.controller.clear()
        totals, target = self.match.totals, self.match.options.target
        self.close_end_dialog()
        self.end_dialog = MatchEndScreen(lambda: end_lines(event, self.names, totals, target, None), event.match_over,
                                         bool(self.seats.people))
        self.app.push_screen(self.end_dialog, self.end_chosen)

    def ask_next(self) -> None:
        """A match resumed between two games: the next is dealt from here (n)."""
        match = self.match
        game = match.game
        if match.waiting and self.end_dialog is None and game.outcome is not None:
            self.game_over(GameOver(match.number, game.outcome, game, match.seed, match.over))

    def close_end_dialog(self) -> None:
        dialog, self.end_dialog = self.end_dialog, None
        if dialog is not None and self.app.screen is dialog:
            dialog.dismiss("")

    def end_chosen(self, choice: str | None) -> None:
        self.end_dialog = None
        if choice == "quit":
            self.app.exit()
        elif choice == "review":
            from crapette.app.review_request import ReviewWanted

            self.post_message(ReviewWanted(self.match.record(self.game), self.match.options.names))
        elif choice == "next" and self.match.waiting:
            self.show(self.guarded(self.match.next_game))

    # --- the keys --------------------------------------------------------------------------------

    def play(self, action: Action) -> None:
        """An action of a seat here: to the match; the board from what came of it."""
        seat = action.caller if action.is_call and action.caller >= 0 else None
        self.show(self.guarded(lambda: self.match.play(action, seat)))

    def make_call(self, naming: bool) -> None:
        self.calls.make_call(naming)

    def notice(self, text: str) -> None:
        self.controller.notice(text)
        self.redraw()

    def pause_seat(self) -> Seat | None:
        """The seat here that calls Pause now (Zank-Patience: a player waiting; another
        game: a player here while a computer plays), or continues it."""
        game, match = self.game, self.match
        paused = match.paused_by
        people = self.seats.people
        if paused is not None:
            return paused if paused in people else None
        if game.outcome is not None or match.waiting:
            return None
        mover = game.to_move
        pause = self.controller.game_type.pause
        return next((s for s in people if s != mover and (pause or match.seats.plays(mover))), None)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if not self.seats.people and action not in WATCHING_KEYS:
            return False  # a watcher (or a computer's terminal): no key that acts (none in the footer)
        if action == "pause":
            if self.too_small():
                return False
            if not self.controller.game_type.pause and not self.match.seats.levels:
                return False  # no Pause in this game between people
            return True if self.pause_seat() is not None else None
        if action in ("toggle_log", "scroll_log"):
            return True
        if action in ("pace", "stats", "toggle_bell"):
            return False
        return super().check_action(action, parameters)

    def action_pause(self) -> None:
        seat = self.pause_seat()
        if seat is None:
            return
        if self.match.paused_by is not None:
            self.show(self.guarded(self.match.go_on))
        else:
            self.show(self.guarded(lambda: self.match.pause(seat)))

    def action_hint(self) -> None:
        """i: the actions allowed now, and the strongest level's choice; enter plays one."""
        game = self.game
        if game.outcome is not None or self.seats.plays(game.to_move):
            return

        ply = game.ply

        def chosen(action: Action | None) -> None:  # played only on the table it was chosen on
            if action is not None and self.game is game and game.ply == ply and game.outcome is None:
                self.controller.clear()
                self.play(action)

        from crapette.app.best_move import best_move, best_words
        from crapette.app.dialogs.hints import HintScreen

        best = best_move(game)
        said = best_words(best, game, self.names) if best is not None else ""
        self.app.push_screen(HintScreen(game, self.names, best.action if best else None, said), chosen)

    def action_undo(self) -> None:
        if self.seats.people:
            self.show(self.guarded(lambda: self.match.undo(self.seats.people[0])))

    def action_stalemate(self) -> None:
        """s: offer a stalemate (the game ends so when every player agrees), or resign."""
        if self.game.outcome is not None or not self.seats.people:
            return
        dialog = StalemateOffer(who(self.names, self.seats.people[0]))

        seat = self.seats.people[0]

        def chosen(answer: str | None) -> None:
            if answer == "offer":
                self.show(self.guarded(lambda: self.match.offer_draw(seat)))
            elif answer == "resign":
                self.show(self.guarded(lambda: self.match.resign(seat)))

        self.app.push_screen(dialog, chosen)

    # --- the log ----------------------------------------------------------------------------------

    def load_log(self) -> None:
        """The move log written anew from the match's game (another deal, a take-back, the
        table read again from the server)."""
        table = self.controller
        table.game = self.match.game
        table.names = seat_names(table.game, self.match.options.names)
        entries = table.load(table.game)
        table.paused_by = self.match.paused_by
        self.fill_log(entries)

    def fill_log(self, entries: list[tuple[str, str]]) -> None:
        log = self.query_one(MoveLog)
        log.clear()
        log.heading(_("Game {number}").format(number=self.match.number))
        for i, (notation, words) in enumerate(entries, 1):
            log.add(i, notation, words)
        self.logged = len(entries)

    def on_language_changed(self, _event: LanguageChanged) -> None:
        """ctrl+l: the log said anew in this client's language (each client its own)."""
        if self.is_mounted:
            self.title_log()
            self.fill_log(self.controller.reword())
            super().on_language_changed(_event)


class MatchEndScreen(Dialog):
    """The end of a game of a match played from several terminals: its score, then the
    next game (any seat deals it) or quit; a watcher waits for the next deal."""

    BINDINGS = [Binding("n,enter", "go_on", N_("go on")),
                Binding("r", "dismiss('review')", N_("review")),
                Binding("q", "dismiss('quit')", N_("quit"))]

    def __init__(self, lines: Callable[[], list[str]], match_over: bool, seated: bool) -> None:
        self.lines = lines  # said anew in the player's language (ctrl+l)
        first = ("next", N_("New match [n]") if match_over else N_("Next game [n]"), "primary") if seated else \
            ("ok", N_("OK [enter]"), "primary")
        self.first = first[0]
        buttons = [first, ("review", N_("Review [r]"), "default"), ("quit", N_("Quit [q]"), "default")]
        super().__init__("", "", buttons, "-match-over" if match_over else "-game-over")
        self.say()

    def words(self) -> tuple[str, Text | str, list[ButtonSpec]]:
        lines = self.lines()
        return lines[0], Text("\n".join(lines[1:])), self.buttons

    def action_go_on(self) -> None:
        self.dismiss(self.first)


class StalemateOffer(Dialog):
    """s at a table played from several terminals: offer a stalemate (every player must
    agree) or resign."""

    BINDINGS = [Binding("s", "dismiss('offer')", N_("stalemate")),
                Binding("r", "dismiss('resign')", N_("resign")),
                Binding("escape", "dismiss('')", N_("cancel"))]

    def __init__(self, player: str) -> None:
        super().__init__(_("End the game?"),
                         _("{player}: offer the other players a stalemate (the game ends so when every player "
                           "agrees), or resign (the others win as if you had run out of cards).").format(player=player),
                         [("offer", N_("Offer a stalemate [s]"), "primary"), ("resign", N_("Resign [r]"), "error"),
                          ("cancel", N_("Cancel [esc]"), "default")])


__all__ = ["MatchEndScreen", "MatchScreen", "StalemateOffer"]
