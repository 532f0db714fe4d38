"""Reading untrusted input within bounds, and cleaning untrusted text before it is shown.

Every file the program reads (positions, records, saves, the lessons' progress) comes
through ``loads_bounded``: a size limit, a nesting limit checked without recursion, and
a limit on the digits of a number, so that no file can exhaust the stack, the memory or
Python's integer conversion. The limits are documented in docs/rules.md ("Limits of the
readers"). Names and other text that reach the terminal go through ``clean_text`` first,
and error messages quote values through ``excerpt``.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import unicodedata
from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from crapette.engine.errors import CrapetteError, spoken
from crapette.engine.why import N_, Why, message
from crapette.lazy import lazy_module

if TYPE_CHECKING:
    import json
else:
    json = lazy_module("json")  # loaded at its first use: the first screen reads no JSON (issue 12)

#: the largest file a reader accepts (a record of a very long game is well under 1 MB)
MAX_FILE_BYTES = 4_000_000
#: the deepest nesting of JSON arrays and objects (the formats need at most 4)
MAX_DEPTH = 32
#: the most digits of a JSON number (a seed below 2**64 has 20)
MAX_NUMBER_DIGITS = 40
#: the most words of one action ("crapette" and the moves it shows, "stop" and its action)
MAX_ACTION_WORDS = 32
#: the most characters of one action's text
MAX_ACTION_CHARS = 400
#: the most characters of a player's name once cleaned
MAX_NAME_CHARS = 24
#: every seat a table may have (table.SEAT_BY_ID; this leaf module imports no table)
SEAT_WORDS = ("south", "north", "west")
#: how much of an offending value an error message quotes
EXCERPT_CHARS = 40


def read_capped(path: str | os.PathLike[str]) -> bytes:
    """A file's bytes, at most ``MAX_FILE_BYTES + 1`` of them: a larger file is refused by
    the reader without being read whole. Raises OSError (FileNotFoundError included)."""
    with open(path, "rb") as fh:
        return fh.read(MAX_FILE_BYTES + 1)


class NotAFileError(OSError):
    """A data-folder name that is not a regular file (a FIFO, a device, a folder): its
    ``strerror`` in the player's language (``errors.spoken``)."""

    def __init__(self, path: str) -> None:
        super().__init__(errno.EINVAL, "not a regular file", path)
        self.why = message(N_("not a regular file"))

    @property
    def strerror(self) -> str:
        return spoken(self.why)

    @strerror.setter
    def strerror(self, value: str) -> None:  # OSError's own, set in C: the words come from ``why``
        pass


def read_data_file(path: str | os.PathLike[str]) -> bytes:
    """A data-folder file's bytes, like ``read_capped``, but only from a regular file:
    a FIFO would block every command for ever and a device such as /dev/zero never ends,
    so anything else raises ``NotAFileError`` without waiting (the folder is ours: nothing
    in it is meant to be a pipe). Raises OSError (FileNotFoundError included)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotAFileError(os.fspath(path))
        chunks: list[bytes] = []
        left = MAX_FILE_BYTES + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def is_data_file(path: str | os.PathLike[str]) -> bool:
    """Whether a data-folder name is a regular file (following links), without opening it."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


@cache
def _tokens() -> re.Pattern[str]:
    """The scan's tokens: a JSON string from its opening quote to its closing one, or to the
    end of the text when it is never closed (a lone backslash last included), or a run of
    brackets. A quote always starts a match, so no quote is tried twice, and the possessive
    loops never backtrack: one match costs what it passes over. (The old pattern failed on
    a string never closed and was tried again at each of its escaped quotes: 80 KB, 52 s.)
    Compiled at the first deep text, not at every start of the app (issue 28)."""
    return re.compile(r'"(?:[^"\\]++|\\.)*+(?:"|\\?\Z)|[\[\]{}]++', re.DOTALL)


class InputLimitError(CrapetteError):
    """Input past one of the readers' limits (size, nesting, number length, words)."""


def excerpt(value: object, limit: int = EXCERPT_CHARS) -> str:
    """The repr of a value, cut to about ``limit`` characters and always on one line."""
    if isinstance(value, str):
        text = repr(value[: limit + 1])
    else:
        try:
            text = json.dumps(value, ensure_ascii=True)
        except (TypeError, ValueError, RecursionError):
            text = type(value).__name__
        text = text[: limit + 1]
    if len(text) > limit:
        text = text[:limit] + "…"
    return text


def one_line(message: str, limit: int = 400) -> str:
    """A message safe for one terminal line: control characters escaped, length bounded."""
    out = "".join(ch if ch.isprintable() or ch == " " else _escape(ch) for ch in message[: limit + 1])
    return out if len(out) <= limit else out[:limit] + "…"


def _escape(ch: str) -> str:
    if 0xDC80 <= ord(ch) <= 0xDCFF:  # a byte that was not valid UTF-8 (surrogateescape)
        return f"\\x{ord(ch) - 0xDC00:02x}"
    return ch.encode("unicode_escape").decode("ascii")


class Work:
    """What a scan examined: tokens looked at, characters passed over (tests count it)."""

    def __init__(self) -> None:
        self.tokens = 0
        self.chars = 0


def _check_depth(text: str, work: Work | None = None) -> None:
    """Reject nesting deeper than MAX_DEPTH, counting brackets outside strings (no recursion).

    Linear in the text: the scan moves forward only, one token at a time (``_tokens``);
    ``work`` counts the tokens and the characters passed over."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:  # too few brackets to nest too deep
        if work is not None:
            work.chars += 2 * len(text)
        return
    depth = 0
    end = 0
    for token in _tokens().finditer(text):
        if work is not None:
            work.tokens += 1
            work.chars += token.end() - end
        end = token.end()
        run = token.group()
        if run[0] == '"':
            continue
        for ch in run:
            if ch == "[" or ch == "{":
                depth += 1
                if depth > MAX_DEPTH:
                    raise InputLimitError(_nested())
            else:
                depth -= 1
    if work is not None:
        work.chars += len(text) - end


def _bounded_number(kind: type[int] | type[float]) -> Any:
    def parse(text: str) -> int | float:
        if len(text) > MAX_NUMBER_DIGITS:
            raise InputLimitError(message(N_("a number of {length} characters (at most {limit}): {number}"),
                length=len(text), limit=MAX_NUMBER_DIGITS, number=excerpt(text, 20)))
        return kind(text)

    return parse


def _no_constant(text: str) -> Any:
    raise InputLimitError(message(N_("{text} is not a JSON number"), text=text))


def loads_bounded(text: str | bytes) -> Any:
    """JSON within the limits above; InputLimitError (or a ValueError from json) if not.

    Bytes must be UTF-8: a file that is not raises InputLimitError naming the byte."""
    if len(text) > MAX_FILE_BYTES:
        raise InputLimitError(message(N_("{size} bytes, more than the {limit} a file may hold"),
            size=len(text), limit=MAX_FILE_BYTES))
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise InputLimitError(message(N_("not UTF-8 text (byte {offset})"), offset=exc.start)) from None
    if text.startswith("\ufeff"):  # a byte-order mark (Notepad writes one): not part of the JSON
        text = text[1:]
    _check_depth(text)
    try:
        return json.loads(text, parse_int=_bounded_number(int), parse_float=_bounded_number(float),
                          parse_constant=_no_constant)
    except RecursionError:  # unreachable after _check_depth; kept as a last guard
        raise InputLimitError(_nested()) from None


def _nested() -> Why:
    return message(N_("nested deeper than {limit} levels"), limit=MAX_DEPTH)


#: the json module's descriptions of a syntax error (CPython 3.11-3.13), said in our words
#: and through the catalog; one it does not list is quoted as the json module says it
JSON_PROBLEMS = {
    "Expecting value": N_("a value was expected"),
    "Expecting ',' delimiter": N_("a comma was expected"),
    "Expecting ':' delimiter": N_("a colon was expected"),
    "Expecting property name enclosed in double quotes": N_("a name in double quotes was expected"),
    "Unterminated string starting at": N_("a string that is never closed"),
    "Invalid control character at": N_("a control character inside a string"),
    "Invalid \\escape": N_("a backslash that escapes nothing valid"),
    "Invalid \\uXXXX escape": N_("a \\u escape without four hexadecimal digits"),
    "Extra data": N_("more text after the end"),
    "Illegal trailing comma before end of object": N_("a comma before the end of an object"),
    "Illegal trailing comma before end of array": N_("a comma before the end of a list"),
}


def json_error(exc: json.JSONDecodeError) -> Why:
    """The short description of a JSON syntax error (never the document itself)."""
    problem = JSON_PROBLEMS.get(exc.msg)
    return message(N_("not valid JSON: {problem} at line {line} column {column}"),
        problem=exc.msg if problem is None else message(problem), line=exc.lineno, column=exc.colno)


def plain_count(text: str) -> int | None:
    """A whole number written in plain ASCII digits (no sign, space or other script), else None."""
    if not text or len(text) > MAX_NUMBER_DIGITS or not (text.isascii() and text.isdigit()):
        return None
    return int(text)


def clean_text(text: str, limit: int = MAX_NAME_CHARS) -> str:
    """Text from a file or an option, safe to show: bytes that were not UTF-8 recovered or
    replaced, control and format characters (escape sequences, bidi overrides) removed,
    runs of white space made one space, and at most ``limit`` characters."""
    if any(0xD800 <= ord(ch) <= 0xDFFF for ch in text):
        # command-line bytes that the locale could not decode (surrogateescape): they may
        # well be UTF-8 (a non-ASCII name under LC_ALL=C), else they become U+FFFD
        try:
            raw = text.encode("utf-8", "surrogateescape")
        except UnicodeEncodeError:  # a lone surrogate from a JSON escape such as "\\ud800"
            raw = text.encode("utf-8", "surrogatepass")
        text = raw.decode("utf-8", "replace")
    kept = []
    letters = 0
    for ch in text:  # a name of megabytes is read no further than its first ``limit`` letters
        if ch.isspace():
            kept.append(" ")
        elif unicodedata.category(ch) not in ("Cc", "Cf", "Cs", "Co", "Cn"):
            kept.append(ch)
            letters += 1
            if letters > limit:
                break
    cleaned = " ".join("".join(kept).split())
    return cleaned[:limit].rstrip()


def clean_name(text: str, fallback: str) -> str:
    """A player's name cleaned by ``clean_text``; ``fallback`` if nothing printable is left."""
    return clean_text(text) or fallback


def seat_names(given: Mapping[str, object]) -> dict[str, str]:
    """Every seat's name, read the one way wherever names come from a file (a record, a
    save, a kept game): each seat ``given`` names (south, north, west: any number of
    seats), in its order, cleaned by ``clean_name`` (nothing printable left: the seat's
    own name, "West"). A name that is not text raises CrapetteError naming the seat."""
    names: dict[str, str] = {}
    for seat, name in given.items():
        if seat not in SEAT_WORDS:
            continue
        if not isinstance(name, str):
            raise CrapetteError(message(N_("the name of {seat} must be text, not {found}"),
                seat=seat, found=excerpt(name)))
        names[seat] = clean_name(name, seat.capitalize())
    return names


__all__ = [
    "EXCERPT_CHARS", "InputLimitError", "NotAFileError", "Work", "MAX_ACTION_CHARS", "MAX_ACTION_WORDS", "MAX_DEPTH", "MAX_FILE_BYTES",
    "MAX_NAME_CHARS", "MAX_NUMBER_DIGITS", "clean_name", "clean_text", "excerpt", "json_error", "loads_bounded",
    "is_data_file", "one_line", "plain_count", "read_capped", "read_data_file", "seat_names",
]
