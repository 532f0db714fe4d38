"""The line interface's commands: their words in the player's language (the English
words always work too, like the notation), and a typed line read as a command and its
argument. A line that is no command word may be an action in the notation (``SR-H1``,
``turn``, ``stop:W``) or a number from the list of moves: the caller tries those.
"""

from __future__ import annotations

from typing import NamedTuple

from crapette.i18n import pgettext

#: Each command's English words, separated by spaces: the long form first, then the short
#: ones. They are always understood, whatever the language spoken.
WORDS = {
    "look": "look l", "moves": "moves m", "turn": "turn t", "stop": "stop !", "pause": "pause p", "why": "why w",
    "last": "last", "score": "score", "undo": "undo u", "rules": "rules", "quit": "quit q", "help": "help h ?",
    "next": "next n", "back": "back b", "list": "list", "computer": "computer", "draw": "draw", "resign": "resign",
}


def said(name: str) -> str:
    """Command ``name``'s words in the language spoken now (the catalog's context "plain
    command"; a translation lists its own long and short forms)."""
    texts = {
        "look": pgettext("plain command", "look l"), "moves": pgettext("plain command", "moves m"),
        "turn": pgettext("plain command", "turn t"), "stop": pgettext("plain command", "stop !"),
        "pause": pgettext("plain command", "pause p"), "why": pgettext("plain command", "why w"),
        "last": pgettext("plain command", "last"), "score": pgettext("plain command", "score"),
        "undo": pgettext("plain command", "undo u"), "rules": pgettext("plain command", "rules"),
        "quit": pgettext("plain command", "quit q"), "help": pgettext("plain command", "help h ?"),
        "next": pgettext("plain command", "next n"), "back": pgettext("plain command", "back b"),
        "list": pgettext("plain command", "list"), "computer": pgettext("plain command", "computer"),
        "draw": pgettext("plain command", "draw"), "resign": pgettext("plain command", "resign"),
    }
    return texts[name]


class Command(NamedTuple):
    """A typed line: the command's name (``""`` for an empty line: go on), or None when
    the first word is no command; the rest of the line."""

    name: str | None
    argument: str
    text: str


def words(name: str) -> list[str]:
    """The words of command ``name`` in the language spoken now, then the English ones."""
    return list(dict.fromkeys([*said(name).split(), *WORDS[name].split()]))


def long_word(name: str) -> str:
    """The command's word as the help and the prompts name it."""
    return words(name)[0]


def parse(line: str) -> Command:
    """Read a typed line (its case and surrounding spaces do not matter)."""
    text = line.strip()
    if not text:
        return Command("", "", "")
    first, _space, rest = text.partition(" ")
    key = first.casefold()
    for name in WORDS:
        if key in (word.casefold() for word in words(name)):
            return Command(name, rest.strip(), text)
    return Command(None, text, text)


__all__ = ["Command", "WORDS", "long_word", "parse", "words"]
