"""The table controller: where a key press or a click goes, without Textual.

A screen hands every table key and click to a ``TableController``; the controller
changes the selection (pick a card, pick a destination, choose a foundation or a group
size) and answers with the ``Action`` to play, if any. The screen plays it through
``push``, which hands it to the ``Game`` and keeps the words of the last action. The
controller also says which keys do something now (``enabled``) and builds the
``BoardView`` the board draws.

What differs between a game and a lesson is a ``TablePolicy`` the controller asks
(a match's by default; ``lesson.LessonController`` gives a lesson's and uses a table
controller rather than extending one); against the computer the ``Computers`` say which
keys the human may use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from crapette.engine import PASS, Action, Game, IllegalActionError, Position, PriorityError, Violation, move
from crapette.words.piles import describe_pile
from crapette.engine.actions import CALL, PASS_ACTION, STOP, TOUCH, TURN_ACTION
from crapette.words.describe import action_said, call_word, describe_action, describe_game
from crapette.engine.cards import suit
from crapette.engine.table import Pile, Seat
from crapette.engine.values import Named
from crapette.app.pausing import pause_banner
from crapette.app.undo import position_before_last, take_back, undo_refusal
from crapette.app.prompt import banner_line, last_line, prompt_line
from crapette.app.keys import CALL_KEYS, KeyRule, key_rule, missing_pile
from crapette.app.selection import Computers, CountChoice, Selection, possessive_words
from crapette.app.touching import attempt, touch_words
from crapette.app.view import (
    HAND_TARGETS, NOTHING, STOP_BUTTON, BoardView, Names, Span, action_key, key, plain, sentence, spoken_names, who,
)
from crapette.i18n import _, ngettext
from crapette.words import words_for
from crapette.words.priorities import violation_reason

if TYPE_CHECKING:
    from crapette.engine.stop import Verdict

class Note(Named):
    """The message under the prompt: an explanation, a refusal, a turn change. Written
    by hand, as ``engine/values.py`` says why (a NamedTuple compiled its constructor at
    every start, issue 28)."""

    __slots__ = ("spans", "kind")
    _names = __slots__

    spans: tuple[Span, ...]
    kind: str  # "error" or "notice"

    def __init__(self, spans: tuple[Span, ...], kind: str) -> None:
        set_field = object.__setattr__
        set_field(self, "spans", spans)
        set_field(self, "kind", kind)


class Pushed(Named):
    """An action the game took: its words, and for a call the verdict and the position
    the judged action was played from. Written by hand, as ``Note``."""

    __slots__ = ("action", "words", "verdict", "judged_before")
    _names = __slots__

    action: Action
    words: str
    verdict: Verdict | None
    judged_before: Position | None

    def __init__(self, action: Action, words: str, verdict: Verdict | None, judged_before: Position | None) -> None:
        set_field = object.__setattr__
        set_field(self, "action", action)
        set_field(self, "words", words)
        set_field(self, "verdict", verdict)
        set_field(self, "judged_before", judged_before)


class TablePolicy:
    """What a table controller asks of whoever runs the table; these answers are a
    match's. A lesson gives its own (``lesson.LessonController``): the table's keys and
    clicks stay the controller's, only these answers differ."""

    #: who calls when a call names no caller: the rules' default in a match (at three
    #: seats, the next player); a lesson's learner
    caller: Seat | None = None

    def closed(self) -> str | None:
        """Why the table takes no card now though the game goes on (a solved lesson), or None."""
        return None

    def judges_attempts(self) -> bool:
        """Whether every attempt is an answer to judge, even one the rules refuse (a
        lesson's open question): any card of the mover's is picked up, put down anywhere,
        sent to the foundation it was meant for; t is an answer with nothing to turn."""
        return False

    def key_rule(self, table: TableController, action: str, parameters: tuple[object, ...]) -> KeyRule:
        """Whether a key acts now, and why not (``keys.key_rule``)."""
        return key_rule(table, action, parameters)


#: a match's answers
MATCH = TablePolicy()


class TableController(Selection):
    """The selection state machine of one table (see the module docstring)."""

    def __init__(self, game: Game, names: Names, computers: Computers | None = None,
                 policy: TablePolicy = MATCH) -> None:
        super().__init__(game, names, computers)
        self.policy = policy  # a match's answers, or a lesson's
        self.note: Note | None = None
        self.before_last: Position | None = None  # the position before the last action, if known
        self.last_words = ""
        self.stop_words = ""
        self._enabled: dict[tuple[str, tuple[object, ...]], KeyRule] = {}
        self.announcing: tuple[Action, ...] = ()  # Zank-Patience: the announcements to choose from

    # --- notes -----------------------------------------------------------------------------

    def error(self, text: str) -> None:
        self.note = Note((plain(text),), "error")

    def notice(self, text: str) -> None:
        self.note = Note((plain(text),), "notice")

    def refusal(self, action: Action, v: Violation) -> None:
        self.note = Note(
            (plain(_("Refused: {action} breaks rule {rule}.").format(action=action_said(action, self.words),
                                                                     rule=v.rule) + " ", "bold"),
             plain(sentence(violation_reason(v)) + " "),
             plain(_("Must be played:") + " "), key(str(v.mandatory)), plain(".")),
            "error",
        )

    # --- which keys do something now ------------------------------------------------------

    def changed(self) -> None:
        """The game or the selection changed: forget which keys were enabled."""
        self._enabled.clear()

    def enabled(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """True: the key acts; None: shown greyed; False: hidden (Textual's check_action)."""
        rule = self._enabled.get((action, parameters))  # asked for every key at every change
        if rule is None:
            rule = self._enabled[(action, parameters)] = self.key_rule(action, parameters)
        return rule.state

    def key_rule(self, action: str, parameters: tuple[object, ...]) -> KeyRule:
        """Whether a key acts now, and why not, as the policy says (``keys.key_rule`` in a match)."""
        return self.policy.key_rule(self, action, parameters)

    def call_action(self, caller: Seat | None = None) -> Action:
        """The call (``Selection.call_action``); with no caller named, the policy's."""
        return super().call_action(self.policy.caller if caller is None else caller)

    def refusal_reason(self, action: str, parameters: tuple[object, ...]) -> str:
        """Why a key that does not act now was refused, in one sentence."""
        return self.key_rule(action, parameters).why()

    # --- keys and clicks: each returns the action to play, if any ---------------------------

    def house_key(self, n: int) -> Action | None:
        """1–9: a house, a foundation being chosen, or a group size. A number the table
        has no pile for says so and does nothing else (house 9 at two seats, say: a lesson
        may enable it)."""
        choice = self.count_choice()
        table = self.table
        missing = missing_pile(self, n)  # a foundation while one is chosen, else a house
        if self.choosing_foundation:
            self.choosing_foundation = False
            if missing is not None:
                self.error(missing)
                return None
            return self.press(table.foundation(n))
        if choice is not None:
            return self.group(choice, n)
        if missing is not None:
            self.error(missing)
            return None
        return self.press(table.house(n))

    def confirm(self) -> Action | None:
        """enter: the whole group being chosen, else the picked-up card to a foundation."""
        choice = self.count_choice()
        if choice is not None:
            return self.group(choice, choice.counts[-1])
        return self.to_foundation()

    def cancel(self) -> None:
        """esc: the picked-up card put back; with none, the keyboard cursor hidden."""
        if self.selected is None and not self.choosing_foundation and self.count_choice() is None:
            self.cursor = None
        self.clear()
        self.note = None

    def turn(self) -> Action | None:
        """t: turn a hand card, or pass with nothing left to turn."""
        legal = self.legal()
        self.selected = None
        self.choosing_foundation = False
        if TURN_ACTION in legal:
            return TURN_ACTION
        if PASS_ACTION in legal:
            return PASS_ACTION
        if self.policy.judges_attempts() or self.policy.closed() is not None:
            return TURN_ACTION  # judged, so the lesson can say why not (or that it is solved)
        reason = words_for(self.game.illegal_reason(TURN_ACTION)) or _("nothing to turn")
        self.error(_("Cannot turn: {reason}.").format(reason=reason))
        return None

    def end_turn(self) -> Action:
        self.selected = None
        return self.end_turn_action()

    def start_call(self) -> bool:
        """! (or N): whether a call may be made now; if so the selection is dropped and the
        position before the judged action kept for the verdict's words. Who calls (at
        three seats, one of ``callers()``) is the screen's question."""
        game = self.game
        if game.stop_caller is None or not self.callers():
            reason = words_for(game.illegal_reason(self.call_action())) or _("no call is possible now")
            self.error(_("No {call} now: {reason}.").format(call=call_word(self.call_name()), reason=reason))
            return False
        self.selected = None
        self.choosing_foundation = False
        if self.before_last is None or len(game.actions) == 0:
            self.before_last = position_before_last(game)
        return True

    def click(self, target: int) -> Action | None:
        """A click on the board (the Stop! button is the screen's: it may ask a dialog)."""
        game = self.game
        if game.outcome is not None:
            return None
        if self.computers is not None and not self.computers.human_may("stop" if target == STOP_BUTTON else "click"):
            if target != NOTHING:
                self.error(_("{player} is playing: wait for your turn.").format(player=who(self.names, game.to_move)))
            return None
        if target == NOTHING:
            if self.selected is not None or self.choosing_foundation:
                self.cancel()
            return None
        if target in HAND_TARGETS:
            player = HAND_TARGETS.index(target)
            end = move(self.table.hand_card(player), self.table.discard(player))
            if player != game.to_move:
                hand = possessive_words(self.names, player, _("{player}'s hand"), _("the hand of {player}"))
                turn = possessive_words(self.names, game.to_move, _("{player}'s turn"), _("the turn of {player}"))
                self.error(sentence(_("that is {hand}: it is {turn}.").format(hand=hand, turn=turn)))
                return None
            if self.selected == self.table.hand_card(player) and end in self.legal():
                return end
            return self.turn()
        self.choosing_foundation = False
        return self.press(target)

    def press(self, pile: Pile) -> Action | None:
        """A pile key or click: pick up a card, or put the picked-up card there."""
        closed = self.policy.closed()
        if closed is not None:  # a click on the table once the lesson is solved
            self.notice(closed)
            return None
        sel = self.selected
        if sel is not None and self.judged_drop(sel, pile):
            return move(sel, pile)  # put down where it cannot go: an answer too, to judge
        if self.game.outcome is not None:
            return None
        choice = self.count_choice()
        self.choosing_count = None
        if sel is None:
            touched = self.touched(pile)
            if touched is not None:
                return touched
            self.select(pile)
            return None
        if pile == sel:
            return self.to_foundation()
        if choice is not None and choice.dst == pile:  # the same house again: the whole group
            return self.group(choice, choice.counts[-1])
        return self.put(sel, pile)

    def judged_drop(self, sel: Pile, pile: Pile) -> bool:
        """Where attempts are judged (a lesson): the picked-up card put where it cannot
        go is an answer too, unless the game announces that move (Wegner's moves 2 and 3:
        the announcement is asked as in a match)."""
        return self.policy.judges_attempts() and pile != sel and not self.choosing_foundation \
            and move(sel, pile) not in self.legal() \
            and not (self.game_type.announces and self.announcements(sel, pile))

    def put(self, sel: Pile, pile: Pile) -> Action | None:
        """The card picked up from ``sel`` put on ``pile``: the move, or a group size or an
        announcement to choose first, or a touch to record, or why not."""
        counts = self.counts(sel, pile)
        if len(counts) > 1:
            self.choosing_count = CountChoice(sel, pile, tuple(counts))
            self.note = None
            return None
        action = move(sel, pile, counts[0]) if counts else move(sel, pile)
        said = self.app_game.announce(self, sel, pile) if self.table.is_house(sel) and self.table.is_house(pile) else None
        if isinstance(said, Action):
            return said
        if said:
            self.announcing = said  # several fit: the screen asks (dialogs/announce.py)
            self.notice(self.app_game.asking_words(self, sel, pile))
            return None
        if action in self.legal():
            return action
        touched = self.touched(sel, pile)
        if touched is not None:
            return touched
        reason = words_for(self.game.illegal_reason(action)) or _("not allowed")
        if self.selection_problem(pile) is None and not self.touch_begins_move:  # Wegner: picking up is touching
            self.select(pile, _("{action} is not possible ({reason}); picked up {pile} instead.").format(
                action=action_said(action, self.words), reason=reason, pile=describe_pile(pile, self.words)))
        else:
            self.error(_("Cannot play {action}: {reason}.").format(action=action_said(action, self.words),
                                                                   reason=reason))
        return None

    def touched(self, src: Pile, dst: Pile | None = None) -> Action | None:
        """Variant touch: the attempt to record instead of a refusal (``touching.attempt``);
        the selection is dropped when there is one."""
        action = attempt(self, src, dst)
        if action is not None:
            self.clear()
        return action

    def group(self, choice: CountChoice, count: int) -> Action | None:
        """Group-moves: ``count`` cards of the picked-up house to the chosen house."""
        self.choosing_count = None
        if count not in choice.counts:
            self.error(ngettext("{count} card cannot go from {source} to {target}: choose {counts}.",
                                "{count} cards cannot go from {source} to {target}: choose {counts}.", count).format(
                count=count, source=self.table.name(choice.src), target=self.table.name(choice.dst),
                counts=", ".join(str(c) for c in choice.counts)))
            return None
        return move(choice.src, choice.dst, count)

    def select(self, pile: Pile, note: str | None = None) -> None:
        """Pick up ``pile``, or say why it cannot be. Where attempts are judged, any card
        of the mover's is picked up, even one that fits nowhere: where it goes is the answer."""
        pos = self.game.position
        mine = pile in (self.table.reserve(pos.to_move), self.table.hand_card(pos.to_move)) or self.table.is_house(pile)
        judged = self.policy.judges_attempts() and mine and bool(pos.piles[pile])
        problem = None if judged else self.selection_problem(pile)
        if problem is not None:
            self.selected = None
            self.error(problem)
            return
        self.selected = pile
        self.choosing_foundation = False
        self.note = Note((plain(note),), "notice") if note else None

    def to_foundation(self) -> Action | None:
        """f: the picked-up card to the lowest foundation that takes it."""
        sel = self.selected
        if sel is None:
            self.error(_("Pick a card first (r, h, 1–8), then f sends it to a foundation."))
            return None
        found = self.foundation_targets(sel)
        if found:
            return move(sel, found[0])
        if self.policy.judges_attempts():  # judged on the foundation it was meant for
            pos = self.game.position
            return move(sel, meant_foundation(pos, pos.piles[sel][-1]))
        card = self.top_card(sel)
        self.selected = None
        self.choosing_foundation = False
        self.error(self.app_game.no_foundation_words(cancelled=True).format(card=card))
        return None

    # --- playing ---------------------------------------------------------------------------

    def push(self, action: Action) -> Pushed | None:
        """Hand the action to the game; None (and a note saying why) if it was refused."""
        game = self.game
        before = game.position.copy()
        try:
            verdict = game.push(action)
        except PriorityError as exc:
            self.refused(action, None, exc.violation)
            return None
        except IllegalActionError as exc:
            self.refused(action, str(exc))
            return None
        return self.took(action, before, verdict)

    def refused(self, action: Action | None, reason: str | None, violation: Violation | None = None,
                whole: bool = False) -> None:
        """The game (or a match) refused ``action``: the note says why (a priority broken:
        the rule's words; otherwise "Not allowed: …", or ``reason`` as is when ``whole``)."""
        if violation is not None and action is not None:
            self.selected = None
            self.choosing_foundation = False
            self.refusal(action, violation)
        elif action is None or whole:
            self.error(reason or "")
        else:
            self.error(_("Not allowed: {error}.").format(error=reason))

    def took(self, action: Action, before: Position, verdict: Verdict | None) -> Pushed:
        """The game took ``action`` (played from ``before``): the selection, the notes and
        the last action's words follow."""
        words = (touch_words(before, action, spoken_names(self.names)) if action.kind == TOUCH
                 else describe_action(before, action, spoken_names(self.names), verdict=verdict))
        self.clear()
        if action.kind == TOUCH and self.touch_begins_move and action.dst < 0 and self.targets(action.src):
            self.selected = action.src  # Wegner (ruling 27): the card picked up stays in hand, to be placed
        self.note = None
        judged_before = self.before_last
        if action.kind in (STOP, CALL):
            self.stop_words = words
        else:
            self.before_last = before
            self.last_words = words
            if self.ends_turn(action, before.to_move) or action.kind == PASS:
                self.notice_turn_over(before.to_move)
        self.hold_source_card()
        return Pushed(action, words, verdict, judged_before)

    def notice_turn_over(self, player: int) -> None:
        nxt = self.game.to_move
        if nxt != player:
            turn = possessive_words(self.names, player, _("{player}'s turn"), _("the turn of {player}"))
            self.notice(sentence(_("{turn} is over: {player} to play.").format(turn=turn, player=who(self.names, nxt))))

    def load(self, game: Game) -> list[tuple[str, str]]:
        """Put ``game`` on the table; returns its actions in notation and words (for a log)."""
        self.game = game
        self.clear()
        entries = self.reword()
        self.before_last = None
        return entries

    def reword(self) -> list[tuple[str, str]]:
        """The game's actions in notation and words said anew (the language changed, or
        another game is on the table): the last action's and the last call's words follow;
        the selection stays."""
        game = self.game
        entries = describe_game(game, spoken_names(self.names)) if game.actions else []
        calls = [action.kind in (STOP, CALL) for action in game.actions]
        last = [w for (_n, w), call in zip(entries, calls) if not call]
        self.last_words = last[-1] if last else ""
        stops = [w for (_n, w), call in zip(entries, calls) if call]
        self.stop_words = stops[-1] if stops else ""
        return entries

    def undo(self, human: int | None = None) -> Action | None:
        """Strict mode: take back the last action (at one keyboard only the mover's own
        actions of this turn; against the computer back to the human's own last one).
        Returns the action taken back; None, with a note saying why, if nothing was."""
        game = self.game
        refused = undo_refusal(game, self.human if human is None else human, self.names)
        if refused is not None:
            self.error(refused)
            return None
        taken = take_back(game, self.human if human is None else human)
        action = taken[-1]
        words = describe_action(game.position, action, spoken_names(self.names))
        if len(taken) > 1:
            after = len(taken) - 1
            words += ngettext("; and the computer's {count} action after it",
                              "; and the computer's {count} actions after it", after).format(count=after)
        self.clear()
        named = action_key(action, self.words)  # « Repris : Sud retourne … », no notation's word
        self.note = Note((plain(_("Taken back:") + " ", "bold"), *named, plain(f" ({words}). " if named else f"{words}. "),
                          plain(_("{player} to play.").format(player=who(self.names, game.to_move)))), "notice")
        return action

    # --- drawing ---------------------------------------------------------------------------

    def banner(self) -> str:
        if self.paused_by is not None and self.game.outcome is None:
            return pause_banner(self, self.paused_by)
        return banner_line(self, self.names)

    def highlighted(self) -> frozenset[Pile]:
        """The piles shown as places the picked-up card may go."""
        choice = self.count_choice()
        if choice is not None:
            return frozenset((choice.dst,))
        sel = self.selected
        return frozenset(self.foundation_targets(sel) if self.choosing_foundation else self.targets(sel))

    def last_line(self) -> tuple[Span, ...]:
        return last_line(self, self.names, self.last_words, self.stop_words, self.call_name(), self.computers)

    def prompt(self) -> tuple[Span, ...]:
        return prompt_line(self, self.names, self.call_name(), self.computers)

    def view(self, info: str) -> BoardView:
        """What the board shows now; ``info`` is the line under the banner (the screen's)."""
        game = self.game
        over = game.outcome is not None
        note = self.note
        return BoardView(
            position=game.position,
            names=self.names,
            banner=self.banner(),
            info=info,
            last=self.last_line(),
            prompt=self.prompt(),
            message=note.spans if note else (),
            message_kind=note.kind if note else "",
            selected=self.selected,
            selected_cards=self.group_size(self.selected),
            targets=self.highlighted(),
            clickable_hand=None if over else game.to_move,
            over=over,
            moved=self.last_moved(),
            paused=self.paused_by is not None and not over,
            missing=game.missing if game.rules.false_stop_penalty and not over else (),
            cursor=self.cursor,
            lit=self.lit,
        )


def meant_foundation(position: Position, card: int) -> Pile:
    """The foundation a learner most likely aimed at: the one of the card's suit, else an
    empty one, else F1."""
    piles = position.piles
    foundations = position.table.foundations
    for f in foundations:
        if piles[f] and suit(piles[f][-1]) == suit(card):
            return f
    return next((f for f in foundations if not piles[f]), foundations[0])


__all__ = ["CALL_KEYS", "MATCH", "Note", "Pushed", "TableController", "TablePolicy", "meant_foundation"]
