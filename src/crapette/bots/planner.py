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
    Work, not time: ``max_nodes`` positions per search, and ``turn_nodes`` for all the
    searches of one turn together (a long turn needs one search per card turned up;
    in Wegner's game, where a turn runs as long as the source's cards find a place,
    each card taken from the source starts a stretch with a share of the turn's).
    Late in a long turn a search still gets a few positions, until the turn has used
    twice its budget: then the planner plays greedily for the rest of it.
    So the same seed and position give the same choice on a busy machine and a quiet
    one. A safety net, ``safety_seconds`` of the thinking thread's CPU time per turn,
    guards against a pathological position: it is not meant to bite (``timeouts``
    counts the times it did, and only those depend on the machine). A plan is cached:
    while the position is one the plan passes through, its next action is played
    without searching again.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from crapette.bots.base import BasePlayer, clean_actions
from crapette.bots.evaluation import Weights
from crapette.bots.greedy import action_score, foundation_accepts
from crapette.bots.scratch import exact_key
from crapette.bots.search import Clock, Search, SearchStats
from crapette.bots.weights import weights_for
from crapette.bots.zank import ZankWeights, is_zank
from crapette.engine import Action, Game
from crapette.engine.actions import TURN

#: Default search budget: positions per search, and per turn (all the searches of
#: one turn together: a long turn needs one search per card turned up). They decide
#: the play, so it is the same on any machine. A position costs 25-300 µs of one core
#: here (about 40 µs in the standard game, 100 µs in Wegner's, measured with
#: ``time.process_time`` over 40 searches each).
DEFAULT_NODES = 2000
DEFAULT_TURN_NODES = 6000
#: A search gets at least this many positions, even late in a long turn ...
MIN_NODES = 60
#: ... until the turn has used this many times its budget: the rest of it is greedy.
TURN_CAP = 2
#: The safety net: CPU seconds of thinking per turn, whatever the budgets say.
SAFETY_SECONDS = 1.5
#: Wegner's game: a search and a stretch (one card taken from the source) get this
#: share of the budgets. His turns are long (dozens of source cards), each card taken
#: is a fresh decision (``_new_stretch``), and each position costs more.
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
    #: sees the face-down cards: only the cheat of ``benchmarks.bound`` (a subclass, for
    #: measuring a bound) sets it; no name of ``make_player`` and no level does
    peek = False

    def __init__(self, seed: int = 0, max_nodes: int = DEFAULT_NODES, weights: Weights | None = None,
                 turn_nodes: int | None = None, zank_weights: ZankWeights | None = None,
                 safety_seconds: float = SAFETY_SECONDS, clock: Clock = time.thread_time,
                 changes: Mapping[str, float] | None = None) -> None:
        super().__init__(seed)
        self.max_nodes = max_nodes
        self.turn_nodes = turn_nodes if turn_nodes is not None else max(DEFAULT_TURN_NODES, 3 * max_nodes)
        self.safety_seconds = safety_seconds
        self.clock = clock  # the safety net's (CPU seconds); tests pass a clock they control
        # the evaluation's weights: each game's data file (crapette.bots.weights), with
        # ``changes`` over it; weights passed here replace the file's
        self.weights = weights
        self.zank_weights = zank_weights  # Wegner's game (crapette.bots.zank)
        self.changes = dict(changes or {})
        self._plan: dict[tuple[Any, ...], Action] = {}
        self._last: tuple[int, int, int] | None = None  # (game id, ply, mover) of the last choice
        self._turn_spent = 0.0  # CPU seconds thought in this turn (the safety net's)
        self._turn_used = 0  # positions searched in this turn
        self._stretch_used = 0  # ... since the last card taken from the source (Wegner's game)
        # figures for self-play and benchmarks
        self.searches = 0
        self.nodes = 0  # positions searched in all
        self.spent_turns = 0  # decisions made greedily because the turn's positions were spent
        self.timeouts = 0  # ... because the safety net bit
        self.last_search: SearchStats | None = None

    def choose(self, game: Game) -> Action:
        start = self.clock()
        if self._last != (id(game), game.ply - 1, game.to_move):
            self._turn_spent = 0.0  # a new turn (or another game)
            self._turn_used = self._stretch_used = 0
        elif self._new_stretch(game):
            self._stretch_used = 0
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

    def _weights(self, game: Game) -> tuple[Weights, ZankWeights | None]:
        """The standard evaluation's weights and, in Wegner's game, the Zank evaluation's."""
        rules = game.rules
        if is_zank(rules):
            zank = self.zank_weights or weights_for(rules, self.changes)
            assert isinstance(zank, ZankWeights)
            return self.weights or Weights(), zank
        standard = self.weights or weights_for(rules, self.changes)
        assert isinstance(standard, Weights)
        return standard, None

    def _nodes_left(self, game: Game) -> int:
        """The positions the next search may use: its own budget, within what is left of
        the turn's (in Wegner's game, of the stretch's share); at least ``MIN_NODES``
        until the turn has used ``TURN_CAP`` times its budget, then none."""
        cap_left = TURN_CAP * self.turn_nodes - self._turn_used
        if cap_left <= 0:
            return 0
        if is_zank(game.rules):
            max_nodes = max(MIN_NODES, self.max_nodes // ZANK_SHARE)
            left = self.turn_nodes // ZANK_SHARE - self._stretch_used
        else:
            max_nodes, left = self.max_nodes, self.turn_nodes - self._turn_used
        return min(max_nodes, max(MIN_NODES, left), cap_left)

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
        nodes = self._nodes_left(game)
        deadline = start + self.safety_seconds - self._turn_spent
        if nodes <= 0 or self.clock() >= deadline:
            # the turn's positions are spent (or the safety net bit): the greedy choice, at once
            if nodes <= 0:
                self.spent_turns += 1
            else:
                self.timeouts += 1
            pos = game.position
            need = foundation_accepts(pos)
            return max(actions, key=lambda a: action_score(pos, a, need))
        weights, zank_weights = self._weights(game)
        search = Search(game.position.copy(), weights, nodes, hand_known=hand_known(game),
                        zank_weights=zank_weights, deadline=deadline, clock=self.clock, peek=self.peek)
        steps = search.run()
        self._turn_used += search.stats.nodes
        self._stretch_used += search.stats.nodes
        self.nodes += search.stats.nodes
        self.searches += 1
        self.timeouts += search.stats.timed_out
        self.last_search = search.stats
        self._plan = dict(steps)
        if steps and steps[0][1] in actions:
            return steps[0][1]
        return actions[0]  # pragma: no cover - the search always finds a clean action


__all__ = [
    "DEFAULT_NODES", "DEFAULT_TURN_NODES", "PlannerPlayer", "SAFETY_SECONDS", "SearchStats", "Weights", "hand_known",
]
