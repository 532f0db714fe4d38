"""Screens: the game (the table, the move log, the keys) and its dialogs.

The game screen turns keys and clicks into engine ``Action``s and hands them to the
``Game``; everything it shows is read back from the game. Its own state is only what
the player is doing right now: the selected pile and the message on screen.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, ClassVar, NamedTuple

from rich.table import Table
from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.geometry import Size
from textual.screen import ModalScreen, Screen
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widgets import Button, Footer, RichLog, Static
from textual.widgets._footer import FooterKey

from crapette.app.board import (
    COMPACT_HEIGHT,
    MIN_HEIGHT,
    MIN_WIDTH,
    TALL_HEIGHT,
    Board,
    BoardView,
    Span,
    place_board,
    seat_label,
)
from crapette.app.computer import ComputerOpponent
from crapette.app.messages import NORTH_HAND, NOTHING, SOUTH_HAND, STOP_BUTTON, PileClicked
from crapette.app.save import MatchSession, SaveStore, write_atomic
from crapette.engine import (
    MOVE,
    PASS,
    STOP,
    TURN,
    Action,
    Game,
    IllegalActionError,
    Outcome,
    Position,
    PriorityError,
    Verdict,
    Violation,
    card_symbol,
    describe_pile,
    move,
)
from crapette.engine.actions import CALL, CRAPETTE_ACTION, PASS_ACTION, STOP_ACTION, TURN_ACTION
from crapette.engine.piles import PILE_NAMES

if TYPE_CHECKING:
    from crapette.app.app import CrapetteApp

SEATS = ("South", "North")
LOG_WIDTH = 36
WIDE = MIN_WIDTH + LOG_WIDTH  # from this width the move log sits beside the board

LOAD = Binding.Group("load")


def who(names: tuple[str, str], player: int) -> str:
    """'Alice (South)', or just 'South' when the player kept the seat's name."""
    return seat_label(names[player], player)


class _CountChoice(NamedTuple):
    """Group-moves: the picked-up house, the empty house chosen, and the group sizes that fit."""

    src: int
    dst: int
    counts: tuple[int, ...]


class _Note(NamedTuple):
    """The message under the prompt: an explanation, a refusal, a turn change."""

    spans: tuple[Span, ...]
    kind: str  # "error" or "notice"


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def _plain(text: str, *style: str) -> Span:
    return Span(text, tuple(style))


def _key(text: str) -> Span:
    return Span(text.replace(" ", "\u00a0"), ("key",))


class GameFooter(Footer):
    """The footer, greying keys in place: the stock Footer recomposes all its keys on
    every change (some 30 ms), and here only which keys are enabled changes."""

    def bindings_changed(self, screen: Screen[object]) -> None:
        keys = list(self.query(FooterKey))
        if not keys or not self._bindings_ready:
            super().bindings_changed(screen)
            return
        active = screen.active_bindings
        shown = {key for key, b in active.items() if b.binding.show}
        if shown != {k.key for k in keys} and not all(k.key in shown for k in keys):
            super().bindings_changed(screen)
            return
        for footer_key in keys:
            binding = active.get(footer_key.key)
            disabled = binding is None or not binding.enabled
            if disabled != footer_key._disabled:
                footer_key._disabled = disabled
                footer_key.set_class(disabled, "-disabled")


class MoveLog(RichLog):
    """Every action of the game, in notation and in plain words."""

    can_focus = False

    def add(self, number: int, notation: str, words: str) -> None:
        """One numbered line; a long one wraps under its text, not under the number."""
        row = Table.grid(padding=(0, 1, 0, 0))
        row.add_column(width=5, justify="right", style="dim", no_wrap=True)
        row.add_column(ratio=1)
        row.add_row(f"{number}.", Text.assemble((notation, "bold"), "  ", words))
        self.write(row, expand=True)

    def heading(self, text: str) -> None:
        self.write(Text(text, style="bold underline"))


class GameScreen(Screen[None]):
    """One match at one keyboard: select a source, then a destination."""

    # The footer shows the keys that act on the whole turn; the pile keys (r h d 1–8 o p)
    # are listed, with what they would do now, on the prompt line under the table.
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("exclamation_mark", "stop", "Stop!", key_display="!"),
        Binding("N", "stop_naming", "Stop! naming a move", show=False),
        Binding("exclamation_mark", "crapette", "Crapette!", key_display="!"),  # variant crapette-call
        Binding("t", "turn", "turn"),
        Binding("x", "end_turn", "end turn"),
        Binding("f", "foundation", "found."),
        Binding("o", "opponent('reserve')", "load", group=LOAD),
        Binding("p", "opponent('discard')", "load", group=LOAD),
        Binding("escape", "cancel", "cancel"),
        Binding("i", "hint", "hint"),
        Binding("u,ctrl+z", "undo", "undo", key_display="u"),  # strict mode only
        Binding("question_mark", "help", "help", key_display="?"),
        Binding("r", "own('reserve')", "reserve", show=False),
        Binding("h", "own('hand')", "hand card", show=False),
        Binding("d", "own('discard')", "discard", show=False),
        *[Binding(str(n), f"house({n})", f"house {n}", show=False) for n in range(1, 9)],
        Binding("F", "choose_foundation", "foundation 1-8", show=False),
        Binding("space", "turn", "turn", show=False),
        Binding("enter", "confirm", "to foundation", show=False),
        Binding("s", "stalemate", "stalemate", show=False),
        Binding("l", "toggle_log", "log", show=False),
        Binding("f1,R", "rules", "rules", show=False),
        Binding("plus,equals_sign", "pace(-1)", "faster", key_display="+"),
        Binding("minus", "pace(1)", "slower", key_display="-"),
    ]

    def __init__(self, session: MatchSession, store: SaveStore, notice: str | None = None) -> None:
        super().__init__()
        self.session = session
        self.store = store
        self.game: Game = session.game  # the game on the table (the finished one under a game-over dialog)
        self.selected: int | None = None
        self.choosing_foundation = False
        self.choosing_count: _CountChoice | None = None  # group-moves: several groups fit an empty house
        self.note: _Note | None = _Note((_plain(notice),), "notice") if notice else None
        self.log_hidden = False
        self._before_last: Position | None = None  # the position before the last action, if known
        self._last_words = ""
        self._stop_words = ""
        self._enabled: dict[str, bool | None] = {}
        self._bindings_key: tuple[object, ...] = ()
        self.computer: ComputerOpponent | None = None  # set on mount when the match is against the computer

    @property
    def crapette(self) -> CrapetteApp:
        from crapette.app.app import CrapetteApp

        assert isinstance(self.app, CrapetteApp)
        return self.app

    # --- layout ------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Board(id="board")
        yield MoveLog(id="log", wrap=True, markup=False, auto_scroll=True, min_width=20)
        yield GameFooter(compact=True)

    def on_mount(self) -> None:
        self.query_one(MoveLog).border_title = "Moves"
        self.computer = _computer_for(self)
        self._layout(self.app.size.width, self.app.size.height)
        self._load_log()
        self._update()
        self.call_after_refresh(self._persist)  # the save: after the first paint

    def on_screen_resume(self) -> None:
        if self.computer is not None:
            self.computer.resume()

    def on_resize(self, event: events.Resize) -> None:
        self._layout(event.size.width, event.size.height)

    def _layout(self, width: int, height: int) -> None:
        """Log beside the board when wide, under it when narrow; board scale by height."""
        room = place_board(self, self.query_one(Board), width, height, WIDE)
        small = width < MIN_WIDTH or height < MIN_HEIGHT
        if room is not None:
            if room - TALL_HEIGHT >= 8:
                board_h = TALL_HEIGHT + min(room - TALL_HEIGHT - 8, 4)
            else:
                board_h = COMPACT_HEIGHT + max(0, min(room - COMPACT_HEIGHT - 7, 2))
            self.query_one(Board).styles.height = board_h
        self.query_one(MoveLog).display = not self.log_hidden and not small

    # --- reading the game -------------------------------------------------------------

    @property
    def names(self) -> tuple[str, str]:
        return self.session.options.names

    def _legal(self) -> list[Action]:
        return self.game.legal_actions()

    def _targets(self, pile: int | None) -> list[int]:
        if pile is None:
            return []
        return list(dict.fromkeys(a.dst for a in self._legal() if a.kind == MOVE and a.src == pile))

    def _counts(self, src: int, dst: int) -> list[int]:
        """How many cards may go from ``src`` to ``dst`` now: [1] for a single card; under
        group-moves one count for a house that holds cards, several for an empty house."""
        return sorted(a.count for a in self._legal() if a.kind == MOVE and a.src == src and a.dst == dst)

    def _group_size(self, pile: int | None) -> int:
        """The most cards that may leave ``pile`` together now (1 but under group-moves)."""
        return max((a.count for a in self._legal() if a.kind == MOVE and a.src == pile), default=1)

    def _count_choice(self) -> _CountChoice | None:
        """The group-size question on screen, if it still matches the picked-up pile."""
        choice = self.choosing_count
        return choice if choice is not None and choice.src == self.selected else None

    def _foundation_targets(self, pile: int | None) -> list[int]:
        return [d for d in self._targets(pile) if d >= 14]

    def _mover_pile(self, kind: str) -> int:
        p = self.game.to_move
        return {"reserve": p, "hand": 2 + p, "discard": 4 + p, "oreserve": 1 - p, "odiscard": 5 - p}[kind]

    def selection_problem(self, pile: int) -> str | None:
        """Why the pile cannot be picked up now, or None if it can."""
        game = self.game
        pos = game.position
        p = pos.to_move
        if game.outcome is not None:
            return "The game is over."
        if pile >= 14:
            return f"Cards never leave a foundation ({PILE_NAMES[pile]})."
        if pile < 6 and pile & 1 != p and not self._targets(pile):  # crapette-call: they may go up
            return (f"{describe_pile(pile).capitalize()} belongs to {SEATS[1 - p]}: pick one of your cards "
                    f"first, then load it there (o reserve, p discard).")
        if pile == 4 + p and not pos.rules.discard_available:
            return ("Your discard is not available (only with the variant discard-available); "
                    "it takes your turned hand card: h then d, or x.")
        if not pos.piles[pile]:
            if pile == 2 + p:
                return "No hand card is turned: press t (or click your hand) to turn one."
            return f"{describe_pile(pile).capitalize()} is empty."
        if not self._targets(pile):
            card = card_symbol(pos.piles[pile][-1])
            return f"{card} ({describe_pile(pile)}) cannot go anywhere now."
        return None

    # --- keys: what is enabled ---------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("help", "rules", "toggle_log"):
            return True
        if action == "pace":
            return self.computer is not None
        key = action + "".join(str(p) for p in parameters)
        if key not in self._enabled:
            self._enabled[key] = self._compute_enabled(action, parameters)
        return self._enabled[key]

    def _compute_enabled(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        game = self.game
        calls = getattr(game.rules, "crapette_call", False)
        if action == "undo":
            if game.mode != "strict":
                return False  # hidden in stop mode: taking back would defeat Stop!
            return (bool(game.actions) and game.outcome is None) or None
        if action == "stop_naming":
            if game.mode == "strict" or calls:
                return False
            action = "stop"
        if action in ("stop", "crapette") and (game.mode == "strict" or calls != (action == "crapette")):
            return False  # no calls in strict mode; else one call key, named for the variant
        if game.outcome is not None:
            return None
        if self.computer is not None and not self.computer.human_may(action):
            return None
        sel = self.selected
        choice = self._count_choice()
        if action == "hint":
            return True
        if choice is not None and action == "confirm":
            return True  # the whole group
        if choice is not None and action == "house":
            return int(str(parameters[0])) in choice.counts or None
        if action == "own":
            return self._pile_key_useful(self._mover_pile(str(parameters[0]))) or None
        if action == "house":
            n = int(str(parameters[0]))
            if self.choosing_foundation:
                return (13 + n) in self._targets(sel) or None
            return self._pile_key_useful(5 + n) or None
        if action == "opponent":
            pile = self._mover_pile("o" + str(parameters[0]))
            if sel is None:  # crapette-call: the opponent's reserve or discard card to a foundation
                return self.selection_problem(pile) is None or None
            return pile in self._targets(sel) or None
        if action in ("foundation", "choose_foundation", "confirm"):
            return bool(self._foundation_targets(sel)) or None
        if action == "turn":
            return any(a.kind in (TURN, PASS) for a in self._legal()) or None
        if action == "end_turn":
            p = game.to_move
            return move(2 + p, 4 + p) in self._legal() or None
        if action == "cancel":
            return (sel is not None or self.choosing_foundation) or None
        if action in ("stop", "crapette"):
            return game.can_stop() or None
        return True

    def _pile_key_useful(self, pile: int) -> bool:
        sel = self.selected
        if sel is None:
            return self.selection_problem(pile) is None
        if pile == sel:
            return bool(self._foundation_targets(sel))
        return pile in self._targets(sel) or self.selection_problem(pile) is None

    # --- keys: actions ---------------------------------------------------------------------------

    def action_own(self, kind: str) -> None:
        self.press(self._mover_pile(kind))

    def action_opponent(self, kind: str) -> None:
        self.press(self._mover_pile("o" + kind))

    def action_house(self, n: int) -> None:
        choice = self._count_choice()
        if self.choosing_foundation:
            self.choosing_foundation = False
            self.press(13 + n)
        elif choice is not None:
            self._play_group(choice, n)
        else:
            self.press(5 + n)

    def action_foundation(self) -> None:
        self._to_foundation()

    def action_confirm(self) -> None:
        choice = self._count_choice()
        if choice is not None:
            self._play_group(choice, choice.counts[-1])
        else:
            self._to_foundation()

    def action_choose_foundation(self) -> None:
        self.choosing_foundation = True
        self._update()

    def action_cancel(self) -> None:
        self.selected = None
        self.choosing_foundation = False
        self.choosing_count = None
        self.note = None
        self._update()

    def action_turn(self) -> None:
        legal = self._legal()
        self.selected = None
        self.choosing_foundation = False
        if TURN_ACTION in legal:
            self.play(TURN_ACTION)
        elif PASS_ACTION in legal:
            self.play(PASS_ACTION)
        else:
            reason = self.game.illegal_reason(TURN_ACTION) or "nothing to turn"
            self._error(f"Cannot turn: {reason}.")

    def action_end_turn(self) -> None:
        p = self.game.to_move
        self.selected = None
        self.play(move(2 + p, 4 + p))

    def action_stop(self) -> None:
        game = self.game
        if game.stop_caller is None:
            reason = game.illegal_reason(self._call_action()) or "no call is possible now"
            self._error(f"No {self._call_name()} now: {reason}.")
            return
        self.selected = None
        self.choosing_foundation = False
        if self._before_last is None or len(game.actions) == 0:
            self._before_last = _position_before_last(game)
        if self._call_action().kind == CALL:
            self._ask_combination()
        else:
            self.play(self._call_action())

    def action_stop_naming(self) -> None:
        """Stop!, naming the action to play instead (ruling 11): asked in a dialog."""
        from crapette.app.calls import NamedStopScreen

        game = self.game
        caller, judged = game.stop_caller, game.last_action()
        if caller is None or judged is None or self._call_action().kind == CALL:
            self.action_stop()  # says why there is nothing to call, or asks for a combination
            return
        self.selected = None
        self.choosing_foundation = False
        if self._before_last is None or len(game.actions) == 0:
            self._before_last = _position_before_last(game)

        def called(action: Action | None) -> None:
            if action is None:
                self._notice("No Stop! called.")
            elif self.game is game and game.stop_caller == caller:
                self.play(action)

        self.app.push_screen(NamedStopScreen(who(self.names, caller), who(self.names, 1 - caller), judged), called)

    def _ask_combination(self) -> None:
        """Crapette!: the caller may show the combination the offender missed."""
        from crapette.app.calls import CallScreen

        game = self.game
        caller = game.stop_caller
        judged = game.last_action()
        if caller is None or judged is None:
            return

        def called(action: Action | None) -> None:
            if action is None:
                self._notice(f"No {self._call_name()} called.")
            elif self.game is game and game.stop_caller == caller:
                self.play(action)

        self.app.push_screen(CallScreen(who(self.names, caller), who(self.names, 1 - caller), judged), called)

    def action_crapette(self) -> None:
        """The call key under the variant crapette-call (same key, its own name)."""
        self.action_stop()

    def action_hint(self) -> None:
        """The actions allowed now, mandatory first, with reasons; enter plays one."""
        if self.game.outcome is not None:
            return

        def chosen(action: Action | None) -> None:
            if action is not None and self.game.outcome is None:
                self.selected = None
                self.choosing_foundation = False
                self.choosing_count = None
                self.play(action)

        from crapette.app.hints import HintScreen

        self.app.push_screen(HintScreen(self.game, self.names), chosen)

    def action_undo(self) -> None:
        """Strict mode: take back the last action; the log, the save and the record follow."""
        game = self.game
        if game.mode != "strict" or not game.actions or game.outcome is not None:
            return
        from crapette.engine.describe import describe_action

        human = self.computer.human if self.computer is not None else None
        taken: list[Action] = []
        while game.actions:
            taken.append(game.pop())
            if human is None or game.to_move == human:
                break
        else:  # only the computer's actions: none of the player's to take back
            for done in reversed(taken):
                game.push(done)
            self._notice("Nothing of yours to take back yet.")
            return
        action = taken[-1]
        words = describe_action(game.position, action, self.names)
        if len(taken) > 1:
            words += f"; and the computer's {len(taken) - 1} action(s) after it"
        self.selected = None
        self.choosing_foundation = False
        self.choosing_count = None
        self._load_log()
        self.note = _Note((_plain("Taken back: ", "bold"), _key(str(action)), _plain(f" ({words}). "),
                           _plain(f"{who(self.names, game.to_move)} to play.")), "notice")
        self._persist()
        self._write_record(game, self.session.seed, self.session.game_number)
        self._update()

    def _call_action(self) -> Action:
        """Stop!, or Crapette! under the variant crapette-call."""
        return CRAPETTE_ACTION if getattr(self.game.rules, "crapette_call", False) else STOP_ACTION

    def _call_name(self) -> str:
        return "Crapette!" if getattr(self.game.rules, "crapette_call", False) else "Stop!"

    def action_stalemate(self) -> None:
        if self.game.outcome is not None:
            return

        def agreed(ok: bool | None) -> None:
            if ok and self.game.outcome is None:
                self.game.agree_stalemate()
                self.log_entry("agree", "Both players agree to a stalemate")
                self._after_change()
            elif not ok:
                self._notice("No stalemate: play on.")

        self.app.push_screen(StalemateScreen(self.names), agreed)

    def action_toggle_log(self) -> None:
        self.log_hidden = not self.log_hidden
        self._layout(self.app.size.width, self.app.size.height)

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen(self._call_name()))

    def action_rules(self) -> None:
        self.app.push_screen(RulesScreen())

    def action_pace(self, step: int) -> None:
        if self.computer is not None:
            self._notice(self.computer.change_pace(step))

    # --- clicks ---------------------------------------------------------------------------------------

    @on(PileClicked)
    def clicked(self, message: PileClicked) -> None:
        target = message.target
        game = self.game
        if game.outcome is not None:
            return
        if self.computer is not None and not self.computer.human_may("stop" if target == STOP_BUTTON else "click"):
            if target != NOTHING:
                self._error(f"{who(self.names, game.to_move)} is playing: wait for your turn.")
            return
        if target == NOTHING:
            if self.selected is not None or self.choosing_foundation:
                self.action_cancel()
            return
        if target == STOP_BUTTON:
            self.action_stop()
            return
        if target in (SOUTH_HAND, NORTH_HAND):
            player = 0 if target == SOUTH_HAND else 1
            if player != game.to_move:
                self._error(f"That is {SEATS[player]}'s hand: it is {SEATS[game.to_move]}'s turn.")
            elif self.selected == 2 + player and move(2 + player, 4 + player) in self._legal():
                self.play(move(2 + player, 4 + player))
            else:
                self.action_turn()
            return
        self.choosing_foundation = False
        self.press(target)

    # --- select, then play -------------------------------------------------------------------------

    def press(self, pile: int) -> None:
        """A pile key or click: pick up a card, or put the picked-up card there."""
        game = self.game
        if game.outcome is not None:
            return
        sel = self.selected
        choice = self._count_choice()
        self.choosing_count = None
        if sel is None:
            self._select(pile)
            return
        if pile == sel:
            self._to_foundation()
            return
        if choice is not None and choice.dst == pile:  # the same house again: the whole group
            self._play_group(choice, choice.counts[-1])
            return
        counts = self._counts(sel, pile)
        if len(counts) > 1:
            self.choosing_count = _CountChoice(sel, pile, tuple(counts))
            self.note = None
            self._update()
            return
        action = move(sel, pile, counts[0]) if counts else move(sel, pile)
        if action in self._legal():
            self.play(action)
            return
        reason = game.illegal_reason(action) or "not allowed"
        if self.selection_problem(pile) is None:
            self._select(pile, f"{action} is not possible ({reason}); picked up {describe_pile(pile)} instead.")
        else:
            self._error(f"Cannot play {action}: {reason}.")

    def _play_group(self, choice: _CountChoice, count: int) -> None:
        """Group-moves: play ``count`` cards of the picked-up house to the chosen house."""
        self.choosing_count = None
        if count not in choice.counts:
            self._error(f"{count} cards cannot go from {PILE_NAMES[choice.src]} to {PILE_NAMES[choice.dst]}: "
                        f"choose {', '.join(str(c) for c in choice.counts)}.")
            return
        self.play(move(choice.src, choice.dst, count))

    def _select(self, pile: int, note: str | None = None) -> None:
        problem = self.selection_problem(pile)
        if problem is not None:
            self.selected = None
            self._error(problem)
            return
        self.selected = pile
        self.choosing_foundation = False
        self.note = _Note((_plain(note),), "notice") if note else None
        self._update()

    def _to_foundation(self) -> None:
        sel = self.selected
        if sel is None:
            self._error("Pick a card first (r, h, 1–8), then f sends it to a foundation.")
            return
        found = self._foundation_targets(sel)
        if found:
            self.play(move(sel, found[0]))
            return
        card = card_symbol(self.game.position.piles[sel][-1])
        self.selected = None
        self.choosing_foundation = False
        self._error(f"{card} cannot go to a foundation now; selection cancelled.")

    def play(self, action: Action) -> None:
        """Hand the action to the game; show what came of it."""
        game = self.game
        before = game.position.copy()
        try:
            verdict = game.push(action)
        except PriorityError as exc:
            self.selected = None
            self.choosing_foundation = False
            self._refusal(action, exc.violation)
            return
        except IllegalActionError as exc:
            self._error(f"Not allowed: {exc}.")
            return
        from crapette.engine.describe import describe_action

        words = describe_action(before, action, verdict=verdict)
        self.log_entry(str(action), words)
        self.selected = None
        self.choosing_foundation = False
        self.choosing_count = None
        self.note = None
        judged_before = self._before_last
        if action.kind in (STOP, CALL):
            self._stop_words = words
        else:
            self._before_last = before
            self._last_words = words
            if action.kind == MOVE and action.src == 2 + before.to_move and action.dst == 4 + before.to_move or action.kind == PASS:
                self._notice_turn_over(before.to_move)
        self._after_change()
        if verdict is not None:
            self.app.push_screen(VerdictScreen(verdict, self.names, self._last_words, judged_before))

    def _notice_turn_over(self, player: int) -> None:
        nxt = self.game.to_move
        if nxt != player:
            self._notice(f"{who(self.names, player)}'s turn is over: {who(self.names, nxt)} to play.")

    def _refusal(self, action: Action, v: Violation) -> None:
        self.note = _Note(
            (_plain(f"Refused: {action} breaks rule {v.rule}. ", "bold"),
             _plain(_sentence(v.message.removeprefix(f"{v.rule}: ")) + " "),
             _plain("Must be played: "), _key(str(v.mandatory)), _plain(".")),
            "error",
        )
        self._update()

    def _error(self, text: str) -> None:
        self.note = _Note((_plain(text),), "error")
        self._update()

    def _notice(self, text: str) -> None:
        self.note = _Note((_plain(text),), "notice")
        self._update()

    # --- after every change -----------------------------------------------------------------------

    def log_entry(self, notation: str, words: str) -> None:
        self.query_one(MoveLog).add(len(self.game.actions), notation, words)

    def _load_log(self) -> None:
        log = self.query_one(MoveLog)
        log.clear()
        seed = self.session.seed if self.game is self.session.game else self.session.finished_seed
        log.heading(f"Game {self.session.game_number}" + (f" · seed {seed}" if seed is not None else ""))
        entries: list[tuple[str, str]] = []
        if self.game.actions:
            from crapette.engine.describe import describe_game

            entries = describe_game(self.game)
        for i, (notation, words) in enumerate(entries, 1):
            log.add(i, notation, words)
        calls = ("stop", "crapette")
        last = [w for (n, w) in entries if not n.startswith(calls)]
        self._last_words = last[-1] if last else ""
        stops = [w for (n, w) in entries if n.startswith(calls)]
        self._stop_words = stops[-1] if stops else ""
        self._before_last = None

    def _after_change(self) -> None:
        """Save, keep the record up to date, and end the game if it is over."""
        session = self.session
        game = self.game
        if game.outcome is not None:
            finished_number = session.game_number
            session.finish_game()
            self._write_record(game, session.finished_seed, finished_number)
            self._persist(remove=session.match.is_over)
            self._update()
            self.app.push_screen(GameOverScreen(session, game.outcome, finished_number), self._game_over_done)
            return
        self._persist()
        self._write_record(game, session.seed, session.game_number)
        self._update()

    def _persist(self, remove: bool = False) -> None:
        try:
            if remove:
                self.store.remove()
            else:
                self.store.write(self.session)
        except OSError as exc:
            self.note = _Note((_plain(f"Could not save the match to {self.store.path}: {exc}"),), "error")

    def _write_record(self, game: Game, seed: int | None, number: int) -> None:
        path = self.session.record_path(number)
        if path is None:
            return
        try:
            write_atomic(path, self.session.record(game, seed).dumps())
        except OSError as exc:
            self.note = _Note((_plain(f"Could not write the record {path}: {exc}"),), "error")

    def _game_over_done(self, choice: str | None) -> None:
        session = self.session
        if choice == "quit":
            self.app.exit()
            return
        if session.match.is_over:
            opts = session.options
            seed = (opts.first_seed + len(session.match.outcomes)) % 2**31
            self.session = MatchSession.new(opts._replace(first_seed=seed))
            self.crapette.session = self.session
            self._persist()
        self.game = self.session.game
        self.selected = None
        self.choosing_foundation = False
        self.note = _Note((_plain(f"Game {self.session.game_number} begins: {who(self.names, self.game.to_move)} "
                                  f"starts (lowest reserve card)."),), "notice")
        self._load_log()
        self._write_record(self.game, self.session.seed, self.session.game_number)
        self._update()

    # --- drawing ------------------------------------------------------------------------------------

    def _update(self) -> None:
        """Send the board a new view and refresh the keys if what they do changed."""
        self._enabled.clear()
        board = self.query_one(Board)
        board.show(self._view())
        if self.computer is not None:
            self.computer.poll()
        key = tuple(sorted((k, v) for k, v in self._all_enabled().items()))
        if key != self._bindings_key:
            self._bindings_key = key
            self.refresh_bindings()

    def _all_enabled(self) -> dict[str, bool | None]:
        for binding in self._bindings.key_to_bindings.values():
            for b in binding:
                from textual.actions import parse

                _, name, params = parse(b.action)
                self.check_action(name, params)
        return self._enabled

    def _view(self) -> BoardView:
        game = self.game
        session = self.session
        names = self.names
        p = game.to_move
        opts = session.options
        over = game.outcome is not None
        if over:
            banner = "Game over"
        else:
            arrow = "▼" if p == 0 else "▲"
            banner = f"{arrow} {who(names, p)}, seat {p + 1}, to play {arrow}"
        s, n = session.match.totals
        seed = session.seed if game is session.game else session.finished_seed
        number = session.game_number if game is session.game else len(session.match.outcomes)
        info = " · ".join([
            f"{game.mode} mode",
            ", ".join(game.rules.names) if game.rules.names else "standard",
            f"{names[0]} {s} – {n} {names[1]}, to {opts.target}",
            f"game {number}",
            f"seed {seed}" if seed is not None else "set position",
        ])
        sel = self.selected
        choice = self._count_choice()
        if choice is not None:
            targets = frozenset((choice.dst,))
        else:
            targets = frozenset(self._foundation_targets(sel) if self.choosing_foundation else self._targets(sel))
        note = self.note
        return BoardView(
            position=game.position,
            names=names,
            banner=banner,
            info=info,
            last=self._last_spans(),
            prompt=self._prompt_spans(),
            message=note.spans if note else (),
            message_kind=note.kind if note else "",
            selected=sel,
            selected_cards=self._group_size(sel),
            targets=targets,
            clickable_hand=None if over else p,
            over=over,
        )

    def _last_spans(self) -> tuple[Span, ...]:
        game = self.game
        last = game.last_action()
        if last is None:
            return (_plain("No action yet. "), _plain(f"{who(self.names, game.to_move)} starts.", "muted"))
        spans = [_plain("Last: ", "muted"), _key(str(last)), _plain("\u00a0 ")]
        if last.kind in (STOP, CALL):
            spans.append(_plain(self._stop_words))
            return tuple(spans)
        spans.append(_plain(self._last_words))
        if game.mode == "stop":
            caller = game.stop_caller
            if caller is not None and self.computer is not None and caller == self.computer.seat:
                spans.append(_plain(f"  ·  {who(self.names, caller)} may call {self._call_name()}", "muted"))
            elif caller is not None:
                call = self._call_name()
                spans += [_plain("  ·  "), _plain(f"{who(self.names, caller)} may call "),
                          Span(f"[\u00a0!\u00a0{call}\u00a0]", ("stop",), STOP_BUTTON)]
            elif game.outcome is None:
                spans.append(_plain(f"  ·  {self._call_name()} window closed", "muted"))
        return tuple(spans)

    def _prompt_spans(self) -> tuple[Span, ...]:
        game = self.game
        if game.outcome is not None:
            return (_plain("The game is over."),)
        pos = game.position
        p = game.to_move
        if self.computer is not None and p == self.computer.seat:
            return self.computer.prompt(self.names[p], self._call_name() if game.stop_caller == 1 - p else None)
        sel = self.selected
        out: list[Span] = []
        hints = 0

        def hint(key: str, text: str) -> None:
            nonlocal hints
            if hints:
                out.append(_plain(" · ", "muted"))
            hints += 1
            out.extend([_key(key), _plain("\u00a0" + text.replace(" ", "\u00a0"))])

        if self.choosing_foundation and sel is not None:
            found = self._foundation_targets(sel)
            out.append(_plain(f"Which foundation for {card_symbol(pos.piles[sel][-1])}? ", "bold"))
            hint("1–8", "F1–F8 (" + ", ".join(PILE_NAMES[f] for f in found) + " accept it)")
            hint("esc", "cancel")
            return tuple(out)
        choice = self._count_choice()
        if choice is not None and sel is not None:
            cards = pos.piles[sel]
            out.append(_plain(f"How many cards from {PILE_NAMES[sel]} to the empty {PILE_NAMES[choice.dst]}? ",
                              "bold"))
            for n in choice.counts:
                hint(str(n), " ".join(card_symbol(c) for c in cards[-n:]))
            hint("enter", f"all {choice.counts[-1]}")
            hint("esc", "cancel")
            return tuple(out)
        if sel is None:
            out.append(_plain(f"{self.names[p]}, pick a card: ", "bold"))
            sources = {s for s in range(14) if self.selection_problem(s) is None}
            for kind, key, text in (("reserve", "r", "reserve"), ("hand", "h", "hand card"),
                                    ("discard", "d", "discard")):
                if self._mover_pile(kind) in sources:
                    hint(key, text)
            for kind, key in (("oreserve", "o"), ("odiscard", "p")):
                if self._mover_pile(kind) in sources:  # crapette-call: the opponent's card may go up
                    hint(key, PILE_NAMES[self._mover_pile(kind)] + " to a foundation")
            houses = [str(h - 5) for h in range(6, 14) if h in sources]
            if houses:
                hint(" ".join(houses), "house")
            legal = self._legal()
            if TURN_ACTION in legal:
                hint("t", "turn a hand card")
            elif PASS_ACTION in legal:
                hint("t", "pass (nothing left to turn)")
            if move(2 + p, 4 + p) in legal:
                hint("x", "discard the hand card (ends the turn)")
            if game.stop_caller is not None and (self.computer is None or self.computer.human_may("stop")):
                hint("!", f"{self._call_name()} ({SEATS[game.stop_caller]})")
            hint("?", "help")
            return tuple(out)
        card = card_symbol(pos.piles[sel][-1])
        most = self._group_size(sel)
        run = f", with the run under it (up to {most} cards)" if most > 1 else ""
        out.append(_plain(f"{card} from {describe_pile(sel)} picked up{run}: ", "bold"))
        targets = self._targets(sel)
        found = [t for t in targets if t >= 14]
        if found:
            extra = " (F: choose 1–8)" if len(found) > 1 else ""
            hint("f", f"to {PILE_NAMES[found[0]]}{extra}")
        for t in targets:
            if 6 <= t < 14:
                counts = self._counts(sel, t)
                if counts == [1]:
                    hint(str(t - 5), f"to H{t - 5}")
                elif len(counts) == 1:
                    hint(str(t - 5), f"to H{t - 5} ({counts[0]} cards)")
                else:
                    hint(str(t - 5), f"to H{t - 5} ({counts[0]}–{counts[-1]} cards)")
            elif t == 1 - p:
                hint("o", f"load {PILE_NAMES[t]}")
            elif t == 5 - p:
                hint("p", f"load {PILE_NAMES[t]}")
            elif t == 4 + p:
                hint("d", "discard (ends the turn)")
        if found:
            hint("again/enter", "to a foundation")
        hint("esc", "cancel")
        return tuple(out)


def _computer_for(screen: GameScreen) -> ComputerOpponent | None:
    """The computer's seat when the match is against the computer."""
    options = screen.session.options
    if options.opponent is None:
        return None
    return ComputerOpponent(screen, options.opponent, 1 - options.human_seat, screen.crapette.config.pace)


def _position_before_last(game: Game) -> Position | None:
    """Replay the game without its last action (for words about a Stop!'s judged action)."""
    if not game.actions:
        return None
    replay = Game(game.start.copy(), game.mode)
    for action in game.actions[:-1]:
        replay.push(action)
    return replay.position


# --- dialogs ------------------------------------------------------------------------------------------


class _Dialog(ModalScreen[str]):
    """A small centred box with a title, a body and buttons; keys shown on the buttons."""

    BINDINGS: ClassVar[list[BindingType]] = []

    def __init__(self, title: str, body: Text | str, buttons: list[tuple[str, str, str]],
                 kind: str = "") -> None:
        super().__init__(classes=kind)
        self._title = title
        self._body = body
        self._buttons = buttons  # (id, label, variant)

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(self._title, id="dialog-title", markup=False)
            with VerticalScroll(id="dialog-body-scroll"):
                yield Static(self._body, id="dialog-body", markup=False)
            with Horizontal(id="dialog-buttons"):
                for bid, label, variant in self._buttons:
                    yield Button(Content(label), id=bid, variant=variant)  # type: ignore[arg-type]

    def on_mount(self) -> None:
        if self._buttons:
            self.query_one(f"#{self._buttons[0][0]}", Button).focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id or "")


class NoticeScreen(_Dialog):
    """A message to read and dismiss (e.g. a corrupt save was set aside)."""

    BINDINGS = [Binding("escape,enter,space", "dismiss('ok')", "close")]

    def __init__(self, title: str, body: str, kind: str = "-notice") -> None:
        super().__init__(title, body, [("ok", "OK [enter]", "primary")], kind)


class ResumeScreen(_Dialog):
    """An unfinished match was found: resume it or start a new one."""

    BINDINGS = [
        Binding("r,escape", "dismiss('resume')", "resume"),
        Binding("n", "dismiss('new')", "new match"),
    ]

    def __init__(self, summary: str) -> None:
        super().__init__("Resume the unfinished match?", summary,
                         [("resume", "Resume [r]", "primary"), ("new", "New match [n]", "default")])


class VerdictScreen(_Dialog):
    """The adjudication of a Stop!, in words, until dismissed."""

    BINDINGS = [Binding("escape,enter,space", "dismiss('ok')", "close")]

    def __init__(self, verdict: Verdict, names: tuple[str, str], judged_words: str,
                 before: Position | None) -> None:
        caller, offender = who(names, verdict.caller), who(names, verdict.offender)
        call = getattr(verdict, "call", "Stop!")
        body = Text()
        body.append(f"{caller} called {call} on {offender}'s last action:\n", "bold")
        body.append(f"  {verdict.judged}  {judged_words}\n\n")
        if verdict.founded:
            title = f"{call} is founded"
            body.append("What was wrong: ", "bold")
            body.append(f"{verdict.reason}\n\n")
            if verdict.taken_back is not None:
                body.append("Taken back: ", "bold")
                body.append(f"{verdict.taken_back}\n")
            else:
                body.append(f"Nothing is taken back ({call}): the game stays as it is.\n")
            instead = verdict.played_instead
            if instead is not None:
                from crapette.engine.describe import describe_action

                words = describe_action(before, instead) if before is not None else ""
                body.append("Played instead: ", "bold")
                body.append(f"{instead}  {words}\n")
            if verdict.discarded:
                body.append(f"{offender}'s turned hand card goes onto their discard.\n")
            body.append(f"\n{offender}'s turn is over. ", "bold")
        else:
            title = f"{call} is unfounded"
            body.append("Why it was allowed: ", "bold")
            body.append(f"{verdict.reason}\n")
            body.append("Nothing is taken back.\n")
            if verdict.penalty:
                body.append(f"{caller} loses their next turn (false-stop penalty).\n")
            body.append("\n")
        body.append(f"Now {who(names, verdict.next_player)} to play.", "bold reverse")
        super().__init__(title, body, [("ok", "OK [enter]", "primary")],
                         "-founded" if verdict.founded else "-unfounded")
        self.verdict = verdict


class StalemateScreen(ModalScreen[bool]):
    """A stalemate by agreement: both players must say yes."""

    BINDINGS = [
        Binding("s", "agree(0)", "South agrees"),
        Binding("n", "agree(1)", "North agrees"),
        Binding("escape", "dismiss(False)", "cancel"),
    ]

    def __init__(self, names: tuple[str, str]) -> None:
        super().__init__()
        self.names = names
        self.agreed = [False, False]

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static("End the game as a stalemate?", id="dialog-title")
            yield Static("A stalemate by agreement needs both players. Each counts 1 per hand and discard card "
                         "and 2 per reserve card; the lower count scores the difference.", id="dialog-body")
            with Horizontal(id="dialog-buttons"):
                yield Button(Content(f"{who(self.names, 0)} agrees [s]"), id="agree-0")
                yield Button(Content(f"{who(self.names, 1)} agrees [n]"), id="agree-1")
                yield Button(Content("Play on [esc]"), id="cancel", variant="primary")

    def action_agree(self, player: int) -> None:
        self.agreed[player] = True
        button = self.query_one(f"#agree-{player}", Button)
        button.label = Content(f"{who(self.names, player)} agreed ✓")
        button.variant = "success"
        button.disabled = True
        if all(self.agreed):
            self.dismiss(True)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "cancel":
            self.dismiss(False)
        elif event.button.id in ("agree-0", "agree-1"):
            self.action_agree(int(event.button.id[-1]))


def _score_text(session: MatchSession, outcome: Outcome, number: int) -> Text:
    names = session.options.names
    body = Text()
    body.append(outcome.breakdown() + ".\n\n", "bold")
    body.append("Cards left:          reserve  hand  discard  count\n", "dim")
    for player in (0, 1):
        r, h, d = outcome.detail[player]
        label = who(names, player)[:20].ljust(20)
        body.append(f"{label} {r:>7} {h:>5} {d:>8} {outcome.counts[player]:>6}\n")
    body.append(f"\nPoints this game: {names[0]} {outcome.points[0]} – {outcome.points[1]} {names[1]}\n")
    s, n = session.match.totals
    body.append(f"Match after game {number}: {names[0]} {s} – {n} {names[1]} (first to {session.options.target})\n",
                "bold")
    if session.options.record:
        path = session.record_path(number)
        body.append(f"Game record: {path}\n", "dim")
    return body


class GameOverScreen(_Dialog):
    """The end of a game: the score breakdown and the match totals; next game or quit."""

    BINDINGS = [
        Binding("n,enter", "go_on", "go on"),
        Binding("q", "dismiss('quit')", "quit"),
    ]

    def __init__(self, session: MatchSession, outcome: Outcome, number: int) -> None:
        names = session.options.names
        if session.match.is_over:
            winner = session.match.winner
            assert winner is not None
            title = f"{who(names, winner)} wins the match!"
            body = _score_text(session, outcome, number)
            s, n = session.match.totals
            body.append(f"\nFinal score: {names[0]} {s} – {n} {names[1]}.", "bold reverse")
            buttons = [("new", "New match [n]", "primary"), ("quit", "Quit [q]", "default")]
            kind = "-match-over"
        else:
            if outcome.winner is not None:
                title = f"Game {number}: {who(names, outcome.winner)} wins"
            else:
                title = f"Game {number}: stalemate"
            body = _score_text(session, outcome, number)
            body.append(f"\nNext: game {session.game_number}, seed {session.seed}.", "dim")
            buttons = [("next", "Next game [n]", "primary"), ("quit", "Quit [q]", "default")]
            kind = "-game-over"
        super().__init__(title, body, buttons, kind)
        self._go_on = buttons[0][0]

    def action_go_on(self) -> None:
        """n or enter: the next game, or a new match once the match is won."""
        self.dismiss(self._go_on)


class HelpScreen(ModalScreen[None]):
    """Every key, and how to play with the mouse."""

    BINDINGS = [Binding("escape,question_mark,q", "dismiss", "close")]

    def __init__(self, call: str = "Stop!") -> None:
        super().__init__()
        self.call = call  # "Crapette!" under the variant crapette-call

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help"):
            yield Static(help_text(self.call), id="help-text")
            yield Button(Content("Close [esc]"), id="close", variant="primary")

    @on(Button.Pressed)
    def _close(self) -> None:
        self.dismiss()


class _Lines(ScrollView, can_focus=True):
    """Pre-rendered lines in a scrolling view (line API): cheap to show, however long."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "scroll_up", show=False), Binding("down,j", "scroll_down", show=False),
        Binding("pageup,b", "page_up", show=False), Binding("pagedown,space", "page_down", show=False),
        Binding("home", "scroll_home", show=False), Binding("end", "scroll_end", show=False),
    ]

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.lines: list[Strip] = []

    def set_lines(self, lines: list[Strip]) -> None:
        self.lines = lines
        width = max((line.cell_length for line in lines), default=0)
        self.virtual_size = Size(width, len(lines))
        self.refresh()

    def render_line(self, y: int) -> Strip:
        index = y + self.scroll_offset.y
        if 0 <= index < len(self.lines):
            return self.lines[index].crop(self.scroll_offset.x, self.scroll_offset.x + self.size.width)
        return Strip.blank(self.size.width, self.rich_style)


class RulesScreen(ModalScreen[None]):
    """The rules text from package data, rendered from Markdown.

    The rules are long (some 45 kB): the Markdown widget, which builds a widget per
    block, takes seconds to open them. Here a thread renders them once with Rich while
    the screen already shows, and a line-API view scrolls the result."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q,f1,R", "dismiss", "close")]

    def compose(self) -> ComposeResult:
        with Vertical(id="rules"):
            yield Static("Rules — ↑↓ PgUp PgDn to scroll, Esc to close", id="rules-title")
            yield Static("Loading the rules…", id="rules-loading")
            yield _Lines(id="rules-text")

    def on_mount(self) -> None:
        view = self.query_one(_Lines)
        view.focus()
        width = max(min(self.app.size.width, 90) - 7, 20)  # inside #rules: border, padding, scrollbar
        self.run_worker(lambda: self._render_rules(width), thread=True, exclusive=True)

    def _render_rules(self, width: int) -> None:
        from rich.console import Console
        from rich.markdown import Markdown

        console = Console(width=width, color_system="truecolor", legacy_windows=False, file=io.StringIO())
        options = console.options.update(width=width)
        rendered = console.render_lines(Markdown(load_rules(), hyperlinks=False), options, pad=False)
        strips = [Strip(line) for line in rendered]
        self.app.call_from_thread(self._show_rules, strips)

    def _show_rules(self, strips: list[Strip]) -> None:
        self.query_one("#rules-loading").display = False
        self.query_one(_Lines).set_lines(strips)


def load_rules() -> str:
    """The rules in Markdown (crapette/data/rules.md), or a line saying where to find them."""
    from importlib import resources

    try:
        return resources.files("crapette").joinpath("data/rules.md").read_text(encoding="utf-8")
    except (OSError, ModuleNotFoundError):
        return ("# Rules\n\nThe rules text is not installed with this copy of crapette "
                "(crapette/data/rules.md is missing); see docs/rules.md in the project.\n\nPress Esc to go back.")


CRAPETTE_HELP = """
     Under the variant crapette-call the call is Crapette!: after [b]![/b] type
     the moves of a combination the offender missed (e.g. H3-H6 H6-F1),
     or nothing, then [b]enter[/b]. Nothing is taken back; when the call is
     founded, the offender's turned hand card goes onto their discard
     and the caller plays next."""


def help_text(call: str = "Stop!") -> str:
    """The help screen's text, the call named for the variant in force."""
    if call == "Stop!":
        return HELP_TEXT.replace("{crapette}", "").replace("{naming}", NAMING_HELP)
    return HELP_TEXT.replace("Stop!", call).replace("{crapette}", CRAPETTE_HELP).replace("{naming}", "")


NAMING_HELP = """
  [b]N[/b]  Stop! naming the move to play instead: type it (e.g. H3-F1), then
     [b]enter[/b]. It is played if the broken rule made it mandatory; otherwise,
     and with a plain [b]![/b], the program plays its standard choice."""


HELP_TEXT = """\
[b]Crapette — keys[/b]   (the player to move uses the keys; the other may call Stop!)

[b]Pick a card, then where it goes[/b]
  [b]r[/b]  your reserve          [b]h[/b]  your turned hand card     [b]d[/b]  your discard
  [b]1[/b]–[b]8[/b]  houses H1–H8  (as a source or as a destination)
  [b]f[/b]  to a foundation (the lowest one that takes the card)
  [b]F[/b] then [b]1[/b]–[b]8[/b]  to foundation F1–F8 of your choice
  [b]o[/b]  load the opponent's reserve    [b]p[/b]  load the opponent's discard
  [b]d[/b]  (with the hand card picked up) onto your discard: ends your turn
  the same key again, or [b]enter[/b]: the picked-up card to a foundation
  [b]esc[/b]  put the card back (cancel)

[b]Turn and end[/b]
  [b]t[/b] or [b]space[/b]  turn the next hand card (or pass when you have nothing left)
  [b]x[/b]  put the turned hand card on your discard: your turn ends

[b]Calls[/b]
  [b]![/b]  Stop! — the opponent calls it on the last action, while the
     window is open (stop mode). The verdict says what was wrong, or
     why the action was allowed.{crapette}{naming}
  [b]s[/b]  offer a stalemate: both players must agree ([b]s[/b] South, [b]n[/b] North)

[b]Learning[/b]
  [b]i[/b]  hints: every action allowed now, the mandatory ones first, each
     with its reason; [b]↑↓[/b] then [b]enter[/b] plays one, [b]esc[/b] closes the list
  [b]u[/b] or [b]ctrl+z[/b]  undo the last action — strict mode only (in stop mode
     taking back would defeat Stop!)

[b]Group moves[/b] (variant group-moves)
  Pick a house, then another house: the run of cards that fits moves
  together (H2:3-H7). Onto an empty house any part of the run fits: then
  [b]1[/b]–[b]8[/b] says how many cards, and [b]enter[/b] (or a second click on that house)
  moves the whole run.

[b]Screen[/b]
  [b]?[/b]  this help      [b]F1[/b] or [b]R[/b]  the rules      [b]l[/b]  show/hide the move log
  [b]ctrl+t[/b]  dark/light theme      [b]ctrl+q[/b]  quit (the match is saved after every action)

[b]Against the computer[/b]  (crapette play --vs computer[:LEVEL])
  Your keys work on your turn; during the computer's turn press [b]![/b] to call Stop!
  on its last action before it plays the next one. [b]+[/b] / [b]-[/b]  faster / slower moves.
  It waits while a dialog (this help, a verdict) is open.

[b]Mouse[/b]
  Click a card, then where it goes. Click the picked-up card again to send it to a
  foundation. Click your face-down hand to turn a card; click the picked-up hand card's
  discard to end your turn. Click [b][ ! Stop! ][/b] on the last-action line to call Stop!.
  The keys in the footer are clickable too.

[b]In the table[/b]  SR/NR reserves · SH/NH turned hand cards · SD/ND discards ·
  H1–H8 houses · F1–F8 foundations. Yellow: the picked-up card; green: where it can go.
  In strict mode priority violations are refused with the rule and the move to play.
"""


__all__ = [
    "GameOverScreen", "GameScreen", "HelpScreen", "NoticeScreen", "ResumeScreen", "RulesScreen",
    "StalemateScreen", "VerdictScreen", "load_rules",
]
