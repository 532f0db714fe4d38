"""Why an action is not allowed, in words: the game's refusals (``Game.illegal_reason``,
``Game.push``) and the availability and building rules' (``rules.illegal_reason``)."""

from __future__ import annotations

from crapette.engine.actions import Action
from crapette.words.cards import card_symbol
from crapette.engine.piles import pile_name, seat_name
from crapette.words.piles import describe_pile, pile_in_sentence
from crapette.engine.why import Why
from crapette.i18n import _, ngettext
from crapette.words import say
from crapette.words.registry import saying
from crapette.words.voice import addressed


@saying("game.unknown-mode")
def _unknown_mode(why: Why) -> str:
    return _("unknown mode {mode} (stop or strict)").format(mode=repr(why["mode"]))


@saying("game.over")
def _over(why: Why) -> str:
    return _("the game is over")


@saying("game.over-with")
def _over_with(why: Why) -> str:
    return _("{action}: the game is over ({result})").format(action=why["action"], result=why["result"])


@saying("game.nothing-to-take-back")
def _nothing_to_take_back(why: Why) -> str:
    return _("there is no action to take back")


@saying("game.already-over")
def _already_over(why: Why) -> str:
    return _("the game is already over")


@saying("game.not-in-variants")
def _not_in_variants(why: Why) -> str:
    return _("not allowed under the variants in force")


@saying("game.caller-not-opponent")
def _caller_not_opponent(why: Why) -> str:
    opponents = why.arg("opponents", tuple)
    return _("{action}: only an opponent of {seat} may call ({opponents})").format(
        action=why.arg("action", Action), seat=repr(seat_name(why.arg("seat", int))),  # the notation's seat names
        opponents=", ".join(repr(seat_name(p)) for p in opponents))


# --- the availability and building rules (rules.illegal_reason) ---------------------------


@saying("turn.hand-card-up")
def _hand_card_up(why: Why) -> str:
    return addressed(_("you already have a turned hand card: play it or put it on your discard"),
                     _("{player} already has a turned hand card: to play, or to put on their discard"))


@saying("turn.nothing-to-turn")
def _nothing_to_turn(why: Why) -> str:
    return addressed(_("your hand and discard are empty: there is nothing to turn (use pass)"),
                     _("{player}'s hand and discard are empty: there is nothing to turn (pass)"))


@saying("pass.not-yet")
def _pass_not_yet(why: Why) -> str:
    return _("pass is only allowed with no hand, no turned hand card and no discard")


@saying("stop.not-a-move")
def _stop_not_a_move(why: Why) -> str:
    return _("a Stop! call is judged by the game, not by the building rules")


@saying("unknown-action")
def _unknown_action(why: Why) -> str:
    return _("unknown action")


@saying("move.same-pile")
def _same_pile(why: Why) -> str:
    return _("a card cannot move onto its own pile")


@saying("move.from-foundation")
def _from_foundation(why: Why) -> str:
    return _("cards never leave a foundation")


@saying("move.opponents-pile")
def _opponents_pile(why: Why) -> str:
    pile = pile_in_sentence(why.arg("pile", int), subject=True)
    if why.arg("seats", int) > 2:
        return addressed(_("{pile} belongs to an opponent: you cannot take cards from it"),
                         _("{pile} belongs to an opponent of {player}: {player} cannot take cards from it"), pile=pile)
    return addressed(_("{pile} belongs to your opponent: you cannot take cards from it"),
                     _("{pile} belongs to {player}'s opponent: {player} cannot take cards from it"), pile=pile)


@saying("move.own-discard")
def _own_discard(why: Why) -> str:
    return addressed(_("your own discard is not available (only with the variant discard-available)"),
                     _("{player}'s own discard is not available (only with the variant discard-available)"))


@saying("move.empty")
def _empty(why: Why) -> str:
    return _("{pile} is empty").format(pile=pile_in_sentence(why.arg("pile", int), subject=True))


@saying("move.reserve-face-down")
def _reserve_face_down(why: Why) -> str:
    return addressed(_("your reserve card is still face down: it turns up once no house card can go to a foundation"),
                     _("{player}'s reserve card is still face down: it turns up once no house card can go "
                       "to a foundation"))


@saying("move.load-face-down")
def _load_face_down(why: Why) -> str:
    return addressed(_("{pile} is still face down: you cannot load onto it"),
                     _("{pile} is still face down: {player} cannot load onto it"),
                     pile=pile_in_sentence(why.arg("pile", int), subject=True))


@saying("move.dead-house")
def _dead_house(why: Why) -> str:
    return _("{pile} holds a face-down card: it cannot be taken, and nothing goes on it").format(
        pile=pile_in_sentence(why.arg("pile", int)))


@saying("move.not-an-ace")
def _not_an_ace(why: Why) -> str:
    return _("only an ace can start a foundation, and {card} is not one").format(card=card_symbol(why.arg("card", int)))


@saying("move.foundation-order")
def _foundation_order(why: Why) -> str:
    return _("{card} does not go on {top}: foundations go up one rank in the same suit").format(
        card=card_symbol(why.arg("card", int)), top=card_symbol(why.arg("top", int)))


@saying("move.house-order")
def _house_order(why: Why) -> str:
    return _("{card} does not go on {top}: houses go down one rank in alternating colours").format(
        card=card_symbol(why.arg("card", int)), top=card_symbol(why.arg("top", int)))


@saying("move.to-hand")
def _to_hand(why: Why) -> str:
    return _("a card can never go to a hand")


@saying("move.own-reserve")
def _own_reserve(why: Why) -> str:
    return addressed(_("you cannot put cards on your own reserve"),
                     _("{player} cannot put cards on their own reserve"))


@saying("move.own-discard-hand-card-only")
def _own_discard_hand_card_only(why: Why) -> str:
    return addressed(_("only your turned hand card may go on your own discard"),
                     _("only {player}'s turned hand card may go on their own discard"))


@saying("move.load-empty")
def _load_empty(why: Why) -> str:
    return addressed(_("{pile} is empty: you can only load onto a card"),
                     _("{pile} is empty: {player} can only load onto a card"),
                     pile=pile_in_sentence(why.arg("pile", int), subject=True))


@saying("move.load-order")
def _load_order(why: Why) -> str:
    return _("{card} does not load onto {top}: it must be the same suit, one rank up or down").format(
        card=card_symbol(why.arg("card", int)), top=card_symbol(why.arg("top", int)))


@saying("move.out-of-play")
def _out_of_play(why: Why) -> str:
    return _("{pile} is out of play (the first house emptied leaves the game for good)").format(
        pile=pile_in_sentence(why.arg("pile", int)))


@saying("move.no-such-pile")
def _no_such_pile(why: Why) -> str:
    pile = why.arg("pile", int)
    return _("this game has no {pile} ({name})").format(pile=describe_pile(pile), name=pile_name(pile))


@saying("group.not-allowed")
def _group_not_allowed(why: Why) -> str:
    return _("cards move one at a time (groups move only with the variant group-moves)")


@saying("group.house-to-house")
def _group_house_to_house(why: Why) -> str:
    return _("a group moves only from one house to another")


@saying("group.too-few-face-up")
def _group_too_few(why: Why) -> str:
    count = why.arg("count", int)
    return ngettext("{pile} has only {count} face-up card", "{pile} has only {count} face-up cards", count).format(
        pile=pile_in_sentence(why.arg("pile", int)), count=count)


# --- the touch fault (variant touch; Wegner's picked-up card, ruling 27) -------------------


@saying("touch.not-in-variants")
def _touch_not_in_variants(why: Why) -> str:
    return _("it is not allowed under the variants in force")


@saying("touch.illegal-attempt")
def _touch_illegal_attempt(why: Why) -> str:
    return _("the attempted move {action} is illegal: {reason}").format(action=why["action"],
                                                                       reason=say(why.arg("why", Why)))


@saying("touch.cannot-move")
def _touch_cannot_move(why: Why) -> str:
    return _("the card picked up from {pile} cannot legally move anywhere").format(
        pile=pile_in_sentence(why.arg("pile", int)))


@saying("touch.fault")
def _touch_fault(why: Why) -> str:
    return _("Touch: {fault}.").format(fault=say(why.arg("fault", Why)))


@saying("touch.lowest-number")
def _touch_lowest_number(why: Why) -> str:
    return _("Picking up {card} began a move of the lowest number possible: no fault.").format(
        card=card_symbol(why.arg("card", int)))


@saying("touch.an-illegal-attempt")
def _touch_an_illegal_attempt(why: Why) -> str:
    return _("an illegal attempt")


@saying("touch.was-fault")
def _touch_was_fault(why: Why) -> str:
    return _("{action} was a fault: {fault}.").format(action=why["action"], fault=say(why.arg("fault", Why)))


@saying("touch.no-variant")
def _touch_no_variant(why: Why) -> str:
    return _("touch is an action only with the variant touch (and in Zank-Patience)")


@saying("touch.strict-mode")
def _touch_strict_mode(why: Why) -> str:
    return _("touch is recorded only in stop mode (strict mode refuses illegal moves)")


@saying("touch.empty")
def _touch_empty(why: Why) -> str:
    return _("{pile} is empty: there is no card to pick up").format(
        pile=pile_in_sentence(why.arg("pile", int), subject=True))


@saying("touch.wegner-drop")
def _touch_wegner_drop(why: Why) -> str:
    return _("in Zank-Patience a card dropped where it may not lie is simply taken back (001's building "
             "rules, ruling 27): it is no action of the record")


@saying("touch.wegner-pickup")
def _touch_wegner_pickup(why: Why) -> str:
    return _("the player to move picks up only their own discard's top card, the card taken from their "
             "source, or a house's top card")


@saying("touch.no-fault")
def _touch_no_fault(why: Why) -> str:
    return _("that is no fault: the card can be played (play the move itself)")


@saying("fill-spaces-first")
def _fill_spaces_first(why: Why) -> str:
    """003's obligation (fill-spaces-first, ruling 28), named."""
    return addressed(
        _("003, ruling 28: while a house is empty the reserve card comes first; {house} is empty, so your reserve "
          "card must be played now (to a house or a foundation)"),
        _("003, ruling 28: while a house is empty the reserve card comes first; {house} is empty, so {player}'s "
          "reserve card must be played now (to a house or a foundation)"),
        house=pile_in_sentence(why.arg("house", int)))
