"""The match server (`crapette serve`): WebSocket connections (``websockets``' asyncio
server), one task per match that makes its changes one at a time in the order they
arrived, the database (``store.py``), the limits (``protocol.py``), the log.

Each connection has its own queue of messages to send and its own writer: a message
for everyone is put in every queue without waiting, so a client that reads slowly
delays nobody, and one whose queue fills (it reads nothing) is disconnected. Each
connection is rate-limited (a token bucket); every message is checked before it
reaches a match; a wrong message is answered with one ``error`` and changes nothing.

The server's own computers (a match's computer seats, or one that takes an empty seat)
think in a worker thread while the match task waits: anything that arrives meanwhile
(a Stop! on the last action, a Pause) is handled first, and the computer thinks again.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import ssl
import threading
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from crapette.engine import parse_action
from crapette.engine.errors import CrapetteError
from crapette.server.protocol import (
    BURST, EXPIRE_HOURS, FLOOD_STRIKES, HELLO_TIMEOUT, KEEPALIVE, MAX_CLIENT_MESSAGE, MAX_CONNECTIONS_PER_MATCH, MAX_MATCHES,
    PROTOCOL, RATE, SEND_QUEUE, ProtocolError, decode, encode, error, request_id,
)
from crapette.server.room import Room, Settings, level_name, read_options
from crapette.server.store import Store

if TYPE_CHECKING:
    from websockets.asyncio.server import Server as WsServer
    from websockets.asyncio.server import ServerConnection

log = logging.getLogger("crapette.server")

#: the changes a seat asks for (a watcher asks for none): message type -> the change's kind
CHANGES = {"act": "play", "undo": "undo", "pause": "pause", "go_on": "go_on", "stalemate": "stalemate",
           "resign": "resign", "next": "next"}


@dataclass
class Limits:
    """What one server allows (docs/protocol.md, "Limits"); ``serve`` options change some."""

    max_matches: int = MAX_MATCHES
    expire_hours: float = EXPIRE_HOURS
    rate: float = RATE
    burst: int = BURST
    send_queue: int = SEND_QUEUE
    keepalive: float = KEEPALIVE  # seconds between pings, and to answer one: a client that never reads is closed


class Client:
    """One connection: its seat once it said hello, its queue of messages to send, its
    rate limit."""

    count = 0

    def __init__(self, ws: ServerConnection, limits: Limits) -> None:
        Client.count += 1
        self.number = Client.count
        self.ws = ws
        self.limits = limits
        self.queue: asyncio.Queue[str] = asyncio.Queue(limits.send_queue)
        self.live: Live | None = None
        self.seat: int | None = None
        self.role = "-"  # what the log says it was: create, a seat's name, watch
        self.computer: str | None = None
        self.tokens = float(limits.burst)
        self.checked = time.monotonic()
        self.strikes = 0
        self.received = 0
        self.closing: str | None = None

    def send(self, message: dict[str, Any] | str | None) -> None:
        """Queue a message (never waits); a client whose queue is full reads nothing: it is
        disconnected."""
        if message is None or self.closing is not None:
            return
        try:
            self.queue.put_nowait(message if isinstance(message, str) else encode(message))
        except asyncio.QueueFull:
            self.close(1008, "slow")

    def close(self, code: int, reason: str) -> None:
        if self.closing is None:
            self.closing = reason
            asyncio.get_running_loop().create_task(self.ws.close(code, reason))

    def allowed(self) -> bool:
        """The token bucket: ``rate`` messages a second, ``burst`` at once."""
        now = time.monotonic()
        self.tokens = min(float(self.limits.burst), self.tokens + (now - self.checked) * self.limits.rate)
        self.checked = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False

    async def writer(self) -> None:
        with contextlib.suppress(Exception):  # the connection closed: the handler ends it
            while True:
                await self.ws.send(await self.queue.get())


@dataclass
class Live:
    """A match held in memory: its room, the queue of what arrived for it, its clients."""

    room: Room
    queue: asyncio.Queue[tuple[Client | None, dict[str, Any]]] = field(default_factory=asyncio.Queue)
    clients: set[Client] = field(default_factory=set)
    arrived: asyncio.Event = field(default_factory=asyncio.Event)
    task: asyncio.Task[None] | None = None
    away_since: dict[int, float] = field(default_factory=dict)

    def put(self, client: Client | None, message: dict[str, Any]) -> None:
        self.queue.put_nowait((client, message))
        self.arrived.set()


class MatchServer:
    """The server's state: the database, the matches in memory, the limits."""

    def __init__(self, store: Store, limits: Limits | None = None) -> None:
        self.store = store
        self.limits = limits or Limits()
        self.lives: dict[str, Live] = {}
        self.public_url = ""  # how links name this server (ws://host:port), set when it listens

    # --- connections ----------------------------------------------------------------------

    async def handler(self, ws: ServerConnection) -> None:
        client = Client(ws, self.limits)
        writer = asyncio.get_running_loop().create_task(client.writer())
        address = _address(ws)
        try:
            await self._serve(client)
        except Exception as exc:  # a connection's trouble never stops the server
            if not _closed(exc):
                log.exception("connection %d from %s: %s", client.number, address, exc)
        finally:
            live = client.live
            if live is not None and client in live.clients:
                live.clients.discard(client)
                self._left(live, client)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._flush(client), 2.0)
            writer.cancel()
            code = ws.close_code if ws.close_code is not None else "-"
            match = live.room.id if live is not None else "-"
            log.info("connection %d from %s: match %s as %s, %d messages, closed %s %s", client.number, address, match,
                     client.role, client.received, code, client.closing or ws.close_reason or "")

    async def _flush(self, client: Client) -> None:
        while not client.queue.empty() and client.closing is None:
            await asyncio.sleep(0.01)

    async def _serve(self, client: Client) -> None:
        ws = client.ws
        try:
            first = await asyncio.wait_for(ws.recv(), HELLO_TIMEOUT)
        except TimeoutError:
            client.send(error("hello-first", "no hello within the time allowed"))
            client.close(1008, "no hello")
            return
        client.received += 1
        message: dict[str, Any] = {}
        try:
            message = decode(first)
            if message.get("protocol") != PROTOCOL:
                raise ProtocolError("version", f"this server speaks protocol {PROTOCOL}")
            if message["type"] == "create":
                client.role = "create"
                client.send(self.create(message))
                client.close(1000, "created")
                return
            if message["type"] != "hello":
                raise ProtocolError("hello-first")
            live = await self.join(client, message)
        except ProtocolError as exc:
            client.send(error(exc.code, exc.detail, request_id(message)))
            client.close(1008, exc.code)
            return
        live.put(client, {"type": "_joined"})
        async for text in ws:
            client.received += 1
            if not client.allowed():
                client.strikes += 1
                try:  # the request is answered, so a client waiting for its answer hears why
                    rid = request_id(decode(text, MAX_CLIENT_MESSAGE))
                except ProtocolError:
                    rid = None
                client.send(error("flood", f"at most {self.limits.rate:g} messages a second", rid))
                if client.strikes >= FLOOD_STRIKES:
                    client.close(1008, "flood")
                    return
                continue
            try:
                message = decode(text, MAX_CLIENT_MESSAGE)
            except ProtocolError as exc:
                client.send(error(exc.code, exc.detail))
                continue
            live.put(client, message)

    def create(self, message: dict[str, Any]) -> dict[str, Any]:
        """A new match from a client's options: its links."""
        options, settings = read_options(message.get("options"))
        if len(self.lives) >= self.limits.max_matches or self.store.count() >= self.limits.max_matches:
            raise ProtocolError("full", f"this server holds at most {self.limits.max_matches} matches")
        match_id = secrets.token_urlsafe(9)
        room = Room.new(match_id, options, settings)
        self.store.create(match_id, {"options": message.get("options"), "resolved": options._asdict(),
                                     "settings": settings.to_json()}, room.tokens)
        self.lives[match_id] = live = Live(room)
        live.task = asyncio.get_running_loop().create_task(self.run(live))
        base = self.public_url or message.get("server", "")
        links = {name: f"{base}/m/{match_id}#{token}" for name, token in room.tokens.items()}
        log.info("match %s created: %s", match_id, " ".join(options.variants) or "standard")
        return {"type": "created", "match": match_id, "links": links, "seats": [room.table.seat_name(s)
                                                                                for s in room.table.seats]}

    async def join(self, client: Client, message: dict[str, Any]) -> Live:
        match, token = message.get("match"), message.get("token")
        if not (isinstance(match, str) and isinstance(token, str) and len(match) < 80 and len(token) < 80):
            raise ProtocolError("bad-token")
        live = self.lives.get(match) or self.load(match)
        if live is None:
            raise ProtocolError("bad-token")
        found, seat = live.room.seat_of(token)
        if not found:
            raise ProtocolError("bad-token")
        if len(live.clients) >= MAX_CONNECTIONS_PER_MATCH:
            raise ProtocolError("crowded")
        computer = message.get("computer")
        client.computer = level_name(computer) if computer is not None and seat is not None else None
        client.live, client.seat = live, seat
        client.role = live.room.seat_word(seat) or "watch"
        return live  # the match's task adds it to the clients, welcome first (``_joined``)

    def load(self, match: str) -> Live | None:
        """A stored match brought back into memory (the server was restarted)."""
        stored = self.store.load(match)
        if stored is None:
            return None
        meta, tokens, ops = stored
        from crapette.app.save import MatchOptions

        resolved: dict[str, Any] = meta["resolved"]
        values: dict[str, Any] = {k: (tuple(tuple(x) for x in v) if k == "computers" else
                                      tuple(v) if isinstance(v, list) else v) for k, v in resolved.items()}
        options = MatchOptions(**values)
        room = Room(match, options, Settings(**meta["settings"]), tokens)
        room.replay(ops)
        live = Live(room)
        self.lives[match] = live
        live.task = asyncio.get_running_loop().create_task(self.run(live))
        log.info("match %s loaded: %d changes replayed", match, len(ops))
        return live

    # --- a match's task -------------------------------------------------------------------

    async def run(self, live: Live) -> None:
        """The match's changes, one at a time, in the order they arrived; the server's
        computers act when nothing is waiting."""
        while True:
            try:
                if live.queue.empty() and await self.computer_acts(live):
                    continue
                if live.queue.empty():
                    live.arrived.clear()
                    timeout = self._next_away(live)
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(live.arrived.wait(), timeout)
                    self._check_away(live)
                    continue
                client, message = live.queue.get_nowait()
                self.handle(live, client, message)
            except asyncio.CancelledError:
                raise
            except Exception:  # a bug must not end the match for everyone: it is logged
                log.exception("match %s", live.room.id)

    async def quiet(self, live: Live, seconds: float) -> bool:
        """Wait ``seconds`` unless something arrives; True when nothing did."""
        if not live.queue.empty():
            return False
        if seconds <= 0:
            await asyncio.sleep(0)
            return live.queue.empty()
        live.arrived.clear()
        try:
            await asyncio.wait_for(live.arrived.wait(), seconds)
        except TimeoutError:
            return live.queue.empty()
        return False

    async def computer_acts(self, live: Live) -> bool:
        """One action of a computer the server seats, if one is due; True when it acted."""
        room = live.room
        pace = room.settings.pace
        call = room.computer_call()
        if call is not None:
            if not await self.quiet(live, min(call.delay, 5.0) if pace > 0 else 0):
                return False
            self.commit(live, None, {"kind": "play", "seat": room.seat_word(call.seat), "action": str(call.action)})
            return True
        seat = room.computer_to_move()
        if seat is None:
            return False
        action = await asyncio.to_thread(room.think)
        if not live.queue.empty():  # something came first (a Stop!, a Pause): it is handled, then it thinks again
            return False
        if not await self.quiet(live, pace):
            return False
        self.commit(live, None, {"kind": "play", "seat": room.seat_word(seat), "action": str(action)})
        return True

    def handle(self, live: Live, client: Client | None, message: dict[str, Any]) -> None:
        """One message of a client (checked), or an internal one."""
        room = live.room
        kind = message["type"]
        rid = request_id(message)
        if client is None or client.closing is not None:
            return
        if kind == "_joined":
            self._joined(live, client)
            return
        if kind == "ping":
            client.send({"type": "pong", "id": rid})
            return
        if kind == "sync":
            client.send({"type": "state", "id": rid, "you": room.seat_word(client.seat), "state": room.state()})
            return
        if kind == "record":
            client.send({"type": "record", "id": rid, "record": room.view_record()})
            return
        if kind == "take_over":
            self._take_over(live, client, message, rid)
            return
        change = CHANGES.get(kind)
        if change is None:
            client.send(error("unknown-type", f"unknown message type {kind[:40]!r}", rid))
            return
        if client.seat is None:
            client.send(error("watcher", "", rid))
            return
        seat_said = message.get("seat")
        if seat_said is not None and seat_said != room.seat_word(client.seat):
            client.send(error("not-your-seat", "", rid, {"seat": room.seat_word(client.seat)}))
            return
        op: dict[str, Any] = {"kind": change, "seat": room.seat_word(client.seat)}
        if change == "play":
            action = message.get("action")
            if not isinstance(action, str) or len(action) > 400:
                client.send(error("bad-request", "'action' must be an action in the notation", rid))
                return
            op["action"] = action
            stale = self._stale(room, message, action)
            if stale is not None:
                client.send(stale | {"id": rid, "type": "refused"})
                return
        self.commit(live, client, op, rid)

    def _stale(self, room: Room, message: dict[str, Any], action: str) -> dict[str, Any] | None:
        """A move made on a table that has changed since, or a call that came after the
        mover's next action: refused (``stale``, ``late``), naming what came first."""
        after = message.get("after")
        game = room.game
        if isinstance(after, bool) or not isinstance(after, int) or room.match.waiting or after == game.ply:
            return None
        try:
            call = parse_action(action).is_call
        except CrapetteError:
            return None
        if call and 0 <= after < game.ply:
            first = game.actions[after]
            return error("late", f"too late: {first} had already been played") | {"first": str(first)}
        return error("stale", f"the table has changed: {game.ply} actions played, not {after}")

    def commit(self, live: Live, client: Client | None, op: dict[str, Any], rid: Any = None) -> None:
        """Make a change, write it down, then tell everyone."""
        room = live.room
        try:
            answer = room.apply(op, rid)
        except ProtocolError as exc:
            if client is not None:
                client.send(error(exc.code, exc.detail, rid, exc.args_))
            return
        first = room.seq - len(room.logged) + 1
        for k, logged in enumerate(room.logged):
            self.store.add(room.id, first + k, logged)
        room.logged.clear()
        self.broadcast(live, answer.broadcast)
        if client is not None:
            client.send(answer.reply)
        for line in answer.finished:
            log.info("%s", line)

    def broadcast(self, live: Live, messages: list[dict[str, Any]]) -> None:
        for message in messages:
            text = encode(message)
            for client in list(live.clients):
                client.send(text)

    # --- presence -------------------------------------------------------------------------

    def _joined(self, live: Live, client: Client) -> None:
        room = live.room
        seat = client.seat
        live.clients.add(client)
        if seat is not None:
            room.present[seat] += 1
            live.away_since.pop(seat, None)
            if client.computer is not None:
                room.computer_clients[seat] = client.computer
            if seat in room.taken:  # the player is back: the computer gives the seat back
                self.commit(live, None, {"kind": "computer", "seat": room.seat_word(seat), "level": None})
        client.send({"type": "welcome", "protocol": PROTOCOL, "match": room.id, "you": room.seat_word(seat),
                     "state": room.state()})
        self.broadcast(live, [{"type": "presence", "seats": room.presence()}])

    def _left(self, live: Live, client: Client) -> None:
        room = live.room
        seat = client.seat
        if seat is None:
            return
        room.present[seat] = max(0, room.present[seat] - 1)
        if not room.present[seat]:
            room.computer_clients.pop(seat, None)
            live.away_since[seat] = time.monotonic()
            live.arrived.set()  # the match task counts the time from now
        self.broadcast(live, [{"type": "presence", "seats": room.presence()}])

    def _next_away(self, live: Live) -> float | None:
        room = live.room
        if room.settings.away == "wait" or not live.away_since:
            return None
        first = min(live.away_since.values())
        return max(0.0, first + room.settings.away_after - time.monotonic())

    def _check_away(self, live: Live) -> None:
        """A seat empty for longer than the match allows: its computer takes it."""
        room = live.room
        if room.settings.away == "wait":
            return
        now = time.monotonic()
        for seat, since in list(live.away_since.items()):
            if now - since >= room.settings.away_after and seat not in room.computers():
                del live.away_since[seat]
                self.commit(live, None, {"kind": "computer", "seat": room.seat_word(seat), "level": room.settings.away})

    def _take_over(self, live: Live, client: Client, message: dict[str, Any], rid: Any) -> None:
        """A player asks the server's computer to take a seat whose player is away."""
        room = live.room
        if client.seat is None:
            client.send(error("watcher", "", rid))
            return
        word = message.get("seat")
        seat = room.table.parse_seat(word) if isinstance(word, str) else None
        if seat is None:
            client.send(error("bad-request", "'seat' names a seat of this game", rid))
            return
        if room.present[seat] or seat in room.computers():
            client.send(error("not-away", "", rid, {"seat": word}))
            return
        level = message.get("level", room.settings.away if room.settings.away != "wait" else "computer:3")
        try:
            op = {"kind": "computer", "seat": word, "level": level_name(level)}
        except ProtocolError as exc:
            client.send(error(exc.code, exc.detail, rid, exc.args_))
            return
        live.away_since.pop(seat, None)
        self.commit(live, client, op, rid)

    # --- upkeep ---------------------------------------------------------------------------

    def expire(self) -> None:
        for match in self.store.expire(self.limits.expire_hours):
            live = self.lives.pop(match, None)
            if live is not None:
                if live.task is not None:
                    live.task.cancel()
                for client in list(live.clients):
                    client.send(error("bad-token", "the match expired"))
                    client.close(1000, "expired")
            log.info("match %s expired", match)

    async def upkeep(self) -> None:
        while True:
            self.expire()
            await asyncio.sleep(600)


def _address(ws: ServerConnection) -> str:
    try:
        host, port = ws.remote_address[:2]
        return f"{host}:{port}"
    except Exception:
        return "?"


def _closed(exc: BaseException) -> bool:
    from websockets.exceptions import ConnectionClosed

    return isinstance(exc, ConnectionClosed)


def ssl_context(certfile: str | None, keyfile: str | None) -> ssl.SSLContext | None:
    if certfile is None:
        return None
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(certfile, keyfile)
    return context


async def start(server: MatchServer, host: str, port: int, context: ssl.SSLContext | None = None) -> WsServer:
    """Listen on ``host:port`` (port 0: a free one); the server object (its sockets say the port)."""
    from websockets.asyncio.server import serve

    ws_server = await serve(server.handler, host, port, max_size=4 * MAX_CLIENT_MESSAGE, max_queue=64,
                            ssl=context, ping_interval=server.limits.keepalive,
                            ping_timeout=server.limits.keepalive, close_timeout=5,
                            server_header=None, logger=logging.getLogger("crapette.server.websockets"))
    bound = next(iter(ws_server.sockets)).getsockname()
    scheme = "wss" if context is not None else "ws"
    shown = f"[{bound[0]}]" if ":" in bound[0] else bound[0]
    server.public_url = server.public_url or f"{scheme}://{shown}:{bound[1]}"
    asyncio.get_running_loop().create_task(server.upkeep())
    return ws_server


class ServerThread:
    """A server run inside this process (``crapette host --listen``, the tests): it
    listens on its own thread's event loop; ``url`` once ``start`` returns."""

    def __init__(self, store: Store, host: str = "127.0.0.1", port: int = 0, limits: Limits | None = None,
                 context: ssl.SSLContext | None = None) -> None:
        self.server = MatchServer(store, limits)
        self.host, self.port, self.context = host, port, context
        self.ready = threading.Event()
        self.failed: BaseException | None = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self.thread = threading.Thread(target=self._main, name="crapette-server", daemon=True)

    @property
    def url(self) -> str:
        return self.server.public_url

    def start(self, timeout: float = 30.0) -> str:
        self.thread.start()
        if not self.ready.wait(timeout):
            raise OSError("the server did not start")
        if self.failed is not None:
            raise self.failed
        return self.url

    def _main(self) -> None:
        try:
            asyncio.run(self._run())
        except BaseException as exc:  # reported to start()
            self.failed = exc
            self.ready.set()

    async def _run(self) -> None:
        self.loop = asyncio.get_running_loop()
        self.stopping = asyncio.Event()
        ws_server = await start(self.server, self.host, self.port, self.context)
        self.ready.set()
        await self.stopping.wait()
        ws_server.close()
        await ws_server.wait_closed()

    def stop(self) -> None:
        if self.loop is not None and self.thread.is_alive():
            self.loop.call_soon_threadsafe(self.stopping.set)
            self.thread.join(10)


def run_server(host: str, port: int, db: str, limits: Limits, context: ssl.SSLContext | None = None) -> None:
    """`crapette serve`: listen until interrupted, one log line per connection and per
    finished game on standard error."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    logging.getLogger("crapette.server.websockets").setLevel(logging.WARNING)
    store = Store(db)

    async def main() -> None:
        server = MatchServer(store, limits)
        ws_server = await start(server, host, port, context)
        log.info("crapette serve: listening on %s (database %s)%s", server.public_url, db,
                 "" if host in ("127.0.0.1", "::1", "localhost") else "; reachable from other machines")
        await ws_server.serve_forever()

    try:
        asyncio.run(main())
    finally:
        store.close()


__all__ = ["Client", "Limits", "MatchServer", "ServerThread", "log", "run_server", "ssl_context", "start"]
