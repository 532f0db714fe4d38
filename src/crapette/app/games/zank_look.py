"""Wegner's game: what each card of the player to move can do, seen without touching it.

"Als Beginn eines Zuges gilt schon das Berühren eines Stapels" (001): picking a card up
begins a move, and a Stop! on it is founded when a move numbered lower than all of its
own was possible (ruling 27). This dialog lets a player look first: each card they may
pick up, with the moves of the list it can make and whether picking it up now would be
a fault. Nothing is recorded; the words come from the engine (``zank/looking.py``).
"""

from __future__ import annotations

from textual.binding import Binding

from crapette.app.dialogs.base import OK_BUTTON, Dialog
from crapette.engine import Game
from crapette.engine.table import Pile, Table
from crapette.engine.zank.looking import touchable
from crapette.words.zank import look_words
from crapette.i18n import N_, _


def pile_key(table: Table, pile: Pile, mover: int) -> str:
    """The key that picks the pile up: d, h, r (Schikanier pile) or the house number."""
    if table.is_house(pile):
        return str(table.house_number(pile))
    return {table.discard_of[mover]: "d", table.hand_card_of[mover]: "h", table.reserve_of[mover]: "r"}.get(pile, "")


def look_lines(game: Game) -> list[str]:
    """One line per card the player to move may pick up: its key, then what it can do."""
    pos = game.position
    legal = game.legal_actions()
    return [f"{pile_key(pos.table, pile, pos.to_move):>2}  {look_words(pos, legal, pile)}" for pile in touchable(pos)]


class LookScreen(Dialog):
    """What each card can do now, until dismissed."""

    BINDINGS = [Binding("escape,enter,space,v", "dismiss('ok')", N_("close"))]

    def __init__(self, game: Game) -> None:
        self.game = game
        super().__init__("", "", [OK_BUTTON], "-notice")
        self.say()

    def words(self) -> tuple[str, str, list[tuple[str, str, str]]]:
        lines = look_lines(self.game) or [_("No card to pick up: t takes a card from your source.")]
        intro = _("Picking a card up is touching it: it begins a move (001). Looking here touches nothing.")
        return _("What each card can do"), intro + "\n\n" + "\n".join(lines), self.buttons


__all__ = ["LookScreen", "look_lines", "pile_key"]
