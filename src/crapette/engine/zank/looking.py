"""What a card can do in Wegner's game, and whether picking it up is a fault (ruling 27).

"Als Beginn eines Zuges gilt schon das Berühren eines Stapels mit einem Finger oder mit
einer Karte": a card picked up begins a move, so a Stop! on it is founded when a move
with a lower number than every move that card can make was possible — a card whose only
moves are too high on the ladder, or one that can make no move of the list at all while
any move is possible. ``card_moves`` says, for one pile, which moves of the list its top
card can make and under which step, so that a player can look before touching.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from crapette.engine.actions import MOVE, Action
from crapette.engine.position import Position
from crapette.engine.table import Pile
from crapette.engine.why import Why
from crapette.engine.zank.moves import discard_like


@dataclass(frozen=True)
class CardMoves:
    """The top card of ``pile``: each legal move it can make with the step of 001's list
    it belongs to (None: no move of the list, a condition broken, ruling 26); the first
    step possible in the position and its canonical move (None: no move at all)."""

    pile: Pile
    moves: tuple[tuple[Action, str | None], ...]
    first_step: str | None
    first_move: Action | None
    steps: tuple[str, ...]  # the ladder's step ids, in order

    @property
    def own_steps(self) -> list[str]:
        """The steps of the card's moves of the list, lowest first, each once."""
        found = {step for _a, step in self.moves if step is not None}
        return [s for s in self.steps if s in found]

    @property
    def fault(self) -> bool:
        """Whether picking the card up is a fault a Stop! may punish (ruling 27)."""
        if self.first_step is None:
            return False
        own = self.own_steps
        return not own or self.steps.index(own[0]) > self.steps.index(self.first_step)


def touchable(pos: Position) -> tuple[Pile, ...]:
    """The piles whose top card the mover may pick up: the discard (Schikanieren: and the
    Schikanier pile), the card taken from the source, and every house with a card."""
    t, piles = pos.table, pos.piles
    own = (*discard_like(pos), t.hand_card_of[pos.to_move])
    return tuple(p for p in (*own, *t.houses) if piles[p])


def card_moves(pos: Position, legal: Sequence[Action], pile: Pile) -> CardMoves:
    """What the top card of ``pile`` can do now (see ``CardMoves``)."""
    ladder = pos.rules.priorities
    step_of: dict[Action, str] = {}
    first_step: str | None = None
    first_move: Action | None = None
    for rule in ladder:
        moves = rule.mandatory(pos, legal)
        if moves and first_step is None:
            first_step, first_move = rule.id, moves[0]
        for a in moves:
            step_of.setdefault(a, rule.id)
    own = tuple((a, step_of.get(a)) for a in legal if a.kind == MOVE and a.src == pile)
    return CardMoves(pile, own, first_step, first_move, tuple(rule.id for rule in ladder))


def pickup_fault(pos: Position, legal: Sequence[Action], pile: Pile) -> Why | None:
    """Why picking up the top card of ``pile`` is a fault (ruling 27), or None."""
    seen = card_moves(pos, legal, pile)
    if not seen.fault or seen.first_step is None or seen.first_move is None:
        return None
    return Why("zank.pickup-fault", card=pos.piles[pile][-1], pile=pile, words=pos.rules.game.words,
               step=seen.first_step, move=seen.first_move, own=tuple(seen.own_steps))


__all__ = ["CardMoves", "card_moves", "pickup_fault", "touchable"]
