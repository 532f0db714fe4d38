"""Wegner's Zank-Patience in words (``001``, Schikanieren): why his building rules refuse
an action (``zank.moves.zank_illegal_reason``), in his words for the piles (his
Randstapel, Mitte, Quelle in German; the Schikanier pile where Schikanieren has one)."""

from __future__ import annotations

from collections.abc import Sequence

from crapette.engine.actions import Action
from crapette.words.cards import card_symbol
from crapette.engine.piles import Words
from crapette.words.piles import describe_pile, pile_in_sentence as pile_words_in_sentence
from crapette.engine.position import Position
from crapette.engine.table import Pile
from crapette.engine.why import Why
from crapette.engine.zank.looking import card_moves
from crapette.i18n import _, colon
from crapette.words import say
from crapette.words.registry import saying
from crapette.words.voice import addressed


def pile_in_sentence(pile: Pile, subject: bool = False) -> str:
    """A pile in Wegner's words (his Randstapel, Mitte, Quelle in German; the Schikanier pile
    where Schikanieren has one): issue 27 item 8."""
    return pile_words_in_sentence(pile, Words.SCHIKANIEREN, subject=subject)


@saying("zank.pass-schikanier")
def _pass_schikanier(why: Why) -> str:
    return _("pass only when your source and discard are empty (your Schikanier pile is all you have left)")


@saying("zank.no-pass")
def _no_pass(why: Why) -> str:
    return _("Zank-Patience has no pass: turn a card from your source (or your discard over as a new source)")


@saying("zank.place-source-card")
def _place_source_card(why: Why) -> str:
    return _("place the card you took from your source first")


@saying("zank.not-a-move")
def _not_a_move(why: Why) -> str:
    return _("not a move of Zank-Patience")


@saying("zank.announced-house-to-house")
def _announced_house_to_house(why: Why) -> str:
    return _("only a move from house to house is announced (moves 2 and 3)")


@saying("zank.place-source-card-first")
def _place_source_card_first(why: Why) -> str:
    return _("place the card you took from your source first (001, move 7.2)")


@saying("zank.no-reserves")
def _no_reserves(why: Why) -> str:
    return _("Zank-Patience has no reserves")


@saying("zank.house-card-goes")
def _house_card_goes(why: Why) -> str:
    return _("a house card goes only to a foundation or, announced, to another house (moves 1–3)")


@saying("zank.no-move-of-the-list")
def _no_move_of_the_list(why: Why) -> str:
    return _("not one of the moves of 001's list")


@saying("zank.first-turn-houses")
def _first_turn_houses(why: Why) -> str:
    house = pile_in_sentence(why.arg("house", int))
    if why.arg("seats", int) > 2:
        return _("on your first turn only your own three houses are filled; {house} is another player's").format(
            house=house)
    return _("on the starting player's first turn only your own four houses are filled; {house} stays empty for "
             "your opponent").format(house=house)


@saying("schikanieren.own-pile")
def _own_pile(why: Why) -> str:
    return _("only your opponent puts cards on your Schikanier pile")


@saying("schikanieren.not-the-discard")
def _not_the_discard(why: Why) -> str:
    return _("in Schikanieren only your opponent's Schikanier pile is loaded, not their discard")


@saying("move.house-suit-order")
def _house_suit_order(why: Why) -> str:
    return _("{card} does not go on {top}: houses go down one rank in the same suit").format(
        card=card_symbol(why.arg("card", int)), top=card_symbol(why.arg("top", int)))


@saying("zank.announce")
def _announce(why: Why) -> str:
    return _("a move from house to house is move 2 or 3 and is announced: write {action} free:CARD "
             "(the card it frees for a foundation) or {action} empty:{house} (to empty the house)").format(
        action=why["action"], house=why["house"])


@saying("zank.empty")
def _empty(why: Why) -> str:
    return _("{pile} is empty").format(pile=pile_in_sentence(why.arg("pile", int), subject=True))


@saying("zank.announce-empty")
def _announce_empty(why: Why) -> str:
    return _("move 3 empties the house the cards come from: announce empty:{house}").format(house=why["house"])


@saying("zank.not-under")
def _not_under(why: Why) -> str:
    return _("{card} is not under the top card of {house}").format(
        card=card_symbol(why.arg("card", int)), house=pile_in_sentence(why.arg("house", int)))


@saying("zank.not-for-foundation")
def _not_for_foundation(why: Why) -> str:
    return _("{card} would not go to a foundation once freed (move 2 frees a card for one)").format(
        card=card_symbol(why.arg("card", int)))


# --- looking before touching (ruling 27: a card picked up begins a move) -------------------


def _card(card: int, pile: Pile, words: Words) -> str:
    """A top card and its pile, in Wegner's words ("9♠ (house 5)")."""
    return _("{card} ({pile})").format(card=card_symbol(card), pile=describe_pile(pile, words))


@saying("zank.pickup-fault")
def _pickup_fault(why: Why) -> str:
    card = _card(why.arg("card", int), why.arg("pile", int), why.arg("words", Words))
    lower = f"{why['step']} {why['move']}"
    own = why.arg("own", tuple)
    if not own:
        return _("{card} can make no move of the list, and {move} was possible").format(card=card, move=lower)
    return _("{card} can make only moves numbered higher ({steps}), and {move} was possible").format(
        card=card, steps=", ".join(own), move=lower)


def look_words(pos: Position, legal: Sequence[Action], pile: Pile) -> str:
    """What the top card of ``pile`` can do, in one line, for a player who looks before
    touching: its moves of the list by step, and whether picking it up is a fault."""
    seen = card_moves(pos, legal, pile)
    card = _card(pos.piles[pile][-1], pile, pos.rules.game.words)
    by_step: dict[str, list[str]] = {}
    for action, step in seen.moves:
        if step is not None:
            by_step.setdefault(step, []).append(pos.table.name(action.dst))
    said = "; ".join(_("{step} to {piles}").format(step=step, piles=", ".join(by_step[step]))
                     for step in seen.own_steps)
    if not said:
        said = _("no move of the list")
    if seen.fault and seen.first_step is not None:
        return _("{card}: {moves}. Picking it up now is a fault: {step} {move} comes first.").format(
            card=card, moves=said, step=seen.first_step, move=seen.first_move)
    if seen.own_steps:
        return _("{card}: {moves}. Picking it up now is no fault.").format(card=card, moves=said)
    return _("{card}: {moves}.").format(card=card, moves=said)



__all__ = ["look_words", "pile_in_sentence"]


# --- Wegner's ladder (zank/ladder.py: W1 … W8, ruling 26's conditions) ----------------------


@saying("zank.take-source")
def _take_source(why: Why) -> str:
    return addressed(_("take the top card of your source (turn)"),
                     _("{player} takes the top card of their source (turn)"))


@saying("zank.turn-discard")
def _turn_discard(why: Why) -> str:
    return addressed(_("turn your discard over as your new source and take its top card (turn)"),
                     _("{player} turns their discard over as their new source and takes its top card (turn)"))


@saying("zank.move")
def _move(why: Why) -> str:
    """``words.priorities``' move in Wegner's words (Randstapel, Mitte)."""
    action = why.arg("action", Action)
    return _("{card} from {source} to {target} ({action})").format(
        card=card_symbol(why.arg("card", int)), source=describe_pile(action.src, Words.SCHIKANIEREN),
        target=describe_pile(action.dst, Words.SCHIKANIEREN), action=action)


@saying("zank.step")
def _step(why: Why) -> str:
    return _("{rule}: {says}, and a move with a lower number comes first: {move}.").format(
        rule=why["rule"], says=say(why.arg("says", Why)), move=say(why.arg("move", Why)))


@saying("zank.discard-top")
def _discard_top(why: Why) -> str:
    if why["schikanier"]:
        return addressed(_("your discard's (or Schikanier pile's) top card"),
                         _("{player}'s discard's (or Schikanier pile's) top card"))
    return addressed(_("your discard's top card"), _("{player}'s discard's top card"))


@saying("zank.loaded.any-discard")
def _loaded_any(why: Why) -> str:
    return _("an opponent's discard")


@saying("zank.loaded.schikanier")
def _loaded_schikanier(why: Why) -> str:
    return addressed(_("your opponent's Schikanier pile"), _("{player}'s opponent's Schikanier pile"))


@saying("zank.loaded.discard")
def _loaded_discard(why: Why) -> str:
    return addressed(_("your opponent's discard"), _("{player}'s opponent's discard"))


@saying("zank.says.W1")
def _says_w1(why: Why) -> str:
    return _("a house card can go to a foundation (move 1)")


@saying("zank.W2")
def _w2(why: Why) -> str:
    if why["advanced"]:
        text = _("W2: {card} can be freed in {house} and go to a foundation (the least deep such card: "
                 "zank-advanced); announce it and free it first: {action}.")
    else:
        text = _("W2: {card} can be freed in {house} and go to a foundation; announce it and free it first: "
                 "{action}.")
    return text.format(card=card_symbol(why.arg("card", int)), house=pile_in_sentence(why.arg("house", int)),
                       action=why["action"])


@saying("zank.W3")
def _w3(why: Why) -> str:
    if why["advanced"]:
        text = _("W3: {house} can be emptied, leaving one more empty house than now (the highest such bottom "
                 "card: zank-advanced); announce it and empty it first: {action}.")
    else:
        text = _("W3: {house} can be emptied, leaving one more empty house than now; announce it and empty it "
                 "first: {action}.")
    return text.format(house=pile_in_sentence(why.arg("house", int)), action=why["action"])


@saying("zank.says.W4")
def _says_w4(why: Why) -> str:
    return _("{card} can go to a foundation (move 4)").format(card=say(why.arg("card", Why)))


@saying("zank.says.W5")
def _says_w5(why: Why) -> str:
    return _("{card} can go on a non-empty house (move 5)").format(card=say(why.arg("card", Why)))


@saying("zank.says.W6")
def _says_w6(why: Why) -> str:
    return _("{card} can go onto {pile} and no house is empty (move 6)").format(
        card=say(why.arg("card", Why)), pile=say(why.arg("pile", Why)))


@saying("zank.says.W7")
def _says_w7(why: Why) -> str:
    return addressed(_("move 7 is possible (7.1 {card} to an empty house, or 7.2 a card from your source)"),
                     _("move 7 is possible (7.1 {card} to an empty house, or 7.2 a card from {player}'s source)"),
                     card=say(why.arg("card", Why)))


@saying("zank.says.W7.1")
def _says_w71(why: Why) -> str:
    return _("move 7.1 is possible ({card} to an empty house)").format(card=say(why.arg("card", Why)))


@saying("zank.says.W7.2")
def _says_w72(why: Why) -> str:
    return addressed(_("move 7.2 is possible (a card from your source)"),
                     _("move 7.2 is possible (a card from {player}'s source)"))


@saying("zank.W7.2")
def _w72(why: Why) -> str:
    return addressed(_("W7.2: the card from your source goes to a foundation, else a non-empty house, else an "
                       "empty house, else {pile}, else your own discard: {move}."),
                     _("W7.2: the card from {player}'s source goes to a foundation, else a non-empty house, "
                       "else an empty house, else {pile}, else their own discard: {move}."),
                     pile=say(why.arg("pile", Why)), move=say(why.arg("move", Why)))


@saying("zank.says.W8")
def _says_w8(why: Why) -> str:
    return addressed(_("your source is empty: turn your discard over as your new source (move 8)"),
                     _("{player}'s source is empty: they turn their discard over as their new source (move 8)"))


@saying("zank.breach")
def _breach(why: Why) -> str:
    """An action that is no move of 001's list (ruling 26): why, and the lower moves."""
    lower = why.arg("lower", tuple)
    tail = (_("A lower-numbered move was possible: {moves}.").format(moves=", ".join(lower)) if lower
            else _("No lower-numbered move was possible."))
    return f"{why['rule']}{colon()}{say(why.arg('why', Why))}. {tail}"


@saying("zank.breach.empty-house")
def _breach_empty_house(why: Why) -> str:
    card = why["card"]
    said = (_("{card} fits on a non-empty house, so it may not go to the empty {target} (001: an empty house "
              "only for a card that fits on no non-empty one); {action} is no move 3") if why["step"] == "W3" else
            _("{card} fits on a non-empty house, so it may not go to the empty {target} (001: an empty house "
              "only for a card that fits on no non-empty one); {action} is no move 2"))
    return said.format(card=card_symbol(card) if isinstance(card, int) else "",
                       target=pile_in_sentence(why.arg("target", int)), action=why["action"])


@saying("zank.breach.not-freeable")
def _breach_not_freeable(why: Why) -> str:
    return _("{card} cannot be uncovered in {house} and then put on a foundation, so {action} is no "
             "move 2").format(card=card_symbol(why.arg("card", int)), house=pile_in_sentence(why.arg("house", int)),
                              action=why["action"])


@saying("zank.breach.no-empty-house")
def _breach_no_empty_house(why: Why) -> str:
    said = {
        "hidden": _("the bottom card of {house} is face down, so {action} is no move 3"),
        "stuck": _("the cards above the bottom card of {house} cannot all be moved off, so {action} is no move 3"),
        "leaves": _("{action} gains no empty house: {house} would be the first house emptied, which leaves play "
                    "(ruling 26), so it is no move 3"),
        "fills": _("{action} gains no empty house: emptying {house} fills another empty house (ruling 26), so it "
                   "is no move 3"),
    }.get(why.arg("fault", str), _("{action} gains no empty house: {card}, the bottom card of {house}, fits on no "
                                   "non-empty house, and put on an empty one it fills that house (ruling 26), so it "
                                   "is no move 3"))
    return said.format(action=why["action"], house=pile_in_sentence(why.arg("house", int)),
                       card=card_symbol(why.arg("card", int)))


@saying("zank.breach.load-with-empty-house")
def _breach_load(why: Why) -> str:
    return _("{action} loads {pile} while a house is empty, but move 6 is only for when no house is empty, "
             "so it is no move 6").format(action=why["action"], pile=pile_in_sentence(why.arg("pile", int)))
