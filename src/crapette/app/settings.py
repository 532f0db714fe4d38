"""The remembered settings (today: the language), a small JSON file in the data folder.

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


class Settings:
    """The settings file of a data folder: ``load`` it, change ``language``, ``save`` it."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory if directory is not None else data_dir()
        self.language: str | None = None  # None: follow the locale

    @property
    def path(self) -> Path:
        return self.directory / FILE_NAME

    def load(self) -> str | None:
        """Read the file; a message to show when it could not be read (then nothing is remembered)."""
        self.language = None
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
        return None

    def save(self) -> None:
        """Write the file atomically (OSError when the folder cannot be written)."""
        data = {"format": FORMAT, "language": self.language}
        write_atomic(self.path, json.dumps(data, indent=1) + "\n")


__all__ = ["FILE_NAME", "FORMAT", "Settings"]
