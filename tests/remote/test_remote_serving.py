"""Ways of serving a match (issue 30 items 1, 2 and 7): `crapette host --listen` serves
the match from the host's own process; `serve --certfile/--keyfile` speaks TLS (wss://
links, a client that trusts the certificate); a seat whose player never comes back is
taken by the server's computer when the match says so (``--away``), and given back when
the player returns."""

from __future__ import annotations

import json
import shlex
import shutil
import subprocess
from pathlib import Path

import pytest

from remotehelpers import PATIENCE, Lines, Raw, Seat, ServerProcess, crapette, free_port


def test_host_serves_the_match_from_its_own_process() -> None:
    port = free_port()
    host = subprocess.Popen(crapette("host", "--listen", f"127.0.0.1:{port}", "--no-ui", "--names", "Ann", "Bob",
                                     "--lang", "en"), stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            stdin=subprocess.DEVNULL, text=True)
    assert host.stdout is not None
    out = Lines(host.stdout)
    try:
        north, = shlex.split(out.wait_for("North: crapette join ").split("crapette join ", 1)[1])  # quoted for a shell
        watch, = shlex.split(out.wait_for("Watch: crapette watch ").split("crapette watch ", 1)[1])
        out.wait_for("Joined the match as Ann (South).")
        assert north.startswith(f"ws://127.0.0.1:{port}/m/")
        client = Raw(f"ws://127.0.0.1:{port}")
        welcome = client.hello(north)
        assert welcome["you"] == "north" and welcome["state"]["options"]["names"] == {"south": "Ann", "north": "Bob"}
        assert client.until("presence")["seats"]["south"]["here"]
        done = subprocess.run(crapette("match", "record", watch), capture_output=True, text=True, timeout=PATIENCE)
        assert done.returncode == 0 and json.loads(done.stdout)["in_progress"] is True, done.stderr
    finally:
        host.kill()
        host.wait(30)


@pytest.mark.skipif(shutil.which("openssl") is None, reason="openssl makes the test's certificate")
def test_a_server_with_tls_gives_wss_links(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=120)
    server = ServerProcess(tmp_path / "matches.sqlite", None, "--certfile", str(cert), "--keyfile", str(key))
    server.url = f"wss://127.0.0.1:{server.port}"
    server.start()
    try:
        monkeypatch.setenv("SSL_CERT_FILE", str(cert))  # the clients (child processes) trust it
        links = server.new_match("--seed", "3", "--target", "1", "--pace", "0", "--variant", "one-deck")
        assert all(link.startswith("wss://127.0.0.1:") for link in links["seats"].values())
        players = [Seat.computer(link, "computer:1") for link in links["seats"].values()]
        for player in players:
            code, lines = player.finish()
            assert code == 0 and any("wins the match" in line for line in lines), lines[-5:]
        plain = subprocess.run(crapette("match", "record", links["watch"].replace("wss://", "ws://")),
                               capture_output=True, text=True, timeout=PATIENCE)
        assert plain.returncode == 2 and plain.stderr.count("\n") == 1, plain.stderr  # no TLS: one line, no traceback
    finally:
        server.kill()


def test_a_seat_never_back_is_played_by_the_server_s_computer(server: ServerProcess) -> None:
    links = server.new_match("--seed", "31", "--target", "1", "--pace", "0", "--away", "computer:1",
                             "--away-after", "0")
    watcher = Raw(server.url)
    assert watcher.hello(links["watch"])["type"] == "welcome"
    south = Seat.computer(links["seats"]["south"], "computer:1")
    north = Seat.computer(links["seats"]["north"], "computer:1")
    watcher.until("played", ply=20)
    south.kill()
    taken = watcher.until("presence")
    while taken["seats"]["south"]["computer"] != "computer:1" or taken["seats"]["south"]["here"]:
        taken = watcher.until("presence")
    code, lines = north.finish()  # the server's computer plays South to the end
    assert code == 0 and any("wins the match" in line for line in lines), lines[-5:]
    assert any("plays for" in line for line in lines), lines  # North was told who plays South
