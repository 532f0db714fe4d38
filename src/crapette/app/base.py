"""The base of the three apps (play, learn, replay): the stylesheet, the title, the theme
key and quit."""

from __future__ import annotations

from typing import ClassVar

from textual.app import App
from textual.binding import Binding, BindingType

DARK, LIGHT = "textual-dark", "textual-light"


class BaseApp(App[int]):
    """What the play, learn and replay apps share (each names its stylesheets)."""

    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", "quit", priority=True),
        Binding("ctrl+t", "toggle_theme", "theme", show=False),
    ]

    def __init__(self, theme: str = DARK) -> None:
        super().__init__()
        self.theme = theme

    def action_toggle_theme(self) -> None:
        self.theme = LIGHT if self.theme == DARK else DARK


__all__ = ["BaseApp", "DARK", "LIGHT"]
