"""The line interface's terminal: lines out, lines in, nothing else.

Every line written goes through ``Console.say``: control characters and escape
sequences removed (a name or a file could hold one), the cards said in words unless
``--ascii`` asks for the short forms (``spoken.py``), and with ``--ascii`` every
character made ASCII. No colour, no cursor movement, no repaint: a screen reader or a
braille display reads each line once, a script reads them from a pipe.

Lines come in through a ``Lines`` source; ``read`` may wait a given time for one (the
computer's pace) and says None when the time passed without a line. The real one reads
the file descriptor itself (Python's buffered readline would hide lines already read
from ``select``); tests hand a ``ScriptedLines``, which never sleeps.
"""

from __future__ import annotations

import os
import select
import sys
import unicodedata
from collections.abc import Iterable
from typing import Protocol, TextIO

from crapette.app.plain_ascii import to_ascii
from crapette.i18n import set_plain, spell_plain
from crapette.plain.spoken import spoken

#: the characters of French typography kept in a line (they are no control characters)
NO_BREAK_SPACES = frozenset("\u00a0\u202f")


class Lines(Protocol):
    """Where the typed lines come from."""

    def read(self, timeout: float | None = None) -> str | None:
        """The next line, without its end; None when ``timeout`` seconds passed first;
        EOFError when no line will come."""
        ...


def clean(line: str) -> str:
    """``line`` with no control or format character (an escape sequence, a bidi
    override): each becomes nothing, a tab a space."""
    out = []
    for ch in line:
        if ch.isprintable() or ch in NO_BREAK_SPACES:
            out.append(ch)
        elif ch == "\t":
            out.append(" ")
        elif unicodedata.category(ch) not in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            out.append(ch)
    return "".join(out)


class Console:
    """Lines out (cleaned, cards in words or short forms) and in."""

    def __init__(self, lines: Lines, out: TextIO, ascii: bool = False, interactive: bool = False) -> None:
        self.lines = lines
        self.out = out
        self.ascii = ascii
        self.interactive = interactive  # a person at a terminal: the prompt waits on its own line's end

    def say(self, text: str) -> None:
        """Write ``text``, one line per line it holds (empty lines dropped)."""
        for line in text.split("\n"):
            shown = self.shown(line)
            if shown.strip():
                self.out.write(shown.rstrip() + "\n")
        self.out.flush()

    def say_all(self, texts: Iterable[str]) -> None:
        for text in texts:
            self.say(text)

    def shown(self, line: str) -> str:
        line = clean(line)
        return to_ascii(spell_plain(line)) if self.ascii else spoken(line)

    def ask(self, prompt: str, timeout: float | None = None) -> str | None:
        """Show ``prompt`` and read a line (None: ``timeout`` passed). At a terminal the
        prompt ends the line being typed on; in a pipe it is a line of its own."""
        shown = self.shown(prompt).rstrip() + ">"
        self.out.write(shown + (" " if self.interactive else "\n"))
        self.out.flush()
        line = self.lines.read(timeout)
        return None if line is None else clean(line).strip()


class StreamLines:
    """Lines typed on a file descriptor (standard input), read with ``os.read`` so that a
    wait with ``select`` sees every line that has come."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        try:
            self.fd: int | None = stream.fileno()
        except (AttributeError, OSError, ValueError):
            self.fd = None  # a stream without a descriptor (a test's StringIO): readline
        self.buffer = b""
        self.ended = False

    def read(self, timeout: float | None = None) -> str | None:
        if self.fd is None:
            line = self.stream.readline()
            if not line:
                raise EOFError
            return line.rstrip("\r\n")
        while b"\n" not in self.buffer:
            if self.ended:
                if not self.buffer:
                    raise EOFError
                last = self.buffer.decode("utf-8", "replace").rstrip("\r")
                self.buffer = b""
                return last
            if timeout is not None:
                try:
                    ready, _w, _x = select.select([self.fd], [], [], max(timeout, 0.0))
                except (OSError, ValueError):  # a descriptor select cannot wait on: read on
                    ready = [self.fd]
                if not ready:
                    return None
            chunk = os.read(self.fd, 4096)
            if not chunk:
                self.ended = True
            self.buffer += chunk
        raw, _nl, self.buffer = self.buffer.partition(b"\n")
        return raw.decode("utf-8", "replace").rstrip("\r")


class ScriptedLines:
    """Lines for a test: each read takes the next; ``WAIT`` in the script stands for time
    passing with nothing typed (a read with a timeout then says None, and ``waited`` adds
    the timeout up). The end of the script is the end of input."""

    WAIT = object()

    def __init__(self, script: Iterable[str | object]) -> None:
        self.script = list(script)
        self.waited = 0.0
        self.reads = 0

    def read(self, timeout: float | None = None) -> str | None:
        self.reads += 1
        while self.script:
            item = self.script.pop(0)
            if item is ScriptedLines.WAIT:
                if timeout is not None:
                    self.waited += timeout
                    return None
                continue  # nobody waits without a timeout: the next line
            assert isinstance(item, str)
            return item
        raise EOFError


def standard_console(ascii: bool) -> Console:
    """The console of `crapette play --plain`: standard input and output (with ``ascii``,
    every text spelled in ASCII from the catalog on, as the full-screen app's)."""
    set_plain(ascii)
    interactive = sys.stdin.isatty() and sys.stdout.isatty()
    return Console(StreamLines(sys.stdin), sys.stdout, ascii, interactive)


__all__ = ["Console", "Lines", "ScriptedLines", "StreamLines", "clean", "standard_console"]
