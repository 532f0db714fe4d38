"""000's cut for who starts (variant ``cut-starts``): seeded like the deal, so a game is
still reproducible from ``(variants, seed)`` and an outside program can redo it.

"Certains jouent que les cartes sont coupées avant la distribution pour décider qui
commencera - la carte la plus basse commence." Each player cuts their own shuffled deck;
the lower card starts (ace low, king high, suits do not count); equal ranks cut again.
The cut only shows a card: the deal is the same as without the variant.

The numbers (docs/rules.md §2.4): after both shuffles the same SplitMix64 generator goes
on; each round draws ``i = next() mod 52`` for south, then ``j = next() mod 52`` for north,
and compares the ranks of ``south_deck[i]`` and ``north_deck[j]`` (the shuffled decks
``d[0] … d[51]`` of §2.4).
"""

from __future__ import annotations

from crapette.engine.cards import Card, rank
from crapette.engine.piles import NORTH, SOUTH
from crapette.engine.position import Position, Rules, SplitMix64, shuffled_deck

#: rounds of cutting before giving up (never reached: equal ranks come 1 time in 13)
MAX_ROUNDS = 1000


def cut_cards(seed: int) -> list[tuple[Card, Card]]:
    """Every round of the cut for ``seed``: (south's card, north's card), the last one deciding."""
    rng = SplitMix64(seed)
    south, north = shuffled_deck(rng), shuffled_deck(rng)
    rounds = []
    for _ in range(MAX_ROUNDS):
        pair = (south[rng.below(52)], north[rng.below(52)])
        rounds.append(pair)
        if rank(pair[0]) != rank(pair[1]):
            break
    return rounds


def cut_starter(seed: int) -> int:
    """The player whose cut card is lower (the last round's)."""
    s, n = cut_cards(seed)[-1]
    return SOUTH if rank(s) <= rank(n) else NORTH


def deal_with_cut(seed: int, rules: Rules) -> Position:
    """The standard deal (section 2.4), then the cut decides who starts."""
    pos = Position._deal(seed, rules)
    pos.to_move = cut_starter(seed)
    return pos
