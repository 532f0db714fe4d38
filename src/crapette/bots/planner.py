"""The planner: searches whole sequences of actions within its turn and plays the
first action of the best one, at any table (two seats or three, one deck or two).

The search (``crapette.bots.search``)
    Iterative deepening of a depth-first search over the clean actions of the player
    to move, on a private copy of the position: the game passed in is never touched,
    so ``choose`` may run in a worker thread. A transposition table merges the
    orders of the same moves.

    The planner does not look at face-down cards. A sequence ends at an action that
    ends the turn (the hand card onto the own discard, ``pass``), at ``turn``
    (valued before the card is seen, even when the planner knows which card it is:
    see ``SEARCH_PAST_TURN``), and at a win. Under the variant french-turn the next
    hand card turns by itself whenever the hand card is played: that move too is
    valued before the card is seen (the search does not turn it). A move that turns
    up a new reserve card does not end it: the search goes on without that card (it
    may not move, and empty houses are taken to be filled from the reserve, as P3
    demands before turning). The plan stops there, and the planner plans again with
    the card in view.

The evaluation (``crapette.bots.evaluation``)
    The cards left, ours against the opponents', and what the position leaves to the
    next player; before a hand card is turned, the chance that it finds a place.

The budget
    ``max_nodes`` positions per search keeps the play reproducible (the same seed
    and position give the same choice). ``time_budget`` seconds per search and
    ``turn_budget`` seconds per turn are hard limits checked at every node: when
    a turn's time is spent the planner plays greedily for the rest of it. A plan is
    cached: while the position is one the plan passes through, its next action is
    played without searching again.
"""

from __future__ import annotations

import time
from typing import Any

from crapette.bots.base import BasePlayer, clean_actions
from crapette.bots.evaluation import Weights
from crapette.bots.greedy import action_score, foundation_accepts
from crapette.bots.scratch import exact_key
from crapette.bots.search import Clock, Search, SearchStats
from crapette.bots.zank import ZankWeights, is_zank
from crapette.engine import Action, Game
from crapette.engine.actions import TURN

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
#: Wegner's game: the budgets are divided by this. Each of its positions costs about
#: seven times a standard one (the conditions of his moves 2 and 3 are judged at every
#: node: ``--only planner-zank`` measured 817 positions a second against 6,044 for
#: ``--only planner``, on a loaded machine), and the node budget, not the clock, must
#: decide the play; its turn budget counts per card taken from the source (``_new_stretch``).
ZANK_SHARE = 5


def hand_known(game: Game) -> bool:
    """Whether the player to move knows the order of its hand: once the hand has been
    re-formed from the discard, every card in it was seen face up (a player with a
    good memory knows what comes next). Until then it is the dealt hand, unseen."""
    me = game.to_move
    hand = game.position.hands[me]
    return bool(hand) and hand != game.start.hands[me][: len(hand)]


class PlannerPlayer(BasePlayer):
    """Searches its turn (see the module docstring)."""

    name = "planner"

    def __init__(self, seed: int = 0, max_nodes: int = DEFAULT_NODES, time_budget: float = DEFAULT_TIME,
                 weights: Weights | None = None, turn_budget: float = DEFAULT_TURN_TIME,
                 turn_nodes: int | None = None, clock: Clock = time.perf_counter,
                 zank_weights: ZankWeights | None = None) -> None:
        super().__init__(seed)
        self.clock = clock  # seconds; tests pass a clock they control
        self.max_nodes = max_nodes
        self.turn_nodes = turn_nodes if turn_nodes is not None else max(DEFAULT_TURN_NODES, 3 * max_nodes)
        self.time_budget = time_budget
        self.turn_budget = max(turn_budget, time_budget)
        self.weights = weights or Weights()
        self.zank_weights = zank_weights or ZankWeights()  # Wegner's game (crapette.bots.zank)
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
        if self._last != (id(game), game.ply - 1, game.to_move) or self._new_stretch(game):
            self._turn_spent = 0.0  # a new turn (or another game; in Zank, a new source card)
            self._turn_used = 0
        self._last = (id(game), game.ply, game.to_move)
        try:
            return self._choose(game, start)
        finally:
            self._turn_spent += self.clock() - start

    def _new_stretch(self, game: Game) -> bool:
        """Wegner's game: a card just taken from the source starts a new budget. His turns
        run as long as the source's cards find a place (dozens of cards), and the search
        never looks past taking one, so each card taken is a fresh decision."""
        last = game.last_action()
        return last is not None and last.kind == TURN and is_zank(game.rules)

    def note_own_action(self, game: Game) -> None:
        """The player is about to make an action it did not ``choose`` (a level's
        deliberate mistake): the turn goes on, and so does its thinking time."""
        if self._last == (id(game), game.ply - 1, game.to_move) or self._last is None:
            self._last = (id(game), game.ply, game.to_move)

    def _choose(self, game: Game, start: float) -> Action:
        actions = clean_actions(game)
        if len(actions) == 1:
            return actions[0]
        key = exact_key(game.position)
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
        max_nodes, turn_nodes = self.max_nodes, self.turn_nodes
        if is_zank(game.rules):  # each position costs more (his conditions of moves 2 and 3)
            max_nodes, turn_nodes = max(MIN_NODES, max_nodes // ZANK_SHARE), max(MIN_NODES, turn_nodes // ZANK_SHARE)
        nodes = min(max_nodes, max(MIN_NODES, turn_nodes - self._turn_used))
        search = Search(game.position.copy(), self.weights, nodes, deadline, hand_known=hand_known(game),
                         clock=self.clock, zank_weights=self.zank_weights)
        steps = search.run()
        self._turn_used += search.stats.nodes
        self.searches += 1
        self.timeouts += search.stats.timed_out
        self.last_search = search.stats
        self._plan = dict(steps)
        if steps and steps[0][1] in actions:
            return steps[0][1]
        return actions[0]  # pragma: no cover - the search always finds a clean action


__all__ = [
    "DEFAULT_NODES", "DEFAULT_TIME", "DEFAULT_TURN_TIME", "PlannerPlayer", "SearchStats", "Weights", "hand_known",
]
