"""The planner's search: iterative deepening of a depth-first search over the clean
actions (no priority rule broken) of the player to move, within its turn, on a
private copy of the position (see ``crapette.bots.planner`` for what it looks at).

Positions reached by different orders of the same moves are searched once: a
transposition table is keyed by a canonical form of the position, in which the
houses are a multiset of sequences (houses that differ only in order are one
position) and the foundations a multiset of top cards (two foundations of the same
suit and rank are interchangeable). The same table breaks the cycles of
house-to-house moves. Forced actions (a single clean one) do not count as depth.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from crapette.bots.evaluation import CUTOFF, END, TURNING, WIN, Weights, evaluate, unseen_cards
from crapette.bots.greedy import action_score, foundation_accepts
from crapette.engine import Action, Game
from crapette.engine.actions import MOVE, PASS, TURN
from crapette.engine.cards import ACES, ALL_CARDS
from crapette.engine.game import STOP_MODE
from crapette.engine.position import Position
from crapette.engine import priorities
from crapette.engine.priorities import STANDARD_LADDER
from crapette.engine.rules import legal_actions
from crapette.engine.table import JOKER, Table

#: Whether the search goes on past ``turn`` when the card it shows is known (the
#: hand re-formed from the seen discard). Measured worse (400 paired games against
#: greedy: 61.5% going on, 69.7% stopping there): the leaf value before turning is
#: a better guide than a search cut short in the middle of a long turn.
SEARCH_PAST_TURN = False

#: where the deadlines read the time: ``time.perf_counter`` for players, a clock the
#: caller controls in tests (the play then no longer depends on the machine's load)
Clock = Callable[[], float]

#: iterative deepening: the depths tried, in choices (forced actions are free)
DEPTHS = (1, 2, 3, 4, 6, 8, 11, 15, 20, 27, 36, 48, 64)

def exact_key(pos: Position) -> tuple[Any, ...]:
    """The position as the plan's steps know it (every pile, the hands' sizes)."""
    return (pos.to_move, tuple(map(tuple, pos.piles)), tuple(map(len, pos.hands)))


_rng = random.Random(0x5EED)
#: order-free hashing of the foundations: each top card has a random value, summed
_FOUNDATION_HASH = tuple(_rng.getrandbits(60) for _ in range(52))
#: how the foundations' hash changes when a card goes up: its value in, the value of
#: the card it covers (one rank lower, same suit; nothing under an ace) out
_FOUNDATION_STEP = tuple(_FOUNDATION_HASH[c] - (_FOUNDATION_HASH[c - 4] if c not in ACES else 0) for c in ALL_CARDS)


@dataclass
class SearchStats:
    nodes: int = 0
    depth: int = 0  # of the last iteration started
    complete: bool = False  # the whole turn was searched
    timed_out: bool = False  # stopped by the deadline (the result then depends on the machine)
    seconds: float = 0.0


class Search:
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
        if pos.rules.french_turn:
            # 003's turn turns the next hand card as soon as one is played: the search may
            # not see it, so it plays on without a hand card and values ``turn`` before
            # the card is seen, as in the standard game (the planner plans again with
            # the card in view)
            pos.rules = replace(pos.rules, french_turn=False)
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
        # three seats: every opponent's reserve and discard are in the key (two: the above)
        self.others: tuple[int, ...] = t.load_piles_of[self.me] if t.seat_count > 2 else ()
        self.house_index = t.house_index_of  # the houses' hashes are kept by house index
        # three-players: houses leave play, the joker is set aside (the table before each
        # move, and whether a joker was set aside, kept to undo it)
        self.special = t.special
        self._events: list[tuple[Table, bool]] = []
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
        # the game may put new pile lists in the position (a take-back from a snapshot)
        piles = self.piles = self.pos.piles
        self.hh = [hash(tuple(piles[h])) for h in self.table.all_houses]
        self.fsum = sum(_FOUNDATION_HASH[piles[f][-1]] for f in self.table.foundations if piles[f])

    def key(self) -> tuple[Any, ...]:
        """Canonical: houses as a multiset of sequences, foundations as a multiset of tops."""
        piles = self.piles
        r, d = piles[self.opp_reserve], piles[self.opp_discard]
        key: tuple[Any, ...] = (len(piles[self.reserve]), len(piles[self.hand_card]), len(self.pos.hands[self.me]), len(piles[self.discard]),
               len(r), r[-1] if r else -1, len(d), d[-1] if d else -1, sum(self.hh), self.fsum, self.hidden)
        if self.others:
            # the third seat's piles, and which house is out of play (an empty house in
            # play is not one out of play)
            key += (tuple((len(piles[o]), piles[o][-1] if piles[o] else -1) for o in self.others), self.pos.table.out)
        return key

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
        houses, index = self.table.houses, self.house_index
        if src in houses:
            self.hh[index[src]] = hash(tuple(piles[src]))
        if self.special:
            self._table_events(src)
        if dst in self.table.foundations:
            self.fsum += _FOUNDATION_STEP[card]
        elif dst in houses:
            self.hh[index[dst]] = hash(tuple(piles[dst]))

    def _table_events(self, src: int) -> None:
        """Three-players (``Game._table_events``): the first house emptied leaves play;
        a joker showing on a reserve is set aside. What changed is kept for ``undo``."""
        table = self.pos.table
        pile = self.piles[src]
        joker = False
        if not pile:
            if table.houses_leave and not table.out and src in table.houses:
                self.pos.table = table.without_house(src)
        elif pile[-1] == JOKER and src in table.reserves:
            pile.pop()
            joker = True
        self._events.append((table, joker))

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
        if self.special:
            self.pos.table, joker = self._events.pop()
            if joker:
                piles[src].append(JOKER)
        card = piles[dst].pop()
        piles[src].append(card)
        houses, index = self.table.houses, self.house_index
        if src in houses:
            self.hh[index[src]] = hash(tuple(piles[src]))
        if dst in self.table.foundations:
            self.fsum -= _FOUNDATION_STEP[card]
        elif dst in houses:
            self.hh[index[dst]] = hash(tuple(piles[dst]))

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
                    return float(pts[me] - max(pts[o] for o in self.table.opponents(me)))
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
                steps.append((exact_key(pos), action))
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
