"""Which announcement? (Zank-Patience, moves 2 and 3.) When a card moved from house to
house could be announced in several ways that fit, the player picks one: a key per
announcement (1, 2, …), esc to put the card back. Frogmouth-style: a small subclass of
the dialog base, one question, one key."""

from __future__ import annotations

from collections.abc import Sequence

from textual.binding import Binding

from crapette.app.games import app_game
from crapette.app.dialogs.base import ButtonSpec, Dialog
from crapette.engine import Action, Position
from crapette.words.cards import card_symbol
from crapette.i18n import N_, _, colon

#: At most this many announcements get a key (a house holds fewer freeable cards).
MAX_CHOICES = 9


def announce_buttons(choices: Sequence[Action]) -> list[ButtonSpec]:
    """One short button per announcement, in words (« libérer 8♥ [1] »; the notation's
    ``free:8H`` was English on a French screen: issue 27 item 6), and esc; the body says
    each in full."""
    out: list[ButtonSpec] = []
    for i, action in enumerate(choices[:MAX_CHOICES], 1):
        said = (_("free {card}").format(card=card_symbol(action.frees)) if action.frees >= 0 else
                _("empty {house}").format(house=str(action).rpartition(":")[2]))
        out.append((f"choice-{i}", f"{said} [{i}]", "primary" if i == 1 else "default"))
    out.append(("cancel", N_("Back [esc]"), "default"))
    return out


class AnnounceScreen(Dialog):
    """Dismissed with ``choice-N`` (the N-th announcement, from 1) or ``cancel``."""

    BINDINGS = [
        *[Binding(str(n), f"pick({n})", str(n), show=False) for n in range(1, MAX_CHOICES + 1)],
        Binding("escape", "dismiss('cancel')", N_("put it back")),
    ]

    def __init__(self, pos: Position, choices: Sequence[Action]) -> None:
        self.count = min(len(choices), MAX_CHOICES)
        self.pos, self.choices = pos, tuple(choices)
        super().__init__("", "", announce_buttons(choices))
        self.say()

    def words(self) -> tuple[str, str, list[ButtonSpec]]:
        pos, choices = self.pos, self.choices
        first = choices[0]
        lines = [_("Moves 2 and 3 are announced: moving {source} to {target}, say what for. Press its number "
                   "(esc: put the card back).").format(source=pos.table.name(first.src),
                                                        target=pos.table.name(first.dst))]
        said = app_game(pos.rules.game).announcement_words  # the game's words for its announcements
        lines += [f"  {i}  {action}{colon()}{said(pos, action)}"
                  for i, action in enumerate(choices[:MAX_CHOICES], 1)]
        return _("Announce the move"), "\n".join(lines), announce_buttons(choices)  # in the language of now

    def action_pick(self, n: int) -> None:
        if 1 <= n <= self.count:
            self.dismiss(f"choice-{n}")


__all__ = ["AnnounceScreen", "announce_buttons"]
