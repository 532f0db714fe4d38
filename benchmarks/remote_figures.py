"""Load on one match server (issue 30 items 9 and 10): many matches at once, each seat a
WebSocket client that keeps its own view of the table (the view start, the reveals put
in, the digest compared after every action) and plays a seeded random legal action on
its turn. The figures: the actions per second the server carries, and the round trip of
an action (sent, until its ``ok``), median and p99 — beside the same random games played
locally by the engine alone.

The clients run on one asyncio loop in this process, the server in a ``crapette serve``
process of its own (the two cores are shared: the figure is what one machine does with
both). ``tests/remote/test_remote_load.py`` runs the same load and checks that every
match got its actions through with every client's table agreeing with the server's.
"""

from __future__ import annotations

import asyncio
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from crapette.engine import Game, Position, parse_action
from crapette.engine.observe import Reveal, Slot, public_digest, put_reveal

#: seconds a step may take before the load gives up (a busy two-core machine)
PATIENCE = 300.0


@dataclass
class Load:
    """What a load run measured."""

    matches: int
    actions: int  # actions played in all the matches
    seconds: float  # wall time from the first action sent to the last match done
    round_trips: list[float] = field(default_factory=list)  # seconds, one per action sent
    resyncs: int = 0  # a client's table that disagreed with the server's digest (0 expected)
    refused: int = 0  # actions refused (0 expected: every client acts on the table it sees)
    finished: int = 0  # matches whose game ended before the actions asked for

    @property
    def per_second(self) -> float:
        return self.actions / self.seconds if self.seconds > 0 else 0.0

    def percentile(self, q: float) -> float:
        values = sorted(self.round_trips)
        if not values:
            return 0.0
        return values[min(len(values) - 1, int(q * len(values)))]


class View:
    """A client's table: the game replayed from the view start, the reveals put in."""

    def __init__(self, game_obj: dict[str, Any], mode: str) -> None:
        self.game = Game(Position.from_json(game_obj["start"]), mode)
        self.hidden: list[Slot] = [(str(k), int(n), int(i)) for k, n, i in game_obj["hidden"]]
        for text in game_obj["actions"]:
            self.game.push(parse_action(text))

    def played(self, message: dict[str, Any]) -> bool:
        """Play an action the server announced; False when the tables disagree."""
        for obj in message.get("reveal", []):
            put_reveal(Reveal.from_json(obj), self.hidden, self.game.position, self.game.start)
        self.game.push(parse_action(message["action"]))
        return public_digest(self.game.position) == message.get("digest")


class Pace:
    """The server's rate limit kept on the client's side (a token bucket a little inside
    ``protocol.RATE`` and ``BURST``, the hello taken): a seat that plays a long turn on a
    fast machine would otherwise send faster than the server allows and be cut off as a
    flood, so the load would measure the limit, not the server."""

    def __init__(self) -> None:
        from crapette.server.protocol import BURST, RATE

        self.rate, self.burst = 0.9 * RATE, float(BURST - 2)
        self.tokens, self.checked = self.burst, time.perf_counter()

    async def take(self) -> None:
        now = time.perf_counter()
        self.tokens = min(self.burst, self.tokens + (now - self.checked) * self.rate)
        self.checked = now
        if self.tokens < 1:
            await asyncio.sleep((1 - self.tokens) / self.rate)
            self.tokens, self.checked = 1.0, time.perf_counter()
        self.tokens -= 1


class Gate:
    """Opens once every seat has joined: the clock starts with all matches ready."""

    def __init__(self, total: int) -> None:
        self.total, self.count, self.open = total, 0, asyncio.Event()

    async def arrive(self) -> None:
        self.count += 1
        if self.count >= self.total:
            self.open.set()
        await asyncio.wait_for(self.open.wait(), PATIENCE)


async def _seat(url: str, link: str, seat_word: str, actions: int, rng: random.Random, load: Load,
                gate: Gate) -> int:
    """One seat's client: follow the match, act on its turn until ``actions`` are played;
    the actions its table has."""
    from websockets.asyncio.client import connect

    match, token = link.split("/m/", 1)[1].split("#", 1)
    async with connect(url + "/", max_size=8_000_000, proxy=None, open_timeout=PATIENCE) as ws:
        await ws.send(json.dumps({"type": "hello", "protocol": 1, "match": match, "token": token}))
        welcome = json.loads(await asyncio.wait_for(ws.recv(), PATIENCE))
        assert welcome["type"] == "welcome", welcome
        mode = welcome["state"]["options"]["mode"]
        view = View(welcome["state"]["game"], mode)
        await gate.arrive()
        sent: dict[int, float] = {}
        ids = 0
        pace = Pace()
        while view.game.ply < actions and view.game.outcome is None:
            table = view.game.position.table
            if not sent and table.seat_name(view.game.to_move) == seat_word:
                ids += 1
                action = rng.choice(view.game.legal_actions())
                await pace.take()
                sent[ids] = time.perf_counter()
                await ws.send(json.dumps({"type": "act", "id": ids, "action": str(action), "after": view.game.ply}))
            message = json.loads(await asyncio.wait_for(ws.recv(), PATIENCE))
            kind = message.get("type")
            if kind == "played":
                if not view.played(message):
                    load.resyncs += 1
                    await pace.take()
                    await ws.send(json.dumps({"type": "sync", "id": "sync"}))
            elif kind == "state":
                view = View(message["state"]["game"], mode)
            elif kind in ("ok", "refused", "error") and message.get("id") in sent:
                load.round_trips.append(time.perf_counter() - sent.pop(message["id"]))
                if kind != "ok":
                    load.refused += 1
            elif kind == "game_over":
                break
        while sent:  # the last action's answer comes after its played
            message = json.loads(await asyncio.wait_for(ws.recv(), PATIENCE))
            if message.get("type") in ("ok", "refused", "error") and message.get("id") in sent:
                load.round_trips.append(time.perf_counter() - sent.pop(message["id"]))
                load.refused += message["type"] != "ok"
    if view.game.outcome is not None and seat_word == "south":
        load.finished += 1
    return view.game.ply


async def _match(url: str, number: int, seed: int, actions: int, load: Load, gate: Gate) -> None:
    from websockets.asyncio.client import connect

    options = {"seed": seed + number, "pace": 0, "target": 1}
    async with connect(url + "/", proxy=None, open_timeout=PATIENCE) as ws:
        await ws.send(json.dumps({"type": "create", "protocol": 1, "options": options}))
        created = json.loads(await asyncio.wait_for(ws.recv(), PATIENCE))
    assert created["type"] == "created", created
    rng = random.Random(seed * 1000 + number)
    plies = await asyncio.gather(*(_seat(url, created["links"][word], word, actions, random.Random(rng.random()), load,
                                 gate) for word in created["seats"]))
    load.actions += max(plies)


async def run_load(url: str, matches: int = 50, actions: int = 200, seed: int = 1) -> Load:
    """``matches`` matches of the standard game at once on the server at ``url``, each
    played to ``actions`` actions (or its end) by two random seats."""
    load = Load(matches, 0, 0.0)
    gate = Gate(2 * matches)
    tasks = [asyncio.create_task(_match(url, n, seed, actions, load, gate)) for n in range(matches)]
    await asyncio.wait_for(gate.open.wait(), PATIENCE)
    begin = time.perf_counter()
    await asyncio.gather(*tasks)
    load.seconds = time.perf_counter() - begin
    return load


def local_figure(matches: int = 50, actions: int = 200, seed: int = 1) -> tuple[int, float]:
    """The same random games played by the engine alone, in this process: (actions, seconds)."""
    played = 0
    begin = time.perf_counter()
    for number in range(matches):
        game = Game.new(seed + number)
        rng = random.Random(seed * 1000 + number)
        players = {s: random.Random(rng.random()) for s in game.position.table.seats}
        while game.ply < actions and game.outcome is None:
            game.push(players[game.to_move].choice(game.legal_actions()))
            public_digest(game.position)  # the server computes one an action too
            played += 1
    return played, time.perf_counter() - begin


class Server:
    """``crapette serve`` in a process of its own, on a free port, with a fresh database."""

    def __init__(self) -> None:
        import socket

        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            self.port = int(sock.getsockname()[1])
        self.folder = tempfile.TemporaryDirectory(prefix="crapette-load-")
        db = Path(self.folder.name) / "load.sqlite"
        self.proc = subprocess.Popen([sys.executable, "-m", "crapette", "serve", "--port", str(self.port), "--db",
                                      str(db), "--max-matches", "1000"], stderr=subprocess.PIPE, text=True)
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            if "listening on" in line:
                break
        else:
            raise OSError("crapette serve did not start")
        self.url = f"ws://127.0.0.1:{self.port}"

    def stop(self) -> None:
        self.proc.kill()
        self.proc.wait(30)
        self.folder.cleanup()


def measure(matches: int = 50, actions: int = 200, seed: int = 1) -> tuple[Load, tuple[int, float]]:
    server = Server()
    try:
        load = asyncio.run(run_load(server.url, matches, actions, seed))
    finally:
        server.stop()
    return load, local_figure(matches, actions, seed)


def register(section: Any, figure: Any) -> None:
    """The section of ``make bench`` (benchmarks/run.py's registry)."""

    @section("remote", "Match server: 50 matches at once on one server, two random seats each")
    def remote_figures(ctx: Any) -> list[Any]:
        load, (local_actions, local_seconds) = measure()
        return [
            figure("actions per second (server)", f"{load.per_second:,.0f}",
                   f"{load.actions:,} actions in {load.seconds:.1f} s, {load.matches} matches, "
                   f"{2 * load.matches} clients on one loop"),
            figure("action round trip, median", f"{statistics.median(load.round_trips) * 1000:.1f} ms",
                   "sent until its ok, under that load"),
            figure("action round trip, p99", f"{load.percentile(0.99) * 1000:.1f} ms", ""),
            figure("actions per second (local)", f"{local_actions / local_seconds:,.0f}",
                   "the same random games, the engine alone in one process"),
            figure("resyncs / refusals", f"{load.resyncs} / {load.refused}", "a client's table off the server's"),
        ]


__all__ = ["Load", "View", "local_figure", "measure", "register", "run_load"]
