"""`moves`: the actions allowed now, numbered, the mandatory ones first with the rule
that asks for them; a number typed plays that action. The list and its reasons are the
engine's (``explain.hints``), grouped as the full-screen hint panel groups them (one
entry for an ace that may start any empty foundation).
"""

from __future__ import annotations

from crapette.app.view import Names, spoken_names
from crapette.engine import Action, Game
from crapette.words.describe import describe_action
from crapette.words.explain import hints
from crapette.i18n import _


def allowed(game: Game) -> list[Action]:
    """The numbered actions, in the order ``moves`` lists them."""
    from crapette.app.dialogs.hints import gather

    return [entry.action for entry in gather(game.position, hints(game))]


def move_lines(game: Game, names: Names) -> list[str]:
    """The list as lines: an introduction, then "3. SR-H1 South: 7♠ from reserve to
    house 1 (mandatory, P1: …)"."""
    from crapette.app.dialogs.hints import gather, hint_intro
    from crapette.words.explain import forbidden

    pos = game.position
    entries = gather(pos, hints(game))
    if not entries:
        return [_("No action is allowed now.")]
    mandatory = sum(1 for entry in entries if entry.hint.mandatory)
    lines = [hint_intro(forbidden(game), mandatory, game.mode)]
    for number, entry in enumerate(entries, 1):
        hint = entry.hint
        words = describe_action(pos, hint.action, spoken_names(names), ahead=True)
        if entry.also and pos.table.is_foundation(entry.also[0].dst):  # as the hint panel says it
            words += _(" (or any other empty foundation)")
        elif entry.also:
            words += _(" (or to {piles})").format(piles=", ".join(pos.table.name(a.dst) for a in entry.also))
        line = f"{number}. {hint.action}  {words}"
        if hint.rule is not None:
            line += " " + _("(mandatory, {rule}: {title})").format(rule=hint.rule, title=hint.rule_title)
        lines.append(line)
    return lines


__all__ = ["allowed", "move_lines"]
