"""Which lessons are done, kept in the data directory (``crapette learn``)."""

from __future__ import annotations

import json
from pathlib import Path

from crapette.app.files import data_dir, remove_leftovers, set_aside, write_atomic
from crapette.engine.safety import read_data_file
from crapette.i18n import _, ngettext
from crapette.lessons import PROGRESS_FORMAT, Lesson, LessonError, read_progress

PROGRESS_NAME = "lessons.json"
NEXT_STEP = "crapette play --mode strict"


class Progress:
    """Which lessons are done, kept in the data directory (written atomically).

    An unreadable file is moved aside under a unique name and the learner starts fresh,
    with a notice."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory if directory is not None else data_dir()
        self.path = self.directory / PROGRESS_NAME
        self.done: set[str] = set()
        remove_leftovers(self.path)

    def load(self) -> str | None:
        """Read the progress; returns a notice when it could not be read (None if fine)."""
        try:
            text = read_data_file(self.path)
        except FileNotFoundError:
            return None
        except OSError as exc:
            problem: str | None = _("it cannot be read ({why})").format(why=exc.strerror or exc)
        else:
            problem = self._parse(text)
            if problem is None:
                return None
        moved = set_aside(self.path, "lessons")
        kept = _("It was kept as {path}.").format(path=moved) if moved else _("It could not be moved aside.")
        return _("{path}: {problem}.\n\n{kept}\n\nYour progress starts afresh.").format(
            path=self.path, problem=problem, kept=kept)

    def _parse(self, text: str | bytes) -> str | None:
        try:
            self.done = read_progress(text)
        except LessonError as exc:
            return str(exc)
        return None

    def mark(self, lesson_id: str) -> None:
        """A lesson is done: remember it now (raises OSError if the file cannot be written)."""
        self.done.add(lesson_id)
        self.save()

    def save(self) -> None:
        body = {"format": PROGRESS_FORMAT, "done": sorted(self.done)}
        write_atomic(self.path, json.dumps(body, indent=1) + "\n")

    def reset(self) -> None:
        self.done.clear()
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass


def done_line(lessons: list[Lesson], progress: Progress) -> str:
    """How many lessons are done; the next step once all are."""
    count = sum(1 for lesson in lessons if lesson.id in progress.done)
    if count == len(lessons):
        return _("All {count} lessons done! Now play a real game with the rules enforced for you: "
                 "{command}").format(count=count, command=NEXT_STEP)
    # the number that agrees is the count done in French ("1 leçon faite"), the total in English
    return ngettext("{count} of {total} lessons done.", "{count} of {total} lessons done.", count).format(
        count=count, total=len(lessons))


__all__ = ["NEXT_STEP", "PROGRESS_FORMAT", "PROGRESS_NAME", "Progress", "done_line"]
