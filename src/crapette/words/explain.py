"""Why an action is allowed, forced or wrong — in plain words, for learners.

``explain_step`` judges an action where it stands (before it is played) without
changing the game: the building rule that allows it, whether a priority rule forced it,
which other actions were allowed, and for a violation the mandatory action it skipped.
``hints`` lists the actions allowed now, the mandatory ones first, each with its reason.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from crapette.engine.actions import CALL, MOVE, PASS, STOP, TURN, Action
from crapette.words.cards import card_symbol
from crapette.words.describe import call_word, seat_word
from crapette.engine.game import Game
from crapette.engine.piles import Words
from crapette.words.piles import describe_pile
from crapette.engine.position import Position
from crapette.engine.priorities import Violation, active_rules, exempt
from crapette.engine.table import Pack, Seat
from crapette.i18n import N_, _, ngettext, pgettext
from crapette.words import say
from crapette.words.events import event_sentence
from crapette.words.verdicts import verdict_sentences
from crapette.lazy import lazy_module

if TYPE_CHECKING:
    from crapette.engine import table_events
else:  # loaded at its first use: start-up does not need it
    table_events = lazy_module("crapette.engine.table_events")

if TYPE_CHECKING:
    from crapette.engine.stop import Verdict

#: the Stop! rule of a table of three (ruling 23), said where a call is explained (in English
#: here; ``building_rule`` says it in the player's language)
THREE_SEAT_CALL = N_("Either opponent of the player who made the last action may call on it, before the next "
                   "action is made; a founded call gives the caller the next move, and play goes on to the "
                   "caller's left.")


def building_rule(pos: Position, action: Action) -> str:
    """The building or availability rule that lets the action be played here."""
    p = pos.to_move
    table = pos.table
    words = pos.rules.game.words  # his words: a source, Rand and Mitte (issue 27 item 8)
    wegner = words is not Words.STANDARD
    if action.kind == TURN and wegner:
        if pos.hands[p]:
            return _("No source card is held, so the next card of the source may be taken (move 7.2).")
        return _("The source is empty, so the discard is first turned over (unshuffled) as the new source (move 8).")
    if action.kind == TURN:
        if pos.hands[p]:
            return _("No hand card is turned, so the next card of the hand may be turned.")
        return _("The hand is empty, so turning first turns the discard over (unshuffled) into a new hand.")
    if action.kind == PASS:
        return _("With no hand, no turned hand card and no discard, passing ends the turn.")
    if action.kind in (STOP, CALL):
        if table.seat_count > 2:
            return _(THREE_SEAT_CALL)
        return _("The opponent may call on the last action before the next one is made.")
    if action.kind != MOVE:
        return ""
    src = pos.piles[action.src]
    if not src:
        return ""
    card = card_symbol(src[-action.count])
    target = pos.piles[action.dst]
    top = card_symbol(target[-1]) if target else None
    if action.count > 1:
        said = (_("Group move: {card} goes on {top}, and {moved} with it.") if top else
                _("Group move: {card} goes into an empty house, and {moved} with it."))
        return said.format(card=card, top=top, moved=_on_it(action.count - 1))
    if table.is_foundation(action.dst):
        if top is None:
            if table.pack is Pack.ONE_DECK:  # ruling 22: one ace of each suit, so one foundation per suit
                return _("{card} is an ace, and an ace starts an empty foundation: with one deck, the only one of "
                         "its suit.").format(card=card)
            return _("{card} is an ace, and an ace starts an empty foundation.").format(card=card)
        if wegner:
            return pgettext("Wegner's words", "Foundations go up one rank in the same suit: {card} goes on {top}."
                            ).format(card=card, top=top)
        return _("Foundations go up one rank in the same suit: {card} goes on {top}.").format(card=card, top=top)
    if table.is_house(action.dst):
        if top is None:
            said = (pgettext("Wegner's words", "Any card may go on an empty house ({pile}).") if wegner else
                    _("Any card may go on an empty house ({pile})."))
            return said.format(pile=describe_pile(action.dst, words))
        if wegner and table.houses_in_suit:  # Schikanieren
            return pgettext("Wegner's words", "Houses go down one rank in the same suit: {card} goes on {top}."
                            ).format(card=card, top=top)
        if wegner:
            return pgettext("Wegner's words", "Houses go down one rank in the other colour: {card} goes on {top}."
                            ).format(card=card, top=top)
        return _("Houses go down one rank in the other colour: {card} goes on {top}.").format(card=card, top=top)
    if action.dst == table.discard(p) and wegner:
        return _("The source card goes on your own discard, which ends your turn.")
    if action.dst == table.discard(p):
        return _("The turned hand card goes on your own discard, which ends your turn.")
    return _("Loading: {card} is the same suit as {top}, one rank away, so it may go on {pile}.").format(
        card=card, top=top, pile=describe_pile(action.dst, words))


def _on_it(count: int) -> str:
    """'the card on it moves', 'the 3 cards on it move'."""
    return ngettext("the card on it moves", "the {count} cards on it move", count).format(count=count)


@dataclass(frozen=True)
class StepExplanation:
    """Everything a learner may ask about one action, judged where it was played."""

    action: Action
    player: int
    building: str
    forced_by: str | None  # the rule that made this action mandatory, if one did
    violation: Violation | None
    allowed: tuple[Action, ...]  # the actions breaking no rule at that moment
    rule_notes: tuple[str, ...] = field(default=())
    #: what the table's own rules did on it (three-players: a house leaving play, the joker)
    events: tuple[str, ...] = field(default=())

    def parts(self, names: Sequence[str] | None = None) -> list[tuple[str, str]]:
        """The explanation as (kind, sentence) pairs, so a screen can style each kind:
        ``action``, ``building``, ``table`` (the events of ruling 23), ``violation``,
        ``mandatory``, ``forced``, ``free``, ``call``, ``note``, ``allowed``. ``names``
        (by seat) names the player; without them, the seat."""
        who = names[self.player] if names else seat_word(self.player)
        if self.action.kind in (STOP, CALL):
            call = call_word("Crapette!" if self.action.kind == CALL else "Stop!")
            said = (_("{player} calls {call}, naming {action} as the mandatory action.").format(
                player=who, call=call, action=self.action.named) if self.action.named else
                _("{player} calls {call}.").format(player=who, call=call))
            out = [("action", said), ("building", self.building)]
            out.append(("call", _("The verdict decides whether the last action broke a priority rule.")))
            out.extend(("note", n) for n in self.rule_notes)
            return out
        out = [("action", _("{player} plays {action}.").format(player=who, action=self.action)),
               ("building", self.building)]
        out.extend(("table", event) for event in self.events)
        if self.violation is not None:
            out.append(("violation", _("A priority violation. {why}").format(why=say(self.violation.why))))
            out.append(("mandatory", _("Mandatory instead: {actions}.").format(
                actions=", ".join(str(a) for a in self.violation.alternatives))))
        elif self.forced_by is not None:
            out.append(("forced", _("Forced: {rule}.").format(rule=self.forced_by)))
        elif not [a for a in self.allowed if a != self.action]:
            out.append(("free", _("No choice: it was the only action allowed.")))
        else:
            out.append(("free", _("A free choice: no priority rule asked for anything else.")))
        out.extend(("note", n) for n in self.rule_notes)
        others = [str(a) for a in self.allowed if a != self.action]
        if others:
            also = _("Allowed then: {actions}.") if self.violation is not None else _("Also allowed then: {actions}.")
            out.append(("allowed", also.format(actions=", ".join(others))))
        elif self.violation is not None or self.forced_by is not None:  # "No choice" has said it
            out.append(("allowed", _("It was the only action allowed.")))
        return out

    def lines(self) -> list[str]:
        return [text for _, text in self.parts()]

    def text(self) -> str:
        return "\n".join(self.lines())


def explain_step(game: Game, action: Action) -> StepExplanation:
    """Explain ``action`` as if played now (the game is not changed). A Stop! or
    Crapette! call is explained for its caller; its verdict comes from ``Game.push``."""
    pos = game.position
    if action.kind in (STOP, CALL):
        offender = last_mover(game)
        table = pos.table
        if action.caller >= 0:
            player = action.caller
        elif offender is not None:
            player = table.opponent(offender)
        else:
            player = table.opponent(pos.to_move)
        judged = game.last_action()
        said: list[str] = []
        if judged is not None and offender is not None:
            said.append(_("It judges {player}'s last action, {action}.").format(
                player=seat_word(offender), action=judged))
            if table.seat_count > 2:
                callers = _(" or ").join(seat_word(s) for s in table.opponents(offender))
                said.append(_("{players} could call it: either opponent of {player}.").format(
                    players=callers, player=seat_word(offender)))
        return StepExplanation(action, player, building_rule(pos, action), None, None, (), tuple(said))
    legal = game.legal_actions()
    active = active_rules(pos, legal)
    analysis = game.analysis()
    allowed = tuple(a for a, v in analysis if v is None)
    violation = game.violation(action)
    forced_by = None
    notes: list[str] = []
    if violation is None and active and exempt(pos, action):
        notes.append(_("Variant early-turn: turning the hand card as the first action of a turn breaks no "
                       "priority rule ({rules} would otherwise apply).").format(
                           rules=", ".join(rule.id for rule, _v in active)))
    elif violation is None:
        for rule, v in active:
            if action in v.alternatives and rule.only_forbids:  # P3, S3: asked for, not forced
                notes.append(_("{rule} applied ({title}) and asked for this action, but it forbids only this: "
                               "{what}.").format(
                                   rule=rule.id, title=_(rule.title), what=_(rule.only_forbids)))
                continue
            if action in v.alternatives:
                forced_by = f"{rule.id}, {_(rule.title)}"
                break
            if rule.complies(pos, action, v.alternatives):
                notes.append(_("{rule} applied ({title}) but does not forbid this action.").format(
                    rule=rule.id, title=_(rule.title)))
    who = seat_word(pos.to_move)
    events = tuple(event_sentence(event, who) for event in table_events.table_events(pos, action))
    return StepExplanation(action, pos.to_move, building_rule(pos, action), forced_by, violation, allowed,
                           tuple(notes), events)


def last_mover(game: Game) -> Seat | None:
    """The player whose last action a call would judge now (the one before the first
    who may call, in order of play); None when no call is possible."""
    caller = game.stop_caller
    if caller is None:
        return None
    table = game.position.table
    return next(seat for seat in table.seats if table.next_seat(seat) == caller)


def explain_verdict(verdict: Verdict) -> str:
    return verdict_sentences(verdict)


@dataclass(frozen=True)
class Hint:
    """An action allowed now and why: the building rule, and the priority rule that asks
    for it (its id and title), if one does. ``mandatory``: playing anything else breaks
    that rule (or one above it); a rule that forbids only some actions (P3 and S3 forbid
    only turning) asks for its actions without making them mandatory."""

    action: Action
    building: str
    rule: str | None = None  # "P1", when a rule asks for the action
    rule_title: str = ""
    mandatory: bool = False

    def text(self) -> str:
        """The hint in one sentence (for a terminal)."""
        if self.rule is None:
            return self.building
        said = _("mandatory ({rule}: {title}); {why}") if self.mandatory else _("asked for ({rule}: {title}); {why}")
        return said.format(rule=self.rule, title=self.rule_title, why=self.building)


def hints(game: Game) -> list[Hint]:
    """The actions allowed now, the ones a rule asks for first, each with its reason. The
    first rule (in ladder order) that forbids every other action makes its actions
    mandatory; a rule above it that forbids only some actions (P3: turning) asks for
    its own without making them so."""
    pos = game.position
    legal = game.legal_actions()
    active = active_rules(pos, legal)
    allowed = [a for a, v in game.analysis() if v is None]
    asked: dict[Action, Hint] = {}
    for rule, v in active:
        wide = not rule.only_forbids
        for a in v.alternatives:
            if a not in allowed:
                continue
            if a in asked:
                if wide:  # a narrower rule above named it first: it is mandatory all the same
                    asked[a] = replace(asked[a], mandatory=True)
                continue
            asked[a] = Hint(a, building_rule(pos, a), rule.id, _(rule.title), wide)
        if wide and any(h.mandatory for h in asked.values()):
            break
    first = sorted(asked.values(), key=lambda h: not h.mandatory)  # stable: the ladder's order within each
    return first + [Hint(a, building_rule(pos, a)) for a in allowed if a not in asked]


@dataclass(frozen=True)
class Forbidden:
    """A priority rule that some legal action would break now, what it forbids, and the
    legal actions that break it (each action counts for the first rule it breaks): what
    the hints may claim, and no more."""

    rule: str
    title: str
    only: str  # what the rule forbids ("turning a hand card"), or "" for every action that does not keep to it
    actions: tuple[Action, ...]


def forbidden_words(rules: Sequence[Forbidden]) -> str:
    """What the rules in ``rules`` forbid, as far as each goes: a rule that forbids only
    turning says so; the others forbid every action not listed beside them (the hints)."""
    said = [_("{rule} ({title}) forbids only this: {what}.").format(rule=f.rule, title=f.title, what=f.only)
            for f in rules if f.only]
    wide = _(" or ").join(_("{rule} ({title})").format(rule=f.rule, title=f.title) for f in rules if not f.only)
    if wide and said:
        said.append(_("Every other action not listed breaks {rules}.").format(rules=wide))
    elif wide:
        said.append(_("Every action not listed breaks {rules}.").format(rules=wide))
    return " ".join(said)


def forbidden(game: Game) -> list[Forbidden]:
    """The rules the legal actions not allowed now would break, in ladder order, each with
    those actions (empty when every legal action is allowed)."""
    pos = game.position
    broken: dict[str, tuple[Violation, list[Action]]] = {}
    for a, v in game.analysis():
        if v is not None:
            broken.setdefault(v.rule, (v, []))[1].append(a)
    ladder = {rule.id: (i, rule) for i, rule in enumerate(pos.rules.priorities)}
    out = []
    for rule_id, (v, actions) in sorted(broken.items(), key=lambda item: ladder.get(item[0], (len(ladder), None))[0]):
        rule = ladder[rule_id][1] if rule_id in ladder else None
        only = _(rule.only_forbids) if rule is not None and rule.only_forbids else ""
        out.append(Forbidden(rule_id, _(v.title), only, tuple(actions)))
    return out


__all__ = ["THREE_SEAT_CALL", "Forbidden", "Hint", "StepExplanation", "building_rule", "explain_step", "explain_verdict",
           "forbidden", "forbidden_words", "hints", "last_mover"]
