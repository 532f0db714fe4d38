"""The plain interface says verdicts and the end of a game with the words layer's words
(``crapette.words``), the same as the app's dialogs, without loading Textual (#26 item 4)."""

from __future__ import annotations

import subprocess
import sys

CHECK = """
import sys
import crapette.plain.tell, crapette.words.verdicts, crapette.words.outcome, crapette.words.explain
from crapette.engine import Game, parse_action
from crapette.words.verdicts import verdict_lines
game = Game.new(5)
game.push(game.legal_actions()[0])
verdict = game.push(parse_action("stop"))
lines = verdict_lines(verdict, ("South", "North"), "…", None)
assert lines[0] in ("Stop! is founded.", "Stop! is unfounded."), lines
print(sorted(m for m in sys.modules if m.split(".")[0] in ("textual", "rich")))
"""


def test_the_plain_words_load_no_textual() -> None:
    out = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
