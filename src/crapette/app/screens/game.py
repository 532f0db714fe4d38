"""The game screen: one match at one keyboard (or against the computer).

The keys go to the ``TableController`` (``screens/table.py``); this screen hands the
actions it returns to the match and shows what came of them: the move log, the dialogs
(calls, verdicts, hints, stalemate, the end of a game) and the computer opponent, which
posts its actions here as messages. The match is a ``LocalMatch`` (``crapette.match``,
the interface the remote table talks to as well): it owns the ``MatchSession``, plays
the actions and does what follows every change (the save, the record, the end of a
game), the stalemates, the resignations and the next deals; the controller holds the
game on the table (the finished one under the game-over dialog). The dialogs
a player opens on demand (help, hints, rules, stats) are imported when opened: the
start-up pays only for what the first screen shows.
"""

from __future__ import annotations

from textual import on
from textual.binding import Binding


from crapette.app.clock import Cancellable, HostClock
from crapette.app.computer import Clock, ComputerOpponent
from crapette.app.computers import ComputerSeats
from crapette.app.language import LanguageChanged
from crapette.app.controller import Note, Pushed, TableController
from crapette.app.messages import ComputerFailed, ComputerPlays
from crapette.app.save import MatchSession, SaveStore
from crapette.app.screens.calls import Calls, offender_of
from crapette.app.screens.match_table import MatchTable
from crapette.app.variant_words import variants_said
from crapette.app.view import SEATS, Names, plain, scores, short_name, spoken_names, who
from crapette.app.widgets.board import Board
from crapette.app.widgets.move_log import MoveLog
from crapette.engine import Action
from crapette.engine.table import Seat
from crapette.i18n import N_, _, ngettext
from crapette.match import Event, GameOver, LocalMatch, Played, Refused, Trouble

#: How long the computer's last action stays lit (seconds; the next action lights its own).
LIT_SECONDS = 1.2
#: How many of the computer's actions the recap at the end of its turn names.
RECAP_MOST = 8


class GameScreen(MatchTable):
    """One match: the table, the move log, the keys; its calls (``Calls``)."""

    BINDINGS = [Binding("S", "stats", N_("stats"), show=False),
                # Pause: in the footer in Zank-Patience; against the computer in the other
                # games on the prompt line while it plays (the footer keeps room for ^q quit)
                Binding("z", "pause", N_("pause")),
                Binding("z", "pause_computer", N_("pause"), show=False),
                Binding("ctrl+g", "toggle_bell", N_("bell"), show=False)]  # ^G: the bell's own character

    def __init__(self, session: MatchSession, store: SaveStore, notice: str | None = None,
                 pace: float = 0.6, clock: Clock | None = None) -> None:
        options = session.options
        levels = options.computer_seats()  # the computers' seats when the match has any
        self.computers = ComputerSeats(levels, pace, clock) if levels else None
        super().__init__(TableController(session.game, options.names, self.computers), role=self)
        self.match = LocalMatch(session, store)
        self.store = store
        if notice:
            self.controller.notice(notice)
        self.clock = clock  # the lit piles' timer (tests move a ManualClock by hand)
        self._unlight: Cancellable | None = None
        self.turn_played: list[Action] = []  # the computer's actions in its turn so far (the recap)
        self.turn_seat: int | None = None  # whose turn ``turn_played`` is
        self.from_computer = False  # the action being played is the computer's
        self.calls = Calls(self)  # Stop!, Crapette! and Pause: who calls, the dialogs

    @property
    def computer(self) -> ComputerOpponent | None:
        """The computer of a match against one computer (None between people, or with two)."""
        return self.computers.only if self.computers is not None else None

    @property
    def session(self) -> MatchSession:
        """The match's session (a new one once a match is won and the next begins)."""
        return self.match.session

    @property
    def names(self) -> Names:
        return self.session.options.names

    # --- calls: handed to ``Calls`` ------------------------------------------------

    def make_call(self, naming: bool) -> None:
        self.calls.make_call(naming)

    def action_pause(self) -> None:
        self.calls.pause_key()

    def action_pause_computer(self) -> None:
        self.calls.pause_key()

    def set_pause(self, caller: Seat | None) -> None:
        """Pause (a caller) or go on (None); the computers' moves wait while paused."""
        self.calls.set_pause(caller)

    def absent_keys(self) -> set[tuple[str, tuple[object, ...]]]:
        return super().absent_keys() | self.calls.absent_keys()

    # --- layout ------------------------------------------------------------------

    def on_mount(self) -> None:
        self.title_log()
        if self.computers is not None:
            self.computers.attach(self)
        self.fit(self.app.size.width, self.app.size.height)
        self.load_log()
        self.redraw()
        self.call_after_refresh(self.persist)  # the save: after the first paint

    def on_screen_resume(self) -> None:
        if self.computers is not None:
            self.computers.resume()

    def info(self) -> str:
        game, session = self.game, self.session
        seed = session.seed if game is session.game else session.finished_seed
        parts = [
            {"stop": _("stop mode"), "strict": _("strict mode")}.get(game.mode, f"{game.mode} mode"),
            variants_said(game.rules.names),
            _("{scores}, to {target}").format(scores=scores_line(session), target=session.options.target),
            _("game {number}").format(number=self.game_on_table()),
            _("seed {seed}").format(seed=seed) if seed is not None else _("set position"),
        ]
        if len(session.match.seats) > 2:  # three scores first: 80 columns cut the line's end
            parts.insert(0, parts.pop(2))
        return " · ".join(parts)

    def game_on_table(self) -> int:
        """The number of the game on the table: a finished one is counted in the match
        already (even when the match is over and no next game was dealt)."""
        if self.game.outcome is not None and self.game in (self.session.finished, self.session.game):
            return len(self.session.match.outcomes)
        return self.session.game_number

    # --- keys ----------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("pause", "pause_computer"):
            if self.too_small() or (action == "pause") != self.controller.game_type.pause:
                return False
            return self.controller.enabled("pause", ())
        if action in ("toggle_log", "stats", "toggle_bell", "scroll_log"):
            return True
        if action == "pace":
            return self.computers is not None
        return super().check_action(action, parameters)

    def action_hint(self) -> None:
        """The actions allowed now, mandatory first, with reasons, and the strongest
        computer level's choice among them (highlighted first); enter plays one."""
        if self.game.outcome is not None:
            return

        def chosen(action: Action | None) -> None:
            if action is not None and self.game.outcome is None:
                self.controller.clear()
                self.play(action)

        from crapette.app.best_move import best_move, best_words
        from crapette.app.dialogs.hints import HintScreen  # on demand: the hints need the explainer

        best = best_move(self.game)
        said = best_words(best, self.game, self.names) if best is not None else ""
        self.app.push_screen(HintScreen(self.game, self.names, best.action if best else None, said), chosen)

    def action_undo(self) -> None:
        """Strict mode: take back the last action; the log, the save and the record follow."""
        if self.controller.undo() is None:
            self.redraw()  # the note says why nothing was taken back
            return
        taken_note = self.controller.note
        self.load_log()
        self.controller.note = taken_note
        self.show_events(self.match.changed())

    def action_stalemate(self) -> None:
        """s: end the game by agreement (a stalemate every player accepts, a computer by
        its rule) or by a resignation (``dialogs/stalemate.py``)."""
        game = self.game
        if game.outcome is not None:
            return
        from crapette.app.computer import accepts_stalemate
        from crapette.app.dialogs.stalemate import AGREED, RESIGNED, Resignation, StalemateScreen
        from crapette.engine.outcome import resignation_winner, resigned

        position = game.position
        seats = position.table.seats
        computers = self.computers
        answers = {c.seat: accepts_stalemate(position, c.seat) for c in computers.computers} if computers else {}
        resigner = computers.resigner(game) if computers else game.to_move
        winner = resignation_winner(position, resigner)
        resignation = Resignation(resigner, winner, resigned(position, winner).points[winner])

        def chosen(answer: str | None) -> None:
            if self.game is not game or game.outcome is not None:
                return
            if answer == AGREED:
                events = self.match.agree_stalemate()
                # no action: a line of its own, unnumbered ('2. agree …' read as notation)
                self.query_one(MoveLog).remark(_("Both players agree to a stalemate") if len(seats) == 2
                                               else _("The three players agree to a stalemate"))
                self.show_events(events)
            elif answer == RESIGNED:
                events = self.match.resign(resigner)
                self.query_one(MoveLog).remark(_("{player} resigns: {winner} wins").format(
                    player=who(self.names, resigner), winner=who(self.names, winner)))
                self.show_events(events)
            else:
                self.notice(_("No stalemate: play on."))

        self.app.push_screen(StalemateScreen(self.names, seats, answers, resignation,
                                             self.computer_answers(answers)), chosen)

    def computer_answers(self, answers: dict[int, bool]) -> str:
        """Why each computer accepts a stalemate or not, in one line each (its rule:
        ``computer.accepts_stalemate``)."""
        position = self.game.position
        lines = []
        for seat, yes in answers.items():
            count = position.penalty_points(seat)
            if yes:
                lines.append(_("{player} agrees: its count ({count}) is not above any other player's.").format(
                    player=who(self.names, seat), count=count))
                continue
            lower = min((p for p in position.table.seats if p != seat), key=position.penalty_points)
            lines.append(_("{player} declines: its count ({count}) is above that of {other} ({lower}); "
                           "a computer agrees only when no count is below its own.").format(
                player=who(self.names, seat), count=count, other=who(self.names, lower),
                lower=position.penalty_points(lower)))
        return "\n".join(lines)

    def action_toggle_bell(self) -> None:
        """ctrl+g: a bell on a founded Stop! (on or off), remembered (``look.py``)."""
        from crapette.app.base import BaseApp
        from crapette.app.look import remember

        app = self.app
        assert isinstance(app, BaseApp)
        on = app.bell_on = not app.bell_on
        said = _("Bell on a founded Stop!: on") if on else _("Bell on a founded Stop!: off")
        trouble = remember(app.theme, app.four_colour, on)
        self.notice(said + (f" ({trouble})" if trouble else ""))

    def action_stats(self) -> None:
        from crapette.app.dialogs.stats import StatsScreen

        self.app.push_screen(StatsScreen(self.store.directory))

    def action_pace(self, step: int) -> None:
        if self.computers is not None:
            self.notice(self.computers.change_pace(step))

    # --- the computer's messages -------------------------------------------------------------

    @on(ComputerPlays)
    def computer_plays(self, message: ComputerPlays) -> None:
        computer = self.computers
        if computer is None or not computer.still_wanted(self.game, message.action):
            return
        game = self.game
        ply, mover = game.ply, game.to_move
        if self.turn_seat != mover:  # another turn: its recap starts afresh
            self.turn_seat, self.turn_played = mover, []
        self.from_computer = True
        try:
            self.play(message.action)
        finally:
            self.from_computer = False
        if game.ply == ply and not message.action.is_call:
            computer.fail(_("the game refused its action {action}").format(action=message.action))
            return
        if message.action.is_call or self.game is not game:
            return
        self.light(self.controller.last_moved())
        self.turn_played.append(message.action)
        if game.outcome is None and game.to_move != mover and not computer.plays(game.to_move):
            self.recap(mover)

    def light(self, piles: frozenset[int]) -> None:
        """The computer's last action's source and destination, lit for ``LIT_SECONDS``
        (the screen's clock: a test moves it by hand)."""
        if self._unlight is not None:
            self._unlight.stop()
            self._unlight = None
        self.controller.lit = piles
        self.redraw()
        if piles:
            if self.clock is None:
                self.clock = HostClock(self)
            self._unlight = self.clock.later(LIT_SECONDS, self.unlight)

    def unlight(self) -> None:
        self._unlight = None
        if self.controller.lit and self.is_mounted:
            self.controller.lit = frozenset()
            self.redraw()

    def recap(self, seat: int) -> None:
        """The computer's turn is over: what it played, on the message line (the line
        that said the turn was over: the banner and the name tags say who plays now)."""
        played, self.turn_played = self.turn_played, []
        if not played:
            return
        # in place of "The turn of … is over: North to play." (the banner says who plays), on
        # one line: the last actions that fit (the prompt keeps its lines at 80 columns)
        room = self.query_one(Board).size.width - 2
        text = ngettext("{player} played {count} action: {actions}.", "{player} played {count} actions: {actions}.",
                        len(played))
        said = ""
        for most in range(min(RECAP_MOST, len(played)), 0, -1):
            shown = [str(a) for a in played[-most:]]
            said = text.format(player=who(self.names, seat), count=len(played),
                               actions=" · ".join((["…"] if len(played) > most else []) + shown))
            if len(said) <= room:
                break
        self.controller.note = Note((plain(said),), "notice")
        self.redraw()

    @on(ComputerFailed)
    def computer_failed(self, message: ComputerFailed) -> None:
        self.error(_("The computer stopped playing: {why}. The match is saved; please report this.").format(
            why=message.why))

    # --- playing --------------------------------------------------------------------------------

    def play(self, action: Action) -> None:
        """Hand the action to the game; show what came of it."""
        if self.controller.lit:
            self.unlight()  # the next action, whoever's: the last one is marked as any other
        if not self.from_computer:
            self.turn_played, self.turn_seat = [], None  # a person's action (a call too): no recap
        seat = action.caller if action.is_call and action.caller >= 0 else None
        events = self.match.play(action, seat)
        played = next((e for e in events if isinstance(e, Played)), None)
        if played is None:
            for event in events:
                if isinstance(event, Refused):
                    self.controller.refused(event.action, event.reason, event.violation, event.whole)
            self.redraw()
            return
        pushed = self.controller.took(action, played.before, played.verdict)
        if action.is_call and self.controller.paused_by is not None:
            self.set_pause(None)  # a Stop! ends the Pause
        self.log_entry(str(action), pushed.words)
        self.show_events(events)  # the save, the record, the end of the game
        self.show_verdict(pushed)

    def show_verdict(self, pushed: Pushed) -> None:
        if pushed.verdict is None:
            return
        if pushed.verdict.founded and getattr(self.app, "bell_on", False):
            self.app.bell()  # ctrl+g: heard even by a player looking away
        from crapette.app.dialogs.verdict import VerdictScreen
        from crapette.words.describe import describe_action, hides_turned_card

        judged_words = self.controller.last_words
        if hides_turned_card(pushed.verdict) and pushed.judged_before is not None:
            # the turned card went back face down: neither the log nor the dialog names it
            judged_words = describe_action(pushed.judged_before, pushed.verdict.judged, spoken_names(self.names), ahead=True)
            self.query_one(MoveLog).reword(len(self.game.actions) - 1, judged_words)
        self.app.push_screen(VerdictScreen(pushed.verdict, self.names, judged_words, pushed.judged_before,
                                           self.controller.game_type.founded_call_takes_back))

    def error(self, text: str) -> None:
        self.controller.error(text)
        self.redraw()

    def notice(self, text: str) -> None:
        self.controller.notice(text)
        self.redraw()

    def after_redraw(self) -> None:
        if self.computers is not None:
            seed = self.session.seed
            self.computers.follow(self.game, seed if seed is not None else self.session.options.first_seed)

    # --- after every change -----------------------------------------------------------------------

    def log_entry(self, notation: str, words: str) -> None:
        self.query_one(MoveLog).add(len(self.game.actions), notation, words)

    def load_log(self) -> None:
        """The move log rewritten from the game on the table."""
        self.fill_log(self.controller.load(self.controller.game))

    def fill_log(self, entries: list[tuple[str, str]]) -> None:
        """The move log written anew: its heading, then ``entries`` (notation, words)."""
        log = self.query_one(MoveLog)
        log.clear()
        session = self.session
        seed = session.seed if self.game is session.game else session.finished_seed
        heading = _("Game {number}").format(number=self.game_on_table())
        log.heading(heading + (" · " + _("seed {seed}").format(seed=seed) if seed is not None else ""))
        for i, (notation, words) in enumerate(entries, 1):
            log.add(i, notation, words)

    def on_language_changed(self, _event: LanguageChanged) -> None:
        """ctrl+l: the move log's title and entries, and the last action's words, said
        anew (the selection and the game stay); the table's handler redraws the board."""
        if self.is_mounted:
            self.title_log()
            self.fill_log(self.controller.reword())

    def after_change(self) -> None:
        """Save, keep the record up to date, and end the game if it is over (the match's
        steps after a change, ``LocalMatch.changed``)."""
        self.show_events(self.match.changed())

    def show_events(self, events: list[Event]) -> None:
        """What the match's steps came to: a trouble on the message line; the end of a
        game's dialog."""
        self.note_troubles(events)
        self.redraw()
        over = next((e for e in events if isinstance(e, GameOver)), None)
        if over is not None:
            from crapette.app.dialogs.game_over import GameOverScreen

            self.app.push_screen(GameOverScreen(self.session, over.outcome, over.number), self.game_over_done)

    def note_troubles(self, events: list[Event]) -> None:
        for event in events:
            if isinstance(event, Trouble):  # a save or a record not written: said, the match goes on
                self.controller.note = Note((plain(event.text),), "error")

    def persist(self) -> None:
        self.note_troubles(self.match.save())

    def game_over_done(self, choice: str | None) -> None:
        if choice == "quit":
            self.app.exit()
            return
        events = self.match.next_game()  # a new match once this one is won
        self.controller.game = self.session.game
        self.controller.clear()
        self.set_pause(None)
        why = self.controller.app_game.starter_words()
        self.controller.notice(_("Game {number} begins: {player} starts ({why}).").format(
            number=self.session.game_number, player=who(self.names, self.game.to_move), why=why))
        self.load_log()
        self.note_troubles(events)
        self.redraw()


def scores_line(session: MatchSession) -> str:
    """The match totals by name (``game_over.scores``); at three seats, a computer by its
    level alone (the line holds three names)."""
    names = session.options.names
    if len(session.match.seats) > 2:
        names = tuple(name if name == SEATS[seat] else short_name(name, seat) for seat, name in enumerate(names))
    return scores(names, session.match.totals, session.match.seats)


__all__ = ["GameScreen", "offender_of", "scores_line"]
