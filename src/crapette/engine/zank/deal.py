"""Zank-Patience's table, deal and start rule (``001``; ruling 24).

Each player's source (Quelle) is the position's ``hand`` (the top is the last card) and
their discard (Ablage) the ``discard`` pile; the reserve stays empty. The houses (his
Rand) start empty, and so do the foundations (his Mitte).
"""

from __future__ import annotations

from crapette.engine.cards import JOKER, Card, rank, suit
from crapette.engine.position import Position, Rules, SplitMix64, shuffled_deck
from crapette.engine.table import Pile, Seat


def deal_zank(seed: int, rules: Rules) -> Position:
    """Ruling 24: one seed shuffles south's deck, then north's (as the standard deal)."""
    rng = SplitMix64(seed)
    return zank_from_packets(rules, [shuffled_deck(rng) for _ in rules.table.seats])


def deal_schikanieren(seed: int, rules: Rules) -> Position:
    """Ruling 25 (the order of the deal is ours): one seed shuffles south's deck, then
    north's, as the standard deal; each player deals their packet as the standard game's
    face-down-tableau deal does, from the top: the Schikanier pile of 12 where the reserve
    lies (the last dealt on top, face up), one face-down card on each of their four houses
    (nearest the pile first), one face-up card on each (farthest first); the next card
    starts the discard and the other 31 are the source."""
    rng = SplitMix64(seed)
    pos = Position.empty(rules)
    table = pos.table
    for seat in table.seats:
        pos.hands[seat] = pos.deal_packet(seat, shuffled_deck(rng))
        start_discard(pos, seat)
    pos.face_down = (rules.face_down_houses,) * table.house_count
    pos.first_turns = table.seats  # written as in every Zank-Patience position, though no house waits here
    pos.to_move = rules.start_rule(pos)
    return pos


def zank_from_packets(rules: Rules, packets: list[list[Card]]) -> Position:
    """Each seat's shuffled packet (in order of play) is its face-down source, the first
    card shuffled on top; each player turns their top source card face up as the first
    card of their discard ("Jeder legt die oberste Karte seiner Quelle offen als erste
    Karte auf seine Ablage"). The one-deck game deals its packets so too."""
    pos = Position.empty(rules)
    table = pos.table
    for seat, packet in zip(table.seats, packets):
        pos.hands[seat] = packet[::-1]  # packet[0] on top
        start_discard(pos, seat)
    pos.first_turns = table.seats  # nobody has had their first turn (ruling 27: the position says so)
    pos.to_move = rules.start_rule(pos)
    return pos


def start_discard(pos: Position, seat: Seat) -> None:
    """The top card of the seat's source goes face up onto its empty discard; the joker
    (three players) is set aside instead and the next card goes ("der Joker wird beim
    Auftauchen nur weggelegt")."""
    source = pos.hands[seat]
    while source:
        card = source.pop()
        if card != JOKER:
            pos.piles[pos.table.discard_of[seat]].append(card)
            return
        pos.aside += (card,)


def lower_discard_starts(pos: Position) -> Seat:
    """Ruling 24 (ours: 001 does not say who starts): the lower first discard card starts,
    ace low; on equal ranks clubs < diamonds < hearts < spades; identical cards: south
    (three players: the first of them in order of play, south, west, north)."""
    t = pos.table

    def key(seat: Seat) -> tuple[int, int]:
        card = pos.piles[t.discard_of[seat]][0]
        return rank(card), suit(card)

    return min(t.seats, key=key)  # min keeps the first of equal keys: south first


def first_turn_houses(pos: Position) -> tuple[Pile, ...] | None:
    """The houses the player to move may fill now, when the game's first-turn rule holds
    ("Der beginnende Spieler belegt beim ersten Zug nur vier Randstapel"); None when every
    house is open. The game declares its rule (``GameType.first_turn_houses``):
    Schikanieren deals every house, so it has none."""
    rule = pos.rules.game.first_turn_houses
    return None if rule is None else rule(pos)


def first_turn_houses_two(pos: Position) -> tuple[Pile, ...] | None:
    """Two players: the starting player's first turn fills only their own four houses
    (ruling 24: south H5–H8, north H1–H4), however that turn ends (ruling 27): while
    nobody's first turn has ended; the opponent then uses every empty house. The position
    lists the seats whose first turn has not ended (``first_turns``): the card counts
    cannot tell, since a founded Stop! puts a source card back."""
    t = pos.table
    if pos.to_move not in pos.first_turns or len(pos.first_turns) < 2:
        return None  # (the second player's first turn: the starter's has ended)
    return t.dealt_houses_of[pos.to_move]


def first_turn_houses_three(pos: Position) -> tuple[Pile, ...] | None:
    """Three players (ruling 24: "jeder beginnt drei Randstapel"): every player's first
    turn fills only their own three houses; the position lists the seats whose first
    turn has not ended (``first_turns``)."""
    t = pos.table
    if pos.to_move not in pos.first_turns:
        return None
    return tuple(h for h in t.dealt_houses_of[pos.to_move] if h in t.houses)


__all__ = ["deal_schikanieren", "deal_zank", "first_turn_houses", "first_turn_houses_three",
           "first_turn_houses_two", "lower_discard_starts", "start_discard", "zank_from_packets"]
