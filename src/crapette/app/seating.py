"""Who sits where: the players' names per seat and the computer seats, from the options
``crapette play`` was given (``--names``, ``--vs``, ``--seat``). No Textual here.

Names are typed in the order of play (south, then west at three, then north) and kept
indexed by seat number, as every other per-seat tuple (``table.py``). The computers take
the seats no human asked for, in the order of play, their levels in the order typed:
``--variant three-players --vs computer:3,computer:5 --seat west`` seats the human west,
computer:3 south and computer:5 north (the seats left, in the order of play).
"""

from __future__ import annotations

from collections.abc import Sequence

from crapette.app.computer import OpponentError, parse_opponent
from crapette.words.describe import seat_word
from crapette.engine.table import SEAT_IDS, Seat, Table
from crapette.i18n import _, ngettext

#: The seats as --seat names them.
SEAT_WORDS = ("south", "west", "north")


def seat_order_names(table: Table) -> tuple[str, ...]:
    """The seats' names in the order of play: ('south', 'north') or ('south', 'west', 'north')."""
    return tuple(table.seat_name(s) for s in table.seats)


def default_names(table: Table) -> tuple[str, ...]:
    """The names when none are typed, indexed by seat number: 'South', 'North' (, 'West')."""
    width = max(table.seats) + 1
    return tuple(table.seat_name(s).capitalize() for s in range(width))


def names_by_seat(table: Table, typed: Sequence[str] | None) -> tuple[str, ...]:
    """The typed names (in the order of play) indexed by seat number; OpponentError on a
    wrong count."""
    names = list(default_names(table))
    if typed is None:
        return tuple(names)
    order = seat_order_names(table)
    if len(typed) != len(order):
        raise OpponentError(_("--names: give {count} names ({seats}), not {typed}").format(
            count=len(order), seats=", ".join(seat_word(SEAT_IDS[seat]) for seat in order), typed=len(typed)))
    for seat, name in zip(table.seats, typed):
        names[seat] = name
    return tuple(names)


def parse_levels(text: str) -> tuple[str, ...]:
    """The computer levels of a --vs value (``computer:3,computer:5``), canonical; OpponentError."""
    parts = [part for part in text.split(",")]
    if not all(part.strip() for part in parts):
        raise OpponentError(_("--vs {value}: one level per computer, separated by commas "
                              "(computer:3,computer:5)").format(value=repr(text)))
    return tuple(parse_opponent(part) for part in parts)


def parse_seats(text: str) -> tuple[str, ...]:
    """The seat names of a --seat value (``south`` or ``south,west``); OpponentError."""
    seats = tuple(part.strip().lower() for part in text.split(","))
    for seat in seats:
        if seat not in SEAT_WORDS:
            raise OpponentError(_("unknown seat {value}: choose south, west or north").format(value=repr(seat)))
    if len(set(seats)) != len(seats):
        raise OpponentError(_("--seat {value}: a seat is named twice").format(value=repr(text)))
    return seats


def computer_seats(table: Table, levels: Sequence[str], humans: Sequence[str] | None) -> dict[Seat, str]:
    """Each computer's seat and level: the humans at ``humans`` (default: the first seats
    in the order of play), the computers at the others in the order of play; OpponentError
    when the counts or seats do not fit the table."""
    order = seat_order_names(table)
    if not levels:
        return {}
    if len(levels) >= len(order) == 2:
        raise OpponentError(_("--vs {value}: a game of two has one computer opponent (two computers: "
                              "--variant three-players)").format(value=",".join(levels)))
    if len(levels) >= len(order):
        raise OpponentError(ngettext("--vs: {count} computer leaves no seat for a human at a table of {seats}",
                                     "--vs: {count} computers leave no seat for a human at a table of {seats}",
                                     len(levels)).format(count=len(levels), seats=len(order)))
    wanted = len(order) - len(levels)
    if humans is None:
        humans = order[:wanted]
    for seat in humans:
        if seat not in order:
            raise OpponentError(_("--seat {seat}: this game's seats are {seats}").format(
                seat=seat, seats=", ".join(order)))
    if len(humans) != wanted:
        computers = ngettext("{count} computer", "{count} computers", len(levels)).format(count=len(levels))
        said = (_("--seat: with {computers} name one seat for the human ({seats})") if wanted == 1 else
                _("--seat: with {computers} name {count} seats for the humans ({seats})"))
        raise OpponentError(said.format(computers=computers, count=wanted, seats=", ".join(order)))
    free = [SEAT_IDS[s] for s in order if s not in humans]
    return dict(zip(free, levels))


__all__ = ["SEAT_WORDS", "computer_seats", "default_names", "names_by_seat", "parse_levels", "parse_seats",
           "seat_order_names"]
