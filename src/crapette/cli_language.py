"""The command line's language, known before its parser is built (its help and errors
speak it): ``--lang`` first, then the remembered setting, then the locale.

argparse says its own words ("usage:", "the following arguments are required") through
a module-level gettext; they are pointed at our catalog here, their source texts listed
below so the extraction finds them.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Mapping, Sequence

from crapette.i18n import LANGUAGES, N_, _, choose_language, ngettext, set_language

#: argparse's texts that a user of crapette can meet (Python 3.11's wording; a later
#: Python's new wording falls back to English, never to an error).
ARGPARSE_WORDS = (
    N_("usage: "), N_("positional arguments"), N_("options"), N_("show this help message and exit"),
    N_("argument %(argument_name)s: %(message)s"), N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"), N_("expected one argument"),
    N_("expected at least one argument"), N_("expected at most one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"), N_("not allowed with argument %s"),
    N_("invalid %(type)s value: %(value)r"), N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("ignored explicit argument %r"), N_("%(prog)s: error: %(message)s\n"),
)


def asked_language(argv: Sequence[str]) -> str | None:
    """The language ``--lang`` names (``--lang fr`` or ``--lang=fr``, before any ``--``);
    None when it names none we speak (the parser then says so, in the language chosen
    without it)."""
    for i, word in enumerate(argv):
        if word == "--":
            break
        if word == "--lang" or word.startswith("--lang="):
            code = word.partition("=")[2] if "=" in word else (argv[i + 1] if i + 1 < len(argv) else "")
            return code if code in LANGUAGES else None
    return None


def speak(argv: Sequence[str], env: Mapping[str, str] | None = None) -> list[str]:
    """Choose and set the language for this run; the lines to say first (a damaged
    settings file, said in English)."""
    env = os.environ if env is None else env
    asked = asked_language(argv)
    notes: list[str] = []
    remembered = None
    if asked is None:
        from crapette.app.settings import Settings

        settings = Settings()
        note = settings.load()
        if note is not None:
            notes.append(note)
            remembered = "en"  # a damaged file: English, as the note says
        else:
            remembered = settings.language
    set_language(choose_language(asked, remembered, env))
    argparse._ = _  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]
    return notes


__all__ = ["ARGPARSE_WORDS", "asked_language", "speak"]
