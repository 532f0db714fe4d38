"""Plain words for actions and Stop! verdicts, for move logs and learners.

Pure: it reads positions and verdicts and never changes them. The words name the
player by seat ("South") unless the caller passes the players' names. They are said in
the player's language (``crapette.i18n``); the notation inside them never is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from collections.abc import Sequence

from crapette.engine.actions import CALL, MOVE, PASS, STOP, TOUCH, TURN, Action
from crapette.words.cards import card_symbol
from crapette.engine.game import Game
from crapette.engine.piles import SEAT_OF_LETTER, Words
from crapette.words.piles import pile_words
from crapette.engine.position import Position
from crapette.engine.table import ALL_PILE_NAMES, SEAT_BY_ID, Table
from crapette.i18n import _, ngettext, pgettext, semicolon
from crapette.words import say
from crapette.words.events import event_clause
from crapette.lazy import lazy_module

if TYPE_CHECKING:
    from crapette.engine import table_events
else:  # loaded at its first use: start-up does not need it
    table_events = lazy_module("crapette.engine.table_events")

if TYPE_CHECKING:
    from crapette.engine.stop import Verdict

#: every seat's name by its number (south, north, west), whatever the table
SEATS = tuple(name.capitalize() for name in SEAT_BY_ID)


def plural(count: int, word: str, many: str | None = None) -> str:
    """'1 card', '3 cards': a count with its noun in the right number, in English only (for
    the modules not yet through the catalog; the others say ``ngettext``)."""
    return f"{count} {word if count == 1 else (many or word + 's')}"


def seat_word(seat: int) -> str:
    """The seat's name in the player's language: "South", « Sud », „Süd“."""
    word = SEATS[seat]
    if word == "South":
        return pgettext("seat", "South")
    if word == "North":
        return pgettext("seat", "North")
    return pgettext("seat", "West")


def call_word(call: str) -> str:
    """A call as the player's language shouts it: "Stop!", « Stop ! », „Stop!“."""
    if call == "Stop!":
        return pgettext("call", "Stop!")
    if call == "Crapette!":
        return pgettext("call", "Crapette!")
    return call


def action_said(action: Action, words: Words = Words.STANDARD) -> str:
    """``action`` named in a sentence (« ✘ retourner n'est pas la réponse », „Zuletzt:
    aufdecken“): a move by its piles, as the notation writes them (H2-H1: the board's
    labels, the same in every language), an announcement in words; the other actions by
    the language's words, not the notation's English ones (issue 27 item 6). English says
    them as the notation does. A code column (the hints, the move log) keeps the notation."""
    from crapette.i18n import language

    text = str(action)
    if action.kind == MOVE:
        move, _space, announced = text.partition(" ")
        if action.frees >= 0:
            return _("{move}, freeing {card}").format(move=move, card=card_symbol(action.frees))
        if action.empties >= 0:
            return _("{move}, emptying {house}").format(move=move, house=announced.partition(":")[2])
        return text
    if language() == "en":
        return text
    _head, _space, rest = text.partition(" ")
    if action.kind == TURN:
        return pgettext("action", "take from the source") if words is not Words.STANDARD else pgettext("action", "turn")
    if action.kind == PASS:
        return pgettext("action", "pass")
    if action.kind == TOUCH:
        said = pgettext("action", "touch")
    else:
        said = call_word("Stop!") if action.kind == STOP else call_word("Crapette!")
    return f"{said} {rest}" if rest else said


def _who(player: int, names: Sequence[str] | None) -> str:
    return names[player] if names else seat_word(player)


def words_of(position: Position) -> Words:
    """Whose words the game in ``position`` is told in: Wegner's source in his
    Zank-Patience, and the Schikanier pile in Schikanieren (its reserves hold cards)."""
    return position.rules.game.words


def _pile_words(pile: int, player: int, words: Words = Words.STANDARD) -> str:
    """'house 3', 'foundation 5', 'reserve' (own) or "West's discard" (an opponent's);
    in Wegner's game "the source card", and "Schikanier pile" in Schikanieren."""
    name = ALL_PILE_NAMES[pile]
    if SEAT_OF_LETTER.get(name[0]) == player:
        if name[1] == "H" and words is not Words.STANDARD:
            return pgettext("moved from", "the source card")
        if name[1] == "R" and words is Words.SCHIKANIEREN:
            return pgettext("moved from", "Schikanier pile")
        # the mover's own piles are only ever a move's source ("from the reserve"): German
        # needs the article there (von der Reserve), so these words have their own context
        if name[1] == "R":
            return pgettext("moved from", "reserve")
        return pgettext("moved from", "hand card") if name[1] == "H" else pgettext("moved from", "discard")
    return pile_words(pile, seat_word, words)


def _loaded_words(pile: int, words: Words) -> str:
    """An opponent's pile as a loaded card's target: "North's reserve"; German needs the
    article there, whose gender varies (auf die Reserve, auf den Schikanierstapel)."""
    name = ALL_PILE_NAMES[pile]
    seat = seat_word(SEAT_OF_LETTER[name[0]])
    if name[1] == "R" and words is Words.SCHIKANIEREN:
        return pgettext("loaded onto", "{seat}'s Schikanier pile").format(seat=seat)
    if name[1] == "R":
        return pgettext("loaded onto", "{seat}'s reserve").format(seat=seat)
    return pgettext("loaded onto", "{seat}'s discard").format(seat=seat)


def describe_action(
    position: Position,
    action: Action,
    names: Sequence[str] | None = None,
    verdict: Verdict | None = None,
    ahead: bool = False,
) -> str:
    """What ``action`` does when played in ``position`` (the position *before* it).

    E.g. ``"South: 7♥ from house 3 to foundation 5"``, or for a group move (variant
    group-moves) ``"South: 8♠ 7♥ 6♣ (3 cards) from house 2 to house 7"``. For a Stop! or
    Crapette! call, pass the verdict the game returned to say what came of it.
    ``ahead``: the action is offered, not played yet (a hint): name no card that is
    still face down, such as the next card of the hand.
    """
    p = position.to_move
    who = _who(p, names)
    table = position.table
    wegner = position.rules.game.takes_source_card  # his words: the source, taken (not a hand, turned)
    if action.kind == MOVE:
        events = table_events.table_events(position, action)
        if ahead:  # the card under a reserve's top card is face down: name no joker there
            events = tuple(e for e in events if e.kind is not table_events.EventKind.JOKER_ON_RESERVE)
        return _move_words(position, action, who) + "".join(semicolon() + event_clause(event) for event in events)
    if action.kind == TURN:
        hand = position.hands[p]
        if ahead and wegner:
            return _source_words(position, who, ahead)
        if ahead:
            return (_("{player} turns the next card of the hand") if hand else
                    _("{player} turns the discard over into a new hand and turns its first card")).format(player=who)
        for event in table_events.table_events(position, action):  # three-players: the joker comes up
            if event.shows is None:
                return _("{player} turns the joker from the hand and sets it aside; no card is left to "
                         "turn").format(player=who)
            said = (_("{player} turns the joker from the hand, sets it aside and turns the discard over into a new "
                      "hand and turns {card}") if event.reformed else
                    _("{player} turns the joker from the hand, sets it aside and turns {card}"))
            return said.format(player=who, card=card_symbol(event.shows))
        if wegner:
            return _source_words(position, who, ahead)
        if hand:
            return _("{player} turns {card} from the hand").format(player=who, card=card_symbol(hand[-1]))
        discard = position.piles[table.discard(p)]
        if discard:
            return _("{player} turns the discard over into a new hand and turns {card}").format(
                player=who, card=card_symbol(discard[0]))
        return _("{player} turns a hand card").format(player=who)
    if action.kind == PASS:
        return _("{player} passes (no hand, no discard)").format(player=who)
    if action.kind in (STOP, CALL):
        if verdict is None:
            if action.kind == CALL:
                if action.shown:
                    return _("{call} is called, showing {moves}").format(
                        call=call_word("Crapette!"), moves=", ".join(str(a) for a in action.shown))
                return _("{call} is called").format(call=call_word("Crapette!"))
            if action.named is not None:
                return _("{call} is called, naming {move}").format(call=call_word("Stop!"), move=action.named)
            return _("{call} is called").format(call=call_word("Stop!"))
        return describe_verdict(verdict, names, table, words_of(position))
    return str(action)


def _source_words(position: Position, who: str, ahead: bool) -> str:
    """Wegner's move 1 (and 8): the top card of the source taken, or the discard turned
    over as the new source."""
    p = position.to_move
    source = position.hands[p]
    if ahead or not (source or position.piles[position.table.discard(p)]):
        return (_("{player} takes the next card of the source") if source else
                _("{player} turns the discard over as the new source and takes its first card")).format(player=who)
    if source:
        return _("{player} takes {card} from the source").format(player=who, card=card_symbol(source[-1]))
    first = position.piles[position.table.discard(p)][0]
    return _("{player} turns the discard over as the new source and takes {card}").format(
        player=who, card=card_symbol(first))


def _move_words(position: Position, action: Action, who: str) -> str:
    """A move in words: what goes from where to where, and whether it loads an opponent."""
    p, table = position.to_move, position.table
    src = position.piles[action.src]
    words = words_of(position)
    src_words, dst_words = _pile_words(action.src, p, words), _pile_words(action.dst, p, words)
    if action.count > 1:
        return _("{player}: {cards} from {source} to {target}").format(
            player=who, cards=_group_words(src, action.count), source=src_words, target=dst_words)
    card = card_symbol(src[-1]) if src else _("a card")
    if action.src == table.hand_card(p) and action.dst == table.discard(p):
        if words is not Words.STANDARD:
            return _("{player}: {card} from the source onto the discard, ending the turn").format(player=who, card=card)
        return _("{player}: {card} from the hand onto the discard, ending the turn").format(player=who, card=card)
    if action.dst in table.load_piles_of[p]:
        return _("{player}: {card} from {source} onto {target} (loading)").format(
            player=who, card=card, source=src_words, target=_loaded_words(action.dst, words))
    if action.src == table.hand_card(p):  # German takes it „aus dem Talon“, „aus der Quelle“
        return pgettext("moved from the hand", "{player}: {card} from {source} to {target}").format(
            player=who, card=card, source=src_words, target=dst_words)
    return _("{player}: {card} from {source} to {target}").format(
        player=who, card=card, source=src_words, target=dst_words)


def _group_words(src: Sequence[int], count: int) -> str:
    """'8♠ 7♥ 6♣ (3 cards)': a group from its bottom card (the one that must fit) up;
    a long group shows its ends only."""
    if len(src) < count:
        return ngettext("{count} card", "{count} cards", count).format(count=count)
    cards = [card_symbol(c) for c in src[-count:]]
    shown = " ".join(cards) if count <= 4 else f"{cards[0]} … {cards[-1]}"
    return shown + " " + ngettext("({count} card)", "({count} cards)", count).format(count=count)


def verdict_head(verdict: Verdict, names: Sequence[str] | None = None, words: Words = Words.STANDARD) -> str:
    """Who called on what: "North calls Stop! on South's H3-H6"; a judged turn reads
    "on South turning a hand card" (not "on South's turn", which means something else)."""
    caller, offender = _who(verdict.caller, names), _who(verdict.offender, names)
    call = call_word(getattr(verdict, "call", "Stop!"))
    if verdict.caller == verdict.offender:  # Wegner's game: the mover calls on their own action, once named
        if verdict.judged.kind == TURN:
            return _("{caller} calls {call} on their own source card").format(caller=caller, call=call)
        return _("{caller} calls {call} on their own {action}").format(
            caller=caller, call=call, action=action_said(verdict.judged, words))
    if verdict.judged.kind == TURN:
        if words is not Words.STANDARD:
            return _("{caller} calls {call} on {offender} taking a source card").format(
                caller=caller, call=call, offender=offender)
        return _("{caller} calls {call} on {offender} turning a hand card").format(
            caller=caller, call=call, offender=offender)
    return _("{caller} calls {call} on {offender}'s {action}").format(
        caller=caller, call=call, offender=offender, action=action_said(verdict.judged, words))


def describe_verdict(verdict: Verdict, names: Sequence[str] | None = None, table: Table | None = None,
                     words: Words = Words.STANDARD) -> str:
    """One line for a move log, e.g. "North calls Stop! on H3-H6: founded (P1), SR-F3 played instead".
    At a table of three (``table``) a founded call says that the caller moves next (ruling 23)."""
    caller = _who(verdict.caller, names)
    offender = _who(verdict.offender, names)
    head = verdict_head(verdict, names, words)
    source = words is not Words.STANDARD  # Wegner's game: a source card, not a hand card
    if verdict.founded:
        then = _("{player} to play").format(player=_who(verdict.next_player, names))
        if table is not None and table.seat_count > 2 and verdict.next_player == verdict.caller:
            then += _(" (the caller moves next)")
        if verdict.played_instead is None and verdict.taken_back is not None:  # Wegner (ruling 24)
            rule = verdict.violation.rule if verdict.violation is not None else _("founded")
            return _("{head}: founded ({rule}); {judged} taken back; {then}").format(
                head=head, rule=rule, judged=verdict.judged, then=then)
        if verdict.played_instead is None and verdict.judged.kind == TOUCH:
            # a touch judged (Wegner's picked-up card, variant touch): the log says why it was a fault
            return _("{head}: founded, {reason}; nothing is taken back; {then}").format(
                head=head, reason=say(verdict.why).rstrip("."), then=then)
        if verdict.played_instead is None:  # Crapette!: nothing is taken back
            why = (_("broke {rule}").format(rule=verdict.violation.rule) if verdict.violation is not None
                   else _("a combination was missed"))
            text = _("{head}: founded ({why}); nothing is taken back").format(head=head, why=why)
            if verdict.discarded:
                text += (_(", {player}'s source card discarded") if source else
                         _(", {player}'s hand card discarded")).format(player=offender)
            return text + semicolon() + then
        rule = verdict.violation.rule if verdict.violation is not None else _("founded")
        text = _("{head}: founded ({rule}); {action} played instead").format(
            head=head, rule=rule, action=verdict.played_instead)
        if verdict.discarded:
            text += _(", source card discarded") if source else _(", hand card discarded")
        return text + semicolon() + then
    if getattr(verdict, "void", False):  # Wegner (ruling 27): an earlier fault, the next move begun
        return _("{head}: no effect, the next move had begun after an earlier fault").format(head=head)
    text = _("{head}: unfounded, the action was allowed").format(head=head)
    if verdict.penalty:
        text += _("; {player} loses the next turn").format(player=caller)
    return text


def describe_game(game: Game, names: Sequence[str] | None = None) -> list[tuple[str, str]]:
    """Every action of ``game`` as (notation, words), replayed from its start."""
    replay = Game(game.start.copy(), game.mode)
    out: list[tuple[str, str]] = []
    befores: list[Position] = []
    for action in game.actions:
        before = replay.position.copy()
        verdict = replay.push(action)
        if verdict is not None and hides_turned_card(verdict) and befores:
            # the turned card went back face down: its turn no longer names it
            out[-1] = (out[-1][0], describe_action(befores[-1], verdict.judged, names, ahead=True))
        befores.append(before)
        out.append((str(action), describe_action(before, action, names, verdict)))
    return out


def hides_turned_card(verdict: Verdict) -> bool:
    """A founded call took back a ``turn``: the card went back face down on the hand
    (ruling 11), so no text may name it any longer."""
    return verdict.founded and verdict.judged.kind == TURN and verdict.taken_back is not None


__all__ = ["action_said", "describe_action", "describe_game", "describe_verdict", "hides_turned_card", "plural", "verdict_head",
           "words_of"]
