"""The footers: key descriptions in the player's language, greying keys in place, and
giving way when the keys are wider than the screen (French and German words are longer).
"""

from __future__ import annotations

from typing import Any

from rich.style import Style
from rich.text import Text
from textual import events, messages
from textual.actions import parse
from textual.app import ComposeResult
from textual.binding import ActiveBinding
from textual.geometry import Region
from textual.screen import Screen
from textual.strip import Strip
from textual.widget import Widget
from textual.widgets import Footer
from textual.widgets._footer import FooterKey, FooterLabel, KeyGroup

from crapette.i18n import _, language
from crapette.app.widgets.kept_lines import KeptLines


def action_name(widget: Widget) -> str | None:
    """The action a footer item stands for (a key group: its keys' action), without
    its parameters: ``opponent('reserve')`` is ``opponent``."""
    if isinstance(widget, KeyGroup):
        keys = list(widget.query(FooterKey))
        return action_name(keys[0]) if keys else None
    return parse(widget.action)[1] if isinstance(widget, FooterKey) else None


def signature(widget: Widget) -> tuple[object, ...]:
    """What a footer widget shows, which sets its width: the same key in the same words
    (a footer composed again, say behind a dialog) keeps its measured width."""
    if isinstance(widget, FooterKey):
        return ("key", widget.key_display, widget.description, widget.has_class("-grouped"))
    if isinstance(widget, KeyGroup):
        return ("group", *(signature(k) for k in widget.query(FooterKey)))
    if isinstance(widget, FooterLabel):
        return ("label", str(widget.content))
    return (type(widget).__name__,)


def signatures(row: list[Widget]) -> list[tuple[object, ...]]:
    """Each widget's signature with the kind of widget after it (the gap between them
    depends on both margins)."""
    return [(*signature(w), type(after).__name__ if after is not None else "")
            for w, after in zip(row, [*row[1:], None])]


class TranslatedFooter(Footer):
    """The stock Footer, its key descriptions said in the player's language: a screen marks
    its bindings' descriptions with ``N_``, and they are translated here, where shown.

    When its keys are wider than the screen (the stock Footer just cuts them, ^q quit
    first), the keys the screen names in ``FOOTER_GIVES_WAY`` are hidden in that order
    until the rest fit; keys not named there (? help, ^q quit) always show. Hidden keys
    stay listed by ? help (and the pile keys on the prompt line)."""

    _spoken = ""
    _footprints: dict[object, int]  # a widget's width in the row, by what it shows (``signature``)
    _tries = 0

    def compose(self) -> ComposeResult:
        self._spoken = language()
        self._tries = 0
        self._forget_removed_keys()
        if not hasattr(self, "_footprints"):
            self._footprints = {}  # kept across compositions: measured once, also behind a dialog
        said = getattr(self.screen, "key_words", _)  # a game's own words for a key (Wegner's Mitte)
        for widget in super().compose():
            if isinstance(widget, FooterKey):
                widget.description = said(widget.description) if widget.description else ""
            elif isinstance(widget, FooterLabel) and isinstance(widget.content, str):  # a group's word (o p load)
                widget.content = _(widget.content)
            yield widget
        self.call_after_refresh(self.fit)  # once laid out: each key's width is known

    def _forget_removed_keys(self) -> None:
        """Drop the watchers of the keys a recomposition removed. The stock Footer binds each
        key's ``compact`` to its own (``data_bind``), and Textual forgets a closed watcher
        only when the watched value changes, which ours never does: every recomposition
        (the Zank-Patience boards recompose at every action, their keys changing) kept ~16
        keys alive for good, 0.4 MB an action. Called when composing anew, when the old
        keys are gone; Textual's own pruning (``Reactive._check_watchers``) does the same."""
        watchers: dict[str, list[tuple[Any, Any]]] = getattr(self, "__watchers", {})
        for found in watchers.values():
            found[:] = [(node, callback) for node, callback in found if node.is_attached and not node._closing]

    def on_resize(self, event: events.Resize) -> None:
        self.fit()

    def refit(self) -> None:
        """Fit again after the screen was covered (a dialog over it at start: the keys were
        not laid out, and ``fit`` had given up)."""
        self._tries = 0
        self.call_after_refresh(self.fit)

    def items(self) -> list[tuple[str | None, list[Widget]]]:
        """The footer's items in order, each an action and its widgets (a key group and
        the word after it are one item)."""
        out: list[tuple[str | None, list[Widget]]] = []
        for child in self.children:
            if child.styles.dock != "none":
                continue
            if isinstance(child, FooterLabel) and out and isinstance(out[-1][1][-1], KeyGroup):
                out[-1][1].append(child)
            else:
                out.append((action_name(child), [child]))
        return out

    def fit(self) -> None:
        """Hide the keys that give way, in the screen's order, until the rest fit."""
        order: tuple[str, ...] = getattr(self.screen, "FOOTER_GIVES_WAY", ()) if self.is_attached else ()
        items = self.items()
        if not order or not items or self.size.width == 0:
            return
        if not self._measure(items):
            return
        row = [w for _, ws in items for w in ws]
        need = self._footprints["lead"] + sum(self._footprints[key] for key in signatures(row))
        hidden: set[str] = set()
        for action in order:
            if need <= self.size.width:
                break
            for name, widgets in items:
                if name == action:
                    hidden.add(action)
                    need -= sum(self._footprints[key] for w, key in zip(row, signatures(row)) if w in widgets)
        for name, widgets in items:
            for widget in widgets:
                widget.display = name not in hidden

    def _measure(self, items: list[tuple[str | None, list[Widget]]]) -> bool:
        """Each widget's width in the row, gap to the next included, from the layout with
        every key shown (measured once per composition); False until that layout is done."""
        row = [w for _, ws in items for w in ws]
        keys = signatures(row)
        if "lead" in self._footprints and all(key in self._footprints for key in keys):
            return True
        if not all(w.display for w in row) or any(w.region.width == 0 for w in row):
            for widget in row:
                widget.display = True
            self._tries += 1
            if self._tries < 4:  # not laid out yet: again after the next refresh
                self.call_after_refresh(self.fit)
            return False
        self._footprints["lead"] = row[0].region.x - self.content_region.x  # the row's left margin
        for widget, after, key in zip(row, row[1:], keys):
            self._footprints[key] = after.region.x - widget.region.x
        last = row[-1]
        self._footprints[keys[-1]] = last.region.width + last.styles.margin.right
        return True

    def bindings_changed(self, screen: Screen[object]) -> None:
        if self._spoken and self._spoken != language():  # a new language: every description anew
            self._bindings_ready = True
            if self.is_attached and screen is self.screen:
                self.call_after_refresh(self.recompose)
            return
        super().bindings_changed(screen)


def shown_bindings(screen: Screen[object]) -> dict[str, ActiveBinding]:
    """``Screen.active_bindings`` for the keys a footer can show: the keys bound only to
    bindings it never shows are left out, and their ``check_action`` is not asked (the
    table's pile keys: two thirds of the keys, and the dearest to work out)."""
    chain = screen._modal_binding_chain
    shown = {key for _node, bindings in chain for key, binding in bindings if binding.show}
    active: dict[str, ActiveBinding] = {}
    check = screen.app._check_action_state
    for namespace, bindings in chain:  # as Textual does, key by key
        for key, binding in bindings:
            if key not in shown:
                continue
            state = check(binding.action, namespace)
            if state is False:  # not shown at all (None: shown greyed)
                continue
            existing = active.get(key)
            if existing is None or (binding.priority and not existing.binding.priority):
                active[key] = ActiveBinding(namespace, binding, bool(state), binding.tooltip)
    return active


#: a greyed key's look: what the stock ``FooterKey.-disabled`` rule (text-style: dim) gives
DIM = Style(dim=True)


class GreyingKey(FooterKey):
    """A footer key greyed by its own drawing, not by the ``-disabled`` class: a class
    changed restyles the key through the whole stylesheet (~1 ms of every key press
    that greys or lights a key). It looks the same: dim under its own styles."""

    def __init__(self, key: FooterKey) -> None:
        super().__init__(key.key, key.key_display, key.description, key.action,
                         tooltip=str(key.tooltip or ""), classes=" ".join(key.classes - {"-disabled"}))
        self._disabled = key._disabled
        self._looks: dict[tuple[Region, bool], list[Strip]] = {}  # its lines, greyed and lit

    def render_lines(self, crop: Region) -> list[Strip]:
        """The key's lines as drawn before, greyed or lit: a board row repainted beside the
        footer has the compositor ask every key of the row for its line, and drawing the
        one that greyed anew costs more than all the rest of the repaint."""
        look = (crop, self._disabled)
        lines = self._looks.get(look)
        if lines is None:
            if len(self._looks) > 8:  # a few sizes at most
                self._looks.clear()
            lines = self._looks[look] = super().render_lines(crop)
        return lines

    def notify_style_update(self) -> None:
        self._looks.clear()  # a new theme, the pointer over the key (:hover), compact or not
        super().notify_style_update()

    def grey(self, disabled: bool) -> None:
        """Greyed or lit, repainted with the change that did it (the board's rows): the
        screen told at once, not after this key's own turn to go idle, one frame later."""
        if disabled != self._disabled:
            self._disabled = disabled
            self.refresh()
            if self.display:  # a key given way (``fit``) is laid out again when it shows
                self.screen.post_message(messages.Update(self))

    def render(self) -> Text:
        text = super().render()
        if self._disabled:
            text.stylize_before(DIM)
        return text


class KeptLabel(KeptLines, FooterLabel):
    """A key group's word (o p *load*), its line kept while it does not change (``KeptLines``)."""


class GameFooter(KeptLines, TranslatedFooter):
    """The footer, greying keys in place: the stock Footer recomposes all its keys on
    every change (some 30 ms), and here only which keys are enabled changes."""

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            if type(widget) is FooterKey:  # greyed in place (``GreyingKey``), bound as the stock key is
                widget = GreyingKey(widget).data_bind(compact=Footer.compact)
            elif type(widget) is FooterLabel:  # a group's word, asked for its line at every repaint
                widget = KeptLabel(widget.content, classes=" ".join(widget.classes))
            yield widget

    def on_mount(self) -> None:
        self.call_next(self._follow_at_once)  # after the stock Footer's own subscription

    def _follow_at_once(self) -> None:
        """Hear the screen's bindings change as it happens (the stock Footer hears it
        when the footer's turn comes): the keys grey with the change that greyed them,
        in the same repaint."""
        signal = self.screen.bindings_updated_signal
        signal.unsubscribe(self)
        signal.subscribe(self, self.bindings_changed, immediate=True)

    def bindings_changed(self, screen: Screen[object]) -> None:
        keys = list(self.walk_children(FooterKey))  # no selector to match: at every change
        # composing anew: in the footer's own turn, as the stock Footer does (its keys are
        # bound to the footer's reactives, which the screen's turn cannot do)
        if not keys or not self._bindings_ready or self._spoken != language():
            self.call_next(super().bindings_changed, screen)
            return
        active = shown_bindings(screen)
        shown = {key for key, b in active.items() if b.binding.show}
        if shown != {k.key for k in keys}:  # keys to show or to hide (the board shown again after too small)
            self.call_next(super().bindings_changed, screen)
            return
        for footer_key in keys:
            binding = active.get(footer_key.key)
            disabled = binding is None or not binding.enabled
            if isinstance(footer_key, GreyingKey):
                footer_key.grey(disabled)
            elif disabled != footer_key._disabled:
                footer_key._disabled = disabled
                footer_key.set_class(disabled, "-disabled")


__all__ = ["GameFooter", "GreyingKey", "TranslatedFooter"]
