"""The remembered settings (the language, the look: theme, four-colour deck, bell), a
small JSON file in the data folder.

Read before the command line is parsed (its help speaks the language), so this module
imports only ``files`` and ``i18n``. A file that cannot be read is English and one
clear message, never a traceback; it is set aside, not lost (``files.set_aside``).
"""

from __future__ import annotations

import json
from pathlib import Path

from crapette.app.files import data_dir, set_aside, write_atomic
from crapette.i18n import LANGUAGES, _

FORMAT = "crapette-settings/1"
FILE_NAME = "settings.json"
#: the themes a settings file may name (``base.DARK``, ``base.LIGHT``)
THEMES = ("textual-dark", "textual-light")


class Settings:
    """The settings file of a data folder: ``load`` it, change ``language`` (or the look:
    ``theme``, ``four_colour``, ``bell``), ``save`` it. A look value a file holds wrongly
    is left at its default (the look is not worth a warning)."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory if directory is not None else data_dir()
        self.language: str | None = None  # None: follow the locale
        self.theme: str | None = None  # None: the app's default (dark)
        self.four_colour = False  # the four-colour deck: ♦ blue, ♣ green (colour-blind players)
        self.bell = False  # a bell on a founded Stop!

    @property
    def path(self) -> Path:
        return self.directory / FILE_NAME

    def load(self) -> str | None:
        """Read the file; a message to show when it could not be read (then nothing is remembered)."""
        self.language, self.theme, self.four_colour, self.bell = None, None, False, False
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError) as exc:
            return _("The settings ({path}) cannot be read ({why}): English is spoken.").format(
                path=self.path, why=getattr(exc, "strerror", None) or exc)
        try:
            data = json.loads(text)
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise ValueError(FORMAT)
            language = data.get("language")
            if language is not None and language not in LANGUAGES:
                raise ValueError(language)
        except ValueError:
            kept = set_aside(self.path, "settings")
            where = _(" (kept as {name})").format(name=kept.name) if kept is not None else ""
            return _("The settings file {path} is damaged{kept}: English is spoken until a language "
                     "is chosen again.").format(path=self.path, kept=where)
        self.language = language
        self.theme = data["theme"] if data.get("theme") in THEMES else None
        self.four_colour = data.get("four_colour") is True
        self.bell = data.get("bell") is True
        return None

    def save(self) -> None:
        """Write the file atomically (OSError when the folder cannot be written)."""
        data = {"format": FORMAT, "language": self.language, "theme": self.theme, "four_colour": self.four_colour,
                "bell": self.bell}
        write_atomic(self.path, json.dumps(data, indent=1) + "\n")


__all__ = ["FILE_NAME", "FORMAT", "THEMES", "Settings"]
