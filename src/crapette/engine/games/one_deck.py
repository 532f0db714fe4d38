"""The one-deck game (000's Variante simplifiée, 001's learning game; ruling 22): one
52-card deck split by suits, three houses a side, four foundations, reserve 5, hand 18.
Everything else is the standard game's rules, which read the table's shape. Its deal is
documented in ``docs/rules.md`` §12 so that an outside program can reproduce it."""

from __future__ import annotations

from crapette.engine.cards import Card
from crapette.engine.games import GameType, register
from crapette.engine.games.packets import deal_packets
from crapette.engine.position import Position, Rules
from crapette.engine.ruleset import GameVariant, RulesBuilder
from crapette.engine.splitmix import SplitMix64, shuffle
from crapette.engine.table import ONE_DECK_TABLE
from crapette.engine.variants import standard_setup

#: the suits of each player's half of the deck in the one-deck game (ruling 22):
#: south clubs and hearts, north diamonds and spades (suits C D H S are 0 1 2 3)
ONE_DECK_SUITS = ((0, 2), (1, 3))


def one_deck_packets(seed: int) -> list[list[Card]]:
    """South's 26 cards, then north's, each in card order and shuffled from one seed."""
    rng = SplitMix64(seed)
    return [shuffle([c for c in range(52) if c & 3 in suits], rng) for suits in ONE_DECK_SUITS]


def deal_one_deck(seed: int, rules: Rules) -> Position:
    """Ruling 22: south's 26 cards (clubs and hearts, in card order AC AH 2C 2H … KH) are
    shuffled, then north's (AD AS 2D 2S … KS), from one seed; each deals as in the
    standard game: reserve 5, houses farthest first (south H4 H5 H6, north H3 H2 H1), hand 18."""
    return deal_packets(rules, one_deck_packets(seed))


def one_deck_setup(rules: RulesBuilder[Position]) -> None:
    """The standard game's rules on the one-deck table, with its deal (reserve-11 and
    reserve-12 keep their sizes: they configure after)."""
    standard_setup(rules)
    rules.table = ONE_DECK_TABLE
    rules.reserve_size = 5
    rules.dealer = deal_one_deck


class OneDeck(GameVariant):
    name = "one-deck"
    source = "000 (Variante simplifiée), 001 (the learning game)"
    summary = ("One 52-card deck: south plays clubs and hearts, north diamonds and spades; 3 houses each, "
               "4 foundations, reserve 5, hand 18.")
    # cut-starts deals its own way; face-down-houses-1/2 deal one or two of four houses
    # face down, and the one-deck deal (three houses each) has no such reading
    conflicts = frozenset({"three-players", "cut-starts", "face-down-houses-1", "face-down-houses-2"})


ONE_DECK = register(GameType(
    name="one-deck",
    source=OneDeck.source,
    summary=OneDeck.summary,
    table=ONE_DECK_TABLE,
    setup=one_deck_setup,
    chosen_by=frozenset({"one-deck"}),
))

__all__ = ["ONE_DECK", "ONE_DECK_SUITS", "OneDeck", "deal_one_deck", "one_deck_packets", "one_deck_setup"]
