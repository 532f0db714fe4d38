"""Two (three) computer seats, each a ``crapette join --as computer:N --no-ui`` process,
finish a match on a ``crapette serve`` process, in each game of the program; a watcher
follows it; the finished game's record (``crapette match record``) is the whole game,
which ``analyze`` reads."""

from __future__ import annotations

import subprocess

import pytest

from remotehelpers import PATIENCE, Seat, ServerProcess, crapette

GAMES = {
    "two-decks": [],
    "one-deck": ["--variant", "one-deck"],
    "three-players": ["--variant", "three-players"],
    "zank-patience": ["--variant", "zank-patience"],
}


@pytest.mark.slow
@pytest.mark.parametrize("game", list(GAMES))
def test_computer_seats_finish_a_match(server: ServerProcess, game: str) -> None:
    links = server.new_match("--target", "1", "--pace", "0", "--seed", "11", *GAMES[game])
    watcher = Seat("watch", links["watch"], "--no-ui")
    watcher.out.wait_for("Watching the match.")
    seats = [Seat.computer(link, f"computer:{1 + i}") for i, link in enumerate(links["seats"].values())]
    for seat in seats:
        code, lines = seat.finish()
        assert code == 0, lines[-5:]
        assert any("wins the match" in line for line in lines), lines[-5:]
    code, lines = watcher.finish()
    assert code == 0 and any("wins the match" in line for line in lines), lines[-5:]
    record = server.record(links["watch"])
    assert record["result"] is not None and "seed" in record  # whole once over: the deal's seed too
    done = subprocess.run(crapette("analyze", "-"), input=__import__("json").dumps(record), capture_output=True,
                          text=True, timeout=PATIENCE)
    assert done.returncode == 0, done.stderr
    # The seats' calls travel over the network, so a loaded machine may play another game
    # from the same deal, and a blocked game can end a match too (it scores): the replayed
    # record must end as the server said it did, whichever way that was.
    outcome = record["result"]["outcome"]
    assert f'"status": "{outcome}"' in done.stdout
    assert server.log is not None
    server.log.wait_for(f"game 1: {outcome}")  # one log line per finished game
