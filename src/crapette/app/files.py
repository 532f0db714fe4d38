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


def write_atomic(path: Path, text: str) -> None:
    """Write a whole file or nothing, in UTF-8 whatever the locale: a temporary file in the
    same folder, synced to the disk, renamed over the old one, then the folder synced, so
    that neither a kill nor a power cut can leave an empty or half-written file."""
    import tempfile

    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
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


__all__ = ["ENV_DATA_DIR", "data_dir", "remove_leftovers", "set_aside", "write_atomic"]
