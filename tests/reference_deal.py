"""The deal as docs/rules.md §2.4 writes it, independent of the engine: the tests that
check the engine's shuffles and deals share this one reading of the text."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TypeVar

MASK = (1 << 64) - 1
#: the card order of §2.4: rank by rank, the suits C D H S within a rank (AC AD AH AS 2C …)
CARD_ORDER = [r + s for r in "A23456789TJQK" for s in "CDHS"]

T = TypeVar("T")


def splitmix64(seed: int) -> Iterator[int]:
    """SplitMix64 (Steele, Lea, Flood; Vigna's splitmix64.c): §2.4's generator."""
    state = seed & MASK
    while True:
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        yield z ^ (z >> 31)


def shuffle(cards: list[T], below: Callable[[int], int]) -> list[T]:
    """§2.4's Fisher–Yates, in place: from the top index down, j = below(i + 1)."""
    for i in range(len(cards) - 1, 0, -1):
        j = below(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return cards


def shuffled_deck(gen: Iterator[int]) -> list[str]:
    """One 52-card deck in §2.4's order, shuffled with the next numbers of ``gen``
    (below(n) = next mod n)."""
    return shuffle(list(CARD_ORDER), lambda n: next(gen) % n)


__all__ = ["CARD_ORDER", "MASK", "shuffle", "shuffled_deck", "splitmix64"]
