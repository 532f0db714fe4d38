"""Start-up (issue 28): no garbage collection while the app's modules load
(``app/quiet_start.py``), and collection as before once they are loaded."""

from __future__ import annotations

import subprocess
import sys

PROBE = """
import gc, sys
{before}
import crapette.app.quiet_start as quiet
during = gc.isenabled()
import crapette.app.app
print(during, gc.isenabled(), gc.get_freeze_count() > 0)
"""


def probe(before: str) -> str:
    done = subprocess.run([sys.executable, "-c", PROBE.format(before=before)], capture_output=True, text=True,
                          check=True)
    return done.stdout.strip()


def test_collection_is_off_while_loading_and_on_again_after() -> None:
    assert probe("") == "False True True"


def test_collection_turned_off_by_the_caller_stays_off() -> None:
    assert probe("gc.disable()") == "False False True"
