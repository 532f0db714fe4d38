"""The variants: named objects, each declaring what it changes in the standard game.

The ``Rules`` they combine into, and the registry by name, are in ``ruleset.py`` (below
the position); this module sits above the rule modules (``strict``, ``crapette``,
``rules``) whose pieces the variants plug in.

A variant declares what it changes by configuring a ``RulesBuilder``: reserve size,
which piles are sources, who starts, the priority ladder, the false-Stop penalty.
The plug points for the variants still to come, so the engine's core stays as it is:

- ``priorities``: stricter ladders (freeing buried cards, mandatory loading,
  Wegner's eight steps, 003's order) insert further ``PriorityRule`` objects, each
  with its own identifier, at their place in the ladder (``insert_priority``);
- ``generator``: a function listing the legal actions, for group moves and the
  "Crapette!" call (the game then validates an action by membership in that list);
- ``dealer``: a function dealing the start position from a seed, for face-down tableau
  or reserve cards and the one-deck and three-player layouts;
- ``start_rule``: who starts.
"""

from __future__ import annotations

from collections.abc import Callable

from crapette.engine.actions import Action
from crapette.engine.cards import rank, suit
from crapette.engine.crapette import FewestMovesToFoundation, HandCardNext, ReserveCardNext, crapette_legal_actions
from crapette.engine.piles import NORTH, SOUTH
from crapette.engine.position import Position, Rules
from crapette.engine.priorities import STANDARD_LADDER
from crapette.engine.rules import group_legal_actions
from crapette.engine.ruleset import VARIANTS, RulesBuilder, Variant, set_standard
from crapette.engine.strict import (
    FewestMovesFreeing,
    FreeBuriedCard,
    LoadOpponent,
    MakeSpacesBeforeTurning,
    UncoverFaceDown,
)

StartRule = Callable[[Position], int]
Generator = Callable[[Position], list[Action]]
Dealer = Callable[[int, Rules], Position]


def lowest_reserve_starts(position: Position) -> int:
    """Ruling 2: the lower reserve card starts (ace low); ties go to the houses nearest
    each reserve (H8 against H1, then H7/H2, H6/H3, H5/H4); all equal: south."""
    table, piles = position.table, position.piles

    def ranks(seat: int) -> list[int]:
        return [rank(piles[p][-1]) for p in (table.reserve_of[seat], *table.dealt_houses_of[seat])]

    for s, n in zip(ranks(SOUTH), ranks(NORTH)):
        if s != n:
            return SOUTH if s < n else NORTH
    return SOUTH


def highest_reserve_starts(position: Position) -> int:
    """The higher reserve card starts, ace high (000's ranking A K Q J 10 … 2); ties
    go to the higher house cards (compared highest first), then the reserve card's
    suit, spades > hearts > diamonds > clubs; all equal: south."""

    def strength(c: int) -> int:
        return 13 if rank(c) == 0 else rank(c)

    table = position.table

    def key(player: int) -> tuple[object, ...]:
        top = position.piles[table.reserve_of[player]][-1]
        house_ranks = sorted((strength(position.piles[h][-1]) for h in table.dealt_houses_of[player]), reverse=True)
        return (strength(top), house_ranks, suit(top))

    s, n = key(SOUTH), key(NORTH)
    return NORTH if n > s else SOUTH


def tableau_starts(position: Position) -> int:
    """000's option: by the houses alone — the lower card of H8 against H1, then H7/H2,
    H6/H3, H5/H4 (ace low); all equal: south."""
    dealt = position.table.dealt_houses_of
    for s, n in zip(dealt[SOUTH], dealt[NORTH]):
        rs, rn = rank(position.piles[s][-1]), rank(position.piles[n][-1])
        if rs != rn:
            return SOUTH if rs < rn else NORTH
    return SOUTH


Builder = RulesBuilder[Position]


def _standard_builder() -> Builder:
    """The standard game: P1–P3, and the lower reserve card starts."""
    return RulesBuilder(start_rule=lowest_reserve_starts, priorities=list(STANDARD_LADDER))


set_standard(_standard_builder)


class DiscardAvailable(Variant):
    name = "discard-available"
    source = "000"
    summary = "The top card of your own discard is available like a house card."

    def configure(self, rules: Builder) -> None:
        rules.discard_available = True


class Reserve11(Variant):
    name = "reserve-11"
    source = "000"
    summary = "Reserves of 11 cards; hands of 37."
    conflicts = frozenset({"reserve-12"})

    def configure(self, rules: Builder) -> None:
        rules.reserve_size = 11


class Reserve12(Variant):
    name = "reserve-12"
    source = "000"
    summary = "Reserves of 12 cards; hands of 36."
    conflicts = frozenset({"reserve-11"})

    def configure(self, rules: Builder) -> None:
        rules.reserve_size = 12


class HighestStarts(Variant):
    name = "highest-starts"
    source = "003, 004 (ranking and suits from 000)"
    summary = "The higher reserve card starts, ace high; then the higher house cards; then suits S > H > D > C."

    def configure(self, rules: Builder) -> None:
        rules.start_rule = highest_reserve_starts


class FalseStopPenalty(Variant):
    name = "false-stop-penalty"
    source = "001 (Wegner)"
    summary = "Whoever calls Stop! without cause loses their next turn."

    def configure(self, rules: Builder) -> None:
        rules.false_stop_penalty = True





class StrictPriorities(Variant):
    name = "strict-priorities"
    source = "000 (the stricter priority rules)"
    summary = "Free buried cards for the foundations (S1), load the opponent when nothing goes up (S2), empty houses before turning (S3)."

    def configure(self, rules: Builder) -> None:
        rules.insert_priority(FreeBuriedCard(), after="P2")
        rules.insert_priority(LoadOpponent(), after="S1")
        rules.insert_priority(MakeSpacesBeforeTurning(), after="P3")


class MinimalFreeing(Variant):
    name = "minimal-freeing"
    source = "000 (the still stricter version of the first strict rule)"
    summary = "A buried card must be freed in the fewest moves (M1)."
    requires = frozenset({"strict-priorities"})

    def configure(self, rules: Builder) -> None:
        rules.insert_priority(FewestMovesFreeing(), before="S1")


class TableauStarts(Variant):
    name = "tableau-starts"
    source = "000"
    summary = "Who starts is decided by the house cards alone (lower starts), ignoring the reserves."
    conflicts = frozenset({"highest-starts"})

    def configure(self, rules: Builder) -> None:
        rules.start_rule = tableau_starts


class EarlyTurn(Variant):
    name = "early-turn"
    source = "000, 003"
    summary = "The hand card may be turned as the first action of a turn, whatever the priorities say."

    def configure(self, rules: Builder) -> None:
        rules.early_turn = True


class FaceDownReserve(Variant):
    name = "face-down-reserve"
    source = "000"
    summary = ("The reserves start face down; a player's reserve card turns up once no house card can go to a "
               "foundation in their first turn. Who starts is decided by the house cards.")
    conflicts = frozenset({"highest-starts"})

    def configure(self, rules: Builder) -> None:
        rules.face_down_reserve = True
        rules.start_rule = tableau_starts


class FaceDownTableau(Variant):
    name = "face-down-tableau"
    source = "000 (Variante du Tableau), 003, 004"
    summary = ("Each house is dealt a face-down card under its face-up card; an exposed face-down card turns up. "
               "Rule S4: once nothing can go to a foundation, uncover face-down cards when possible.")
    conflicts = frozenset({"face-down-tableau-2"})
    order = 10
    depth = 1

    def configure(self, rules: Builder) -> None:
        rules.face_down_houses = self.depth
        ids = [r.id for r in rules.priorities]
        after = "S1" if "S1" in ids else "C1" if "C1" in ids else "P2"
        rules.insert_priority(UncoverFaceDown(), after=after)


class FaceDownTableau2(FaceDownTableau):
    name = "face-down-tableau-2"
    source = "003, 004 (one or two face-down cards)"
    summary = "As face-down-tableau, with two face-down cards under each house's face-up card."
    conflicts = frozenset({"face-down-tableau"})
    depth = 2


class GroupMoves(Variant):
    name = "group-moves"
    source = "000 (David Crossley's version)"
    summary = ("A house card may move to another house together with all the cards on it, written "
               "SRC:COUNT-DST (e.g. H2:3-H7); houses always stay in sequence.")
    conflicts = frozenset({"strict-priorities"})

    def configure(self, rules: Builder) -> None:
        rules.group_moves = True
        rules.generator = group_legal_actions


class AlternatingStarts(Variant):
    name = "alternating-starts"
    source = "000"
    summary = "In a match, the players take turns to start the games; the first game follows the start rule."

    def configure(self, rules: Builder) -> None:
        rules.alternating_starts = True


class CrapetteCall(Variant):
    name = "crapette-call"
    source = "003"
    summary = ("The call is Crapette!: founded when the last action broke 003's order (C1 a card to a foundation, "
               "fewest moves first; C2 the reserve card; C3 the hand card) or missed a combination the caller "
               "shows; nothing is taken back, the caller plays next. The opponent's visible reserve and discard "
               "cards may be put on the foundations.")
    conflicts = frozenset({"strict-priorities", "group-moves"})

    def configure(self, rules: Builder) -> None:
        rules.crapette_call = True
        rules.generator = crapette_legal_actions
        rules.priorities[:] = [FewestMovesToFoundation(), ReserveCardNext(), HandCardNext()]


__all__ = [
    "VARIANTS", "Builder", "Dealer", "Generator", "Rules", "RulesBuilder", "StartRule", "Variant",
    "highest_reserve_starts", "lowest_reserve_starts", "tableau_starts",
]
