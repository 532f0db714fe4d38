"""`learn --plain` and `replay --plain`: the lessons answered by typed actions, a record
stepped through, at a console in this process and through a pipe."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from crapette.app.lesson_progress import Progress
from crapette.app.replay_model import Replay
from crapette.engine import Record
from crapette.i18n import set_language
from crapette.lessons import load_lessons
from crapette.plain.console import Console, ScriptedLines
from crapette.plain.learn import PlainLessons
from crapette.plain.replay import PlainReplay

from plainhelpers import CONTROL


def _learn(script: list[str], data_dir: Path, start: int | None = None) -> tuple[Progress, list[str]]:
    lessons = load_lessons()
    progress = Progress(data_dir)
    out = io.StringIO()
    PlainLessons(lessons, progress, Console(ScriptedLines(script), out)).run(start)
    return progress, out.getvalue().splitlines()


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_every_lesson_is_answered_by_its_answer(lang: str, data_dir: Path) -> None:
    """Each lesson's first answer, typed in the notation (turn and stop as commands),
    solves it; Enter goes on to the next; the progress is the full-screen lessons'."""
    set_language(lang)
    lessons = load_lessons()
    script: list[str] = []
    for lesson in lessons:
        answer = str(lesson.answers[0])
        script += [answer.split(":")[0] if answer.startswith("stop") else answer, ""]
    progress, lines = _learn(script + ["quit"], data_dir, start=1)
    assert progress.done == {lesson.id for lesson in lessons}
    assert all(not CONTROL.search(line) for line in lines)
    assert Progress(data_dir).load() is None


#: what a lesson says to someone at the board, pressing keys; wrong at a line interface
KEY_WORDS = {"en": ("press", " key", "(x)"), "fr": ("appuyez", "touche", "(x)"), "de": ("Drücken", "Taste", "(x)")}


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_the_lessons_ask_for_typed_actions_not_keys(lang: str, data_dir: Path) -> None:
    """At the line interface a lesson asks for what is typed: every question, and the
    explanation of every other attempt, names no key of the full-screen board."""
    set_language(lang)
    script: list[str] = []
    for number, lesson in enumerate(load_lessons(), 1):
        script += [str(number), "turn" if str(lesson.answers[0]) != "turn" else "pass", "list"]
    _, lines = _learn(script + ["quit"], data_dir)
    text = "\n".join(lines)
    assert [word for word in KEY_WORDS[lang] if word in text] == []
    typed = {"en": "type SH, a dash and the house", "fr": "tapez SH, un tiret et la maison",
             "de": "Tippen Sie SH, einen Bindestrich und das Haus"}[lang]
    assert typed in text


def test_a_wrong_answer_is_explained_and_not_played(data_dir: Path) -> None:
    progress, lines = _learn(["SR-H1", "why", "moves", "quit"], data_dir, start=1)
    assert lines.count("✘ SR-H1 is not the answer.") == 2  # said, then said again by why
    assert "No hints in a lesson: find the answer on the board." in lines
    assert progress.done == set()


def _record(tmp_path: Path) -> Path:
    folder = tmp_path / "records"
    subprocess.run([sys.executable, "-m", "crapette", "selfplay", "--games", "1", "--players", "greedy,computer:2",
                    "--records", str(folder), "--no-progress"], check=True, capture_output=True)
    return folder / "game-0001.json"


def test_replay_steps_and_explains(tmp_path: Path) -> None:
    record = Record.loads(_record(tmp_path).read_text(encoding="utf-8"))
    replay = Replay(record, "game.json")
    out = io.StringIO()
    PlainReplay(replay, Console(ScriptedLines(["", "", "why", "back", "end", "turn", "12", "look h1", "quit"]),
                                out)).run()
    lines = out.getvalue().splitlines()
    first = str(record.actions[0])
    assert any(line.startswith(f"1. {first}  ") for line in lines)
    assert any(line.startswith(f"2. {record.actions[1]}  ") for line in lines)
    assert any(line.startswith(f"2. {record.actions[1]} — ") for line in lines)  # why: the Why panel's heading
    assert any(line.startswith("12. ") for line in lines)
    assert any(line.startswith("House 1: ") for line in lines)
    assert any("end: not a replay command" in line for line in lines)


def test_replay_plain_through_a_pipe(tmp_path: Path) -> None:
    path = _record(tmp_path)
    env = {**os.environ, "CRAPETTE_DATA_DIR": str(tmp_path / "data"), "PYTHONIOENCODING": "utf-8"}
    done = subprocess.run([sys.executable, "-m", "crapette", "--lang", "de", "replay", "--plain", str(path)],
                          input="\n" * 400 + "beenden\n", capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert all(not CONTROL.search(line) for line in lines)
    actions = json.loads(path.read_text(encoding="utf-8"))["actions"]
    assert sum(1 for line in lines if line[:1].isdigit()) == len(actions)
    assert lines[-1].endswith(">")
