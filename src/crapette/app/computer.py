"""The computer opponent inside the game screen.

A ``ComputerOpponent`` watches the game on the screen and, when the computer's seat
is to move, asks its ``Player`` (crapette.bots) for an action in a worker thread.
The player reads a private copy of the game (a *mirror*, kept in step with the real
game between thinks), so the human may call Stop! on the computer's last action while
it thinks. The chosen action is handed to the screen's ``play()`` on the UI thread, no
sooner than the pace after the previous change, so a person can follow the moves and
the log, the autosave and the Stop! window work as between two people.

When the human's action opens a Stop! window for the computer, ``wants_stop`` says
whether (and after what delay) it calls; a timer makes the call unless the window has
closed by then. Nothing happens while a dialog covers the table (a verdict, the help,
the end of a game): the computer goes on when the table shows again.
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING
from collections.abc import Callable

from textual.timer import Timer

from crapette.app.board import Span
from crapette.bots import Player, make_player, parse_level
from crapette.bots.levels import LEVELS
from crapette.engine import Action, Game
from crapette.engine.actions import CALL, STOP

if TYPE_CHECKING:
    from crapette.app.screens import GameScreen

#: Seconds per computer action unless told otherwise: slow enough to follow and to
#: call Stop! on a move, quick enough not to wait for a whole turn.
DEFAULT_PACE = 0.6
#: What + and - step through (seconds per action).
PACE_STEPS = (0.1, 0.2, 0.35, 0.6, 1.0, 1.5, 2.5, 4.0)
MAX_PACE = 60.0
SEAT_NAMES = ("south", "north")

PlayerFactory = Callable[[str, int], Player]


class OpponentError(ValueError):
    """An opponent name or option that cannot be used; the message says why."""


def parse_opponent(text: str) -> str:
    """The canonical name (``computer:N``) of a --vs value; OpponentError otherwise."""
    level = parse_level(text) if text.strip().lower().startswith(("computer", "easy", "medium", "hard")) else None
    if level is None:
        numbers = f"1-{max(LEVELS)}"
        raise OpponentError(f"unknown opponent {text!r}: use computer, computer:LEVEL with LEVEL {numbers}, "
                            f"or easy, medium, hard")
    return level.name


def parse_seat(text: str) -> int:
    """0 for south, 1 for north; OpponentError otherwise."""
    key = text.strip().lower()
    if key not in SEAT_NAMES:
        raise OpponentError(f"unknown seat {text!r}: choose south or north")
    return SEAT_NAMES.index(key)


def check_pace(value: float) -> float:
    """A pace in seconds per action: 0 (as fast as it thinks) up to a minute."""
    if math.isnan(value) or not 0 <= value <= MAX_PACE:
        raise OpponentError(f"pace {value:g} must be between 0 and {MAX_PACE:g} seconds")
    return value


def computer_name(spec: str) -> str:
    """The name shown for the computer: 'Computer (level 3)'."""
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

    def __init__(self, screen: GameScreen, spec: str, seat: int, pace: float,
                 factory: PlayerFactory | None = None) -> None:
        self.screen = screen
        self.spec = spec
        self.seat = seat  # the computer's seat
        self.human = 1 - seat
        self.pace = pace
        self.factory = factory or make_player  # looked up now: tests put a stand-in player there
        self.player: Player | None = None
        self.failed: str | None = None  # why the computer stopped playing (a bug), shown to the player
        self._game: Game | None = None  # the game the player and the mirror belong to
        self._mirror: Game | None = None  # what the worker reads: a copy of the game, in step between thinks
        self._key: tuple[int, int, bool] | None = None  # the game's state last seen
        self._token = 0  # changes with the game: a think started before a change is stale
        self._thinking = False
        self._ready: Action | None = None  # the chosen action, waiting for its time
        self._due = 0.0  # when (monotonic) the next computer action may be played
        self._move_timer: Timer | None = None
        self._stop_timer: Timer | None = None
        self._stop_wanted = False  # the computer will call Stop! on the human's last action
        self.thinks = 0  # figures for tests and measurements
        self.think_seconds = 0.0

    @property
    def game(self) -> Game:
        return self.screen.game

    @property
    def to_move(self) -> bool:
        """Whether the computer is to move in the game on the table."""
        game = self.game
        return game.outcome is None and game.to_move == self.seat

    @property
    def busy(self) -> bool:
        """Whether the computer has something under way: thinking, or an action or a call waiting."""
        return self._thinking or self._ready is not None or self._stop_wanted

    # --- what the human may do ---------------------------------------------------------

    def human_may(self, action: str) -> bool:
        """Whether the human's key for ``action`` does something now: their moves on
        their own turn only, Stop! only on the computer's action, no stalemate offer."""
        game = self.game
        if action in ("stop", "crapette", "stop_naming"):
            return game.stop_caller == self.human
        if action == "stalemate":
            return False
        return game.to_move == self.human

    def change_pace(self, step: int) -> str:
        """+ (step -1) or - (step 1): a new pace, the waiting action moved accordingly."""
        old = self.pace
        self.pace = next_pace(old, step)
        self._due += self.pace - old
        if self._move_timer is not None:
            self._move_timer.stop()
            self._move_timer = None
            self._try_play()
        return f"The computer now plays one action every {self.pace:g} s (+ faster, - slower)."

    # --- following the game ------------------------------------------------------------------

    def poll(self) -> None:
        """Called whenever the screen redraws: react once to each change of the game."""
        game = self.game
        key = (id(game), game.ply, game.outcome is None)
        if key == self._key:
            return
        self._key = key
        self._changed()

    def resume(self) -> None:
        """The table shows again after a dialog: go on, leaving the human time to look."""
        self._due = max(self._due, time.monotonic() + self.pace)
        if self._stop_wanted and self._stop_timer is None:
            self._call_stop()
        else:
            self._try_play()

    def _changed(self) -> None:
        for timer in (self._move_timer, self._stop_timer):
            if timer is not None:
                timer.stop()
        self._move_timer = self._stop_timer = None
        self._ready = None
        self._stop_wanted = False
        self._token += 1
        game = self.game
        if game.outcome is not None or self.failed is not None:
            return
        if game is not self._game:
            self._game = game
            self._mirror = None
            seed = self.screen.session.seed
            self.player = self.factory(self.spec, seed if seed is not None else self.screen.session.options.first_seed)
        assert self.player is not None
        if game.stop_caller == self.seat:
            delay = self.player.wants_stop(game)
            if delay is not None:
                self._stop_wanted = True
                self._stop_timer = self.screen.set_timer(max(delay, 0.0), self._stop_time)
        if game.to_move == self.seat:
            self._due = time.monotonic() + self.pace
            self._think()

    # --- the computer's calls ---------------------------------------------------------------------

    def _stop_time(self) -> None:
        self._stop_timer = None
        self._call_stop()

    def _call_stop(self) -> None:
        """The delay is over and the window still open (a change would have cancelled
        the timer): call, unless a dialog is up (then when it closes)."""
        if not self.screen.is_active:
            return
        self._stop_wanted = False
        if self.game.stop_caller == self.seat:
            self.screen.play(self.screen._call_action())
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
        screen = self.screen
        app = screen.app

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
                app.call_from_thread(screen.call_later, self._thought, token, result, spent)
            except Exception:  # the app closed meanwhile: nobody is waiting for the move
                pass

        self.screen.run_worker(work, thread=True, group="computer", exit_on_error=False)

    def _sync_mirror(self) -> Game:
        """The mirror brought in step with the game: the new actions pushed, or a fresh
        replay when the game went back (an undo). Only called while no worker runs."""
        game = self.game
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
        if not self.screen.is_running:  # the app is closing
            return
        self.thinks += 1
        self.think_seconds += spent
        if token != self._token:
            self._think()  # the game changed while it thought (a Stop! call): think again
            return
        if isinstance(result, str):
            self._fail(f"the computer player failed ({result})")
            return
        self._ready = result
        self._try_play()

    def _try_play(self) -> None:
        """Play the chosen action once its time has come and the table shows."""
        if self._ready is None or self._stop_wanted or not self.screen.is_active:
            return
        wait = self._due - time.monotonic()
        if wait > 0.001:
            if self._move_timer is None:
                self._move_timer = self.screen.set_timer(wait, self._move_time)
            return
        action, self._ready = self._ready, None
        ply = self.game.ply
        self.screen.play(action)
        if self.game.ply == ply and action.kind not in (STOP, CALL):
            self._fail(f"the game refused its action {action}")

    def _move_time(self) -> None:
        self._move_timer = None
        self._try_play()

    def _fail(self, why: str) -> None:
        self.failed = why
        self.screen._error(f"The computer stopped playing: {why}. The match is saved; please report this.")

    # --- what the screen shows ----------------------------------------------------------------

    def prompt(self, name: str, may_call: str | None) -> tuple[Span, ...]:
        """The prompt line while the computer plays."""
        out: list[Span] = [Span(f"{name} is playing… ", ("bold",))]
        if may_call is not None:
            out += [_key("!"), Span(f"\u00a0{may_call}", ()), Span(" · ", ("muted",))]
        out += [_key("+ -"), Span(f"\u00a0pace\u00a0{self.pace:g}\u00a0s", ()),
                Span(" · ", ("muted",)), _key("?"), Span("\u00a0help", ())]
        return tuple(out)


def _key(text: str) -> Span:
    return Span(text.replace(" ", "\u00a0"), ("key",))


__all__ = [
    "ComputerOpponent", "DEFAULT_PACE", "MAX_PACE", "OpponentError", "PACE_STEPS", "check_pace", "computer_name",
    "next_pace", "parse_opponent", "parse_seat",
]
