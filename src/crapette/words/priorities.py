"""The priority rules in words: why a rule applies (``Violation.why``), the rules' titles,
and a move as those sentences name it."""

from __future__ import annotations

from crapette.engine.actions import Action
from crapette.words.cards import card_symbol
from crapette.words.piles import describe_pile, pile_in_sentence
from crapette.engine.violation import Violation
from crapette.engine.why import Why
from crapette.i18n import _
from crapette.words import say
from crapette.words.registry import saying
from crapette.words.voice import addressed


def violation_text(violation: Violation, about: str | None = None) -> str:
    """The violation in one or two sentences, its rule first ("P1: your reserve card …");
    ``about``: said about that player instead of to the player to move."""
    return say(violation.why, about)


def violation_reason(violation: Violation, about: str | None = None) -> str:
    """``violation_text`` without its rule's label, for a line that names the rule already."""
    return without_rule_label(violation_text(violation, about), violation.rule)


def rule_title(violation: Violation) -> str:
    """The broken rule in a few words, in the player's language (a variant's rule whose
    title is not in the catalog stays English)."""
    return _(violation.title) if violation.title else ""


def without_rule_label(message: str, rule: str) -> str:
    """``message`` without the label it begins with, "P1: " in English and German,
    « P1 : » in French (a no-break space before the colon); unchanged if it has none."""
    head, colon, rest = message.partition(":")
    if colon and head.strip() == rule:
        return rest.lstrip()
    return message


@saying("refused")
def _refused(why: Why) -> str:
    """An action refused, named first: "H3-H6: …" (the notation's text, then the reason)."""
    return f"{why.arg('action', Action)}: {say(why.arg('why', Why))}"


@saying("move")
def _move(why: Why) -> str:
    action = why.arg("action", Action)
    return _("{card} from {source} to {target} ({action})").format(
        card=card_symbol(why.arg("card", int)), source=describe_pile(action.src), target=describe_pile(action.dst),
        action=action)


@saying("priority.P1")
def _p1(why: Why) -> str:
    return addressed(_("P1: your reserve card can go to a foundation, and that must be played before anything "
                       "else: {move}."),
                     _("P1: {player}'s reserve card can go to a foundation, and that must be played before "
                       "anything else: {move}."), move=say(why.arg("move", Why)))


@saying("priority.P2")
def _p2(why: Why) -> str:
    return _("P2: an available card can go to a foundation, and a foundation move must be made first: "
             "{move}.").format(move=say(why.arg("move", Why)))


@saying("priority.P3")
def _p3(why: Why) -> str:
    return addressed(_("P3: your reserve is not empty and {house} is empty: fill the empty houses from your "
                       "reserve before turning a hand card: {move}."),
                     _("P3: {player}'s reserve is not empty and {house} is empty: {player} must fill the "
                       "empty houses from it before turning a hand card: {move}."),
                     house=pile_in_sentence(why.arg("house", int)), move=say(why.arg("move", Why)))





# --- the stricter ladders (000's S1–S4 and M1; 003's C1–C3 and the Crapette! call) ---------


@saying("freeing")
def _freeing(why: Why) -> str:
    sequence = why.arg("sequence", tuple)
    return _("{card} in {house} can be freed and played to a foundation: {moves}, then {last}").format(
        card=card_symbol(why.arg("card", int)), house=pile_in_sentence(why.arg("house", int)),
        moves=", ".join(str(a) for a in sequence[:-1]), last=sequence[-1])


@saying("priority.S1")
def _s1(why: Why) -> str:
    return _("S1: {freeing}; freeing it comes before any other action.").format(freeing=say(why.arg("freeing", Why)))


@saying("priority.M1")
def _m1(why: Why) -> str:
    return _("M1: a card must be freed in the fewest moves ({moves}): {freeing}.").format(
        moves=why["moves"], freeing=say(why.arg("freeing", Why)))


@saying("priority.S2")
def _s2(why: Why) -> str:
    a = why.arg("action", Action)
    return addressed(_("S2: no card can go to a foundation, so loading your opponent is mandatory: {card} from "
                       "{source} onto {target} ({action})."),
                     _("S2: no card can go to a foundation, so {player} must load the opponent: {card} from "
                       "{source} onto {target} ({action})."),
                     card=card_symbol(why.arg("card", int)), source=pile_in_sentence(a.src),
                     target=pile_in_sentence(a.dst), action=a)


@saying("priority.S3")
def _s3(why: Why) -> str:
    return addressed(_("S3: before turning a hand card, empty the houses you can and fill them from your "
                       "reserve: {house} can be emptied with {actions}."),
                     _("S3: before turning a hand card, {player} must empty the houses they can and fill them "
                       "from their reserve: {house} can be emptied with {actions}."),
                     house=pile_in_sentence(why.arg("house", int)), actions=_actions(why))


@saying("priority.S4")
def _s4(why: Why) -> str:
    return _("S4: no card can go to a foundation, so uncover the face-down card of {house}: {actions}.").format(
        house=pile_in_sentence(why.arg("house", int)), actions=_actions(why))


def _actions(why: Why) -> str:
    return ", ".join(str(a) for a in why.arg("actions", tuple))


@saying("priority.C1")
def _c1(why: Why) -> str:
    return _("C1: a card can go to a foundation and that comes first: {move}.").format(move=say(why.arg("move", Why)))


@saying("priority.C1-freeing")
def _c1_freeing(why: Why) -> str:
    return _("C1: no card goes up directly, but one can in the fewest moves: {freeing}.").format(
        freeing=say(why.arg("freeing", Why)))


@saying("priority.C2")
def _c2(why: Why) -> str:
    return addressed(_("C2: your reserve card can be played, and it comes next: {move}."),
                     _("C2: {player}'s reserve card can be played, and it comes next: {move}."),
                     move=say(why.arg("move", Why)))


@saying("priority.C3")
def _c3(why: Why) -> str:
    return addressed(_("C3: your hand card can be played, and it comes before other moves: {move}."),
                     _("C3: {player}'s hand card can be played, and it comes before other moves: {move}."),
                     move=say(why.arg("move", Why)))


@saying("crapette.nothing-shown")
def _nothing_shown(why: Why) -> str:
    return _("no combination was shown")


@saying("crapette.move-not-allowed")
def _combination_move(why: Why) -> str:
    return _("move {number} of the combination, {action}, is not allowed: {reason}").format(
        number=why["number"], action=why["action"], reason=say(why.arg("why", Why)))


@saying("crapette.not-to-foundation")
def _not_to_foundation(why: Why) -> str:
    return _("the combination must end with a card put on a foundation, not {action}").format(action=why["action"])


@saying("crapette.opponent-card")
def _opponent_card(why: Why) -> str:
    return addressed(_("it ends with {action}, a card of your opponent's put on a foundation, which is never mandatory"),
                     _("it ends with {action}, a card of {player}'s opponent's put on a foundation, "
                       "which is never mandatory"), action=why["action"])


@saying("crapette.broke")
def _broke(why: Why) -> str:
    return _("{action} broke {rule} ({title}).").format(action=why["action"], rule=why["rule"],
                                                         title=_(why.arg("title", str)))


@saying("crapette.to-foundation")
def _to_foundation(why: Why) -> str:
    return _("{action} put a card on a foundation, so no combination was missed.").format(action=why["action"])


@saying("crapette.first-of-combination")
def _first_of_combination(why: Why) -> str:
    return _("{action} was the first move of that very combination: nothing was missed.").format(
        action=why["action"])


@saying("crapette.combination-was-there")
def _combination_was_there(why: Why) -> str:
    return _("The combination {combination} was there to play.").format(
        combination=combination_words(why.arg("moves", tuple)))


@saying("crapette.combination-fails")
def _combination_fails(why: Why) -> str:
    return _("The combination shown does not work: {problem}.").format(problem=say(why.arg("problem", Why)))


@saying("crapette.nothing-missed")
def _nothing_missed(why: Why) -> str:
    return _("It broke no priority rule, and no combination was shown.")


def combination_words(moves: tuple[Action, ...]) -> str:
    """A combination of moves shown with a Crapette! call: their texts, then where the last
    one goes ("H3-H5, H3-F1 (house 3 to foundation 1)")."""
    last = moves[-1]
    return ", ".join(str(a) for a in moves) + " " + _("({source} to {target})").format(
        source=describe_pile(last.src), target=describe_pile(last.dst))

__all__ = ["combination_words", "rule_title", "violation_reason", "violation_text", "without_rule_label"]
