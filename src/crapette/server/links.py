"""Links: where a match is and which seat a link opens, as one string to pass on.

``ws://127.0.0.1:8765/m/MATCH#TOKEN`` (``wss://`` behind TLS). The token is the seat's
secret (or the watch token); it travels after ``#`` so that it is never in a request
line a proxy or a server logs: the client sends it in its ``hello`` message.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import urlsplit

#: a match's id and a token: URL-safe characters only (``secrets.token_urlsafe``)
_ID = re.compile(r"[A-Za-z0-9_-]{4,64}")


class LinkError(ValueError):
    """A link that cannot be a match's; the message says why (in the player's language)."""


@dataclass(frozen=True)
class Link:
    server: str  # ws://host:port or wss://host:port (with a path prefix, behind a proxy)
    match: str
    token: str

    def __str__(self) -> str:
        return f"{self.server}/m/{self.match}#{self.token}"


def server_url(text: str) -> str:
    """A server's address as ``--server`` takes it: ws://HOST:PORT (wss:// for TLS); a bare
    HOST:PORT means ws://. LinkError when it is none."""
    from crapette.i18n import _

    value = text.strip()
    if "://" not in value:
        value = "ws://" + value
    parts = urlsplit(value)
    if parts.scheme not in ("ws", "wss") or not parts.hostname:
        raise LinkError(_("{text}: not a server address (ws://HOST:PORT or wss://HOST:PORT)").format(text=text[:80]))
    try:
        parts.port  # noqa: B018 - reading it checks it
    except ValueError:
        raise LinkError(_("{text}: the port is not a number from 1 to 65535").format(text=text[:80])) from None
    return value.rstrip("/")


def parse_link(text: str) -> Link:
    """A link as ``join`` and ``watch`` take it; LinkError naming what is wrong."""
    from crapette.i18n import _

    value = text.strip()
    base, hash_mark, token = value.partition("#")
    head, marker, match = base.rpartition("/m/")
    if not (hash_mark and marker and _ID.fullmatch(match) and _ID.fullmatch(token)):
        raise LinkError(_("{text}: not a match link (ws://HOST:PORT/m/MATCH#TOKEN, as `crapette host` prints "
                          "it)").format(text=text[:80]))
    return Link(server_url(head), match, token)


__all__ = ["Link", "LinkError", "parse_link", "server_url"]
