"""Real processes for the match server's tests: ``crapette serve`` on a free port of
127.0.0.1, seats and watchers run as ``crapette join``/``watch``; their output read by
threads into queues, so a test waits on events (a line that says something) with
generous timeouts, never on the wall clock to decide."""

from __future__ import annotations

import json
import os
import queue
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

#: seconds a step may take on a loaded two-core machine before a test gives up
PATIENCE = float(os.environ.get("CRAPETTE_TEST_PATIENCE", "240"))


class Deadline:
    """How long a wait may still last. The tests wait for events (a line, a message, a
    closed connection), never for time to pass: the patience only bounds a wait whose
    event never comes, and the clock is a parameter so a test can give its own."""

    def __init__(self, seconds: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.end = clock() + seconds

    def left(self) -> float:
        return max(0.0, self.end - self.clock())

    def passed(self) -> bool:
        return self.clock() >= self.end


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def crapette(*args: str) -> list[str]:
    return [sys.executable, "-m", "crapette", *args]


class Lines:
    """A process's output, line by line, as it comes (a thread reads it)."""

    def __init__(self, stream: IO[str]) -> None:
        self.queue: queue.Queue[str | None] = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._read, args=(stream,), daemon=True).start()

    def _read(self, stream: IO[str]) -> None:
        for line in stream:
            self.queue.put(line.rstrip("\n"))
        self.queue.put(None)

    def wait_for(self, text: str, timeout: float = PATIENCE, again: bool = False) -> str:
        """The first line (from now on, or already seen) holding ``text``; AssertionError
        naming the lines seen when it does not come. ``again``: a line not yet read (the
        text said once more)."""
        for line in [] if again else self.seen:
            if text in line:
                return line
        deadline = Deadline(timeout)
        while True:
            try:
                line = self.queue.get(timeout=deadline.left())
            except queue.Empty:
                raise AssertionError(f"no line with {text!r} in {timeout} s; last lines: {self.seen[-8:]}") from None
            if line is None:
                raise AssertionError(f"the output ended without {text!r}; last lines: {self.seen[-8:]}")
            self.seen.append(line)
            if text in line:
                return line

    def rest(self, timeout: float = PATIENCE) -> list[str]:
        """Every line until the output ends."""
        deadline = Deadline(timeout)
        while True:
            line = self.queue.get(timeout=deadline.left())
            if line is None:
                return self.seen
            self.seen.append(line)


class ServerProcess:
    """``crapette serve`` with its database at ``db``, on ``port`` (a free one by default)."""

    def __init__(self, db: Path, port: int | None = None, *more: str) -> None:
        self.db = db
        self.more = more  # more options of ``serve``
        self.port = port if port is not None else free_port()
        self.proc: subprocess.Popen[str] | None = None
        self.log: Lines | None = None
        self.url = f"ws://127.0.0.1:{self.port}"

    def start(self) -> None:
        self.proc = subprocess.Popen(crapette("serve", "--port", str(self.port), "--db", str(self.db), *self.more),
                                     stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True)
        assert self.proc.stderr is not None
        self.log = Lines(self.proc.stderr)
        self.log.wait_for("listening on", 60)

    def kill(self) -> None:
        """``kill -9``: nothing is written down or closed."""
        if self.proc is not None and self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
            self.proc.wait(30)

    def new_match(self, *options: str) -> dict[str, Any]:
        done = subprocess.run(crapette("match", "new", "--server", self.url, "--json", *options),
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        links: dict[str, Any] = json.loads(done.stdout)
        return links

    def record(self, link: str) -> dict[str, Any]:
        done = subprocess.run(crapette("match", "record", link), capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        record: dict[str, Any] = json.loads(done.stdout)
        return record


class Seat:
    """``crapette join LINK --as LEVEL --no-ui`` (or ``watch LINK --no-ui``) as a process."""

    def __init__(self, *args: str) -> None:
        self.proc = subprocess.Popen(crapette(*args), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                     stdin=subprocess.DEVNULL)
        assert self.proc.stdout is not None
        self.out = Lines(self.proc.stdout)

    @classmethod
    def computer(cls, link: str, level: str = "computer:2", *more: str) -> Seat:
        return cls("join", link, "--as", level, "--no-ui", *more)

    def finish(self, timeout: float = PATIENCE) -> tuple[int, list[str]]:
        lines = self.out.rest(timeout)
        return self.proc.wait(timeout), lines

    def kill(self) -> None:
        if self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
            self.proc.wait(30)


class Raw:
    """A client that speaks the protocol by hand (``websockets``' sync client): what an
    attacker, or another program, sends; every message it receives is kept."""

    def __init__(self, url: str, **options: Any) -> None:
        from websockets.sync.client import connect

        # no pings of its own unless asked (a client left open when its server is killed would
        # print a traceback from its keepalive thread on the suite's output)
        options.setdefault("ping_interval", None)
        self.conn = connect(url + "/", proxy=None, open_timeout=60, max_size=8_000_000, **options)
        self.conn.__enter__()  # websockets >= 17.1 warns about a connection used outside a with block
        self.received: list[dict[str, Any]] = []  # every message, in order
        self.texts: list[str] = []  # every message as it came on the wire
        self.unread: list[dict[str, Any]] = []  # received but not yet returned by until()

    def send(self, message: dict[str, Any] | str | bytes) -> None:
        self.conn.send(message if isinstance(message, (str, bytes)) else json.dumps(message))

    def recv(self, timeout: float = PATIENCE) -> dict[str, Any]:
        text = self.conn.recv(timeout=timeout)
        assert isinstance(text, str)
        self.texts.append(text)
        message: dict[str, Any] = json.loads(text)
        self.received.append(message)
        return message

    def until(self, kind: str, timeout: float = PATIENCE, **fields: Any) -> dict[str, Any]:
        """The first message of type ``kind`` (with these fields) not yet returned, the
        others kept for a later call."""

        def fits(message: dict[str, Any]) -> bool:
            return message.get("type") == kind and all(message.get(k) == v for k, v in fields.items())

        for k, message in enumerate(self.unread):
            if fits(message):
                return self.unread.pop(k)
        deadline = Deadline(timeout)
        while True:
            message = self.recv(deadline.left())
            if fits(message):
                return message
            self.unread.append(message)

    def hello(self, link: str, **more: Any) -> dict[str, Any]:
        base, _hash, token = link.partition("#")
        self.send({"type": "hello", "protocol": 1, "match": base.rsplit("/m/", 1)[1], "token": token, **more})
        return self.recv()

    def closed(self, timeout: float = PATIENCE) -> bool:
        """Whether the server closes the connection (reading what it sent before)."""
        from websockets.exceptions import ConnectionClosed

        deadline = Deadline(timeout)
        try:
            while not deadline.passed():
                self.recv(deadline.left())
        except ConnectionClosed:
            return True
        except TimeoutError:
            return False
        return False

    def close(self) -> None:
        self.conn.close()


def run_async(test: Callable[..., Any]) -> Callable[..., None]:
    """Run an async test body (a Pilot test) with asyncio.run; fixtures pass through."""
    import asyncio
    import functools

    @functools.wraps(test)
    def wrapper(*args: Any, **kwargs: Any) -> None:
        asyncio.run(test(*args, **kwargs))

    return wrapper
