"""Variant touch at the table (ruling 20): a refused drop, or picking up a card that
cannot move, becomes the attempt the record keeps (``touch SRC-DST``, ``touch SRC``)
instead of a refusal; an opponent may call Stop! on it, and the board shows it (the
``last`` line and the ``moved`` marks) for as long as the call may be made. No Textual.
"""

from __future__ import annotations

from crapette.app.selection import Selection
from crapette.app.view import Names, who
from crapette.engine import Action, Position
from crapette.words.cards import card_symbol
from crapette.words.piles import describe_pile, pile_in_sentence
from crapette.engine.table import Pile
from crapette.words.describe import words_of
from crapette.app.games import app_game
from crapette.engine.rules import legal_actions
from crapette.engine.touch import touch_action, touch_fault
from crapette.i18n import _


def attempt(sel: Selection, src: Pile, dst: Pile | None = None) -> Action | None:
    """The touch to record when the mover tries ``src`` → ``dst`` (or picks up ``src``),
    or None: the variant is off (or strict mode), the attempt is no fault, or the pile
    is not the mover's to touch (an opponent's card, a foundation)."""
    game, table = sel.game, sel.table
    if not sel.touch_on or not table.has(src):
        return None
    if table.owner(src) not in (None, game.to_move) or table.is_foundation(src):
        return None  # only the mover's own cards and the houses' may be touched
    if dst is not None and (not table.has(dst) or dst == src):
        return None
    return touch_action(game.position, sel.legal(), src, dst)


def touch_words(before: Position, action: Action, names: Names) -> str:
    """A touch in words: who tried what, and that it is a fault an opponent may call
    (Wegner's game: who picked up what, and whether that is a fault, ruling 27)."""
    words = words_of(before)
    card = describe_pile(action.src, words)
    top = before.piles[action.src]
    shown = _("{card} ({pile})").format(card=card_symbol(top[-1]), pile=card) if top else card
    player = who(names, before.to_move)
    if app_game(before.rules.game).picking_up_touches:
        legal = (before.rules.generator or legal_actions)(before)
        if touch_fault(before, action, legal) is None:
            return _("{player} picked up {card}").format(player=player, card=shown)
        return _("{player} picked up {card} while a lower-numbered move came first: a fault anyone may call "
                 "Stop! on (v shows what each card can do, untouched)").format(player=player, card=shown)
    if action.dst >= 0:
        return _("{player} tried {card} to {target}: an illegal attempt (touch), nothing moved").format(
            player=player, card=shown, target=pile_in_sentence(action.dst, words))
    return _("{player} picked up {card}, which cannot move: an illegal attempt (touch), nothing moved").format(
        player=player, card=shown)


__all__ = ["attempt", "touch_words"]
