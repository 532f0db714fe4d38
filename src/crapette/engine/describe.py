"""Plain words for actions and Stop! verdicts, for move logs and learners.

Pure: it reads positions and verdicts and never changes them. The words name the
player by seat ("South") unless the caller passes the players' names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from collections.abc import Sequence

from crapette.engine.actions import CALL, MOVE, PASS, STOP, TURN, Action
from crapette.engine.cards import card_symbol
from crapette.engine.game import Game
from crapette.engine.piles import describe_pile
from crapette.engine.position import Position
from crapette.engine.table import SEAT_BY_ID, Table
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
    """'1 card', '3 cards': a count with its noun in the right number."""
    return f"{count} {word if count == 1 else (many or word + 's')}"


def _who(player: int, names: Sequence[str] | None) -> str:
    return (names or SEATS)[player]


def _pile_words(pile: int, player: int) -> str:
    """'house 3', 'foundation 5', 'reserve' (own) or "West's discard" (an opponent's)."""
    text = describe_pile(pile)
    own = SEAT_BY_ID[player] + "'s "
    if text.startswith(own):
        return text[len(own):]
    return text[0].upper() + text[1:] if text.startswith(SEAT_BY_ID) else text


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
    if action.kind == MOVE:
        events = table_events.table_events(position, action)
        if ahead:  # the card under a reserve's top card is face down: name no joker there
            events = tuple(e for e in events if e.kind is not table_events.EventKind.JOKER_ON_RESERVE)
        return _move_words(position, action, who) + "".join(f"; {event.clause()}" for event in events)
    if action.kind == TURN:
        hand = position.hands[p]
        if ahead:
            return f"{who} turns the next card of the hand" if hand else \
                f"{who} turns the discard over into a new hand and turns its first card"
        for event in table_events.table_events(position, action):  # three-players: the joker comes up
            if event.shows is None:
                return f"{who} turns the joker from the hand and sets it aside; no card is left to turn"
            again = "turns the discard over into a new hand and turns" if event.reformed else "turns"
            return f"{who} turns the joker from the hand, sets it aside and {again} {card_symbol(event.shows)}"
        if hand:
            return f"{who} turns {card_symbol(hand[-1])} from the hand"
        discard = position.piles[table.discard(p)]
        if discard:
            return f"{who} turns the discard over into a new hand and turns {card_symbol(discard[0])}"
        return f"{who} turns a hand card"
    if action.kind == PASS:
        return f"{who} passes (no hand, no discard)"
    if action.kind in (STOP, CALL):
        if verdict is None:
            if action.kind == CALL:
                shown = f", showing {', '.join(str(a) for a in action.shown)}" if action.shown else ""
                return f"Crapette! is called{shown}"
            named = f", naming {action.named}" if action.named is not None else ""
            return f"Stop! is called{named}"
        return describe_verdict(verdict, names, table)
    return str(action)


def _move_words(position: Position, action: Action, who: str) -> str:
    """A move in words: what goes from where to where, and whether it loads an opponent."""
    p, table = position.to_move, position.table
    src = position.piles[action.src]
    src_words, dst_words = _pile_words(action.src, p), _pile_words(action.dst, p)
    if action.count > 1:
        return f"{who}: {_group_words(src, action.count)} from {src_words} to {dst_words}"
    card = card_symbol(src[-1]) if src else "a card"
    if action.src == table.hand_card(p) and action.dst == table.discard(p):
        return f"{who}: {card} from the hand onto the discard, ending the turn"
    if action.dst in table.load_piles_of[p]:
        return f"{who}: {card} from {src_words} onto {dst_words} (loading)"
    return f"{who}: {card} from {src_words} to {dst_words}"


def _group_words(src: Sequence[int], count: int) -> str:
    """'8♠ 7♥ 6♣ (3 cards)': a group from its bottom card (the one that must fit) up;
    a long group shows its ends only."""
    if len(src) < count:
        return plural(count, "card")
    cards = [card_symbol(c) for c in src[-count:]]
    shown = " ".join(cards) if count <= 4 else f"{cards[0]} … {cards[-1]}"
    return f"{shown} ({count} cards)"


def verdict_head(verdict: Verdict, names: Sequence[str] | None = None) -> str:
    """Who called on what: "North calls Stop! on South's H3-H6"; a judged turn reads
    "on South turning a hand card" (not "on South's turn", which means something else)."""
    caller, offender = _who(verdict.caller, names), _who(verdict.offender, names)
    call = getattr(verdict, "call", "Stop!")
    if verdict.judged.kind == TURN:
        return f"{caller} calls {call} on {offender} turning a hand card"
    return f"{caller} calls {call} on {offender}'s {verdict.judged}"


def describe_verdict(verdict: Verdict, names: Sequence[str] | None = None, table: Table | None = None) -> str:
    """One line for a move log, e.g. "North calls Stop! on H3-H6: founded (P1), SR-F3 played instead".
    At a table of three (``table``) a founded call says that the caller moves next (ruling 23)."""
    caller = _who(verdict.caller, names)
    offender = _who(verdict.offender, names)
    head = verdict_head(verdict, names)
    if verdict.founded:
        then = f"{_who(verdict.next_player, names)} to play"
        if table is not None and table.seat_count > 2 and verdict.next_player == verdict.caller:
            then += " (the caller moves next)"
        if verdict.played_instead is None and verdict.taken_back is not None:  # Wegner (ruling 24)
            rule = verdict.violation.rule if verdict.violation is not None else "founded"
            return f"{head}: founded ({rule}); {verdict.judged} taken back; {then}"
        if verdict.played_instead is None:  # Crapette!: nothing is taken back
            why = f"broke {verdict.violation.rule}" if verdict.violation is not None else "a combination was missed"
            text = f"{head}: founded ({why}); nothing is taken back"
            if verdict.discarded:
                text += f", {offender}'s hand card discarded"
            return text + f"; {then}"
        rule = verdict.violation.rule if verdict.violation is not None else "founded"
        text = f"{head}: founded ({rule}); {verdict.played_instead} played instead"
        if verdict.discarded:
            text += ", hand card discarded"
        return text + f"; {then}"
    text = f"{head}: unfounded, the action was allowed"
    if verdict.penalty:
        text += f"; {caller} loses the next turn"
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


__all__ = ["describe_action", "describe_game", "describe_verdict", "hides_turned_card", "plural", "verdict_head"]
