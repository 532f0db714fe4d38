"""003's ways of playing ("Crapette" as commonly played in France): its turn, the
opponent's cards on the foundations, the blocked game, and the four ways as presets.

- ``french-turn``: "Le joueur ayant la main retourne la carte du dessus de son talon
  puis réalise autant de mouvements qu'il peut. Lorsqu'il a fini, il déplace la carte
  du dessus de son talon sur son écart" and "puis, celle du talon, la suivante est
  retournée": the hand card is turned at the start of the turn and again each time it
  is played; the turn ends when it goes onto the discard.
- ``fewer-cards-wins``: "En cas de blocage le joueur qui a le moins de cartes a
  également gagné."
- the four ways as presets: ``engine/presets.py``.
"""

from __future__ import annotations

from crapette.engine.position import Position


def turn_next_hand_card(pos: Position, player: int) -> bool:
    """Turn ``player``'s next hand card if none is turned (re-forming the hand from the
    discard when it is empty). Returns True when the hand was re-formed."""
    turned = pos.piles[pos.table.hand_card_of[player]]
    if turned:
        return False
    hand = pos.hands[player]
    reformed = False
    if not hand:
        discard = pos.piles[pos.table.discard_of[player]]
        if not discard:
            return False
        hand.extend(reversed(discard))
        discard.clear()
        reformed = True
    turned.append(hand.pop())
    return reformed


def fewer_cards_winner(pos: Position) -> int | None:
    """The player with fewer cards left (reserve, hand, turned card, discard), or None on equal numbers."""
    counts = [pos.stock_count(p) for p in pos.table.seats]
    fewest = min(counts)
    if counts.count(fewest) > 1:
        return None
    return counts.index(fewest)


__all__ = ["fewer_cards_winner", "turn_next_hand_card"]
