"""The three-player table's own events in words (ruling 23: the first house emptied
leaves play, the joker set aside): a sentence for the Why panel, a clause for the move
log, and where the seeded deal put the joker (``engine.table_events``)."""

from __future__ import annotations

from crapette.engine.cards import Card
from crapette.engine.table import ALL_PILE_NAMES, Table
from crapette.engine.table_events import DealtJoker, EventKind, TableEvent
from crapette.i18n import _, ngettext
from crapette.words.cards import card_symbol
from crapette.words.piles import pile_in_sentence, seat_in_sentence


def event_sentence(event: TableEvent, who: str) -> str:
    """The event for a learner, in the rulings' words (the Why panel)."""
    name = ALL_PILE_NAMES[event.pile]
    if event.kind is EventKind.HOUSE_LEAVES:
        return ngettext("{pile} is empty: it is the first house emptied, so it leaves play for the rest "
                        "of the game ({count} house remains).",
                        "{pile} is empty: it is the first house emptied, so it leaves play for the rest "
                        "of the game ({count} houses remain).", event.houses_left).format(
            pile=name, count=event.houses_left)
    if event.kind is EventKind.JOKER_ON_RESERVE:
        if event.shows is not None:
            return _("The joker was under it: the joker is set aside whenever it shows, and the next card of "
                     "the reserve, {card}, shows.").format(card=card_symbol(event.shows))
        return _("The joker was under it: the joker is set aside whenever it shows, and the reserve is empty.")
    again = _turned_again(event.shows, event.reformed)
    return _("The next card of the hand is the joker: it is set aside, and {player} turns again ({again}).").format(
        player=who, again=again)


def event_clause(event: TableEvent) -> str:
    """The event in a few words, after an action in the move log."""
    if event.kind is EventKind.HOUSE_LEAVES:
        return _("{pile} is empty and leaves play").format(pile=pile_in_sentence(event.pile))
    if event.kind is EventKind.JOKER_ON_RESERVE:
        return _("the joker under it is set aside")
    return _("the joker is set aside")


def _turned_again(card: Card | None, reformed: bool) -> str:
    if card is None:
        return _("no card is left to turn")
    if reformed:
        return _("the discard becomes the new hand first: {card}").format(card=card_symbol(card))
    return card_symbol(card)


def dealt_joker_sentence(dealt: DealtJoker, table: Table) -> str:
    """Where the deal put the joker, set aside at once (the replay's first line)."""
    who = seat_in_sentence(dealt.player).capitalize()
    if table.is_discard(dealt.pile):  # Wegner's three-player game (ruling 24)
        return _("The joker was the top card of {player}'s source: it is set aside, and the next card starts "
                 "the discard (ruling 24).").format(player=who)
    if table.is_reserve(dealt.pile):
        return _("The joker was dealt on top of {player}'s reserve: it is set aside, and the card under it "
                 "shows (ruling 23).").format(player=who)
    return _("The joker was dealt to {pile}: it is set aside, and {player}'s next hand card "
             "takes its place (ruling 23).").format(pile=ALL_PILE_NAMES[dealt.pile], player=who)


__all__ = ["dealt_joker_sentence", "event_clause", "event_sentence"]
