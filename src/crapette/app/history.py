"""What is kept of finished games: their records (the last ``KEEP_GAMES``, for
`crapette replay --last/--list`) and the statistics per player name (`crapette stats`).

Both live in the data folder beside the save. Neither needs Textual: the command line
reads them too. Writes are atomic; an unreadable statistics file is set aside, never lost.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from crapette.app.files import data_dir, set_aside, write_atomic, write_new
from crapette.app.save import MatchOptions, MatchSession
from crapette.app.view import SEATS, shown_name
from crapette.engine import CrapetteError, Game, Outcome, Record
from crapette.engine.piles import PLAYER_NAMES
from crapette.words.describe import seat_word
from crapette.engine.safety import clean_name, clean_text, is_data_file, loads_bounded, one_line, read_data_file, seat_names
from crapette.engine.table import SEAT_IDS
from crapette.i18n import N_, _, colon

KEEP_GAMES = 200  # finished games kept for replay; the oldest is dropped beyond this
GAMES_FOLDER = "games"
STATS_NAME = "stats.json"
STATS_FORMAT = "crapette-stats/1"
TWO_PEOPLE = "people"  # the "against" key of a match between two people
THREE_PLAYERS = "three"  # the "against" key of a three-player match (people, computers or both)


@dataclass
class Tally:
    """Games and points against one kind of opponent (or in all)."""

    games: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0  # stalemates
    points: int = 0
    matches: int = 0
    matches_won: int = 0

    def to_json(self) -> dict[str, int]:
        return dict(self.__dict__)

    @classmethod
    def from_json(cls, obj: Any) -> Tally:
        tally = cls()
        if isinstance(obj, dict):
            for key in tally.__dict__:
                value = obj.get(key, 0)
                if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
                    setattr(tally, key, value)
        return tally


@dataclass
class PlayerStats:
    """One player name's results: in all, and against each opponent (a computer level,
    or ``people``)."""

    total: Tally = field(default_factory=Tally)
    against: dict[str, Tally] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"total": self.total.to_json(), "against": {k: t.to_json() for k, t in sorted(self.against.items())}}

    @classmethod
    def from_json(cls, obj: Any) -> PlayerStats:
        if not isinstance(obj, dict):
            return cls()
        against = obj.get("against")
        return cls(Tally.from_json(obj.get("total")),
                   {clean_name(k, "?"): Tally.from_json(v) for k, v in against.items()}
                   if isinstance(against, dict) else {})


def _count(tally: Tally, seat: int, outcome: Outcome, match_winner: int | None, match_over: bool) -> None:
    tally.games += 1
    if outcome.winner is None:
        tally.drawn += 1
    elif outcome.winner == seat:
        tally.won += 1
    else:
        tally.lost += 1
    tally.points += outcome.points[seat]
    if match_over:
        tally.matches += 1
        tally.matches_won += match_winner == seat


class History:
    """The data folder's finished games and statistics."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory if directory is not None else data_dir()
        self.games_folder = self.directory / GAMES_FOLDER
        self.stats_path = self.directory / STATS_NAME
        self.stats_note: str | None = None  # what load_stats had to do with an unreadable file
        self.stats_blocked = False

    # --- finished games -------------------------------------------------------------

    def games(self) -> list[Path]:
        """The kept records, oldest first: regular files whose names begin with a running
        number in ASCII digits (``000042-…``), ordered by that number (past 999999 it
        has seven digits and must still sort after 999999)."""
        try:
            found = [(number, p.name, p) for p in self.games_folder.glob("*.json")
                     if (number := game_number(p)) is not None and is_data_file(p)]
        except OSError:
            return []
        return [p for _number, _name, p in sorted(found)]

    def keep(self, record: Record, when: str | None = None) -> Path:
        """Keep a finished game's record under a new number (never over another game's,
        even one kept by another window in the same second); drop the oldest beyond
        KEEP_GAMES."""
        kept = self.games()
        number = (game_number(kept[-1]) or 0) + 1 if kept else 1
        stamp = when if when is not None else time.strftime("%Y%m%d-%H%M%S")
        text = record.dumps()
        for _attempt in range(1000):
            path = self.games_folder / f"{number:06d}-{stamp}.json"
            if write_new(path, text):
                break
            number += 1
        else:
            raise OSError(_("no free name for a kept game in {folder}").format(folder=self.games_folder))
        for old in self.games()[:-KEEP_GAMES]:
            try:
                old.unlink()
            except OSError:
                pass
        return path

    # --- statistics -------------------------------------------------------------------

    def load_stats(self) -> dict[str, PlayerStats]:
        """The statistics per player name. A file that cannot be read (damaged, a FIFO,
        no permission, an I/O error) is set aside and counting starts again, with a note
        in ``stats_note`` (a broken file must not stop the game, nor be lost); one that
        cannot even be set aside makes ``stats_blocked`` true: ``count`` then writes
        nothing rather than replace it."""
        self.stats_note = None
        self.stats_blocked = False
        try:
            data = read_data_file(self.stats_path)
        except FileNotFoundError:
            return {}
        except OSError as exc:
            return self._set_stats_aside(_("it cannot be read ({why})").format(why=exc.strerror or exc))
        try:
            obj = loads_bounded(data)
            if not isinstance(obj, dict) or obj.get("format") != STATS_FORMAT or not isinstance(obj.get("players"), dict):
                raise ValueError("not a statistics file")
            return {clean_name(name, "?"): PlayerStats.from_json(v) for name, v in obj["players"].items()}
        except Exception:  # any damage: keep the file aside, count afresh
            return self._set_stats_aside(_("it is damaged"))

    def _set_stats_aside(self, problem: str) -> dict[str, PlayerStats]:
        kept = set_aside(self.stats_path, "stats")
        if kept is None:
            self.stats_blocked = True
            self.stats_note = _("The statistics ({path}): {problem}; it could not be moved aside, so no game "
                                "is counted until it can be read.").format(path=self.stats_path, problem=problem)
        else:
            self.stats_note = _("The statistics ({path}): {problem}; kept as {kept}, the counting starts "
                                "afresh.").format(path=self.stats_path, problem=problem, kept=kept.name)
        return {}

    def count(self, options: MatchOptions, outcome: Outcome, match_winner: int | None, match_over: bool) -> None:
        """Add a finished game to each person's statistics (not the computer's)."""
        stats = self.load_stats()
        if self.stats_blocked:  # never replace a statistics file that could not be read
            raise OSError(self.stats_note)
        computers = options.computer_seats()
        levels = sorted(computers.values())
        # kept by kind of match: a table of three, one computer's level, or two people
        against = THREE_PLAYERS if len(options.names) > 2 else levels[0] if levels else TWO_PEOPLE
        for seat, name in enumerate(options.names):
            if seat in computers:
                continue
            player = stats.setdefault(name, PlayerStats())
            _count(player.total, seat, outcome, match_winner, match_over)
            _count(player.against.setdefault(against, Tally()), seat, outcome, match_winner, match_over)
        text = json.dumps({"format": STATS_FORMAT, "players": {n: s.to_json() for n, s in sorted(stats.items())}},
                          ensure_ascii=False, indent=1) + "\n"
        write_atomic(self.stats_path, text)


SOUTH, NORTH, WEST = SEAT_IDS["south"], SEAT_IDS["north"], SEAT_IDS["west"]


def record_name(name: str, seat: int) -> str:
    """A record's player name as the list shows it: a seat's default name ("South") in
    the player's language, the computer's too, a person's as typed."""
    return seat_word(seat) if name == SEATS[seat] else shown_name(name)


def _percent(part: int, whole: int) -> str:
    return f"{100 * part // whole}%" if whole else "-"


#: the statistics' columns: heading and least width (the English ones; a longer
#: translation widens its column)
_COLUMNS = ((N_("games"), 5), (N_("won"), 4), (N_("lost"), 4), (N_("drawn"), 5), (N_("won %"), 5),
            (N_("points"), 7), (N_("matches"), 7), (N_("m. won"), 6))


def against_label(key: str) -> str:
    """A computer level's row ("computer:3") as the table names it: "computer:3",
    « ordinateur 3 », „Computer 3“; another key as kept."""
    kind, _colon, level = key.partition(":")
    return _("computer:{level}").format(level=level) if kind == "computer" and level.isdigit() else key


def stats_table(stats: dict[str, PlayerStats]) -> str:
    """The statistics as plain text, one block per player name, in the player's language."""
    if not stats:
        return _("No finished game yet: the statistics start with the first game played to its end.")
    # Translators: the column headings of the statistics table; keep them short (the table
    # fits 70 columns): "against" heads the opponents' kinds (a person, computer:3 …)
    against = _("against")
    labels = {TWO_PEOPLE: _("a person"), THREE_PLAYERS: _("two players")}
    heads = [_(head) for head, _width in _COLUMNS]
    widths = [max(width, len(head)) for head, (_head, width) in zip(heads, _COLUMNS)]
    first = max(12, len(against), *(len(label) for label in labels.values()), len(against_label("computer:5")))
    lines = []
    for name, player in sorted(stats.items(), key=lambda item: item[0].casefold()):
        lines.append(seat_word(SEATS.index(name)) if name in SEATS else shown_name(name))  # « Sud », not South
        lines.append(f"  {against:<{first}} " + " ".join(f"{head:>{width}}" for head, width in zip(heads, widths)))
        rows = [(_("all"), player.total), *((labels.get(k) or against_label(k), t) for k, t in player.against.items())]
        for label, t in rows:
            values = (t.games, t.won, t.lost, t.drawn, _percent(t.won, t.games), t.points, t.matches, t.matches_won)
            lines.append(f"  {label:<{first}} " + " ".join(f"{value:>{width}}" for value, width in zip(values, widths)))
        lines.append("")
    lines.append(_("Points: those scored in the games won (the loser's cards left, reserve cards double). "
                   "Matches: finished matches only."))
    return "\n".join(lines)


def game_number(path: Path) -> int | None:
    """A kept game's running number: the ASCII digits its name begins with, up to the
    first dash (``000042-20260101-120000.json``); None for any other name."""
    head = path.name.partition("-")[0]
    return int(head) if 6 <= len(head) <= 12 and head.isascii() and head.isdigit() else None


def game_line(path: Path) -> str:
    """One line of `crapette replay --list`: the number, the date, the players, the result,
    every part from the file cleaned (no control character reaches the terminal)."""
    shown_path = clean_text(str(path), 200)
    number = game_number(path) or 0
    try:
        obj = loads_bounded(read_data_file(path))
    except Exception:
        return _("{file}: cannot be read").format(file=clean_text(path.name, 60))
    if not isinstance(obj, dict):
        return _("{file}: not a record").format(file=clean_text(path.name, 60))
    players = obj.get("players") if isinstance(obj.get("players"), dict) else {}
    assert isinstance(players, dict)
    try:
        named = {"south": "South", "north": "North"} | seat_names(players)
    except CrapetteError:  # a name that is not text: the seat's own
        named = {"south": "South", "north": "North"} | ({"west": "West"} if "west" in players else {})
    south, north = record_name(named["south"], SOUTH), record_name(named["north"], NORTH)
    west = record_name(named["west"], WEST) if "west" in named else None
    found = obj.get("result")
    result = clean_text(str(found.get("outcome", "?")), 40) if isinstance(found, dict) else _("unfinished")
    for seat, name in zip((*PLAYER_NAMES, "west"), (south, north, west)):
        result = result.replace(f"won:{seat}", _("{player} won").format(player=name))
    result = result.replace("stalemate", _("stalemate"))
    order = ("south", "north") if west is None else ("south", "west", "north")
    if isinstance(found, dict) and isinstance(found.get("score"), dict):
        score = found["score"]
        result += " " + "–".join(_points(score.get(seat, 0)) for seat in order)
    stamp = path.stem.partition("-")[2]
    date = (f"{stamp[:4]}-{stamp[4:6]}-{stamp[6:8]} {stamp[9:11]}:{stamp[11:13]}"
            if len(stamp) == 15 and stamp.replace("-", "").isascii() else clean_text(stamp, 20))
    names = f"{south} – {north}" if west is None else f"{south} – {west} – {north}"
    return one_line(f"{number:>6}  {date}  {names}{colon()}{result}  ({shown_path})", 400)


def _points(value: object) -> str:
    """A score as the list shows it: a whole number, else "?"."""
    return str(value) if isinstance(value, int) and not isinstance(value, bool) and abs(value) < 10**9 else "?"


def keep_finished(directory: Path, session: MatchSession, game: Game) -> str | None:
    """After a game ends (``session.finish_game`` done): keep its record and count it.
    Returns a message when the data folder cannot be written (the game goes on)."""
    outcome = game.outcome
    if outcome is None:
        return None
    history = History(directory)
    try:
        history.keep(session.record(game, session.finished_seed))
    except OSError as exc:
        return _("Could not keep the finished game in {folder}: {error}").format(folder=directory,
                                                                                error=exc.strerror or exc)
    try:
        history.count(session.options, outcome, session.match.winner, session.match.is_over)
    except OSError as exc:
        return history.stats_note if history.stats_blocked else _(
            "Could not count the finished game in {folder}: {error}").format(folder=directory,
                                                                            error=exc.strerror or exc)
    return history.stats_note  # an unreadable statistics file was set aside: say so


__all__ = ["History", "KEEP_GAMES", "PlayerStats", "Tally", "game_line", "game_number", "keep_finished", "stats_table"]
