"""Lessons: teaching positions shipped as package data, and the judge of an attempt.

A lesson is a game record (notation.md) with a ``"start"`` position and an extra
``"lesson"`` object: the title, a short teaching text, the question, the accepted
answers in action notation, why the answer is right, and explanations for wrong
attempts (by action text, with one for any other attempt).

Judging reuses the engine's own words — the building rule that refuses a move, the
priority rule a move breaks — so a lesson never restates a rule the engine knows.
No Textual here: the app and the tests drive the same functions.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from importlib import resources
from typing import Any
from collections.abc import Mapping

from crapette.engine import STOP, Action, CrapetteError, Game, Record, Rules, Verdict, parse_action
from crapette.engine.actions import TURN
from crapette.words.cards import rank_symbol
from crapette.words.explain import explain_step, last_mover
from crapette.engine.games.standard import STANDARD
from crapette.words.describe import action_said, seat_word, words_of
from crapette.i18n import _, pgettext
from crapette.words import say
from crapette.words.priorities import rule_title, without_rule_label
from crapette.words.outcome import seat_breakdown
from crapette.words.verdicts import verdict_sentences
from crapette.lesson_texts import context, with_ranks

PROGRESS_FORMAT = "crapette-lessons/1"
LESSON_PACKAGE = "crapette"
LESSON_DIR = "data/lessons"
_TEXT_FIELDS = ("id", "title", "teach", "question", "right", "otherwise")
#: the texts a lesson may word again for the line interface, where keys are not pressed
#: but actions typed (``"plain": {"question": …}``)
PLAIN_FIELDS = ("question", "otherwise")


class LessonError(Exception):
    """A lesson file that cannot be used; the message names the file and the problem."""


@dataclass(frozen=True)
class Lesson:
    """One teaching position and what it asks."""

    number: int  # 1-based place in the series
    id: str
    title: str
    teach: str
    question: str
    answers: tuple[Action, ...]
    right: str
    otherwise: str
    record: Record
    wrong: Mapping[str, str] = field(default_factory=dict)  # explanations by action text
    plain: Mapping[str, str] = field(default_factory=dict)  # PLAIN_FIELDS worded for typing

    def for_lines(self) -> Lesson:
        """The lesson as the line interface asks it: the texts that name the board's keys
        replaced by their typed wording (the same lesson when it names no key)."""
        if not self.plain:
            return self
        plain = self.plain
        return replace(self, question=plain.get("question", self.question),
                       otherwise=plain.get("otherwise", self.otherwise), plain={})

    def game(self) -> Game:
        """A fresh game at the question: the start position plus the record's actions."""
        return self.record.replay()

    def accepts(self, action: Action) -> bool:
        return action in self.answers

    def say(self, text: str) -> str:
        """One of this lesson's own texts (``self.title`` …) in the player's language, its
        cards in the player's ranks; the fields keep the English source."""
        return with_ranks(pgettext(context(self.id), text), rank_symbol)

    def explanation(self, action: Action) -> str:
        """Why ``action`` is not the answer, in the player's language."""
        return self.say(self.wrong.get(str(action), self.otherwise))

    @property
    def zank(self) -> bool:
        """Whether the lesson is played on Wegner's Zank-Patience (source, not hand)."""
        return Rules.from_names(self.record.variants).game.takes_source_card


@dataclass(frozen=True)
class Feedback:
    """The lesson's answer to one attempt."""

    correct: bool
    action: Action
    lines: tuple[str, ...]
    rule: str | None = None  # the priority rule at stake, when there is one
    verdict: Verdict | None = None  # what came of an accepted Stop! call

    def text(self) -> str:
        return "\n".join(self.lines)


def parse_lesson(text: str, name: str, number: int) -> Lesson:
    """A lesson from its JSON text; LessonError names the file and what is wrong."""
    try:
        record = Record.loads(text)
    except CrapetteError as exc:
        raise LessonError(f"{name}: {exc}") from None
    if record.start is None:
        raise LessonError(f"{name}: a lesson needs a 'start' position")
    info: Any = record.extra.get("lesson")
    if not isinstance(info, dict):
        raise LessonError(f"{name}: no 'lesson' object")
    for key in _TEXT_FIELDS:
        if not isinstance(info.get(key), str) or not info[key]:
            raise LessonError(f"{name}: 'lesson.{key}' must be a non-empty string")
    answers = info.get("answers")
    if not isinstance(answers, list) or not answers:
        raise LessonError(f"{name}: 'lesson.answers' must list at least one action")
    try:
        parsed = tuple(parse_action(a) for a in answers)
    except (CrapetteError, TypeError, AttributeError) as exc:
        raise LessonError(f"{name}: bad answer in 'lesson.answers': {exc}") from None
    wrong = info.get("wrong", {})
    if not isinstance(wrong, dict) or not all(isinstance(v, str) for v in wrong.values()):
        raise LessonError(f"{name}: 'lesson.wrong' must map actions to explanations")
    plain = info.get("plain", {})
    if not isinstance(plain, dict) or not all(k in PLAIN_FIELDS and isinstance(v, str) and v for k, v in plain.items()):
        raise LessonError(f"{name}: 'lesson.plain' may only word again " + ", ".join(PLAIN_FIELDS))
    try:
        record.replay()
    except CrapetteError as exc:
        raise LessonError(f"{name}: {exc}") from None
    return Lesson(number, info["id"], info["title"], info["teach"], info["question"], parsed, info["right"],
                  info["otherwise"], record, dict(wrong), dict(plain))


def read_progress(text: str | bytes) -> set[str]:
    """The ids of the lessons done, from the progress file (lessons.json), read within the
    readers' limits; LessonError says briefly what is wrong, whatever it is."""
    import json

    from crapette.engine.safety import excerpt, json_error, loads_bounded

    try:
        obj: Any = loads_bounded(text)
    except json.JSONDecodeError as exc:
        raise LessonError(say(json_error(exc))) from None
    except Exception as exc:  # limits, RecursionError, MemoryError: the file is set aside all the same
        raise LessonError(_("it cannot be read ({error})").format(error=excerpt(str(exc), 80))) from None
    if not isinstance(obj, dict) or obj.get("format") != PROGRESS_FORMAT:
        raise LessonError(_("not a crapette lesson progress file"))
    done = obj.get("done")
    if not isinstance(done, list) or not all(isinstance(d, str) for d in done):
        raise LessonError(_("'done' must be a list of lesson ids"))
    return set(done)


def is_zank_lesson(lesson: Lesson) -> bool:
    """Whether the lesson is played on Wegner's Zank-Patience (a game of its own)."""
    return lesson.zank


def load_lessons(other_games: bool = True) -> list[Lesson]:
    """Every lesson in the package, in file-name order (01-…, 02-…): the standard game's,
    then (unless ``other_games`` is False) the one-deck and three-player games' and
    Wegner's Zank-Patience's."""
    folder = resources.files(LESSON_PACKAGE).joinpath(LESSON_DIR)
    files = sorted((f for f in folder.iterdir() if f.name.endswith(".json")), key=lambda f: f.name)
    lessons = [parse_lesson(f.read_text(encoding="utf-8"), f.name, i) for i, f in enumerate(files, 1)]
    if not other_games:
        lessons = [lesson for lesson in lessons if lesson.record.initial_game().rules.game is STANDARD]
    ids = [lesson.id for lesson in lessons]
    if len(set(ids)) != len(ids):
        raise LessonError("two lessons share an id")
    return lessons


def _without_prefix(message: str, rule: str) -> str:
    """The rule's words after « Cela enfreint P2 (…) : », which French writes in lower case
    after a colon (issue 27 item 9); English and German begin the sentence with a capital."""
    from crapette.i18n import language

    text = without_rule_label(message, rule)
    return text if language() == "fr" else text[:1].upper() + text[1:]


def attempt(lesson: Lesson, game: Game, action: Action) -> Feedback:
    """Judge an action at the lesson's question. The expected one is played (so the board
    shows its result) and explained; any other is not played — the table stays as it
    was — and the feedback says why it is not the answer, naming the rule it breaks."""
    if lesson.accepts(action):
        return _right(lesson, game, action)
    return _wrong(lesson, game, action)


def _said(action: Action, game: Game) -> str:
    """The action at the head of the feedback: « ✘ Retourner n'est pas la réponse » (in
    English the notation's word, as written: "✘ turn is not the answer")."""
    from crapette.i18n import language

    said = action_said(action, words_of(game.position))
    return said if language() == "en" else said[:1].upper() + said[1:]


def _right(lesson: Lesson, game: Game, action: Action) -> Feedback:
    lines = [_("✔ {action}: right!").format(action=_said(action, game)),
             lesson.say(lesson.right)]
    if action.kind != STOP:
        step = explain_step(game, action)
        building = _zank_turn(game) if lesson.zank and action.kind == TURN else step.building
        if building:
            lines.append(building)
        lines.extend(step.events)  # three-players: a house leaving play, the joker set aside
        if step.forced_by is not None:
            lines.append(_("Mandatory here: {rule}.").format(rule=step.forced_by))
    verdict = game.push(action)
    if verdict is not None:
        lines.append(verdict_sentences(verdict))
    if game.outcome is not None:
        lines.append(seat_breakdown(game.outcome) + ".")
    return Feedback(True, action, tuple(lines), verdict=verdict)


def _zank_turn(game: Game) -> str:
    """Why a turn is allowed, in Wegner's words: his players take from a source (Quelle),
    not turn a hand (the engine's explanation is the standard game's)."""
    if game.position.hands[game.to_move]:
        return _("No source card is held, so the next card of the source may be taken (move 7.2).")
    return _("The source is empty, so the discard is first turned over (unshuffled) as the new source (move 8).")


def _wrong(lesson: Lesson, game: Game, action: Action) -> Feedback:
    lines = [_("✘ {action} is not the answer.").format(action=_said(action, game)),
             lesson.explanation(action)]
    rule: str | None = None
    author = last_mover(game)
    if not action.is_call and author is not None:
        # the opponent's last action broke a rule: playing on lets it stand
        missed = game.last_violation()
        last = game.last_action()
        if missed is not None and last is not None:
            rule = missed.rule
            lines.append(_("{player}'s {action} broke {rule} ({title}): {mandatory} had to come first. Call "
                           "Stop! (!) before you make any action.").format(
                player=seat_word(author), action=last, rule=missed.rule, title=rule_title(missed),
                mandatory=missed.mandatory))
    reason = game.illegal_reason(action)
    if reason is not None:
        lines.append(_("Not allowed: {reason}.").format(reason=say(reason)))
    elif not action.is_call:
        violation = game.violation(action)
        if violation is not None:
            rule = rule or violation.rule
            lines.append(_("That breaks {rule} ({title}): {why}").format(
                rule=violation.rule, title=rule_title(violation), why=_without_prefix(say(violation.why), violation.rule)))
    lines.append(_("Try again: the table is as it was."))
    return Feedback(False, action, tuple(lines), rule)


__all__ = ["PROGRESS_FORMAT", "Feedback", "Lesson", "LessonError", "attempt", "is_zank_lesson",
           "load_lessons", "parse_lesson", "read_progress"]
