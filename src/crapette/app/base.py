"""The base of the three apps (play, learn, replay): the stylesheet, the title, the theme
and language keys, and quit."""

from __future__ import annotations

from typing import Any, ClassVar

from textual.app import App
from textual.await_complete import AwaitComplete
from textual.driver import Driver
from textual.binding import Binding, BindingType

from crapette.app.look import DARK, LIGHT
from crapette.app.review_request import ReviewWanted


class BaseApp(App[int]):
    """What the play, learn and replay apps share (each names its stylesheets)."""

    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", "quit", priority=True),
        Binding("ctrl+t", "toggle_theme", "theme", show=False),  # and the four-colour deck (look.py)
        Binding("ctrl+l", "switch_language", "language", show=False, priority=True),  # dialogs too
    ]

    _ascii = False
    #: a bell on a founded Stop! (``look.py``; the game screen rings it)
    bell_on = False

    def __init__(self, theme: str = DARK) -> None:
        super().__init__()
        self.theme = theme

    @property
    def four_colour(self) -> bool:
        """The four-colour deck (``look.py``): ♦ blue and ♣ green, the class ``-four-colour``."""
        return self.has_class("-four-colour")

    @four_colour.setter
    def four_colour(self, value: bool) -> None:
        self.set_class(value, "-four-colour")

    @property
    def ascii(self) -> bool:
        """Plain-ASCII output (--ascii, or a terminal without the suit symbols)."""
        return self._ascii

    @ascii.setter
    def ascii(self, value: bool) -> None:
        """Plain ASCII everywhere: the texts spelled in ASCII before they are laid out (German
        Süd → Sued), the dialogs' borders drawn with ``+-|`` (the ``-ascii`` class), and the
        driver's one-for-one stand-ins for the rest (suits, lines)."""
        from crapette.i18n import set_plain

        self._ascii = value
        set_plain(value)
        self.set_class(value, "-ascii", update=False)  # set before the app runs
        self.driver_class = self.get_driver_class()  # Textual chose it in __init__

    def get_driver_class(self) -> type[Driver]:
        driver = super().get_driver_class()
        return ascii_driver(driver) if self._ascii else driver

    def get_key_display(self, binding: Binding) -> str:
        """A key's name as the player's keyboard prints it (German Pos1 and Ende, French
        échap): Textual's hook for the footer."""
        from crapette.i18n import spell_plain

        shown = super().get_key_display(binding)
        return spell_plain(key_name(shown))  # ⇧← as shift+<- under --ascii

    def on_review_wanted(self, message: ReviewWanted) -> None:
        """The review of a game on screen (``review_request``), over the screen that asked."""
        from crapette.app.screens.review import ReviewScreen
        from crapette.app.screens.review_replay import ReviewReplayScreen

        if not isinstance(self.screen, (ReviewScreen, ReviewReplayScreen)):
            self.push_screen(ReviewScreen(message.record, message.names))

    def on_descendant_focus(self) -> None:
        """A dialog's button (or any widget) took the focus: the terminal's cursor goes
        there once it is drawn (``cursor.follow``)."""
        from crapette.app.terminal_cursor import follow

        self.call_after_refresh(follow, self)

    def pop_screen(self) -> AwaitComplete:
        """A dialog closed: the cursor goes back to the table (``cursor.follow``)."""
        from crapette.app.terminal_cursor import follow

        done = super().pop_screen()
        self.call_after_refresh(follow, self)
        return done

    def action_toggle_theme(self) -> None:
        """ctrl+t: the next look (dark, light, each with the four-colour deck), remembered."""
        from crapette.app.look import look_name, next_look, remember

        self.theme, self.four_colour = next_look(self.theme, self.four_colour)
        self.say_remembered(look_name(self.theme, self.four_colour),
                            remember(self.theme, self.four_colour, self.bell_on))

    def say_remembered(self, said: str, trouble: str | None) -> None:
        """A look just chosen, said in a toast (and that it is for this run only when the
        settings file cannot be written)."""
        if trouble is None:
            self.notify(said, timeout=2)
        else:
            self.notify(f"{said}, {trouble}", severity="warning", timeout=4)

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
