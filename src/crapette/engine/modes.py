"""The two ways a game judges priority violations, and the names of the calls.

``Mode`` is a ``StrEnum``: its members equal the strings of the records and saves
(``Mode.STOP == "stop"``), so those stay byte for byte what they were.
"""

from __future__ import annotations

from enum import StrEnum


class Mode(StrEnum):
    #: a violation is played, and the opponent may call Stop! (or Crapette!) on it
    STOP = "stop"
    #: a violation is refused with the rule named; there are no calls
    STRICT = "strict"


STOP_MODE, STRICT_MODE = Mode.STOP, Mode.STRICT
MODES: tuple[Mode, ...] = tuple(Mode)

#: the call's name as players say it: Stop!, or Crapette! with the variant crapette-call
STOP_CALL, CRAPETTE_CALL = "Stop!", "Crapette!"


#: each mode by its text (``Mode(text)`` goes through the enum's machinery: every game built asks)
_BY_TEXT: dict[str, Mode] = {str(mode): mode for mode in MODES}


def parse_mode(text: object) -> Mode | None:
    """The mode a record or save names, None if it names none."""
    return _BY_TEXT.get(text) if isinstance(text, str) else None
