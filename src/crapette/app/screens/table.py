"""The table screen's keys: one binding list for a game and a lesson, each key handed to
the screen's ``TableController``, the board redrawn from the controller's view.

``GameScreen`` (a match) and ``LessonScreen`` (a lesson) both extend ``TableScreen``
and give it their ``TableRole``: ``play`` (what happens to an action), ``make_call``
(the ! key), ``info`` (the line under the banner) and ``place``; a lesson gives the
board its own view too. Their controllers' answers differ, not their keys.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import ClassVar, Protocol

from textual import events, on
from textual.actions import parse
from textual.binding import Binding, BindingType
from textual.geometry import Size
from textual.screen import Screen

from crapette.app.controller import TableController
from crapette.app.language import LanguageChanged
from crapette.app.messages import PileClicked, PileDragged
from crapette.app.view import HAND_TARGETS, STOP_BUTTON, BoardView
from crapette.app.widgets.board import MIN_HEIGHT, MIN_WIDTH, Board
from crapette.app.widgets.kept_lines import KeptLines
from crapette.engine import Action
from crapette.i18n import N_, _

LOAD = Binding.Group(N_("load"))  # the footer says it in the player's language


class TableRole(Protocol):
    """What a table is for, given to its screen by the one that uses it (a match's
    ``GameScreen``, a lesson's ``LessonScreen``)."""

    def play(self, action: Action) -> None:
        """Hand the action to the game (a match) or to the lesson."""

    def make_call(self, naming: bool) -> None:
        """! (or N, naming a move): a call on the last action."""

    def info(self) -> str:
        """The line under the banner."""

    def place(self, width: int, height: int) -> None:
        """Place the board and the side panel for this size."""


class TableScreen(KeptLines, Screen[None]):
    """The board and its keys: select a source, then a destination."""

    # The footer shows the keys that act on the whole turn; the pile keys (r h d 1–8 o p)
    # are listed, with what they would do now, on the prompt line under the table.
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("exclamation_mark", "stop", N_("Stop!"), key_display="!"),
        Binding("N", "stop_naming", N_("Stop! naming a move"), show=False),
        Binding("exclamation_mark", "crapette", N_("Crapette!"), key_display="!"),  # variant crapette-call
        Binding("t", "turn", N_("turn")),
        Binding("t", "turn('source')", N_("source")),  # Zank-Patience: Wegner's source, not the hand
        Binding("x", "end_turn", N_("end turn")),
        Binding("f", "foundation", N_("found.")),
        Binding("o", "opponent('reserve')", N_("load"), group=LOAD),
        Binding("p", "opponent('discard')", N_("load"), group=LOAD),
        # three seats: o p load the next player's piles, O P the far one's
        Binding("O", "far_opponent('reserve')", N_("load far"), show=False),
        Binding("P", "far_opponent('discard')", N_("load far"), show=False),
        Binding("escape", "cancel", N_("cancel")),
        Binding("i", "hint", N_("hint")),
        Binding("v", "look", N_("look"), show=False),  # Zank-Patience: what each card can do, untouched
        Binding("u,ctrl+z", "undo", N_("undo"), key_display="u"),  # strict mode only
        Binding("question_mark", "help", N_("help"), key_display="?"),
        Binding("r", "own('reserve')", N_("reserve"), show=False),
        Binding("h", "own('hand')", N_("hand card"), show=False),
        Binding("d", "own('discard')", N_("discard"), show=False),
        *[Binding(str(n), f"house({n})", N_("house"), show=False) for n in range(1, 10)],  # 9: three seats (hidden: one word for all)
        Binding("F", "choose_foundation", N_("foundation 1-8"), show=False),
        # the keyboard cursor (cursor.py): the arrows move it; space and enter act on its pile
        # while it shows (before their other bindings: the first that acts wins)
        *[Binding(arrow, f"cursor('{arrow}')", N_("cursor"), show=False) for arrow in ("up", "down", "left", "right")],
        Binding("space,enter", "cursor_press", N_("pick up / put down"), show=False),
        Binding("space", "turn", N_("turn"), show=False),
        Binding("space", "turn('source')", N_("source"), show=False),
        Binding("enter", "confirm", N_("to foundation"), show=False),
        Binding("s", "stalemate", N_("stalemate"), show=False),
        Binding("l", "toggle_log", N_("log"), show=False),
        Binding("f1,R", "rules", N_("rules"), show=False),
        # the pace keys are on the prompt line against the computer: the footer keeps room for ^q quit
        Binding("plus,equals_sign", "pace(-1)", N_("faster"), key_display="+", show=False),
        Binding("minus", "pace(1)", N_("slower"), key_display="-", show=False),
    ]

    #: what gives way first when the footer is wider than the screen (French, German, the
    #: variant's ! key): the keys the prompt line also shows when they act (f, esc, o p,
    #: x, t); ? help and ^q quit always show. f first: French and German at 80 columns
    #: kept f and dropped esc, the one way back from a card picked up (issue 27 item 10).
    FOOTER_GIVES_WAY: ClassVar[tuple[str, ...]] = ("foundation", "cancel", "opponent", "end_turn", "turn")

    def __init__(self, controller: TableController, role: TableRole,
                 view: Callable[[str], BoardView] | None = None) -> None:
        super().__init__()
        self.controller = controller  # the table's state and rules, without Textual
        self.role = role  # what happens to an action, a call; the info line; the layout
        self.view = controller.view if view is None else view  # what the board shows (a lesson: its own)
        self.bindings_key: tuple[object, ...] = ()
        self._small_for: Size | None = None  # ``too_small``'s answer, for this app size
        self._small = False
        self._key_actions: list[tuple[str, str, tuple[object, ...]]] | None = None  # ``all_enabled``
        self._board: Board | None = None
        self._placed: tuple[int, int] | None = None  # the size ``fit`` placed for

    # --- hooks ---------------------------------------------------------------------------

    def key_words(self, description: str) -> str:
        """A footer key's words in the player's language, as the game says them (``AppGame``)."""
        return self.controller.app_game.key_words(description)

    def after_redraw(self) -> None:
        """Called after every redraw (the computer looks at the game here)."""

    # --- keys ------------------------------------------------------------------------------

    def too_small(self) -> bool:
        """Whether the board is hidden behind the size message (no game key acts then).
        Asked for every key at every change (``check_action``): worked out once a size."""
        app_size = self.app.size
        if app_size != self._small_for:
            size = self.size if self.size.area else app_size  # the screen's, which a resize updates first
            self._small_for, self._small = app_size, size.width < MIN_WIDTH or size.height < MIN_HEIGHT
        return self._small

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("help", "rules"):
            return True
        if self.too_small():
            return False  # nothing may happen on a board the player cannot see
        if action == "cursor":
            return True  # the cursor moves at any time (it changes nothing on the table)
        if action == "cursor_press":
            return self.controller.cursor is not None  # else space turns and enter confirms
        return self.controller.enabled(action, parameters)

    def on_key(self, event: events.Key) -> None:
        """A table key that does not act now says why on the message line (Textual
        skips a disabled binding without a word)."""
        if self.too_small() or self.app.screen is not self:
            return
        states: list[tuple[str, tuple[object, ...], bool | None]] = []
        for binding in self._bindings.key_to_bindings.get(event.key, ()):
            _namespace, name, params = parse(binding.action)
            state = self.check_action(name, params)
            if state:
                if self.controller.note is not None and self.controller.note.kind == "error":
                    self.controller.note = None  # a refusal lasts until the next key
                return  # the binding acts
            states.append((name, params, state))
        if not states:
            if event.key not in self.active_bindings:
                self.unused_key(event)
            return
        name, params, _state = next((s for s in states if s[2] is None), states[0])
        if all(s[2] is False for s in states) and (name, params) in self.absent_keys():
            self.unused_key(event)  # a key this table has no use for at all (O and P at two seats)
            return
        event.stop()
        if name == "cancel":  # esc with nothing to put back: it just clears the message (and hides the cursor)
            self.controller.note = None
            self.controller.cursor = None
        else:
            self.controller.error(self.controller.refusal_reason(name, params))
        self.redraw()

    def unused_key(self, event: events.Key) -> None:
        """A letter the game has no use for (q; z with no Pause to call) says so: silent, the
        player could not tell a dead key from a slow one. Other keys (ctrl+…) stay silent."""
        if event.is_printable and event.character:
            self.controller.error(_("{key} does nothing here: ? lists the keys.").format(key=event.character))
            self.redraw()

    def absent_keys(self) -> set[tuple[str, tuple[object, ...]]]:
        """The keys for piles of a third seat at two seats (O and P): as if unbound
        (``unused_key`` says the key does nothing here). A number
        this table has no house for (9 at two seats) is not here: it says so (``keys.missing_pile``)."""
        out: set[tuple[str, tuple[object, ...]]] = set()
        if not self.controller.far_opponent:
            out |= {("far_opponent", ("reserve",)), ("far_opponent", ("discard",))}
        return out

    def act(self, action: Action | None) -> None:
        """Play what a key or click came to, or show the selection it changed (and ask
        for the announcement when a Zank-Patience move could carry several)."""
        if action is not None:
            self.role.play(action)
            return
        self.redraw()
        if self.controller.announcing:
            self.ask_announcement()

    def ask_announcement(self) -> None:
        """Which announcement (``dialogs/announce.py``): the chosen move is played."""
        from crapette.app.dialogs.announce import AnnounceScreen

        table = self.controller
        choices, table.announcing = table.announcing, ()
        game, ply = table.game, table.game.ply

        def chosen(answer: str | None) -> None:
            if answer and answer.startswith("choice-") and table.game is game and game.ply == ply:
                table.clear()
                self.role.play(choices[int(answer.removeprefix("choice-")) - 1])
                return
            table.cancel()
            self.redraw()

        self.app.push_screen(AnnounceScreen(game.position, choices), chosen)

    def action_own(self, kind: str) -> None:
        self.act(self.controller.press(self.controller.own_pile(kind)))

    def action_opponent(self, kind: str) -> None:
        self.act(self.controller.press(self.controller.opponent_pile(kind)))

    def action_far_opponent(self, kind: str) -> None:
        self.act(self.controller.press(self.controller.opponent_pile(kind, far=True)))

    def action_house(self, n: int) -> None:
        self.act(self.controller.house_key(n))

    def action_foundation(self) -> None:
        self.act(self.controller.to_foundation())

    def action_confirm(self) -> None:
        self.act(self.controller.confirm())

    def action_choose_foundation(self) -> None:
        self.controller.choosing_foundation = True
        self.redraw()

    def action_cancel(self) -> None:
        self.controller.cancel()
        self.redraw()

    def action_cursor(self, direction: str) -> None:
        """An arrow: the cursor shows (on the picked-up card, else on the player's first
        pile), then moves to the nearest pile that way."""
        from crapette.app.cursor import boxes, step

        table = self.controller
        places = boxes(self.query_one(Board).hits)
        if table.cursor is None or table.cursor not in places:
            table.cursor = self.cursor_start(places)
        else:
            table.cursor = step(places, table.cursor, direction)
        self.redraw()

    def cursor_start(self, places: Mapping[int, object]) -> int | None:
        """Where the cursor first shows: the picked-up card, else the mover's reserve
        (or hand, where the game has no reserve)."""
        table = self.controller
        mover = table.game.to_move
        for target in (table.selected, table.table.reserve(mover), HAND_TARGETS[mover]):
            if target is not None and target in places:
                return target
        return next(iter(places), None)

    def action_cursor_press(self) -> None:
        """space or enter with the cursor showing: what a click on its pile does."""
        cursor = self.controller.cursor
        if cursor is None:
            return
        self.clicked(PileClicked(cursor))

    def action_turn(self, pile_word: str = "") -> None:
        """t: the next hand card turned, or in Wegner's game a source card taken; the
        binding's ``pile_word`` ("source") only chooses which footer label shows."""
        self.act(self.controller.turn())

    def action_end_turn(self) -> None:
        self.role.play(self.controller.end_turn())

    def action_look(self) -> None:
        """Where picking a card up is touching it: what each card can do, looked at first."""
        game = self.controller.game
        if game.outcome is not None or not self.controller.touch_begins_move:
            return
        screen = self.controller.app_game.look_screen(game)
        if screen is not None:
            self.app.push_screen(screen)

    def action_stop(self) -> None:
        self.role.make_call(naming=False)

    def action_crapette(self) -> None:
        """The call key under the variant crapette-call (same key, its own name)."""
        self.role.make_call(naming=False)

    def action_stop_naming(self) -> None:
        """Stop!, naming the action to play instead (ruling 11)."""
        self.role.make_call(naming=True)

    @on(PileClicked)
    def clicked(self, message: PileClicked) -> None:
        if message.target == STOP_BUTTON and self.controller.game.outcome is None \
                and (self.controller.computers is None or self.controller.computers.human_may("stop")):
            self.role.make_call(naming=False)
            return
        self.act(self.controller.click(message.target))

    @on(PileDragged)
    def dragged(self, message: PileDragged) -> None:
        """A card dragged from one pile to another: picked up there, put down here (as two
        clicks; a drag from a pile the player may not pick up says why, as a click does)."""
        table = self.controller
        table.clear()
        self.act(table.click(message.source))
        if table.selected == message.source and table.game.outcome is None:
            self.act(table.click(message.target))

    def fit(self, width: int, height: int) -> None:
        """Place the board and the side panel for this size (the role's ``place``) and
        keep the size: Textual sends the screen its size again after its first layouts
        (three times after the first paint), which then places and redraws nothing."""
        self._placed = (width, height)
        self.role.place(width, height)

    def on_resize(self, event: events.Resize) -> None:
        width, height = event.size
        if (width, height) == self._placed:
            return
        self.fit(width, height)
        if self.is_mounted:
            self.redraw()  # which keys act depends on the size (none while the board is hidden)

    def on_language_changed(self, _event: LanguageChanged) -> None:
        """ctrl+l: the prompt lines and the board are said anew (the game stays as it is);
        the message under them, said in the old language, goes."""
        if self.is_mounted:
            self.controller.note = None
            self.redraw()

    # --- drawing -------------------------------------------------------------------------------

    def redraw(self) -> None:
        """Send the board a new view and refresh the keys if what they do changed."""
        table = self.controller
        table.changed()
        self.board().show(self.view(self.role.info()))
        self.after_redraw()
        key = tuple(sorted((k, v) for k, v in self.all_enabled().items()))
        if key != self.bindings_key:
            self.bindings_key = key
            self.refresh_bindings()

    def board(self) -> Board:
        """The table's board (looked up once: every redraw asks)."""
        board = self._board
        if board is None or board.parent is None:
            board = self._board = self.query_one(Board)
        return board

    def all_enabled(self) -> dict[str, bool | None]:
        """Whether each key the footer can show acts now (asked once per change: the footer
        is refreshed when they change). The keys it never shows (the pile keys, the cursor)
        are asked when pressed: working them all out at every change was a tenth of a key press."""
        if self._key_actions is None:  # the bindings parsed once
            self._key_actions = [(name + "".join(str(p) for p in params), name, params)
                                 for bindings in self._bindings.key_to_bindings.values()
                                 if any(b.show for b in bindings) for b in bindings
                                 for _namespace, name, params in [parse(b.action)]]
        check = self.check_action
        return {said: check(name, params) for said, name, params in self._key_actions}


__all__ = ["TableScreen"]
