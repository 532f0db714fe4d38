"""One match on the server: the authoritative game (a ``LocalMatch`` that saves
nothing itself), its seats' tokens, its log of changes, who is connected, and the
computers the server seats (the match's own, and one that takes over a seat left
empty, when the match allows it).

Everything that changes the match goes through ``apply``, one change at a time in the
order the changes arrived (``serve.py`` runs one task per room): a call counts when it
arrives before the mover's next action. ``apply`` returns the messages for everyone
(``broadcast``) and the answer to the one who asked; the change is written to the log
before anyone hears of it. Nothing sent shows a card face down (``engine.observe``):
the game goes out as the view start, the actions and the cards each turns up; a
finished game goes out whole.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from crapette.app.save import SEED_LIMIT, MatchOptions, MatchSession, SaveError
from crapette.engine import Action, CrapetteError, Game, parse_action
from crapette.engine.observe import Observer, public_digest
from crapette.engine.safety import excerpt
from crapette.engine.table import Seat, Table
from crapette.match.events import (
    Event, GameBegins, GameOver, PauseCalled, PauseEnded, Played, Refused, Resigned, TakenBack,
)
from crapette.match.local import LocalMatch
from crapette.server.protocol import MAX_ACTIONS, ProtocolError, why_json

if TYPE_CHECKING:
    from crapette.bots import Call

#: seconds a seat may stay empty before a computer takes it (when the match says so)
AWAY_AFTER = 60.0
#: seconds between two actions of a computer the server seats (a person may call Stop! meanwhile)
PACE = 0.6


@dataclass
class Settings:
    """What a match is created with besides the game's options: who takes an empty
    seat (``away``: "wait" or a computer level), after how long, and the server's
    computers' pace."""

    away: str = "wait"
    away_after: float = AWAY_AFTER
    pace: float = PACE

    def to_json(self) -> dict[str, Any]:
        return {"away": self.away, "away_after": self.away_after, "pace": self.pace}


@dataclass
class Answer:
    """What one change produced: the messages for everyone and the answer to the asker."""

    broadcast: list[dict[str, Any]] = field(default_factory=list)
    reply: dict[str, Any] | None = None
    finished: list[str] = field(default_factory=list)  # a line for the log per game finished


def level_name(text: Any) -> str:
    """A computer level as the match keeps it (``computer:3``); ProtocolError otherwise."""
    from crapette.bots import parse_level

    level = parse_level(text) if isinstance(text, str) and len(text) < 40 else None
    if level is None:
        raise ProtocolError("bad-options", f"unknown computer level {excerpt(text)}")
    return level.name


def read_options(obj: Any) -> tuple[MatchOptions, Settings]:
    """A match's options as a client asks for them (``create``), checked as a save's are
    (the one reader of names, variants, mode, target); ProtocolError names what is wrong."""
    if not isinstance(obj, dict):
        raise ProtocolError("bad-options", "'options' must be an object")
    from crapette.engine import Rules

    variants = obj.get("variants", [])
    try:
        table = Rules.from_names(variants if isinstance(variants, list) else []).table
    except CrapetteError as exc:
        raise ProtocolError("bad-options", excerpt(str(exc), 200)) from None
    seat_words = [table.seat_name(s) for s in table.seats]
    names = obj.get("names")
    if names is None:
        names = [w.capitalize() for w in seat_words]
    if isinstance(names, list) and len(names) == len(seat_words):  # in the order of play, as --names: by seat number
        by_number = [""] * (max(table.seats) + 1)
        for seat, name in zip(table.seats, names):
            by_number[seat] = name
        names = by_number
    seed = obj.get("seed")
    if seed is None:
        seed = secrets.randbelow(SEED_LIMIT)
    plain = {"variants": variants, "mode": obj.get("mode", "stop"), "target": obj.get("target", 300),
             "names": names, "first_seed": seed}
    try:
        options = MatchOptions.from_json(plain)
    except SaveError as exc:
        raise ProtocolError("bad-options", str(exc)) from None
    computers_obj = obj.get("computers", {})
    if not isinstance(computers_obj, dict) or len(computers_obj) >= len(table.seats):
        raise ProtocolError("bad-options", "'computers' maps some seats (not all) to computer levels")
    computers: dict[Seat, str] = {}
    for word, level in computers_obj.items():
        found = table.parse_seat(word) if isinstance(word, str) else None
        if found is None:
            raise ProtocolError("bad-options", f"'computers': {excerpt(word)} is not a seat of this game")
        computers[found] = level_name(level)
    settings = Settings()
    away = obj.get("away", "wait")
    settings.away = "wait" if away == "wait" else level_name(away)
    for key in ("away_after", "pace"):
        value = obj.get(key, getattr(settings, key))
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 86400:
            raise ProtocolError("bad-options", f"'{key}' is a number of seconds")
        setattr(settings, key, float(value))
    return with_computers(options, computers), settings


def with_computers(options: MatchOptions, computers: dict[Seat, str]) -> MatchOptions:
    """``options`` with these computer seats (at any table, each seat and its level)."""
    return options._replace(computers=tuple(sorted(computers.items())))


def options_json(options: MatchOptions, table: Table, settings: Settings) -> dict[str, Any]:
    """What every client is told of the options (never the seed: it would tell the deal)."""
    return {"variants": list(options.variants), "mode": options.mode, "target": options.target,
            "seats": [table.seat_name(s) for s in table.seats],
            "names": {table.seat_name(s): options.names[s] for s in table.seats},
            **settings.to_json()}


class Room:
    """One match on the server (see the module docstring)."""

    def __init__(self, match_id: str, options: MatchOptions, settings: Settings, tokens: dict[str, str]) -> None:
        self.id = match_id
        self.settings = settings
        self.tokens = tokens  # seat name or "watch" -> token
        session = MatchSession.new(options)
        self.table = session.game.position.table
        self.own_computers = dict(options.computer_seats())  # the match's computers, for good
        self.taken: dict[Seat, str] = {}  # seats a computer took while their player was away
        self.match = LocalMatch(session)
        self.observer = Observer(self.match.game)
        self.seq = 0  # changes logged
        self.offers: set[Seat] = set()  # seats that offered a stalemate (all people must)
        self.present: dict[Seat, int] = {s: 0 for s in self.table.seats}  # connections per seat
        self.computer_clients: dict[Seat, str] = {}  # seats played by a computer client (join --as)
        self.logged: list[dict[str, Any]] = []  # changes made since the server last wrote them down

    @classmethod
    def new(cls, match_id: str, options: MatchOptions, settings: Settings) -> Room:
        table = Game.new(0, options.variants).position.table
        tokens = {table.seat_name(s): secrets.token_urlsafe(18) for s in table.seats}
        tokens["watch"] = secrets.token_urlsafe(18)
        return cls(match_id, options, settings, tokens)

    # --- reading --------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.match.game

    def seat_of(self, token: str) -> tuple[bool, Seat | None]:
        """(found, seat) for a token: the seat it opens, None for the watch token."""
        found: tuple[bool, Seat | None] = (False, None)
        for name, secret in self.tokens.items():  # every token compared, in constant time each
            if secrets.compare_digest(secret.encode(), token.encode()):
                found = (True, None if name == "watch" else self.table.parse_seat(name))
        return found

    def seat_word(self, seat: Seat | None) -> str | None:
        return None if seat is None else self.table.seat_name(seat)

    def computers(self) -> dict[Seat, str]:
        """Every seat a computer plays now: the server's and the computer clients'."""
        return {**self.computer_clients, **self.match.options.computer_seats()}

    def state(self) -> dict[str, Any]:
        """The whole match as a client needs it to draw and follow it (welcome, sync)."""
        match = self.match
        return {"options": options_json(match.options, self.table, self.settings),
                "number": match.number, "totals": list(match.totals), "over": match.over,
                "paused_by": self.seat_word(match.paused_by), "seq": self.seq,
                "game": self.game_json(), "present": self.presence(), "offers": sorted(map(self.seat_word, self.offers))}

    def presence(self) -> dict[str, Any]:
        computers = self.computers()
        return {self.table.seat_name(s): {"here": bool(self.present[s]), "computer": computers.get(s)}
                for s in self.table.seats}

    def game_json(self) -> dict[str, Any]:
        """The game on the table: whole when it has ended, else as the table shows it."""
        match = self.match
        if match.waiting:
            return {"finished": True, "record": match.record().to_json(), "number": match.number,
                    "seed": match.seed}
        return {"finished": False, "start": self.observer.view_start().to_json(),
                "hidden": [list(slot) for slot in self.observer.hidden()],
                "actions": [str(a) for a in self.game.actions], "digest": public_digest(self.game.position)}

    def view_record(self) -> dict[str, Any]:
        """The record of the game on the table as a seat may see it: whole once the game
        has ended; while it runs, from the view start (the cards never seen are stand-ins,
        and no seed), which ``analyze`` and ``replay`` read like any record."""
        match = self.match
        if match.waiting:
            return match.record().to_json()
        from crapette.engine.record import Record

        game = self.game
        players = {self.table.seat_name(s): match.options.names[s] for s in self.table.seats}
        record = Record(list(game.rules.names), game.mode, None, self.observer.view_start(), players,
                        [str(a) for a in game.actions], None, {"in_progress": True})
        return record.to_json()

    # --- changing ---------------------------------------------------------------------------

    def apply(self, op: dict[str, Any], request: Any = None) -> Answer:
        """Carry out one change (a logged op, or a client's request made an op); the
        messages it makes. A refusal changes nothing and is the asker's alone."""
        kind = op.get("kind")
        seat = self.table.parse_seat(op["seat"]) if isinstance(op.get("seat"), str) else None
        match = self.match
        answer = Answer()
        if kind == "play":
            events = self._play(op, seat)
        elif kind == "undo":
            if seat is None or self.game.to_move != seat:
                return self._refused(answer, request, "not-your-seat", args={"mover": self.seat_word(self.game.to_move)})
            # between people, only the mover's own actions of this turn (as at one keyboard);
            # against the server's computers, back to the seat's own last action
            events = match.undo(seat if self.computers() else None)
        elif kind == "pause":
            if seat is None:
                raise ProtocolError("bad-request")
            events = match.pause(seat)
        elif kind == "go_on":
            if match.paused_by is not None and seat is not None and seat != match.paused_by:
                return self._refused(answer, request, "bad-request", "only the caller of the Pause continues",
                                     {"caller": self.seat_word(match.paused_by)})
            events = match.go_on()
        elif kind == "stalemate":
            if seat is None or match.waiting or self.game.outcome is not None:
                return self._refused(answer, request, "over")
            self.offers.add(seat)
            people = [s for s in self.table.seats if s not in self.computers()]
            if not set(people) <= self.offers:
                self._log(op)
                answer.broadcast.append({"type": "stalemate_offered", "seat": self.seat_word(seat)})
                answer.reply = {"type": "ok", "id": request}
                return answer
            events = match.agree_stalemate()
        elif kind == "resign":
            if seat is None or match.waiting or self.game.outcome is not None:
                return self._refused(answer, request, "over")
            events = match.resign(seat)
        elif kind == "next":
            if not match.waiting:
                return self._refused(answer, request, "not-over")
            events = match.next_game()
        elif kind == "computer":  # a computer takes a seat, or gives it back (level None)
            if seat is None:
                raise ProtocolError("bad-request")
            level = op.get("level")
            self._seat_computer(seat, level if isinstance(level, str) else None)
            self._log(op)
            answer.broadcast.append({"type": "presence", "seats": self.presence()})
            answer.reply = {"type": "ok", "id": request}
            return answer
        else:
            raise ProtocolError("unknown-type", f"unknown change {excerpt(kind)}")
        refused = [e for e in events if isinstance(e, Refused)]
        if refused:
            why = refused[0].why
            return self._refused(answer, request, "paused" if match.paused_by is not None else "illegal",
                                 refused[0].reason, {"why": why_json(why)} if why is not None else None)
        self._log(op)
        if kind in ("play", "undo", "next", "resign"):
            self.offers.clear()
        answer.broadcast = self._messages(events, answer)
        answer.reply = {"type": "ok", "id": request}
        return answer

    def _play(self, op: dict[str, Any], seat: Seat | None) -> list[Event]:
        text = op.get("action")
        if not isinstance(text, str):
            raise ProtocolError("bad-request", "'action' must be an action in the notation")
        try:
            action = parse_action(text)
        except CrapetteError as exc:
            return [Refused(seat if seat is not None else 0, None, excerpt(str(exc), 200))]
        if self.game.ply >= MAX_ACTIONS:
            return [Refused(seat if seat is not None else 0, action, "the game is too long")]
        if seat is not None and not self.match.waiting:
            action = self._for_seat(action, seat)
        return self.match.play(action, seat)

    def _for_seat(self, action: Action, seat: Seat) -> Action:
        """The action as ``seat`` may make it: a move on its own turn only; a call in its
        own name (an unnamed call names it when the plain call would name another seat)."""
        game = self.game
        if not action.is_call:
            if game.to_move != seat:
                raise ProtocolError("not-your-seat", f"it is {self.table.seat_name(game.to_move)}'s turn",
                                    {"mover": self.table.seat_name(game.to_move)})
            return action
        if action.caller >= 0:
            if action.caller != seat:
                raise ProtocolError("not-your-seat", "a call is made in the caller's own name",
                                    {"seat": self.table.seat_name(seat)})
            return action
        author = game.stop_author
        if author is not None and self.table.opponent(author) != seat:
            return action.with_caller(seat)
        return action

    def _refused(self, answer: Answer, request: Any, code: str, detail: str = "",
                 args: dict[str, Any] | None = None) -> Answer:
        from crapette.server.protocol import error

        answer.reply = error(code, detail, request, args) | {"type": "refused"}
        return answer

    def _log(self, op: dict[str, Any]) -> None:
        self.seq += 1
        self.logged.append(op)

    def _messages(self, events: list[Event], answer: Answer) -> list[dict[str, Any]]:
        """The events as messages to everyone, cards face down left out."""
        out: list[dict[str, Any]] = []
        word = self.seat_word
        for event in events:
            if isinstance(event, Played):
                reveals = self.observer.update(self.game.position)
                out.append({"type": "played", "seat": word(event.seat), "action": str(event.action),
                            "reveal": [r.to_json() for r in reveals], "by_computer": event.by_computer,
                            "ply": len(self.game.actions), "digest": public_digest(self.game.position)})
            elif isinstance(event, TakenBack):
                self.observer.update(self.game.position)
                out.append({"type": "taken_back", "seat": word(event.seat), "count": len(event.actions),
                            "digest": public_digest(self.game.position)})
            elif isinstance(event, Resigned):
                out.append({"type": "resigned", "seat": word(event.seat), "winner": word(event.winner)})
            elif isinstance(event, PauseCalled):
                out.append({"type": "paused", "caller": word(event.caller)})
            elif isinstance(event, PauseEnded):
                out.append({"type": "pause_ended", "caller": word(event.caller)})
            elif isinstance(event, GameOver):
                out.append({"type": "game_over", "number": event.number, "record": self.match.record(event.game).to_json(),
                            "seed": event.seed, "totals": list(self.match.totals), "match_over": event.match_over})
                answer.finished.append(f"match {self.id} game {event.number}: {event.outcome.result} "
                                       f"{'-'.join(map(str, event.outcome.points))} in {event.game.ply} actions")
            elif isinstance(event, GameBegins):
                self.observer = Observer(self.game)
                self.table = self.game.position.table
                out.append({"type": "game_begins", "number": event.number, "new_match": event.new_match,
                            "starter": word(event.starter), "totals": list(self.match.totals),
                            "game": self.game_json()})
        return out

    def _seat_computer(self, seat: Seat, level: str | None) -> None:
        """A computer takes ``seat`` (its player is away), or gives it back (None)."""
        if level is None:
            self.taken.pop(seat, None)
        else:
            self.taken[seat] = level
        computers = {**self.own_computers, **self.taken}
        if len(computers) >= len(self.table.seats):  # never every seat: someone must be left to wait for
            self.taken.pop(seat, None)
            computers = {**self.own_computers, **self.taken}
        session = self.match.session
        session.options = with_computers(session.options, computers)

    # --- the server's computers ------------------------------------------------------------------

    def computer_call(self) -> Call | None:
        return self.match.computer_call()

    def computer_to_move(self) -> Seat | None:
        return self.match.computer_to_move()

    def think(self) -> Action:
        return self.match.think()

    # --- rebuilding ---------------------------------------------------------------------------

    def replay(self, ops: list[dict[str, Any]]) -> None:
        """Rebuild the match from its log (a server restarted): each change again, in order."""
        for op in ops:
            answer = self.apply(op)
            reply = answer.reply or {}
            if reply.get("type") == "refused":  # cannot happen to a log this server wrote
                raise ValueError(f"match {self.id}: logged change {self.seq + 1} refused: {reply.get('message')}")
        self.logged.clear()


__all__ = ["AWAY_AFTER", "Answer", "PACE", "Room", "Settings", "level_name", "options_json",
           "read_options", "with_computers"]
