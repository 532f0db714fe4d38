"""Switching the language while the app runs, without losing the game.

The key (ctrl+l, every app) speaks the next language, remembers it in the settings
file, and tells every screen of the stack with a ``LanguageChanged`` message: each screen
that shows texts re-reads them in its handler (attributes down, messages up — here the
app is the one that knows, so the message goes down to the screens, which re-read their
own texts); the footers re-read their key descriptions when the bindings refresh.
"""

from __future__ import annotations

from typing import Any

from textual.app import App
from textual.message import Message

from crapette.i18n import LANGUAGES, _, language, set_language

#: each language's own name, shown when it is chosen
LANGUAGE_NAMES = {"en": "English", "fr": "Français", "de": "Deutsch"}


class LanguageChanged(Message):
    """The language changed: re-read your texts."""


def next_language(code: str) -> str:
    """The language after ``code`` in ``LANGUAGES`` (the key cycles through them)."""
    i = LANGUAGES.index(code) if code in LANGUAGES else -1
    return LANGUAGES[(i + 1) % len(LANGUAGES)]


def switch_language(app: App[Any], code: str | None = None) -> str:
    """Speak ``code`` (default: the next language), remember it, and have every screen
    re-read its texts; returns the language now spoken."""
    from crapette.app.settings import Settings

    code = next_language(language()) if code is None else code
    set_language(code)
    settings = Settings()
    settings.load()  # the look is kept (a damaged file is rewritten with the language alone)
    settings.language = code
    try:
        settings.save()
        app.notify(LANGUAGE_NAMES[code], timeout=2)
    except OSError as exc:
        app.notify(_("{language}, for this run only (the setting cannot be saved: {why})").format(
            language=LANGUAGE_NAMES[code], why=exc.strerror or exc), severity="warning", timeout=4)
    for screen in app.screen_stack:
        screen.post_message(LanguageChanged())
        screen.refresh_bindings()
    return code


__all__ = ["LANGUAGE_NAMES", "LanguageChanged", "next_language", "switch_language"]
