"""Helpers for the line interface's tests: a match played in this process with typed
lines (scripted, or chosen by a policy reading the match), and `crapette play --plain`
driven through real pipes."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from crapette.app.save import MatchOptions, MatchSession, SaveStore
from crapette.bots import GreedyPlayer
from crapette.match import LocalMatch
from crapette.plain.console import Console, ScriptedLines
from crapette.plain.play import PlainPlay

#: an escape sequence, or any control character but the line's end
CONTROL = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f]")


class PolicyLines:
    """Lines typed by a policy that reads the match: ``answer(prompt)`` gives each line."""

    def __init__(self, answer: Callable[[str], str | None], out: io.StringIO, limit: int = 20000) -> None:
        self.answer = answer
        self.out = out
        self.limit = limit

    def read(self, timeout: float | None = None) -> str | None:
        self.limit -= 1
        if self.limit < 0:
            raise AssertionError("the session did not end")
        prompt = self.out.getvalue().rstrip("\n").rsplit("\n", 1)[-1]
        line = self.answer(prompt)
        if line is None:
            raise EOFError
        return line


def greedy_answer(match: LocalMatch, games: int = 1) -> Callable[[str], str | None]:
    """A person who plays what the greedy player would, in the notation; Enter while the
    computer plays; quits after ``games`` games."""
    player = GreedyPlayer(7)
    ended = [0]

    def answer(prompt: str) -> str | None:
        if match.waiting:
            ended[0] += 1
            return "quit"
        if match.computer_to_move() is not None or match.seats.plays(match.game.to_move):
            return ""
        return str(player.choose(match.game))

    return answer


def play_in_process(options: MatchOptions, data_dir: Path, answer: Callable[[LocalMatch], Callable[[str], str | None]]
                    | None = None, script: Sequence[str] | None = None, pace: float | None = None,
                    ascii: bool = False) -> tuple[LocalMatch, str]:
    """Play a match at a line console in this process; returns the match and what was written."""
    match = LocalMatch(MatchSession.new(options), SaveStore(data_dir))
    out = io.StringIO()
    lines = ScriptedLines(script) if script is not None else PolicyLines((answer or greedy_answer)(match), out)
    PlainPlay(match, Console(lines, out, ascii), pace).run("")
    return match, out.getvalue()


def run_plain(args: Sequence[str], data_dir: Path, answer: Callable[[str, list[str]], str | None],
              lang: str = "en", limit: int = 30000) -> list[str]:
    """`crapette play --plain ARGS` through pipes: each prompt (a line ending in >) is
    answered by ``answer(prompt, lines_so_far)``; None closes standard input. Returns
    every line written."""
    env = {**os.environ, "CRAPETTE_DATA_DIR": str(data_dir), "PYTHONIOENCODING": "utf-8"}
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "NO_COLOR", "TERM"):
        env.pop(variable, None)
    proc = subprocess.Popen([sys.executable, "-m", "crapette", "--lang", lang, "play", "--plain", *args],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
    assert proc.stdin is not None and proc.stdout is not None
    lines: list[str] = []
    try:
        for raw in proc.stdout:
            line = raw.decode("utf-8").rstrip("\n")
            lines.append(line)
            if len(lines) > limit:
                raise AssertionError("too many lines")
            if line.endswith(">"):
                typed = answer(line, lines)
                if typed is None:
                    proc.stdin.close()
                else:
                    proc.stdin.write((typed + "\n").encode("utf-8"))
                    proc.stdin.flush()
    finally:
        if not proc.stdin.closed:
            proc.stdin.close()
        proc.wait(timeout=60)
    assert proc.returncode == 0, lines[-5:]
    return lines
