"""A browser seat (`crapette join LINK --web HOST:PORT`): Textualize's textual-serve
runs the seat's table per page. The test speaks to it as a browser's page does (its
WebSocket at /ws: the terminal's output out, the keys in) and plays SR-F1 there.
Skipped where textual-serve is not installed (the extra ``web``)."""

from __future__ import annotations

import json
import subprocess

import pytest

from remotehelpers import PATIENCE, Deadline, Lines, ServerProcess, crapette, free_port

pytest.importorskip("textual_serve")

SEED = 5  # South moves first with the ace of diamonds on its reserve


def test_a_browser_page_plays_a_seat(server: ServerProcess) -> None:
    from websockets.sync.client import connect

    links = server.new_match("--seed", str(SEED), "--names", "Ann", "Bob")
    port = free_port()
    web = subprocess.Popen(crapette("join", links["seats"]["south"], "--web", f"127.0.0.1:{port}", "--lang", "en"),
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, text=True)
    assert web.stdout is not None
    out = Lines(web.stdout)
    try:
        out.wait_for(f"Open http://127.0.0.1:{port}/ in a browser")
        out.wait_for("Press Ctrl+C")  # textual-serve's banner: it listens a moment later
        deadline = Deadline(PATIENCE)
        listening(port, deadline)
        with connect(f"ws://127.0.0.1:{port}/ws?width=80&height=24", proxy=None, open_timeout=60) as page:
            shown = b""
            while b"you play Ann (South)" not in shown:
                message = page.recv(timeout=deadline.left())
                shown += message if isinstance(message, bytes) else message.encode()
            page.send(json.dumps(["focus"]))  # as a browser tab that has the focus
            for key, then in (("r", b"picked up"), ("f", b"Last: SR-F1")):  # a key once the last one is shown
                page.send(json.dumps(["stdin", key]))
                shown = b""
                while then not in plain(shown):
                    message = page.recv(timeout=deadline.left())
                    shown += message if isinstance(message, bytes) else message.encode()
            assert server.record(links["watch"])["actions"] == ["SR-F1"]  # the server took it
    finally:
        web.terminate()
        web.wait(30)


def plain(output: bytes) -> bytes:
    """The terminal's output without its escape sequences (the words that show)."""
    import re

    return re.sub(rb"\x1b\[[0-9;?]*[A-Za-z]", b"", output)


def listening(port: int, deadline: Deadline) -> None:
    """Wait until ``port`` takes connections (a refusal is the answer until then)."""
    import socket
    import time

    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=deadline.left()).close()
            return
        except ConnectionRefusedError:
            assert not deadline.passed(), f"nothing listens on {port}"
            time.sleep(0.05)  # the next try: the server binds within moments of its banner
