"""The hint panel: the actions allowed now, mandatory ones first, each with its reason.

The list and the reasons come from the engine (``explain.hints``, ``Hint`` values); this
module only lays them out and hands the chosen action back to the screen, which plays it.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from typing import ClassVar, NamedTuple

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.content import Content
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from crapette.app.view import Names, name_of, spoken_names
from crapette.engine import MOVE, Action, Game, Position
from crapette.words.describe import describe_action
from crapette.app.games import app_game
from crapette.words.explain import Forbidden, Hint, forbidden, forbidden_words, hints
from crapette.engine.table import STANDARD_TABLE
from crapette.i18n import N_, _, colon, ngettext
from crapette.app.dialogs.modal import Modal
from crapette.app.widgets.paragraph import Paragraph

INDENT = 10  # the notation column


class HintEntry(NamedTuple):
    """One entry of the list: a hint, and the same move to other empty piles."""

    hint: Hint
    also: tuple[Action, ...] = ()

    @property
    def action(self) -> Action:
        return self.hint.action


def gather(pos: Position, entries: list[Hint]) -> list[HintEntry]:
    """One entry per card and kind of empty pile: an ace may start any of eight empty
    foundations, a card any empty house; listing each would bury the other hints."""
    table = pos.table  # the game's: three seats number their piles beyond the standard table's
    out: list[HintEntry] = []
    first: dict[tuple[int, int, bool, str | None], int] = {}
    for hint in entries:
        action = hint.action
        dst = action.dst
        if action.kind == MOVE and table.owner(dst) is None and not pos.piles[dst]:
            key = (action.src, action.count, table.is_foundation(dst), hint.rule)
            if key in first:
                i = first[key]
                out[i] = out[i]._replace(also=out[i].also + (action,))
                continue
            first[key] = len(out)
        out.append(HintEntry(hint))
    return out


def _wrapped(text: str, width: int) -> str:
    """``text`` wrapped to ``width``, its later lines indented under the first (a hanging indent)."""
    lines = textwrap.wrap(text, max(width, 20)) or [""]
    return ("\n" + " " * INDENT).join(lines)


def hint_prompt(entry: HintEntry, words: str, width: int = 76) -> Content:
    """One entry: the action in notation and in words, then why it is allowed (or asked for);
    ``width`` is the room right of the notation column."""
    hint, also = entry
    indent = " " * INDENT
    if also and STANDARD_TABLE.is_foundation(also[0].dst):
        words += _(" (or any other empty foundation)")
    elif also:
        words += _(" (or to {piles})").format(piles=", ".join(STANDARD_TABLE.name(a.dst) for a in also))
    notation = str(hint.action)
    parts: list[str | tuple[str, str]] = [(f"{notation:<{INDENT - 1}} ", "bold $text-accent"), _wrapped(words, width)]
    if hint.rule is not None:
        mandatory = _("Mandatory: ") if hint.mandatory else _("Asked for: ")
        parts += ["\n", indent, (mandatory, "bold $text-warning"),
                  _wrapped(f"{hint.rule}{colon()}{hint.rule_title}", width - len(mandatory))]
    if hint.building:
        parts += ["\n", indent, (_wrapped(hint.building, width), "$text-muted")]
    return Content.assemble(*parts)


def hint_intro(forbidden: Sequence[Forbidden], mandatory: int, mode: str, touching: bool = False) -> str:
    """The line above the list: what the priority rules forbid now, each as far as it
    goes and no further (P3 forbids only turning), or that they forbid nothing; where
    picking a card up is touching it (``touching``, Wegner's ruling 27), that too."""
    if touching:
        return _hint_intro(forbidden, mandatory, mode) + " " + _(
            "Picking a card up is touching it: v shows what each card can do, untouched.")
    return _hint_intro(forbidden, mandatory, mode)


def _hint_intro(forbidden: Sequence[Forbidden], mandatory: int, mode: str) -> str:
    if not forbidden:
        if not mandatory:
            return _("No priority rule asks for anything now: each of these is a free choice.")
        return _("No action possible now breaks a priority rule: each of these is allowed.")
    rules = forbidden_words(forbidden)
    if mode == "strict":
        intro = _("Strict mode accepts only these actions.") + " " + rules
    else:
        intro = rules + " " + _("A call on such an action would be founded.")
    if mandatory:
        intro += " " + _("Mandatory actions come from the priority rules in force.")
    return intro


class HintScreen(Modal["Action | None"]):
    """Every action allowed now; enter plays the highlighted one, escape closes."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,i", "close", N_("close"))]

    def __init__(self, game: Game, names: Names, best: Action | None = None, best_said: str = "") -> None:
        super().__init__()
        self.best, self.best_said = best, best_said  # one best move (``best_move.py``), said first
        pos = game.position
        self.entries = gather(pos, hints(game))
        self.words = [describe_action(pos, entry.action, spoken_names(names), ahead=True) for entry in self.entries]
        self.player = name_of(names, pos.to_move)
        self.mode = game.mode
        self.mandatory = sum(1 for entry in self.entries if entry.hint.mandatory)
        self.forbidden = forbidden(game)
        self.touching = app_game(game.rules.game).picking_up_touches

    def compose(self) -> ComposeResult:
        n = len(self.entries)
        title = ngettext("Hints for {player}: {count} choice", "Hints for {player}: {count} choices", n).format(
            player=self.player, count=n)
        if self.mandatory:
            title += ngettext(", {count} mandatory", ", {count} mandatory", self.mandatory).format(count=self.mandatory)
            title += _(" (listed first)") if self.mandatory < n else ""
        intro = hint_intro(self.forbidden, self.mandatory, self.mode, self.touching)
        # inside the panel: its border and padding, the notation column, the scroll bar
        width = min(self.app.size.width, 90) - 4 - INDENT - 2
        with Vertical(id="hint-panel"):
            yield Static(title, id="hint-title", markup=False)
            yield Paragraph(intro, id="hint-intro",
                         markup=False)
            if self.best_said:
                yield Paragraph("★ " + self.best_said, id="hint-best", markup=False)
            best = self.best_index()
            yield OptionList(
                *(Option(hint_prompt(entry, words + (_(" (★ best)") if i == best else ""), width), id=str(i))
                  for i, (entry, words) in enumerate(zip(self.entries, self.words))),
                id="hint-list",
            )

    def best_index(self) -> int | None:
        """The entry of the best move (the list starts there), if one was given."""
        return next((i for i, entry in enumerate(self.entries)
                     if self.best is not None and self.best in (entry.action, *entry.also)), None)

    def on_mount(self) -> None:
        self.query_one("#hint-panel").border_subtitle = _("↑↓ choose · enter play it · esc close")
        options = self.query_one(OptionList)
        options.focus()
        best = self.best_index()
        if best is not None:
            options.highlighted = best

    def action_close(self) -> None:
        self.dismiss(None)

    @on(OptionList.OptionSelected)
    def chosen(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(self.entries[event.option_index].action)


__all__ = ["HintEntry", "HintScreen", "gather", "hint_intro", "hint_prompt"]
