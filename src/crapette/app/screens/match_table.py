"""What the table of a match is, wherever the match is held: the board, the move log
beside it (wide) or under it (narrow), the footer, and the keys that only read (the
log hidden or scrolled, help, rules).

The one-keyboard ``GameScreen`` (a ``LocalMatch``) and the remote ``MatchScreen`` (any
``Match``) extend it; what still separates them is said in ``remote.py``'s docstring.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType

from crapette.app.screens.table import TableScreen
from crapette.app.widgets.board import COMPACT_HEIGHT, MIN_HEIGHT, MIN_WIDTH, Board, place_board, tall_height
from crapette.app.widgets.footer import GameFooter
from crapette.app.widgets.layout import WIDE_CARDS_WIDTH
from crapette.app.widgets.move_log import MoveLog
from crapette.engine import Game
from crapette.i18n import N_, _

LOG_WIDTH = 36
WIDE = MIN_WIDTH + LOG_WIDTH  # from this width the move log sits beside the board
#: The board takes at most this many columns beside the log: the log gets the rest (more
#: of each entry on a line); from WIDE_CARDS_WIDTH the board draws larger cards.
BOARD_MOST = WIDE_CARDS_WIDTH


class MatchTable(TableScreen):
    """The board, the move log and the footer of a match (see the module docstring)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        # the move log scrolls by keyboard (the arrows move the cursor)
        Binding("pageup", "scroll_log(-1)", N_("log up"), show=False),
        Binding("pagedown", "scroll_log(1)", N_("log down"), show=False)]

    log_hidden = False  # l hides the move log

    @property
    def game(self) -> Game:
        """The game on the table (the finished one under the end of a game's dialog)."""
        return self.controller.game

    def compose(self) -> ComposeResult:
        yield Board(id="board")
        yield MoveLog(id="log", wrap=True, markup=False, auto_scroll=True, min_width=20)
        yield GameFooter(compact=True)

    def title_log(self) -> None:
        """The move log's title, in the player's language."""
        self.query_one(MoveLog).border_title = _("Moves")

    def place(self, width: int, height: int) -> None:
        """Log beside the board when wide, under it when narrow; board scale by height."""
        room = place_board(self, self.query_one(Board), width, height, WIDE)
        small = width < MIN_WIDTH or height < MIN_HEIGHT
        if room is not None:
            tall = tall_height(self.game.position.table)  # three seats need more rows
            if room - tall >= 8:
                board_h = tall + min(room - tall - 8, 4)
            else:
                board_h = COMPACT_HEIGHT + max(0, min(room - COMPACT_HEIGHT - 7, 2))
            self.query_one(Board).styles.height = board_h
        log = self.query_one(MoveLog)
        log.display = not self.log_hidden and not small
        # wide: the board up to BOARD_MOST columns, the log the rest (longer lines)
        log.styles.width = max(LOG_WIDTH, width - BOARD_MOST) if width >= WIDE else None

    def action_toggle_log(self) -> None:
        self.log_hidden = not self.log_hidden
        self.place(self.app.size.width, self.app.size.height)

    def action_scroll_log(self, pages: int) -> None:
        """page up / page down: the move log a page back or on."""
        log = self.query_one(MoveLog)
        if pages < 0:
            log.scroll_page_up(animate=False)
        else:
            log.scroll_page_down(animate=False)

    def action_help(self) -> None:
        from crapette.app.dialogs.help import HelpScreen

        self.app.push_screen(HelpScreen(self.controller.app_game.help(self.game.rules, self.controller.table)))

    def action_rules(self) -> None:
        from crapette.app.dialogs.rules import RulesScreen

        self.app.push_screen(RulesScreen())


__all__ = ["BOARD_MOST", "LOG_WIDTH", "MatchTable", "WIDE"]
