"""Availability and building rules: which actions exist in a position, and why not.

``legal_actions`` is the hot path of self-play and analysis, written for speed:
one pass builds "which card does each pile accept", then each available card is
looked up. The order of its result is canonical (ruling 11 relies on it): sources
reserve, hand card, discard, H1..H8; for each, foundations F1..F8, then houses H1..H8,
then the opponent's reserve and discard, then the own discard; then ``turn``, ``pass``.
Which pile is whose comes from the position's table (``table.py``), never from arithmetic.
"""

from __future__ import annotations

from collections.abc import Sequence

from crapette.engine.actions import MOVE, MOVES, PASS, PASS_ACTION, STOP, TURN, TURN_ACTION, Action, move
from crapette.engine.cards import (
    ACES,
    FOUNDATION_NEXT,
    HOUSE_ACCEPTS,
    LOAD_ACCEPTS,
    Card,
    goes_on_foundation,
    goes_on_house,
    loads_onto,
)
from crapette.engine.position import Position
from crapette.engine.why import Why

#: one-pile tuples, so that building the destinations of a card allocates nothing new
_ONE = tuple((i,) for i in range(256))
#: per source pile: the moves to each tuple of destination piles met so far, so that a
#: source's moves are one dict lookup (a map and an extend per kind of destination cost
#: a fifth of the generation); emptied when one grows past ``_ROWS_MAX``
_ROWS: list[dict[tuple[int, ...], tuple[Action, ...]]] = [{} for _ in MOVES]
_ROWS_MAX = 4096
#: a slot of the per-card tables that no card reads: the cards a house top (or a pile to
#: load) takes are written as exactly two slots, the second (and both, on an ace) this one
_NOWHERE = 52
_HOUSE_TWO = tuple((*HOUSE_ACCEPTS[top], _NOWHERE, _NOWHERE)[:2] for top in range(52))
_LOAD_TWO = tuple((*LOAD_ACCEPTS[top], _NOWHERE, _NOWHERE)[:2] for top in range(52))


def _moves_to(src: int, dests: tuple[int, ...]) -> tuple[Action, ...]:
    """The moves from ``src`` to each of ``dests``, remembered (``_ROWS``)."""
    row = MOVES[src]
    rows = _ROWS[src]
    if len(rows) >= _ROWS_MAX:
        rows.clear()
    moves = rows[dests] = tuple(row[d] for d in dests)
    return moves


def sources(pos: Position) -> list[int]:
    """Piles whose top card the player to move may take, in canonical order."""
    return [s for s in pos.table.sources_of[pos.to_move][pos.rules.discard_available] if pos.piles[s]]


def legal_actions(pos: Position) -> list[Action]:
    """Every action the player to move may make under the availability and building
    rules (Stop! excluded), each once, in canonical order."""
    p = pos.to_move
    piles = pos.piles
    table = pos.table
    one = _ONE
    foundation_next = FOUNDATION_NEXT

    # dests[card]: the foundations (first, in order), then the houses that accept the card
    dests: list[tuple[int, ...]] = [()] * 53  # slot _NOWHERE: the accepted cards written two by two
    found_empty: list[int] = []
    for f in table.foundations:
        pf = piles[f]
        if pf:
            need = foundation_next[pf[-1]]
            if need is not None:
                dests[need] += one[f]
        else:
            found_empty.append(f)
    if found_empty:
        dests[0] = dests[1] = dests[2] = dests[3] = tuple(found_empty)  # the aces
    house_empty: list[int] = []
    houses: Sequence[int] = table.houses
    dead = dead_houses(pos) if pos.face_down and pos.rules.hidden_houses else ()
    if dead:
        houses = [h for h in houses if h not in dead]
    house_two = _HOUSE_TWO
    for h in houses:
        ph = piles[h]
        if ph:
            first, second = house_two[ph[-1]]
            pile_h = one[h]
            dests[first] += pile_h
            dests[second] += pile_h
        else:
            house_empty.append(h)
    # loads[card]: the opponents' piles that take the card (reserves, then discards)
    hidden = pos.reserve_hidden
    loads: list[tuple[int, ...]] = [()] * 53
    for target, seat in table.loads_of[p]:
        pt = piles[target]
        if pt and (seat < 0 or not hidden[seat]):
            first, second = _LOAD_TWO[pt[-1]]
            pile_t = one[target]
            loads[first] += pile_t
            loads[second] += pile_t
    hand_card = table.hand_card_of[p]
    discard = table.discard_of[p]
    srcs = table.sources_of[p][pos.rules.discard_available]
    if hidden[p] or dead:  # a face-down reserve, or a house card dealt face down for good
        reserve = table.reserve_of[p]
        srcs = tuple(s for s in srcs if not (s == reserve and hidden[p]) and s not in dead)

    out: list[Action] = []
    empty = tuple(house_empty)
    rows = _ROWS
    for s in srcs:
        pile = piles[s]
        if not pile:
            continue
        c = pile[-1]
        lst = dests[c] + empty + loads[c]
        if s == hand_card:
            lst += one[discard]
        if lst:
            moves = rows[s].get(lst)
            out += moves if moves is not None else _moves_to(s, lst)
    if not piles[hand_card]:
        if pos.hands[p] or piles[discard]:
            out.append(TURN_ACTION)
        else:
            out.append(PASS_ACTION)
    return out


def dead_houses(pos: Position) -> tuple[int, ...]:
    """Houses whose only card was dealt face down for good (face-down-houses-1/2): such a
    card is never taken, and nothing goes on it."""
    fd = pos.face_down
    if not fd:
        return ()
    piles, index = pos.piles, pos.table.house_index
    return tuple(h for h in pos.table.houses if piles[h] and fd[index(h)] >= len(piles[h]))


def foundation_targets(pos: Position) -> dict[Card, int]:
    """Each card some foundation takes now, with the lowest-numbered foundation taking it."""
    piles = pos.piles
    takes: dict[Card, int] = {}
    for f in reversed(pos.table.foundations):  # the lowest-numbered foundation wins
        pf = piles[f]
        if pf:
            need = FOUNDATION_NEXT[pf[-1]]
            if need is not None:
                takes[need] = f
        else:
            for ace in ACES:
                takes[ace] = f
    return takes


def foundation_move(pos: Position, src: int) -> Action | None:
    """The move of the top card of ``src`` to the first foundation that takes it, if any."""
    card = pos.piles[src][-1]
    for f in pos.table.foundations:
        pf = pos.piles[f]
        if goes_on_foundation(card, pf[-1] if pf else None):
            return MOVES[src][f]
    return None


def illegal_reason(pos: Position, action: Action) -> Why | None:
    """None if the action obeys the availability and building rules, else why not (a
    ``Why``: ``crapette.words.refusals`` says it). Stop! calls are judged by the game,
    not here."""
    p = pos.to_move
    piles = pos.piles
    t = pos.table
    reserve, hand_card, discard = t.reserve_of[p], t.hand_card_of[p], t.discard_of[p]
    if action.kind == TURN:
        if piles[hand_card]:
            return Why("turn.hand-card-up")
        if not pos.hands[p] and not piles[discard]:
            return Why("turn.nothing-to-turn")
        return None
    if action.kind == PASS:
        if piles[hand_card] or pos.hands[p] or piles[discard]:
            return Why("pass.not-yet")
        return None
    if action.kind == STOP:
        return Why("stop.not-a-move")
    if action.kind != MOVE:
        return Why("unknown-action")
    src, dst = action.src, action.dst
    valid, count = t.valid, t.pile_count
    if src >= count or dst >= count or not valid[src] or not valid[dst]:
        return _missing_pile(pos, src if src >= count or not valid[src] else dst)
    if action.count != 1:
        return _group_reason(pos, action)
    if src == dst:
        return Why("move.same-pile")
    owner_of = t.owner_of
    src_owner = owner_of[src]
    if src in t.foundations:
        return Why("move.from-foundation")
    if src_owner is not None and src_owner != p:
        return Why("move.opponents-pile", pile=src, seats=t.seat_count)
    if src == discard and not pos.rules.discard_available:
        return Why("move.own-discard")
    if not piles[src]:
        return Why("move.empty", pile=src)
    if src == reserve and pos.reserve_hidden[p]:
        return Why("move.reserve-face-down")
    dst_owner = owner_of[dst]
    if dst != reserve and dst in t.reserves and dst_owner is not None and pos.reserve_hidden[dst_owner]:
        return Why("move.load-face-down", pile=dst)
    if pos.rules.hidden_houses and (src in dead_houses(pos) or dst in dead_houses(pos)):
        return Why("move.dead-house", pile=src if src in dead_houses(pos) else dst)
    card = piles[src][-1]
    target = piles[dst]
    if dst in t.foundations:
        top = target[-1] if target else None
        if goes_on_foundation(card, top):
            return None
        if top is None:
            return Why("move.not-an-ace", card=card)
        return Why("move.foundation-order", card=card, top=target[-1])
    if dst in t.houses:
        if not target or goes_on_house(card, target[-1]):
            return None
        return Why("move.house-order", card=card, top=target[-1])
    if dst in t.hand_cards:
        return Why("move.to-hand")
    if dst_owner == p:
        if dst == reserve:
            return Why("move.own-reserve")
        if src != hand_card:
            return Why("move.own-discard-hand-card-only")
        return None
    # an opponent's reserve or discard: loading
    if not target:
        return Why("move.load-empty", pile=dst)
    if loads_onto(card, target[-1]):
        return None
    return Why("move.load-order", card=card, top=target[-1])


def _missing_pile(pos: Position, pile: int) -> Why:
    """Why a pile cannot be named in this game: out of play, or not on this table."""
    if pile in pos.table.all_houses:
        return Why("move.out-of-play", pile=pile)
    return Why("move.no-such-pile", pile=pile)


def _group_reason(pos: Position, action: Action) -> Why | None:
    """Variant group-moves: a house card moves with every card on it, house to house."""
    if not pos.rules.group_moves:
        return Why("group.not-allowed")
    src, dst, count = action.src, action.dst, action.count
    t = pos.table
    if not (t.is_house(src) and t.is_house(dst)) or src == dst:
        return Why("group.house-to-house")
    pile = pos.piles[src]
    face_up = len(pile) - (pos.face_down[t.house_index(src)] if pos.face_down else 0)
    if count > face_up:
        return Why("group.too-few-face-up", pile=src, count=face_up)
    bottom = pile[-count]
    target = pos.piles[dst]
    if target and not goes_on_house(bottom, target[-1]):
        return Why("move.house-order", card=bottom, top=target[-1])
    return None


def group_legal_actions(pos: Position) -> list[Action]:
    """The standard actions plus every group move of two or more cards (group-moves)."""
    out = legal_actions(pos)
    piles = pos.piles
    hidden = pos.face_down
    houses = pos.table.houses
    empty = [h for h in houses if not piles[h]]
    groups = []
    for i, s in enumerate(houses):
        pile = piles[s]
        face_up = len(pile) - (hidden[i] if hidden else 0)
        for count in range(2, face_up + 1):
            bottom = pile[-count]
            for d in houses:
                if d != s and piles[d] and goes_on_house(bottom, piles[d][-1]):
                    groups.append(move(s, d, count))
            for d in empty:
                groups.append(move(s, d, count))
    if groups:
        # keep turn/pass last
        tail = [a for a in out if a.kind != MOVE]
        out = [a for a in out if a.kind == MOVE] + groups + tail
    return out
