"""The computer opponent inside the game screen.

A ``ComputerOpponent`` watches the game on the screen and, when the computer's seat
is to move, asks its ``Player`` (crapette.bots) for an action in a worker thread.
The player reads a private copy of the game (a *mirror*, kept in step with the real
game between thinks), so the human may call Stop! on the computer's last action while
it thinks. The chosen action goes up to the screen as a ``ComputerPlays`` message, no
sooner than the pace after the previous change, so a person can follow the moves and
the log, the autosave and the Stop! window work as between two people.

When the human's action opens a Stop! window for the computer, ``wants_stop`` says
whether (and after what delay) it calls; a timer makes the call unless the window has
closed by then. Nothing happens while a dialog covers the table (a verdict, the help,
the end of a game): the computer goes on when the table shows again.

Time comes from a ``Clock`` (now, and a callback later): the screen's timers for a
player, a ``ManualClock`` that a test moves forward by hand.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from crapette.app.clock import Cancellable, Clock, Host, HostClock, ManualClock
from crapette.app.messages import ComputerFailed, ComputerPlays
from crapette.app.view import Span, key, shown_name
from typing import TYPE_CHECKING

from crapette.engine import Action, Game, Position
from crapette.i18n import _, decimal

#: Seconds per computer action unless told otherwise: slow enough to follow and to
#: call Stop! on a move, quick enough not to wait for a whole turn.
DEFAULT_PACE = 0.6
#: The computer's first action of a turn waits this many paces more: a person sees the
#: turn change hands before the cards move (pace 0, as in the tests: no wait).
TURN_PAUSE = 1.5
#: What + and - step through (seconds per action).
PACE_STEPS = (0.1, 0.2, 0.35, 0.6, 1.0, 1.5, 2.5, 4.0)
MAX_PACE = 60.0
SEAT_NAMES = ("south", "north")

if TYPE_CHECKING:
    from crapette.bots import Player
    from crapette.bots.levels import Level

PlayerFactory = Callable[[str, int], "Player"]


# The bots are imported when a computer is named (a match between people never loads
# the planner): start-up pays only for what the first screen shows.
def make_player(spec: str, seed: int) -> Player:
    """The computer player for ``spec`` (``crapette.bots.make_player``)."""
    from crapette.bots import make_player as make

    return make(spec, seed)


def parse_level(text: str) -> Level | None:
    from crapette.bots import parse_level as parse

    return parse(text)


def call_by(game: Game, seat: int) -> Action:
    """The call ``seat`` makes now: Stop! (Crapette! under crapette-call), naming the
    caller where more than one player may call (three seats: ``stop:W``)."""
    return game.rules.call_by(seat, game.position.table)


class OpponentError(ValueError):
    """An opponent name or option that cannot be used; the message says why."""


def parse_opponent(text: str) -> str:
    """The canonical name (``computer:N``) of a --vs value; OpponentError otherwise. The
    levels' aliases are taken in English and in the player's language (« facile »)."""
    from crapette.bots.levels import ALIASES, LEVELS, alias_word

    key = text.strip().lower()
    said = {alias_word(alias).lower(): alias for alias in ALIASES}
    head, colon_, tail = key.partition(":")
    key = said.get(key, f"{head}:{said.get(tail, tail)}" if colon_ else key)
    level = parse_level(key) if key.startswith(("computer", *ALIASES)) else None
    if level is None:
        numbers = f"1-{max(LEVELS)}"
        words = ", ".join(alias_word(alias) for alias in ALIASES)
        raise OpponentError(_("unknown opponent {text}: use computer, computer:LEVEL with LEVEL {numbers}, "
                              "or {aliases}").format(text=repr(text), numbers=numbers, aliases=words))
    return level.name


def parse_seat(text: str) -> int:
    """0 for south, 1 for north; OpponentError otherwise."""
    key = text.strip().lower()
    if key not in SEAT_NAMES:
        raise OpponentError(_("unknown seat {text}: choose south or north").format(text=repr(text)))
    return SEAT_NAMES.index(key)


def check_pace(value: float) -> float:
    """A pace in seconds per action: 0 (as fast as it thinks) up to a minute."""
    if math.isnan(value) or not 0 <= value <= MAX_PACE:
        raise OpponentError(_("pace {pace} must be between 0 and {most} seconds").format(pace=decimal(value),
                                                                                         most=decimal(MAX_PACE)))
    return value


def accepts_stalemate(position: Position, seat: int) -> bool:
    """A computer's answer to a stalemate offered (docs/rules.md, 9.3): yes when no other
    player's count is lower than its own, so the stalemate scores for it or for nobody;
    no when it would score for another player."""
    own = position.penalty_points(seat)
    return all(own <= position.penalty_points(p) for p in position.table.seats if p != seat)


def computer_name(spec: str) -> str:
    """The computer's name as the match keeps it: 'Computer (level 3)', in English like
    every saved name (``view.shown_name`` says it in the player's language)."""
    level = parse_level(spec)
    assert level is not None, spec
    return f"Computer (level {level.number})"


def next_pace(pace: float, step: int) -> float:
    """The next pace up (step 1, slower) or down (step -1, faster) the steps."""
    if step > 0:
        return next((p for p in PACE_STEPS if p > pace + 1e-9), PACE_STEPS[-1] if pace < PACE_STEPS[-1] else pace)
    return next((p for p in reversed(PACE_STEPS) if p < pace - 1e-9), PACE_STEPS[0] if pace > PACE_STEPS[0] else pace)


class ComputerOpponent:
    """The computer's seat at one game screen (see the module docstring)."""

    def __init__(self, spec: str, seat: int, pace: float, factory: PlayerFactory | None = None,
                 clock: Clock | None = None) -> None:
        self.spec = spec
        self.seat = seat  # the computer's seat
        self.human = 1 - seat
        self.pace = pace
        self.factory = factory or make_player  # looked up now: tests put a stand-in player there
        self.clock = clock
        self.host: Host | None = None
        self.player: Player | None = None
        self.failed: str | None = None  # why the computer stopped playing (a bug), shown to the player
        self.game: Game | None = None  # the game on the table, as last seen
        self._seed = 0  # the deal's seed, which seeds the player
        self._mirror: Game | None = None  # what the worker reads: a copy of the game, in step between thinks
        self._key: tuple[int, int, bool] | None = None  # the game's state last seen
        self._token = 0  # changes with the game: a think started before a change is stale
        self._thinking = False
        self._ready: Action | None = None  # the chosen action, waiting for its time
        self._due = 0.0  # when (clock time) the next computer action may be played
        self._move_timer: Cancellable | None = None
        self._stop_timer: Cancellable | None = None
        self._stop_wanted = False  # the computer will call Stop! on the human's last action
        self.paused = False  # a Pause called by the human: nothing is played until it ends
        self._mover: int | None = None  # who was to move at the last change (a new turn pauses first)
        self.thinks = 0  # figures for tests and measurements
        self.think_seconds = 0.0

    def attach(self, host: Host) -> None:
        """The screen it plays at: it posts its actions there, and uses its timers."""
        self.host = host
        if self.clock is None:
            self.clock = HostClock(host)

    @property
    def _clock(self) -> Clock:
        assert self.clock is not None
        return self.clock

    @property
    def _host(self) -> Host:
        assert self.host is not None
        return self.host

    @property
    def to_move(self) -> bool:
        """Whether the computer is to move in the game on the table."""
        game = self.game
        return game is not None and game.outcome is None and game.to_move == self.seat

    @property
    def busy(self) -> bool:
        """Whether the computer has something under way: thinking, or an action or a call waiting."""
        return self._thinking or self._ready is not None or self._stop_wanted

    # --- what the human may do ---------------------------------------------------------

    def human_may(self, action: str) -> bool:
        """Whether the human's key for ``action`` does something now: their moves on
        their own turn only (``s`` too: a stalemate offered, a resignation), Stop! only on
        the computer's action."""
        game = self.game
        if game is None:
            return True
        if action in ("stop", "crapette", "stop_naming"):
            return self.human in game.stop_callers  # Zank-Patience: on one's own action too
        return game.to_move == self.human  # s too: the end of the game is offered on one's turn

    def change_pace(self, step: int) -> str:
        """+ (step -1) or - (step 1): a new pace, the waiting action moved accordingly."""
        old = self.pace
        self.pace = next_pace(old, step)
        self._due += self.pace - old
        if self._move_timer is not None:
            self._move_timer.stop()
            self._move_timer = None
            self._try_play()
        return _("The computer now plays one action every {pace} s (+ faster, - slower).").format(pace=decimal(self.pace))

    # --- following the game ------------------------------------------------------------------

    def follow(self, game: Game, seed: int) -> None:
        """Called whenever the screen redraws: react once to each change of the game
        (``seed``: the deal's, or the match's first seed for a set position)."""
        self.game = game
        self._seed = seed
        key = (id(game), game.ply, game.outcome is None)
        if key == self._key:
            return
        self._key = key
        self._changed()

    def resume(self) -> None:
        """The table shows again after a dialog: go on, leaving the human time to look."""
        self._due = max(self._due, self._clock.now() + self.pace)
        if self._stop_wanted and self._stop_timer is None:
            self._call_stop()
        else:
            self._try_play()

    def pause(self, on: bool) -> None:
        """The human calls Pause (``on``) or continues: the waiting move (or call) goes on
        a pace after the Pause ends, so the human sees it coming."""
        self.paused = on
        if not on and self.host is not None:
            self.resume()

    def still_wanted(self, game: Game, action: Action) -> bool:
        """Whether an action posted up still fits the game (a call: the window is open)."""
        if action.is_call:
            return self.seat in game.stop_callers and action.caller in (-1, self.seat)
        return game.to_move == self.seat and game.outcome is None

    def fail(self, why: str) -> None:
        """Stop playing, and say why (the screen shows it)."""
        self.failed = why
        self._host.post_message(ComputerFailed(why))

    def _changed(self) -> None:
        for timer in (self._move_timer, self._stop_timer):
            if timer is not None:
                timer.stop()
        self._move_timer = self._stop_timer = None
        self._ready = None
        self._stop_wanted = False
        self._token += 1
        game = self.game
        assert game is not None
        if game.outcome is not None or self.failed is not None:
            return
        if game is not self._mirror_of:
            self._mirror_of = game
            self._mirror = None
            self.player = self.factory(self.spec, self._seed)
        assert self.player is not None
        from crapette.bots.selfcall import may_call  # loaded with the player already

        if self.seat in game.stop_callers and may_call(game, self.seat):  # Wegner: on itself only if it pays
            delay = self.player.wants_stop(game)
            if delay is not None:
                self._stop_wanted = True
                self._stop_timer = self._clock.later(max(delay, 0.0), self._stop_time)
        starts = self._mover != self.seat  # its turn begins: a short pause first
        self._mover = game.to_move
        if game.to_move == self.seat:
            self._due = self._clock.now() + self.pace * (1 + (TURN_PAUSE if starts else 0))
            self._think()

    _mirror_of: Game | None = None  # the game the player and the mirror belong to

    # --- the computer's calls ---------------------------------------------------------------------

    def _stop_time(self) -> None:
        self._stop_timer = None
        self._call_stop()

    def _call_stop(self) -> None:
        """The delay is over and the window still open (a change would have cancelled
        the timer): call, unless a dialog is up (then when it closes)."""
        if not self._host.is_active or self.paused:
            return
        self._stop_wanted = False
        game = self.game
        if game is not None and self.seat in game.stop_callers:
            self._host.post_message(ComputerPlays(call_by(game, self.seat)))
        else:  # pragma: no cover - a change of the game cancels the timer first
            self._try_play()

    # --- the computer's moves -------------------------------------------------------------------

    def _think(self) -> None:
        """Start the worker, unless one is still running (it restarts this when it ends)."""
        if self._thinking or not self.to_move:
            return
        mirror = self._sync_mirror()
        player = self.player
        assert player is not None
        token = self._token
        self._thinking = True
        host = self._host
        app = host.app

        def work() -> None:
            start = time.perf_counter()
            try:
                action = player.choose(mirror)
            except Exception as exc:  # a bug in a player must not leave the table frozen without a word
                result: Action | str = f"{type(exc).__name__}: {exc}"
            else:
                result = action
            spent = time.perf_counter() - start
            try:  # queued on the screen: handled like its other messages, in order
                app.call_from_thread(host.call_later, self._thought, token, result, spent)
            except Exception:  # the app closed meanwhile: nobody is waiting for the move
                pass

        host.run_worker(work, thread=True, group="computer", exit_on_error=False)

    def _sync_mirror(self) -> Game:
        """The mirror brought in step with the game: the new actions pushed, or a fresh
        replay when the game went back (an undo). Only called while no worker runs."""
        game = self.game
        assert game is not None
        mirror = self._mirror
        if mirror is not None:
            done = mirror.actions
            if game.ply < len(done) or game.actions[: len(done)] != done:
                mirror = None
        if mirror is None:
            mirror = Game(game.start.copy(), game.mode, game.seed)
            done = []
        for action in game.actions[len(done):]:
            mirror.push(action)
        self._mirror = mirror
        return mirror

    def _thought(self, token: int, result: Action | str, spent: float) -> None:
        self._thinking = False
        if not self._host.is_running:  # the app is closing
            return
        self.thinks += 1
        self.think_seconds += spent
        if token != self._token:
            self._think()  # the game changed while it thought (a Stop! call): think again
            return
        if isinstance(result, str):
            self.fail(_("the computer player failed ({error})").format(error=result))
            return
        self._ready = result
        self._try_play()

    def _try_play(self) -> None:
        """Play the chosen action once its time has come and the table shows."""
        if self._ready is None or self._stop_wanted or not self._host.is_active or self.paused:
            return
        wait = self._due - self._clock.now()
        if wait > 0.001:
            if self._move_timer is None:
                self._move_timer = self._clock.later(wait, self._move_time)
            return
        action, self._ready = self._ready, None
        self._host.post_message(ComputerPlays(action))

    def _move_time(self) -> None:
        self._move_timer = None
        self._try_play()

    # --- what the screen shows ----------------------------------------------------------------

    def plays(self, seat: int) -> bool:
        """Whether the computer sits at ``seat``."""
        return seat == self.seat

    def prompt(self, name: str, may_call: str | None) -> tuple[Span, ...]:
        """The prompt line while the computer plays."""
        out: list[Span] = [Span(_("{player} is playing…").format(player=shown_name(name)) + " ", ("bold",))]
        if may_call is not None:
            out += [key("!"), Span(f"\u00a0{may_call}", ()), Span(" · ", ("muted",))]
        pace = _("pace {seconds} s").format(seconds=decimal(self.pace))
        out += [key("+ -"), Span("\u00a0" + pace.replace(" ", "\u00a0"), ()),
                Span(" · ", ("muted",)), key("?"), Span("\u00a0" + _("help"), ())]
        return tuple(out)


__all__ = [
    "Clock", "ComputerOpponent", "DEFAULT_PACE", "TURN_PAUSE", "HostClock", "ManualClock", "MAX_PACE", "OpponentError", "PACE_STEPS", "check_pace", "computer_name",
    "accepts_stalemate", "call_by", "next_pace", "parse_opponent", "parse_seat",
]
