"""Availability and building rules: which actions exist in a position, and why not.

``legal_actions`` is the hot path of self-play and analysis, written for speed:
one pass builds "which piles take each card" (``codes``: an int per card, a bit per
pile), then each available card's moves are looked up by its code (``emit``). ``Game``
keeps the codes from one position to the next (``moved`` changes the bits of the two
piles a move touches), so that a game in progress does not scan every pile again.
The order of the result is canonical (ruling 11 relies on it): sources reserve, hand
card, discard, H1..H8; for each, foundations F1..F8, then the houses whose top takes
the card H1..H8, then the empty houses H1..H8, then the opponent's reserve and discard,
then the own discard; then ``turn``, ``pass``. Which pile is whose comes from the
position's table (``table.py``), never from arithmetic.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeAlias

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
from crapette.engine.table import STANDARD_TABLE, Table
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
HOUSE_TWO = tuple((*HOUSE_ACCEPTS[top], _NOWHERE, _NOWHERE)[:2] for top in range(52))
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


# --- destination codes --------------------------------------------------------------------------
# Where a card may go, as one int (a *code*): a bit for each pile of the canonical order of
# destinations, so that the union of the piles taking a card is an ``|`` and a source's moves
# are one dict lookup on an int. Pile numbers are the same on every table (``table.py``),
# so the bits are too: the foundations F1..F8, the houses whose top takes the card H1..H9,
# the empty houses H1..H9, then the piles to load (``Loads``). The hand card's moves end
# with its own discard, which takes any card: it needs no bit.

#: per pile: its bit as a foundation, as a house whose top takes the card, as an empty house
FOUNDATION_BIT = [0] * 26
HOUSE_BIT = [0] * 26
EMPTY_BIT = [0] * 26
for _i, _f in enumerate(range(14, 22)):
    FOUNDATION_BIT[_f] = 1 << _i
for _i, _h in enumerate((*range(6, 14), 25)):
    HOUSE_BIT[_h] = 1 << (8 + _i)
    EMPTY_BIT[_h] = 1 << (17 + _i)
#: the piles of those bits, in the order of the bits
_BIT_PILES = tuple((bit, pile) for bits in (FOUNDATION_BIT, HOUSE_BIT, EMPTY_BIT)
                   for bit, pile in sorted((b, pile) for pile, b in enumerate(bits) if b))
#: the foundations' bits of a code: a card whose code has none goes to no foundation
FOUNDATION_BITS = (1 << 8) - 1
#: the first bit of the piles to load (a seat loads at most four: three players)
_LOAD_SHIFT = 26
#: a code list's slot for the empty houses (slots 0-51: the cards; 52: ``_NOWHERE``)
EMPTY_SLOT = 53
#: the card a foundation with this top card takes next (``_NOWHERE`` on a king)
_FOUNDATION_NEEDS = tuple(_NOWHERE if need is None else need for need in FOUNDATION_NEXT)
#: a hand card pile's own discard (the one destination every hand card has)
_OWN_DISCARD = {2: 4, 3: 5, 23: 24}
#: the two-seat tables' piles to load, each with its bit: SR NR SD ND in this order is
#: both seats' order of loading (the opponent's reserve, then discard), so both seats
#: share one set of bits and of remembered moves
_TWO_SEAT_LOADS = {0: 1 << _LOAD_SHIFT, 1: 1 << (_LOAD_SHIFT + 1), 4: 1 << (_LOAD_SHIFT + 2),
                   5: 1 << (_LOAD_SHIFT + 3)}


class Loads:
    """A seat's piles to load (``Table.loads_of``) with their bits, and the moves
    remembered per source pile and code for the seats that share those bits."""

    __slots__ = ("targets", "rows", "pile_of", "load_bits")

    def __init__(self, loads: tuple[tuple[int, int], ...], rows: list[dict[int, tuple[Action, ...]]],
                 bit_piles: tuple[tuple[int, int], ...]) -> None:
        #: each pile to load with the seat whose face-down reserve it is (-1: a discard) and its bit
        self.targets = tuple((pile, seat, _TWO_SEAT_LOADS.get(pile, 1 << (_LOAD_SHIFT + i)) if bit_piles else
                              1 << (_LOAD_SHIFT + i)) for i, (pile, seat) in enumerate(loads))
        #: per source pile, its moves for each code met so far (plain dicts: a subclass
        #: with ``__missing__`` costs twice per lookup)
        self.rows = rows
        #: each bit's pile
        self.pile_of = {bit: pile for bit, pile in _BIT_PILES}
        self.pile_of.update(bit_piles or ((bit, pile) for pile, _seat, bit in self.targets))
        #: per pile, its bit as a pile to load (0: not one): ``moved`` reads it
        bits = [0] * len(HOUSE_BIT)
        for pile, _seat, bit in self.targets:
            bits[pile] = bit
        self.load_bits = tuple(bits)


#: per seat's piles to load (``Table.loads_of``): its ``Loads``
_LOADS: dict[tuple[tuple[int, int], ...], Loads] = {}
_TWO_SEAT_ROWS: list[dict[int, tuple[Action, ...]]] = [{} for _ in MOVES]


def _loads(loads: tuple[tuple[int, int], ...]) -> Loads:
    """``_LOADS[loads]``, made at a table's first use."""
    got = _LOADS.get(loads)
    if got is None:
        piles = [pile for pile, _seat in loads]
        if all(pile in _TWO_SEAT_LOADS for pile in piles) and piles == sorted(piles):
            bits = tuple(sorted((bit, pile) for pile, bit in _TWO_SEAT_LOADS.items()))
            got = Loads(loads, _TWO_SEAT_ROWS, bits)
        else:
            got = Loads(loads, [{} for _ in MOVES], ())
        _LOADS[loads] = got
    return got


def row_of(loads: Loads, src: int, code: int) -> tuple[Action, ...]:
    """The moves of ``code`` from ``src``, remembered."""
    rows = loads.rows[src]
    if len(rows) >= _ROWS_MAX:
        rows.clear()
    pile_of = loads.pile_of
    row = MOVES[src]
    moves = []
    rest = code
    while rest:  # the bits from the lowest: the canonical order
        bit = rest & -rest
        moves.append(row[pile_of[bit]])
        rest ^= bit
    if src in _OWN_DISCARD:
        moves.append(row[_OWN_DISCARD[src]])
    made = rows[code] = tuple(moves)
    return made


def codes(pos: Position, dead: Sequence[int] = ()) -> list[int]:
    """Per card, the code of the piles that take it now (for the player to move: the
    piles to load are theirs); slot ``EMPTY_SLOT``: the empty houses. ``dead``: the houses
    dealt face down for good (they take nothing)."""
    piles = pos.piles
    table = pos.table
    out = [0] * 54
    needs = _FOUNDATION_NEEDS
    foundation_bit = FOUNDATION_BIT
    aces = 0
    for f in table.foundations:
        pf = piles[f]
        if pf:
            out[needs[pf[-1]]] |= foundation_bit[f]
        else:
            aces |= foundation_bit[f]
    if aces:
        out[0] = out[1] = out[2] = out[3] = aces
    houses: Sequence[int] = table.houses
    if dead:
        houses = [h for h in houses if h not in dead]
    house_two = HOUSE_TWO
    house_bit = HOUSE_BIT
    empty = 0
    for h in houses:
        ph = piles[h]
        if ph:
            first, second = house_two[ph[-1]]
            bit = house_bit[h]
            out[first] |= bit
            out[second] |= bit
        else:
            empty |= EMPTY_BIT[h]
    out[EMPTY_SLOT] = empty
    hidden = pos.reserve_hidden
    loads = table.loads_of[pos.to_move]
    for target, seat, bit in (_LOADS.get(loads) or _loads(loads)).targets:
        pt = piles[target]
        if pt and (seat < 0 or not hidden[seat]):
            first, second = _LOAD_TWO[pt[-1]]
            out[first] |= bit
            out[second] |= bit
    return out


def actions_from(pos: Position, codes: list[int], dead: Sequence[int] = ()) -> list[Action]:
    """``legal_actions`` from the position's ``codes`` (``codes``, or kept up to date move by
    move by ``moved``)."""
    p = pos.to_move
    table = pos.table
    srcs = table.sources_of[p][pos.rules.discard_available]
    hidden = pos.reserve_hidden[p]
    if hidden or dead:  # a face-down reserve, or a house card dealt face down for good
        reserve = table.reserve_of[p]
        srcs = tuple(s for s in srcs if not (s == reserve and hidden) and s not in dead)
    loads = table.loads_of[p]
    return emit(pos, codes, (srcs, _LOADS.get(loads) or _loads(loads), table.hand_card_of[p], table.discard_of[p]))


#: what ``emit`` needs of the player to move: the source piles in canonical order, the
#: piles they load, the hand card and discard piles
SeatMoves: TypeAlias = "tuple[Sequence[int], Loads, int, int]"


def seat_moves(table: Table, p: int, discard_available: bool) -> SeatMoves:
    """``emit``'s ``SeatMoves`` for seat ``p`` (no face-down card: see ``actions_from``)."""
    loads = table.loads_of[p]
    return (table.sources_of[p][discard_available], _LOADS.get(loads) or _loads(loads), table.hand_card_of[p],
            table.discard_of[p])


#: per table (by id) and discard rule: each seat's ``seat_moves``, made once (``seats_moves``)
_SEATS: dict[tuple[int, bool], tuple[Table, tuple[SeatMoves, ...]]] = {}


def seats_moves(table: Table, discard_available: bool) -> tuple[SeatMoves, ...]:
    """``seat_moves`` of every seat, by seat number, made once per table: a plain game's
    table never changes, and every game made asks."""
    key = (id(table), discard_available)
    got = _SEATS.get(key)
    if got is None or got[0] is not table:
        if len(_SEATS) >= 64:
            _SEATS.clear()
        got = _SEATS[key] = (table, tuple(seat_moves(table, p, discard_available)
                                          for p in range(len(table.reserve_of))))
    return got[1]


def emit(pos: Position, codes: list[int], seat: SeatMoves) -> list[Action]:
    """The legal actions: each source's moves for its top card's code, then turn or pass."""
    srcs, layout, hand_card, discard = seat
    piles = pos.piles
    rows = layout.rows
    empty = codes[EMPTY_SLOT]
    out: list[Action] = []
    for s in srcs:
        pile = piles[s]
        if pile:
            code = codes[pile[-1]] | empty
            try:
                out += rows[s][code]
            except KeyError:
                out += row_of(layout, s, code)
    if not piles[hand_card]:
        out.append(TURN_ACTION if pos.hands[pos.to_move] or piles[discard] else PASS_ACTION)
    return out


def legal_actions(pos: Position) -> list[Action]:
    """Every action the player to move may make under the availability and building
    rules (Stop! excluded), each once, in canonical order."""
    dead = dead_houses(pos) if pos.face_down and pos.rules.hidden_houses else ()
    return actions_from(pos, codes(pos, dead), dead)


def moved(codes: list[int], load_bits: Sequence[int], src: int, dst: int, card: Card, src_top: Card,
          dst_top: Card) -> None:
    """Bring ``codes`` up to date after ``card`` moved from ``src`` to ``dst`` on a table
    without events (``apply.py``: no face-down card, no joker, no house leaving), the
    player to move the same before and after (``load_bits``: their ``Loads.load_bits``):
    ``src_top`` is the card left on top of ``src`` and ``dst_top`` the card ``dst`` had on
    top (-1: empty). Only the two piles change their bits. A take-back is the move back:
    ``moved(codes, load_bits, dst, src, card, dst_top, src_top)``."""
    house_two = HOUSE_TWO
    bit = HOUSE_BIT[src]
    if bit:  # a house's card (written out: the common case)
        first, second = house_two[card]
        keep = ~bit
        codes[first] &= keep
        codes[second] &= keep
        if src_top >= 0:
            first, second = house_two[src_top]
            codes[first] |= bit
            codes[second] |= bit
        else:
            codes[EMPTY_SLOT] |= EMPTY_BIT[src]
    elif FOUNDATION_BIT[src] or load_bits[src]:  # (the mover's own piles take nothing: no bits)
        retop(codes, load_bits, src, card, src_top)
    bit = HOUSE_BIT[dst]
    if bit:
        if dst_top >= 0:
            first, second = house_two[dst_top]
            keep = ~bit
            codes[first] &= keep
            codes[second] &= keep
        else:
            codes[EMPTY_SLOT] &= ~EMPTY_BIT[dst]
        first, second = house_two[card]
        codes[first] |= bit
        codes[second] |= bit
    elif FOUNDATION_BIT[dst] or load_bits[dst]:
        retop(codes, load_bits, dst, dst_top, card)


def retop(codes: list[int], load_bits: Sequence[int], pile: int, old: Card, new: Card) -> None:
    """``pile``'s top card went from ``old`` to ``new`` (-1: empty): its bits move."""
    bit = HOUSE_BIT[pile]
    if bit:
        if old >= 0:
            first, second = HOUSE_TWO[old]
            codes[first] &= ~bit
            codes[second] &= ~bit
        else:
            codes[EMPTY_SLOT] &= ~EMPTY_BIT[pile]
        if new >= 0:
            first, second = HOUSE_TWO[new]
            codes[first] |= bit
            codes[second] |= bit
        else:
            codes[EMPTY_SLOT] |= EMPTY_BIT[pile]
        return
    bit = FOUNDATION_BIT[pile]
    if bit:
        if old >= 0:
            codes[_FOUNDATION_NEEDS[old]] &= ~bit
        else:
            codes[0] &= ~bit
            codes[1] &= ~bit
            codes[2] &= ~bit
            codes[3] &= ~bit
        if new >= 0:
            codes[_FOUNDATION_NEEDS[new]] |= bit
        else:
            codes[0] |= bit
            codes[1] |= bit
            codes[2] |= bit
            codes[3] |= bit
        return
    bit = load_bits[pile]
    if bit:  # an opponent's pile
        if old >= 0:
            first, second = _LOAD_TWO[old]
            codes[first] &= ~bit
            codes[second] &= ~bit
        if new >= 0:
            first, second = _LOAD_TWO[new]
            codes[first] |= bit
            codes[second] |= bit


def handed_over(codes: list[int], piles: list[list[Card]], before: Loads, after: Loads) -> list[int]:
    """The codes of the next player to move, from the last one's (not changed: a take-back
    gives them back): the foundations' and houses' bits are everyone's, only the piles to
    load change (``before``'s and ``after``'s ``Loads``). Worked out anew, a turn's first
    codes cost a twentieth of a game's instructions."""
    out = codes[:]
    load_two = _LOAD_TWO
    for target, _seat, bit in before.targets:  # (no face-down reserve: a plain game)
        pile = piles[target]
        if pile:
            first, second = load_two[pile[-1]]
            out[first] &= ~bit
            out[second] &= ~bit
    for target, _seat, bit in after.targets:
        pile = piles[target]
        if pile:
            first, second = load_two[pile[-1]]
            out[first] |= bit
            out[second] |= bit
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



# --- a position's first legal list, written out for one table --------------------------------
# ``codes`` loops over the table's piles and ``emit`` over the mover's sources; a plain game
# (``Game._plain``: no face-down card, no face-down reserve, no house out of play) can have
# both written out for its table, pile by pile, the pile numbers, bits and rows as constants:
# a position met for the first time (an analysis cold) gets its codes and legal list a
# fifth faster so. The standard game's function is written once into
# ``engine/rules_written.py`` (compiling it at the first game cost 6 M instructions, half a
# percent of the app's start; ``make written`` writes the file again, a test checks it is up
# to date); another table's or discard rule's is written and compiled at its first game, as
# ``collections.namedtuple`` compiles its class. Tests compare them with ``codes`` and
# ``legal_actions`` (tests/engine/test_written_out.py).

#: what a ``from_scratch`` function gives: the codes, the legal actions, and their reach
#: (the union of the codes of the cards moved: ``reach & FOUNDATION_BITS`` is 0 when no
#: legal action goes to a foundation, the priority ladder's first question)
FromScratch: TypeAlias = "Callable[[Position], tuple[list[int], list[Action], int]]"

#: per table and discard rule (by the table's identity: its hash is worked out in Python;
#: the table is kept, so its id is not reused): the table and its ``FromScratch``
_WRITTEN: dict[tuple[int, bool], tuple[Table, FromScratch]] = {}


def from_scratch(table: Table, discard_available: bool) -> FromScratch:
    """The codes and legal actions of a plain game's position on ``table`` worked out anew,
    written out once per table (and discard rule)."""
    key = (id(table), discard_available)
    got = _WRITTEN.get(key)
    if got is None or got[0] is not table:
        if table == STANDARD_TABLE and not discard_available:
            from crapette.engine import rules_written

            if not rules_written.installed:
                rules_written.install(_written_names(STANDARD_TABLE, False))
            written: FromScratch = rules_written.from_scratch
        else:
            namespace = _written_names(table, discard_available)
            source = "\n".join(_written_lines(table, discard_available, "from_scratch"))
            exec(compile(source, f"<from_scratch written out for {table!r}>", "exec"), namespace)
            written = namespace["from_scratch"]
        got = _WRITTEN[key] = (table, written)
    return got[1]


def _written_names(table: Table, discard_available: bool) -> dict[str, Any]:
    """What a written-out function reads besides its argument: the tables of cards, the
    seats' ``Loads`` and each source's remembered moves."""
    names: dict[str, Any] = {"NEEDS": _FOUNDATION_NEEDS, "HOUSE_TWO": HOUSE_TWO, "LOAD_TWO": _LOAD_TWO,
                             "ROW": row_of, "TURN": TURN_ACTION, "PASS": PASS_ACTION}
    for seat in table.seats:
        layout = names[f"LAYOUT_{seat}"] = _loads(table.loads_of[seat])
        for src in table.sources_of[seat][discard_available]:
            names[f"ROWS_{seat}_{src}"] = layout.rows[src]
    return names


def _written_lines(table: Table, discard_available: bool, name: str) -> list[str]:
    """The source of ``codes`` then ``emit`` for ``table``, each loop turn written out."""
    lines = [f"def {name}(pos: Position) -> tuple[list[int], list[Action], int]:",
             f'    """``codes`` and ``emit`` of the player to move{" (discard-available)" if discard_available else ""}."""',
             "    piles = pos.piles",
             "    needs, house_two, load_two = NEEDS, HOUSE_TWO, LOAD_TWO",
             f"    out = [0] * {EMPTY_SLOT + 1}",
             "    aces = 0"]
    for f in table.foundations:
        lines += [f"    pile = piles[{f}]",
                  "    if pile:",
                  f"        out[needs[pile[-1]]] |= {FOUNDATION_BIT[f]}",
                  "    else:",
                  f"        aces |= {FOUNDATION_BIT[f]}"]
    lines += ["    if aces:",
              "        out[0] = out[1] = out[2] = out[3] = aces",
              "    empty = 0"]
    for h in table.houses:
        lines += [f"    pile = piles[{h}]",
                  "    if pile:",
                  "        first, second = house_two[pile[-1]]",
                  f"        out[first] |= {HOUSE_BIT[h]}",
                  f"        out[second] |= {HOUSE_BIT[h]}",
                  "    else:",
                  f"        empty |= {EMPTY_BIT[h]}"]
    lines += [f"    out[{EMPTY_SLOT}] = empty",
              "    to_move = pos.to_move",
              "    legal: list[Action] = []",
              "    reach = 0"]
    for i, seat in enumerate(table.seats):
        lines.append(f"    {'elif' if i else 'if'} to_move == {seat}:")
        for target, _owner, bit in _loads(table.loads_of[seat]).targets:  # the piles this seat loads
            lines += [f"        pile = piles[{target}]",
                      "        if pile:",
                      "            first, second = load_two[pile[-1]]",
                      f"            out[first] |= {bit}",
                      f"            out[second] |= {bit}"]
        for src in table.sources_of[seat][discard_available]:  # its sources, in canonical order
            lines += [f"        pile = piles[{src}]",
                      "        if pile:",
                      "            code = out[pile[-1]] | empty",
                      "            reach |= code",
                      "            try:",
                      f"                legal += ROWS_{seat}_{src}[code]",
                      "            except KeyError:",
                      f"                legal += ROW(LAYOUT_{seat}, {src}, code)"]
        lines += [f"        if not piles[{table.hand_card_of[seat]}]:",
                  f"            legal.append(TURN if pos.hands[{seat}] or piles[{table.discard_of[seat]}] else PASS)"]
    lines.append("    return out, legal, reach")
    return lines


def written_module() -> str:
    """The text of ``engine/rules_written.py``: the standard game's function (``make written``).
    The module imports nothing of rules.py (no import loop): ``from_scratch`` gives it the names
    its function reads (``install``) before it hands it out."""
    names = _written_names(STANDARD_TABLE, False)
    kinds = {"NEEDS": "tuple[int, ...] = ()", "HOUSE_TWO": "tuple[tuple[int, int], ...] = ()",
             "LOAD_TWO": "tuple[tuple[int, int], ...] = ()", "ROW": "Any = None"}
    head = ['"""The standard game\'s first legal list written out: written by ``rules.written_module``',
            "(``make written``), not by hand; rules.py says why (``from_scratch``), and gives the names",
            "below their values (``install``) before it hands the function out.\"\"\"",
            "",
            "from __future__ import annotations",
            "",
            "from collections.abc import Mapping",
            "from typing import Any",
            "",
            "from crapette.engine.actions import PASS_ACTION as PASS",
            "from crapette.engine.actions import TURN_ACTION as TURN",
            "from crapette.engine.actions import Action",
            "from crapette.engine.position import Position",
            "",
            "#: whether ``install`` has given the names their values",
            "installed = False"]
    for name in names:
        if name in ("TURN", "PASS"):
            continue
        kind = kinds.get(name) or ("Any = None" if name.startswith("LAYOUT_") else "dict[int, tuple[Action, ...]] = {}")
        head.append(f"{name}: {kind}")
    head += ["",
             "",
             "def install(names: Mapping[str, Any]) -> None:",
             '    """Give the names the function reads their values (``rules._written_names``)."""',
             "    global installed",
             "    globals().update(names)",
             "    installed = True"]
    body = ["", ""] + _written_lines(STANDARD_TABLE, False, "from_scratch")
    return "\n".join(head + body) + "\n"
