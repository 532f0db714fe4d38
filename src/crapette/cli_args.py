"""The command line's input checks: a bad argument or unreadable file becomes one line
naming what is wrong (``BadInput``, exit status 2), never a traceback."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, NoReturn

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

    from crapette.engine import Position, Record

from crapette.i18n import _

EXIT_BAD_INPUT = 2


class BadInput(Exception):
    """Input the user must fix; the message is printed as is."""


class Parser(argparse.ArgumentParser):
    """Bad arguments become one line and status 2, like every other bad input."""

    def error(self, message: str) -> NoReturn:
        raise BadInput(_("{message} (see `{prog} --help`)").format(message=message, prog=self.prog))

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        """argparse's, without swallowing a failed write: ``--help > /dev/full`` must not
        exit 0 having written nothing (``cli.main`` says so and exits 1)."""
        if message:
            stream = file if file is not None else sys.stderr
            stream.write(message)
            flush = getattr(stream, "flush", None)
            if flush is not None:
                flush()


def shown(path: str) -> str:
    """A file name as it may appear in a message: one line, no control sequence, not too long."""
    from crapette.engine.safety import one_line

    return _("standard input") if path == "-" else one_line(path, 200)


def read_input(path: str, data_file: bool = False) -> bytes:
    """The file's bytes, at most MAX_FILE_BYTES + 1 of them (the reader refuses more).
    ``data_file``: a file of the data folder (a kept game), read only if it is a regular
    file (a FIFO there must not block the command)."""
    from crapette.engine.safety import MAX_FILE_BYTES, read_capped, read_data_file

    name = shown(path)
    try:
        if path == "-":
            stdin = getattr(sys.stdin, "buffer", None)  # a replaced sys.stdin may hold text only
            if stdin is None:
                return sys.stdin.read(MAX_FILE_BYTES + 1).encode("utf-8", "surrogateescape")
            data: bytes = stdin.read(MAX_FILE_BYTES + 1)
            return data
        return read_data_file(path) if data_file else read_capped(path)
    except FileNotFoundError:
        raise BadInput(_("{name}: no such file").format(name=name)) from None
    except IsADirectoryError:
        raise BadInput(_("{name}: is a directory, not a file").format(name=name)) from None
    except PermissionError:
        raise BadInput(_("{name}: permission denied").format(name=name)) from None
    except OSError as exc:
        raise BadInput(f"{name}: {exc.strerror or exc}") from None


def record_or_save(text: bytes, name: str) -> Record | Position:
    """A record or position (the notation's formats), or the current game of a save file
    (``replay`` and ``review`` read both)."""
    from crapette.engine import load_any

    if b'"crapette-save/1"' in text[:4096]:
        from crapette.app.save import MatchSession, SaveError

        try:
            return MatchSession.loads(text).record()
        except SaveError as exc:
            raise BadInput(f"{name}: {exc}") from None
    return load_any(text)


def plain_count(text: str) -> int | None:
    from crapette.engine.safety import plain_count

    return plain_count(text)


def non_negative(text: str) -> int:
    """A whole number in plain ASCII digits: not ' 5', '+3', '٥' or '1_0'."""
    from crapette.engine.safety import excerpt

    value = plain_count(text)
    if value is None:
        raise argparse.ArgumentTypeError(_("{text} is not a whole number (digits 0-9 only)").format(text=excerpt(text)))
    return value


def positive(text: str) -> int:
    value = non_negative(text)
    if value == 0:
        raise argparse.ArgumentTypeError(_("must be at least 1"))
    return value


def opponent(text: str) -> str:
    from crapette.app.computer import OpponentError, parse_opponent

    try:  # three players: one level per computer, separated by commas
        return ",".join(parse_opponent(part) for part in text.split(","))
    except OpponentError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def seats(text: str) -> str:
    """--seat: one seat, or (three players) the humans' seats separated by commas."""
    from crapette.app.computer import OpponentError
    from crapette.app.seating import parse_seats

    try:
        return ",".join(parse_seats(text))
    except OpponentError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def pace(text: str) -> float:
    from crapette.app.computer import OpponentError, check_pace

    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("{text} is not a number of seconds").format(text=repr(text))) from None
    try:
        return check_pace(value)
    except OpponentError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def selfplay_count(text: str, what: str) -> int:
    from crapette.engine.safety import excerpt

    value = plain_count(text)
    if value is None and text.startswith("-") and plain_count(text[1:]) is not None:
        value = -1  # a negative number: said as such below
    if value is None:
        raise BadInput(_("{option} {text} is not a whole number (digits 0-9 only)").format(option=what, text=excerpt(text)))
    if value < 1:
        raise BadInput(_("{option} {text} must be at least 1").format(option=what, text=excerpt(text)))
    return value
