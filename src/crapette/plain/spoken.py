"""Cards said in words in the line interface: "7♠" is "7 of spades" (« 7 de pique »,
„Pik-7“), so a screen reader need not spell a suit symbol. The engine's sentences name
cards by their symbols (``cards.card_symbol``); this turns each such card, and only
them, into ``cards.card_words`` in the language spoken now. ``--ascii`` keeps the short
forms instead (``plain_ascii``: 7S).
"""

from __future__ import annotations

import re

from crapette.engine.cards import SUIT_SYMBOLS, make_card
from crapette.words.cards import card_words, rank_symbol
from crapette.i18n import catalog

_PATTERNS: dict[int, tuple[re.Pattern[str], dict[str, int]]] = {}


def _pattern() -> tuple[re.Pattern[str], dict[str, int]]:
    """The cards as the language spoken now writes them, and the regular expression that
    finds them (kept per language)."""
    key = id(catalog())
    found = _PATTERNS.get(key)
    if found is None:
        cards = {rank_symbol(r) + SUIT_SYMBOLS[s]: make_card(r, s) for r in range(13) for s in range(4)}
        ranks = sorted({rank_symbol(r) for r in range(13)}, key=len, reverse=True)  # 10 before 1-letter ranks
        pattern = re.compile(r"(?<![\w])(" + "|".join(map(re.escape, ranks)) + ")([" + SUIT_SYMBOLS + "])")
        found = _PATTERNS[key] = (pattern, cards)
    return found


def spoken(text: str) -> str:
    """``text`` with every card symbol said in words."""
    if not any(symbol in text for symbol in SUIT_SYMBOLS):
        return text
    pattern, cards = _pattern()
    return pattern.sub(lambda m: card_words(cards[m.group(0)]) if m.group(0) in cards else m.group(0), text)


__all__ = ["spoken"]
