"""The calls of a match screen: Stop! (or Crapette!) by the seat that calls, with a
dialog when the caller may say more, and Pause (``pausing.py``), which stops the player
to move (a computer's moves wait) until the caller continues or someone calls Stop!.

The game screen owns one ``Calls`` (composition, not a base class): its call and Pause
keys hand over to it, and it hands back what the calls come to through the screen's
``CallHost`` side (play, notice, redraw, the dialogs).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from crapette.app.computers import ComputerSeats
from crapette.app.controller import TableController
from crapette.app.view import Names, who
from crapette.engine import Action, Game
from crapette.engine.actions import CALL
from crapette.words.describe import call_word
from crapette.engine.table import Seat
from crapette.i18n import _


if TYPE_CHECKING:
    from textual.app import App


class CallHost(Protocol):
    """What the calls need of the screen they serve (``GameScreen``)."""

    computers: ComputerSeats | None

    @property
    def app(self) -> App[Any]: ...

    @property
    def controller(self) -> TableController: ...

    @property
    def game(self) -> Game: ...

    @property
    def names(self) -> Names: ...

    def notice(self, text: str) -> None: ...

    def play(self, action: Action) -> None: ...

    def redraw(self) -> None: ...


class Calls:
    """The call keys of a match (see the module docstring)."""

    def __init__(self, host: CallHost) -> None:
        self.host = host

    @property
    def controller(self) -> TableController:
        return self.host.controller

    @property
    def game(self) -> Game:
        return self.host.game

    @property
    def names(self) -> Names:
        return self.host.names

    def notice(self, text: str) -> None:
        self.host.notice(text)

    def play(self, action: Action) -> None:
        self.host.play(action)

    def make_call(self, naming: bool) -> None:
        """Stop! or Crapette! on the last action. At three seats, when both opponents sit
        at this keyboard, the caller says who they are first (one key: s, w or n)."""
        table, game = self.controller, self.game
        held = table.held_touch()
        if held is not None:  # Wegner (ruling 27): the card in hand began the next move: the call judges that
            self.play(held)
            game = self.game
        if not table.start_call():
            self.host.redraw()
            return
        callers = table.callers()
        if len(callers) == 1:  # (Zank-Patience: the mover may call too, so ! then s or n)
            self.call_as(callers[0], naming)
            return
        ply = game.ply
        offender = who(self.names, offender_of(game))

        def chosen(word: str | None) -> None:
            seat = table.table.parse_seat(word or "")
            if seat is None or self.game is not game or game.ply != ply or seat not in game.stop_callers:
                self.notice(_("No {call} called.").format(call=call_word(table.call_name())))
            else:
                self.call_as(seat, naming)

        from crapette.app.dialogs.caller import CallerScreen  # the dialogs load when first shown

        self.host.app.push_screen(CallerScreen(table.call_name(), offender, table.table, callers, self.names), chosen)

    def call_as(self, caller: Seat, naming: bool) -> None:
        """``caller`` calls on the last action; a dialog when the caller may say more."""
        table, game = self.controller, self.game
        judged = game.last_action()
        call = table.call_action(caller)
        crapette = call.kind == CALL
        if judged is None or not (naming or crapette):
            self.play(call)
            return
        from crapette.app.dialogs.call import CRAPETTE_CALL, NAMED_STOP, CallDialog

        kind = CRAPETTE_CALL if crapette else NAMED_STOP

        def called(action: Action | None) -> None:
            if action is None:
                self.notice(_("No {call} called.").format(call=call_word(kind.name)))
            elif self.game is game and caller in game.stop_callers:
                self.play(action.with_caller(call.caller))

        offender = who(self.names, offender_of(game))
        self.host.app.push_screen(CallDialog(kind, who(self.names, caller), offender, judged), called)

    def pause_key(self) -> None:
        """z: call Pause (the player to move keeps still), or continue (``pausing.py``).
        When more than one player at this keyboard may call it (Zank-Patience for
        three), the caller says who they are first (one key: s, w or n)."""
        from crapette.app.pausing import pause_callers

        table, game = self.controller, self.game
        mover = who(self.names, game.to_move)
        if table.paused_by is not None:
            caller = table.paused_by
            self.set_pause(None)
            self.notice(_("{caller} continues: {player} to play.").format(caller=who(self.names, caller), player=mover))
            return
        callers = pause_callers(table)
        if len(callers) == 1:
            self.pause_as(callers[0])
            return
        if not callers:
            return
        ply = game.ply

        def chosen(word: str | None) -> None:
            seat = table.table.parse_seat(word or "")
            if seat is None or self.game is not game or game.ply != ply or seat not in pause_callers(table):
                self.notice(_("No Pause called."))
            else:
                self.pause_as(seat)

        from crapette.app.dialogs.pauser import PauseCallerScreen  # the dialogs load when first shown

        self.host.app.push_screen(PauseCallerScreen("Pause", mover, table.table, callers, self.names), chosen)

    def pause_as(self, caller: Seat) -> None:
        """``caller`` calls Pause: the player to move keeps still."""
        table = self.controller
        mover = who(self.names, self.game.to_move)
        table.clear()
        self.set_pause(caller)
        self.notice(_("{caller} calls Pause: {player} keeps still until {caller} continues (z) or someone calls "
                      "Stop! (!).").format(caller=who(self.names, caller), player=mover))

    def absent_keys(self) -> set[tuple[str, tuple[object, ...]]]:
        """z where no Pause is ever offered (two people at the standard game)."""
        if self.host.computers is None and not self.controller.game_type.pause:
            return {("pause", ()), ("pause_computer", ())}
        return set()

    def set_pause(self, caller: Seat | None) -> None:
        """Pause (a caller) or go on (None); the computers' moves wait while paused."""
        self.controller.paused_by = caller
        computers = self.host.computers
        if computers is not None:
            computers.pause(caller is not None)


def offender_of(game: Game) -> Seat:
    """The author of the action a call would judge: the one seat that may not call (in
    Wegner's game everyone may, the author first)."""
    if game.rules.game.author_may_call and game.stop_callers:
        return game.stop_callers[0]
    return next(s for s in game.position.table.seats if s not in game.stop_callers)


__all__ = ["CallHost", "Calls", "offender_of"]
