"""The remembered settings (the language, the look: theme, four-colour deck, bell), a
small JSON file in the data folder.

Read before the command line is parsed (its help speaks the language), so this module
imports only ``files``, the readers' bounds (``engine.safety``) and ``i18n``. The file is
read like every other (``read_data_file``, ``loads_bounded``: size, nesting and number
limits, a regular file only, a byte-order mark allowed); one that cannot be read is
English and one clear message, never a traceback, never a hang; it is set aside, not
lost (``files.set_aside``).
"""

from __future__ import annotations

import json
from pathlib import Path

from crapette.app.files import data_dir, set_aside, write_atomic
from crapette.engine.safety import excerpt, json_error, loads_bounded, one_line, read_data_file
from crapette.i18n import LANGUAGES, _
from crapette.words import say

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
        #: a damaged file that could not be set aside: ``save`` must not replace it
        self.kept_in_place = False

    @property
    def path(self) -> Path:
        return self.directory / FILE_NAME

    def load(self) -> str | None:
        """Read the file; a message to show when it could not be read (then nothing is
        remembered, and the file is set aside)."""
        self.language, self.theme, self.four_colour, self.bell = None, None, False, False
        self.kept_in_place = False
        try:
            problem = self._read(read_data_file(self.path))
        except FileNotFoundError:
            return None
        except OSError as exc:
            problem = _("cannot be read: {why}").format(why=exc.strerror or exc)
        if problem is None:
            return None
        kept = set_aside(self.path, "settings")
        if kept is None:
            self.kept_in_place = True
            where = _(" (it could not be moved aside)")
        else:
            where = _(" (kept as {name})").format(name=kept.name)
        return _("The settings file {path} is damaged ({problem}){kept}: English is spoken until a "
                 "language is chosen again.").format(path=self.path, problem=problem, kept=where)

    def _read(self, data: bytes) -> str | None:
        """Take the settings from the file's bytes; what is wrong with them, else None."""
        try:
            obj = loads_bounded(data)
        except json.JSONDecodeError as exc:
            return say(json_error(exc))
        except (ValueError, RecursionError, MemoryError) as exc:  # InputLimitError and the like
            return one_line(str(exc), 120)
        if not isinstance(obj, dict) or obj.get("format") != FORMAT:
            return _("not a settings file (format {format})").format(
                format=excerpt(obj.get("format") if isinstance(obj, dict) else None))
        language = obj.get("language")
        if language is not None and language not in LANGUAGES:
            return _("unknown language {language}").format(language=excerpt(language))
        self.language = language
        self.theme = obj["theme"] if obj.get("theme") in THEMES else None
        self.four_colour = obj.get("four_colour") is True
        self.bell = obj.get("bell") is True
        return None

    def save(self) -> None:
        """Write the file atomically (OSError when the folder cannot be written, or when a
        damaged file that could not be set aside is there: it is never replaced)."""
        if self.kept_in_place or _in_the_way(self.directory):
            raise OSError(_("a damaged settings file is in the way"))
        data = {"format": FORMAT, "language": self.language, "theme": self.theme, "four_colour": self.four_colour,
                "bell": self.bell}
        write_atomic(self.path, json.dumps(data, indent=1) + "\n")


def _in_the_way(directory: Path) -> bool:
    """Whether the folder holds a settings file that is damaged and cannot be set aside
    (reading it tries to set it aside): writing would replace it."""
    other = Settings(directory)
    other.load()
    return other.kept_in_place


__all__ = ["FILE_NAME", "FORMAT", "THEMES", "Settings"]
