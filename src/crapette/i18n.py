"""The player's language: every text a player reads goes through these functions.

Message catalogs are gettext's (``src/crapette/locale/<lang>/LC_MESSAGES/crapette.mo``,
compiled from the ``.po`` files by Babel). Output meant for programs — the notation, the
JSON of ``analyze``, records — never goes through here: it is the same in every language.

A text defined at import time (a rule's title, a constant) is marked with ``N_`` and
translated with ``_`` where it is shown, since the language may change after the import.
This module imports only the standard library (and ``crapette.ascii_spelling``): the engine may use it.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Protocol

from crapette.ascii_spelling import plain as plain_text

#: the languages the program speaks, English (the source language) first
LANGUAGES = ("en", "fr", "de")
DOMAIN = "crapette"
LOCALE_DIR = Path(__file__).parent / "locale"


class _Catalog(Protocol):
    """What this module asks of a catalog (gettext's translations have it)."""

    def gettext(self, message: str) -> str: ...

    def ngettext(self, singular: str, plural: str, n: int) -> str: ...

    def pgettext(self, context: str, message: str) -> str: ...


class _English:
    """The source language: every text as written, as ``gettext.NullTranslations`` gives
    it. English needs no catalog, so a start in English does not import ``gettext``
    (issue 12: start-up time)."""

    def gettext(self, message: str) -> str:
        return message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return singular if n == 1 else plural

    def pgettext(self, context: str, message: str) -> str:
        return message


class _Plain:
    """A catalog whose every text is in plain ASCII (``plain.plain``: „Süd“ → "Sued"), for
    ``--ascii``: the texts are changed before they are laid out, so a letter may become two."""

    def __init__(self, catalog: _Catalog) -> None:
        self._catalog = catalog
        self._arrows = plain_text(catalog.pgettext("key", "up/down"), "up/down")

    def gettext(self, message: str) -> str:
        return plain_text(self._catalog.gettext(message), self._arrows)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return plain_text(self._catalog.ngettext(singular, plural, n), self._arrows)

    def pgettext(self, context: str, message: str) -> str:
        return plain_text(self._catalog.pgettext(context, message), self._arrows)


_translations: _Catalog = _English()
_language = "en"
_plain = False


def set_language(code: str, directory: Path = LOCALE_DIR) -> None:
    """Speak ``code`` (one of ``LANGUAGES``, or a test's pseudo-language whose catalog is
    in ``directory``) from now on; an unknown code speaks English."""
    global _translations, _language, _directory
    _directory = directory
    found: _Catalog
    if code == "en":
        found, _language = _English(), "en"
    else:
        import gettext

        found = gettext.translation(DOMAIN, directory, languages=[code], fallback=True)
        _language = code if isinstance(found, gettext.GNUTranslations) else "en"
    if _plain:
        found = _Plain(found)
    if _language == "fr":  # « le tour d'Ordinateur »: French elides before a name
        from crapette.elision import ElidingCatalog

        found = ElidingCatalog(found)
    _translations = found


_directory = LOCALE_DIR


def set_plain(on: bool) -> None:
    """Write every text in plain ASCII from now on (``--ascii``), or again as the catalog
    has it; in the language spoken now."""
    global _plain
    if on != _plain:
        _plain = on
        set_language(_language, _directory)


def is_plain() -> bool:
    """Whether the texts are written in plain ASCII (``--ascii``)."""
    return _plain


def spell_plain(text: str) -> str:
    """``text`` (a name, the rules: not from the catalog) as the screens write it: in plain
    ASCII under ``--ascii``, else as it is."""
    return plain_text(text, _translations.pgettext("key", "up/down")) if _plain else text


#: the environment variables that name the user's language, in gettext's order
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def locale_language(env: Mapping[str, str]) -> str:
    """The language the locale names (``fr_FR.UTF-8`` → ``fr``): the first of
    ``LOCALE_VARIABLES`` that is set decides (``LANGUAGE`` may list several, ``fr:de``);
    a language the program does not speak, or ``C``/``POSIX``, is English."""
    for variable in LOCALE_VARIABLES:
        value = env.get(variable, "")
        if not value:
            continue
        for entry in value.split(":") if variable == "LANGUAGE" else [value]:
            code = entry.split(".")[0].split("@")[0].split("_")[0].lower()
            if code in LANGUAGES:
                return code
        if variable != "LANGUAGE":  # LANGUAGE naming no language of ours leaves the choice to LC_*/LANG
            return "en"
    return "en"


def choose_language(asked: str | None, remembered: str | None, env: Mapping[str, str]) -> str:
    """The language to speak: ``--lang`` first, then the remembered setting, then the locale."""
    for code in (asked, remembered):
        if code in LANGUAGES:
            return code
    return locale_language(env)


def language() -> str:
    """The language spoken now."""
    return _language


def catalog() -> object:
    """The catalog in use (a key for texts kept per language: it changes whenever the
    language does, a test's pseudo-language included)."""
    return _translations


def _(message: str) -> str:
    """``message`` in the player's language (the empty text stays empty: gettext would
    give the catalog's header for it)."""
    return _translations.gettext(message) if message else message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form for ``n`` in the player's language (its own plural rules: never "card(s)")."""
    return _translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the sense ``context`` gives it (one English word, two French ones)."""
    return _translations.pgettext(context, message)


#: how each language writes a decimal number's sign and a percentage's gap (French puts a
#: narrow no-break space before %, German a no-break space; English none)
_DECIMAL_SIGN = {"fr": ",", "de": ","}
_PERCENT_GAP = {"fr": "\u202f", "de": "\u00a0"}


def decimal(value: float, form: str = "g") -> str:
    """``value`` as the player's language writes it: 0.6 in English, 0,6 in French and German."""
    return format(value, form).replace(".", _DECIMAL_SIGN.get(_language, "."))


def percent(value: float) -> str:
    """``value`` per cent as the player's language writes it: 20%, 20 % (French, German)."""
    return decimal(value) + _PERCENT_GAP.get(_language, "") + "%"


def colon() -> str:
    """The colon between a label and what it labels, as the player's language spaces it:
    "P1: …" in English and German, « P1 : … » in French (a no-break space before it)."""
    return "\u00a0: " if _language == "fr" else ": "


def semicolon() -> str:
    """The semicolon between two clauses: « fondé ; à Bob de jouer » in French (a narrow
    no-break space before it, as the catalog's French texts write it)."""
    return "\u202f; " if _language == "fr" else "; "


def N_(message: str) -> str:
    """Mark ``message`` for the catalog without translating it yet (translated where shown)."""
    return message


__all__ = ["DOMAIN", "LANGUAGES", "LOCALE_DIR", "LOCALE_VARIABLES", "N_", "_", "catalog", "choose_language", "colon", "decimal", "language",
           "locale_language", "ngettext", "percent", "pgettext", "semicolon", "spell_plain", "set_language", "set_plain", "is_plain"]
