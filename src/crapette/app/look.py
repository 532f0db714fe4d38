"""The look a player chooses and finds again next time: the theme (dark, light), the
four-colour deck (♦ blue, ♣ green: ♦ and ♥ are both red in the usual deck, which some
players cannot tell apart) and the bell on a founded Stop!.

``ctrl+t`` steps through the four looks, ``ctrl+g`` turns the bell on and off (^G is
the bell's own control character); each is remembered in the settings file
(``settings.py``) and put back when an app starts (``apply_remembered``).
"""

from __future__ import annotations

from typing import Protocol

from crapette.i18n import _

DARK, LIGHT = "textual-dark", "textual-light"


class Looks(Protocol):
    """What an app shows of the look (``base.BaseApp``)."""

    theme: str
    four_colour: bool
    bell_on: bool

#: ctrl+t's order: (theme, four-colour deck)
LOOKS = ((DARK, False), (LIGHT, False), (DARK, True), (LIGHT, True))


def look_name(theme: str, four_colour: bool) -> str:
    """The look in the player's language, as ctrl+t says it."""
    if four_colour:
        return _("Dark theme, four-colour deck") if theme == DARK else _("Light theme, four-colour deck")
    return _("Dark theme") if theme == DARK else _("Light theme")


def next_look(theme: str, four_colour: bool) -> tuple[str, bool]:
    """The look after this one in ctrl+t's order."""
    now = (theme, four_colour)
    i = LOOKS.index(now) if now in LOOKS else -1
    return LOOKS[(i + 1) % len(LOOKS)]


def apply_remembered(app: Looks) -> None:
    """The look last chosen, put back (the commands call it before running an app; a
    settings file that cannot be read leaves the defaults: the language's reading of
    the same file said why already)."""
    from crapette.app.settings import Settings

    settings = Settings()
    if settings.load() is not None:
        return
    if settings.theme is not None:
        app.theme = settings.theme
    app.four_colour = settings.four_colour
    app.bell_on = settings.bell


def remember(theme: str, four_colour: bool, bell: bool) -> str | None:
    """Keep the look in the settings file; a message when it cannot be written."""
    from crapette.app.settings import Settings

    settings = Settings()
    settings.load()
    settings.theme, settings.four_colour, settings.bell = theme, four_colour, bell
    try:
        settings.save()
    except OSError as exc:
        return _("for this run only (the setting cannot be saved: {why})").format(why=exc.strerror or exc)
    return None


__all__ = ["DARK", "LIGHT", "LOOKS", "Looks", "apply_remembered", "look_name", "next_look", "remember"]
