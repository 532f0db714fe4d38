"""The planner: searches whole sequences of actions within its turn and plays the
first action of the best one.

The search
    Iterative deepening of a depth-first search over the clean actions (no priority
    rule broken) of the player to move, on a private copy of the position: the game
    passed in is never touched, so ``choose`` may run in a worker thread. Positions
    reached by different orders of the same moves are searched once: a
    transposition table is keyed by a canonical form of the position, in which the
    houses are a multiset of sequences (houses that differ only in order are one
    position) and the foundations a multiset of top cards (two foundations of the
    same suit and rank are interchangeable). The same table breaks the cycles of
    house-to-house moves. Forced actions (a single clean one) do not count as depth.

    The planner does not look at face-down cards. A sequence ends at an action that
    ends the turn (the hand card onto the own discard, ``pass``), at ``turn``
    (valued before the card is seen, even when the planner knows which card it is:
    see ``SEARCH_PAST_TURN``), and at a win. A move that turns up a new
    reserve card does not end it: the search goes on without that card (it may not
    move, and empty houses are taken to be filled from the reserve, as P3 demands
    before turning). The plan stops there, and the planner plans again with the card
    in view.

The evaluation (from the planner's side, see ``Weights``)
    The card counts, the opponent's minus ours, a reserve card weighing more than a
    hand or discard card. Then, at the end of the turn, what the position leaves to
    the opponent: its reserve card going to a foundation or onto a house, the empty
    houses it may fill and the houses it may empty, the house cards it could load
    onto our reserve and discard, and how many cards the table takes (its hand
    cards will look for a place). A sequence that stops before the end of the turn
    counts those threats at a discount, and how much the table takes as our gain.
    Before ``turn``, whether the card about to be turned will find a place: for a
    known card, yes or no; for an unknown one, the chance that it does, from the
    cards nobody has seen yet (``unseen_cards``). These two terms took the planner
    from about 62% to about 75% of its games against greedy (400 paired games).
    ``Weights.reply`` (off by default) plays the opponent's greedy reply out instead
    (``reply_gain``): measured against greedy it did no better than the threats.

The budget
    ``max_nodes`` positions per search keeps the play reproducible (the same seed
    and position give the same choice). ``time_budget`` seconds per search and
    ``turn_budget`` seconds per turn are hard limits checked at every node: when
    a turn's time is spent the planner plays greedily for the rest of it. A plan is
    cached: while the position is one the plan passes through, its next action is
    played without searching again.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from collections.abc import Callable
from typing import Any

from crapette.bots.base import BasePlayer, clean_actions
from crapette.bots.greedy import action_score, foundation_accepts
from crapette.engine import Action, Game
from crapette.engine.actions import MOVE, PASS, TURN
from crapette.engine.cards import HOUSE_ACCEPTS, LOAD_ACCEPTS
from crapette.engine.game import STOP_MODE
from crapette.engine.position import Position
from crapette.engine import priorities
from crapette.engine.priorities import STANDARD_LADDER
from crapette.engine.rules import legal_actions

#: Default search budget: positions per search, and per turn (all the searches of
#: one turn together: a long turn needs one search per card turned up). They decide
#: the play, so it is the same on any machine.
DEFAULT_NODES = 2000
DEFAULT_TURN_NODES = 6000
#: A search gets at least this many positions, even late in a long turn.
MIN_NODES = 60
#: Hard limits in seconds, per search and per turn, whatever the machine's speed or
#: load (about 50 µs a position here: the node budgets rarely let them bite).
DEFAULT_TIME = 0.8
DEFAULT_TURN_TIME = 0.9
#: Below this much thinking time left in the turn, the planner plays greedily.
MIN_SEARCH_TIME = 0.01

#: Whether the search goes on past ``turn`` when the card it shows is known (the
#: hand re-formed from the seen discard). Measured worse (400 paired games against
#: greedy: 61.5% going on, 69.7% stopping there): the leaf value before turning is
#: a better guide than a search cut short in the middle of a long turn.
SEARCH_PAST_TURN = False

#: where the deadlines read the time: ``time.perf_counter`` for players, a clock the
#: caller controls in tests (the play then no longer depends on the machine's load)
Clock = Callable[[], float]

WIN = 1_000_000.0
END, TURNING, CUTOFF = 0, 1, 3  # kinds of leaves
#: iterative deepening: the depths tried, in choices (forced actions are free)
DEPTHS = (1, 2, 3, 4, 6, 8, 11, 15, 20, 27, 36, 48, 64)


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
    known_card: float = 1.0  # before turning a card we know: plus if it will find a place, minus if not
    unknown_card: float = 1.0  # ... a card we do not know: the same, by the chance that it fits (2p - 1)


def evaluate(pos: Position, me: int, kind: int, w: Weights, hidden: bool = False,
             next_card: int | None = None, unseen: list[int] | None = None) -> float:
    """The value of a position for ``me`` (higher is better), at the end of a sequence
    of ``kind``: END (the opponent plays next), TURNING (we turn a hand card next) or
    CUTOFF (the search stopped looking). ``hidden``: our reserve card was turned up
    during the sequence and the planner may not use it; empty houses are then taken
    to be filled from the reserve (P3 demands it before the next turn).
    ``next_card``: at TURNING, the card ``turn`` will show when the planner knows it
    (its hand was re-formed from the discard it saw): whether it will find a place
    counts ``Weights.known_card`` either way."""
    piles = pos.piles
    hands = pos.hands
    table = pos.table
    opp = table.opponent_of[me]
    reserve = len(piles[table.reserve_of[me]])
    house_piles = piles[table.house_slice]
    tops = [h[-1] for h in house_piles if h]
    empties = table.house_count - len(tops)
    value = 0.0
    if hidden:
        value += w.reveal
        if kind != CUTOFF:
            fill = min(empties, reserve)
            reserve -= fill
            empties -= fill
            value += fill * w.reveal
    my_reserve, my_discard = piles[table.reserve_of[me]], piles[table.discard_of[me]]
    opp_reserve, opp_discard = piles[table.reserve_of[opp]], piles[table.discard_of[opp]]
    mine = w.reserve * reserve + len(hands[me]) + len(piles[table.hand_card_of[me]]) + len(my_discard)
    theirs = w.reserve * len(opp_reserve) + len(hands[opp]) + len(piles[table.hand_card_of[opp]]) + len(opp_discard)
    value += theirs - mine

    # what the opponent can do with what is visible when its turn comes
    end = kind == END
    threat = 0.0
    need = foundation_accepts(pos)
    my_targets = []
    if my_reserve and not hidden:
        my_targets.append(my_reserve[-1])
    if end and my_discard:
        my_targets.append(my_discard[-1])  # before the end, another discard will cover it
    if opp_reserve:
        t = opp_reserve[-1]
        if t in need:
            threat += w.opp_reserve_foundation
        elif empties or any(t in HOUSE_ACCEPTS[h] for h in tops):
            threat += w.opp_reserve_house
        if any(t in LOAD_ACCEPTS[x] for x in my_targets):
            threat += w.opp_reserve_load
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
    needed = len(need) - sum(1 for c in (0, 1, 2, 3) if c in need)  # aces always go up
    if w.reply if end else w.reply_turning if kind == TURNING else 0.0:
        value -= (w.reply if end else w.reply_turning) * reply_gain(pos, me, w, hidden)
    if end:
        value -= threat + w.receptive * (needed + len(house_takes(tops)))
    else:
        value -= w.continuing * threat
        if kind == TURNING:
            loads: set[int] = set()
            for pile in (opp_reserve, opp_discard):
                if pile:
                    loads.update(LOAD_ACCEPTS[pile[-1]])
            value += w.turn_need * needed + w.turn_load * len(loads) + w.turn_empty * empties
            if next_card is not None or (unseen is not None and unseen[52] and w.unknown_card):
                # where the turned card may go: a foundation, a house, the opponent's piles
                # (any card, while a house is empty)
                takes = need | loads | house_takes(tops)
                if next_card is not None:
                    value += w.known_card if empties or next_card in takes else -w.known_card
                elif unseen is not None:
                    chance = 1.0 if empties else sum(unseen[c] for c in takes) / unseen[52]
                    value += w.unknown_card * (2 * chance - 1)
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
    count = [2] * 52
    face_down = pos.face_down
    t = pos.table
    for i, pile in enumerate(pos.piles):
        if i in t.reserves:
            seen = [] if pos.reserve_hidden[i] else pile[-1:]
        elif i in t.houses and face_down:
            seen = pile[face_down[t.house_index(i)]:]  # variant face-down-tableau: the bottom cards
        else:
            seen = pile
        for c in seen:
            count[c] -= 1
    count.append(sum(count))
    return count


def hand_known(game: Game) -> bool:
    """Whether the player to move knows the order of its hand: once the hand has been
    re-formed from the discard, every card in it was seen face up (a player with a
    good memory knows what comes next). Until then it is the dealt hand, unseen."""
    me = game.to_move
    hand = game.position.hands[me]
    return bool(hand) and hand != game.start.hands[me][: len(hand)]


def _exact_key(pos: Position) -> tuple[Any, ...]:
    return (pos.to_move, tuple(map(tuple, pos.piles)), len(pos.hands[0]), len(pos.hands[1]))


_rng = random.Random(0x5EED)
#: order-free hashing of the foundations: each top card has a random value, summed
_FOUNDATION_HASH = tuple(_rng.getrandbits(60) for _ in range(52))


@dataclass
class SearchStats:
    nodes: int = 0
    depth: int = 0  # of the last iteration started
    complete: bool = False  # the whole turn was searched
    timed_out: bool = False  # stopped by the deadline (the result then depends on the machine)
    seconds: float = 0.0


class _Search:
    """One search from a private copy of a position, for its mover: iterative
    deepening of a depth-first search, with a transposition table.

    The standard game takes a fast path: moves are applied to the piles directly and
    the canonical key is kept up to date incrementally. Rules with a generator of
    their own (group moves…) or a longer priority ladder go through ``Game.push``/
    ``pop`` and ``Game.analysis`` instead.
    """

    def __init__(self, pos: Position, weights: Weights, max_nodes: int, deadline: float,
                 fast: bool | None = None, hand_known: bool = False, clock: Clock = time.perf_counter) -> None:
        self.pos = pos
        self.clock = clock
        self.piles = pos.piles
        self.me = pos.to_move
        self.w = weights
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.stats = SearchStats()
        self.out_of_budget = False
        self.cuts = 0  # sequences cut by the depth limit so far
        # canonical key -> (value, best action, depth searched below, some sequence below was cut)
        self.tt: dict[tuple[Any, ...], tuple[float, Action | None, int, bool]] = {}
        if fast is None:
            fast = pos.rules.generator is None and pos.rules.priorities == STANDARD_LADDER
        self.fast = fast
        self.game: Game | None = None if fast else Game(pos, STOP_MODE)
        t = pos.table
        self.table = t
        self.reserve, self.hand_card, self.discard = t.stock_of[self.me]
        self.sources = t.stock_of[self.me]
        opp = t.opponent_of[self.me]
        self.opp_reserve, self.opp_discard = t.reserve_of[opp], t.discard_of[opp]
        self.first_house = t.first_house  # the houses' hashes are kept by house index
        self.hidden = False  # our reserve card was turned up in the sequence being searched
        # the order of our hand is known (it was re-formed from the discard, whose cards
        # were all seen): ``turn`` is then an action like any other
        self.hand_known = hand_known and self.fast
        self._reformed: list[bool] = []
        # variant early-turn: ``turn`` is exempt only before the turn's first action, so
        # the fast path keeps ``turn_start`` true at the root alone
        self._root_turn_start = pos.turn_start if pos.rules.early_turn else False
        self._done = 0
        self.unseen = unseen_cards(pos) if weights.unknown_card else None
        self._rehash()

    # --- the position ----------------------------------------------------------

    def _rehash(self) -> None:
        piles = self.piles
        self.hh = [hash(tuple(piles[h])) for h in self.table.houses]
        self.fsum = sum(_FOUNDATION_HASH[f[-1]] for f in piles[self.table.foundation_slice] if f)

    def key(self) -> tuple[Any, ...]:
        """Canonical: houses as a multiset of sequences, foundations as a multiset of tops."""
        piles = self.piles
        r, d = piles[self.opp_reserve], piles[self.opp_discard]
        return (len(piles[self.reserve]), len(piles[self.hand_card]), len(self.pos.hands[self.me]), len(piles[self.discard]),
                len(r), r[-1] if r else -1, len(d), d[-1] if d else -1, sum(self.hh), self.fsum, self.hidden)

    def actions(self) -> list[Action]:
        """The clean actions here, minus moving a lone house card to an empty house
        (the same position again)."""
        if not self.fast:
            assert self.game is not None
            if self.hidden:
                legal = [a for a in self.game.legal_actions() if a.src != self.reserve]
                return [a for a in legal if a.to_foundation] or legal
            return [a for a, v in self.game.analysis() if v is None]
        piles = self.piles
        legal = legal_actions(self.pos)
        if self.hidden:
            # the reserve card is unknown: it stays put, and P1 and P3 cannot be judged
            reserve = self.reserve
            foundations = self.table.foundations
            legal = [a for a in legal if a.src != reserve]
            out = [a for a in legal if a.dst in foundations and a.kind == MOVE] or legal
        else:
            out = priorities.clean_actions(self.pos, legal)
        houses = self.table.houses
        return [a for a in out if not (a.src in houses and a.dst in houses and not piles[a.dst]
                                       and len(piles[a.src]) == 1)]

    def do(self, action: Action) -> None:
        if not self.fast:
            assert self.game is not None
            self.game.push(action)
            self._rehash()
            return
        if self._root_turn_start:
            self._done += 1
            self.pos.turn_start = False
        if action.kind != MOVE:
            if action.kind == TURN:
                me = self.me
                hand = self.pos.hands[me]
                reformed = not hand
                if reformed:
                    discard = self.piles[self.discard]
                    hand.extend(reversed(discard))
                    discard.clear()
                self._reformed.append(reformed)
                self.piles[self.hand_card].append(hand.pop())
            return
        piles = self.piles
        src, dst = action.src, action.dst
        card = piles[src].pop()
        piles[dst].append(card)
        first_house = self.first_house
        if src in self.table.houses:
            self.hh[src - first_house] = hash(tuple(piles[src]))
        if dst in self.table.foundations:
            self.fsum += _FOUNDATION_HASH[card] - (_FOUNDATION_HASH[card - 4] if card >= 4 else 0)
        elif dst in self.table.houses:
            self.hh[dst - first_house] = hash(tuple(piles[dst]))

    def undo(self, action: Action) -> None:
        if not self.fast:
            assert self.game is not None
            self.game.pop()
            self._rehash()
            return
        if self._root_turn_start:
            self._done -= 1
            self.pos.turn_start = self._done == 0
        if action.kind != MOVE:
            if action.kind == TURN:
                me = self.me
                hand = self.pos.hands[me]
                hand.append(self.piles[self.hand_card].pop())
                if self._reformed.pop():
                    self.piles[self.discard].extend(reversed(hand))
                    hand.clear()
            return
        piles = self.piles
        src, dst = action.src, action.dst
        card = piles[dst].pop()
        piles[src].append(card)
        first_house = self.first_house
        if src in self.table.houses:
            self.hh[src - first_house] = hash(tuple(piles[src]))
        if dst in self.table.foundations:
            self.fsum -= _FOUNDATION_HASH[card] - (_FOUNDATION_HASH[card - 4] if card >= 4 else 0)
        elif dst in self.table.houses:
            self.hh[dst - first_house] = hash(tuple(piles[dst]))

    def leaf(self, action: Action) -> float | None:
        """The value after ``action`` (already done) if it ends the sequence, else None."""
        pos, me, w, hidden = self.pos, self.me, self.w, self.hidden
        if not self.fast:
            assert self.game is not None
            game = self.game
            if game.outcome is not None:
                winner = game.outcome.winner
                if winner is None:
                    pts = game.outcome.points
                    return float(pts[me] - pts[self.table.opponent_of[me]])
                return WIN if winner == me else -WIN
            if action.kind == PASS or game.to_move != me:
                return evaluate(pos, me, END, w, hidden)
        else:
            if action.kind == PASS or action.dst == self.discard:
                return evaluate(pos, me, END, w, hidden)
            if action.src in self.sources and pos.stock_count(me) == 0:
                return WIN
        return None

    # --- the search --------------------------------------------------------------

    def _budget_left(self) -> bool:
        if self.out_of_budget:
            return False
        if self.stats.nodes >= self.max_nodes:
            self.out_of_budget = True
        elif self.clock() >= self.deadline:
            self.out_of_budget = self.stats.timed_out = True
        return not self.out_of_budget

    def ordered(self, actions: list[Action], first: Action | None) -> list[Action]:
        """Best first: the action found best here by a shallower search, then by the
        greedy player's liking."""
        pos = self.pos
        need = foundation_accepts(pos)
        return sorted(actions, key=lambda a: -(10_000 if a == first else action_score(pos, a, need)))

    def value(self, depth: int) -> float:
        """Best value reachable from here within the turn, looking ``depth`` choices
        ahead (forced actions are free)."""
        k = self.key()
        hit = self.tt.get(k)
        if hit is not None and hit[2] >= depth:
            if hit[3]:
                self.cuts += 1  # that value, too, stopped short somewhere
            return hit[0]
        actions = self.actions()
        if depth <= 0 and len(actions) > 1:
            self.cuts += 1
            return evaluate(self.pos, self.me, CUTOFF, self.w, self.hidden)
        self.tt[k] = (-WIN, None, 1 << 30, False)  # in progress: a cycle back here is worth nothing
        self.stats.nodes += 1
        cuts = self.cuts
        below = depth - 1 if len(actions) > 1 else depth
        best, best_action = -WIN * 2, None
        for action in self.ordered(actions, None if hit is None else hit[1]):
            if best_action is not None and not self._budget_left():
                break
            v = self.child(action, below)
            if v > best:
                best, best_action = v, action
        self.tt[k] = (best, best_action, depth, self.cuts > cuts)
        return best

    def can_see_turn(self) -> bool:
        """Whether the search goes on past ``turn`` (see ``SEARCH_PAST_TURN``)."""
        return SEARCH_PAST_TURN and self.knows_next_card()

    def knows_next_card(self) -> bool:
        """Whether the card ``turn`` would show is known: the hand's order is known,
        or the hand is empty and the (seen) discard becomes the hand."""
        return self.fast and (self.hand_known or not self.pos.hands[self.me])

    def next_card(self) -> int | None:
        """The card ``turn`` would show, when it is known."""
        if not self.knows_next_card():
            return None
        hand = self.pos.hands[self.me]
        if hand:
            return hand[-1]
        discard = self.piles[self.discard]
        return discard[0] if discard else None

    def child(self, action: Action, depth: int, lookup_only: bool = False) -> float:
        known = self.hand_known
        if action.kind == TURN:
            if not self.can_see_turn():
                return evaluate(self.pos, self.me, TURNING, self.w, self.hidden, next_card=self.next_card(),
                                unseen=self.unseen)
            self.hand_known = True
        self.do(action)
        reveal = action.src == self.reserve and bool(self.piles[self.reserve])
        if reveal:
            self.hidden = True  # the search goes on without the new reserve card
        try:
            v = self.leaf(action)
            if v is not None:
                return v
            if lookup_only:
                k = self.key()
                hit = self.tt.get(k)
                return -WIN * 2 if hit is None or hit[1] is None or k in self._visited else hit[0]
            return self.value(depth)
        finally:
            if reveal:
                self.hidden = False
            self.undo(action)
            self.hand_known = known

    def run(self) -> list[tuple[tuple[Any, ...], Action]]:
        """Deepen until the whole turn is searched or the budget is spent. An
        unfinished iteration counts only if it found at least as good a value."""
        start = self.clock()
        plan: list[tuple[tuple[Any, ...], Action]] = []
        best = -WIN * 2
        for depth in DEPTHS:
            self.stats.depth = depth
            cuts = self.cuts
            # the table is kept: an entry searched deeper than asked stays valid
            value = self.value(depth)
            cut = self.cuts > cuts
            if self.out_of_budget and plan and value < best:
                break
            plan, best = self.plan(), value
            if self.out_of_budget or not cut:
                self.stats.complete = not self.out_of_budget and not cut
                break
        self.stats.seconds = self.clock() - start
        return plan

    def plan(self) -> list[tuple[tuple[Any, ...], Action]]:
        """The best sequence of the table, as (exact position key, action) steps. The
        table is keyed by canonical positions, so each step is found again among the
        actions of the actual position: the one whose result it values most."""
        steps: list[tuple[tuple[Any, ...], Action]] = []
        done: list[Action] = []
        pos = self.pos
        visited: set[tuple[Any, ...]] = set()
        self._visited = visited
        known = self.hand_known
        try:
            while len(steps) < 200:
                k = self.key()
                hit = self.tt.get(k)
                if hit is None or hit[1] is None:
                    break
                visited.add(k)
                action = self._replay_choice()
                if action is None:
                    break
                steps.append((_exact_key(pos), action))
                if action.kind == TURN and not self.can_see_turn():
                    break
                if action.kind == TURN:
                    self.hand_known = True
                self.do(action)
                done.append(action)
                if self.leaf(action) is not None or (action.src == self.reserve and self.piles[self.reserve]):
                    break  # the end of the turn, or a new reserve card to plan with
        finally:
            for action in reversed(done):
                self.undo(action)
            self.hand_known = known
        return steps

    def _replay_choice(self) -> Action | None:
        """The action here whose result the table values most (no new search), never
        back to a position the plan already passed through."""
        best, best_action = -WIN * 3, None
        for action in self.ordered(self.actions(), None):
            v = self.child(action, 0, lookup_only=True)
            if v > best:
                best, best_action = v, action
        return best_action


class PlannerPlayer(BasePlayer):
    """Searches its turn (see the module docstring)."""

    name = "planner"

    def __init__(self, seed: int = 0, max_nodes: int = DEFAULT_NODES, time_budget: float = DEFAULT_TIME,
                 weights: Weights | None = None, turn_budget: float = DEFAULT_TURN_TIME,
                 turn_nodes: int | None = None, clock: Clock = time.perf_counter) -> None:
        super().__init__(seed)
        self.clock = clock  # seconds; tests pass a clock they control
        self.max_nodes = max_nodes
        self.turn_nodes = turn_nodes if turn_nodes is not None else max(DEFAULT_TURN_NODES, 3 * max_nodes)
        self.time_budget = time_budget
        self.turn_budget = max(turn_budget, time_budget)
        self.weights = weights or Weights()
        self._plan: dict[tuple[Any, ...], Action] = {}
        self._last: tuple[int, int, int] | None = None  # (game id, ply, mover) of the last choice
        self._turn_spent = 0.0
        self._turn_used = 0  # positions searched in this turn
        # figures for self-play and benchmarks
        self.searches = 0
        self.timeouts = 0
        self.last_search: SearchStats | None = None

    def choose(self, game: Game) -> Action:
        start = self.clock()
        if self._last != (id(game), game.ply - 1, game.to_move):
            self._turn_spent = 0.0  # a new turn (or another game)
            self._turn_used = 0
        self._last = (id(game), game.ply, game.to_move)
        try:
            return self._choose(game, start)
        finally:
            self._turn_spent += self.clock() - start

    def note_own_action(self, game: Game) -> None:
        """The player is about to make an action it did not ``choose`` (a level's
        deliberate mistake): the turn goes on, and so does its thinking time."""
        if self._last == (id(game), game.ply - 1, game.to_move) or self._last is None:
            self._last = (id(game), game.ply, game.to_move)

    def _choose(self, game: Game, start: float) -> Action:
        actions = clean_actions(game)
        if len(actions) == 1:
            return actions[0]
        key = _exact_key(game.position)
        planned = self._plan.get(key)
        if planned is not None and planned in actions:
            return planned
        allowed = min(self.time_budget, self.turn_budget - self._turn_spent - (self.clock() - start))
        if allowed < MIN_SEARCH_TIME:
            # the turn's thinking time is spent: the greedy choice, at once
            self.timeouts += 1
            pos = game.position
            need = foundation_accepts(pos)
            return max(actions, key=lambda a: action_score(pos, a, need))
        deadline = self.clock() + allowed
        nodes = min(self.max_nodes, max(MIN_NODES, self.turn_nodes - self._turn_used))
        search = _Search(game.position.copy(), self.weights, nodes, deadline, hand_known=hand_known(game),
                         clock=self.clock)
        steps = search.run()
        self._turn_used += search.stats.nodes
        self.searches += 1
        self.timeouts += search.stats.timed_out
        self.last_search = search.stats
        self._plan = dict(steps)
        if steps and steps[0][1] in actions:
            return steps[0][1]
        return actions[0]  # pragma: no cover - the search always finds a clean action
