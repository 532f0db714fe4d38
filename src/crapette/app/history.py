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

from crapette.app.files import data_dir, set_aside, write_atomic
from crapette.app.save import MatchOptions, MatchSession
from crapette.app.view import SEATS, shown_name
from crapette.engine import Game, Outcome, Record
from crapette.engine.piles import PLAYER_NAMES
from crapette.engine.describe import seat_word
from crapette.engine.safety import clean_name, loads_bounded, read_capped
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

    # --- finished games -------------------------------------------------------------

    def games(self) -> list[Path]:
        """The kept records, oldest first (their names begin with a running number)."""
        try:
            found = [p for p in self.games_folder.glob("*.json") if p.name[:6].isdigit()]
        except OSError:
            return []
        return sorted(found, key=lambda p: p.name)

    def keep(self, record: Record, when: str | None = None) -> Path:
        """Keep a finished game's record; drop the oldest beyond KEEP_GAMES."""
        kept = self.games()
        number = int(kept[-1].name[:6]) + 1 if kept else 1
        stamp = when if when is not None else time.strftime("%Y%m%d-%H%M%S")
        path = self.games_folder / f"{number:06d}-{stamp}.json"
        write_atomic(path, record.dumps())
        for old in [*kept, path][:-KEEP_GAMES]:
            try:
                old.unlink()
            except OSError:
                pass
        return path

    # --- statistics -------------------------------------------------------------------

    def load_stats(self) -> dict[str, PlayerStats]:
        """The statistics per player name; an unreadable file is set aside and counting
        starts again (a broken file must not stop the game)."""
        try:
            data = read_capped(self.stats_path)
        except OSError:
            return {}
        try:
            obj = loads_bounded(data)
            if not isinstance(obj, dict) or obj.get("format") != STATS_FORMAT or not isinstance(obj.get("players"), dict):
                raise ValueError("not a statistics file")
        except Exception:  # any damage: keep the file aside, count afresh
            set_aside(self.stats_path, "stats")
            return {}
        return {clean_name(name, "?"): PlayerStats.from_json(v) for name, v in obj["players"].items()}

    def count(self, options: MatchOptions, outcome: Outcome, match_winner: int | None, match_over: bool) -> None:
        """Add a finished game to each person's statistics (not the computer's)."""
        stats = self.load_stats()
        computers = options.computer_seats()
        three = len(options.names) > 2
        against = THREE_PLAYERS if three else options.opponent if options.opponent is not None else TWO_PEOPLE
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


def game_line(path: Path) -> str:
    """One line of `crapette replay --list`: the number, the date, the players, the result."""
    try:
        obj = loads_bounded(read_capped(path))
    except Exception:
        return _("{file}: cannot be read").format(file=path.name)
    if not isinstance(obj, dict):
        return _("{file}: not a record").format(file=path.name)
    players = obj.get("players") if isinstance(obj.get("players"), dict) else {}
    assert isinstance(players, dict)
    south = record_name(clean_name(str(players.get("south", "South")), "South"), SOUTH)
    north = record_name(clean_name(str(players.get("north", "North")), "North"), NORTH)
    west = record_name(clean_name(str(players["west"]), "West"), WEST) if "west" in players else None
    found = obj.get("result")
    result = str(found.get("outcome", "?")) if isinstance(found, dict) else _("unfinished")
    for seat, name in zip((*PLAYER_NAMES, "west"), (south, north, west)):
        result = result.replace(f"won:{seat}", _("{player} won").format(player=name))
    result = result.replace("stalemate", _("stalemate"))
    order = ("south", "north") if west is None else ("south", "west", "north")
    if isinstance(found, dict) and isinstance(found.get("score"), dict):
        score = found["score"]
        result += " " + "–".join(str(score.get(seat, 0)) for seat in order)
    stamp = path.stem[7:]
    date = f"{stamp[:4]}-{stamp[4:6]}-{stamp[6:8]} {stamp[9:11]}:{stamp[11:13]}" if len(stamp) == 15 else stamp
    names = f"{south} – {north}" if west is None else f"{south} – {west} – {north}"
    return f"{int(path.name[:6]):>6}  {date}  {names}{colon()}{result}  ({path})"




def keep_finished(directory: Path, session: MatchSession, game: Game) -> str | None:
    """After a game ends (``session.finish_game`` done): keep its record and count it.
    Returns a message when the data folder cannot be written (the game goes on)."""
    outcome = game.outcome
    if outcome is None:
        return None
    history = History(directory)
    try:
        history.keep(session.record(game, session.finished_seed))
        history.count(session.options, outcome, session.match.winner, session.match.is_over)
    except OSError as exc:
        return _("Could not keep the finished game in {folder}: {error}").format(folder=directory,
                                                                                error=exc.strerror or exc)
    return None


__all__ = ["History", "KEEP_GAMES", "PlayerStats", "Tally", "game_line", "keep_finished", "stats_table"]
