"""The footer of the table screens, greying keys in place."""

from __future__ import annotations

from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey


class GameFooter(Footer):
    """The footer, greying keys in place: the stock Footer recomposes all its keys on
    every change (some 30 ms), and here only which keys are enabled changes."""

    def bindings_changed(self, screen: Screen[object]) -> None:
        keys = list(self.query(FooterKey))
        if not keys or not self._bindings_ready:
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


__all__ = ["GameFooter"]
