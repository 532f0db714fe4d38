"""Stop! and Pause across the network (issue 30 item 4), on a ``crapette serve`` process:
the server decides by arrival — a call counts when it arrives before the mover's next
action, and one that arrives after it is told it came too late, naming what came first;
every seat and watcher sees the verdict; Wegner's Pause works from a seat at another
terminal."""

from __future__ import annotations

from typing import Any

from crapette.engine import Game, parse_action
from crapette.engine.observe import public_digest
from remotehelpers import Raw, ServerProcess

#: the first deal of seed 1: South may play H4-H5, which breaks a priority rule
#: (SR-F1 first), and still has SR-F1 to play after it
SEED, FAULT, NEXT = 1, "H4-H5", "SR-F1"


def clients(server: ServerProcess, links: dict[str, Any]) -> tuple[Raw, Raw, Raw]:
    out = []
    for link in (links["seats"]["south"], links["seats"]["north"], links["watch"]):
        client = Raw(server.url)
        assert client.hello(link)["type"] == "welcome"
        out.append(client)
    return out[0], out[1], out[2]


def test_the_deal_is_what_the_tests_say() -> None:
    game = Game.new(SEED)
    assert game.to_move == 0 and game.violation(parse_action(FAULT)) is not None
    game.push(parse_action(FAULT))
    assert game.to_move == 0 and game.violation(parse_action(NEXT)) is None


def test_a_stop_that_arrives_first_counts_and_everyone_sees_the_verdict(server: ServerProcess) -> None:
    links = server.new_match("--seed", str(SEED))
    south, north, watcher = clients(server, links)
    south.send({"type": "act", "id": 1, "action": FAULT, "after": 0})
    assert south.until("ok", id=1)
    north.until("played", action=FAULT)
    north.send({"type": "act", "id": 2, "action": "stop", "after": 1})
    assert north.until("ok", id=2)
    true = Game.new(SEED)
    true.push(parse_action(FAULT))
    verdict = true.push(parse_action("stop"))
    assert verdict is not None and verdict.caller == 1
    for client in (south, north, watcher):
        played = client.until("played", ply=2)
        assert played["action"] == "stop" and played["digest"] == public_digest(true.position)
    watcher.send({"type": "sync", "id": "s"})
    assert watcher.until("state", id="s")["state"]["game"]["actions"] == [FAULT, "stop"]


def test_a_stop_that_arrives_after_the_next_action_is_too_late(server: ServerProcess) -> None:
    links = server.new_match("--seed", str(SEED))
    south, north, watcher = clients(server, links)
    south.send({"type": "act", "id": 1, "action": FAULT, "after": 0})
    assert south.until("ok", id=1)
    south.send({"type": "act", "id": 2, "action": NEXT, "after": 1})  # the mover's next action arrives first
    assert south.until("ok", id=2)
    north.send({"type": "act", "id": 3, "action": "stop", "after": 1})  # made when north had seen the fault only
    late = north.until("refused", id=3)
    assert late["code"] == "late" and late["first"] == NEXT and NEXT in late["message"]
    north.send({"type": "act", "id": 4, "action": NEXT, "after": 1})  # a move on a table that has changed
    assert north.until("refused", id=4)["code"] == "stale"
    watcher.send({"type": "sync", "id": "s"})
    assert watcher.until("state", id="s")["state"]["game"]["actions"] == [FAULT, NEXT]  # nothing of the late call


def test_wegner_s_pause_from_a_seat_at_another_terminal(server: ServerProcess) -> None:
    links = server.new_match("--seed", "11", "--variant", "zank-patience")
    south, north, watcher = clients(server, links)
    game = Game.new(11, ["zank-patience"])
    waiting = (south, north)[1 - game.to_move]
    mover = (south, north)[game.to_move]
    waiting.send({"type": "pause", "id": 1})
    assert waiting.until("ok", id=1)
    for client in (south, north, watcher):
        assert client.until("paused")["caller"] == ("north" if waiting is north else "south")
    action = str(game.legal_actions()[0])
    mover.send({"type": "act", "id": 2, "action": action})
    assert mover.until("refused", id=2)["code"] == "paused"
    mover.send({"type": "go_on", "id": 3})  # only the caller continues
    assert mover.until("refused", id=3)["code"] == "bad-request"
    waiting.send({"type": "go_on", "id": 4})
    assert waiting.until("ok", id=4)
    assert watcher.until("pause_ended")
    mover.send({"type": "act", "id": 5, "action": action})
    assert mover.until("ok", id=5)
