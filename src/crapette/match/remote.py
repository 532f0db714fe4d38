"""The remote kind of match: a client of a match server (``crapette.server``), which
answers every question ``Match`` asks from the server's messages.

The client never holds a card it may not see. Its game is a ``Game`` replayed from
the view start the server sends (the deal with every card never seen replaced by a
stand-in, ``engine.observe``); each action comes with the cards it turns up, put in
their places before the action is played here, and with a digest of what the table
shows, compared after it: the table here is the server's, face-up card for face-up
card. The rules decide only on cards face up, so verdicts, hints and the allowed
actions come out here as on the server, in this client's language. A finished game
comes whole from the server.

An action of this seat is first tried here (a refusal is said at once, in this
client's words), then sent; the server decides by arrival and its answer comes back
with everything that happened meanwhile. A lost connection is made again with the
link, and the table read again from the server.

A receiving thread only queues what arrives; everything else runs on the caller's
thread, so the match is used as the local one is, from one thread.
"""

from __future__ import annotations

import hashlib
import queue
import threading
import time
from typing import TYPE_CHECKING, Any

from crapette.app.save import MatchOptions
from crapette.app.undo import position_before_last
from crapette.engine import Action, CrapetteError, Game, IllegalActionError, Position, PriorityError, parse_action
from crapette.engine.observe import Reveal, Slot, public_digest, put_reveal
from crapette.engine.table import Seat, Table
from crapette.i18n import _
from crapette.match.events import (
    Event, GameBegins, GameOver, PauseCalled, PauseEnded, Played, Refused, Resigned, SeatNotice, TakenBack,
)
from crapette.match.seats import Seats
from crapette.server.links import Link, parse_link
from crapette.server.protocol import BURST, MAX_SERVER_MESSAGE, PROTOCOL, RATE, ProtocolError, decode, encode

if TYPE_CHECKING:
    import logging

    from crapette.bots import Call, Player
    from crapette.engine import Record

#: seconds to wait for the server's answer to a request
REPLY_TIMEOUT = 60.0
#: seconds to keep trying to reach a server that went away (restarted) before giving up
RECONNECT_FOR = 120.0
_CLOSED = object()


def _connection_log() -> logging.Logger:
    """The connection's own log. websockets logs a lost keepalive with its traceback, which
    Python would print on the terminal when nothing is configured (a computer seat run with
    ``crapette join``): here it goes nowhere unless logging is set up, and the match says
    itself that the server is gone."""
    import logging

    log = logging.getLogger("crapette.remote.connection")
    if not log.handlers:
        log.addHandler(logging.NullHandler())
    return log


class RemoteError(Exception):
    """The server cannot be reached, or refused this client; the message says why, in
    the player's language."""


def _seed_of(match: str, number: int) -> int:
    """A computer client's seed for a deal: from the match and the game number (the deal's
    own seed is secret until the game ends)."""
    return int.from_bytes(hashlib.blake2b(f"{match}:{number}".encode(), digest_size=4).digest(), "big")


class RemoteMatch:
    """A match held by a server, seen from one seat or as a watcher (see the module
    docstring). ``computer``: this client's seat is played by that level."""

    def __init__(self, link: Link | str, computer: str | None = None, reconnect_for: float = RECONNECT_FOR) -> None:
        self.link = parse_link(link) if isinstance(link, str) else link
        self.level = computer
        self.reconnect_for = reconnect_for
        self._inbox: queue.Queue[Any] = queue.Queue()
        self._conn: Any = None
        self._ids = 0
        self._view: Game | None = None
        self._hidden: list[Slot] = []
        self._finished: Game | None = None
        self._finished_seed: int | None = None
        self.you: Seat | None = None
        self._options: dict[str, Any] = {}
        self._table: Table | None = None
        self._number = 1
        self._totals: tuple[int, ...] = ()
        self._over = False
        self._paused_by: Seat | None = None
        self._presence: dict[str, Any] = {}
        self._ever_here: set[str] = set()  # the seats whose player was here once: a return is "back", not "joined"
        self._bot: Player | None = None
        self._bot_for: tuple[int, int] | None = None
        self._call_asked: tuple[int, int, int] | None = None
        self._call: Call | None = None
        self.resyncs = 0  # how often the table was read again (a digest that differed, a lost connection)
        self._closed = False
        self._tokens = float(BURST // 2)
        self._checked = time.monotonic()

    # --- the connection ---------------------------------------------------------------------

    def connect(self) -> None:
        """Reach the server, say hello with the link's token, read the match; RemoteError
        when it cannot be done."""
        from websockets.exceptions import InvalidHandshake, InvalidURI, WebSocketException
        from websockets.sync.client import connect

        link = self.link
        try:
            conn = connect(link.server + "/", open_timeout=15, max_size=MAX_SERVER_MESSAGE, proxy=None,
                           close_timeout=2, ping_interval=20, ping_timeout=60, logger=_connection_log())
        except (OSError, InvalidHandshake, InvalidURI, WebSocketException, TimeoutError) as exc:
            raise RemoteError(_("cannot reach the server {server}: {error}").format(
                server=link.server, error=getattr(exc, "strerror", None) or exc)) from None
        conn.__enter__()  # held open until close() (websockets warns of a connection used outside a with)
        hello: dict[str, Any] = {"type": "hello", "protocol": PROTOCOL, "match": link.match, "token": link.token}
        if self.level is not None:
            hello["computer"] = self.level
        try:
            conn.send(encode(hello))
            reply = decode(conn.recv(timeout=REPLY_TIMEOUT), MAX_SERVER_MESSAGE)
        except (ProtocolError, WebSocketException, OSError, TimeoutError) as exc:
            conn.close()
            raise RemoteError(_("the server {server} did not answer: {error}").format(server=link.server,
                                                                                   error=exc)) from None
        if reply.get("type") != "welcome":
            conn.close()
            raise RemoteError(_("the server refused this link: {error}").format(error=self.refusal_said(reply)))
        self._conn = conn
        self._inbox = queue.Queue()
        threading.Thread(target=self._receive, args=(conn, self._inbox), name="crapette-remote", daemon=True).start()
        self._load(reply)

    def _receive(self, conn: Any, inbox: queue.Queue[Any]) -> None:
        """The receiving thread: every message as it came, then the end of the connection."""
        try:
            for text in conn:
                inbox.put(text)
        except Exception:
            pass
        inbox.put(_CLOSED)

    def _send(self, message: dict[str, Any]) -> None:
        """Send, never faster than the server allows (a token bucket below its own)."""
        now = time.monotonic()
        self._tokens = min(float(BURST // 2), self._tokens + (now - self._checked) * RATE * 0.9)
        self._checked = now
        if self._tokens < 1:
            time.sleep((1 - self._tokens) / (RATE * 0.9))
            self._tokens = 1.0
            self._checked = time.monotonic()
        self._tokens -= 1
        try:
            self._conn.send(encode(message))
        except Exception:
            self._inbox.put(_CLOSED)

    def _reconnect(self) -> list[Event]:
        """The connection was lost: make it again with the link until the server is back
        (a restarted server) or ``reconnect_for`` has passed (RemoteError; the next look
        at ``incoming`` tries again: a screen keeps ``reconnect_for`` short and looks on)."""
        if self._closed:
            raise RemoteError(_("the connection is closed"))
        deadline = time.monotonic() + self.reconnect_for
        delay = 0.2
        while True:
            try:
                self.connect()
                self.resyncs += 1
                return [SeatNotice(self.you, "synced")]
            except RemoteError as exc:
                if time.monotonic() + delay > deadline:
                    self._inbox.put(_CLOSED)  # still lost: the next look tries again
                    raise exc from None
                time.sleep(delay)
                delay = min(delay * 2, 3.0)

    # --- the match's state from the server -----------------------------------------------------

    def _load(self, message: dict[str, Any]) -> None:
        """The whole match (welcome, sync): options, seats, the game on the table."""
        state = message["state"]
        you = message.get("you")
        options = state["options"]
        self._options = options
        self._table = Game.new(0, options["variants"]).position.table
        self.you = self._table.parse_seat(you) if isinstance(you, str) else None
        self._number = int(state["number"])
        self._totals = tuple(state["totals"])
        self._over = bool(state["over"])
        paused = state.get("paused_by")
        self._paused_by = self._table.parse_seat(paused) if isinstance(paused, str) else None
        self._presence = state.get("present", {})
        self._ever_here |= {w for w, p in self._presence.items() if isinstance(p, dict) and p.get("here")}
        self._load_game(state["game"])

    def _load_game(self, obj: dict[str, Any]) -> None:
        from crapette.engine.record import Record

        if obj.get("finished"):
            self._finished = Record.from_json(obj["record"]).replay()
            self._finished_seed = obj.get("seed")
            self._view = None
            return
        self._finished = None
        start = Position.from_json(obj["start"])
        game = Game(start, self._options["mode"])
        for text in obj["actions"]:
            game.push(parse_action(text))
        self._view = game
        self._hidden = [(s[0], int(s[1]), int(s[2])) for s in obj["hidden"]]
        if public_digest(game.position) != obj["digest"]:
            raise RemoteError(_("the table read from the server does not add up; please report this"))

    def _resync(self) -> list[Event]:
        """Read the whole match again from the server (the table here differed from it)."""
        self.resyncs += 1
        reply, events = self._request({"type": "sync"})
        if reply.get("type") == "state":
            self._load(reply)
        return events + [SeatNotice(self.you, "synced")]

    # --- messages into events -----------------------------------------------------------------

    def _take(self, timeout: float | None) -> Any:
        try:
            return self._inbox.get(timeout=timeout) if timeout is None or timeout > 0 else self._inbox.get_nowait()
        except queue.Empty:
            return None

    def _next(self, timeout: float | None) -> dict[str, Any] | None:
        """The next message (None: none came in ``timeout``); a lost connection is made again."""
        item = self._take(timeout)
        if item is None:
            return None
        if item is _CLOSED:
            events = self._reconnect()
            return {"type": "_synced", "events": events}
        try:
            return decode(item, MAX_SERVER_MESSAGE)
        except ProtocolError:
            return None

    def incoming(self, timeout: float = 0.0) -> list[Event]:
        """What happened at the other seats since last asked: waits up to ``timeout``
        seconds for the first message, then takes every one already there."""
        events: list[Event] = []
        message = self._next(timeout)
        while message is not None:
            events += self._event(message)
            message = self._next(0)
        return events

    def _request(self, message: dict[str, Any]) -> tuple[dict[str, Any], list[Event]]:
        """Send a request and wait for its answer; the events that came meanwhile."""
        self._ids += 1
        rid = self._ids
        self._send(message | {"id": rid})
        events: list[Event] = []
        deadline = time.monotonic() + REPLY_TIMEOUT
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise RemoteError(_("the server did not answer in time"))
            reply = self._next(left)
            if reply is None:
                continue
            if reply.get("type") == "_synced":  # the connection was made again: the request is lost
                return {"type": "refused", "code": "stale", "message": ""}, events + reply["events"]
            if reply.get("id") == rid and reply.get("type") in ("ok", "refused", "error", "state", "record", "pong"):
                return reply, events
            events += self._event(reply)

    def _seat(self, word: Any) -> Seat | None:
        return self._table.parse_seat(word) if isinstance(word, str) and self._table is not None else None

    def _event(self, message: dict[str, Any]) -> list[Event]:
        kind = message.get("type")
        try:
            if kind == "played":
                return self._played(message)
            if kind == "taken_back":
                return self._taken_back(message)
            if kind == "paused":
                caller = self._seat(message["caller"])
                self._paused_by = caller
                return [PauseCalled(caller if caller is not None else 0, self.game.to_move)]
            if kind == "pause_ended":
                caller = self._seat(message["caller"])
                self._paused_by = None
                return [PauseEnded(caller if caller is not None else 0, self.game.to_move)]
            if kind == "game_over":
                return self._game_over(message)
            if kind == "game_begins":
                self._number = int(message["number"])
                self._totals = tuple(message["totals"])
                if message.get("new_match"):
                    self._over = False
                self._paused_by = None
                self._load_game(message["game"])
                starter = self._seat(message.get("starter"))
                return [GameBegins(self._number, None, starter if starter is not None else self.game.to_move,
                                   bool(message.get("new_match")))]
            if kind == "presence":
                return self._presence_changed(message["seats"])
            if kind == "resigned":
                seat, winner = self._seat(message.get("seat")), self._seat(message.get("winner"))
                if seat is None or winner is None:
                    return []
                return [Resigned(seat, winner)]
            if kind == "stalemate_offered":
                return [SeatNotice(self._seat(message.get("seat")), "stalemate")]
            if kind == "_synced":
                return list(message["events"])
        except (KeyError, TypeError, ValueError, CrapetteError):
            return self._resync()
        return []

    def _played(self, message: dict[str, Any]) -> list[Event]:
        game = self._view
        if game is None:
            return self._resync()
        reveals = [Reveal.from_json(r) for r in message.get("reveal", [])]
        for reveal in reveals:
            put_reveal(reveal, self._hidden, game.position, game.start)
        action = parse_action(message["action"])
        seat = self._seat(message["seat"])
        before = game.position.copy()
        judged_before = position_before_last(game) if action.is_call else None
        try:
            verdict = game.push(action)
        except CrapetteError:
            return self._resync()
        if public_digest(game.position) != message.get("digest"):
            self._replay_here()
            if public_digest(self.game.position) != message.get("digest"):
                return self._resync()
            game = self.game
        who = seat if seat is not None else game.to_move
        if verdict is not None:
            who = verdict.caller
        by_computer = bool(message.get("by_computer")) or self.seats.plays(who)
        events: list[Event] = [Played(who, action, before, verdict, judged_before, by_computer)]
        return events

    def _replay_here(self) -> None:
        """Play the game again from the view start (its stand-ins now the cards turned up):
        what a call that took back an action under french-turn needs."""
        game = self._view
        assert game is not None
        again = Game(game.start.copy(), game.mode)
        for action in game.actions:
            again.push(action)
        self._view = again

    def _taken_back(self, message: dict[str, Any]) -> list[Event]:
        game = self._view
        count = int(message["count"])
        if game is None or count > game.ply:
            return self._resync()
        taken = tuple(game.pop() for _ in range(count))
        if public_digest(game.position) != message.get("digest"):
            return self._resync()
        return [TakenBack(self._seat(message.get("seat")), taken, game.position.copy())]

    def _game_over(self, message: dict[str, Any]) -> list[Event]:
        from crapette.engine.record import Record

        finished = Record.from_json(message["record"]).replay()
        self._finished = finished
        self._finished_seed = message.get("seed")
        self._view = None
        self._totals = tuple(message["totals"])
        self._over = bool(message["match_over"])
        self._paused_by = None
        outcome = finished.outcome
        if outcome is None:  # the server's record always ends the game
            return self._resync()
        return [GameOver(int(message["number"]), outcome, finished, self._finished_seed, self._over)]

    def _presence_changed(self, seats: dict[str, Any]) -> list[Event]:
        events: list[Event] = []
        for word, now in seats.items():
            seat = self._seat(word)
            if seat is None or not isinstance(now, dict):
                continue
            then = self._presence.get(word, {})
            if now.get("computer") and now.get("computer") != then.get("computer") and not now.get("here"):
                events.append(SeatNotice(seat, "computer", str(now["computer"])))
            elif then.get("here") and not now.get("here") and not now.get("computer"):
                events.append(SeatNotice(seat, "away"))
            elif not then.get("here") and now.get("here") and then:
                events.append(SeatNotice(seat, "back" if word in self._ever_here else "joined"))
            if now.get("here"):
                self._ever_here.add(word)
        self._presence = seats
        return [e for e in events if not (isinstance(e, SeatNotice) and e.seat == self.you)]

    # --- reading (Match) -------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        if self._finished is not None:
            return self._finished
        assert self._view is not None, "connect() first"
        return self._view

    @property
    def table(self) -> Table:
        assert self._table is not None
        return self._table

    @property
    def options(self) -> MatchOptions:
        table = self.table
        names = [""] * (max(table.seats) + 1)
        for seat in table.seats:
            names[seat] = str(self._options["names"][table.seat_name(seat)])
        computers = tuple((s, level) for s, level in self.seats.levels.items())
        return MatchOptions(tuple(self._options["variants"]), self._options["mode"], int(self._options["target"]),
                            tuple(names), computers=computers)

    @property
    def seats(self) -> Seats:
        table = self.table
        names = [""] * (max(table.seats) + 1)
        for seat in table.seats:
            names[seat] = str(self._options["names"][table.seat_name(seat)])
        levels = {s: str(self._presence[table.seat_name(s)]["computer"]) for s in table.seats
                  if (self._presence.get(table.seat_name(s)) or {}).get("computer")}
        if self.you is not None and self.level is not None:
            levels[self.you] = self.level
        return Seats(tuple(table.seats), tuple(names), levels)

    @property
    def number(self) -> int:
        return self._number

    @property
    def seed(self) -> int | None:
        """The deal's seed, told once the game has ended (it would tell the deal)."""
        return self._finished_seed if self._finished is not None else None

    @property
    def totals(self) -> tuple[int, ...]:
        return self._totals

    @property
    def over(self) -> bool:
        return self._over

    @property
    def waiting(self) -> bool:
        return self._finished is not None

    @property
    def paused_by(self) -> Seat | None:
        return self._paused_by

    @property
    def elsewhere(self) -> tuple[Seat, ...]:
        """The seats played at other terminals (every seat, for a watcher)."""
        return tuple(s for s in self.table.seats if s != self.you)

    def here(self, seat: Seat) -> bool:
        return seat == self.you

    def away(self) -> tuple[Seat, ...]:
        """The seats whose player is not connected (and no computer plays)."""
        table = self.table
        return tuple(s for s in table.seats if not (self._presence.get(table.seat_name(s)) or {}).get("here")
                     and not (self._presence.get(table.seat_name(s)) or {}).get("computer"))

    # --- playing (Match) --------------------------------------------------------------------------

    def begin(self) -> list[Event]:
        if self._conn is None:
            self.connect()
        return []

    def play(self, action: Action, seat: Seat | None = None) -> list[Event]:
        game = self.game
        me = self.you
        who = game.to_move if me is None else me
        if me is None:
            return [Refused(who, action, _("You are watching: a watcher does not play."), whole=True)]
        if seat is not None and seat != me:
            return [Refused(who, action, _("You play {seat} here: the other seats are played at their own "
                                           "terminals.").format(seat=self._seat_said(me)), whole=True)]
        if self.waiting or game.outcome is not None:
            return [Refused(who, action, _("The game is over."), whole=True)]
        if not action.is_call and game.to_move != me:
            return [Refused(who, action, _("It is not your turn: {player} plays.").format(
                player=self._seat_said(game.to_move)), whole=True)]
        if self._paused_by is not None and not action.is_call:
            return [Refused(who, action, _("The game is paused: wait until the caller of the Pause continues."),
                            whole=True)]
        try:  # tried here first: a refusal is said at once, in this client's words
            game.push(action)
        except PriorityError as exc:
            from crapette.words.priorities import violation_reason

            return [Refused(who, action, violation_reason(exc.violation), exc.violation)]
        except IllegalActionError as exc:
            return [Refused(who, action, str(exc))]
        game.pop()
        reply, events = self._request({"type": "act", "action": str(action), "after": game.ply})
        return events + self._refusal(reply, who, action)

    def _refusal(self, reply: dict[str, Any], who: Seat, action: Action | None) -> list[Event]:
        """The server's refusal of a request, in this client's words (its code and args)."""
        if reply.get("type") not in ("refused", "error"):
            return []
        return [Refused(who, action, self.refusal_said(reply), whole=True)]

    def refusal_said(self, reply: dict[str, Any]) -> str:
        """A refusal or error from the server said in this client's language, the players
        named as this client names them."""
        from crapette.server.protocol import why_from_json
        from crapette.words.remote import refusal_words

        args = reply.get("args")
        args = args if isinstance(args, dict) else {}
        if "first" in reply:  # ``late`` names the action that came first beside its args
            args = {"first": reply["first"], **args}
        names = self.options.names if self._table is not None else ()
        return refusal_words(str(reply.get("code")), args, str(reply.get("message", "")), names, self._seat,
                             why_from_json(args.get("why")))

    def _seat_said(self, seat: Seat) -> str:
        """The player at ``seat`` by name and seat, as the table names them."""
        from crapette.words.names import who

        return who(self.options.names, seat)

    def _simple(self, kind: str, extra: dict[str, Any] | None = None) -> list[Event]:
        reply, events = self._request({"type": kind, **(extra or {})})
        me = self.you if self.you is not None else self.game.to_move
        return events + self._refusal(reply, me, None)

    def undo(self, seat: Seat | None = None) -> list[Event]:
        if self.you is None:
            return [Refused(self.game.to_move, None, _("You are watching: a watcher does not play."), whole=True)]
        from crapette.app.undo import undo_refusal

        refused = undo_refusal(self.game, self.you, self.options.names)
        if refused is not None:
            return [Refused(self.game.to_move, None, refused)]
        return self._simple("undo")

    def pause(self, caller: Seat) -> list[Event]:
        if caller != self.you:
            return [Refused(caller, None, _("Pause is called by a player waiting (Zank-Patience), or "
                                            "against the computer while it plays."))]
        return self._simple("pause")

    def go_on(self) -> list[Event]:
        if self._paused_by is None:
            return []
        return self._simple("go_on")

    def agree_stalemate(self) -> list[Event]:
        if self.waiting or self.you is None:
            return []
        return self._simple("stalemate")

    def offer_draw(self, seat: Seat) -> list[Event]:
        """The offer goes to the server, which ends the game once every person offered it."""
        if self.you is None:
            return [Refused(seat, None, _("You are watching: a watcher does not play."), whole=True)]
        return self.agree_stalemate()

    def resign(self, seat: Seat) -> list[Event]:
        if self.you is None:
            return [Refused(seat, None, _("You are watching: a watcher does not play."), whole=True)]
        if self.waiting or self.game.outcome is not None:
            return [Refused(seat, None, _("The game is over."), whole=True)]
        return self._simple("resign")

    def next_game(self) -> list[Event]:
        if not self.waiting or self.you is None:
            return []
        return self._simple("next")

    def take_over(self, seat: Seat, level: str | None = None) -> list[Event]:
        """Ask the server's computer to play ``seat``, whose player is away."""
        extra: dict[str, Any] = {"seat": self.table.seat_name(seat)}
        if level is not None:
            extra["level"] = level
        return self._simple("take_over", extra)

    # --- the computer of this seat ---------------------------------------------------------------

    def _player(self) -> Player:
        from crapette.bots import make_player

        key = (id(self.game), self._number)
        if self._bot is None or self._bot_for != key:
            assert self.level is not None
            self._bot = make_player(self.level, _seed_of(self.link.match, self._number))
            self._bot_for = key
        return self._bot

    def computer_to_move(self) -> Seat | None:
        if self.level is None or self.you is None or self.waiting or self._paused_by is not None:
            return None
        game = self.game
        return self.you if game.outcome is None and game.to_move == self.you else None

    def think(self) -> Action:
        assert self.computer_to_move() is not None, "no computer is to move here"
        return self._player().choose(self.game)

    def computer_call(self) -> Call | None:
        if self.level is None or self.you is None or self.waiting or self._paused_by is not None:
            return None
        game = self.game
        state = (id(game), game.ply, self._number)
        if state == self._call_asked:
            return self._call
        self._call_asked, self._call = state, None
        if game.outcome is None and self.you in game.stop_callers:
            from crapette.bots import first_call

            self._call = first_call(game, {self.you: self._player()})
        return self._call

    # --- records, leaving ---------------------------------------------------------------------------

    def record(self, game: Game | None = None) -> Record:
        """The record of the game on the table as this seat sees it: whole once the game
        has ended, else from the view start (stand-ins for the cards never seen)."""
        from crapette.engine.record import Record

        table = self.table
        players = {table.seat_name(s): self.options.names[s] for s in table.seats}
        shown = game if game is not None else self.game
        if shown is self._finished or shown.outcome is not None:
            return Record.from_game(shown, players, shown.seed)
        return Record(list(shown.rules.names), shown.mode, None, shown.start.copy(), players,
                      [str(a) for a in shown.actions], None, {"in_progress": True})

    def saved_at(self) -> str | None:
        """The link this seat is rejoined with."""
        return str(self.link)

    def close(self) -> None:
        self._closed = True
        conn = self._conn
        if conn is not None:
            try:
                conn.close()
            except Exception:
                pass


def fetch_record(link: Link | str) -> dict[str, Any]:
    """The record the server gives this link's seat (``crapette match record``)."""
    match = RemoteMatch(link, reconnect_for=0)
    match.connect()
    try:
        reply, _events = match._request({"type": "record"})
    finally:
        match.close()
    record = reply.get("record")
    if reply.get("type") != "record" or not isinstance(record, dict):
        raise RemoteError(_("the server sent no record: {error}").format(error=str(reply.get("message", "?"))[:200]))
    return record


def create_match(server: str, options: dict[str, Any]) -> dict[str, Any]:
    """Create a match on ``server`` (ws://HOST:PORT); the server's answer (its links by
    seat and ``watch``); RemoteError when it cannot be done."""
    from websockets.exceptions import WebSocketException
    from websockets.sync.client import connect

    try:
        with connect(server + "/", open_timeout=15, max_size=MAX_SERVER_MESSAGE, proxy=None, close_timeout=2) as conn:
            conn.send(encode({"type": "create", "protocol": PROTOCOL, "options": options, "server": server}))
            reply = decode(conn.recv(timeout=REPLY_TIMEOUT), MAX_SERVER_MESSAGE)
    except (OSError, WebSocketException, TimeoutError, ProtocolError) as exc:
        raise RemoteError(_("cannot reach the server {server}: {error}").format(
            server=server, error=getattr(exc, "strerror", None) or exc)) from None
    if reply.get("type") != "created":
        raise RemoteError(_("the server refused the match: {error}").format(
            error=str(reply.get("message", reply.get("type")))[:300]))
    return reply


__all__ = ["RemoteError", "RemoteMatch", "create_match", "fetch_record"]
