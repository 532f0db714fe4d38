"""The documented limits that no attack test reaches (docs/protocol.md, "Limits"): the
matches one server holds (``serve --max-matches``) and the expiry of idle matches (the
store forgets a match untouched for ``expire_hours``; its links then open nothing)."""

from __future__ import annotations

import subprocess
from pathlib import Path

from crapette.server.store import Store
from remotehelpers import PATIENCE, ServerProcess, crapette


def test_a_full_server_refuses_a_new_match_in_one_line(tmp_path: Path) -> None:
    server = ServerProcess(tmp_path / "matches.sqlite", None, "--max-matches", "1")
    server.start()
    try:
        server.new_match()
        done = subprocess.run(crapette("match", "new", "--server", server.url, "--lang", "en"), capture_output=True,
                              text=True, timeout=PATIENCE)
        assert done.returncode == 2 and done.stdout == ""
        assert done.stderr.strip().endswith("the server refused the match: this server holds at most 1 matches")
        assert done.stderr.count("\n") == 1
    finally:
        server.kill()


def test_idle_matches_expire_and_take_their_log_along(tmp_path: Path) -> None:
    store = Store(tmp_path / "matches.sqlite")
    store.create("m1", {"options": {}}, {"south": "a" * 24})
    store.add("m1", 1, {"kind": "play", "seat": "south", "action": "turn"})
    assert store.load("m1") == ({"options": {}}, {"south": "a" * 24}, [{"kind": "play", "seat": "south",
                                                                         "action": "turn"}])
    assert store.expire(1.0) == [] and store.count() == 1  # touched just now
    assert store.expire(-1 / 3600) == ["m1"]  # untouched since one second from now: idle, whatever the clock
    assert store.load("m1") is None and store.count() == 0
    assert store.db.execute("SELECT COUNT(*) FROM ops").fetchone()[0] == 0
    store.close()


def test_the_database_is_the_owner_s_alone(tmp_path: Path) -> None:
    """It holds every seat's secret token."""
    Store(tmp_path / "matches.sqlite").close()
    assert (tmp_path / "matches.sqlite").stat().st_mode & 0o077 == 0
