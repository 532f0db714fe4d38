"""The rules text (package data), rendered once in a thread and scrolled."""

from __future__ import annotations

import io
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.strip import Strip
from textual.widgets import Static

from crapette.app.widgets.line_view import LineView
from crapette.i18n import N_, _, language, spell_plain
from crapette.app.dialogs.modal import Modal


class RulesScreen(Modal[None]):
    """The rules text from package data, rendered from Markdown.

    The rules are long (some 45 kB): the Markdown widget, which builds a widget per
    block, takes seconds to open them. Here a thread renders them once with Rich while
    the screen already shows, and a line-API view scrolls the result."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q,f1,R", "dismiss", N_("close"))]

    def compose(self) -> ComposeResult:
        with Vertical(id="rules"):
            yield Static(_("Rules — ↑↓ PgUp PgDn to scroll, Esc to close"), id="rules-title")
            yield Static(_("Loading the rules…"), id="rules-loading")
            yield LineView(id="rules-text")

    def on_mount(self) -> None:
        view = self.query_one(LineView)
        view.focus()
        width = max(min(self.app.size.width, 90) - 7, 20)  # inside #rules: border, padding, scrollbar
        code = language()
        self.run_worker(lambda: self.render_rules(width, code), thread=True, exclusive=True)

    def render_rules(self, width: int, code: str = "en") -> None:
        strips = render_markdown(spell_plain(load_rules(code)), width)  # plain: in ASCII under --ascii
        self.app.call_from_thread(self.show_rules, strips)

    def show_rules(self, strips: list[Strip]) -> None:
        """Show the rendered rules, unless the screen closed while the thread rendered them
        (esc pressed at once on a busy machine: its widgets are gone, nothing to show)."""
        loading, views = self.query("#rules-loading"), self.query(LineView)
        if not self.is_attached or not loading or not views:
            return
        loading.first().display = False
        views.first().set_lines(strips)


# Rich wraps at any white space, a no-break one too (Textualize/rich#4196), and the French
# rules would put « : » or « ; » at the start of a line. Until it is rendered, each no-break
# space stands as a private-use character of the same width, which Rich does not break at.
_HOLD = str.maketrans({"\u00a0": "\ue000", "\u202f": "\ue001"})
_RELEASE = str.maketrans({"\ue000": "\u00a0", "\ue001": "\u202f"})


def render_markdown(text: str, width: int) -> list[Strip]:
    """``text`` (Markdown) rendered by Rich in ``width`` cells, one strip per line, its
    no-break spaces kept: no line begins with the colon a no-break space held."""
    from rich.console import Console
    from rich.markdown import Markdown
    from rich.segment import Segment

    console = Console(width=width, color_system="truecolor", legacy_windows=False, file=io.StringIO())
    options = console.options.update(width=width)
    rendered = console.render_lines(Markdown(text.translate(_HOLD), hyperlinks=False), options, pad=False)
    return [Strip([Segment(seg.text.translate(_RELEASE), seg.style, seg.control) for seg in line])
            for line in rendered]


def load_rules(code: str = "en") -> str:
    """The rules in Markdown in language ``code`` (crapette/data/rules.md, rules.fr.md,
    rules.de.md: the English is the reference, and stands in for a missing translation),
    or a line saying where to find them."""
    from importlib import resources

    name = "rules.md"  # the one named when none can be read
    for name in ([f"rules.{code}.md"] if code != "en" else []) + ["rules.md"]:
        try:
            return resources.files("crapette").joinpath(f"data/{name}").read_text(encoding="utf-8")
        except (OSError, ModuleNotFoundError):
            continue
    return _("# Rules\n\nThe rules text is not installed with this copy of crapette "
             "(crapette/data/{name} is missing); see docs/{name} in the project.\n\nPress Esc to go "
             "back.").format(name=name)



__all__ = ["RulesScreen", "load_rules", "render_markdown"]
