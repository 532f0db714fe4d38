"""The table controller of a lesson: every action goes to the lesson first.

The expected action is played and explained; any other is explained and not played, so
the table stays as it was and the learner tries again. Any card of the learner's may be
picked up and put anywhere (where it goes is the answer to judge), and the prompt names
the keys without naming the answer. No Textual here (``screens/lesson.py`` shows it).
"""

from __future__ import annotations

from crapette.app.controller import Pushed, TableController
from crapette.app.keys import ACTS, KeyRule
from crapette.app.view import SEATS, Span, action_key, keys
from crapette.engine import Action, Position, move
from crapette.words.piles import describe_pile
from crapette.engine.actions import CALL, PASS_ACTION, STOP, TURN_ACTION
from crapette.engine.cards import suit
from crapette.words.describe import describe_action, describe_game, seat_word
from crapette.words.explain import last_mover
from crapette.engine.table import Pile, Seat
from crapette.i18n import N_, _, pgettext
from crapette.lessons import Feedback, Lesson, attempt

#: the learner's seat: every lesson asks its question of South
LEARNER = 0

SOLVED = N_("This lesson is solved: n for the next one, m for the list.")


class LessonController(TableController):
    """One lesson's table: the judge between the keys and the game."""

    def __init__(self, lesson: Lesson, is_last: bool) -> None:
        game = lesson.game()
        table = game.rules.table  # the lesson's table: one deck, three players …
        super().__init__(game, SEATS[:table.seat_count])
        self.lesson = lesson
        self.is_last = is_last
        self.solved = False
        self.feedback: Feedback | None = None
        self.answered_from: Position | None = None  # the position the answer was played from
        if game.actions:  # the opponent's action the lesson is about
            self.last_words = describe_game(game)[-1][1]

    # --- keys ------------------------------------------------------------------------------

    def key_rule(self, action: str, parameters: tuple[object, ...]) -> KeyRule:
        """While the question is open every game key answers (a wrong one is explained,
        never silently ignored); once solved, only the lesson keys are live."""
        if action in ("next_lesson", "menu"):
            return ACTS
        if action == "hint":  # a hint would give the answer away; a wrong answer is never played
            return KeyRule(False, lambda: _("No hints in a lesson: find the answer on the board."))
        if action == "undo":
            return KeyRule(False, lambda: _("No undo in a lesson: find the answer on the board."))
        if action in ("toggle_log", "stalemate", "pace"):
            return KeyRule(False, lambda: _("Not in a lesson."))
        if self.solved:
            return KeyRule(None if action != "turn" or bool(parameters) == self.game_type.takes_source_card
                           else False, lambda: _(SOLVED))
        if action == "turn" and bool(parameters) != self.game_type.takes_source_card:
            return KeyRule(False, super().key_rule(action, parameters).why)  # one t key: "turn" (the hand), or Wegner's "source"
        if action in ("own", "house", "opponent", "turn", "end_turn", "stop", "foundation", "confirm") \
                and not self.choosing_foundation:
            return ACTS
        return super().key_rule(action, parameters)

    def call_action(self, caller: Seat | None = None) -> Action:
        """At a table of three either opponent may call (``stop:S``): the learner calls."""
        return super().call_action(LEARNER if caller is None else caller)

    def turn(self) -> Action | None:
        legal = self.legal()
        if TURN_ACTION in legal or PASS_ACTION in legal:
            return super().turn()
        self.selected = None  # judged, so the lesson can say why not
        self.choosing_foundation = False
        return TURN_ACTION

    def press(self, pile: Pile) -> Action | None:
        """A card picked up and put where it cannot go is an answer too: judge it."""
        if self.solved:  # a click on the table once the lesson is solved
            self.notice(_(SOLVED))
            return None
        sel = self.selected
        if sel is not None and pile != sel and not self.choosing_foundation and move(sel, pile) not in self.legal() \
                and not (self.game_type.announces and self.announcements(sel, pile)):  # Wegner's move 2 or 3: announced
            return move(sel, pile)
        return super().press(pile)

    def select(self, pile: Pile, note: str | None = None) -> None:
        """Any card of yours may be picked up, even one that fits nowhere: where the
        learner puts it is the answer to judge (the game screen refuses it at once)."""
        pos = self.game.position
        p = pos.to_move
        table = self.table
        mine = pile in (table.reserve(p), table.hand_card(p)) or table.is_house(pile)
        if not self.solved and mine and pos.piles[pile]:
            self.selected = pile
            self.choosing_foundation = False
            self.note = None
            return
        super().select(pile, note)

    def to_foundation(self) -> Action | None:
        """f with a card that fits no foundation: judge it on the foundation it was meant for."""
        sel = self.selected
        if sel is None or self.foundation_targets(sel) or self.solved:
            return super().to_foundation()
        pos = self.game.position
        return move(sel, meant_foundation(pos, pos.piles[sel][-1]))

    # --- answers ---------------------------------------------------------------------------

    def push(self, action: Action) -> Pushed | None:
        """Every action goes to the lesson: the answer is played, anything else explained
        (None: not played)."""
        if self.solved:
            self.notice(_(SOLVED))
            return None
        game = self.game
        before = game.position.copy()
        feedback = attempt(self.lesson, game, action)
        self.selected = None
        self.choosing_foundation = False
        self.feedback = feedback
        if not feedback.correct:
            # one line under the table (the lesson box explains): at 80×24 the whole feedback
            # here pushed the prompt's second line out (issue 27 item 10)
            self.error(feedback.lines[0] + " " + _("Try again."))  # the rule it breaks: in the box
            return None
        self.solved = True
        self.answered_from = before
        words = describe_action(before, action, verdict=feedback.verdict)
        if action.kind in (STOP, CALL):
            self.stop_words = words
        else:
            self.before_last, self.last_words = before, words
        go_on = _("n: the end of the series.") if self.is_last else _("Press n for the next lesson.")
        self.notice(_("✔ Right!") + f" {go_on}")  # the lesson box says why
        return Pushed(action, words, feedback.verdict, None)

    def retell(self) -> None:
        """ctrl+l: the feedback and the last action said anew in the player's language. The
        judgement depends only on the lesson's position and the action, so it is made again
        on a fresh copy of the lesson (the table stays as it is); the note is dropped."""
        feedback = self.feedback
        if feedback is not None:
            again = attempt(self.lesson, self.lesson.game(), feedback.action)
            self.feedback = Feedback(feedback.correct, feedback.action, again.lines, feedback.rule, feedback.verdict)
        self.note = None
        last = self.game.last_action()
        if self.answered_from is not None and feedback is not None and feedback.correct:
            words = describe_action(self.answered_from, feedback.action, verdict=feedback.verdict)
            if feedback.action.kind in (STOP, CALL):
                self.stop_words = words
            else:
                self.last_words = words
        elif last is not None:  # the opponent's action the lesson is about
            self.last_words = describe_game(self.game)[-1][1]

    # --- drawing -----------------------------------------------------------------------------

    def banner(self) -> str:
        outcome = self.game.outcome
        if outcome is not None and outcome.winner is not None:
            return _("Game over: {player} wins").format(player=seat_word(outcome.winner))
        return super().banner()

    def highlighted(self) -> frozenset[Pile]:
        return frozenset()  # where the card may go is the question

    def prompt(self) -> tuple[Span, ...]:
        """The keys, without naming the cards that can move or where: that is the question."""
        if self.game.outcome is not None or self.solved:
            return (Span(_("Solved.") + " ", ("bold",)),
                    *keys(("n", _("finish") if self.is_last else _("next lesson")), ("m", _("the list of lessons"))))
        sel = self.selected
        if self.choosing_foundation:
            return super().prompt()
        houses = f"1–{len(self.table.all_houses)}"
        if sel is None:
            return (Span(_("Pick a card:") + " ", ("bold",)), *keys(*self.app_game.lesson_pick_keys(self, houses)))
        loaded = seat_word(self.table.opponent(self.mover))  # the keys o and p load the next player
        picked = Span(_("{card} from {pile} picked up: where to?").format(
            card=self.top_card(sel), pile=describe_pile(sel, self.words)) + " ", ("bold",))
        return (picked, *keys(*self.app_game.lesson_put_keys(self.game_type, houses, loaded), ("d", _("your discard")),
                              (pgettext("key", "esc"), _("put it back"))))

    def last_line(self) -> tuple[Span, ...]:
        """The last action in words; the Stop! window only while it is the question."""
        last = self.game.last_action()
        if last is None:
            return (Span(_("You play South, at the bottom. The question is in the lesson box."), ("muted",)),)
        words = self.stop_words if last.kind in (STOP, CALL) else self.last_words
        named = action_key(last, self.words)  # none for « retourner »: the words say it
        spans = [Span(_("Last: "), ("muted",)), *named, Span(("\u00a0 " if named else "") + words)]
        author = last_mover(self.game)
        if author is not None and not self.solved:
            callers = _(" or ").join(seat_word(s) for s in self.table.opponents(author))
            spans.append(Span("  ·  " + _("{players} may call Stop! (!)").format(players=callers), ("muted",)))
        return tuple(spans)


def meant_foundation(position: Position, card: int) -> Pile:
    """The foundation a learner most likely aimed at: the one of the card's suit, else an
    empty one, else F1."""
    piles = position.piles
    foundations = position.table.foundations
    for f in foundations:
        if piles[f] and suit(piles[f][-1]) == suit(card):
            return f
    return next((f for f in foundations if not piles[f]), foundations[0])


__all__ = ["LessonController", "meant_foundation"]
