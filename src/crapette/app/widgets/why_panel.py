"""The replay's "Why" panel: the explanation of the last action, a styled line per sentence."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static
from crapette.app.widgets.paragraph import Paragraph

#: Sentences the panel can show: action, rule, the table's events (ruling 23), judgement (2), notes,
#: allowed, aftermath, end.
PANEL_LINES = 12


class WhyPanel(VerticalScroll, can_focus=False):
    """The explanation of the last action, one styled line per kind of sentence. The lines
    are made once and updated: stepping re-renders text, not widgets."""

    def compose(self) -> ComposeResult:
        for i in range(PANEL_LINES):
            yield Paragraph("", classes="why", id=f"why-{i}", markup=False)

    def show(self, parts: list[tuple[str, str]]) -> None:
        lines = list(self.query(".why").results(Static))
        for line, part in zip(lines, parts + [("", "")] * (len(lines) - len(parts))):
            kind, text = part
            line.update(text)
            line.set_classes(f"why -{kind}" if kind else "why")
            line.display = bool(text)
        self.scroll_home(animate=False)


__all__ = ["PANEL_LINES", "WhyPanel"]
