"""Autosave and resume: the match in progress, written atomically after every action.

The save holds the match options, the seeds, the finished games' outcomes and the
current game's record; resuming replays that record through the engine, so the app
never stores a position of its own. An unreadable save is moved aside, never lost.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from crapette.app.view import Names
from crapette.engine import MODES, CrapetteError, Game, Match, Outcome, Rules
from crapette.engine.table import SEAT_BY_ID, STANDARD_TABLE, Seat, Table
from crapette.app.files import data_dir, remove_leftovers, set_aside, write_atomic
from crapette.i18n import _
from crapette.words import say
from crapette.engine.safety import excerpt, json_error, loads_bounded, read_data_file, seat_names
from crapette.lazy import lazy_module

if TYPE_CHECKING:
    import json

    from crapette.engine.record import Record
else:
    json = lazy_module("json")  # loaded at its first use: the first screen reads no JSON (issue 12)

SAVE_FORMAT = "crapette-save/1"
SAVE_NAME = "save.json"
LOCK_NAME = "save.lock"
SEED_LIMIT = 2**31


class SaveError(Exception):
    """A save file that cannot be read back; the message says why."""


def random_seed() -> int:
    import secrets

    return secrets.randbelow(SEED_LIMIT)


class MatchOptions(NamedTuple):
    """What `crapette play` was asked for; the match keeps them across games."""

    variants: tuple[str, ...] = ()
    mode: str = "stop"
    target: int = 300
    names: Names = ("South", "North")
    first_seed: int = 0
    record: str | None = None
    #: who plays by computer, at any table: each computer's seat and level
    #: (``((1, "computer:3"),)``: North); the seats not named are people's
    computers: tuple[tuple[Seat, str], ...] = ()

    def computer_seats(self) -> dict[Seat, str]:
        """Each computer's seat and level ({} between people only)."""
        return dict(self.computers)

    def to_json(self) -> dict[str, Any]:
        obj: dict[str, Any] = {
            "variants": list(self.variants),
            "mode": self.mode,
            "target": self.target,
            "names": list(self.names),
            "first_seed": self.first_seed,
            "record": self.record,
        }
        if self.computers:
            obj["computers"] = {SEAT_BY_ID[seat]: level for seat, level in self.computers}
        return obj

    @classmethod
    def from_json(cls, obj: Any) -> MatchOptions:
        if not isinstance(obj, dict):
            raise SaveError(_("'options' must be an object"))
        variants = obj.get("variants", [])
        names = obj.get("names", ["South", "North"])
        target = obj.get("target", 300)
        seed = obj.get("first_seed", 0)
        record = obj.get("record")
        mode = obj.get("mode", "stop")
        if not (isinstance(variants, list) and all(isinstance(v, str) for v in variants)):
            raise SaveError(_("'variants' must be a list of names"))
        try:  # the same lookup as `crapette play --variant`
            rules = Rules.from_names(variants)
        except CrapetteError as exc:
            raise SaveError(_("'variants': {error}").format(error=excerpt(str(exc), 200))) from None
        table = rules.table
        width = max(table.seats) + 1
        if not (isinstance(names, list) and len(names) == width and all(isinstance(n, str) for n in names)):
            raise SaveError(_("'names' must be two strings") if width == 2 else _("'names' must be three strings"))
        if mode not in MODES:  # `crapette play --mode` offers these only
            raise SaveError(_("'mode' must be one of {modes}, not {mode}").format(modes=", ".join(MODES), mode=excerpt(mode)))
        if not isinstance(target, int) or isinstance(target, bool) or target < 1:
            raise SaveError(_("'target' must be a whole number ≥ 1"))
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise SaveError(_("'first_seed' must be a whole number ≥ 0"))
        if record is not None and not _is_file_name(record):
            raise SaveError(_("'record' must be a file name or null"))
        opponent, seat = _opponent_from_json(obj)
        if opponent is not None and (width != 2 or "computers" in obj):
            raise SaveError(_("'opponent' is the computer of a game of two (three seats name their 'computers')"))
        # saves written before one model of seats name the computer of a game of two so
        computers = ((table.opponent(seat), opponent),) if opponent is not None else _computers_from_json(obj, table)
        named = seat_names(dict(zip(SEAT_BY_ID, names)))  # the one reader of names
        cleaned = tuple(named[seat] for seat in SEAT_BY_ID[:width])
        return cls(tuple(rules.names), mode, target, cleaned, seed, record, computers)


def _is_file_name(value: object) -> bool:
    """A name the autosave can write back and the record can be opened at: printable
    (no NUL, no control character, no lone surrogate) and of a sane length."""
    return isinstance(value, str) and 0 < len(value) <= 4096 and value.isprintable()


def _opponent_from_json(obj: dict[str, Any]) -> tuple[str | None, int]:
    """The computer opponent of a save in the older form of a game of two (``opponent``
    and ``human_seat``): its level and the human's seat, or None."""
    opponent = obj.get("opponent")
    if opponent is None:
        return None, 0
    from crapette.app.computer import OpponentError, parse_opponent, parse_seat

    if not isinstance(opponent, str):
        raise SaveError(_("'opponent' must be a computer level such as \"computer:3\""))
    seat = obj.get("human_seat", "south")
    try:
        return parse_opponent(opponent), parse_seat(seat if isinstance(seat, str) else "")
    except OpponentError as exc:
        raise SaveError(excerpt(str(exc), 120)) from None


def _computers_from_json(obj: dict[str, Any], table: Table) -> tuple[tuple[Seat, str], ...]:
    """The computers of a save: {"west": "computer:3"}, at any table."""
    computers = obj.get("computers", {})
    if not isinstance(computers, dict):
        raise SaveError(_("'computers' must map seats to computer levels"))
    from crapette.app.computer import OpponentError, parse_opponent

    out: list[tuple[Seat, str]] = []
    for seat_word, level in computers.items():
        seat = table.parse_seat(seat_word) if isinstance(seat_word, str) else None
        if seat is None or not isinstance(level, str):
            raise SaveError(_("'computers': {seat} is not a seat of this game").format(seat=excerpt(seat_word)))
        try:
            out.append((seat, parse_opponent(level)))
        except OpponentError as exc:
            raise SaveError(excerpt(str(exc), 120)) from None
    if len(out) >= len(table.seats):
        raise SaveError(_("'computers': every seat is a computer"))
    return tuple(out)


def _outcome_json(o: Outcome) -> dict[str, Any]:
    return {
        "result": o.result,
        "winner": o.winner,
        "reason": o.reason,
        "points": list(o.points),
        "counts": list(o.counts),
        "detail": [list(d) for d in o.detail],
    }


def _outcome_from_json(obj: Any, seats: tuple[Seat, ...] = STANDARD_TABLE.seats) -> Outcome:
    """A finished game's outcome; its lists are indexed by seat number, one per seat."""
    width = max(seats) + 1
    try:
        winner = obj["winner"]
        if winner is not None and winner not in seats:
            raise ValueError("winner")
        points, counts, detail = obj["points"], obj["counts"], obj["detail"]
        if not all(isinstance(x, list) and len(x) == width for x in (points, counts, detail)):
            raise ValueError("lengths")
        if not all(isinstance(d, list) and len(d) == 3 for d in detail):
            raise ValueError("detail")
        return Outcome(
            str(obj["result"]),
            winner,
            str(obj["reason"]),
            tuple(int(p) for p in points),
            tuple(int(c) for c in counts),
            tuple((int(d[0]), int(d[1]), int(d[2])) for d in detail),
            seats,
        )
    except (KeyError, TypeError, ValueError, IndexError):
        raise SaveError(_("a finished game's outcome is incomplete")) from None


class MatchSession:
    """The match being played: engine objects only (the Match, the current Game) plus
    the seeds that recreate each deal. Game i of the match is dealt from first_seed + i."""

    def __init__(self, options: MatchOptions, match: Match, game: Game, seed: int | None,
                 seeds: list[int | None] | None = None) -> None:
        self.options = options
        self.match = match
        self.game = game
        self.seed = seed  # the current game's seed (None: it began from a given position)
        self.finished: Game | None = None  # the game that just ended, shown on the game-over screen
        self.finished_seed: int | None = None
        self.seeds: list[int | None] = seeds if seeds is not None else []  # finished games' seeds

    @classmethod
    def new(cls, options: MatchOptions, game: Game | None = None) -> MatchSession:
        seed = None if game is not None else options.first_seed
        if game is None:
            game = Game.new(options.first_seed, options.variants, options.mode)
        return cls(options, Match(options.target, seats=game.position.table.seats), game, seed)

    @property
    def game_number(self) -> int:
        return len(self.match.outcomes) + 1

    @property
    def players(self) -> dict[str, str]:
        table = self.game.position.table
        return {table.seat_name(seat): self.options.names[seat] for seat in table.seats}

    def record(self, game: Game | None = None, seed: int | None = None) -> Record:
        if game is None:
            game, seed = self.game, self.seed
        from crapette.engine.record import Record  # loaded at the first record written

        return Record.from_game(game, self.players, seed)

    def finish_game(self) -> None:
        """The current game has ended: count it, and deal the next one unless the match is won."""
        outcome = self.game.outcome
        assert outcome is not None
        self.match.add(outcome)
        self.finished, self.finished_seed = self.game, self.seed
        self.seeds.append(self.seed)
        if not self.match.is_over:
            self.seed = (self.options.first_seed + len(self.match.outcomes)) % SEED_LIMIT
            self.game = Game.new(self.seed, self.options.variants, self.options.mode, self._next_starter())

    def _next_starter(self) -> int | None:
        """Who starts the next deal: None (the start rule decides) unless the variant
        alternating-starts gives it to the player who did not start the game just ended."""
        finished = self.finished
        if finished is None:
            return None
        return self.match.starter(finished.rules.alternating_starts, finished.start.to_move)

    def record_path(self, number: int | None = None) -> Path | None:
        """The --record file of game ``number`` (the first game uses the name as given)."""
        if self.options.record is None:
            return None
        path = Path(self.options.record)
        n = self.game_number if number is None else number
        return path if n == 1 else path.with_name(f"{path.stem}-{n}{path.suffix}")

    # --- JSON -------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "saved": time.strftime("%Y-%m-%dT%H:%M:%S"),
            "options": self.options.to_json(),
            "games": [{"seed": s, "outcome": _outcome_json(o)} for s, o in zip(self.seeds, self.match.outcomes)],
            "current": {"seed": self.seed, "record": self.record().to_json()},
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1) + "\n"

    @classmethod
    def loads(cls, text: str | bytes) -> MatchSession:
        """Read a save back, replaying the current game's record; SaveError says what is wrong,
        whatever went wrong (a save must never keep the player out of the game)."""
        try:
            return cls._loads(text)
        except SaveError:
            raise
        except json.JSONDecodeError as exc:
            raise SaveError(say(json_error(exc))) from None
        except CrapetteError as exc:
            raise SaveError(excerpt(str(exc), 200)) from None
        except Exception as exc:  # RecursionError, MemoryError, a bug: set aside all the same
            raise SaveError(_("cannot be read ({error})").format(
                error=f"{type(exc).__name__}: {excerpt(str(exc), 80)}")) from None

    @classmethod
    def _loads(cls, text: str | bytes) -> MatchSession:
        obj = loads_bounded(text)
        if not isinstance(obj, dict) or obj.get("format") != SAVE_FORMAT:
            raise SaveError(_("not a crapette save (format {format})").format(
                format=excerpt(obj.get("format") if isinstance(obj, dict) else None)))
        options = MatchOptions.from_json(obj.get("options"))
        games = obj.get("games", [])
        current = obj.get("current")
        if not isinstance(games, list) or not isinstance(current, dict):
            raise SaveError(_("'games' must be a list and 'current' an object"))
        seats = Rules.from_names(options.variants).table.seats
        match = Match(options.target, seats=seats)
        seeds: list[int | None] = []
        for g in games:
            if not isinstance(g, dict):
                raise SaveError(_("a finished game must be an object"))
            game_seed = g.get("seed")
            if game_seed is not None and (not isinstance(game_seed, int) or isinstance(game_seed, bool)):
                raise SaveError(_("a finished game's seed must be a whole number or null"))
            seeds.append(game_seed)
            try:
                match.add(_outcome_from_json(g.get("outcome"), seats))
            except ValueError as exc:
                raise SaveError(excerpt(str(exc), 120)) from None
        seed = current.get("seed")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise SaveError(_("the current game's seed must be a whole number"))
        try:
            from crapette.engine.record import Record

            game = Record.from_json(current.get("record")).replay()
        except CrapetteError as exc:
            raise SaveError(_("the current game cannot be replayed: {error}").format(error=excerpt(str(exc), 200))) from None
        if game.outcome is not None:
            raise SaveError(_("the current game is already over"))
        _check_whole(options, match, game)
        return cls(options, match, game, seed, seeds=seeds)


def _check_whole(options: MatchOptions, match: Match, game: Game) -> None:
    """A save's parts must agree before it is offered: a crafted save whose options say
    three players and whose game is two-seat was offered, and its winning move crashed the
    app at every resume. The game is the match's: its variants, table and mode are the
    options', and the match is not over yet."""
    if sorted(game.rules.names) != sorted(options.variants):
        raise SaveError(_("the current game's variants ({game}) are not the match's ({match})").format(
            game=excerpt(", ".join(game.rules.names) or "standard", 80),
            match=excerpt(", ".join(options.variants) or "standard", 80)))
    if game.position.table.seats != match.seats or len(options.names) != max(match.seats) + 1:
        raise SaveError(_("the current game's seats are not the match's"))
    if game.mode != options.mode:
        raise SaveError(_("the current game's mode ({game}) is not the match's ({match})").format(
            game=game.mode, match=options.mode))
    if match.is_over:
        raise SaveError(_("the match is already over"))


class SaveStore:
    """The save file in the data directory: read, write atomically, move aside, remove.

    One window at a time holds the save (``claim``): an OS file lock (``filelock``, an
    ``flock`` on POSIX) beside it, which the operating system drops when the process ends,
    however it ends, so a crash leaves no stale lock. A store that is not ``saving`` (the
    match is open in another window) writes nothing, and a store writes only once it holds
    the lock: the app claims it just after its first paint (``filelock``'s import costs a
    tenth of the start-up), and a write that comes first claims it itself."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory if directory is not None else data_dir()
        self.path = self.directory / SAVE_NAME
        self.saving = True
        self._lock: Any = None
        self.lock_problem: str | None = None  # why the lock could not be taken (then nothing is saved)
        remove_leftovers(self.path)  # a kill between writing and renaming left these

    def claim(self) -> bool:
        """Hold the save for this window; False when another window (process) holds it,
        or when the lock cannot be taken at all (``lock_problem``)."""
        if self._lock is not None:
            return True
        from filelock import FileLock, Timeout

        if self.lock_problem is not None:
            return False
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            lock = FileLock(self.directory / LOCK_NAME, timeout=0, thread_local=False)
            lock.acquire()
        except Timeout:
            return False
        except (OSError, NotImplementedError) as exc:
            # the lock cannot be taken (save.lock a folder, a folder we cannot write, a file
            # system without locks): another window could not be kept out, so this one
            # plays unsaved rather than overwrite another's moves (``lock_problem`` says why)
            self.lock_problem = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
            self.saving = False
            return False
        self._lock = lock
        return True

    def release(self) -> None:
        """Let another window have the save (also done by the OS when the process ends)."""
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def stop_saving(self) -> None:
        """This window plays a match that is not saved: the save belongs to another window."""
        self.saving = False

    def exists(self) -> bool:
        return self.saving and self.path.exists()

    def load(self) -> MatchSession | None:
        """The saved match, None if there is none; SaveError if it cannot be read, whatever
        the cause (the app then sets it aside and starts a new match)."""
        try:
            data = read_data_file(self.path)
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise SaveError(_("cannot be read ({error})").format(error=excerpt(exc.strerror or str(exc), 80))) from None
        return MatchSession.loads(data)

    def write(self, session: MatchSession) -> None:
        if self.saving and self._held():
            write_atomic(self.path, session.dumps())

    def _held(self) -> bool:
        """Whether this window may write: it holds the lock, or takes it now; when another
        window holds it, this store stops saving for good."""
        if not self.claim():
            self.saving = False
        return self.saving

    def quarantine(self) -> Path | None:
        """Keep an unreadable save aside under a name of its own; returns the new path
        (None when it could not be moved, or belongs to another window)."""
        if not self._held():
            return None
        return set_aside(self.path, "save")

    def remove(self) -> None:
        if not (self.saving and self._held()):
            return
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass


__all__ = [
    "LOCK_NAME", "MatchOptions", "MatchSession", "SaveError", "SaveStore", "random_seed",
]
