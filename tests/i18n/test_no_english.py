"""Issue 27 item 7: no English word on a French or German screen. Every screen is rendered
in both languages (the boards of every game, the status line, the key helps, the hints,
the rules, the statistics, the dialogs, every lesson with its feedback, the replay, the
command line's help and errors) and searched for the program's English vocabulary: the
words of the catalog's English texts that the language's own texts never use for another
word (so French « action » or German „Standard“ are the language's, English "north" or
"greedy" are not). At 10af894 it found North/South in the statistics and lesson 11,
"three-players" in the status line, the presets and "(003)" in --help, easy/medium/hard,
"(south, north)" in the --names error, "(north's hand)" in the rules, …

What may stay English (locale/README.md): the notation in its code columns, values typed
as they are (``--vs computer:3``, ``--seat south``), variant names where they are typed.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from babel.messages.pofile import read_po

from crapette.i18n import LOCALE_DIR, set_language

from apphelpers import NEAR_END, game_screen, run_async, settled
from screentext import screen_text

#: a word of four letters or more (accented ones too: « listées » is not "list")
WORD = re.compile(r"[^\W\d_]{4,}")
#: what a catalog text holds that is not prose: placeholders, markup, options, code
NOT_PROSE = re.compile(r"\{[^}]*\}|%\([^)]*\)s|\[/?b\]|--[a-z-]+|`[^`]*`")
#: the notation's words (actions, announcements) and the values typed as they are
TYPED = {"turn", "pass", "stop", "free", "empty", "agree", "computer", "south", "north", "west",
         "strict", "random", "greedy", "planner", "easy", "medium", "hard", "plain", "call", "hardest",
         "hidden", "touch", "crapette", "zank", "patience", "schikanieren", "russian", "bank", "review"}


#: words the language spells as English does, where the catalog only ever uses them to
#: translate themselves (German „Standard“ for "standard"), and proper names
NATIVE = {"fr": {"ablage", "mitte", "rand", "randstapel", "quelle",  # Wegner's German, cited
                 "face", "position", "positions", "match", "standard", "moment", "destination", "mode",
                 "notation", "verdict", "piles", "double", "question", "possible", "format", "message",
                 "score", "point", "joker", "fondation", "table", "cases", "second", "seconds", "usage", "option",
                 "condition", "pile", "strict", "plan", "braille", "scripts", "violations", "options", "argument", "arguments", "terminal", "messages", "locale",
                 "final"},
          "de": {"standard", "reserve", "match", "notation", "tableau", "joker", "position", "rest", "problem",
                 "bytes", "name", "west", "hand", "enter", "matches", "server", "link", "terminal", "person", "argument", "still", "plan", "cursor", "moment", "plus", "null", "will", "option", "possible"}}
PROPER = {"wegner", "schikanier", "schikanieren", "zank", "crapette", "patience", "ascii", "json", "unicode",
          "stop"}  # the call is « Stop ! », „Stop!“ and the mode « mode stop », „Stop-Modus“


def _words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(NOT_PROSE.sub(" ", text))}


def _parts(value: Any) -> list[str]:
    return [p for p in (value if isinstance(value, tuple) else (value,)) if p]


@cache
def vocabulary(lang: str) -> frozenset[str]:
    """The English words of the catalog that ``lang``'s texts never use but to repeat the
    English (a French text keeping ``south`` as a typed value does not make it French)."""
    with open(LOCALE_DIR / "crapette.pot", "rb") as fh:
        template = read_po(fh)
    english = set().union(*(_words(p) for m in template for p in _parts(m.id)))
    with open(LOCALE_DIR / lang / "LC_MESSAGES" / "crapette.po", "rb") as fh:
        catalog = read_po(fh, locale=lang)
    native: set[str] = set()
    for m in catalog:
        said = set().union(set(), *(_words(p) for p in _parts(m.id)))
        for text in _parts(m.string):
            native |= _words(text) - said
    return frozenset(english - native - NATIVE[lang] - PROPER)


#: code shown as typed: a command line, an option and its value, a variant's name, a ctrl
#: key, the help's markup
CODE = re.compile(r"crapette \w+|--[\w-]+(?: [\w:,\[\]-]+)?|[Vv]ariante? [\w-]+|ctrl\+\w+|\[/?b\]|\S+/\S+")


def english_words(lang: str, text: str, typed: set[str] | frozenset[str] = frozenset()) -> list[str]:
    """The lines of ``text`` with a word from the English vocabulary (but ``typed`` ones,
    and code: ``CODE``), each after its English words: "hand | (north's hand)"."""
    out = []
    for line in text.splitlines():
        line = CODE.sub(" ", line)
        found = sorted({w for w in WORD.findall(line) if w.lower() in vocabulary(lang) and w.lower() not in typed})
        if found:
            out.append(" ".join(found) + " | " + " ".join(line.split()))
    return out


def assert_none(found: dict[str, list[str]]) -> None:
    """Each screen's English, a line each (pytest would cut a long dict short)."""
    lines = [f"{where}: {line}" for where, said in found.items() for line in said]
    assert not lines, "\n" + "\n".join(lines)


def test_the_vocabulary_holds_the_english_words_only() -> None:
    for lang in ("fr", "de"):
        words = vocabulary(lang)
        assert {"north", "south", "greedy", "turn", "easy"} <= words, lang
        assert len(words) > 400
    assert "action" not in vocabulary("fr") and "standard" not in vocabulary("de")


@pytest.fixture(params=["fr", "de"])
def lang(request: pytest.FixtureRequest) -> str:
    code = str(request.param)
    set_language(code)
    return code


# --- the screens ---------------------------------------------------------------------------

GAMES = [((), 5), (("three-players",), 5), (("one-deck",), 5), (("zank-patience",), 11),
         (("zank-patience", "three-players"), 11), (("zank-patience", "schikanieren"), 3)]


def game_screens() -> Iterator[tuple[str, Any, tuple[str, ...]]]:
    """Each game: its name and the keys that show its screens (a card picked up, the help,
    the hints, the statistics)."""
    yield from ()


@pytest.mark.parametrize("variants,seed", GAMES, ids=lambda v: "+".join(v) if isinstance(v, tuple) else str(v))
@run_async
async def test_the_games(lang: str, variants: tuple[str, ...], seed: int) -> None:
    """The board of each game at 80×24 and 120×40 (the status line, the prompt, the log,
    the footer), a card picked up, an action played, the key help, the hints."""
    from crapette.app.app import make_app
    from crapette.app.dialogs.help import HelpScreen
    from crapette.app.dialogs.hints import HintScreen

    found: dict[str, list[str]] = {}
    for size in ((80, 24), (120, 40)):
        app = make_app(seed=seed, new=True, variants=variants)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            game = game_screen(app)
            steps: list[tuple[str, ...]] = [(), ("h",), ("escape",)]
            legal = [a for a in game.game.legal_actions() if a.kind == 0]  # a move
            for keys in steps:
                await pilot.press(*keys)
                await pilot.pause()
                found[f"{size} {keys}"] = english_words(lang, screen_text(app))
            if legal:
                game.play(legal[0])  # the screen plays it as the keys would
                await pilot.pause()
                found[f"{size} played"] = english_words(lang, screen_text(app))
            for dialog in ("help", "hint"):
                getattr(game, f"action_{dialog}")()
                await pilot.pause()
                screen = app.screen
                if isinstance(screen, HelpScreen):
                    text = screen.text
                elif isinstance(screen, HintScreen):
                    text = screen_text(app)
                else:
                    text = screen_text(app)
                # the hints' code column: the notation (turn, pass)
                found[f"{size} {dialog}"] = english_words(lang, text, {"turn", "pass"} if dialog == "hint" else set())
                app.pop_screen()
                await pilot.pause()
    assert_none(found)


@run_async
async def test_the_dialogs(lang: str, tmp_path: Path) -> None:
    """The end of a game and of a match, a Stop!'s verdict, the statistics (with a
    computer's and a person's games), the stalemate's question."""
    from crapette.app.app import make_app
    from crapette.app.dialogs.stats import StatsScreen
    from crapette.app.history import History, stats_table
    from crapette.app.save import MatchOptions
    from crapette.engine import Position, parse_action
    from crapette.engine.game import Game

    found: dict[str, list[str]] = {}
    app = make_app(start=Position.loads(NEAR_END), seed=1, target=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "f")
        await pilot.pause()
        found["match over"] = english_words(lang, screen_text(app))
    app = make_app(seed=5, new=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("7", "2", "exclamation_mark")
        await pilot.pause()
        found["verdict"] = english_words(lang, screen_text(app))
    app = make_app(seed=5, new=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        found["stalemate"] = english_words(lang, screen_text(app))
    finished = Game(Position.loads(NEAR_END), "stop")
    finished.push(parse_action("SR-F1"))
    history = History(tmp_path)
    assert finished.outcome is not None
    history.count(MatchOptions(), finished.outcome, None, False)
    history.count(MatchOptions(names=("Ann", "Computer (level 3)")), finished.outcome, 0, True)
    found["stats"] = english_words(lang, stats_table(history.load_stats()))
    assert StatsScreen is not None
    assert_none(found)


def rules_prose(text: str) -> str:
    """The rules as the dialog shows them but the glossary (section 13, which gives the
    project's English terms on purpose), the notation and names in backticks, the English
    terms and the sources' quotes in italics (*hand*), the quoted source texts (>)."""
    text = re.split(r"^## 13\.", text, flags=re.M)[0]
    # a diagram's labels are read; the deal's pseudo-code (next(), deck[i]) is code
    text = re.sub(r"^```.*?^```", lambda m: "\n".join(line for line in m.group(0).splitlines()
                                                       if not re.search(r"[=\[]|\(\)|:$", line)),
                  text, flags=re.S | re.M).replace("```", "")
    italics = r"(?<![*\w])\*(?:[^*\n]|\n(?!\n))+\*(?![*\w])"  # within a paragraph
    return re.sub(rf"`[^`]*`|{italics}|^>.*$", " ", text, flags=re.M)


def test_the_rules(lang: str) -> None:
    from crapette.app.dialogs.rules import load_rules

    assert_none({"rules": english_words(lang, rules_prose(load_rules(lang)), TYPED)})


def lesson_texts() -> Iterator[tuple[str, str]]:
    """Every lesson's texts as its screen shows them: the title, question and teaching,
    the prompt and the last line, the feedback of every action the learner may try."""
    from crapette.app.lesson import LessonController
    from crapette.lessons import load_lessons

    for lesson in load_lessons(other_games=True):
        lesson_id = f"{lesson.number} {lesson.id}"
        ctrl = LessonController(lesson, is_last=False)
        typed = lesson.for_lines()  # as the line interface asks it
        texts = [lesson.say(lesson.title), lesson.say(lesson.question), lesson.say(lesson.teach),
                 lesson.say(typed.question), lesson.say(typed.otherwise),
                 "".join(s.text for s in ctrl.prompt()), "".join(s.text for s in ctrl.last_line())]
        for action in [*ctrl.controller.game.legal_actions(), *lesson.answers]:
            fresh = LessonController(lesson, is_last=False)
            fresh.push(action)
            note = fresh.controller.note
            texts.append("".join(s.text for s in note.spans) if note is not None else "")
            if fresh.feedback is not None:  # the lesson box's feedback
                texts.extend(fresh.feedback.lines)
            texts.append("".join(s.text for s in fresh.last_line()))
        yield lesson_id, "\n".join(texts)


def test_the_lessons(lang: str) -> None:
    found = {lesson_id: english_words(lang, re.sub(r"crapette \w+ (--\S+ \S+ ?)*|[A-Z]{1,2}\d?-[A-Z]{1,2}\d?", " ", text))
             for lesson_id, text in lesson_texts()}
    assert_none(found)


@run_async
async def test_the_lesson_menu_and_screen(lang: str) -> None:
    from crapette.app.learn import LearnApp

    for start in (None, 11, 17):
        app = LearnApp() if start is None else LearnApp(start=start)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert_none({str(start): english_words(lang, await settled(pilot))})


@run_async
async def test_the_replay(lang: str) -> None:
    """A replay's board, its Why panel and its end."""
    from crapette.app.replay import make_replay_app
    from test_replay import pos_a, record

    app = make_replay_app(record(pos_a(), ["H2-H1", "stop"]))
    async with app.run_test(size=(120, 40)) as pilot:
        found = {}
        for key in ("right", "right", "end"):
            await pilot.press(key)
            await pilot.pause()
            found[key] = english_words(lang, re.sub(r"H\d-H\d", " ", screen_text(app)))
        assert_none(found)


HELPS = ["", "play", "learn", "replay", "analyze", "stats", "selfplay"]


@pytest.mark.parametrize("command", HELPS)
def test_the_command_line_help(lang: str, command: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Each command's --help: the values typed as they are aside (``--vs computer``,
    ``--seat south``, the players of selfplay)."""
    from crapette.cli import main

    with pytest.raises(SystemExit):
        main(["--lang", lang, *([command] if command else []), "--help"])
    text = capsys.readouterr().out
    # the commands' names, an option's choices, the typed values, file names and formats
    text = re.sub(r"^ +(play|learn|replay|analyze|stats|selfplay|serve|host|join|watch|match|plain|call|hardest|hidden) |\{[^}]*\}"
                  r"|computer[:\w,]*|\S+\.(md|json)\b|crapette-\w+/1|\b\w+,\w+(,\w+)?\b|\b[a-z]+-\s*[a-z]+\b",
                  " ", text, flags=re.M)
    assert_none({command: english_words(lang, text, TYPED - {"easy", "medium", "hard", "plain", "call", "hardest", "hidden"})})


@pytest.mark.parametrize("args", [["play", "--names", "Ann"], ["play", "--vs", "computer:9"],
                                  ["play", "--variant", "nonsense"]], ids=lambda a: " ".join(a))
def test_the_command_line_errors(lang: str, args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    from crapette.cli import main

    assert main(["--lang", lang, *args]) != 0
    text = capsys.readouterr().err
    # the values typed as they are: options, a computer, the variants' names
    text = re.sub(r"--\S+|computer[:\w,]*|'[^']*'|\b[a-z]+(?:-[a-z0-9]+)+\b|\btouch\b", " ", text.split(":", 1)[1])
    assert_none({" ".join(args): english_words(lang, text)})
