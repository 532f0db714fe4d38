"""One best move (the hint panel's first line): what the strongest computer level would
play now, and why: the plan for the rest of the turn that it is the first step of.

Taking the first listed hint again and again can shuffle a card between two houses for
ever (the list is every allowed action, mandatory ones first, not a choice); the best
move is a choice. It is asked of a copy of the game, the player's budget counts nodes
(``crapette.bots.levels``): the same position gives the same advice on any machine.
"""

from __future__ import annotations

from typing import NamedTuple

from crapette.app.view import Names, spoken_names
from crapette.engine import TURN, Action, Game
from crapette.words.describe import describe_action, words_of
from crapette.engine.piles import Words
from crapette.i18n import _

#: How many actions of its plan the advice names (each may cost the player a search).
PLAN_STEPS = 6


class BestMove(NamedTuple):
    """The strongest level's choice and the actions it plans after it in this turn."""

    action: Action
    level: int
    plan: tuple[Action, ...]
    wins: bool  # the plan wins the game
    cut: bool  # the plan goes on beyond PLAN_STEPS


def copy_of(game: Game) -> Game:
    """A private copy of ``game`` (its start and actions replayed): the advice never
    touches the game on the table."""
    mirror = Game(game.start.copy(), game.mode, game.seed)
    for action in game.actions:
        mirror.push(action)
    return mirror


def best_move(game: Game) -> BestMove | None:
    """What the strongest computer level plays now (None once the game is over), and the
    actions it plans after it while the turn lasts (up to ``PLAN_STEPS``; the plan stops
    at a turned hand card, which nobody can plan past)."""
    if game.outcome is not None or not game.legal_actions():
        return None
    from crapette.bots import LEVELS, make_player  # loaded when a hint is asked for

    number = max(LEVELS)
    player = make_player(LEVELS[number].name, 0)
    mirror = copy_of(game)
    mover = mirror.to_move
    first = player.choose(mirror)
    plan: list[Action] = []
    action = first
    while action.kind != TURN:
        mirror.push(action)
        if mirror.outcome is not None or mirror.to_move != mover:
            break
        if len(plan) == PLAN_STEPS:
            return BestMove(first, number, tuple(plan), False, True)
        action = player.choose(mirror)
        plan.append(action)
    return BestMove(first, number, tuple(plan), mirror.outcome is not None, False)


def best_words(best: BestMove, game: Game, names: Names) -> str:
    """The advice in one paragraph: the move in notation and words, then why."""
    pos = game.position
    said = _("Best move (computer level {level}): {action}, {words}.").format(
        level=best.level, action=best.action, words=describe_action(pos, best.action, spoken_names(names), ahead=True))
    if best.action.kind == TURN:
        why = (_("Why: nothing it could play now would help more; the next hand card may.")
               if words_of(pos) is Words.STANDARD else
               _("Why: nothing it could play now would help more; the next card of the source may."))
    elif not best.plan:
        why = _("Why: it wins the game.") if best.wins else _("Why: nothing better is left this turn.")
    else:
        steps = " → ".join(str(a) for a in (best.action, *best.plan))
        why = (_("Why: it is the first step of its plan for this turn, which begins {steps}.") if best.cut
               else _("Why: it is the first step of its plan for this turn: {steps}.")).format(steps=steps)
    return said + " " + why


__all__ = ["BestMove", "PLAN_STEPS", "best_move", "best_words", "copy_of"]
