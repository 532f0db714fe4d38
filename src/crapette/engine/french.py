"""003's ways of playing ("Crapette" as commonly played in France): its turn, the
opponent's cards on the foundations, the blocked game, and the four ways as presets.

- ``french-turn``: "Le joueur ayant la main retourne la carte du dessus de son talon
  puis réalise autant de mouvements qu'il peut. Lorsqu'il a fini, il déplace la carte
  du dessus de son talon sur son écart" and "puis, celle du talon, la suivante est
  retournée": the hand card is turned at the start of the turn and again each time it
  is played; the turn ends when it goes onto the discard.
- ``fewer-cards-wins``: "En cas de blocage le joueur qui a le moins de cartes a
  également gagné."
- ``fill-spaces-first`` (ruling 28): "obligation de jouer la crapette s'il y a une case
  vide": in the ways with no call that judges it (``plain``, ``call``), any other action
  is refused while the player's reserve card could fill an empty house; in ``hardest``
  it is C2, called with Crapette!.
- the four ways as presets: ``engine/presets.py``.
"""

from __future__ import annotations

from collections.abc import Callable

from crapette.engine.actions import MOVE, Action
from crapette.engine.position import Position
from crapette.engine.values import Named
from crapette.engine.why import Why


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


def _empty_house(pos: Position) -> int | None:
    """The first empty house when the mover's reserve card could fill it (ruling 28's
    obligation applies), else None."""
    t, piles = pos.table, pos.piles
    if not piles[t.reserve_of[pos.to_move]]:
        return None
    return next((h for h in t.houses if not piles[h]), None)


def plays_the_reserve(pos: Position, action: Action) -> bool:
    """The reserve card played on the table: to a house or to a foundation (as C2 says,
    "soit au centre, soit sur une pile")."""
    t = pos.table
    return (action.kind == MOVE and action.src == t.reserve_of[pos.to_move]
            and (t.is_house(action.dst) or t.is_foundation(action.dst)))


class FillSpacesFirst(Named):
    """The generator of ``fill-spaces-first``: the inner game's actions, only the reserve
    card's plays while an empty house waits for it (a value: equal rules stay equal;
    written by hand, as ``values.py`` says why)."""

    __slots__ = ("inner",)
    _names = __slots__

    inner: Callable[[Position], list[Action]]

    def __init__(self, inner: Callable[[Position], list[Action]]) -> None:
        object.__setattr__(self, "inner", inner)

    def __call__(self, pos: Position) -> list[Action]:
        out = self.inner(pos)
        if _empty_house(pos) is None:
            return out
        return [a for a in out if plays_the_reserve(pos, a)]


def fill_first_reason(pos: Position) -> Why | None:
    """Why every action but the reserve card's plays is refused now, naming the rule
    (None when the obligation does not apply)."""
    house = _empty_house(pos)
    if house is None:
        return None
    return Why("fill-spaces-first", house=house)


class FillSpacesFirstRefusal(Named):
    """Why ``fill-spaces-first`` refuses an action: the obligation, named, or the inner
    game's reason."""

    __slots__ = ("inner",)
    _names = __slots__

    inner: Callable[[Position, Action], Why | None]

    def __init__(self, inner: Callable[[Position, Action], Why | None]) -> None:
        object.__setattr__(self, "inner", inner)

    def __call__(self, pos: Position, action: Action) -> Why | None:
        reason = fill_first_reason(pos)
        if reason is not None and not plays_the_reserve(pos, action) and not action.is_call:
            return reason
        return self.inner(pos, action)


__all__ = ["FillSpacesFirst", "FillSpacesFirstRefusal", "fewer_cards_winner", "fill_first_reason",
           "plays_the_reserve", "turn_next_hand_card"]
