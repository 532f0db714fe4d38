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

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from crapette.bots.evaluation import CUTOFF, TURNING, WIN, Weights, own_unseen, unseen_cards
from crapette.bots.greedy import action_score, foundation_accepts
from crapette.bots.scratch import Scratch, exact_key
from crapette.bots.zank import ZankWeights
from crapette.engine import Action
from crapette.engine.actions import TURN
from crapette.engine.position import Position

#: Whether the search goes on past ``turn`` when the card it shows is known (the
#: hand re-formed from the seen discard). Measured worse (400 paired games against
#: greedy: 61.5% going on, 69.7% stopping there): the leaf value before turning is
#: a better guide than a search cut short in the middle of a long turn.
SEARCH_PAST_TURN = False

#: What the cheat of ``benchmarks.bound`` (``peek``, never a player of the app) does
#: with the face-down cards it sees. Every card ``turn`` shows is known: ``turn`` is
#: valued with that card (``Weights.known_card``), as when the hand was re-formed from
#: the seen discard. A new reserve card does not stop the sequence: the search goes on
#: with it. In Wegner's game it also searches on past the source card it takes (his
#: turn goes on as long as they find a place). In the standard family it does not
#: search past ``turn``, for the reason of ``SEARCH_PAST_TURN``: a cheat that searched
#: on there won 61.7 % with one deck where the honest planner won 66.5 % (100 paired
#: deals from seed 1000000, at 903a002), so it would be no bound.

#: where the safety net reads the time: the thinking thread's CPU time
#: (``time.thread_time``) for players, a clock the caller controls in tests
Clock = Callable[[], float]

#: the safety net reads its clock once per this many positions (a clock reading costs
#: about as much as a position's bookkeeping)
CLOCK_EVERY = 64

#: iterative deepening: the depths tried, in choices (forced actions are free)
DEPTHS = (1, 2, 3, 4, 6, 8, 11, 15, 20, 27, 36, 48, 64)


@dataclass
class SearchStats:
    nodes: int = 0  # positions searched: the work the budget counts
    depth: int = 0  # of the last iteration started
    complete: bool = False  # the whole turn was searched
    timed_out: bool = False  # stopped by the safety net (the result then depends on the machine)
    seconds: float = 0.0  # by the search's clock


class Search(Scratch):
    """One search from a private copy of a position (``Scratch``), for its mover:
    iterative deepening of a depth-first search, with a transposition table.

    ``max_nodes`` positions decide where it stops, so the same position gives the same
    plan on any machine. ``deadline`` (by ``clock``, None: none) is only a safety net
    against a pathological position: a search it stops says so (``timed_out``)."""

    def __init__(self, pos: Position, weights: Weights, max_nodes: int, fast: bool | None = None,
                 hand_known: bool = False, zank_weights: ZankWeights | None = None,
                 deadline: float | None = None, clock: Clock = time.thread_time, peek: bool = False) -> None:
        super().__init__(pos, weights, fast, hand_known or peek, zank_weights)
        # a cheat, for measurement only (``benchmarks.bound``, the bound of
        # docs/strength.md): it sees the face-down cards (``PEEK``)
        self.peek = peek and self.fast
        self.clock = clock
        self.max_nodes = max_nodes
        self.deadline = deadline
        self._next_reading = 0  # positions searched when the safety net reads its clock next
        self.stats = SearchStats()
        self.out_of_budget = False
        self.cuts = 0  # sequences cut by the depth limit so far
        # canonical key -> (value, best action, depth searched below, some sequence below was cut)
        self.tt: dict[tuple[Any, ...], tuple[float, Action | None, int, bool]] = {}
        self.unseen = unseen_cards(pos) if weights.unknown_card else None
        if self.unseen is not None and (self.zank.own_pack if self.zank is not None else weights.own_pack):
            self.unseen = own_unseen(pos, self.me) or self.unseen  # one's own packet's cards, counted
        self._visited: set[tuple[Any, ...]] = set()

    def _budget_left(self) -> bool:
        if self.out_of_budget:
            return False
        nodes = self.stats.nodes
        if nodes >= self.max_nodes:
            self.out_of_budget = True
        elif self.deadline is not None and nodes >= self._next_reading:
            self._next_reading = nodes + CLOCK_EVERY
            if self.clock() >= self.deadline:
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
            return self.evaluate(CUTOFF)
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
        return (SEARCH_PAST_TURN or (self.peek and self.zank is not None)) and self.knows_next_card()

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
                return self.evaluate(TURNING, self.next_card(), self.unseen)
            self.hand_known = True
        self.do(action)
        reveal = action.src == self.reserve and bool(self.piles[self.reserve]) and not self.peek
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
                if self.leaf(action) is not None or (action.src == self.reserve and self.piles[self.reserve]
                                                     and not self.peek):
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
