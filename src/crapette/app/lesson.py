"""The judge of a lesson: every action goes to the lesson first.

The expected action is played and explained; any other is explained and not played, so
the table stays as it was and the learner tries again. The keys and clicks are a
``TableController``'s, which this judge uses and answers as its ``TablePolicy``: any
card of the learner's may be picked up and put anywhere (where it goes is the answer to
judge), and the prompt names the keys without naming the answer. No Textual here
(``screens/lesson.py`` shows it).
"""

from __future__ import annotations

from crapette.app.controller import Pushed, TableController, TablePolicy, meant_foundation
from crapette.app.keys import ACTS, KeyRule, key_rule
from crapette.app.view import SEATS, BoardView, Span, action_key, keys
from crapette.engine import Action, Position
from crapette.words.piles import describe_pile
from crapette.engine.actions import CALL, STOP
from crapette.words.describe import describe_action, describe_game, seat_word
from crapette.words.explain import last_mover
from crapette.i18n import N_, _, pgettext
from crapette.lessons import Feedback, Lesson, attempt

#: the learner's seat: every lesson asks its question of South
LEARNER = 0

SOLVED = N_("This lesson is solved: n for the next one, m for the list.")


class LessonController(TablePolicy):
    """One lesson's table: the judge between the keys and the game. The table's keys
    are its ``controller``'s, which asks this judge (``TablePolicy``) where a lesson
    differs from a match."""

    #: at a table of three either opponent may call (``stop:S``): the learner calls
    caller = LEARNER

    def __init__(self, lesson: Lesson, is_last: bool) -> None:
        game = lesson.game()
        table = game.rules.table  # the lesson's table: one deck, three players …
        self.controller = TableController(game, SEATS[:table.seat_count], policy=self)
        self.lesson = lesson
        self.is_last = is_last
        self.solved = False
        self.feedback: Feedback | None = None
        self.answered_from: Position | None = None  # the position the answer was played from
        if game.actions:  # the opponent's action the lesson is about
            self.controller.last_words = describe_game(game)[-1][1]

    # --- the table's questions (TablePolicy) -------------------------------------------------

    def closed(self) -> str | None:
        """Once solved, the table takes no card: n goes on."""
        return _(SOLVED) if self.solved else None

    def judges_attempts(self) -> bool:
        """While the question is open, every attempt is an answer to judge."""
        return not self.solved

    def key_rule(self, table: TableController, action: str, parameters: tuple[object, ...]) -> KeyRule:
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
        takes_source = table.game_type.takes_source_card
        if self.solved:
            return KeyRule(None if action != "turn" or bool(parameters) == takes_source else False, lambda: _(SOLVED))
        if action == "turn" and bool(parameters) != takes_source:
            return KeyRule(False, key_rule(table, action, parameters).why)  # one t key: "turn" (the hand), or Wegner's "source"
        if action in ("own", "house", "opponent", "turn", "end_turn", "stop", "foundation", "confirm") \
                and not table.choosing_foundation:
            return ACTS
        return key_rule(table, action, parameters)

    # --- answers ---------------------------------------------------------------------------

    def push(self, action: Action) -> Pushed | None:
        """Every action goes to the lesson: the answer is played, anything else explained
        (None: not played)."""
        table = self.controller
        if self.solved:
            table.notice(_(SOLVED))
            return None
        game = table.game
        before = game.position.copy()
        feedback = attempt(self.lesson, game, action)
        table.selected = None
        table.choosing_foundation = False
        self.feedback = feedback
        if not feedback.correct:
            # one line under the table (the lesson box explains): at 80×24 the whole feedback
            # here pushed the prompt's second line out (issue 27 item 10)
            table.error(feedback.lines[0] + " " + _("Try again."))  # the rule it breaks: in the box
            return None
        self.solved = True
        self.answered_from = before
        words = describe_action(before, action, verdict=feedback.verdict)
        if action.kind in (STOP, CALL):
            table.stop_words = words
        else:
            table.before_last, table.last_words = before, words
        go_on = _("n: the end of the series.") if self.is_last else _("Press n for the next lesson.")
        table.notice(_("✔ Right!") + f" {go_on}")  # the lesson box says why
        return Pushed(action, words, feedback.verdict, None)

    def retell(self) -> None:
        """ctrl+l: the feedback and the last action said anew in the player's language. The
        judgement depends only on the lesson's position and the action, so it is made again
        on a fresh copy of the lesson (the table stays as it is); the note is dropped."""
        table = self.controller
        feedback = self.feedback
        if feedback is not None:
            again = attempt(self.lesson, self.lesson.game(), feedback.action)
            self.feedback = Feedback(feedback.correct, feedback.action, again.lines, feedback.rule, feedback.verdict)
        table.note = None
        last = table.game.last_action()
        if self.answered_from is not None and feedback is not None and feedback.correct:
            words = describe_action(self.answered_from, feedback.action, verdict=feedback.verdict)
            if feedback.action.kind in (STOP, CALL):
                table.stop_words = words
            else:
                table.last_words = words
        elif last is not None:  # the opponent's action the lesson is about
            table.last_words = describe_game(table.game)[-1][1]

    # --- drawing -----------------------------------------------------------------------------

    def view(self, info: str) -> BoardView:
        """The table's view with the lesson's banner and lines, and no place lit where
        the card may go: that is the question."""
        return self.controller.view(info)._replace(banner=self.banner(), last=self.last_line(), prompt=self.prompt(),
                                                   targets=frozenset())

    def banner(self) -> str:
        outcome = self.controller.game.outcome
        if outcome is not None and outcome.winner is not None:
            return _("Game over: {player} wins").format(player=seat_word(outcome.winner))
        return self.controller.banner()

    def prompt(self) -> tuple[Span, ...]:
        """The keys, without naming the cards that can move or where: that is the question."""
        table = self.controller
        if table.game.outcome is not None or self.solved:
            return (Span(_("Solved.") + " ", ("bold",)),
                    *keys(("n", _("finish") if self.is_last else _("next lesson")), ("m", _("the list of lessons"))))
        sel = table.selected
        if table.choosing_foundation:
            return table.prompt()
        houses = f"1–{len(table.table.all_houses)}"
        if sel is None:
            return (Span(_("Pick a card:") + " ", ("bold",)), *keys(*table.app_game.lesson_pick_keys(table, houses)))
        loaded = seat_word(table.table.opponent(table.mover))  # the keys o and p load the next player
        picked = Span(_("{card} from {pile} picked up: where to?").format(
            card=table.top_card(sel), pile=describe_pile(sel, table.words)) + " ", ("bold",))
        return (picked, *keys(*table.app_game.lesson_put_keys(table.game_type, houses, loaded), ("d", _("your discard")),
                              (pgettext("key", "esc"), _("put it back"))))

    def last_line(self) -> tuple[Span, ...]:
        """The last action in words; the Stop! window only while it is the question."""
        table = self.controller
        last = table.game.last_action()
        if last is None:
            return (Span(_("You play South, at the bottom. The question is in the lesson box."), ("muted",)),)
        words = table.stop_words if last.kind in (STOP, CALL) else table.last_words
        named = action_key(last, table.words)  # none for « retourner »: the words say it
        spans = [Span(_("Last: "), ("muted",)), *named, Span(("\u00a0 " if named else "") + words)]
        author = last_mover(table.game)
        if author is not None and not self.solved:
            callers = _(" or ").join(seat_word(s) for s in table.table.opponents(author))
            spans.append(Span("  ·  " + _("{players} may call Stop! (!)").format(players=callers), ("muted",)))
        return tuple(spans)


__all__ = ["LessonController", "meant_foundation"]
