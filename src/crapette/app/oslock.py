"""An OS lock on a file that the operating system drops when the process ends.

On POSIX it is one ``flock`` call (what the ``filelock`` package does there too); only
elsewhere is ``filelock`` imported, since its import alone costs about as much as 45 M
instructions of the app's start-up (issue 12).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Protocol


class HeldLock(Protocol):
    """A lock this process holds until ``release`` (or until it ends, however it ends)."""

    def release(self) -> None: ...


if sys.platform == "win32":

    def try_lock(path: Path) -> HeldLock | None:
        """The lock on ``path`` (created if missing), or None when another open of it holds it."""
        from filelock import FileLock, Timeout

        lock = FileLock(path, timeout=0, thread_local=False)
        try:
            lock.acquire()
        except Timeout:
            return None
        return lock

else:
    import fcntl

    class _Flock:
        """An exclusive ``flock`` on an open file: released by closing it."""

        __slots__ = ("_fd",)

        def __init__(self, fd: int) -> None:
            self._fd: int | None = fd

        def release(self) -> None:
            if self._fd is not None:
                fcntl.flock(self._fd, fcntl.LOCK_UN)
                os.close(self._fd)
                self._fd = None

    def try_lock(path: Path) -> HeldLock | None:
        """The lock on ``path`` (created if missing), or None when another open of it holds it."""
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            return None
        except BaseException:
            os.close(fd)
            raise
        return _Flock(fd)
