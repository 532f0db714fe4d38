"""`crapette learn --plain`: the lessons line by line. A lesson says its title, what it
teaches, the last action when it is about one, and its question; the learner answers
with an action (the notation, `turn`, `stop`), judged by the lesson as on the board
(``lesson.LessonController``): the answer is played and explained, anything else is
explained and not played. The progress is the full-screen lessons' (the same file)."""

from __future__ import annotations

from crapette.app.lesson import LessonController
from crapette.app.lesson_progress import Progress, done_line
from crapette.app.view import sentence
from crapette.engine import CrapetteError, parse_action
from crapette.i18n import _
from crapette.lessons import Lesson
from crapette.plain.commands import long_word, parse, words
from crapette.plain.console import Console
from crapette.plain.look import look_lines
from crapette.plain.table import at_the_table


class PlainLessons:
    """The series of lessons at a line console (see the module docstring)."""

    def __init__(self, lessons: list[Lesson], progress: Progress, console: Console) -> None:
        self.lessons = lessons
        self.progress = progress
        self.console = console
        self.index: int | None = None
        self.judge: LessonController | None = None
        self.done = False

    def run(self, start: int | None = None, notice: str | None = None) -> int:
        if notice:
            self.console.say(notice)
        try:
            if start is not None:
                self.open(start - 1)
            else:
                self.show_list()
            while not self.done:
                self.step()
        except EOFError:
            pass
        self.console.say(done_line(self.lessons, self.progress))
        return 0

    # --- the list ---------------------------------------------------------------------------

    def show_list(self) -> None:
        from crapette.app.learn import lesson_list

        self.index = self.judge = None
        self.console.say(_("The lessons (✓ done):"))
        self.console.say(lesson_list(self.lessons, self.progress))

    def first_not_done(self) -> int:
        return next((i for i, lesson in enumerate(self.lessons) if lesson.id not in self.progress.done), 0)

    def choose(self) -> None:
        first = self.first_not_done()
        line = self.console.ask(_("Lesson number (Enter: lesson {number}) · {quit}: quit").format(
            number=first + 1, quit=long_word("quit")))
        if line is None:
            return
        command = parse(line)
        if command.name == "":
            self.open(first)
        elif command.name is None and line.strip().isdigit() and 1 <= int(line) <= len(self.lessons):
            self.open(int(line) - 1)
        elif command.name == "quit":
            self.done = True
        elif command.name == "list":
            self.show_list()
        else:
            self.console.say(_("{text}: type a lesson's number, 1 to {count}.").format(
                text=line, count=len(self.lessons)))

    # --- one lesson ---------------------------------------------------------------------------

    def open(self, index: int) -> None:
        lesson = self.lessons[index].for_lines()
        self.index = index
        self.judge = LessonController(lesson, index == len(self.lessons) - 1)
        say = self.console.say
        say(_("Lesson {number} of {count}: {title}").format(number=lesson.number, count=len(self.lessons),
                                                           title=lesson.say(lesson.title)) + ".")
        say(lesson.say(lesson.teach))
        if self.judge.controller.game.actions:
            say(_("Last: ") + sentence(self.judge.controller.last_words) + ".")
        say(lesson.say(lesson.question))
        say(_("You play South. {look} shows the table; answer with an action (SR-F1, turn, stop).").format(
            look=long_word("look")))

    def step(self) -> None:
        judge = self.judge
        if judge is None or self.index is None:
            self.choose()
            return
        lesson = judge.lesson
        if judge.solved:
            prompt = _("Solved: Enter or {next}: the next lesson · {list}: the list · {quit}: quit").format(
                next=long_word("next"), list=long_word("list"), quit=long_word("quit"))
        else:
            prompt = _("Lesson {number}: your answer").format(number=lesson.number)
        line = self.console.ask(prompt)
        if line is None:
            return
        self.command(line)

    def command(self, line: str) -> None:
        judge = self.judge
        assert judge is not None and self.index is not None
        say = self.console.say
        command = parse(line)
        name, argument = command.name, command.argument
        if name == "":
            if judge.solved:
                self.go_on()
            return
        if name == "next":
            self.go_on()
        elif name == "list":
            self.show_list()
        elif name == "quit":
            self.done = True
        elif name == "look":
            self.console.say_all(look_lines(judge.controller.game.position, judge.controller.names, argument))
        elif name == "why":
            feedback = judge.feedback
            self.console.say_all(feedback.lines if feedback is not None else [judge.lesson.say(judge.lesson.question)])
        elif name in ("moves", "undo"):
            say(judge.controller.refusal_reason("hint" if name == "moves" else "undo", ()))
        elif name == "rules":
            from crapette.plain.play import show_rules

            show_rules(self.console)
        elif name == "help":
            self.console.say_all(help_lines())
        elif name == "turn":
            self.answer(judge.controller.turn())
        elif name == "stop":
            self.answer(judge.controller.call_action() if judge.solved or judge.controller.start_call() else None)
        elif name is None:
            self.typed(argument)
        else:
            say(_("Not in a lesson."))

    def typed(self, text: str) -> None:
        judge = self.judge
        assert judge is not None
        try:
            action = parse_action(text)
        except CrapetteError:
            self.console.say(_("{text}: not a command nor an action; {help} lists the commands.").format(
                text=text, help=long_word("help")))
            return
        if action.is_call and action.caller < 0:
            action = judge.controller.call_action() if action.named is None else action
        elif not action.is_call:
            found = at_the_table(judge.controller, action, self.console.say, touch=False)
            if found is None:
                return
            action = found
        self.answer(action)

    def answer(self, action: object) -> None:
        judge = self.judge
        assert judge is not None
        from crapette.engine import Action

        if not isinstance(action, Action):
            note = judge.controller.note
            if note is not None:
                self.console.say("".join(span.text for span in note.spans))
            return
        if judge.solved:
            self.console.say(_("Solved."))
            return
        pushed = judge.push(action)
        feedback = judge.feedback
        if feedback is not None:
            self.console.say_all(feedback.lines)
        if pushed is not None:
            try:
                self.progress.mark(judge.lesson.id)
            except OSError as exc:
                self.console.say(_("Right! But the progress could not be saved to {path}: {error}").format(
                    path=self.progress.path, error=exc))

    def go_on(self) -> None:
        assert self.index is not None
        if self.index + 1 < len(self.lessons):
            self.open(self.index + 1)
            return
        from crapette.app.learn import finished

        self.show_list()
        if all(lesson.id in self.progress.done for lesson in self.lessons):
            self.console.say(finished())


def help_lines() -> list[str]:
    def w(name: str) -> str:
        return " / ".join(words(name))

    return [
        _("Answer with an action in the notation (SR-F1, H3-H5, turn, stop); the lesson judges it."),
        _("{words}: the whole table, pile by pile; with a pile (h3, reserve, discard north, f1): that pile.").format(
            words=w("look")),
        _("{words}: what the lesson said about your last answer.").format(words=w("why")),
        _("{words}: the next lesson; {list}: the list; {quit}: quit.").format(
            words=w("next"), list=w("list"), quit=w("quit")),
        _("{words}: the rules, a page at a time.").format(words=w("rules")),
    ]


__all__ = ["PlainLessons", "help_lines"]
