"""Which table keys act now, and, for one that does not, why — in one short line.

The screen asks ``key_state`` for every key (Textual's ``check_action``: True acts,
None is shown greyed, False is hidden) and ``refusal`` when a key that does not act is
pressed anyway, so that no key is ever silently ignored. Both read a ``Selection``
and change nothing.
"""

from __future__ import annotations

from crapette.engine import PASS, TURN, Action, move
from crapette.engine.actions import PASS_ACTION, TURN_ACTION
from crapette.engine.table import Pile
from crapette.app.selection import Selection
from crapette.app.undo import no_undo_in_stop_mode, undo_refusal
from crapette.app.view import sentence, who
from crapette.words.describe import action_said, call_word
from crapette.engine.piles import Words
from crapette.i18n import _, pgettext
from crapette.words import words_for
from crapette.words.priorities import violation_reason

#: Keys that change nothing on the table (always allowed, never refused).
FREE_KEYS = frozenset({"help", "rules", "toggle_log", "pace"})


def key_state(ctrl: Selection, action: str, parameters: tuple[object, ...]) -> bool | None:
    """True: the key acts; None: shown greyed; False: hidden (Textual's check_action)."""
    game = ctrl.game
    calls = ctrl.crapette_call
    if action == "undo":
        if game.mode != "strict":
            return False  # hidden in stop mode: taking back would defeat Stop!
        return undo_refusal(game, ctrl.human, ctrl.names) is None or None
    if action == "house" and missing_pile(ctrl, int(str(parameters[0]))) is not None:
        return False  # a house (or foundation) this table does not have (one deck: six, four); said when pressed
    if action == "far_opponent" and not ctrl.three_seats:
        return False  # two seats: o and p load the one opponent
    if action == "turn" and bool(parameters) != ctrl.game_type.takes_source_card:
        return False  # one t key in the footer: "turn" (the hand), or Wegner's "source"
    if action in ("own", "opponent") and parameters == ("reserve",) and not ctrl.game_type.has_reserve:
        return False  # Zank-Patience has no reserves (Schikanieren's Schikanier piles lie there)
    if ctrl.game_type.takes_source_card and _zank_hidden(ctrl, action):
        return False  # the 80-column footer shows only the keys that fit the moment, and z pause
    if action == "stop_naming":
        if game.mode == "strict" or calls or ctrl.game_type.founded_call_takes_back:  # Wegner's: names nothing
            return False
        action = "stop"
    if action in ("stop", "crapette") and (game.mode == "strict" or calls != (action == "crapette")):
        return False  # no calls in strict mode; else one call key, named for the variant
    if game.outcome is not None:
        return None
    if ctrl.opponent is not None and not ctrl.opponent.human_may(action):
        return None
    sel = ctrl.selected
    choice = ctrl.count_choice()
    if action in ("own", "house", "opponent", "far_opponent") and ctrl.touch_on and choice is None \
            and not ctrl.choosing_foundation:
        return True  # variant touch: every pile key acts, an illegal attempt is recorded
    if action == "hint":
        return True
    if action == "look":
        return ctrl.touch_begins_move or False  # Wegner's game only: looking before touching (ruling 27)
    if choice is not None and action == "confirm":
        return True  # the whole group
    if choice is not None and action == "house":
        return int(str(parameters[0])) in choice.counts or None
    if action == "own":
        return pile_key_useful(ctrl, ctrl.own_pile(str(parameters[0]))) or None
    if action == "house":
        n = int(str(parameters[0]))
        if ctrl.choosing_foundation:
            return ctrl.table.foundation(n) in ctrl.targets(sel) or None
        return pile_key_useful(ctrl, ctrl.table.house(n)) or None
    if action in ("opponent", "far_opponent"):
        pile = ctrl.opponent_pile(str(parameters[0]), action == "far_opponent")
        if sel is None:  # crapette-call: the opponent's reserve or discard card to a foundation
            return ctrl.selection_problem(pile) is None or None
        return pile in ctrl.targets(sel) or None
    if action in ("foundation", "choose_foundation", "confirm"):
        return bool(ctrl.foundation_targets(sel)) or None
    if action == "turn":
        return turn_allowed(ctrl) or None
    if action == "end_turn":
        return ctrl.allowed(ctrl.end_turn_action()) or None
    if action == "cancel":
        return (sel is not None or ctrl.choosing_foundation or ctrl.cursor is not None) or None
    if action in ("stop", "crapette"):
        return game.can_stop() or ctrl.held_touch() is not None or None  # Wegner: a card in hand began a move
    return True


def _zank_hidden(ctrl: Selection, action: str) -> bool:
    """Zank-Patience: esc only while a card is picked up; x only while a source card is
    held (it goes to the discard), t only while none is (it must be placed first)."""
    if action == "cancel":
        return ctrl.selected is None and not ctrl.choosing_foundation
    if action in ("turn", "end_turn"):
        held = bool(ctrl.game.position.piles[ctrl.table.hand_card(ctrl.mover)])
        return held == (action == "turn")
    return False


def turn_allowed(ctrl: Selection) -> bool:
    """Whether t (turn, or pass) would be taken now: strict mode refuses what breaks a priority rule."""
    return any(a.kind in (TURN, PASS) and ctrl.allowed(a) for a in ctrl.legal())


def pile_key_useful(ctrl: Selection, pile: Pile) -> bool:
    sel = ctrl.selected
    if sel is None:
        return ctrl.selection_problem(pile) is None
    if pile == sel:
        return bool(ctrl.foundation_targets(sel))
    return pile in ctrl.targets(sel) or ctrl.selection_problem(pile) is None


def refusal(ctrl: Selection, action: str, parameters: tuple[object, ...]) -> str:
    """Why the key does nothing now, as one sentence for the message line."""
    game = ctrl.game
    if game.outcome is not None:
        return _("The game is over.")
    call = call_word(ctrl.call_name())
    if action == "undo":
        if game.mode != "strict":
            return no_undo_in_stop_mode()
        return undo_refusal(game, ctrl.human, ctrl.names) or _("Nothing to undo.")
    if action in ("stop", "stop_naming", "crapette"):
        if game.mode == "strict":
            return _("No calls in strict mode: the game refuses a priority violation itself.")
        if ctrl.three_seats and game.stop_caller is not None and not ctrl.callers():
            computers = _(" or ").join(who(ctrl.names, c) for c in game.stop_callers)
            return _("No {call} now: it is for {players}, not a player at this keyboard.").format(
                call=call, players=computers)
        if ctrl.opponent is not None and not ctrl.opponent.human_may("stop") and not ctrl.three_seats:
            return _("No {call} now: it is for {player}, not the computer.").format(
                call=call, player=who(ctrl.names, ctrl.table.opponent(ctrl.mover)))
        reason = words_for(game.illegal_reason(ctrl.call_action())) or _("no call is possible now")
        return _("No {call} now: {reason}.").format(call=call, reason=reason)
    if action in ("own", "opponent") and parameters == ("reserve",) and not ctrl.game_type.has_reserve:
        return _("Zank-Patience has no reserves: d your discard, h the card from your source, t take one.")
    if ctrl.opponent is not None and not ctrl.opponent.human_may(action):
        return _("{player} is playing: wait for your turn.").format(player=who(ctrl.names, game.to_move))
    sel = ctrl.selected
    choice = ctrl.count_choice()
    if choice is not None and action == "house":
        return _("Choose how many cards: {counts}.").format(counts=", ".join(str(c) for c in choice.counts))
    if action == "house":
        missing = missing_pile(ctrl, int(str(parameters[0])))
        if missing is not None:
            return missing
    if action in ("own", "house", "opponent", "far_opponent"):
        return _pile_refusal(ctrl, action, str(parameters[0]))
    if action in ("foundation", "choose_foundation", "confirm"):
        if sel is None:
            return _("Pick a card first (r, h, d, 1–8), then f sends it to a foundation.")
        return _no_foundation(ctrl).format(card=ctrl.top_card(sel))
    if action == "turn":
        return _turn_refusal(ctrl)
    if action == "end_turn":
        end = ctrl.end_turn_action()
        if not game.position.piles[end.src] and ctrl.game_type.takes_source_card:
            return _("No card taken from your source: t takes its top card (x then puts it on your discard).")
        if not game.position.piles[end.src]:
            return _("No hand card is turned: x puts the turned hand card on your discard (t turns one).")
        return _("Cannot end the turn: {reason}.").format(reason=_reason(ctrl, end))
    return _("That key does nothing now.")


def missing_pile(ctrl: Selection, n: int) -> str | None:
    """Why number key ``n`` names no pile of this table (house 9 at two seats, a
    foundation beyond the last while one is chosen), or None when the pile is there."""
    table = ctrl.table
    if ctrl.choosing_foundation:
        if n <= table.foundation_count:
            return None
        return _("There is no foundation {number}: this table has foundations 1–{last}.").format(
            number=n, last=table.foundation_count)
    if n <= table.house_count:
        return None
    return _("There is no house {number}: this table has houses 1–{last}.").format(number=n, last=table.house_count)


def _pile_refusal(ctrl: Selection, action: str, name: str) -> str:
    sel = ctrl.selected
    if action == "own":
        pile = ctrl.own_pile(name)
    elif action == "house":
        n = int(name)
        pile = ctrl.table.foundation(n) if ctrl.choosing_foundation else ctrl.table.house(n)
    else:
        pile = ctrl.opponent_pile(name, action == "far_opponent")
    if sel is None or pile == sel:
        problem = ctrl.selection_problem(pile) if sel is None else None
        return problem or _no_foundation(ctrl).format(card=ctrl.top_card(pile))
    return sentence(_reason(ctrl, move(sel, pile)) + ".")


def _turn_refusal(ctrl: Selection) -> str:
    legal = ctrl.legal()
    for action in (TURN_ACTION, PASS_ACTION):
        if action in legal:
            said = _("Cannot turn: {reason}.") if action.kind == TURN else _("Cannot pass: {reason}.")
            return said.format(reason=_reason(ctrl, action))
    reason = words_for(ctrl.game.illegal_reason(TURN_ACTION)) or _("nothing to turn")
    return _("Cannot turn: {reason}.").format(reason=reason)


def _no_foundation(ctrl: Selection) -> str:
    """'{card} cannot go to a foundation now.', in Wegner's game his words (Mitte)."""
    if ctrl.words is not Words.STANDARD:
        return pgettext("Wegner's words", "{card} cannot go to a foundation now.")
    return _("{card} cannot go to a foundation now.")


def _reason(ctrl: Selection, action: Action) -> str:
    """Why the game would refuse ``action``: a building rule, or in strict mode a priority rule."""
    game = ctrl.game
    v = game.violation(action) if game.mode == "strict" else None
    if v is not None:
        why = violation_reason(v).rstrip(".")  # the caller ends the sentence
        if str(v.mandatory) in why:  # the rule's words name it already: the line stays short
            return _("{action} breaks rule {rule}: {why}").format(action=action_said(action, ctrl.words), rule=v.rule,
                                                                  why=why)
        return _("{action} breaks rule {rule}: {why}; play {mandatory}").format(
            action=action_said(action, ctrl.words), rule=v.rule, why=why, mandatory=action_said(v.mandatory, ctrl.words))
    return words_for(game.illegal_reason(action)) or _("not allowed now")


__all__ = ["FREE_KEYS", "key_state", "missing_pile", "pile_key_useful", "refusal", "turn_allowed"]
