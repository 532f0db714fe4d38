"""The wire format of the match server (docs/protocol.md): one JSON object per
WebSocket text message, its ``type`` first; the limits a server enforces; the error
codes. Shared by the server and its client, so that both read one definition.

Versioning: the client's ``hello`` (or ``create``) names the protocol it speaks
(``"protocol": 1``). A server answers a version it does not speak with the error
``version`` and closes; within a version, fields are only ever added, and readers
ignore the fields they do not know (as the notation's formats).
"""

from __future__ import annotations

import json
from typing import Any

from crapette.engine.why import Why

#: the version of the protocol this program speaks
PROTOCOL = 1

# --- limits (docs/protocol.md, "Limits") -----------------------------------------------
#: the largest message a client may send (bytes): an action, a request, a match's options
MAX_CLIENT_MESSAGE = 16 * 1024
#: the largest message a server sends (a whole state: a long game's actions and records)
MAX_SERVER_MESSAGE = 4_000_000
#: messages a connection may send per second, on average, and in a burst
RATE = 20.0
BURST = 40
#: a connection over the rate this many times is disconnected (each time is answered ``flood``)
FLOOD_STRIKES = 20
#: messages waiting to be sent to one client: a client that reads none is disconnected past this
SEND_QUEUE = 512
#: seconds between the server's pings, and to answer one (a client that never reads answers none: it is closed)
KEEPALIVE = 20.0
#: seconds a new connection has to say hello
HELLO_TIMEOUT = 10.0
#: matches one server holds (live or stored), unless ``serve --max-matches`` says otherwise
MAX_MATCHES = 200
#: connections to one match (seats and watchers together)
MAX_CONNECTIONS_PER_MATCH = 64
#: a match nobody has acted in for this many hours is removed, unless ``serve --expire-hours``
EXPIRE_HOURS = 72.0
#: actions in one game before the server ends it (the engine's stalemate rules end any game long before)
MAX_ACTIONS = 200_000

# --- error codes ------------------------------------------------------------------------
ERRORS = {
    "bad-json": "the message is not a JSON object",
    "too-big": "the message is larger than the limit",
    "unknown-type": "unknown message type",
    "bad-request": "a field is missing or malformed",
    "version": "this server speaks another protocol version",
    "hello-first": "the first message must be hello or create",
    "bad-token": "no match has this link (wrong or forged token)",
    "full": "the server holds as many matches as it may",
    "crowded": "this match has as many connections as it may",
    "not-your-seat": "a client acts only for its own seat",
    "watcher": "a watcher does not act",
    "illegal": "the action is not allowed here",
    "late": "the call came too late: the next action had already arrived",
    "stale": "the action was made on a table that has changed since",
    "paused": "the game is paused",
    "over": "the game is over",
    "not-over": "the game is not over yet",
    "not-away": "that seat's player is here",
    "flood": "too many messages: slow down",
    "slow": "the client reads too slowly",
    "bad-options": "the match's options are not valid",
}


class ProtocolError(Exception):
    """A message a peer should not have sent: its error code, a detail (English, for
    people reading the wire) and the values the code speaks of (``args``: a client words
    the code in its player's language from them)."""

    def __init__(self, code: str, detail: str = "", args: dict[str, Any] | None = None) -> None:
        super().__init__(detail or ERRORS.get(code, code))
        self.code = code
        self.detail = detail or ERRORS.get(code, code)
        self.args_ = args or {}


def encode(message: dict[str, Any]) -> str:
    """One message as it goes on the wire (compact JSON, UTF-8 text)."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def decode(text: str | bytes, limit: int = MAX_CLIENT_MESSAGE) -> dict[str, Any]:
    """A message read from the wire: a JSON object with a string ``type``, within ``limit``
    bytes and the readers' nesting limit; ProtocolError otherwise."""
    from crapette.engine.safety import loads_bounded

    size = len(text.encode("utf-8", "surrogatepass")) if isinstance(text, str) else len(text)
    if size > limit:
        raise ProtocolError("too-big", f"{size} bytes; the limit is {limit}")
    if isinstance(text, bytes):
        raise ProtocolError("bad-json", "binary messages are not used: send JSON as text")
    try:
        obj = loads_bounded(text)
    except Exception:  # any malformed JSON (the bounded reader's own errors included)
        raise ProtocolError("bad-json") from None
    if not isinstance(obj, dict) or not isinstance(obj.get("type"), str):
        raise ProtocolError("bad-json", "a message is a JSON object with a string 'type'")
    return obj


def error(code: str, detail: str = "", request: Any = None, args: dict[str, Any] | None = None) -> dict[str, Any]:
    """The ``error`` message (to the one client that caused it): the code, the values it
    speaks of (``args``, when it has any) and an English message for people."""
    message: dict[str, Any] = {"type": "error", "code": code, "message": detail or ERRORS.get(code, code)}
    if args:
        message["args"] = args
    if request is not None:
        message["id"] = request
    return message


def why_json(why: Why) -> dict[str, Any]:
    """An engine refusal (``Why``) as JSON: its code and arguments, an action in the
    notation, a nested ``Why`` likewise; the client says it in its own words."""
    return {"code": why.code, "args": {key: _value_json(value) for key, value in why.args}}


def _value_json(value: object) -> Any:
    from crapette.engine import Action

    if isinstance(value, Why):
        return {"why": why_json(value)}
    if isinstance(value, Action):
        return {"action": str(value)}
    if isinstance(value, (tuple, list)):
        return [_value_json(v) for v in value]
    if value is None or isinstance(value, (bool, int, str)):
        return value
    return str(value)


def why_from_json(obj: Any) -> Why | None:
    """The ``Why`` of ``why_json``; None for anything malformed (a client then shows the message)."""
    if not isinstance(obj, dict) or not isinstance(obj.get("code"), str) or not isinstance(obj.get("args"), dict):
        return None
    try:
        return Why(obj["code"], **{str(k): _value_from_json(v) for k, v in obj["args"].items()})
    except (ValueError, TypeError):
        return None


def _value_from_json(value: Any) -> object:
    from crapette.engine import parse_action

    if isinstance(value, dict) and "why" in value:
        inner = why_from_json(value["why"])
        if inner is None:
            raise ValueError("a malformed reason")
        return inner
    if isinstance(value, dict) and isinstance(value.get("action"), str):
        return parse_action(value["action"])
    if isinstance(value, list):
        return tuple(_value_from_json(v) for v in value)
    if isinstance(value, dict):
        raise ValueError("a malformed reason")
    return value


def request_id(message: dict[str, Any]) -> int | str | None:
    """The client's ``id`` of a request, echoed in the answer (a short string or a number)."""
    value = message.get("id")
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        return None
    if isinstance(value, str) and len(value) > 64:
        return None
    return value


__all__ = ["BURST", "ERRORS", "EXPIRE_HOURS", "FLOOD_STRIKES", "HELLO_TIMEOUT", "KEEPALIVE", "MAX_ACTIONS", "MAX_CLIENT_MESSAGE",
           "MAX_CONNECTIONS_PER_MATCH", "MAX_MATCHES", "MAX_SERVER_MESSAGE", "PROTOCOL", "ProtocolError", "RATE",
           "SEND_QUEUE", "decode", "encode", "error", "request_id", "why_from_json", "why_json"]
