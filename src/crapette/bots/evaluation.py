"""The planner's evaluation: what a position at the end of a searched sequence is
worth to the player who searched it, against the others.

The card counts, the opponents' against ours, a reserve card weighing more than a
hand or discard card: against the one opponent at a two-seat table; at three, against
the opponents together, the best placed of them (the fewest cards) weighing more
(``Weights.lead``), so that loading the leader is worth more than loading the other.
Then, at the end of the turn, what the position leaves to the next player: its
reserve card going to a foundation or onto a house, the empty houses it may fill
and the houses it may empty, the house cards it could load onto our reserve and
discard (any opponent may load them), and how many cards the table takes (its hand
cards will look for a place). A sequence that stops before the end of the turn
counts those threats at a discount, and how much the table takes as our gain.
Before ``turn``, whether the card about to be turned will find a place: for a known
card, yes or no; for an unknown one, the chance that it does, from the cards nobody
has seen yet (``unseen_cards``). These two terms took the planner from about 62% to
about 75% of its games against greedy (400 paired games). ``Weights.reply`` (off by
default) plays the next player's greedy reply out instead (``reply_gain``):
measured against greedy it did no better than the threats.
"""

from __future__ import annotations

from dataclasses import dataclass

from crapette.bots.greedy import action_score, foundation_accepts
from crapette.engine.actions import MOVE
from crapette.engine.cards import ACES, HOUSE_ACCEPTS, LOAD_ACCEPTS
from crapette.engine.position import Position
from crapette.engine import priorities
from crapette.engine.rules import legal_actions
from crapette.engine.table import JOKER, Table

WIN = 1_000_000.0
END, TURNING, CUTOFF = 0, 1, 3  # kinds of leaves

@dataclass(frozen=True)
class Weights:
    """The evaluation's weights, in cards (a hand or discard card counts 1).

    Most were measured by regressions over thousands of turns of greedy self-play
    (a reserve card counting 2): at the end of a turn, what the next player gains
    on the features of the position it is left — a house card that can load onto
    our reserve or discard about 3.3 points, the opponent's reserve card fitting a
    house about 3 and a foundation about 7, a house it can empty about 2, each card
    the table takes about 0.12; before a ``turn``, what the player gains in the rest
    of its turn — each card the foundations take about 0.25, each card that loads
    the opponent's piles about 0.2, an empty house about 2.6.
    """

    reserve: float = 2.0  # one card of reserve
    opp_reserve_foundation: float = 7.0  # the opponent's reserve card goes to a foundation
    opp_reserve_house: float = 3.0  # ... onto a house
    opp_reserve_load: float = 2.0  # ... loads our reserve or discard
    empty_house: float = 3.0  # an empty house the opponent may fill from its reserve
    load_exposure: float = 3.3  # a house card the opponent could load onto our reserve or discard
    emptiable: float = 2.0  # a lone house card the opponent can move away (then fill the house)
    receptive: float = 0.12  # at the end of the turn: each card the table takes (for the opponent's hand)
    continuing: float = 0.25  # threats count this much when our turn goes on
    turn_need: float = 0.25  # before turning: each card the foundations take
    turn_load: float = 0.2  # ... each card that would load the opponent's reserve or discard
    turn_empty: float = 2.6  # ... each empty house
    reveal: float = 0.3  # a new reserve card turned up: the play goes on with it
    reply: float = 0.0  # the opponent's greedy reply with what it sees, played out: its gain in cards
    reply_turning: float = 0.0  # ... when we turn a hand card next (the turn may end at once)
    lead: float = 0.5  # three seats: the best-placed opponent's share of "theirs" (the rest: their mean)
    known_card: float = 1.0  # before turning a card we know: plus if it will find a place, minus if not
    unknown_card: float = 1.0  # ... a card we do not know: the same, by the chance that it fits (2p - 1)
    turn_blend: float = 0.0  # ... and by the chance that it fits nowhere, the threats of the turn's end in full
    own_pack: float = 0.0  # 1: the unknown card's chances from what one's own pack has left (``own_unseen``)


def evaluate(pos: Position, me: int, kind: int, w: Weights, hidden: bool = False,
             next_card: int | None = None, unseen: list[int] | None = None) -> float:
    """The value of a position for ``me`` (higher is better), at the end of a sequence
    of ``kind``: END (the opponent plays next), TURNING (we turn a hand card next) or
    CUTOFF (the search stopped looking). ``hidden``: our reserve card was turned up
    during the sequence and the planner may not use it; empty houses are then taken
    to be filled from the reserve (P3 demands it before the next turn).
    ``next_card``: at TURNING, the card ``turn`` will show when the planner knows it
    (its hand was re-formed from the discard it saw): whether it will find a place
    counts ``Weights.known_card`` either way. The threats are the opponents' reserve
    cards (each opponent plays before our next turn: at three seats the far one too)
    and what the next player (``table.opponent_of``) may empty or load."""
    piles = pos.piles
    table = pos.table
    opp = table.opponent_of[me]  # the next player: the first to play on what we leave
    reserve = len(piles[table.reserve_of[me]])
    house_piles = house_piles_of(pos)
    tops = [h[-1] for h in house_piles if h]
    empties = len(house_piles) - len(tops)
    value = 0.0
    if hidden:
        value += w.reveal
        if kind != CUTOFF:
            fill = min(empties, reserve)
            reserve -= fill
            empties -= fill
            value += fill * w.reveal
    my_reserve, my_discard = piles[table.reserve_of[me]], piles[table.discard_of[me]]
    opp_reserve = piles[table.reserve_of[opp]]
    mine = w.reserve * reserve + len(pos.hands[me]) + len(piles[table.hand_card_of[me]]) + len(my_discard)
    value += theirs(pos, me, w) - mine

    # what the opponent can do with what is visible when its turn comes
    end = kind == END
    threat = 0.0
    need = foundation_accepts(pos)
    my_targets = []
    if my_reserve and not hidden:
        my_targets.append(my_reserve[-1])
    if end and my_discard:
        my_targets.append(my_discard[-1])  # before the end, another discard will cover it
    # every opponent plays before our next turn (three seats: the far one too)
    opp_reserves = [opp_reserve] + [piles[table.reserve_of[o]] for o in table.opponents(me) if o != opp]
    for reserve_pile in opp_reserves:
        if not reserve_pile:
            continue
        t = reserve_pile[-1]
        if t in need:
            threat += w.opp_reserve_foundation
        elif empties or any(t in HOUSE_ACCEPTS[h] for h in tops):
            threat += w.opp_reserve_house
        if any(t in LOAD_ACCEPTS[x] for x in my_targets):
            threat += w.opp_reserve_load
    if any(opp_reserves):  # the houses an opponent's reserve may fill, once, whoever fills them
        threat += w.empty_house * empties
        # lone house cards that can move away: the opponent empties the house and fills it
        for h in house_piles:
            if len(h) == 1:
                c = h[0]
                if c in need or any(c in HOUSE_ACCEPTS[t] for t in tops) or any(c in LOAD_ACCEPTS[x] for x in my_targets):
                    threat += w.emptiable
    for x in my_targets:
        acc = LOAD_ACCEPTS[x]
        threat += w.load_exposure * sum(1 for h in tops if h in acc)
    needed = len(need) - sum(1 for c in ACES if c in need)  # aces always go up
    if w.reply if end else w.reply_turning if kind == TURNING else 0.0:
        value -= (w.reply if end else w.reply_turning) * reply_gain(pos, me, w, hidden)
    if end:
        value -= threat + w.receptive * (needed + len(house_takes(tops)))
    else:
        value -= w.continuing * threat
        if kind == TURNING:
            loads: set[int] = set()
            for target in table.load_piles_of[me]:
                pile = piles[target]
                if pile:
                    loads.update(LOAD_ACCEPTS[pile[-1]])
            value += w.turn_need * needed + w.turn_load * len(loads) + w.turn_empty * empties
            if next_card is not None or (unseen is not None and unseen[52] and w.unknown_card):
                # where the turned card may go: a foundation, a house, the opponent's piles
                # (any card, while a house is empty)
                takes = need | loads | house_takes(tops)
                chance = 0.5
                if next_card is not None:
                    fits = bool(empties) or next_card in takes
                    value += w.known_card if fits else -w.known_card
                    chance = 1.0 if fits else 0.0
                elif unseen is not None:
                    chance = 1.0 if empties else sum(unseen[c] for c in takes) / unseen[52]
                    value += w.unknown_card * (2 * chance - 1)
                if w.turn_blend:
                    # the card finds no place with the chance left: the turn ends here, and
                    # the next player meets the threats in full, not at a discount
                    full = (1.0 - w.continuing) * threat + w.receptive * (needed + len(house_takes(tops)))
                    value -= w.turn_blend * (1.0 - chance) * full
    return value


#: the longest reply played out (greedy never loops, this is a safety net)
REPLY_STEPS = 40


def reply_gain(pos: Position, me: int, w: Weights, hidden: bool = False) -> float:
    """What the opponent gains, in cards, by the moves the greedy player would make at
    the start of its turn with the cards it sees (reserve card and houses), before it
    turns a hand card. Its new reserve cards stay unseen: a reserve card moved ends
    the use of its reserve. ``hidden``: our own reserve card is one the planner has not
    seen, so no load onto it is counted. Played on ``pos`` in place and undone exactly;
    the standard ladder (P1-P3) judges the opponent's moves."""
    t = pos.table
    opp = t.opponent_of[me]
    opp_reserve, opp_hand_card = t.reserve_of[opp], t.hand_card_of[opp]
    my_reserve, my_discard = t.reserve_of[me], t.discard_of[me]
    piles = pos.piles
    saved_to_move = pos.to_move
    pos.to_move = opp
    done: list[tuple[int, int]] = []
    reserve_used = False
    try:
        for _ in range(REPLY_STEPS):
            legal = [a for a in priorities.clean_actions(pos, legal_actions(pos)) if a.kind == MOVE and a.src != opp_hand_card
                     and not (reserve_used and a.src == opp_reserve) and not (hidden and a.dst == my_reserve)]
            if not legal:
                break
            need = foundation_accepts(pos)
            score, action = max(((action_score(pos, a, need), a) for a in legal), key=lambda t: t[0])
            if score <= 0:
                break
            piles[action.dst].append(piles[action.src].pop())
            done.append((action.src, action.dst))
            if action.src == opp_reserve:
                reserve_used = True
        gain = 0.0
        for src, dst in done:
            if src == opp_reserve:
                gain += w.reserve
            if dst == my_reserve:
                gain += w.reserve
            elif dst == my_discard:
                gain += 1.0
        return gain
    finally:
        for src, dst in reversed(done):
            piles[src].append(piles[dst].pop())
        pos.to_move = saved_to_move


def house_takes(tops: list[int]) -> set[int]:
    """The cards the houses with these top cards take."""
    takes: set[int] = set()
    for top in tops:
        takes.update(HOUSE_ACCEPTS[top])
    return takes


def unseen_cards(pos: Position) -> list[int]:
    """How many copies of each card (0-51) nobody has seen, and their total (index
    52): the face-down cards of the reserves and the hands, as far as the face-up
    cards tell. Constant during a search: it turns no card up."""
    t = pos.table
    count = [t.pack.copies] * 52  # the joker is set aside when it shows: never a place to find
    face_down = pos.face_down
    hidden_reserves = {t.reserve_of[seat] for seat in t.seats if pos.reserve_hidden[seat]}
    for i, pile in enumerate(pos.piles):
        if i in t.reserves:
            seen = [] if i in hidden_reserves else pile[-1:]
        elif i in t.houses and face_down:
            seen = pile[face_down[t.house_index(i)]:]  # variant face-down-tableau: the bottom cards
        else:
            seen = pile
        for c in seen:
            if c != JOKER:
                count[c] -= 1
    count.append(sum(count))
    return count


def own_unseen(pos: Position, seat: int) -> list[int] | None:
    """The cards ``seat``'s next hand (source) card may be, counted as ``unseen_cards``
    counts, when its own packet tells: at two seats each player's packet is a whole pack
    (with one deck, two whole suits), and every card of it that has left the hand,
    the reserve or the face-down house cards was seen. So the cards left in them are
    known as a set, not in their order: a player with a good memory counts them, and
    the hand holds none of the opponent's cards. Which of them lie in the hand and which
    face down in the reserve or under its houses is not known: they count alike.
    None at three seats: the packets are cut from two shuffled decks."""
    t = pos.table
    if t.seat_count != 2:
        return None
    count = [0] * 52
    for c in pos.hands[seat]:
        count[c] += 1
    reserve = pos.piles[t.reserve_of[seat]]
    for c in reserve if pos.reserve_hidden[seat] else reserve[:-1]:
        count[c] += 1
    if pos.face_down:
        for h in t.dealt_houses_of[seat]:
            for c in pos.piles[h][:pos.face_down[t.house_index(h)]]:
                count[c] += 1
    count.append(sum(count))
    return count


def house_piles_of(pos: Position) -> list[list[int]]:
    """The houses in play (a slice of the piles where their numbers run on)."""
    table = pos.table
    if table.contiguous:
        return pos.piles[table.house_slice]
    return [pos.piles[h] for h in table.houses]


def stock_value(pos: Position, seat: int, w: Weights) -> float:
    """A seat's cards left, a reserve card counting ``w.reserve``."""
    piles, table = pos.piles, pos.table
    return (w.reserve * len(piles[table.reserve_of[seat]]) + len(pos.hands[seat])
            + len(piles[table.hand_card_of[seat]]) + len(piles[table.discard_of[seat]]))


def theirs(pos: Position, me: int, w: Weights) -> float:
    """The opponents' cards left, as one figure against ours: the one opponent's at a
    two-seat table; at three, the best placed's (``w.lead``) and the mean of all."""
    table: Table = pos.table
    if table.seat_count == 2:
        return stock_value(pos, table.opponent_of[me], w)
    values = [stock_value(pos, seat, w) for seat in table.opponents(me)]
    return w.lead * min(values) + (1.0 - w.lead) * sum(values) / len(values)
