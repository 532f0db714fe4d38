"""The match server (issue 30): an authoritative server of matches on ``websockets``,
the matches and their action logs in SQLite, one link (a secret token) per seat and
one to watch. ``protocol.py`` is the wire format (docs/protocol.md), ``links.py`` the
links, ``store.py`` the database, ``room.py`` one match on the server, ``serve.py``
the server itself. Nothing here is imported by the engine or the app; the client is
``crapette.match.remote``."""
