"""Wegner's announced moves at the table (Zank-Patience, ``001`` moves 2 and 3): a card
moved from house to house carries the announcement of what it is for, the card it frees
for a foundation (``H3-H5 free:7H``) or the house it empties (``H3-H5 empty:H3``).

The player only moves the card: the app finds the announcement itself when one fits
(the ladder allows it), and asks (``dialogs/announce.py``) when several could. When
none fits, the move is a fault (stop mode lets the opponent call it, strict mode
refuses it with the step and the move that must come first), and the player is asked
only if there is more than one way to announce it. No Textual here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from crapette.engine import Action, Position
from crapette.words.cards import card_symbol
from crapette.words.piles import pile_in_sentence
from crapette.i18n import _, ngettext

if TYPE_CHECKING:
    from crapette.app.games.base import TableState


def announce(sel: TableState, src: int, dst: int) -> Action | tuple[Action, ...]:
    """The announced move for ``src`` → ``dst`` when it is the only choice; else the
    choices, for the screen to ask."""
    candidates = sel.announcements(src, dst)
    game = sel.game
    fitting = [a for a in candidates if game.violation(a) is None]
    pool = fitting or candidates
    return pool[0] if len(pool) == 1 else tuple(pool)


def asking(sel: TableState, src: int, dst: int) -> str:
    """The note while the dialog asks."""
    return _("{card} from {source} to {target}: announce what it is for.").format(
        card=sel.top_card(src), source=pile_in_sentence(src, sel.words), target=pile_in_sentence(dst, sel.words))


def announcement_words(pos: Position, action: Action) -> str:
    """What the announcement says, for the dialog: "free 7♥ (the card under 6♣ in H3)
    for a foundation" or "empty H3"."""
    table = pos.table
    if action.frees >= 0:
        pile = pos.piles[action.src]
        depth = len(pile) - 1 - pile.index(action.frees) if action.frees in pile else 0
        return ngettext("free {card} ({count} card down in {pile}) for a foundation",
                        "free {card} ({count} cards down in {pile}) for a foundation", depth).format(
            card=card_symbol(action.frees), count=depth, pile=table.name(action.src))
    house = table.name(action.empties)
    if pos.piles[action.empties]:
        return _("empty {house} (its bottom card {card} onto another house)").format(
            house=house, card=card_symbol(pos.piles[action.empties][0]))
    return _("empty {house}").format(house=house)


__all__ = ["announce", "announcement_words", "asking"]
