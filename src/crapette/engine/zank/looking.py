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
from crapette.engine.cards import card_symbol
from crapette.engine.piles import describe_pile
from crapette.engine.position import Position
from crapette.engine.table import Pile
from crapette.engine.zank.moves import discard_like
from crapette.i18n import _


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


def _card(pos: Position, pile: Pile) -> str:
    """The top card of ``pile`` and the pile, in Wegner's words ("9♠ (house 5)")."""
    return _("{card} ({pile})").format(card=card_symbol(pos.piles[pile][-1]),
                                       pile=describe_pile(pile, pos.rules.game.words))


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


def pickup_fault(pos: Position, legal: Sequence[Action], pile: Pile) -> str | None:
    """Why picking up the top card of ``pile`` is a fault (ruling 27), or None."""
    seen = card_moves(pos, legal, pile)
    if not seen.fault or seen.first_step is None or seen.first_move is None:
        return None
    card = _card(pos, pile)
    lower = f"{seen.first_step} {seen.first_move}"
    own = seen.own_steps
    if not own:
        return _("{card} can make no move of the list, and {move} was possible").format(card=card, move=lower)
    return _("{card} can make only moves numbered higher ({steps}), and {move} was possible").format(
        card=card, steps=", ".join(own), move=lower)


def look_words(pos: Position, legal: Sequence[Action], pile: Pile) -> str:
    """What the top card of ``pile`` can do, in one line, for a player who looks before
    touching: its moves of the list by step, and whether picking it up is a fault."""
    seen = card_moves(pos, legal, pile)
    card = _card(pos, pile)
    by_step: dict[str, list[str]] = {}
    for action, step in seen.moves:
        if step is not None:
            by_step.setdefault(step, []).append(pos.table.name(action.dst))
    said = "; ".join(_("{step} to {piles}").format(step=step, piles=", ".join(by_step[step]))
                     for step in seen.own_steps)
    if not said:
        said = _("no move of the list")
    if seen.fault and seen.first_step is not None:
        return _("{card}: {moves}. Picking it up now is a fault: {step} {move} comes first.").format(
            card=card, moves=said, step=seen.first_step, move=seen.first_move)
    if seen.own_steps:
        return _("{card}: {moves}. Picking it up now is no fault.").format(card=card, moves=said)
    return _("{card}: {moves}.").format(card=card, moves=said)


__all__ = ["CardMoves", "card_moves", "look_words", "pickup_fault", "touchable"]
