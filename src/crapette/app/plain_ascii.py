"""The plain-ASCII mode (`--ascii`, or automatic when the terminal's encoding cannot show
the suit symbols): every character the app sends to the terminal is made ASCII at the one
place all of them pass, the driver's ``write``, so the board, the prompt, the log, the
dialogs and the engine's sentences all change alike: ``10♠`` → ``10S``, box lines → ``-|+``.
One character for one, as the columns are laid out already: the letters a language spells
with two (German ü → ue) are changed before, in the texts (``crapette.ascii_spelling``); what
reaches here is what no text spells (the suits, lines, a name typed before ``--ascii``).
"""

from __future__ import annotations

import unicodedata
from functools import cache

from crapette.engine.cards import SUITS, SUIT_SYMBOLS

#: The characters with a fixed ASCII stand-in (one character each, so columns stay put).
FIXED = {
    **dict(zip(SUIT_SYMBOLS, SUITS)),  # ♣♦♥♠ → C D H S, as in the notation
    "–": "-", "—": "-", "…": ".", "×": "x", "≥": ">", "≤": "<", "→": ">", "←": "<", "·": ".",
    "‘": "'", "’": "'", "‚": ",", "“": '"', "”": '"', "„": '"', "«": '"', "»": '"', "•": "*",
    "▶": ">", "◀": "<", "▼": "v", "▲": "^", "↑": "^", "↓": "v", "⇧": "^", "−": "-",
    "✓": "*", "✔": "*", "✘": "x", "✗": "x", "ß": "s", "ẞ": "S", "œ": "o", "Œ": "O", "æ": "a", "Æ": "A",
    "§": "S", "µ": "u", "★": "*",  # the best move in the hints (best_move.py)
    "░": "#", "▒": "#", "▓": "#",  # the card backs
    "█": "#",  # a full block (the dialogs' borders are ``ascii`` ones under --ascii: app.tcss)
}


@cache
def _stand_in(char: str) -> str:
    """One ASCII character for one character (box and block drawing by their Unicode names)."""
    if char in FIXED:
        return FIXED[char]
    name = unicodedata.name(char, "")
    if name.startswith(("BOX DRAWINGS", "BLOCK", "LOWER ", "UPPER ", "LEFT ", "RIGHT ", "QUADRANT")):
        if "HORIZONTAL" in name and "VERTICAL" not in name and " AND " not in name:
            return "-"
        if "VERTICAL" in name and "HORIZONTAL" not in name and " AND " not in name:
            return "|"
        if "BLOCK" in name or "EIGHTH" in name or "QUADRANT" in name or "HALF" in name:
            return " " if "ONE EIGHTH" in name else "#"
        return "+"
    plain = unicodedata.normalize("NFKD", char).encode("ascii", "ignore").decode()
    return plain[:1] if plain else "?"


def to_ascii(text: str) -> str:
    """The text with every non-ASCII character replaced by one ASCII character."""
    if text.isascii():
        return text
    return "".join(c if c.isascii() else _stand_in(c) for c in text)


def shows_suits(encoding: str | None) -> bool:
    """Whether a stream in this encoding can show the suit symbols."""
    try:
        SUIT_SYMBOLS.encode(encoding or "ascii")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def wants_ascii(asked: bool) -> bool:
    """--ascii was given, or standard output's encoding cannot show the suit symbols."""
    import sys

    return asked or not shows_suits(getattr(sys.stdout, "encoding", None))


__all__ = ["FIXED", "shows_suits", "to_ascii", "wants_ascii"]
