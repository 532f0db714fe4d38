"""The words layer: what the engine means, said to people in their language.

The engine speaks in codes (``crapette.engine.why.Why``: a code and its arguments, no
words) and imports no catalog; the modules here say them through the message catalog
(``crapette.i18n``), at the moment a text is shown, so the language in force then is the
one used. They are the only users of the catalog below the app and the plain interface:

- ``refusals`` why an action is not allowed (the building and availability rules, calls,
  touches); ``priorities`` the priority rules broken (P1–P3, the stricter ladders, C1–C3);
  ``zank`` Wegner's rules and his words; ``verdicts`` a call's verdict, in a line or as the
  verdict dialog's body (the app's dialog and the plain interface say the same);
- ``messages`` the errors of bad input (a notation, a position, a record, a JSON file);
- ``cards``, ``piles``, ``names`` cards, piles, seats and players' names; ``voice`` whom a
  text speaks to; ``outcome`` the end of a game and its score; ``events`` the three-player
  table's events; ``describe`` and ``explain`` the move log and the learners' Why panel.

``say(why)`` gives the sentence; ``say(why, about=name)`` names ``name`` instead of
saying "you" (a verdict is read at one table by both players). Importing this package
also makes ``str(error)`` of the engine's errors the sentence (``errors.speak_with``):
the CLI, the app, the plain interface and the tests import it.
"""

from __future__ import annotations

import importlib

from crapette.engine.errors import speak_with
from crapette.engine.why import Why
from crapette.words.registry import SAYINGS
from crapette.words.voice import speaking_of

#: the modules that register sayings, imported at the first ``say``
_MODULES = ("crapette.words.messages", "crapette.words.priorities", "crapette.words.refusals", "crapette.words.verdicts",
            "crapette.words.zank")
_loaded = False


def _load() -> None:
    global _loaded
    for module in _MODULES:
        importlib.import_module(module)
    _loaded = True


def say(why: Why, about: str | None = None) -> str:
    """``why`` in the player's language (its code, if no words module says it);
    ``about``: the name that texts addressed to "you" speak of instead."""
    if not _loaded:
        _load()
    words = SAYINGS.get(why.code)
    if words is None:
        return str(why)
    if about is None:
        return words(why)
    with speaking_of(about):
        return words(why)


def words_for(why: Why | None, about: str | None = None) -> str | None:
    """``say(why)``, or None for no ``why`` (``words_for(game.illegal_reason(a)) or …``)."""
    return None if why is None else say(why, about)


def error_text(error: BaseException) -> str:
    """An error as the player reads it (the engine's errors say their ``why``)."""
    why = getattr(error, "why", None)
    return say(why) if isinstance(why, Why) else str(error)


speak_with(say)

__all__ = ["Why", "error_text", "say", "words_for"]
