"""`crapette join LINK --plain` and `crapette watch LINK --plain` as processes: the line
interface on a remote match (what a player types at a terminal): the table, an action
that every terminal hears of, a watcher that cannot act, a seat whose turn it is not,
`quit`, which leaves the match on the server with the way back, and `computer north`,
which lets the server's computer play the seat left empty."""

from __future__ import annotations

import subprocess

from crapette.engine import Game
from remotehelpers import Lines, ServerProcess, crapette

SEED = 5  # South moves first and may play the ace of diamonds from its reserve: SR-F1


class Terminal:
    """A `crapette` process whose standard input a test types into."""

    def __init__(self, *args: str) -> None:
        self.proc = subprocess.Popen(crapette(*args, "--plain", "--lang", "en"), stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        assert self.proc.stdout is not None
        self.out = Lines(self.proc.stdout)

    def type(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(30)


def test_two_seats_and_a_watcher_in_the_line_interface(server: ServerProcess) -> None:
    game = Game.new(SEED)
    assert game.position.table.seat_name(game.to_move) == "south" and "SR-F1" in map(str, game.legal_actions())
    links = server.new_match("--seed", str(SEED), "--names", "Ann", "Bob")
    south = Terminal("join", links["seats"]["south"])
    north = Terminal("join", links["seats"]["north"])
    watcher = Terminal("watch", links["watch"])
    try:
        south.out.wait_for("You play Ann (South).")
        north.out.wait_for("You play Bob (North).")
        watcher.out.wait_for("You are watching: no hidden card is shown")
        south.type("look")
        south.out.wait_for("South's reserve: 13 cards, top ace of diamonds.")
        north.type("SR-F1")
        north.out.wait_for("It is not your turn")
        watcher.type("SR-F1")
        watcher.out.wait_for("You are watching: a watcher does not play.")
        south.type("SR-F1")
        for terminal in (south, north, watcher):
            terminal.out.wait_for("Ann: ace of diamonds from reserve to foundation 1.")
        watcher.type("look")
        watcher.out.wait_for("Foundations: 1 ace of diamonds; 7 empty.")
        watcher.out.wait_for("Hand: 35 cards face down.")
        north.type("quit")
        line = north.out.wait_for("The match goes on on the server")
        assert links["seats"]["north"] in line
        assert north.proc.wait(60) == 0
        south.out.wait_for("Bob (North) is away")
        watcher.type("computer north")  # a watcher does not decide who plays
        watcher.out.wait_for("You are watching: a watcher does not play.", again=True)  # in its words, not the server's
        south.type("computer north")  # Bob is not coming back: the server's computer plays North
        south.out.wait_for("plays for Bob (North) while they are away.")
        watcher.out.wait_for("plays for Bob (North) while they are away.")
    finally:
        for terminal in (south, north, watcher):
            terminal.close()
