"""A text in plain ASCII as a reader of its language writes it without the accents: German
„Süd“ is "Sued" and „Straße“ "Strasse", French « Stop ! » is "Stop !" and « nœud » "noeud",
an ellipsis three dots. Unlike ``app/plain_ascii.to_ascii`` (one character for one, at the
driver, where the columns are already laid out), a character may become several here: this
is done to a text before it is laid out (``i18n.set_plain``: every catalog text, the
players' names, the rules). Standard library only: the engine's texts pass here.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

#: the characters written with several letters, or with a letter NFKD does not give
_SPELLED = str.maketrans({
    "ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue", "ß": "ss", "ẞ": "SS",
    "œ": "oe", "Œ": "Oe", "æ": "ae", "Æ": "Ae",
    "…": "...", "–": "-", "—": "-", "−": "-", "×": "x", "·": ".", "•": "*",
    "≥": ">=", "≤": "<=", "→": "->", "←": "<-", "↑": "up", "↓": "down", "⇧": "shift+",
    "‘": "'", "’": "'", "‚": "'", "“": '"', "”": '"', "„": '"', "«": '"', "»": '"',
    "✓": "*", "✔": "*", "✘": "x", "✗": "x", "★": "*",
})


@cache
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """French guillemets with the no-break space they hold inside (« Stop ! » → "Stop !"),
    and the arrow keys named together (↑↓ scroll: "up/down"). Compiled when first needed,
    under --ascii only: compiling them was 0.25 % of every start-up (issue 28)."""
    return re.compile("«[\u00a0\u202f ]?|[\u00a0\u202f ]?»"), re.compile("↑↓|↓↑")


def plain(text: str, arrows: str = "up/down") -> str:
    """``text`` in ASCII letters, each accented letter as its language spells it without the
    accent; symbols it does not know (suits, box lines) are left for the driver's one-for-one
    stand-ins, and the no-break spaces stay (they still hold French « : » to its word).
    ``arrows`` names the arrow keys together (↑↓ scroll) in the text's language."""
    if text.isascii():
        return text
    guillemets, arrow_pair = _patterns()
    text = arrow_pair.sub(arrows, guillemets.sub('"', text)).translate(_SPELLED)
    return "".join(c if c.isascii() or _kept(c) else _stripped(c) for c in text)


def _kept(char: str) -> bool:
    """A character left for the driver: a no-break space, a suit, a line or a block."""
    return char in "\u00a0\u202f" or not unicodedata.category(char).startswith("L")


def _stripped(char: str) -> str:
    """A letter without its accent (é → e); a letter with no ASCII form stays for the driver."""
    bare = unicodedata.normalize("NFKD", char).encode("ascii", "ignore").decode()
    return bare or char


__all__ = ["plain"]
