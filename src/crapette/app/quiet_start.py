"""Start-up (issue 28): no garbage collection while the app's modules load. Each
collection walks every object made so far, and loading Textual and the game makes
hundreds of thousands that live as long as the app: ~5 % of the start-up's instructions
went to walking them. ``app.py`` imports this first and, once loaded, moves what it
loaded out of the collector's sight (``gc.freeze``) and turns collection back on."""

from __future__ import annotations

import gc

#: whether collection was on before (a caller may have turned it off: it stays off)
COLLECTING = gc.isenabled()
gc.disable()


def resume() -> None:
    """The modules are loaded: what they made is kept out of every later collection,
    and collection goes on as before."""
    gc.freeze()
    if COLLECTING:
        gc.enable()


__all__ = ["COLLECTING", "resume"]
