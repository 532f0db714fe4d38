"""Bad input and attacks on a ``crapette serve`` process (issue 30 item 6): each gets one
clear error, or is disconnected, and the match goes on for its players, whose next
action is taken as if nothing had happened."""

from __future__ import annotations

import json
import socket
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed

from crapette.engine import Game, Position, parse_action
from crapette.engine.cards import JOKER, card_text
from crapette.engine.observe import face_up
from remotehelpers import Raw, Seat, ServerProcess

#: the first deal of the attacked match: a test rebuilds the true game from it
SEED = 7


def seat(server: ServerProcess, link: str) -> Raw:
    client = Raw(server.url)
    welcome = client.hello(link)
    assert welcome["type"] == "welcome"
    return client


def still_playing(server: ServerProcess, links: dict[str, Any], seed: int = SEED) -> None:
    """The players' match is undisturbed: the mover's first legal action (on the true
    game, rebuilt from the seed) is taken, and every seat hears of it."""
    south, north = seat(server, links["seats"]["south"]), seat(server, links["seats"]["north"])
    south.send({"type": "sync", "id": "s"})
    state = south.until("state", id="s")["state"]
    true = Game.new(seed, state["options"]["variants"], state["options"]["mode"])
    for text in state["game"]["actions"]:
        true.push(parse_action(text))
    mover = true.position.table.seat_name(true.to_move)
    actor = south if mover == "south" else north
    action = str(true.legal_actions()[0])
    actor.send({"type": "act", "id": 1, "action": action, "after": true.ply})
    assert actor.until("ok", id=1)
    for client in (south, north):
        assert client.until("played", action=action)["seat"] == mover
        client.close()


@pytest.fixture
def links(server: ServerProcess) -> dict[str, Any]:
    return server.new_match("--seed", str(SEED))


def test_a_forged_token_is_refused_and_disconnected(server: ServerProcess, links: dict[str, Any]) -> None:
    client = Raw(server.url)
    link = links["seats"]["south"]
    forged = link[:-4] + ("AAAA" if not link.endswith("AAAA") else "BBBB")
    reply = client.hello(forged)
    assert reply == {"type": "error", "code": "bad-token", "message": "no match has this link (wrong or forged token)"}
    assert client.closed()
    client = Raw(server.url)
    assert client.hello(link.replace("/m/", "/m/x"))["code"] == "bad-token"  # a match that does not exist
    still_playing(server, links)


def test_the_first_message_must_be_hello_in_our_version(server: ServerProcess, links: dict[str, Any]) -> None:
    client = Raw(server.url)
    client.send({"type": "act", "action": "turn"})
    assert client.recv()["code"] == "version"  # no protocol named: not a version this server speaks
    assert client.closed()
    client = Raw(server.url)
    client.send({"type": "act", "protocol": 1, "action": "turn"})
    assert client.recv()["code"] == "hello-first"
    client = Raw(server.url)
    client.send({"type": "hello", "protocol": 99})
    assert client.recv()["code"] == "version"


def test_bad_json_and_unknown_types_are_answered_and_the_connection_stays(server: ServerProcess,
                                                                          links: dict[str, Any]) -> None:
    client = seat(server, links["watch"])
    for text in ("{not json", "[1, 2]", '{"type": 3}', "\u0000", '{"type": "x"' + "[" * 100 + "}"):
        client.send(text)
        assert client.until("error")["code"] == "bad-json"
    client.send({"type": "teleport", "id": 4})
    assert client.until("error", id=4)["code"] == "unknown-type"
    client.send({"type": "ping", "id": 5})
    assert client.until("pong", id=5)
    still_playing(server, links)


def test_a_watcher_does_not_act_and_a_seat_acts_only_for_itself(server: ServerProcess, links: dict[str, Any]) -> None:
    watcher = seat(server, links["watch"])
    watcher.send({"type": "act", "id": 1, "action": "turn"})
    assert watcher.until("error", id=1)["code"] == "watcher"
    south = seat(server, links["seats"]["south"])
    to_move = Game.new(SEED).to_move
    mover, other = ("south", "north") if to_move == 0 else ("north", "south")
    client = south if mover == "south" else seat(server, links["seats"]["north"])
    client.send({"type": "act", "id": 2, "action": "turn", "seat": other})  # in another seat's name
    assert client.until("error", id=2)["code"] == "not-your-seat"
    bystander = seat(server, links["seats"][other])
    bystander.send({"type": "act", "id": 3, "action": "turn"})  # its own name, not its turn
    assert bystander.until("error", id=3)["code"] == "not-your-seat"
    client.send({"type": "act", "id": 4, "action": "H1-F1"})  # no such move here
    reply = client.until("refused", id=4)
    assert reply["code"] == "illegal" and "H1" in reply["message"]
    client.send({"type": "act", "id": 5, "action": "SR-" + "X" * 500})
    assert client.until("error", id=5)["code"] == "bad-request"
    client.send({"type": "act", "id": 6, "action": "stop", "after": 0})  # nothing to call on yet
    assert client.until("refused", id=6)["code"] == "illegal"
    still_playing(server, links)


def test_an_oversized_message_is_refused_then_a_huge_one_disconnects(server: ServerProcess,
                                                                    links: dict[str, Any]) -> None:
    client = seat(server, links["watch"])
    client.send(json.dumps({"type": "ping", "pad": "x" * 20_000}))
    reply = client.until("error")
    assert reply["code"] == "too-big" and "16384" in reply["message"]
    client.send({"type": "ping", "id": 1})
    assert client.until("pong", id=1)
    try:
        client.send("x" * 200_000)
        assert client.closed()
    except ConnectionClosed:
        pass
    assert client.conn.close_code == 1009  # message too big
    still_playing(server, links)


def test_a_flood_is_slowed_then_disconnected(server: ServerProcess, links: dict[str, Any]) -> None:
    client = seat(server, links["watch"])
    try:
        for n in range(400):
            client.send({"type": "ping", "id": n})
    except ConnectionClosed:
        pass
    assert client.closed()
    codes = [m.get("code") for m in client.received if m.get("type") == "error"]
    assert "flood" in codes
    assert client.conn.close_code == 1008 and client.conn.close_reason == "flood"
    assert server.log is not None
    server.log.wait_for("as watch, ")  # the connection's log line
    still_playing(server, links)


def test_a_client_that_never_reads_is_disconnected_and_disturbs_nobody(tmp_path: Path) -> None:
    """It stops reading its socket (its receive buffer is small, and full); the server's
    pings go unanswered and it is closed, while the players play on."""
    server = ServerProcess(tmp_path / "matches.sqlite", None, "--keepalive", "2")
    server.start()
    try:
        links = server.new_match("--seed", str(SEED))
        sock = socket.create_connection(("127.0.0.1", server.port))
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
        deaf = Raw(server.url, sock=sock, max_queue=1)  # its reader stops once a message waits
        deaf.send({"type": "hello", "protocol": 1, "match": links["watch"].split("/m/")[1].split("#")[0],
                   "token": links["watch"].split("#")[1]})
        for n in range(30):  # state after state it will never read, at a pace the server allows
            deaf.send({"type": "sync", "id": n})
        still_playing(server, links)
        assert server.log is not None
        line = server.log.wait_for("as watch, ")  # closed (1011 keepalive, 1008 slow, or 1006: no closing handshake)
        assert "31 messages, closed 10" in line, line
        still_playing(server, links)
    finally:
        server.kill()


@pytest.mark.parametrize("variants", [[], ["zank-patience", "schikanieren"], ["face-down-tableau"]],
                         ids=["standard", "schikanieren", "face-down-tableau"])
def test_no_hidden_card_reaches_a_seat_or_a_watcher(server: ServerProcess, variants: list[str]) -> None:
    """Two computer seats play; a watcher and a second connection of the first seat record
    every message. Rebuilt from the seed, the true game says what was face down when: the
    view start shows the face-up cards as they are and the others as the unseen cards
    sorted (a function of what was seen alone); each card revealed lies face up in the
    true game after the action that reveals it; the seed is in no message before the game
    ends, nor the true identity of a hidden card in the record read mid-game."""
    seed = 918_273_645
    options = [x for v in variants for x in ("--variant", v)]
    links = server.new_match("--seed", str(seed), "--target", "1", "--pace", "0", *options)
    first = next(iter(links["seats"]))
    watcher, own = seat(server, links["watch"]), seat(server, links["seats"][first])
    players = [Seat.computer(link, "computer:1") for link in links["seats"].values()]
    try:
        for client in (watcher, own):
            message = client.recv()
            while not (message["type"] == "game_over" or message["type"] == "played" and message["ply"] >= PLIES):
                message = client.recv()
    finally:
        for player in players:  # the table stands still from now on
            player.kill()
    middle = server.record(links["watch"])
    true = Game.new(seed, variants)
    for client in (watcher, own):
        welcome = client.received[0]
        assert welcome["type"] == "welcome"
        check_view_start(true.start, welcome["state"]["game"])
        game = Game.new(seed, variants)
        for text, message in zip(client.texts, client.received):
            if message["type"] == "game_over":  # a finished game goes out whole (a rare deal that ends so soon)
                break
            assert str(seed) not in text and "seed" not in message.get("state", {}).get("game", {})
            if message["type"] == "played":
                game.push(parse_action(message["action"]))
                assert message["ply"] == game.ply
                for kind, number, index, card in message["reveal"]:
                    dealt = (true.start.hands if kind == "hand" else true.start.piles)[number][index]
                    assert card_text(dealt) == card, (message, dealt)
                    assert card in shown_cards(game.position), message
        assert game.ply >= 20
    if middle.get("result") is not None:
        return
    # the record read mid-game starts from a view start: the deal's face-up cards as they are, the same pack
    assert middle.get("seed") is None and middle.get("result") is None
    mid_start, dealt = dict(_places(Position.from_json(middle["start"]))), dict(_places(true.start))
    assert sorted(mid_start.values()) == sorted(dealt.values())
    assert all(mid_start[slot] == card for slot, card in dealt.items() if slot[0] == "pile"
               and face_up(true.start, slot[1], slot[2]))


#: plies the recording clients follow (a Zank-Patience game turns many hand cards up by then)
PLIES = 120


def _places(pos: Position) -> list[tuple[tuple[str, int, int], int]]:
    out = [(("pile", p, i), c) for p, cards in enumerate(pos.piles) for i, c in enumerate(cards)]
    return out + [(("hand", s, i), c) for s, cards in enumerate(pos.hands) for i, c in enumerate(cards)]


def shown_cards(pos: Position) -> set[str]:
    """The cards ``pos`` shows face up (a hand shows none)."""
    return {card_text(c) for (kind, p, i), c in _places(pos) if kind == "pile" and face_up(pos, p, i)}


def check_view_start(true_start: Position, game: dict[str, Any]) -> None:
    """The view start of a game just dealt: the face-up cards are the true ones; every
    other place holds the cards not face up, sorted (the joker first), in the order of
    ``hidden`` — so it tells only which cards are not face up, which everyone knows."""
    view = Position.from_json(game["start"])
    hidden = [tuple(slot) for slot in game["hidden"]]
    down = {slot for slot, _c in _places(true_start)
            if slot[0] == "hand" or not face_up(true_start, slot[1], slot[2])}
    assert set(hidden) == down and len(hidden) == len(down)
    for slot, card in _places(true_start):
        if slot not in down:
            assert card == dict(_places(view))[slot], slot
    truly_hidden = [c for slot, c in _places(true_start) if slot in down]
    laid = [dict(_places(view))[slot] for slot in hidden]
    assert laid == sorted(truly_hidden, key=lambda c: (c != JOKER, c))
