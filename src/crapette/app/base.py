"""The base of the three apps (play, learn, replay): the stylesheet, the title, the theme
and language keys, and quit."""

from __future__ import annotations

from typing import Any, ClassVar

from textual.app import App
from textual.await_complete import AwaitComplete
from textual.driver import Driver
from textual.binding import Binding, BindingType

DARK, LIGHT = "textual-dark", "textual-light"


class BaseApp(App[int]):
    """What the play, learn and replay apps share (each names its stylesheets)."""

    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", "quit", priority=True),
        Binding("ctrl+t", "toggle_theme", "theme", show=False),
        Binding("ctrl+l", "switch_language", "language", show=False, priority=True),  # dialogs too
    ]

    _ascii = False

    def __init__(self, theme: str = DARK) -> None:
        super().__init__()
        self.theme = theme

    @property
    def ascii(self) -> bool:
        """Plain-ASCII output (--ascii, or a terminal without the suit symbols)."""
        return self._ascii

    @ascii.setter
    def ascii(self, value: bool) -> None:
        self._ascii = value
        self.driver_class = self.get_driver_class()  # Textual chose it in __init__

    def get_driver_class(self) -> type[Driver]:
        driver = super().get_driver_class()
        return ascii_driver(driver) if self._ascii else driver

    def get_key_display(self, binding: Binding) -> str:
        """A key's name as the player's keyboard prints it (German Pos1 and Ende, French
        échap): Textual's hook for the footer."""
        shown = super().get_key_display(binding)
        return key_name(shown)

    def on_descendant_focus(self) -> None:
        """A dialog's button (or any widget) took the focus: the terminal's cursor goes
        there once it is drawn (``cursor.follow``)."""
        from crapette.app.cursor import follow

        self.call_after_refresh(follow, self)

    def pop_screen(self) -> AwaitComplete:
        """A dialog closed: the cursor goes back to the table (``cursor.follow``)."""
        from crapette.app.cursor import follow

        done = super().pop_screen()
        self.call_after_refresh(follow, self)
        return done

    def action_toggle_theme(self) -> None:
        self.theme = LIGHT if self.theme == DARK else DARK

    def action_switch_language(self) -> None:
        """The next language (en, fr, de), remembered; the game stays as it is."""
        from crapette.app.language import switch_language

        switch_language(self)


def key_name(shown: str) -> str:
    """A special key's name in the player's language, a function key as its keycap says
    (F1); any other key as Textual shows it."""
    from crapette.i18n import pgettext

    if shown == "esc":
        return pgettext("key", "esc")
    if shown == "home":
        return pgettext("key", "home")
    if shown == "end":
        return pgettext("key", "end")
    if shown == "enter":
        return pgettext("key", "enter")
    if len(shown) in (2, 3) and shown[0] == "f" and shown[1:].isdigit():
        return shown.upper()  # F1: as every keyboard prints the function keys
    return shown


def ascii_driver(driver: type[Driver]) -> type[Driver]:
    """The driver class whose output is made plain ASCII (``plain_ascii.to_ascii``)."""
    from crapette.app.plain_ascii import to_ascii

    class AsciiDriver(driver):  # type: ignore[valid-type, misc]
        def write(self, data: str) -> None:
            super().write(to_ascii(data))

    result: Any = AsciiDriver
    return result  # type: ignore[no-any-return]


__all__ = ["BaseApp", "DARK", "LIGHT", "ascii_driver"]
