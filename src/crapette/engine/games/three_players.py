"""The three-player game (000's Partie à trois, 001; ruling 23): south, west and north
with two decks and a joker, 35 cards each (reserve 8, three houses, hand 24); the first
house emptied leaves play; the joker is set aside; either opponent may call Stop!.
Everything else is the standard game's rules, which read the table's shape. Its deal is
documented in ``docs/rules.md`` §12 so that an outside program can reproduce it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from crapette.engine.cards import JOKER, Card, card_text, rank
from crapette.engine.games import GameType, register
from crapette.engine.games.packets import deal_packets
from crapette.engine.position import Position, Rules, parse_cards
from crapette.engine.ruleset import GameVariant, RulesBuilder
from crapette.engine.splitmix import SplitMix64, shuffle
from crapette.engine.state import StateField
from crapette.engine.table import THREE_PLAYER_TABLE
from crapette.engine.variants import standard_setup


def three_packets(seed: int) -> list[list[Card]]:
    """The pack of 105 shuffled once from the seed and cut in three packets of 35
    (south's, west's, north's)."""
    pack = shuffle([*range(52), *range(52), JOKER], SplitMix64(seed))
    n = len(pack) // 3
    return [pack[i * n:(i + 1) * n] for i in range(3)]


def deal_three(seed: int, rules: Rules) -> Position:
    """Ruling 23: the pack of 105 (two decks in card order, AC … KS twice, then the joker)
    is shuffled once and dealt 35 to each seat, south first, then west, then north."""
    return deal_packets(rules, three_packets(seed))


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


def _write_aside(pos: Position) -> list[str]:
    return [card_text(c) for c in pos.aside]


def _read_aside(pos: Position, obj: Mapping[str, Any]) -> None:
    pos.aside = tuple(parse_cards(obj.get("aside", []), "'aside'"))


#: the cards set aside out of play: the joker, once it has shown (ruling 23); the
#: three-player games' (their pack has the joker)
ASIDE = StateField("aside", 0, _write_aside, _read_aside)


def three_players_setup(rules: RulesBuilder[Position]) -> None:
    """The standard game's rules at the three-player table: its deal and start rule
    (reserve-11 and reserve-12 keep their sizes: they configure after)."""
    standard_setup(rules)
    rules.table = THREE_PLAYER_TABLE
    rules.reserve_size = 8
    rules.dealer = deal_three
    rules.start_rule = lowest_reserve_starts_of_all


class ThreePlayers(GameVariant):
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


THREE_PLAYERS = register(GameType(
    name="three-players",
    source=ThreePlayers.source,
    summary=ThreePlayers.summary,
    table=THREE_PLAYER_TABLE,
    setup=three_players_setup,
    chosen_by=frozenset({"three-players"}),
    state=(ASIDE,),
))

__all__ = ["ASIDE", "THREE_PLAYERS", "ThreePlayers", "deal_three", "lowest_reserve_starts_of_all", "three_packets",
           "three_players_setup"]
