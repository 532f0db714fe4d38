"""The private copy of a position that the planner's search plays actions on and
takes back, with the canonical key of its transposition table.

The standard game, the one-deck game, the three-player game and Wegner's
Zank-Patience take a fast path: the cards move by the engine's one apply/undo
(``engine/apply.py``, the three-player game's house leaving play and joker set aside
included) and the canonical key is kept up to date incrementally around it (Zank's
own moves and ladder judged on the copy, and its own evaluation,
``crapette.bots.zank``); the mover's turn, the counters and the outcome are not
played. Rules with another generator of their own (group moves, the opponent's cards
up…) or a longer priority ladder go through ``Game.push``/``pop`` and
``Game.analysis`` instead.
"""

from __future__ import annotations

import random
from typing import Any

from crapette.bots.evaluation import END, WIN, Weights, evaluate
from crapette.bots.zank import ZankWeights, evaluate_zank, is_zank, zank_clean_actions
from crapette.engine import Action, Game
from crapette.engine.actions import MOVE, PASS
from crapette.engine.apply import Change
from crapette.engine.apply import apply as apply_cards
from crapette.engine.apply import undo as undo_cards
from crapette.engine.cards import ACES, ALL_CARDS
from crapette.engine.game import STOP_MODE
from crapette.engine.position import Position
from crapette.engine import priorities
from crapette.engine.priorities import STANDARD_LADDER
from crapette.engine.rules import legal_actions


def exact_key(pos: Position) -> tuple[Any, ...]:
    """The position as the plan's steps know it (every pile, the hands' sizes)."""
    return (pos.to_move, tuple(map(tuple, pos.piles)), tuple(map(len, pos.hands)))


_rng = random.Random(0x5EED)
#: order-free hashing of the foundations: each top card has a random value, summed
_FOUNDATION_HASH = tuple(_rng.getrandbits(60) for _ in range(52))
#: how the foundations' hash changes when a card goes up: its value in, the value of
#: the card it covers (one rank lower, same suit; nothing under an ace) out
_FOUNDATION_STEP = tuple(_FOUNDATION_HASH[c] - (_FOUNDATION_HASH[c - 4] if c not in ACES else 0) for c in ALL_CARDS)


class Scratch:
    """A private copy of a position for its mover: actions done and undone exactly,
    the canonical key, the clean actions, and the value where a sequence ends."""

    def __init__(self, pos: Position, weights: Weights, fast: bool | None = None, hand_known: bool = False,
                 zank_weights: ZankWeights | None = None) -> None:
        self.pos = pos
        self.piles = pos.piles
        self.me = pos.to_move
        self.w = weights
        # Wegner's game: his generator and ladder on the fast path, his own evaluation
        self.zank = (zank_weights or ZankWeights()) if is_zank(pos.rules) else None
        self._generate = pos.rules.generator if self.zank is not None and pos.rules.generator else legal_actions
        if pos.rules.french_turn:
            # 003's turn turns the next hand card as soon as one is played: the search may
            # not see it, so it plays on without a hand card and values ``turn`` before
            # the card is seen, as in the standard game (the planner plans again with
            # the card in view)
            pos.rules = pos.rules.replace(french_turn=False)
        if fast is None:
            fast = self.zank is not None or (pos.rules.generator is None and pos.rules.priorities == STANDARD_LADDER)
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
        #: what each action done changed (``apply.py``), to undo it
        self._changes: list[Change] = []
        self.hidden = False  # our reserve card was turned up in the sequence being searched
        # the order of our hand is known (it was re-formed from the discard, whose cards
        # were all seen): ``turn`` is then an action like any other
        self.hand_known = hand_known and self.fast
        # variant early-turn: ``turn`` is exempt only before the turn's first action, so
        # the fast path keeps ``turn_start`` true at the root alone
        self._root_turn_start = pos.turn_start if pos.rules.early_turn else False
        self._done = 0
        self._rehash()

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
        legal = self._generate(self.pos)
        if self.hidden:
            # the reserve card is unknown: it stays put, and P1 and P3 cannot be judged
            reserve = self.reserve
            foundations = self.table.foundations
            legal = [a for a in legal if a.src != reserve]
            out = [a for a in legal if a.dst in foundations and a.kind == MOVE] or legal
        elif self.zank is not None:
            out = zank_clean_actions(self.pos, legal)
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
        self._changes.append(apply_cards(self.pos, action))
        if action.kind != MOVE:
            return
        piles = self.piles
        src, dst = action.src, action.dst
        houses, index = self.table.houses, self.house_index
        if src in houses:
            self.hh[index[src]] = hash(tuple(piles[src]))
        if dst in self.table.foundations:
            self.fsum += _FOUNDATION_STEP[piles[dst][-1]]
        elif dst in houses:
            self.hh[index[dst]] = hash(tuple(piles[dst]))

    def undo(self, action: Action) -> None:
        if not self.fast:
            assert self.game is not None
            self.game.pop()
            self._rehash()
            return
        if self._root_turn_start:
            self._done -= 1
            self.pos.turn_start = self._done == 0
        piles = self.piles
        dst = action.dst
        card = piles[dst][-1] if action.kind == MOVE else -1
        undo_cards(self.pos, action, self._changes.pop())
        if action.kind != MOVE:
            return
        src = action.src
        houses, index = self.table.houses, self.house_index
        if src in houses:
            self.hh[index[src]] = hash(tuple(piles[src]))
        if dst in self.table.foundations:
            self.fsum -= _FOUNDATION_STEP[card]
        elif dst in houses:
            self.hh[index[dst]] = hash(tuple(piles[dst]))

    def leaf(self, action: Action) -> float | None:
        """The value after ``action`` (already done) if it ends the sequence, else None."""
        pos, me = self.pos, self.me
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
                return self.evaluate(END)
        else:
            if action.kind == PASS or action.dst == self.discard:
                return self.evaluate(END)
            if action.src in self.sources and pos.stock_count(me) == 0:
                return WIN
        return None

    def evaluate(self, kind: int, next_card: int | None = None, unseen: list[int] | None = None) -> float:
        """The value here for the mover, at the end of a sequence of ``kind``: Wegner's
        game by its own evaluation, every other by the standard one."""
        if self.zank is not None:
            return evaluate_zank(self.pos, self.me, kind, self.zank, next_card, unseen)
        return evaluate(self.pos, self.me, kind, self.w, self.hidden, next_card=next_card, unseen=unseen)
