"""Dealing a packet per seat as the standard game deals (the one-deck and three-player
games, and games like them): the reserve, any face-down house cards, the houses
farthest first, the rest as the hand; a joker that shows is set aside."""

from __future__ import annotations

from crapette.engine.cards import JOKER, Card
from crapette.engine.position import Position, Rules


def deal_packets(rules: Rules, packets: list[list[Card]]) -> Position:
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


__all__ = ["deal_packets"]
