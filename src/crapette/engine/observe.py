"""What a player may see of a game, as OpenSpiel's observer: the public view that a
match server sends to its clients (issue 30), so that no face-down card ever leaves it.

In every game of the program the hidden cards are hidden from everyone alike: nobody
knows the order of a hand (Wegner's source), the cards under a reserve's top card (a
Schikanier pile), a face-down reserve's top or the face-down cards of a house, not
even their owner. So one view serves every seat and every watcher.

A card is *seen* once it has lain face up; a seen card stays known (everyone saw it,
as at the table: a discard turned over into a new hand is the discard's order). A card
leaves its pile only from the top, face up — a hand's top card is turned as it leaves
— so a card never seen still lies where it was dealt. The observer follows, for every
pile of the deal, how deep it was ever dug (``low``): below that depth the cards are
the dealt ones. The *view start* is the deal with every card never seen replaced by a
stand-in: the cards never seen, sorted, laid on the unseen places in a fixed order, so
the stand-ins tell only what the cards seen already tell (which cards are left). A
game replayed from the view start shows every card seen where it truly is, because the
rules decide only on cards face up (tested on random games of every variant); each
card that turns up is sent as a *reveal* (its place in the deal and its identity),
which the client puts in before it plays the action that turns it up.

``public_digest`` is a short hash of what a position shows (face-down cards as
blanks): the server sends it with every action, the client compares its own.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from crapette.engine.cards import JOKER, card_text, parse_card

if TYPE_CHECKING:
    from crapette.engine.game import Game
    from crapette.engine.position import Position

#: a place of the deal: ("pile", pile number, index) or ("hand", seat, index), bottom = 0
Slot = tuple[str, int, int]

#: how a face-down card is written in a public view
BLANK = "??"


@dataclass(frozen=True)
class Reveal:
    """A card of the deal that turns up: its place in the deal and what it is."""

    slot: Slot
    card: int

    def to_json(self) -> list[Any]:
        return [self.slot[0], self.slot[1], self.slot[2], card_text(self.card)]

    @classmethod
    def from_json(cls, obj: Any) -> Reveal:
        """ValueError for anything but ``[kind, number, index, card]``."""
        if not (isinstance(obj, list) and len(obj) == 4 and obj[0] in ("pile", "hand")
                and all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 4096 for v in obj[1:3])
                and isinstance(obj[3], str)):
            raise ValueError("a reveal is [\"pile\"|\"hand\", number, index, card]")
        return cls((obj[0], obj[1], obj[2]), parse_card(obj[3]))


def face_up(pos: Position, pile: int, index: int) -> bool:
    """Whether the card at ``index`` (0 = bottom) of ``pile`` lies face up now."""
    table = pos.table
    cards = pos.piles[pile]
    if table.is_reserve(pile):  # a reserve (a Schikanier pile) shows its top card only
        owner = table.owner_of[pile]
        return index == len(cards) - 1 and not (owner is not None and pos.reserve_hidden[owner])
    if pos.face_down and pile in table.all_houses:
        return index >= pos.face_down[table.house_index(pile)]
    return True


def _slots(pos: Position) -> list[tuple[Slot, list[int]]]:
    """Every pile and hand of ``pos`` with its place kind and number."""
    out: list[tuple[Slot, list[int]]] = [(("pile", i, 0), p) for i, p in enumerate(pos.piles)]
    out += [(("hand", s, 0), h) for s, h in enumerate(pos.hands)]
    return out


def _prefix(a: list[int], b: list[int], upto: int) -> int:
    n = min(upto, len(a), len(b))
    for i in range(n):
        if a[i] != b[i]:
            return i
    return n


class Observer:
    """Follows a game from its deal (``game.start``) and says which dealt cards have been
    seen; see the module docstring. Call ``update`` after every change of the game."""

    def __init__(self, game: Game) -> None:
        self.start = game.start.copy()
        self._start_cards = [cards[:] for _slot, cards in _slots(self.start)]
        self._kinds = [slot[:2] for slot, _cards in _slots(self.start)]
        self.low = [len(cards) for cards in self._start_cards]
        self.seen = [[False] * len(cards) for cards in self._start_cards]
        self._mark(self.start)  # what the deal shows
        self.update(game.position)  # and what the game shows now (a game already under way)

    def _mark(self, pos: Position) -> list[Reveal]:
        """Mark the dealt cards ``pos`` shows face up; the ones seen for the first time."""
        found: list[Reveal] = []
        current = [cards for _slot, cards in _slots(pos)]
        for k, (kind, number) in enumerate(self._kinds):
            start, seen = self._start_cards[k], self.seen[k]
            low = self.low[k] = _prefix(start, current[k], self.low[k])
            for i, card in enumerate(start):
                if seen[i]:
                    continue
                # dug out (it left face up, or was turned as it left), or face up where it was dealt
                if i >= low or (kind == "pile" and face_up(pos, number, i)):
                    seen[i] = True
                    found.append(Reveal((kind, number, i), card))
        return found

    def update(self, pos: Position) -> list[Reveal]:
        """The dealt cards seen for the first time now that the game is at ``pos``."""
        return self._mark(pos)

    def hidden(self) -> list[Slot]:
        """The places of the deal whose card was never seen, in a fixed order (the hands
        first, bottom up, then the piles)."""
        out: list[Slot] = []
        order = sorted(range(len(self._kinds)), key=lambda k: (self._kinds[k][0] != "hand", self._kinds[k][1]))
        for k in order:
            kind, number = self._kinds[k]
            out += [(kind, number, i) for i, s in enumerate(self.seen[k]) if not s]
        return out

    def view_start(self) -> Position:
        """The deal with every card never seen replaced by a stand-in (the unseen cards,
        sorted, on the unseen places in the order of ``hidden``: the joker, if unseen, in
        a hand first, where it may lie face down)."""
        pos = self.start.copy()
        places = self.hidden()
        cards = sorted((self._card(slot) for slot in places), key=lambda c: (c != JOKER, c))
        for slot, card in zip(places, cards):
            _put(pos, slot, card)
        return pos

    def _card(self, slot: Slot) -> int:
        return _get(self.start, slot)


def _get(pos: Position, slot: Slot) -> int:
    kind, number, index = slot
    return (pos.hands if kind == "hand" else pos.piles)[number][index]


def _put(pos: Position, slot: Slot, card: int) -> None:
    kind, number, index = slot
    (pos.hands if kind == "hand" else pos.piles)[number][index] = card


def put_reveal(reveal: Reveal, hidden: list[Slot], *positions: Position) -> bool:
    """The client's side: the card of ``reveal`` put in its place in the view start and
    in the game's position now (a card never seen still lies where it was dealt), swapped
    with the unseen place holding that card as a stand-in, so that no card appears more
    often than the pack holds it. ``hidden`` (the unseen places) loses the slot. False
    when the slot was not hidden or the swap found no partner (the client resyncs)."""
    slot = reveal.slot
    if slot not in hidden:
        return False
    hidden.remove(slot)
    first = positions[0]
    try:
        old = _get(first, slot)
    except IndexError:
        return False
    if old == reveal.card:
        return True
    partner = next((s for s in hidden if _get(first, s) == reveal.card), None)
    for pos in positions:
        try:
            _put(pos, slot, reveal.card)
            if partner is not None:
                _put(pos, partner, old)
        except IndexError:
            return False
    return partner is not None


def public_json(pos: Position) -> dict[str, Any]:
    """The position JSON with every face-down card written as ``??`` (the hands too)."""
    obj = pos.to_json()
    table = pos.table
    for seat in table.seats:
        side = obj[table.seat_name(seat)]
        side["hand"] = [BLANK] * len(side["hand"])
        reserve = table.reserve_of[seat]
        side["reserve"] = [c if face_up(pos, reserve, i) else BLANK for i, c in enumerate(side["reserve"])]
    if pos.face_down:
        houses = obj["houses"]
        for i, pile in enumerate(table.all_houses):
            row = houses[i]
            if row is not None:
                houses[i] = [c if face_up(pos, pile, k) else BLANK for k, c in enumerate(row)]
    return obj


def public_digest(pos: Position) -> str:
    """A short hash of what ``pos`` shows (``public_json``): equal on the server and on a
    client exactly when both show the same table."""
    text = json.dumps(public_json(pos), sort_keys=True, separators=(",", ":"))
    return hashlib.blake2b(text.encode(), digest_size=8).hexdigest()


__all__ = ["BLANK", "Observer", "Reveal", "Slot", "face_up", "public_digest", "public_json", "put_reveal"]
