"""Where the computer reads the time and waits: the screen's timers for a player
(``HostClock``), a ``ManualClock`` that a test moves forward by hand."""

from __future__ import annotations

import time
from typing import Any, Protocol
from collections.abc import Callable

from textual.message import Message


class Cancellable(Protocol):
    def stop(self) -> Any: ...


class Clock(Protocol):
    """Where the computer's pace and Stop! delays read the time and wait."""

    def now(self) -> float: ...

    def later(self, delay: float, callback: Callable[[], None]) -> Cancellable: ...


class Host(Protocol):
    """What the computer needs of its screen (public Textual API only)."""

    @property
    def is_active(self) -> bool: ...

    @property
    def is_running(self) -> bool: ...

    def post_message(self, message: Message) -> bool: ...

    def run_worker(self, work: Callable[[], None], *, thread: bool, group: str, exit_on_error: bool) -> Any: ...

    def set_timer(self, delay: float, callback: Callable[[], None]) -> Cancellable: ...

    def call_later(self, callback: Callable[..., Any], *args: Any) -> bool: ...

    @property
    def app(self) -> Any: ...


class HostClock:
    """The real clock: ``time.monotonic`` and the screen's timers."""

    def __init__(self, host: Host) -> None:
        self.host = host

    def now(self) -> float:
        return time.monotonic()

    def later(self, delay: float, callback: Callable[[], None]) -> Cancellable:
        return self.host.set_timer(delay, callback)


class ManualClock:
    """A clock for tests: time moves only when ``advance`` says so, firing what is due."""

    class _Call:
        def __init__(self, due: float, callback: Callable[[], None]) -> None:
            self.due, self.callback, self.stopped = due, callback, False

        def stop(self) -> None:
            self.stopped = True

    def __init__(self) -> None:
        self.time = 0.0
        self.calls: list[ManualClock._Call] = []

    def now(self) -> float:
        return self.time

    def later(self, delay: float, callback: Callable[[], None]) -> Cancellable:
        call = self._Call(self.time + delay, callback)
        self.calls.append(call)
        return call

    def pending(self) -> list[float]:
        """The delays still to run, from now."""
        return sorted(c.due - self.time for c in self.calls if not c.stopped)

    def advance(self, seconds: float) -> None:
        """Move time on by ``seconds``, running each callback that falls due, in order."""
        end = self.time + seconds
        while True:
            due = sorted((c for c in self.calls if not c.stopped and c.due <= end), key=lambda c: c.due)
            if not due:
                break
            call = due[0]
            call.stopped = True
            self.time = max(self.time, call.due)
            call.callback()
        self.calls = [c for c in self.calls if not c.stopped]
        self.time = end


__all__ = ["Cancellable", "Clock", "Host", "HostClock", "ManualClock"]
