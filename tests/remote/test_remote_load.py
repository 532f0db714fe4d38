"""Load (issue 30 item 9): 50 matches at once on one ``crapette serve`` process, two
seats each (WebSocket clients on one loop, ``benchmarks.remote_figures``) playing seeded
random legal actions: every match gets its actions through, every action is answered,
and every client's table agrees with the server's digest after every action."""

from __future__ import annotations

import asyncio

import pytest

from benchmarks.remote_figures import run_load
from remotehelpers import Raw, ServerProcess

MATCHES = 50
ACTIONS = 60


@pytest.mark.slow
def test_fifty_matches_at_once_on_one_server(server: ServerProcess) -> None:
    load = asyncio.run(run_load(server.url, MATCHES, ACTIONS, seed=3))
    assert load.resyncs == 0 and load.refused == 0
    assert load.finished == 0 and load.actions == MATCHES * ACTIONS  # no game of these seeds ends so soon
    assert len(load.round_trips) == load.actions  # each action sent was answered
    client = Raw(server.url)  # the server still answers a newcomer at once
    client.send({"type": "hello", "protocol": 1, "match": "nosuchmatch", "token": "nosuchtoken"})
    assert client.recv()["code"] == "bad-token"
