"""The server's database: every match (its options and the seats' tokens) and every
change made to it (its log of operations), in SQLite with write-ahead logging.

A change is committed before anyone is told of it, so a server killed at any moment
(``kill -9``) and restarted finds every match as its players last saw it: it loses at
most the change it was making when it died, which nobody was told of. A match is
rebuilt by replaying its log through the engine (``room.Room.replay``): the log holds
the engine's actions in the notation, the Pauses, the new deals, so nothing else is
stored. Matches nobody touched for ``expire_hours`` are deleted.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from pathlib import Path
from typing import Any

SCHEMA = """
CREATE TABLE IF NOT EXISTS matches (
    id TEXT PRIMARY KEY,
    options TEXT NOT NULL,      -- the match's options (JSON)
    tokens TEXT NOT NULL,       -- the seats' and the watchers' secret tokens (JSON)
    created REAL NOT NULL,
    touched REAL NOT NULL       -- the last change, for expiry
);
CREATE TABLE IF NOT EXISTS ops (
    match TEXT NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    op TEXT NOT NULL,           -- one change (JSON): {"kind": "play", "seat": "south", "action": "SR-F1"} ...
    PRIMARY KEY (match, seq)
);
"""


class Store:
    """The matches on disk (``path``), or in memory (``":memory:"``, for tests)."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            if not os.path.exists(self.path):  # the tokens are secrets: the file is the owner's only
                os.close(os.open(self.path, os.O_CREAT | os.O_WRONLY, 0o600))
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")  # WAL: a process killed loses nothing committed
        self.db.execute("PRAGMA foreign_keys=ON")
        self.db.executescript(SCHEMA)

    def close(self) -> None:
        self.db.close()

    def create(self, match: str, options: dict[str, Any], tokens: dict[str, str]) -> None:
        now = time.time()
        self.db.execute("INSERT INTO matches VALUES (?, ?, ?, ?, ?)",
                        (match, json.dumps(options), json.dumps(tokens), now, now))

    def add(self, match: str, seq: int, op: dict[str, Any]) -> None:
        """Log one change (committed when this returns)."""
        with self.db:
            self.db.execute("INSERT INTO ops VALUES (?, ?, ?)", (match, seq, json.dumps(op)))
            self.db.execute("UPDATE matches SET touched = ? WHERE id = ?", (time.time(), match))

    def load(self, match: str) -> tuple[dict[str, Any], dict[str, str], list[dict[str, Any]]] | None:
        """A match's options, tokens and log; None when it is not stored."""
        row = self.db.execute("SELECT options, tokens FROM matches WHERE id = ?", (match,)).fetchone()
        if row is None:
            return None
        ops = [json.loads(text) for (text,) in self.db.execute("SELECT op FROM ops WHERE match = ? ORDER BY seq",
                                                                 (match,))]
        return json.loads(row[0]), json.loads(row[1]), ops

    def count(self) -> int:
        return int(self.db.execute("SELECT COUNT(*) FROM matches").fetchone()[0])

    def expire(self, hours: float) -> list[str]:
        """Delete the matches untouched for ``hours``; their ids."""
        cutoff = time.time() - hours * 3600
        gone = [str(m) for (m,) in self.db.execute("SELECT id FROM matches WHERE touched < ?", (cutoff,))]
        with self.db:
            for match in gone:
                self.db.execute("DELETE FROM ops WHERE match = ?", (match,))
                self.db.execute("DELETE FROM matches WHERE id = ?", (match,))
        return gone

    def delete(self, match: str) -> None:
        with self.db:
            self.db.execute("DELETE FROM ops WHERE match = ?", (match,))
            self.db.execute("DELETE FROM matches WHERE id = ?", (match,))


__all__ = ["Store"]
