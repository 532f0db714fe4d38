"""The one-deck and three-player deals, redone from docs/rules.md §12 alone (so an
outside program following the text gets the same table), against the engine."""

from __future__ import annotations

import pytest

from crapette.engine import Position, Rules
from crapette.engine.cards import JOKER
from crapette.engine.position import SplitMix64

from reference_deal import shuffle


@pytest.mark.parametrize("seed", [0, 1, 42, 20261123])
def test_one_deck_deal_as_the_text_says(seed: int) -> None:
    rng = SplitMix64(seed)
    # card order is rank * 4 + suit with suits C D H S: south's clubs and hearts first
    south = shuffle([c for c in range(52) if c % 4 in (0, 2)], rng.below)
    north = shuffle([c for c in range(52) if c % 4 in (1, 3)], rng.below)
    pos = Position.deal(seed, Rules.from_names(["one-deck"]))
    t = pos.table
    for seat, packet, houses in ((0, south, (4, 5, 6)), (1, north, (3, 2, 1))):
        assert pos.piles[t.reserve_of[seat]] == packet[:5]
        assert [pos.piles[t.house(n)] for n in houses] == [[c] for c in packet[5:8]]
        assert pos.hands[seat] == packet[8:][::-1] and len(pos.hands[seat]) == 18


# seed 5 deals the joker to a house, seed 15 on top of a reserve (found by shuffling as above)
@pytest.mark.parametrize("seed", [0, 1, 5, 15, 42, 20261123])
def test_three_player_deal_as_the_text_says(seed: int) -> None:
    pack = shuffle([*range(52), *range(52), JOKER], SplitMix64(seed).below)
    pos = Position.deal(seed, Rules.from_names(["three-players"]))
    t = pos.table
    seats = {"south": 0, "west": 2, "north": 1}  # the engine's seat numbers
    houses = {"south": (7, 8, 9), "west": (6, 5, 4), "north": (3, 2, 1)}
    for k, name in enumerate(("south", "west", "north")):
        packet = pack[35 * k: 35 * (k + 1)]
        seat = seats[name]
        reserve, dealt, hand = packet[:8], packet[8:11], packet[11:][::-1]
        if JOKER in dealt:  # set aside; the seat's next hand card takes its place
            dealt[dealt.index(JOKER)] = hand.pop()
        if reserve[-1] == JOKER:  # set aside; the card under it shows
            reserve = reserve[:-1]
        assert pos.piles[t.reserve_of[seat]] == reserve
        assert [pos.piles[t.house(n)] for n in houses[name]] == [[c] for c in dealt]
        assert pos.hands[seat] == hand
    assert sum(len(p) for p in pos.piles) + sum(len(h) for h in pos.hands) + len(pos.aside) == 105
    assert pos.aside == ((JOKER,) if seed in (5, 15) else ())
