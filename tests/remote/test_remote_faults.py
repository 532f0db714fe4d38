"""Faults lose nothing (issue 30 item 7), with real processes: a seat's client killed
with ``kill -9`` finds the match as it was when it rejoins with its link, and the others
were told it was away; the server killed with ``kill -9`` mid-match and restarted on its
database loses no action anyone was told of, and the seats' clients reconnect by
themselves and finish the match."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from crapette.engine import Game, parse_action
from crapette.engine.observe import public_digest
from remotehelpers import Raw, Seat, ServerProcess

SEED = 31


def watch(server: ServerProcess, links: dict[str, Any]) -> Raw:
    watcher = Raw(server.url)
    assert watcher.hello(links["watch"])["type"] == "welcome"
    return watcher


def told(watcher: Raw) -> list[str]:
    """The actions the watcher was told of, in order."""
    return [m["action"] for m in watcher.received if m.get("type") == "played"]


def test_a_client_killed_rejoins_with_its_link_and_finds_the_match_as_it_was(server: ServerProcess) -> None:
    links = server.new_match("--seed", str(SEED), "--target", "1", "--pace", "0", "--mode", "strict")
    watcher = watch(server, links)
    south = Seat.computer(links["seats"]["south"], "computer:1")
    north = Seat.computer(links["seats"]["north"], "computer:1")
    watcher.until("played", ply=30)
    watcher.unread = [m for m in watcher.unread if m["type"] != "presence"]  # both seats were here by then
    south.kill()  # kill -9: no goodbye
    away = watcher.until("presence")
    while away["seats"]["south"]["here"]:
        away = watcher.until("presence")
    assert away["seats"]["north"]["here"]
    while True:  # north plays its turn to its end; then, strict, nothing can happen until south is back
        watcher.send({"type": "sync", "id": "before"})
        before = watcher.until("state", id="before")["state"]["game"]
        true = Game.new(SEED, [], "strict")
        for text in before["actions"]:
            true.push(parse_action(text))
        if true.to_move == 0:
            break
        watcher.until("played", ply=len(before["actions"]) + 1)
    back = Raw(server.url)  # the link again, by hand: the match as it was
    welcome = back.hello(links["seats"]["south"])
    assert welcome["type"] == "welcome" and welcome["you"] == "south"
    assert welcome["state"]["game"]["actions"] == before["actions"] == told(watcher)[: len(before["actions"])]
    assert welcome["state"]["game"]["digest"] == before["digest"]
    assert before["digest"] == public_digest(true.position)  # the true game, no action lost or added
    back.close()
    south = Seat.computer(links["seats"]["south"], "computer:1")  # the seat's player comes back for good
    for player in (south, north):
        code, lines = player.finish()
        assert code == 0 and any("wins the match" in line for line in lines), lines[-5:]
    record = server.record(links["watch"])
    assert record["actions"][: len(before["actions"])] == before["actions"]


def test_the_server_killed_mid_match_restarts_from_its_database(server: ServerProcess, tmp_path: Path) -> None:
    links = server.new_match("--seed", str(SEED), "--target", "1", "--pace", "0")
    watcher = watch(server, links)
    players = [Seat.computer(link, "computer:1") for link in links["seats"].values()]
    watcher.until("played", ply=40)
    server.kill()  # kill -9 mid-match: an action may be in flight
    assert watcher.closed()
    seen = told(watcher)
    assert len(seen) >= 40
    again = ServerProcess(server.db, server.port)
    again.start()
    try:
        for player in players:  # each client reconnects with its link and plays on
            code, lines = player.finish()
            assert code == 0 and any("wins the match" in line for line in lines), lines[-5:]
        record = again.record(links["watch"])
        assert record["actions"][: len(seen)] == seen  # every action anyone was told of is kept
        assert again.log is not None
        again.log.wait_for("loaded: ")
    finally:
        again.kill()


def test_a_lost_keepalive_prints_no_traceback_on_the_players_terminal() -> None:
    # websockets logs a failed keepalive ping with its traceback ("keepalive ping failed");
    # with no logging set up, Python would print it on the terminal of a seat run by
    # ``crapette join``, under the match's own words. The client's log keeps it quiet.
    import subprocess
    import sys

    code = ("from crapette.match.remote import _connection_log\n"
            "log = _connection_log()\n"
            "try:\n"
            "    raise BrokenPipeError(32, 'Broken pipe')\n"
            "except OSError:\n"
            "    log.error('keepalive ping failed', exc_info=True)\n"
            "print('done')\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stdout, done.stderr) == (0, "done\n", "")
