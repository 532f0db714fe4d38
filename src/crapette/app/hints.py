"""The hint panel: the actions allowed now, mandatory ones first, each with its reason.

The list and the reasons come from the engine (``explain.hints``); this module only
lays them out and hands the chosen action back to the game screen, which plays it.
"""

from __future__ import annotations

import textwrap
from typing import ClassVar, NamedTuple

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from crapette.engine import MOVE, PILE_NAMES, Action, Game, Position
from crapette.engine.describe import describe_action
from crapette.engine.explain import hints

MANDATORY = "mandatory ("


def split_reason(reason: str) -> tuple[str | None, str]:
    """('P3: fill the empty houses …', 'Any card may go …') for a mandatory hint, (None, reason) otherwise.

    ``explain.hints`` writes a mandatory reason as "mandatory (RULE: title); building rule"."""
    if reason.startswith(MANDATORY) and "); " in reason:
        rule, _, building = reason[len(MANDATORY):].partition("); ")
        return rule, building
    return None, reason


class Hint(NamedTuple):
    """One entry of the list: an action, its reason, and the same move to other empty piles."""

    action: Action
    reason: str
    also: tuple[Action, ...] = ()


def gather(pos: Position, entries: list[tuple[Action, str]]) -> list[Hint]:
    """One entry per card and kind of empty pile: an ace may start any of eight empty
    foundations, a card any empty house; listing each would bury the other hints."""
    out: list[Hint] = []
    first: dict[tuple[int, int, bool, bool], int] = {}
    for action, reason in entries:
        dst = action.dst
        if action.kind == MOVE and dst >= 6 and not pos.piles[dst]:
            key = (action.src, action.count, dst >= 14, split_reason(reason)[0] is not None)
            if key in first:
                i = first[key]
                out[i] = out[i]._replace(also=out[i].also + (action,))
                continue
            first[key] = len(out)
        out.append(Hint(action, reason))
    return out


INDENT = 10  # the notation column


def _wrapped(text: str, width: int) -> str:
    """``text`` wrapped to ``width``, its later lines indented under the first (a hanging indent)."""
    lines = textwrap.wrap(text, max(width, 20)) or [""]
    return ("\n" + " " * INDENT).join(lines)


def hint_prompt(notation: str, words: str, reason: str, also: tuple[Action, ...] = (), width: int = 76) -> Content:
    """One entry: the action in notation and in words, then why it is allowed (or asked for);
    ``width`` is the room right of the notation column."""
    rule, building = split_reason(reason)
    indent = " " * INDENT
    if also and also[0].dst >= 14:
        words += " (or any other empty foundation)"
    elif also:
        words += " (or to " + ", ".join(PILE_NAMES[a.dst] for a in also) + ")"
    parts: list[str | tuple[str, str]] = [(f"{notation:<{INDENT - 1}} ", "bold $text-accent"), _wrapped(words, width)]
    if rule is not None:
        parts += ["\n", indent, ("Mandatory: ", "bold $text-warning"), _wrapped(rule, width - 11)]
    if building:
        parts += ["\n", indent, (_wrapped(building, width), "$text-muted")]
    return Content.assemble(*parts)


class HintScreen(ModalScreen["Action | None"]):
    """Every action allowed now; enter plays the highlighted one, escape closes."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,i", "close", "close")]

    def __init__(self, game: Game, names: tuple[str, str]) -> None:
        super().__init__()
        pos = game.position
        self.entries = gather(pos, hints(game))
        self.words = [describe_action(pos, hint.action, names) for hint in self.entries]
        self.player = names[pos.to_move]
        self.mode = game.mode
        self.mandatory = sum(1 for hint in self.entries if split_reason(hint.reason)[0] is not None)

    def compose(self) -> ComposeResult:
        n = len(self.entries)
        title = f"Hints for {self.player}: {n} choice{'s' if n != 1 else ''}"
        if self.mandatory:
            title += f", {self.mandatory} mandatory" + (" (listed first)" if self.mandatory < n else "")
        if self.mode == "strict":
            intro = "Strict mode accepts only these actions. "
        else:
            intro = "Any other action breaks a priority rule: the opponent could call on it. "
        # inside the panel: its border and padding, the notation column, the scroll bar
        width = min(self.app.size.width, 90) - 4 - INDENT - 2
        with Vertical(id="hint-panel"):
            yield Static(title, id="hint-title", markup=False)
            yield Static(intro + "Mandatory actions come from the priority rules in force.", id="hint-intro",
                         markup=False)
            yield OptionList(
                *(Option(hint_prompt(str(hint.action), words, hint.reason, hint.also, width), id=str(i))
                  for i, (hint, words) in enumerate(zip(self.entries, self.words))),
                id="hint-list",
            )

    def on_mount(self) -> None:
        self.query_one("#hint-panel").border_subtitle = "↑↓ choose · enter play it · esc close"
        self.query_one(OptionList).focus()

    def action_close(self) -> None:
        self.dismiss(None)

    @on(OptionList.OptionSelected)
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(self.entries[event.option_index].action)


__all__ = ["Hint", "HintScreen", "gather", "hint_prompt", "split_reason"]
