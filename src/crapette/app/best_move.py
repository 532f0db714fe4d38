"""One best move (the hint panel's first line): what the strongest computer level would
play now, and why: the plan for the rest of the turn that it is the first step of.

Taking the first listed hint again and again can shuffle a card between two houses for
ever (the list is every allowed action, mandatory ones first, not a choice); the best
move is a choice. It is asked of a copy of the game, the player's budget counts nodes
(``crapette.bots.levels``): the same position gives the same advice on any machine.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, NamedTuple

from crapette.app.view import Names, spoken_names
from crapette.engine import TURN, Action, Game
from crapette.words.describe import describe_action, words_of
from crapette.engine.piles import Words
from crapette.i18n import _

if TYPE_CHECKING:
    from crapette.bots import Player

#: How many actions of its plan the advice names (each may cost the player a search).
PLAN_STEPS = 6

#: One adviser per game on the table: it remembers the plan of its last search, so a
#: player who follows the advice is told the plan's next step, not the first step of a new
#: search, which (a budget's worth of positions each time) could undo the last one.
_ADVISERS: weakref.WeakKeyDictionary[Game, Player] = weakref.WeakKeyDictionary()


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
    player = _ADVISERS.get(game)
    if player is None:
        player = _ADVISERS[game] = make_player(LEVELS[number].name, 0)
    mirror = copy_of(game)
    mover = mirror.to_move
    first = _not_back(mirror, player.choose(mirror))
    plan: list[Action] = []
    action = first
    while action.kind != TURN:
        mirror.push(action)
        if mirror.outcome is not None or mirror.to_move != mover:
            break
        if len(plan) == PLAN_STEPS:
            return BestMove(first, number, tuple(plan), False, True)
        action = _not_back(mirror, player.choose(mirror))
        plan.append(action)
    return BestMove(first, number, tuple(plan), mirror.outcome is not None, False)


def _not_back(game: Game, action: Action) -> Action:
    """``action``, unless it brings the turn back to a position it has already been in
    (a card moved back where it came from): then the greedy choice among the actions that
    do not. Nothing can be gained by going round in a circle, and advice that does would
    have a player follow it for ever."""
    if action.is_call or action.kind == TURN:
        return action
    seen = _turn_positions(game)
    if _after(game, action) not in seen:
        return action
    from crapette.bots import GreedyPlayer

    others = [a for a in game.legal_actions() if not a.is_call and _after(game, a) not in seen]
    if not others:
        return action
    choice = GreedyPlayer(0).choose(game)
    return choice if choice in others else others[0]


def _after(game: Game, action: Action) -> str:
    """The position ``action`` leads to, as text (its exact state)."""
    game.push(action)
    try:
        return game.position.dumps()
    finally:
        game.pop()


def _turn_positions(game: Game) -> set[str]:
    """The positions the mover's turn has been in so far, this one included."""
    mover = game.to_move
    seen = {game.position.dumps()}
    taken: list[Action] = []
    while game.actions and game.to_move == mover:
        last = game.actions[-1]
        if last.kind == TURN or last.is_call:
            break
        taken.append(last)
        game.pop()
        if game.to_move != mover:
            break
        seen.add(game.position.dumps())
    for action in reversed(taken):
        game.push(action)
    return seen


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
