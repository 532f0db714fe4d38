"""Undo in strict mode: which actions a player may take back, and taking them back.

At one keyboard (hot seat) a player takes back only their own actions of the turn
they are playing: North may not undo the discard that ended South's turn. Against the
computer, undo goes back to the human's own last action, the computer's actions after
it included. Stop mode has no undo (taking back would defeat Stop!).
"""

from __future__ import annotations

from crapette.engine import Action, Game, Position
from crapette.engine.table import Seat
from crapette.app.selection import possessive_words
from crapette.app.view import who, Names
from crapette.i18n import _


def last_actor(game: Game) -> Seat | None:
    """Who made the game's last action (None when there is none)."""
    if not game.actions:
        return None
    action = game.pop()
    actor = game.to_move
    game.push(action)
    return actor


def undo_refusal(game: Game, human: Seat | None, names: Names) -> str | None:
    """Why nothing may be taken back now, or None if an undo would take something back."""
    if game.mode != "strict":
        return no_undo_in_stop_mode()
    if game.outcome is not None:
        return _("The game is over.")
    if not game.actions:
        return _("Nothing to undo: no action has been played yet.")
    if human is not None:
        return None if _human_acted(game, human) else _("Nothing of yours to take back yet.")
    actor = last_actor(game)
    if actor != game.to_move:
        turn = possessive_words(names, game.to_move, _("{player}'s turn"), _("the turn of {player}"))
        return _("Nothing to undo in {turn}: the last action was {player}'s (only your own actions of this "
                 "turn).").format(turn=turn, player=who(names, actor if actor is not None else game.to_move))
    return None


def no_undo_in_stop_mode() -> str:
    """Why stop mode has no undo (said by undo and by the u key)."""
    return _("No undo in stop mode: taking an action back would defeat the call.")


def _human_acted(game: Game, human: Seat) -> bool:
    taken: list[Action] = []
    found = False
    while game.actions:
        taken.append(game.pop())
        if game.to_move == human:
            found = True
            break
    for action in reversed(taken):
        game.push(action)
    return found


def take_back(game: Game, human: Seat | None) -> list[Action]:
    """Take back the last action (against the computer, back to the human's own last
    one); returns what was taken back, latest first. Call only when ``undo_refusal`` is None."""
    taken: list[Action] = []
    while game.actions:
        taken.append(game.pop())
        if human is None or game.to_move == human:
            break
    return taken


def position_before_last(game: Game) -> Position | None:
    """Replay the game without its last action (for words about a Stop!'s judged action)."""
    if not game.actions:
        return None
    replay = Game(game.start.copy(), game.mode)
    for action in game.actions[:-1]:
        replay.push(action)
    return replay.position


__all__ = ["last_actor", "no_undo_in_stop_mode", "position_before_last", "take_back", "undo_refusal"]
