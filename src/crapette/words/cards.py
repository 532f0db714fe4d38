"""Cards in words: as players write them (10♥, French R♠ for the king, German B♥ for the
jack) and in full ("queen of hearts"), in the player's language. The notation (``TH``)
is the engine's (``cards.card_text``)."""

from __future__ import annotations

from crapette.engine.cards import JOKER, RANKS, SUIT_SYMBOLS, Card
from crapette.i18n import _, pgettext


def card_symbol(card: Card) -> str:
    """Display form for people, e.g. ``10♥``, the rank in the player's language (French
    R♠ for the king, German B♥ for the jack); never the notation (``card_text``)."""
    if card == JOKER:
        return _("joker")
    return rank_symbol(card >> 2) + SUIT_SYMBOLS[card & 3]


def rank_symbol(rank_index: int) -> str:
    """The rank as players write it: A, 2 … 10, J, Q, K in English; V, D, R (valet,
    dame, roi) in French; B, D, K (Bube, Dame, König) in German."""
    letter = RANKS[rank_index]
    if letter == "K":
        return pgettext("rank", "K")
    if letter == "Q":
        return pgettext("rank", "Q")
    if letter == "J":
        return pgettext("rank", "J")
    if letter == "A":
        return pgettext("rank", "A")
    return "10" if letter == "T" else letter


def card_words(card: Card) -> str:
    """The card in words: "queen of hearts" (« dame de cœur », „Herz-Dame“)."""
    if card == JOKER:
        return _("the joker")
    r, s = card >> 2, card & 3
    ranks = (pgettext("rank name", "ace"), "2", "3", "4", "5", "6", "7", "8", "9", "10",
             pgettext("rank name", "jack"), pgettext("rank name", "queen"), pgettext("rank name", "king"))
    suits = (_("clubs"), _("diamonds"), _("hearts"), _("spades"))
    return _("{rank} of {suit}").format(rank=ranks[r], suit=suits[s])


__all__ = ["card_symbol", "card_words", "rank_symbol"]
