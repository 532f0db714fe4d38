"""The footers: key descriptions in the player's language, and greying keys in place."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey, FooterLabel

from crapette.i18n import _, language


class TranslatedFooter(Footer):
    """The stock Footer, its key descriptions said in the player's language: a screen marks
    its bindings' descriptions with ``N_``, and they are translated here, where shown."""

    _spoken = ""

    def compose(self) -> ComposeResult:
        self._spoken = language()
        for widget in super().compose():
            if isinstance(widget, FooterKey):
                widget.description = _(widget.description) if widget.description else ""
            elif isinstance(widget, FooterLabel) and isinstance(widget.content, str):  # a group's word (o p load)
                widget.content = _(widget.content)
            yield widget

    def bindings_changed(self, screen: Screen[object]) -> None:
        if self._spoken and self._spoken != language():  # a new language: every description anew
            self._bindings_ready = True
            if self.is_attached and screen is self.screen:
                self.call_after_refresh(self.recompose)
            return
        super().bindings_changed(screen)


class GameFooter(TranslatedFooter):
    """The footer, greying keys in place: the stock Footer recomposes all its keys on
    every change (some 30 ms), and here only which keys are enabled changes."""

    def bindings_changed(self, screen: Screen[object]) -> None:
        keys = list(self.query(FooterKey))
        if not keys or not self._bindings_ready or self._spoken != language():
            super().bindings_changed(screen)
            return
        active = screen.active_bindings
        shown = {key for key, b in active.items() if b.binding.show}
        if shown != {k.key for k in keys}:  # keys to show or to hide (the board shown again after too small)
            super().bindings_changed(screen)
            return
        for footer_key in keys:
            binding = active.get(footer_key.key)
            disabled = binding is None or not binding.enabled
            if disabled != footer_key._disabled:
                footer_key._disabled = disabled
                footer_key.set_class(disabled, "-disabled")


__all__ = ["GameFooter", "TranslatedFooter"]
