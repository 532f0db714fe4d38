"""The whole screen as plain text (every layer: board, panels, dialogs, footer), for
tests that read what a player sees."""

from __future__ import annotations

from textual.app import App


def screen_text(app: App[object]) -> str:
    """What the terminal shows now, line by line, without styles."""
    strips = app.screen._compositor.render_strips()
    return "\n".join(strip.text for strip in strips)
