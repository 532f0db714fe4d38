"""What the three-player table's own rules do on an action, found before it is played.

Ruling 23 adds events the standard game never has: the first house to be emptied leaves
play for good, and the joker is set aside whenever it shows (on top of a reserve, turned
from a hand, or at the deal). ``Game`` carries them out; this module says, from the
position *before* an action, which of them the action sets off, so that the move log
(``words.describe``) and the Why panel (``words.explain``) can name them. Pure: nothing here
changes a position.
"""

from __future__ import annotations

from enum import Enum

from crapette.engine.actions import MOVE, TURN, Action
from crapette.engine.cards import JOKER, Card
from crapette.engine.gametype import Family
from crapette.engine.position import Position, Rules, SplitMix64
from crapette.engine.splitmix import shuffle
from crapette.engine.table import Pile, Seat
from crapette.engine.values import Named


class EventKind(Enum):
    """An event of ruling 23."""

    HOUSE_LEAVES = "house-leaves"  # the first house emptied leaves play
    JOKER_ON_RESERVE = "joker-on-reserve"  # the joker shows on a reserve once its top card goes
    JOKER_TURNED = "joker-turned"  # the joker turned from a hand: the same player turns again


class TableEvent(Named):
    """One event, with what the words need (``words.events`` says it): the pile, and the
    card that shows after the joker is set aside (None: none does). Written by hand, as
    ``values.py`` says why: no dataclass compiled at every start of the app."""

    __slots__ = ("kind", "player", "pile", "shows", "reformed", "houses_left")
    _names = __slots__

    kind: EventKind
    player: Seat
    pile: Pile  # the house that leaves play, the reserve, or the hand card pile
    shows: Card | None
    reformed: bool  # JOKER_TURNED: the discard became a new hand before turning again
    houses_left: int  # HOUSE_LEAVES: the houses still in play afterwards

    def __init__(self, kind: EventKind, player: Seat, pile: Pile, shows: Card | None = None,
                 reformed: bool = False, houses_left: int = 0) -> None:
        set_field = object.__setattr__
        set_field(self, "kind", kind)
        set_field(self, "player", player)
        set_field(self, "pile", pile)
        set_field(self, "shows", shows)
        set_field(self, "reformed", reformed)
        set_field(self, "houses_left", houses_left)


def table_events(position: Position, action: Action) -> tuple[TableEvent, ...]:
    """The events of ruling 23 that ``action`` sets off in ``position`` (before it),
    as ``Game`` carries them out (``_apply``, ``_table_events``)."""
    table = position.table
    if not table.special:
        return ()
    p = position.to_move
    piles = position.piles
    if action.kind == MOVE:
        src = piles[action.src]
        left = src[:len(src) - action.count]
        if table.houses_leave and not table.out and action.src in table.houses and not left:
            return (TableEvent(EventKind.HOUSE_LEAVES, p, action.src, houses_left=len(table.houses) - 1),)
        if table.is_reserve(action.src) and left and left[-1] == JOKER:
            shows = left[-2] if len(left) > 1 else None
            return (TableEvent(EventKind.JOKER_ON_RESERVE, p, action.src, shows),)
        return ()
    if action.kind == TURN:
        hand = position.hands[p]
        if not hand or hand[-1] != JOKER:  # a re-formed hand never holds the joker: it never reaches a discard
            return ()
        discard = piles[table.discard(p)]
        if len(hand) > 1:
            return (TableEvent(EventKind.JOKER_TURNED, p, table.hand_card(p), hand[-2]),)
        return (TableEvent(EventKind.JOKER_TURNED, p, table.hand_card(p), discard[0] if discard else None,
                           reformed=bool(discard)),)
    return ()


class DealtJoker(Named):
    """Where the seeded deal put the joker, when it was set aside at once."""

    __slots__ = ("player", "pile")
    _names = __slots__

    player: Seat
    pile: Pile  # the house it was dealt to, or the reserve it showed on

    def __init__(self, player: Seat, pile: Pile) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "pile", pile)


def dealt_joker(seed: int, rules: Rules) -> DealtJoker | None:
    """Where the three-player deal of ``seed`` (docs/rules.md §12: the pack of 105
    shuffled once, cut in three packets of 35, each dealt reserve first, then the houses
    farthest first) put the joker, if it was set aside at the deal; None when it went
    face down (under a reserve's top card, or into a hand) or the game has no joker.
    Wegner's three-player game (§12a) sets it aside only when it is a packet's first card."""
    table = rules.table
    if not table.pack.jokers:
        return None
    pack = shuffle([*range(52), *range(52), JOKER], SplitMix64(seed))
    size = len(pack) // len(table.seats)
    at = pack.index(JOKER)
    player = table.seats[at // size]
    i = at % size
    if rules.game.family is Family.ZANK:  # Zank-Patience: each packet is a source, its first card starts the discard
        return DealtJoker(player, table.discard(player)) if i == 0 else None
    reserve = rules.reserve_size
    if i == reserve - 1:
        return DealtJoker(player, table.reserve(player))
    houses = table.dealt_houses_of[player][::-1]  # farthest first, as dealt
    if reserve <= i < reserve + len(houses):
        return DealtJoker(player, houses[i - reserve])
    return None


__all__ = ["DealtJoker", "EventKind", "TableEvent", "dealt_joker", "table_events"]
