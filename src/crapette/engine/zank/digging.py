"""The freeing search behind Wegner's announced moves 2 and 3.

A house is always a run down one rank at a time (in alternating colours; in suit in
Schikanieren, above its face-down cards), so digging into it uncovers cards one rank
higher each time. A card lifted off can therefore never go onto another card
lifted off the same house, and a house top accepts one rank only: each lifted card
needs its own target, and no two lifted cards want the same non-empty house. That makes
the search a count, not a tree: every lifted card either goes to a foundation (his move 1
comes first whenever it can), or onto a non-empty house that takes it, or else onto an
empty house ("Auf einen leeren Randstapel darf man eine Karte nur dann legen, wenn sie
auf keinen nichtleeren paßt"), and there must be enough empty houses for the last kind.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from crapette.engine.cards import ACE, FOUNDATION_NEXT, HOUSE_ACCEPTS, SUIT_HOUSE_ACCEPTS, Card, make_card
from crapette.engine.piles import ALL_PILES
from crapette.engine.position import Position
from crapette.engine.table import Pile


def _fits_foundation(pos: Position, card: Card) -> bool:
    """``goes_on_foundation`` for each foundation, written out (the ladder asks it for
    every card it digs towards, many times a position): an ace goes on an empty
    foundation, any other card on the card one rank below it in its suit."""
    piles = pos.piles
    if card < _FIRST_TWO:  # an ace
        return any(not piles[f] for f in pos.table.foundations)
    below = card - _RANK_STEP
    for f in pos.table.foundations:
        pile = piles[f]
        if pile and pile[-1] == below:
            return True
    return False


#: cards are numbered rank by rank, the four suits of a rank together (``cards.py``): the
#: card one rank below ``card`` in its suit is ``card - _RANK_STEP``, the aces come first
_RANK_STEP = FOUNDATION_NEXT[make_card(ACE, 0)] - make_card(ACE, 0)  # type: ignore[operator]
_FIRST_TWO = make_card(ACE + 1, 0)


def foundation_takes(pos: Position) -> frozenset[Card]:
    """Every card ``fits_foundation`` says yes to now, for a position that asks it of many."""
    piles, foundations = pos.piles, pos.table.foundations
    out = {piles[f][-1] + _RANK_STEP for f in foundations if piles[f]}
    if not all(map(piles.__getitem__, foundations)):
        out.update(range(_FIRST_TWO))  # the aces
    return frozenset(out)


def fits_foundation(pos: Position, card: Card) -> bool:
    """Whether some foundation takes ``card`` now."""
    return _fits_foundation(pos, card)


def fits_house(pos: Position, card: Card, top: Card) -> bool:
    """Whether ``card`` goes on a house showing ``top``: down in alternating colours, or
    in suit (Schikanieren: "nur Karten derselben Sorte in absteigender Folge")."""
    return card in pos.table.house_accepts[top]


def hidden_under(pos: Position, house: Pile) -> int:
    """The face-down cards at the bottom of a house (Schikanieren deals one under each)."""
    return pos.face_down[pos.table.house_index(house)] if pos.face_down else 0


#: per card (its number: a list of 54), the non-empty houses that take it (``fitting_houses``)
Fitting = list[tuple[Pile, ...]]

#: a slot of the per-card tables that no card reads (the cards are 0 … 52)
NOWHERE = 53
_ONE = tuple((pile,) for pile in range(len(ALL_PILES)))  # a pile as a tuple of one, made once
#: per table of what a house takes (``Table.house_accepts``: alternating colours, or in suit
#: in Schikanieren), by its id: per house top, the cards it takes as exactly two slots (the
#: missing ones ``NOWHERE``), so that a house is added to a card's entry without a loop
TWO_SLOTS = {id(accepts): tuple(tuple((*taken, NOWHERE, NOWHERE)[:2]) for taken in accepts)
             for accepts in (HOUSE_ACCEPTS, SUIT_HOUSE_ACCEPTS)}


def fitting_houses(pos: Position, open_houses: Collection[Pile]) -> Fitting:
    """Per card, the non-empty houses among ``open_houses`` that take it, in their order:
    what ``house_targets`` looks for, worked out once for a position that asks it of
    many cards."""
    piles, one = pos.piles, _ONE
    two = TWO_SLOTS[id(pos.table.house_accepts)]
    out: Fitting = [()] * (NOWHERE + 1)
    for h in open_houses:
        pile = piles[h]
        if pile:
            first, second = two[pile[-1]]
            out[first] += one[h]
            out[second] += one[h]
    return out


def house_targets(pos: Position, card: Card, src: Pile, open_houses: Collection[Pile],
                  fitting: Fitting | None = None) -> tuple[list[Pile], list[Pile]]:
    """The non-empty houses (other than ``src``) that take ``card``, and the empty houses
    it may go to, each among ``open_houses`` (the starting player's four on their first
    turn). A card goes to an empty house only when it fits no non-empty one.
    ``fitting``: ``fitting_houses`` of the same position and houses, when known."""
    piles = pos.piles
    if fitting is None:
        accepts = pos.table.house_accepts  # fits_house, written out
        full = [h for h in open_houses if h != src and piles[h] and card in accepts[piles[h][-1]]]
    else:
        full = [h for h in fitting[card] if h != src]
    if full:
        return full, []
    return [], [h for h in open_houses if h != src and not piles[h]]


def empty_houses_filled(pos: Position, src: Pile, lifted: Sequence[Card], open_houses: Collection[Pile],
                        fitting: Fitting | None = None) -> int | None:
    """How many empty houses the cards ``lifted`` (the top first) take in leaving house
    ``src`` (each goes to a foundation, else to a non-empty house that takes it, else to
    an empty house of its own), or None when one of them can go nowhere."""
    piles = pos.piles
    empty = sum(1 for h in open_houses if h != src and not piles[h])
    filled = 0
    for card in lifted:
        if _fits_foundation(pos, card):
            continue
        full, _ = house_targets(pos, card, src, open_houses, fitting)
        if full:
            continue
        if filled == empty:
            return None
        filled += 1
    return filled


def can_lift(pos: Position, src: Pile, lifted: Sequence[Card], open_houses: Collection[Pile],
             fitting: Fitting | None = None) -> bool:
    """Whether the cards ``lifted`` (the top first) can each leave house ``src``: to a
    foundation, to a non-empty house that takes it, or to an empty house of its own."""
    return empty_houses_filled(pos, src, lifted, open_houses, fitting) is not None


def freeable(pos: Position, src: Pile, depth: int, open_houses: Collection[Pile],
             fitting: Fitting | None = None) -> bool:
    """Move 2: the face-up card ``depth`` cards below the top of ``src`` can be uncovered
    and then goes to a foundation."""
    pile = pos.piles[src]
    if depth >= len(pile) - hidden_under(pos, src):
        return False
    card = pile[-1 - depth]
    return _fits_foundation(pos, card) and can_lift(pos, src, pile[:-1 - depth:-1][:depth], open_houses, fitting)


def emptying_gain(pos: Position, src: Pile) -> int:
    """The empty houses a house emptied adds: one, or none when it is the first house
    emptied of the three-player game, which then leaves play (ruling 23)."""
    table = pos.table
    return 0 if table.houses_leave and not table.out and src in table.houses else 1


def emptying_fault(pos: Position, src: Pile, open_houses: Collection[Pile], fitting: Fitting | None = None) -> str | None:
    """Why house ``src`` cannot be emptied as move 3 asks, as a code (None: it can):
    ``hidden`` its bottom card is face down (Schikanieren); ``stuck`` a card above the
    bottom one can go nowhere; ``leaves`` it is the first house emptied of the
    three-player game, which then leaves play; ``fills`` its cards would fill as many
    empty houses as the emptying makes; ``bottom`` its bottom card fits on no non-empty
    house (on an empty one it would fill a house: no gain either, ruling 26)."""
    pile = pos.piles[src]
    if hidden_under(pos, src):
        return "hidden"
    filled = empty_houses_filled(pos, src, pile[:0:-1], open_houses, fitting)
    if filled is None:
        return "stuck"
    gain = emptying_gain(pos, src)
    if gain - filled < 1:
        return "leaves" if gain == 0 else "fills"
    if fitting is not None:
        if not any(h != src for h in fitting[pile[0]]):
            return "bottom"
        return None
    piles = pos.piles
    if not any(h != src and piles[h] and fits_house(pos, pile[0], piles[h][-1]) for h in open_houses):
        return "bottom"
    return None


def emptiable(pos: Position, src: Pile, open_houses: Collection[Pile]) -> bool:
    """Move 3: every card of ``src`` above its bottom card can be lifted off, the bottom
    card then goes onto a non-empty other house, and the sequence leaves more empty
    houses than before (our ruling on move 3, docs/rules.md §12a: an emptying that only
    fills another empty house gains nothing, and would let two houses trade a card for
    ever). A face-down bottom card, in Schikanieren, is turned up instead: such a house
    cannot be emptied so."""
    return emptying_fault(pos, src, open_houses) is None


__all__ = ["Fitting", "can_lift", "emptiable", "empty_houses_filled", "emptying_fault", "emptying_gain", "fits_foundation",
           "NOWHERE", "TWO_SLOTS", "fits_house", "fitting_houses", "foundation_takes", "freeable", "hidden_under", "house_targets"]
