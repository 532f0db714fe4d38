"""The data folder and its files: where they live, written atomically and durably,
leftovers cleaned, an unreadable file set aside under a name of its own (never lost).

Shared by the save, the lessons' progress, the game history and the statistics."""

from __future__ import annotations

import os
import time
from pathlib import Path

ENV_DATA_DIR = "CRAPETTE_DATA_DIR"


def data_dir() -> Path:
    """Where the save lives: $CRAPETTE_DATA_DIR (tests), else the platform's user data dir."""
    env = os.environ.get(ENV_DATA_DIR)
    if env:
        return Path(env)
    from platformdirs import user_data_dir

    return Path(user_data_dir("crapette"))


class NotRegularError(OSError):
    """The name to write holds something else than a regular file (a device, a FIFO, a
    folder): it is never replaced (as root, ``--record /dev/null`` would destroy it)."""


def write_atomic(path: Path, text: str, shared: bool = False) -> None:
    """Write a whole file or nothing, in UTF-8 whatever the locale: a temporary file in the
    same folder, synced to the disk, renamed over the old one, then the folder synced, so
    that neither a kill nor a power cut can leave an empty or half-written file.

    Only a regular file (or a new name) is replaced: anything else raises
    ``NotRegularError``. The data folder's files are private (0600); a ``shared`` file (a
    record the player asked for) gets the mode a new file gets (the umask's), or keeps
    the mode of the file it replaces."""
    import stat
    import tempfile

    kept_mode = _refuse_non_regular(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        if shared:
            os.chmod(tmp, stat.S_IMODE(kept_mode) if kept_mode is not None else 0o666 & ~_umask())
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
        _sync_folder(path.parent)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _refuse_non_regular(path: Path) -> int | None:
    """The mode of the regular file at ``path`` (None: no file there); NotRegularError for
    anything else."""
    import stat

    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return None
    except OSError:  # a dangling link, a folder we cannot search: the write says what is wrong
        return None
    if not stat.S_ISREG(mode):
        import errno

        from crapette.i18n import _

        raise NotRegularError(errno.EEXIST, _("not a regular file, never replaced"), str(path))
    return mode


_UMASK: list[int] = []


def _umask() -> int:
    """The process's umask (read once: reading it means setting it for an instant)."""
    if not _UMASK:
        mask = os.umask(0o022)
        os.umask(mask)
        _UMASK.append(mask)
    return _UMASK[0]


def write_new(path: Path, text: str) -> bool:
    """Write a whole file under a name no file has yet, durably (as ``write_atomic``);
    False, writing nothing, when the name is taken (two windows keeping a game in the
    same second must not overwrite each other)."""
    import tempfile

    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        try:
            os.link(tmp, path)  # never replaces: fails if the name exists
        except FileExistsError:
            return False
        except OSError:  # a file system without hard links: an exclusive create instead
            if not _create_exclusively(path, text):
                return False
        _sync_folder(path.parent)
        return True
    finally:
        try:
            os.unlink(tmp)
        except OSError:
            pass


def _create_exclusively(path: Path, text: str) -> bool:
    try:
        with open(path, "x", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
    except FileExistsError:
        return False
    return True


def _sync_folder(folder: Path) -> None:
    """Make a rename durable (POSIX); a system that cannot open a folder skips it."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_leftovers(path: Path) -> int:
    """Remove the temporary files ``write_atomic`` left for ``path`` when it was killed
    before its rename (``.NAME.*.tmp``); returns how many were removed."""
    removed = 0
    try:
        leftovers = list(path.parent.glob(f".{path.name}.*.tmp"))
    except OSError:
        return 0
    for tmp in leftovers:
        try:
            tmp.unlink()
            removed += 1
        except OSError:
            pass
    return removed


def set_aside(path: Path, stem: str) -> Path | None:
    """Move an unreadable file aside under a name no other copy has
    (``STEM.corrupt-DATE-TIME[-N].json``); None if it cannot be moved."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    n = 1
    while True:
        target = path.parent / (f"{stem}.corrupt-{stamp}.json" if n == 1 else f"{stem}.corrupt-{stamp}-{n}.json")
        try:
            os.link(path, target)  # fails if the name is taken: never overwrites a kept copy
        except FileExistsError:
            n += 1
            continue
        except OSError:
            if target.exists():
                n += 1
                continue
            try:  # a file system without hard links
                os.replace(path, target)
            except OSError:
                return None
            return target
        try:
            path.unlink()
        except OSError:
            pass
        return target


__all__ = ["ENV_DATA_DIR", "NotRegularError", "data_dir", "remove_leftovers", "set_aside", "write_atomic", "write_new"]
