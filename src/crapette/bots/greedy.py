"""The greedy player: obeys every priority rule and picks, one action at a time, the
one simple heuristics like best.

In order of preference: foundation moves (the reserve card first, as P1 demands,
then the hand card, then house cards), moves that get rid of the reserve card
(loading the opponent best, then onto a house), of the turned hand card (likewise),
loads from the houses onto the opponent's piles, house moves that empty a house (so
the reserve can fill it) or uncover a card that goes to a foundation or takes the
reserve or hand card; then ``turn``, and last the discard that ends the turn. Moves
that only shuffle cards between houses are never made, so a turn cannot loop.
"""

from __future__ import annotations

from crapette.bots.base import BasePlayer, clean_actions
from crapette.engine import Action, Game
from crapette.engine.actions import MOVE
from crapette.engine.cards import ACES
from crapette.engine.position import Position
from crapette.engine.rules import foundation_targets

SHUFFLE = -10  # a move the greedy player never wants


def foundation_accepts(pos: Position) -> set[int]:
    """The cards some foundation takes now (aces always: 8 foundations, 8 aces)."""
    return set(ACES).union(foundation_targets(pos))


def action_score(pos: Position, action: Action, need: set[int]) -> int:
    """How much the greedy player likes an action (higher is better)."""
    if action.kind != MOVE:
        return 0  # turn or pass
    p = pos.to_move
    piles = pos.piles
    t = pos.table
    own_reserve, own_hand_card = t.reserve_of[p], t.hand_card_of[p]
    src, dst = action.src, action.dst
    if dst in t.foundations:
        if src == own_reserve:
            return 1200
        if src == own_hand_card:
            return 1100
        return 1050 + (10 if len(piles[src]) == 1 else 0)
    if dst == t.discard_of[p]:
        return -1  # the hand card onto one's own discard ends the turn
    load = dst in t.load_piles_of[p]
    empty_dst = dst in t.houses and not piles[dst]
    if src == own_reserve:
        return 120 if load else 90 if empty_dst else 100
    if src == own_hand_card:
        return 70 if load else 40 if empty_dst else 60
    # a house card, or a group of them (variant group-moves): judged by what it uncovers
    n = len(piles[src])
    count = action.count
    if load:
        return 30 + (5 if n == 1 else 0)
    if empty_dst:
        return SHUFFLE
    if count >= n:
        return 20  # empties a house
    beneath = piles[src][-count - 1]
    if beneath in need:
        return 25
    reserve, hand_card = piles[own_reserve], piles[own_hand_card]
    accepts = t.house_accepts[beneath]  # Schikanieren's houses build in suit, the others in alternating colours
    if reserve and reserve[-1] in accepts:
        return 22
    if hand_card and hand_card[-1] in accepts:
        return 15
    return SHUFFLE


class GreedyPlayer(BasePlayer):
    """Best single action by ``action_score``; ties broken by the seeded generator."""

    name = "greedy"

    def choose(self, game: Game) -> Action:
        actions = clean_actions(game)
        if len(actions) == 1:
            return actions[0]
        pos = game.position
        need = foundation_accepts(pos)
        scored = [(action_score(pos, a, need), a) for a in actions]
        best = max(s for s, _ in scored)
        top = [a for s, a in scored if s == best]
        return top[0] if len(top) == 1 else self.rng.choice(top)
