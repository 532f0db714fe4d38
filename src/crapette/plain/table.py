"""What the board does for a person who types a move in the notation: in Zank-Patience
the announcement that fits a house-to-house move (several: the player types one), under
variant touch (and in Zank-Patience, ruling 24) the illegal attempt recorded instead of
refused. Shared by a match and a lesson; the rules are the app's (``games/zank_announcing``,
``touching``)."""

from __future__ import annotations

from collections.abc import Callable

from crapette.app.selection import Selection
from crapette.engine import Action
from crapette.i18n import _


def at_the_table(sel: Selection, action: Action, say: Callable[[str], None], touch: bool = True) -> Action | None:
    """``action`` as the board would play it; None (and a line saying why) when the
    player must say more."""
    from crapette.app.touching import attempt

    game = sel.game
    if action in game.legal_actions():
        return action
    table = sel.table
    said = sel.app_game.announce(sel, action.src, action.dst) if table.has(action.src) and table.has(action.dst) \
        and table.is_house(action.src) and table.is_house(action.dst) and action.frees < 0 and action.empties < 0 \
        else None  # the game's announced moves (Wegner's moves 2 and 3), as the board asks them
    if isinstance(said, Action):
        return said
    if said:
        pos = game.position
        choices = "; ".join(f"{a} ({sel.app_game.announcement_words(pos, a)})" for a in said)
        say(_("Announce what the move is for: type one of {choices}.").format(choices=choices))
        return None
    if touch and table.has(action.src) and (action.dst < 0 or table.has(action.dst)):
        touched = attempt(sel, action.src, action.dst if action.dst >= 0 else None)
        if touched is not None:
            return touched
    return action


__all__ = ["at_the_table"]
