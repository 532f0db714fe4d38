"""Zank-Patience's table, deal and start rule (``001``; ruling 24).

Each player's source (Quelle) is the position's ``hand`` (the top is the last card) and
their discard (Ablage) the ``discard`` pile; the reserve stays empty. The houses (his
Rand) start empty, and so do the foundations (his Mitte).
"""

from __future__ import annotations

from crapette.engine.cards import Card, rank, suit
from crapette.engine.piles import NORTH, SOUTH
from crapette.engine.position import Position, Rules, SplitMix64, shuffled_deck
from crapette.engine.table import Pile, Seat, Table

#: Wegner's table: the standard shape (two seats, eight houses, eight foundations), a
#: table of its own so that the app, which draws reserves, knows it is another game
ZANK_TABLE = Table()


def deal_zank(seed: int, rules: Rules) -> Position:
    """Ruling 24: one seed shuffles south's deck, then north's (as the standard deal)."""
    rng = SplitMix64(seed)
    return zank_from_packets(rules, [shuffled_deck(rng) for _ in rules.table.seats])


def zank_from_packets(rules: Rules, packets: list[list[Card]]) -> Position:
    """Each seat's shuffled packet (in order of play) is its face-down source, the first
    card shuffled on top; each player turns their top source card face up as the first
    card of their discard ("Jeder legt die oberste Karte seiner Quelle offen als erste
    Karte auf seine Ablage"). The one-deck game deals its packets so too."""
    pos = Position.empty(rules)
    table = pos.table
    for seat, packet in zip(table.seats, packets):
        source = packet[::-1]  # packet[0] on top
        pos.piles[table.discard_of[seat]].append(source.pop())
        pos.hands[seat] = source
    pos.to_move = rules.start_rule(pos)
    return pos


def lower_discard_starts(pos: Position) -> Seat:
    """Ruling 24 (ours: 001 does not say who starts): the lower first discard card starts,
    ace low; on equal ranks clubs < diamonds < hearts < spades; identical cards: south."""
    t = pos.table

    def key(seat: Seat) -> tuple[int, int]:
        card = pos.piles[t.discard_of[seat]][0]
        return rank(card), suit(card)

    return NORTH if key(NORTH) < key(SOUTH) else SOUTH


def first_turn_houses(pos: Position) -> tuple[Pile, ...] | None:
    """The houses the player to move may fill now, when it is the starting player's first
    turn ("Der beginnende Spieler belegt beim ersten Zug nur vier Randstapel"): their own
    four (ruling 24: south H5–H8, north H1–H4); None when every house is open.

    The first turn is told from the position: the opponent has not yet taken a card from
    their source (every turn ends with one), so it still holds all but the card that
    started their discard."""
    t = pos.table
    opponent = t.opponent_of[pos.to_move]
    if len(pos.hands[opponent]) != t.pack.size // t.seat_count - 1:
        return None
    return t.dealt_houses_of[pos.to_move]


__all__ = ["ZANK_TABLE", "deal_zank", "first_turn_houses", "lower_discard_starts", "zank_from_packets"]
