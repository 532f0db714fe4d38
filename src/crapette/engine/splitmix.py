"""The deal's random numbers (docs/rules.md §2.4): SplitMix64 and the Fisher–Yates
shuffle of one deck, simple enough for an outside program to reproduce any deal."""

from __future__ import annotations

from crapette.engine.cards import Card

_MASK = (1 << 64) - 1


class SplitMix64:
    """The deal's random numbers: SplitMix64, simple enough for any outside tool to
    reproduce a deal from its seed in a few lines of any language."""

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        return self.next() % n


def shuffled_deck(rng: SplitMix64) -> list[Card]:
    """Fisher–Yates from the top index down over the deck in card order AC AD AH AS 2C …"""
    deck = list(range(52))
    for i in range(51, 0, -1):
        j = rng.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def shuffle(cards: list[Card], rng: SplitMix64) -> list[Card]:
    """Fisher–Yates from the top index down, as ``shuffled_deck``, over any packet (the
    one-deck game's halves, the three-player pack of 105)."""
    for i in range(len(cards) - 1, 0, -1):
        j = rng.below(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return cards


__all__ = ["SplitMix64", "shuffle", "shuffled_deck"]
