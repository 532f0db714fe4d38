"""Which function says each code: the words modules register theirs with ``@saying``."""

from __future__ import annotations

from collections.abc import Callable

from crapette.engine.why import Why

Saying = Callable[[Why], str]

SAYINGS: dict[str, Saying] = {}


def saying(*codes: str) -> Callable[[Saying], Saying]:
    """Register the decorated function as the words of ``codes``."""
    def register(function: Saying) -> Saying:
        for code in codes:
            if code in SAYINGS:
                raise ValueError(f"the code {code!r} is said twice")
            SAYINGS[code] = function
        return function
    return register


@saying("text")
def _text(why: Why) -> str:
    """A text already in words (from outside the engine: a system's error, a name)."""
    return why.arg("text", str)


__all__ = ["SAYINGS", "Saying", "saying"]
