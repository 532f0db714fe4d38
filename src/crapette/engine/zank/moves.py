"""Which actions exist in Zank-Patience (his building rules, ``001``), and why not.

The moves of his list, and no others: house → foundation (1), house → house announced
(2, 3), own discard → foundation, house or the opponent's discard (4–7.1), ``turn``
taking the source's top card (7.2; with an empty source it first turns the discard over
as the new source, his move 8, after which 7.2 is the only move there is), and the card
taken from the source placed (7.2's cases). A house-to-house move is always his move 2
or 3, so it always carries its announcement (``H3-H5 free:7H``, ``H3-H5 empty:H3``).
The order of the result is canonical, as the standard generator's.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from crapette.engine.actions import MOVE, MOVES, PASS, PASS_ACTION, STOP, TURN, TURN_ACTION, Action, announced
from crapette.engine.cards import ACE, FOUNDATION_NEXT, Card, loads_onto, make_card
from crapette.engine.position import Position
from crapette.engine.rules import _ROWS, _moves_to, illegal_reason as standard_reason
from crapette.engine.table import Pile, Table
from crapette.engine.zank.deal import first_turn_houses
from crapette.engine.zank.digging import NOWHERE, TWO_SLOTS, Fitting, fits_house
from crapette.engine.why import Why


def open_houses(pos: Position) -> Collection[Pile]:
    """The houses the player to move may put cards on (their four on the starting
    player's first turn, else every house)."""
    if not pos.first_turns:  # every first turn over (most positions): every house
        return pos.table.houses
    return first_turn_houses(pos) or pos.table.houses


def has_schikanier(pos: Position) -> bool:
    """Schikanieren (ruling 25): each seat's reserve pile (``SR``, ``NR``) is its Schikanier
    pile; Wegner's own game leaves the reserves empty."""
    return pos.rules.game.has_reserve


def discard_like(pos: Position) -> tuple[Pile, ...]:
    """The mover's piles whose top card plays as his discard's (moves 4–7.1): the discard,
    and in Schikanieren the own Schikanier pile too ("und man darf dessen oberste Karte
    verwenden wie die der eigenen Ablage")."""
    return _seat_piles(pos)[0]


def load_piles(pos: Position) -> tuple[Pile, ...]:
    """The piles the mover may load (move 6 and 7.2's fourth case): every opponent's
    discard; in Schikanieren only the opponent's Schikanier pile ("Nur auf diesen Stapel
    darf der Gegner Karten ablegen")."""
    return _seat_piles(pos)[1]


#: per table (by id) and whether its game has Schikanier piles: each seat's ``discard_like``
#: and ``load_piles``, made once (the generator and the ladder ask them of every position)
_SEAT_PILES: dict[tuple[int, bool], tuple[Table, tuple[tuple[tuple[Pile, ...], tuple[Pile, ...]], ...]]] = {}


def _seat_piles(pos: Position) -> tuple[tuple[Pile, ...], tuple[Pile, ...]]:
    t = pos.table
    key = (id(t), pos.rules.game.has_reserve)
    got = _SEAT_PILES.get(key)
    if got is None or got[0] is not t:
        if len(_SEAT_PILES) >= 64:
            _SEAT_PILES.clear()
        own = t.reserve_of if key[1] else t.discard_of  # the pile an opponent loads
        got = _SEAT_PILES[key] = (t, tuple(
            ((t.discard_of[p], t.reserve_of[p]) if key[1] else (t.discard_of[p],), tuple(own[o] for o in t.opponents(p)))
            for p in range(len(t.discard_of))))  # by seat number (three players: play goes S W N)
    return got[1][pos.to_move]


#: per source house: its announced moves (his moves 2 and 3) for the destinations, the
#: cards freed and whether ``empty:`` is offered, made once (an announced move is a new
#: value, and a position offers dozens): emptied when one grows past ``_ANNOUNCED_MAX``
_ANNOUNCED: list[dict[tuple[tuple[Pile, ...], tuple[Card, ...], bool], tuple[Action, ...]]] = [{} for _ in MOVES]
_ANNOUNCED_MAX = 4096
_ONE = tuple((i,) for i in range(len(MOVES)))
_FIRST_TWO = make_card(ACE + 1, 0)  # the cards below it are the aces (``cards.py`` numbers rank by rank)


#: the last list the generator made on its general path, with its table of fitting houses
#: (``kept_fitting``)
_KEPT: list[tuple[list[Action], Fitting] | None] = [None]


def _announced_moves(src: Pile, dests: tuple[Pile, ...], goals: tuple[Card, ...], empties: bool) -> tuple[Action, ...]:
    """For each of ``dests``: ``src-dst free:C`` for each card of ``goals``, then
    ``src-dst empty:src`` when ``empties``; remembered (``_ANNOUNCED``)."""
    cache = _ANNOUNCED[src]
    if len(cache) >= _ANNOUNCED_MAX:
        cache.clear()
    made: list[Action] = []
    for dst in dests:
        made += [announced(src, dst, frees=c) for c in goals]
        if empties:
            made.append(announced(src, dst, empties=src))
    found = cache[dests, goals, empties] = tuple(made)
    return found


def zank_legal_actions(pos: Position) -> list[Action]:
    """Every action the player to move may make under 001's building rules.

    The hot path of Zank self-play and analysis, written as ``rules.legal_actions``:
    one pass finds the foundations each card goes on, then each source's top card is
    looked up (the order as listed: foundations, then houses in ``open_houses``' order,
    then the piles to load). A card goes on every empty open house and on the non-empty
    ones that take it (the ladder, not the generator, says which of them 001 allows)."""
    t, piles, p = pos.table, pos.piles, pos.to_move
    houses = open_houses(pos)
    accepts = t.house_accepts
    rows = _ROWS
    hand_card = t.hand_card_of[p]
    if piles[hand_card]:  # 7.2: the card taken from the source must be placed
        card = piles[hand_card][-1]
        dests = (*_foundations_for(pos, card),
                 *[h for h in houses if not piles[h] or card in accepts[piles[h][-1]]],
                 *_loads_for(pos, card), t.discard_of[p])
        made = rows[hand_card].get(dests)
        return list(made if made is not None else _moves_to(hand_card, dests))
    one = _ONE
    # found[card]: the foundations that take it, in order
    found: list[tuple[Pile, ...]] = [()] * 53
    found_empty: tuple[Pile, ...] = ()
    for f in t.foundations:
        pf = piles[f]
        if pf:
            need = FOUNDATION_NEXT[pf[-1]]
            if need is not None:
                found[need] += one[f]
        else:
            found_empty += one[f]
    if found_empty:
        found[0] = found[1] = found[2] = found[3] = found_empty  # the aces
    # onto[card]: the non-empty open houses that take it, in open_houses' order; the empty
    # ones take any card (merged in that order where both are found: ``_merged``)
    onto: list[tuple[Pile, ...]] = [()] * (NOWHERE + 1)
    empty: tuple[Pile, ...] = ()
    two = TWO_SLOTS[id(accepts)]
    for h in houses:
        ph = piles[h]
        if ph:
            first, second = two[ph[-1]]
            onto[first] += one[h]
            onto[second] += one[h]
        else:
            empty += one[h]
    out: list[Action] = []  # the house cards to a foundation (move 1) first,
    house_moves: list[Action] = []  # then the announced moves (2, 3)
    cache = _ANNOUNCED
    face_down, index_of = pos.face_down, t.house_index_of
    for h in t.houses:
        pile = piles[h]
        if not pile:
            continue
        top = pile[-1]
        dests = found[top]
        if dests:
            made = rows[h].get(dests)
            out += made if made is not None else _moves_to(h, dests)
        targets = onto[top]
        if empty:
            targets = _merged(houses, targets, empty) if targets else empty
        elif not targets:
            continue
        hidden = face_down[index_of[h]] if face_down else 0  # Schikanieren: a face-down card is neither freed nor moved
        # the cards under the top one that a foundation takes: move 2 may free each
        goals = tuple(filter(found.__getitem__, pile[hidden:-1]))
        empties = not hidden
        made = cache[h].get((targets, goals, empties))
        house_moves += made if made is not None else _announced_moves(h, targets, goals, empties)
    out += house_moves
    for own in discard_like(pos):
        pile = piles[own]
        if pile:
            card = pile[-1]
            targets = onto[card]
            if empty:
                targets = _merged(houses, targets, empty) if targets else empty
            dests = found[card] + targets + _loads_for(pos, card)
            if dests:
                made = rows[own].get(dests)
                out += made if made is not None else _moves_to(own, dests)
    if pos.hands[p] or piles[t.discard_of[p]]:
        out.append(TURN_ACTION)
    elif piles[t.reserve_of[p]]:  # Schikanieren, source and discard played out: only the Schikanier pile is left
        out.append(PASS_ACTION)
    _KEPT[0] = (out, onto)  # one store: a reader sees both or neither
    return out


def kept_fitting(legal: Sequence[Action]) -> Fitting | None:
    """``fitting_houses(pos, open_houses(pos))`` as the generator worked it out making
    ``legal``, when ``legal`` is the last list it made (else None): the analysis of a
    position asks for the same table right after its list. ``legal`` must still be the
    list of its position, as a game's cached list is (else the analysis is wrong anyway)."""
    kept = _KEPT[0]
    return kept[1] if kept is not None and kept[0] is legal else None


def _merged(houses: Collection[Pile], full: tuple[Pile, ...], empty: tuple[Pile, ...]) -> tuple[Pile, ...]:
    """The non-empty houses ``full`` and the empty ones together, in ``houses``' order."""
    order = list(houses)
    return tuple(sorted(full + empty, key=order.index))


def _foundations_for(pos: Position, card: Card) -> tuple[Pile, ...]:
    """The foundations that take ``card``, in order: an ace every empty one, another
    card each one showing the card below it in its suit."""
    piles = pos.piles
    if card < _FIRST_TWO:
        return tuple(f for f in pos.table.foundations if not piles[f])
    return tuple(f for f in pos.table.foundations if piles[f] and FOUNDATION_NEXT[piles[f][-1]] == card)


def _loads_for(pos: Position, card: Card) -> tuple[Pile, ...]:
    """The piles to load (``load_piles``) that take ``card``."""
    piles = pos.piles
    return tuple(target for target in load_piles(pos) if piles[target] and loads_onto(card, piles[target][-1]))


def zank_illegal_reason(pos: Position, action: Action) -> Why | None:
    """Why 001's building rules refuse the action (None: they allow it)."""
    if action in zank_legal_actions(pos):
        return None
    t, piles, p = pos.table, pos.piles, pos.to_move
    if action.kind == PASS and has_schikanier(pos):
        return Why("zank.pass-schikanier")
    if action.kind == PASS:
        return Why("zank.no-pass")
    if action.kind == STOP:
        return Why("stop.not-a-move")
    if action.kind == TURN and piles[t.hand_card_of[p]]:
        return Why("zank.place-source-card")
    if action.kind != MOVE:
        return Why("zank.not-a-move")
    house_to_house = t.is_house(action.src) and t.is_house(action.dst)
    if (action.frees >= 0 or action.empties >= 0) and not house_to_house:
        return Why("zank.announced-house-to-house")
    reason = _schikanier_reason(pos, action) or standard_reason(pos, action)
    if reason is not None and not house_to_house:
        return reason
    src, dst = action.src, action.dst
    if piles[t.hand_card_of[p]] and src != t.hand_card_of[p]:
        return Why("zank.place-source-card-first")
    if not has_schikanier(pos) and (t.reserve_of[p] == src or t.is_reserve(dst)):
        return Why("zank.no-reserves")
    if t.is_house(src) and t.is_house(dst):
        return _house_move_reason(pos, action)
    if t.is_house(src):
        return Why("zank.house-card-goes")
    if t.is_house(dst) and dst not in open_houses(pos):
        return _first_turn_words(pos, dst)
    return reason or Why("zank.no-move-of-the-list")


def _first_turn_words(pos: Position, dst: Pile) -> Why:
    return Why("zank.first-turn-houses", house=dst, seats=pos.table.seat_count)


def _schikanier_reason(pos: Position, action: Action) -> Why | None:
    """Schikanieren's own refusals: only the opponent loads a Schikanier pile, and only
    it; a card that does not go down in suit on a house (the standard reason would speak
    of colours)."""
    piles, t = pos.piles, pos.table
    if not has_schikanier(pos):
        return None
    if action.dst == t.reserve_of[pos.to_move]:
        return Why("schikanieren.own-pile")
    if t.is_discard(action.dst) and action.dst != t.discard_of[pos.to_move]:
        return Why("schikanieren.not-the-discard")
    if not t.houses_in_suit or not t.has(action.src) or not t.has(action.dst) or not t.is_house(action.dst):
        return None
    if not piles[action.src] or not piles[action.dst] or fits_house(pos, piles[action.src][-1], piles[action.dst][-1]):
        return None
    return Why("move.house-suit-order", card=piles[action.src][-1], top=piles[action.dst][-1])


def _house_move_reason(pos: Position, action: Action) -> Why:
    src, dst = action.src, action.dst
    pile = pos.piles[src]
    target = pos.piles[dst]
    if action.frees < 0 and action.empties < 0 and not (pile and target and not fits_house(pos, pile[-1], target[-1])):
        return Why("zank.announce", action=action, house=pos.table.name(src))
    if not pile:
        return Why("zank.empty", pile=src)
    if dst not in open_houses(pos):
        return _first_turn_words(pos, dst)
    target = pos.piles[dst]
    if target and not fits_house(pos, pile[-1], target[-1]):
        order = "move.house-suit-order" if pos.table.houses_in_suit else "move.house-order"
        return Why(order, card=pile[-1], top=target[-1])
    if action.empties >= 0:
        return Why("zank.announce-empty", house=pos.table.name(src))
    if action.frees not in pile[:-1]:
        return Why("zank.not-under", card=action.frees, house=src)
    return Why("zank.not-for-foundation", card=action.frees)


__all__ = ["discard_like", "has_schikanier", "kept_fitting", "load_piles", "open_houses", "zank_illegal_reason",
           "zank_legal_actions"]
