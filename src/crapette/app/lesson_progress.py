"""Which lessons are done, kept in the data directory (``crapette learn``)."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from crapette.app.save import data_dir, write_atomic
from crapette.lessons import Lesson

PROGRESS_NAME = "lessons.json"
PROGRESS_FORMAT = "crapette-lessons/1"
NEXT_STEP = "crapette play --mode strict"


class Progress:
    """Which lessons are done, kept in the data directory (written atomically).

    An unreadable file is moved aside and the learner starts fresh, with a notice."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory if directory is not None else data_dir()
        self.path = self.directory / PROGRESS_NAME
        self.done: set[str] = set()

    def load(self) -> str | None:
        """Read the progress; returns a notice when it could not be read (None if fine)."""
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError) as exc:
            problem: str | None = f"it cannot be read ({exc})"
        else:
            problem = self._parse(text)
            if problem is None:
                return None
        moved = self._set_aside()
        kept = f"It was kept as {moved}." if moved else "It could not be moved aside."
        return f"{self.path}: {problem}.\n\n{kept}\n\nYour progress starts afresh."

    def _parse(self, text: str) -> str | None:
        try:
            obj: Any = json.loads(text)
        except json.JSONDecodeError as exc:
            return f"not valid JSON ({exc.msg} at line {exc.lineno})"
        if not isinstance(obj, dict) or obj.get("format") != PROGRESS_FORMAT:
            return "not a crapette lesson progress file"
        done = obj.get("done")
        if not isinstance(done, list) or not all(isinstance(d, str) for d in done):
            return "'done' must be a list of lesson ids"
        self.done = set(done)
        return None

    def _set_aside(self) -> Path | None:
        target = self.directory / f"lessons.corrupt-{time.strftime('%Y%m%d-%H%M%S')}.json"
        try:
            os.replace(self.path, target)
        except OSError:
            return None
        return target

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


def _done_line(lessons: list[Lesson], progress: Progress) -> str:
    count = sum(1 for lesson in lessons if lesson.id in progress.done)
    if count == len(lessons):
        return (f"All {count} lessons done! Now play a real game with the rules enforced for you: "
                f"{NEXT_STEP}")
    return f"{count} of {len(lessons)} lessons done."


def done_line(lessons: list[Lesson], progress: Progress) -> str:
    """How many lessons are done; the next step once all are."""
    count = sum(1 for lesson in lessons if lesson.id in progress.done)
    if count == len(lessons):
        return (f"All {count} lessons done! Now play a real game with the rules enforced for you: "
                f"{NEXT_STEP}")
    return f"{count} of {len(lessons)} lessons done."


__all__ = ["NEXT_STEP", "PROGRESS_FORMAT", "PROGRESS_NAME", "Progress", "done_line"]
