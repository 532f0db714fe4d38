"""The Textual app: thin. It decides which match to show (new, resumed, or a given
position for tests), then hands over to the game screen.

``make_app`` is the one factory: ``crapette play`` and the tests both build the app here.
"""

from __future__ import annotations

from crapette.app import quiet_start  # first: no collection while the modules below load

from pathlib import Path
from typing import Any
from collections.abc import Callable, Sequence

from textual.screen import Screen

from crapette.app.base import DARK, LIGHT, BaseApp
from crapette.app.computer import DEFAULT_PACE, Clock, check_pace, computer_name
from crapette.app.screens.game import GameScreen
from crapette.app.seating import computer_seats, names_by_seat, parse_levels, parse_seats
from crapette.app.save import (
    LOCK_NAME, MatchOptions, MatchSession, SaveError, SaveStore, random_seed,
)
from crapette.engine import Game, Position, Rules
from crapette.engine.values import Named


class AppConfig(Named):
    """What the app was started with. Written by hand, as ``engine/values.py`` says why
    (a NamedTuple compiled its constructor at every start, issue 28)."""

    __slots__ = ("options", "new", "start", "data_dir", "pace", "clock", "given")
    _names = __slots__

    options: MatchOptions
    new: bool
    start: Game | None  # a game to play from (tests, teaching positions)
    data_dir: Path | None
    pace: float  # seconds per computer action
    clock: Clock | None  # the computer's clock (tests move a ManualClock by hand)
    given: frozenset[str]  # the MatchOptions fields typed on the command line

    def __init__(self, options: MatchOptions, new: bool = False, start: Game | None = None,
                 data_dir: Path | None = None, pace: float = DEFAULT_PACE, clock: Clock | None = None,
                 given: frozenset[str] = frozenset()) -> None:
        set_field = object.__setattr__
        set_field(self, "options", options)
        set_field(self, "new", new)
        set_field(self, "start", start)
        set_field(self, "data_dir", data_dir)
        set_field(self, "pace", pace)
        set_field(self, "clock", clock)
        set_field(self, "given", given)


class CrapetteApp(BaseApp):
    """Crapette for two people at one keyboard (or against the computer)."""

    CSS_PATH = "crapette.tcss"
    TITLE = "Crapette"

    def __init__(self, config: AppConfig, theme: str = DARK) -> None:
        super().__init__(theme)
        self.config = config
        self.store = SaveStore(config.data_dir)
        self._pending: Screen[Any] | None = None
        self._pending_callback: Callable[[str | None], None] | None = None

    @property
    def session(self) -> MatchSession | None:
        """The match being played: the game screen's (its one owner), None before it shows."""
        for screen in reversed(self.screen_stack):
            if isinstance(screen, GameScreen):
                return screen.session
        return None

    def get_default_screen(self) -> Screen[Any]:
        """The game screen straight away when there is nothing to ask (the first paint is
        the table); a blank screen under the resume dialog otherwise."""
        config = self.config
        if config.start is not None:
            return self._game_screen(MatchSession.new(config.options, config.start))
        if config.new:
            return self._game_screen(MatchSession.new(config.options))
        try:
            saved = self.store.load()
        except SaveError as exc:
            moved = self.store.quarantine()
            from crapette.i18n import _
            from crapette.app.dialogs.notice import NoticeScreen

            kept = _("It was kept as {path}.").format(path=moved) if moved else _("It could not be moved aside.")
            self._pending = NoticeScreen(
                _("The saved match could not be read"),
                _("{path}: {error}.").format(path=self.store.path, error=exc) + "\n\n" + kept + "\n\n"
                + _("A new match starts."), "-error")
            return self._game_screen(MatchSession.new(config.options))
        if saved is None:
            return self._game_screen(MatchSession.new(config.options))
        from crapette.app.dialogs.resume import ResumeScreen, describe_save, option_differences

        resume = ResumeScreen(describe_save(saved), option_differences(saved.options, config.options, config.given))

        def chosen(choice: str | None) -> None:
            if choice == "new":
                session = MatchSession.new(config.options)
                self.push_screen(self._game_screen(session))
            else:
                assert saved is not None
                self.push_screen(self._game_screen(saved, resumed=True))

        self._pending = resume
        self._pending_callback = chosen
        return Screen()

    def on_mount(self) -> None:
        if self._pending is not None:
            self.push_screen(self._pending, self._pending_callback)
        self.call_after_refresh(self.claim_save)

    def claim_save(self) -> None:
        """Hold the save for this window once the first screen is painted (the lock's
        library loads then, not before: issue 12). When another window holds it, this one
        never writes it (the store refuses), says so, and offers to quit or play unsaved."""
        if self.store.claim():
            return
        self.store.stop_saving()
        if self.store.lock_problem is not None:  # no lock to be had: this window plays, unsaved
            from crapette.i18n import _
            from crapette.app.dialogs.notice import NoticeScreen

            self.push_screen(NoticeScreen(_("This match is not saved"), _(
                "The save's lock ({path}) cannot be taken ({why}), so another window could not be kept "
                "from overwriting the save: this window plays without saving.").format(
                    path=self.store.directory / LOCK_NAME, why=self.store.lock_problem), "-error"))
            return
        from crapette.app.dialogs.resume import LockedScreen  # the dialogs load when shown

        def locked(choice: str | None) -> None:
            if choice == "quit":
                self.exit()
                return
            while len(self.screen_stack) > 1:  # the resume dialog, if it was asked
                self.pop_screen()
            self.push_screen(self._game_screen(self._fresh_session(), unsaved=True))

        self.push_screen(LockedScreen(str(self.store.path)), locked)

    def on_unmount(self) -> None:
        self.store.release()

    def _fresh_session(self) -> MatchSession:
        config = self.config
        return MatchSession.new(config.options, config.start)

    def _game_screen(self, session: MatchSession, resumed: bool = False, unsaved: bool = False) -> Screen[Any]:
        from crapette.i18n import _

        seed = _("seed {seed}").format(seed=session.seed) if session.seed is not None else _("a set position")
        if resumed:
            notice = _("Match resumed: game {number}, {seed}.").format(number=session.game_number, seed=seed)
        elif unsaved:
            notice = _("New match, not saved (the save is open in another window): game 1, {seed}.").format(seed=seed)
        else:
            notice = _("New match: game 1 is dealt from {seed}. Press ? for the keys.").format(seed=seed)
        return GameScreen(session, self.store, notice, self.config.pace, self.config.clock)


def make_app(
    *,
    variants: Sequence[str] = (),
    seed: int | None = None,
    names: Sequence[str] | None = None,
    mode: str | None = None,
    target: int | None = None,
    record: str | Path | None = None,
    new: bool = False,
    start: Game | Position | None = None,
    data_dir: str | Path | None = None,
    theme: str = DARK,
    vs: str | None = None,
    seat: str | None = None,
    pace: float = DEFAULT_PACE,
    clock: Clock | None = None,
) -> CrapetteApp:
    """Build the app. ``start`` (a Game or Position) plays from there instead of a deal:
    tests use it for positions near the end. Unknown variants raise VariantError here.
    ``vs`` ("computer", "computer:2", "hard" …) plays against the computer, the human at
    ``seat``; bad values raise OpponentError (a ValueError). The options given (not None,
    or variants named) are the ones typed: a saved match with others is offered with the
    difference said (the defaults are stop mode, target 300, south)."""
    rules = Rules.from_names(variants)
    game: Game | None
    game = Game(start, mode or "stop") if isinstance(start, Position) else start
    table = game.position.table if game is not None else rules.table
    # one model of seats, whatever the table: the computers' seats and levels
    computers = computer_seats(table, parse_levels(vs), parse_seats(seat) if seat else None) if vs is not None else {}
    if names is not None and computers and len(names) == table.seat_count - len(computers):
        # with computers: the humans' names alone, in the order of play
        humans = iter(names)
        names = [table.seat_name(s).capitalize() if s in computers else next(humans) for s in table.seats]
    by_seat = list(names_by_seat(table, names))  # typed in the order of play; OpponentError on a wrong count
    typed = frozenset(field for field, value in (
        ("variants", variants or None), ("mode", mode), ("target", target), ("names", names), ("first_seed", seed),
        ("record", record), ("computers", vs),
    ) if value is not None)
    mode = mode or "stop"
    target = target if target is not None else 300
    pace = check_pace(pace)
    for where, level in computers.items():  # the computer's seat shows its level; a human keeps their name
        by_seat[where] = computer_name(level)
    options = MatchOptions(
        variants=tuple(game.rules.names if game is not None else rules.names),
        mode=game.mode if game is not None else mode,
        target=target,
        names=tuple(by_seat),
        first_seed=seed if seed is not None else random_seed(),
        record=str(Path(record).resolve()) if record is not None else None,
        computers=tuple(sorted(computers.items())),
    )
    config = AppConfig(options, new, game, Path(data_dir) if data_dir is not None else None, pace, clock, typed)
    return CrapetteApp(config, theme)


__all__ = ["AppConfig", "CrapetteApp", "DARK", "LIGHT", "make_app"]


# Start-up (issues 12, 28): what is imported by now lives as long as the app (modules, classes,
# tables). Moved out of the collector's sight, it is not walked again by each collection
# before the first paint (and after): about 20 M instructions, 2 % of the start-up.
quiet_start.resume()
