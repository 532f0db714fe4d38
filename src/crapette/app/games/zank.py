"""The app side of Wegner's games (``001``: Zank-Patience, its three-player form, and
Schikanieren): his piles at the keys (the source and discard, no reserve; Schikanieren's
pile where the reserve lies), a footer with only the keys that fit the moment, his
board (``zank_board.py``) and his help.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from crapette.app.games.base import AppGame, Column, OwnPile, TableState
from crapette.engine import Action, Game, Position
from crapette.engine.gametype import GameType
from crapette.engine.table import Pile, Table
from crapette.i18n import N_, _, pgettext

if TYPE_CHECKING:
    from textual.screen import ModalScreen
    from crapette.app.widgets.piles import Pen
    from crapette.engine import Rules

#: his piles at the keys: h the card taken from the source until it is placed, d the discard
ZANK_PILES = (OwnPile("hand", "h", N_("source card")), OwnPile("discard", "d", N_("discard")))
#: Schikanieren: the Schikanier pile lies where the reserve does
SCHIKANIER_PILES = (OwnPile("reserve", "r", N_("Schikanier card")),) + ZANK_PILES


class WegnerGame(AppGame):
    """Wegner's games at the table (see the module docstring)."""

    picking_up_touches = True  # ruling 27

    def own_piles(self, game: GameType) -> tuple[OwnPile, ...]:
        return SCHIKANIER_PILES if game.has_reserve else ZANK_PILES

    def hides(self, state: TableState, action: str) -> bool:
        """The 80-column footer shows only the keys that fit the moment: esc only while
        a card is picked up; x only while a source card is held (it goes to the
        discard), t only while none is (it must be placed first)."""
        if action == "cancel":
            return state.selected is None and not state.choosing_foundation
        if action in ("turn", "end_turn"):
            held = bool(state.game.position.piles[state.table.hand_card(state.mover)])
            return held == (action == "turn")
        return False

    def offered(self, state: TableState, pile: Pile, targets: list[Pile]) -> list[Pile]:
        """Only the moves of his list (ruling 26: a house move that gains no empty house
        is no move 3; playing it anyway is a fault a Stop! judges)."""
        from crapette.engine.zank.looking import card_moves

        game = state.game
        listed = {a.dst for a, step in card_moves(game.position, game.legal_actions(), pile).moves if step is not None}
        return [t for t in targets if t in listed]

    def key_words(self, description: str) -> str:
        """His words: „f Mitte“ (issue 27 item 8)."""
        return pgettext("Wegner's key", "found.") if description == "found." else _(description)

    def house_key_word(self, count: int = 1) -> str:
        """His word for the houses in the prompt („Randstapel“; English and French keep house)."""
        return pgettext("Wegner's key", "houses") if count > 1 else pgettext("Wegner's key", "house")

    def foundation_key_word(self) -> str:
        """His word for the foundations in the prompt („Mitte“)."""
        return pgettext("Wegner's key", "foundation")

    def look_screen(self, game: Game) -> ModalScreen[Any] | None:
        """Picking a card up is touching it (ruling 27): l looks first (``zank_look``)."""
        from crapette.app.games.zank_look import LookScreen  # on demand

        return LookScreen(game)

    def turn_words(self, state: TableState) -> str:
        return _("take a source card") if state.game.position.hands[state.game.to_move] \
            else _("turn the discard over as source")

    def end_turn_words(self) -> str:
        return _("to your discard (ends the turn)")

    def starter_words(self) -> str:
        return _("the lower first discard card")

    def no_foundation_words(self, cancelled: bool) -> str:
        """In his words (his foundations are the Mitte)."""
        if cancelled:
            return pgettext("Wegner's words", "{card} cannot go to a foundation now; selection cancelled.")
        return pgettext("Wegner's words", "{card} cannot go to a foundation now.")

    def no_reserve_words(self) -> str:
        return _("Zank-Patience has no reserves: d your discard, h the card from your source, t take one.")

    def lesson_pick_keys(self, state: TableState, houses: str) -> tuple[tuple[str, str], ...]:
        """No reserve, a source (Quelle) instead of a hand; his words for the houses."""
        return (("h", _("source card")), ("d", _("discard")), (houses, self.house_key_word()),
                ("t", self.turn_words(state)), ("x", _("to your discard")), ("!", pgettext("lesson key", "Stop!")),
                ("?", _("help")))

    def lesson_put_keys(self, game: GameType, houses: str, loaded: str) -> tuple[tuple[str, str], ...]:
        """No reserves to load (Schikanieren's piles load as reserves); his words (Mitte, Randstapel)."""
        if game.has_reserve:
            return super().lesson_put_keys(game, houses, loaded)
        return (("f", self.foundation_key_word()), (houses, self.house_key_word()),
                ("p", _("{player}'s discard").format(player=loaded)))

    def announce(self, state: TableState, src: Pile, dst: Pile) -> Action | tuple[Action, ...] | None:
        """His moves 2 and 3 carry what they are for (``zank_announcing``)."""
        if not state.game.rules.game.announces or not state.announcements(src, dst):
            return None
        from crapette.app.games.zank_announcing import announce

        return announce(state, src, dst)

    def asking_words(self, state: TableState, src: Pile, dst: Pile) -> str:
        from crapette.app.games.zank_announcing import asking

        return asking(state, src, dst)

    def announcement_words(self, position: Position, action: Action) -> str:
        from crapette.app.games.zank_announcing import announcement_words

        return announcement_words(position, action)

    def end_columns(self, game: GameType) -> tuple[Column, ...]:
        """Without reserves (Zank-Patience) his source column is as wide as the discard's."""
        columns = super().end_columns(game)
        return columns if game.has_reserve else tuple(c._replace(least=7) for c in columns)

    def draw_board(self, pen: Pen) -> None:
        """His source row beside each discard; three seats: west's in the left column."""
        from crapette.app.games.zank_board import draw_zank_seats, draw_zank_three

        draw_zank_three(pen) if pen.table.seat_count > 2 else draw_zank_seats(pen)

    def help(self, rules: Rules, table: Table) -> str:
        return zank_help(table.seat_count > 2, rules.game.has_reserve)


def zank_help(three: bool = False, schikanier: bool = False) -> str:
    """His help: his keys, those his three-player game and Schikanieren add, then the
    keys every game shares."""
    from crapette.app.dialogs.help import more_help

    out = _(ZANK_HELP)
    if three:
        out += "\n" + _(ZANK_THREE_HELP)
    if schikanier:
        out += "\n" + _(SCHIKANIER_HELP)
    return out + more_help()


#: the app side of Wegner's games
WEGNER = WegnerGame()


ZANK_THREE_HELP = N_("""\
[b]Three players[/b] (--variant three-players: south, then west, then north)
  [b]1[/b]–[b]9[/b]  houses H1–H9; each player's first turn fills only their own
     three (shown on their name); the first house emptied leaves play.
  [b]p[/b]  onto the next player's discard   [b]P[/b]  onto the other one's
  [b]![/b] then [b]s[/b], [b]w[/b] or [b]n[/b]  Stop! by any of the three, the mover too.
  [b]z[/b] then [b]s[/b], [b]w[/b] or [b]n[/b]  Pause by either player waiting.
""")

SCHIKANIER_HELP = N_("""\
[b]Schikanieren[/b] (--variant schikanieren)
  Each house starts as a face-up card on a face-down one (▒▒▒) and builds
  down in suit; a face-down card left on top is turned up at once.
  SR/NR: your Schikanier pile, its top card face up (the count shown).
  [b]r[/b]  play your Schikanier pile's top card (as your discard's)
  [b]o[/b]  load the opponent's Schikanier pile with the card picked up
     (only the opponent may load yours).
""")


ZANK_HELP = N_("""\
[b]Zank-Patience — keys[/b]  (Wegner's game: anyone calls Stop!, the mover too)

[b]His table[/b]  Quelle: your face-down source (its count shown) · Ablage: your
  discard (SD/ND) · Rand: the houses H1–H8 · Mitte: the foundations F1–F8.
  No reserve. SH/NH: the card you took from your source, until placed.

[b]Pick a card, then where it goes[/b]
  [b]d[/b]  your discard's top card     [b]h[/b]  the card taken from your source
  [b]1[/b]–[b]8[/b]  houses H1–H8 (as a source or a destination)
  [b]f[/b]  to a foundation      [b]p[/b]  onto the opponent's discard (W6, W7.2)
  [b]t[/b]  take your source's top card (W7.2); with the source empty, turn
     your discard over as the new source first (W8)
  [b]x[/b]  the card taken onto your own discard: your turn ends
  A house-to-house move is announced (W2 frees a card for a foundation,
  W3 empties a house): the app finds the announcement when one fits, and
  asks ([b]1[/b], [b]2[/b] …) when several could.   [b]esc[/b]  put the card back

[b]His ladder[/b]  a move only when no lower-numbered one is possible:
  W1 house → foundation · W2/W3 house → house, announced · W4 discard →
  foundation · W5 discard → non-empty house · W6 discard → opponent's
  discard (no house empty) · W7 discard → empty house, or take a source
  card (W7.2: foundation, else a house, else the opponent's discard, else
  your own) · W8 turn the discard over. [b]i[/b] lists the moves allowed now.

[b]Calls[/b]
  [b]![/b] then [b]s[/b] or [b]n[/b]  Stop! by South or North, on the last action (the
     mover may call on themselves). Founded: the action is taken back and
     the caller plays. Wrong: the caller misses their next turn (shown on
     their name). Picking up a card is touching it (001): it begins a
     move, a fault when a lower-numbered move than all of its own was
     possible; [b]v[/b] shows what each card can do, untouched. A card dropped
     where it may not lie is simply put back: no fault.
  [b]z[/b]  Pause: the player to move keeps still until [b]z[/b] again (continue)
     or a Stop!.      [b]s[/b]  offer a stalemate (both must agree)
  [b]u[/b]  undo (strict mode only: it refuses a move against the ladder)

[b]Screen[/b]  [b]?[/b] help · [b]F1[/b] rules · [b]l[/b] move log · [b]S[/b] statistics · [b]ctrl+q[/b] quit
  (the match is saved after every action). Against the computer: [b]+[/b]/[b]-[/b]
  pace, [b]z[/b] pauses it while it plays.
""")


__all__ = ["SCHIKANIER_HELP", "SCHIKANIER_PILES", "WEGNER", "WegnerGame", "ZANK_HELP", "ZANK_PILES", "ZANK_THREE_HELP",
           "zank_help"]
