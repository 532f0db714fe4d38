"""Availability and building rules: which actions exist in a position, and why not.

``legal_actions`` is the hot path of self-play and analysis, written for speed:
one pass builds "which card does each pile accept", then each available card is
looked up. The order of its result is canonical (ruling 11 relies on it): sources
reserve, hand card, discard, H1..H8; for each, foundations F1..F8, then houses H1..H8,
then the opponent's reserve and discard, then the own discard; then ``turn``, ``pass``.
"""

from __future__ import annotations

from crapette.engine.actions import MOVE, MOVES, PASS, PASS_ACTION, STOP, TURN, TURN_ACTION, Action, move
from crapette.engine.cards import ACE, HOUSE_ACCEPTS, LOAD_ACCEPTS, card_symbol, rank
from crapette.engine.piles import describe_pile, is_foundation, is_house, owner
from crapette.engine.position import Position

_HOUSE_RANGE = range(6, 14)
_FOUNDATION_RANGE = range(14, 22)


def sources(pos: Position) -> list[int]:
    """Piles whose top card the player to move may take, in canonical order."""
    p = pos.to_move
    piles = pos.piles
    out = [s for s in (p, 2 + p) if piles[s]]
    if pos.rules.discard_available and piles[4 + p]:
        out.append(4 + p)
    out.extend(h for h in _HOUSE_RANGE if piles[h])
    return out


_ONE = tuple((i,) for i in range(22))
# source order per player, without and with the own discard (variant discard-available)
_SOURCES = tuple(
    ((p, 2 + p) + tuple(_HOUSE_RANGE), (p, 2 + p, 4 + p) + tuple(_HOUSE_RANGE)) for p in (0, 1)
)


def legal_actions(pos: Position) -> list[Action]:
    """Every action the player to move may make under the availability and building
    rules (Stop! excluded), each once, in canonical order."""
    p = pos.to_move
    piles = pos.piles
    one = _ONE

    # dests[card]: the foundations (first, in order) then the houses that accept the card
    dests: list[tuple[int, ...]] = [()] * 52
    found_empty: list[int] = []
    for f in _FOUNDATION_RANGE:
        pf = piles[f]
        if pf:
            need = pf[-1] + 4
            if need < 52:
                dests[need] += one[f]
        else:
            found_empty.append(f)
    if found_empty:
        dests[0] = dests[1] = dests[2] = dests[3] = tuple(found_empty)
    house_empty: list[int] = []
    dead = dead_houses(pos) if pos.rules.hidden_houses else ()
    for h in _HOUSE_RANGE:
        ph = piles[h]
        if h in dead:
            continue
        if ph:
            for c in HOUSE_ACCEPTS[ph[-1]]:
                dests[c] += one[h]
        else:
            house_empty.append(h)
    opp_reserve = piles[1 - p]
    opp_discard = piles[5 - p]
    load_r = LOAD_ACCEPTS[opp_reserve[-1]] if opp_reserve else ()
    load_d = LOAD_ACCEPTS[opp_discard[-1]] if opp_discard else ()
    hand_card = 2 + p

    hidden = pos.reserve_hidden
    if hidden[1 - p]:
        load_r = ()
    out: list[Action] = []
    extend = out.extend
    for s in _SOURCES[p][pos.rules.discard_available]:
        pile = piles[s]
        if not pile or (s == p and hidden[p]) or s in dead:
            continue
        c = pile[-1]
        row = MOVES[s]
        lst = dests[c]
        if lst:
            extend(map(row.__getitem__, lst))
        if house_empty:
            extend(map(row.__getitem__, house_empty))
        if c in load_r:
            out.append(row[1 - p])
        if c in load_d:
            out.append(row[5 - p])
        if s == hand_card:
            out.append(row[4 + p])
    if not piles[hand_card]:
        if pos.hands[p] or piles[4 + p]:
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
    return tuple(h for h in _HOUSE_RANGE if fd[h - 6] and fd[h - 6] >= len(pos.piles[h]) and pos.piles[h])


def illegal_reason(pos: Position, action: Action) -> str | None:
    """None if the action obeys the availability and building rules, else one plain
    sentence saying why not. Stop! calls are judged by the game, not here."""
    p = pos.to_move
    piles = pos.piles
    if action.kind == TURN:
        if piles[2 + p]:
            return "you already have a turned hand card: play it or put it on your discard"
        if not pos.hands[p] and not piles[4 + p]:
            return "your hand and discard are empty: there is nothing to turn (use pass)"
        return None
    if action.kind == PASS:
        if piles[2 + p] or pos.hands[p] or piles[4 + p]:
            return "pass is only allowed with no hand, no turned hand card and no discard"
        return None
    if action.kind == STOP:
        return "a Stop! call is judged by the game, not by the building rules"
    if action.kind != MOVE:
        return "unknown action"
    src, dst = action.src, action.dst
    if action.count != 1:
        return _group_reason(pos, action)
    if src == dst:
        return "a card cannot move onto its own pile"
    src_owner = owner(src)
    if is_foundation(src):
        return "cards never leave a foundation"
    if src_owner is not None and src_owner != p:
        return f"{describe_pile(src)} belongs to your opponent: you cannot take cards from it"
    if src == 4 + p and not pos.rules.discard_available:
        return "your own discard is not available (only with the variant discard-available)"
    if not piles[src]:
        return f"{describe_pile(src)} is empty"
    if src == p and pos.reserve_hidden[p]:
        return "your reserve card is still face down: it turns up once no house card can go to a foundation"
    if dst == 1 - p and pos.reserve_hidden[1 - p]:
        return f"{describe_pile(dst)} is still face down: you cannot load onto it"
    if pos.rules.hidden_houses and (src in dead_houses(pos) or dst in dead_houses(pos)):
        which = src if src in dead_houses(pos) else dst
        return f"{describe_pile(which)} holds a face-down card: it cannot be taken, and nothing goes on it"
    card = piles[src][-1]
    target = piles[dst]
    if is_foundation(dst):
        if not target:
            return None if rank(card) == ACE else f"only an ace can start a foundation, and {card_symbol(card)} is not one"
        if card == target[-1] + 4:
            return None
        return f"{card_symbol(card)} does not go on {card_symbol(target[-1])}: foundations go up one rank in the same suit"
    if is_house(dst):
        if not target or card in HOUSE_ACCEPTS[target[-1]]:
            return None
        return f"{card_symbol(card)} does not go on {card_symbol(target[-1])}: houses go down one rank in alternating colours"
    dst_owner = owner(dst)
    if dst in (2, 3):
        return "a card can never go to a hand"
    if dst_owner == p:
        if dst == p:
            return "you cannot put cards on your own reserve"
        if src != 2 + p:
            return "only your turned hand card may go on your own discard"
        return None
    # the opponent's reserve or discard: loading
    if not target:
        return f"{describe_pile(dst)} is empty: you can only load onto a card"
    if card in LOAD_ACCEPTS[target[-1]]:
        return None
    return f"{card_symbol(card)} does not load onto {card_symbol(target[-1])}: it must be the same suit, one rank up or down"


def _group_reason(pos: Position, action: Action) -> str | None:
    """Variant group-moves: a house card moves with every card on it, house to house."""
    if not pos.rules.group_moves:
        return "cards move one at a time (groups move only with the variant group-moves)"
    src, dst, count = action.src, action.dst, action.count
    if not (is_house(src) and is_house(dst)) or src == dst:
        return "a group moves only from one house to another"
    pile = pos.piles[src]
    face_up = len(pile) - (pos.face_down[src - 6] if pos.face_down else 0)
    if count > face_up:
        return f"{describe_pile(src)} has only {face_up} face-up cards"
    bottom = pile[-count]
    target = pos.piles[dst]
    if target and bottom not in HOUSE_ACCEPTS[target[-1]]:
        return (f"{card_symbol(bottom)} does not go on {card_symbol(target[-1])}: "
                "houses go down one rank in alternating colours")
    return None


def group_legal_actions(pos: Position) -> list[Action]:
    """The standard actions plus every group move of two or more cards (group-moves)."""
    out = legal_actions(pos)
    piles = pos.piles
    hidden = pos.face_down
    empty = [h for h in _HOUSE_RANGE if not piles[h]]
    groups = []
    for s in _HOUSE_RANGE:
        pile = piles[s]
        face_up = len(pile) - (hidden[s - 6] if hidden else 0)
        for count in range(2, face_up + 1):
            bottom = pile[-count]
            for d in _HOUSE_RANGE:
                if d != s and piles[d] and bottom in HOUSE_ACCEPTS[piles[d][-1]]:
                    groups.append(move(s, d, count))
            for d in empty:
                groups.append(move(s, d, count))
    if groups:
        # keep turn/pass last
        tail = [a for a in out if a.kind != MOVE]
        out = [a for a in out if a.kind == MOVE] + groups + tail
    return out
