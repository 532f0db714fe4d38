"""Which table keys act now, and, for one that does not, why — one rule for both.

``key_rule`` answers for a key: its state as Textual's ``check_action`` reads it (True
acts, None is shown greyed, False is hidden) and why it does not act, said when it is
pressed anyway (no key is ever silently ignored). The footer, the prompt line and the
refusal on the message line all ask it; it reads a ``Selection`` and changes nothing.
Each branch decides both answers, so a key's state and its refusal cannot drift apart.
The reason is worded only when asked (the footer asks every key's state at each change).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from crapette.engine import PASS, TURN, Action, move
from crapette.engine.actions import PASS_ACTION, TURN_ACTION
from crapette.engine.table import Pile
from crapette.app.pausing import pause_caller
from crapette.app.selection import Selection
from crapette.app.undo import no_undo_in_stop_mode, undo_refusal
from crapette.app.view import sentence, who
from crapette.words.describe import action_said, call_word
from crapette.i18n import _
from crapette.words import words_for
from crapette.words.priorities import violation_reason

#: Keys that change nothing on the table (always allowed, never refused).
FREE_KEYS = frozenset({"help", "rules", "toggle_log", "pace"})
#: The keys of the piles: the mover's own, a house (or a foundation, or a group size), an opponent's.
PILE_KEYS = ("own", "house", "opponent", "far_opponent")
#: The keys that make a call.
CALL_KEYS = ("stop", "crapette", "stop_naming")
#: The keys that still act during a Pause: Continue and Stop!, and those that change
#: nothing on the table.
DURING_PAUSE = frozenset({"pause", "stop", "crapette", "help", "rules", "toggle_log", "stats", "pace"})


def _does_nothing() -> str:
    return _("That key does nothing now.")


class KeyRule(NamedTuple):
    """Whether a key acts now (``state``: True acts, None greyed, False hidden) and
    ``why`` it does not, worded when asked."""

    state: bool | None
    why: Callable[[], str] = _does_nothing

    @property
    def acts(self) -> bool:
        return self.state is True


ACTS = KeyRule(True)


def key_rule(ctrl: Selection, action: str, parameters: tuple[object, ...]) -> KeyRule:
    """Whether ``action`` (a binding's action, with its parameters) acts now, and why not."""
    if action == "pause" or ctrl.paused_by is None or action in DURING_PAUSE:
        return _pause_rule(ctrl, action, parameters)
    rule = _table_rule(ctrl, action, parameters)
    paused = ctrl.paused_by

    def still() -> str:
        names = ctrl.names
        return _("Pause: {player} keeps still until {caller} continues (z) or someone calls Stop! (!).").format(
            player=who(names, ctrl.game.to_move), caller=who(names, paused))

    return KeyRule(None if rule.state is not False else False, still)  # a key hidden in this game stays hidden


def _pause_rule(ctrl: Selection, action: str, parameters: tuple[object, ...]) -> KeyRule:
    """z: it pauses or continues now, or it is hidden where Pause is not offered."""
    if action != "pause":
        return _table_rule(ctrl, action, parameters)
    if ctrl.paused_by is not None or pause_caller(ctrl) is not None:
        return ACTS
    return KeyRule(False, lambda: _("Pause is called by a player waiting (Zank-Patience), or against the computer "
                                    "while it plays."))


def _table_rule(ctrl: Selection, action: str, parameters: tuple[object, ...]) -> KeyRule:
    """The keys of the table, Pause aside; a reason says first that the game is over."""
    rule = _rule(ctrl, action, parameters)
    if rule.state is True:
        return rule
    game, why = ctrl.game, rule.why

    def reason() -> str:
        return _("The game is over.") if game.outcome is not None else why()

    return KeyRule(rule.state, reason)


def _rule(ctrl: Selection, action: str, parameters: tuple[object, ...]) -> KeyRule:
    """A table key: hidden where this table or game has no use for it, greyed while the
    game is over or a computer plays, else as the moment allows."""
    if action == "undo":
        return _undo_rule(ctrl)
    if action in CALL_KEYS:
        return _call_rule(ctrl, action)
    if action == "turn" and bool(parameters) != ctrl.game_type.takes_source_card:
        # one t key in the footer: "turn" (the hand), or Wegner's "source"
        return KeyRule(False, lambda: _waiting(ctrl, action) or _turn_refusal(ctrl))
    why = _pile_why(ctrl, action, str(parameters[0])) if action in PILE_KEYS else _other_why(ctrl, action)
    if _hidden(ctrl, action, parameters):
        return KeyRule(False, why)
    if ctrl.game.outcome is not None or (ctrl.computers is not None and not ctrl.computers.human_may(action)):
        return KeyRule(None, why)
    now = _now(ctrl, action, parameters)
    return ACTS if now else KeyRule(now, why)


def _undo_rule(ctrl: Selection) -> KeyRule:
    """u: hidden in stop mode (taking back would defeat Stop!), else greyed with the reason."""
    if ctrl.game.mode != "strict":
        return KeyRule(False, no_undo_in_stop_mode)
    refused = undo_refusal(ctrl.game, ctrl.human, ctrl.names)
    return ACTS if refused is None else KeyRule(None, lambda: refused or _("Nothing to undo."))


def _hidden(ctrl: Selection, action: str, parameters: tuple[object, ...]) -> bool:
    """A key this table or game has no use for (it is left out of the footer)."""
    if action == "house":
        return missing_pile(ctrl, int(str(parameters[0]))) is not None  # one deck: six houses, four foundations
    if action == "far_opponent":
        return not ctrl.far_opponent  # o and p load the one opponent
    if action in ("own", "opponent"):
        return parameters == ("reserve",) and not ctrl.game_type.has_reserve  # a game without reserves
    return ctrl.app_game.hides(ctrl, action)  # a game may show only the keys that fit the moment


def _now(ctrl: Selection, action: str, parameters: tuple[object, ...]) -> bool | None:
    """Whether a key of this table acts at this moment (None: greyed; False: hidden)."""
    sel = ctrl.selected
    choice = ctrl.count_choice()
    if action in PILE_KEYS and ctrl.touch_on and choice is None and not ctrl.choosing_foundation:
        return True  # variant touch: every pile key acts, an illegal attempt is recorded
    if action == "look":
        return ctrl.touch_begins_move  # where picking up is touching: looking first (ruling 27)
    if choice is not None and action in ("confirm", "house"):
        return action == "confirm" or int(str(parameters[0])) in choice.counts or None  # enter: the whole group
    if action in PILE_KEYS:
        return _pile_now(ctrl, action, str(parameters[0])) or None
    if action in ("foundation", "choose_foundation", "confirm"):
        return bool(ctrl.foundation_targets(sel)) or None
    if action == "turn":
        return turn_allowed(ctrl) or None
    if action == "end_turn":
        return ctrl.allowed(ctrl.end_turn_action()) or None
    if action == "cancel":
        return (sel is not None or ctrl.choosing_foundation or ctrl.cursor is not None) or None
    return True  # hint, and the keys that change nothing on the table


def _pile_now(ctrl: Selection, action: str, name: str) -> bool:
    """Whether a pile key does something now: picks up, puts down, or sends to a foundation."""
    sel = ctrl.selected
    if action == "own":
        return pile_key_useful(ctrl, ctrl.own_pile(name))
    if action == "house":
        if ctrl.choosing_foundation:
            return ctrl.table.foundation(int(name)) in ctrl.targets(sel)
        return pile_key_useful(ctrl, ctrl.table.house(int(name)))
    pile = ctrl.opponent_pile(name, action == "far_opponent")
    if sel is None:  # crapette-call: the opponent's reserve or discard card to a foundation
        return ctrl.selection_problem(pile) is None
    return pile in ctrl.targets(sel)


def _acts(acts: bool, why: Callable[[], str]) -> KeyRule:
    """Acts, or greyed with its reason."""
    return ACTS if acts else KeyRule(None, why)


def _call_rule(ctrl: Selection, action: str) -> KeyRule:
    """! (Stop!, or Crapette! under crapette-call) and N (Stop! naming a move)."""
    game = ctrl.game
    calls = ctrl.crapette_call

    def why() -> str:
        call = call_word(ctrl.call_name())
        if game.mode == "strict":
            return _("No calls in strict mode: the game refuses a priority violation itself.")
        callers = game.stop_callers
        if callers and not ctrl.callers():  # the call is for the computers only
            if len(callers) == 1:
                return _("No {call} now: it is for {player}, not the computer.").format(
                    call=call, player=who(ctrl.names, callers[0]))
            return _("No {call} now: it is for {players}, not a player at this keyboard.").format(
                call=call, players=_(" or ").join(who(ctrl.names, c) for c in callers))
        reason = words_for(game.illegal_reason(ctrl.call_action())) or _("no call is possible now")
        return _("No {call} now: {reason}.").format(call=call, reason=reason)

    if action == "stop_naming":
        if game.mode == "strict" or calls or ctrl.game_type.founded_call_takes_back:  # Wegner's: names nothing
            return KeyRule(False, why)
        action = "stop"
    if game.mode == "strict" or calls != (action == "crapette"):
        return KeyRule(False, why)  # no calls in strict mode; else one call key, named for the variant
    if game.outcome is not None or (ctrl.computers is not None and not ctrl.computers.human_may(action)):
        return KeyRule(None, why)
    return _acts(game.can_stop() or ctrl.held_touch() is not None, why)  # Wegner: a card in hand began a move


def _waiting(ctrl: Selection, action: str) -> str | None:
    """A computer is to move: the person waits for their turn."""
    if ctrl.computers is not None and not ctrl.computers.human_may(action):
        return _("{player} is playing: wait for your turn.").format(player=who(ctrl.names, ctrl.game.to_move))
    return None


def _pile_why(ctrl: Selection, action: str, name: str) -> Callable[[], str]:
    """Why a pile key does nothing now."""

    def why() -> str:
        if action in ("own", "opponent") and name == "reserve" and not ctrl.game_type.has_reserve:
            return ctrl.app_game.no_reserve_words()
        waiting = _waiting(ctrl, action)
        if waiting is not None:
            return waiting
        choice = ctrl.count_choice()
        if choice is not None and action == "house":
            return _("Choose how many cards: {counts}.").format(counts=", ".join(str(c) for c in choice.counts))
        if action == "house":
            missing = missing_pile(ctrl, int(name))
            if missing is not None:
                return missing
        return _pile_refusal(ctrl, action, name)

    return why


def _other_why(ctrl: Selection, action: str) -> Callable[[], str]:
    """Why a turn key, f, enter or another table key does nothing now."""

    def why() -> str:
        waiting = _waiting(ctrl, action)
        if waiting is not None:
            return waiting
        sel = ctrl.selected
        if action in ("foundation", "choose_foundation", "confirm"):
            if sel is None:
                return _("Pick a card first (r, h, d, 1–8), then f sends it to a foundation.")
            return _no_foundation(ctrl).format(card=ctrl.top_card(sel))
        if action == "turn":
            return _turn_refusal(ctrl)
        if action == "end_turn":
            return _end_turn_refusal(ctrl)
        return _does_nothing()

    return why


def _end_turn_refusal(ctrl: Selection) -> str:
    end = ctrl.end_turn_action()
    if not ctrl.game.position.piles[end.src] and ctrl.game_type.takes_source_card:
        return _("No card taken from your source: t takes its top card (x then puts it on your discard).")
    if not ctrl.game.position.piles[end.src]:
        return _("No hand card is turned: x puts the turned hand card on your discard (t turns one).")
    return _("Cannot end the turn: {reason}.").format(reason=_reason(ctrl, end))


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
    """'{card} cannot go to a foundation now.', in the game's words."""
    return ctrl.app_game.no_foundation_words(cancelled=False)


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


__all__ = ["ACTS", "CALL_KEYS", "DURING_PAUSE", "FREE_KEYS", "KeyRule", "PILE_KEYS", "key_rule", "missing_pile",
           "pile_key_useful", "turn_allowed"]
