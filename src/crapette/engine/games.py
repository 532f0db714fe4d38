"""The other games of the sources (rulings 22–23): one-deck and three-players.

Each is a variant that changes the table (``table.py``: seats, houses, foundations, the
pack) and brings its own deal (documented in ``docs/rules.md`` §12 so that an outside
program can reproduce it) and, for three players, its start rule. Everything else is
the standard game's rules, which read the table's shape instead of assuming it.
"""

from __future__ import annotations

from crapette.engine.cards import JOKER, Card, rank
from crapette.engine.errors import VariantError
from crapette.engine.position import Position, Rules, SplitMix64
from crapette.engine.ruleset import RulesBuilder, Variant
from crapette.engine.table import ONE_DECK_TABLE, THREE_PLAYER_TABLE, Table
from crapette.engine.zank import variants as _zank  # noqa: F401  (registers zank-patience, zank-advanced)
from crapette.i18n import _

#: the suits of each player's half of the deck in the one-deck game (ruling 22):
#: south clubs and hearts, north diamonds and spades (suits C D H S are 0 1 2 3)
ONE_DECK_SUITS = ((0, 2), (1, 3))


def shuffle(cards: list[Card], rng: SplitMix64) -> list[Card]:
    """Fisher–Yates from the top index down, as the standard deal (``shuffled_deck``)."""
    for i in range(len(cards) - 1, 0, -1):
        j = rng.below(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return cards


def _deal_packets(rules: Rules, packets: list[list[Card]]) -> Position:
    """Each seat (in order of play) deals its packet as in the standard game: the reserve
    (the last dealt on top), face-down house cards if any, its houses farthest first, and
    keeps the rest as its hand (the next card dealt on top). The joker (three-players) is
    then set aside where it shows: on a house (the seat's next hand card replaces it)
    or on top of a reserve (the card under it shows)."""
    pos = Position.empty(rules)
    table = pos.table
    hidden = rules.face_down_houses
    for player, deck in zip(table.seats, packets):
        hand = pos.deal_packet(player, deck)
        for h in table.dealt_houses_of[player]:
            if pos.piles[h][-1] == JOKER:
                pos.aside += (pos.piles[h].pop(),)
                pos.piles[h].append(hand.pop())
        reserve = pos.piles[table.reserve_of[player]]
        if reserve and reserve[-1] == JOKER:
            pos.aside += (reserve.pop(),)
        pos.hands[player] = hand
    if hidden:
        pos.face_down = (hidden,) * table.house_count
    if rules.face_down_reserve:
        pos.reserve_hidden = tuple(p in table.seats for p in range(len(table.reserve_of)))
    pos.to_move = rules.start_rule(pos)
    return pos


def deal_one_deck(seed: int, rules: Rules) -> Position:
    """Ruling 22: south's 26 cards (clubs and hearts, in card order AC AH 2C 2H … KH) are
    shuffled, then north's (AD AS 2D 2S … KS), from one seed; each deals as in the
    standard game: reserve 5, houses farthest first (south H4 H5 H6, north H3 H2 H1), hand 18."""
    return _deal_packets(rules, one_deck_packets(seed))


def one_deck_packets(seed: int) -> list[list[Card]]:
    """South's 26 cards, then north's, each in card order and shuffled from one seed."""
    rng = SplitMix64(seed)
    return [shuffle([c for c in range(52) if c & 3 in suits], rng) for suits in ONE_DECK_SUITS]


def deal_zank_one_deck(seed: int, rules: Rules) -> Position:
    """Wegner's learning game (001, ruling 24): the one-deck packets (as ``deal_one_deck``)
    become the players' sources, each turning its top card onto the discard."""
    from crapette.engine.zank.deal import zank_from_packets  # loaded with the first Zank deal

    return zank_from_packets(rules, one_deck_packets(seed))


def deal_three(seed: int, rules: Rules) -> Position:
    """Ruling 23: the pack of 105 (two decks in card order, AC … KS twice, then the joker)
    is shuffled once and dealt 35 to each seat, south first, then west, then north."""
    return _deal_packets(rules, three_packets(seed))


def three_packets(seed: int) -> list[list[Card]]:
    """The pack of 105 shuffled once from the seed and cut in three packets of 35
    (south's, west's, north's)."""
    pack = shuffle([*range(52), *range(52), JOKER], SplitMix64(seed))
    n = len(pack) // 3
    return [pack[i * n:(i + 1) * n] for i in range(3)]


def deal_zank_three(seed: int, rules: Rules) -> Position:
    """Wegner's three-player game (001, ruling 24): the three-player packets (as
    ``deal_three``) become the players' sources, each turning its top card onto its
    discard (the joker, if it comes so, is set aside and the next card turned)."""
    from crapette.engine.zank.deal import zank_from_packets

    return zank_from_packets(rules, three_packets(seed))


def lowest_reserve_starts_of_all(position: Position) -> int:
    """Our ruling for three players (ruling 2 for every seat): the lowest reserve card
    starts (ace low); the players tied for it compare their houses nearest the reserve
    (south H9, west H4, north H1), then the next ones; still tied, the first in order of
    play (south, west, north) starts."""
    table, piles = position.table, position.piles

    def ranks(seat: int) -> list[int]:
        return [rank(piles[p][-1]) if piles[p] else 99 for p in (table.reserve_of[seat], *table.dealt_houses_of[seat])]

    tied = list(table.seats)
    keys = {seat: ranks(seat) for seat in tied}
    for i in range(len(keys[tied[0]])):
        low = min(keys[s][i] for s in tied)
        tied = [s for s in tied if keys[s][i] == low]
        if len(tied) == 1:
            break
    return tied[0]


def _set_table(rules: RulesBuilder[Position], table: Table, reserve: int, name: str) -> None:
    """Configured after every other variant (``order``): a variant that deals or decides
    the start its own way cannot combine with a game of another table."""
    if rules.dealer is not None:
        raise VariantError(_("{name} has its own deal and cannot be combined with a variant that deals differently").format(
            name=repr(name)))
    rules.table = table
    if rules.reserve_size == 13:  # reserve-11 / reserve-12 keep their sizes
        rules.reserve_size = reserve


class OneDeck(Variant):
    name = "one-deck"
    source = "000 (Variante simplifiée), 001 (the learning game)"
    summary = ("One 52-card deck: south plays clubs and hearts, north diamonds and spades; 3 houses each, "
               "4 foundations, reserve 5, hand 18.")
    # cut-starts deals its own way; face-down-houses-1/2 deal one or two of four houses
    # face down, and the one-deck deal (three houses each) has no such reading
    conflicts = frozenset({"three-players", "cut-starts", "face-down-houses-1", "face-down-houses-2"})
    order = 100

    def configure(self, rules: RulesBuilder[Position]) -> None:
        if rules.wegner_stop:  # with zank-patience: Wegner's learning game, his deal on this table
            rules.table = ONE_DECK_TABLE
            rules.dealer = deal_zank_one_deck
            return
        _set_table(rules, ONE_DECK_TABLE, 5, self.name)
        rules.dealer = deal_one_deck


class ThreePlayers(Variant):
    name = "three-players"
    source = "000 (Partie à trois), 001"
    summary = ("Three players (south, west, north) with two decks and a joker, 35 cards each: reserve 8, "
               "3 houses each, hand 24; the first house emptied leaves play; the joker is set aside; "
               "either opponent may call Stop! (stop:W).")
    conflicts = frozenset({"one-deck"})
    combines_with = frozenset({
        "discard-available", "reserve-11", "reserve-12", "strict-priorities", "minimal-freeing",
        "early-turn", "false-stop-penalty", "alternating-starts", "group-moves", "zank-patience", "zank-advanced",
    })
    why_not = "it is written for two players: its start rule, deal or call assume one opponent"
    order = 100

    def configure(self, rules: RulesBuilder[Position]) -> None:
        if rules.wegner_stop:  # with zank-patience: Wegner's three-player game, his deal on this table
            rules.table = THREE_PLAYER_TABLE
            rules.dealer = deal_zank_three
            return
        _set_table(rules, THREE_PLAYER_TABLE, 8, self.name)
        rules.dealer = deal_three
        rules.start_rule = lowest_reserve_starts_of_all


__all__ = ["OneDeck", "ThreePlayers", "deal_one_deck", "deal_zank_one_deck", "deal_zank_three", "three_packets", "one_deck_packets", "deal_three", "lowest_reserve_starts_of_all", "shuffle"]
