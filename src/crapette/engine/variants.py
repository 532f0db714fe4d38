"""The variants: named objects, each declaring what it changes in a game (the options
of the standard game, most of them; the games themselves are declared in ``games/``).

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

from collections.abc import Callable, Mapping
from typing import Any

from crapette.engine.actions import Action
from crapette.engine.cards import rank, suit
from crapette.engine.errors import PositionError
from crapette.engine.piles import NORTH, SOUTH, seat_name
from crapette.engine.position import Position, Rules
from crapette.engine.priorities import STANDARD_LADDER
from crapette.engine.french import FillSpacesFirst as FillFirstGenerator
from crapette.engine.french import FillSpacesFirstRefusal as FillFirstRefusal
from crapette.engine.rules import group_legal_actions, illegal_reason, legal_actions
from crapette.engine.ruleset import RETIRED, VARIANTS, RulesBuilder, Variant
from crapette.engine.state import StateField
from crapette.engine.why import N_, Nn_, counted, message

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


def _strength(c: int) -> int:
    """000's ranking for the highest card: A K Q J 10 … 2 (ace high)."""
    return 13 if rank(c) == 0 else rank(c)


def highest_reserve_starts(position: Position) -> int:
    """003/004: the higher reserve card starts; on a tie, the player who dealt the
    strongest card to the tableau ("celui qui a placé dans le tableau la plus forte
    carte"). Ours: ace high as in 000; the house cards compared highest first, then the
    next; all equal: south."""

    table = position.table

    def key(player: int) -> tuple[object, ...]:
        top = position.piles[table.reserve_of[player]][-1]
        houses = sorted((_strength(position.piles[h][-1]) for h in table.dealt_houses_of[player]), reverse=True)
        return (_strength(top), houses)

    return NORTH if key(NORTH) > key(SOUTH) else SOUTH


def highest_suit_starts(position: Position) -> int:
    """000: the higher reserve card starts (A K Q … 2); equal ranks: by suit, spades >
    hearts > diamonds > clubs. Ours: identical cards (two decks): south."""
    table = position.table

    def key(player: int) -> tuple[int, int]:
        top = position.piles[table.reserve_of[player]][-1]
        return (_strength(top), suit(top))

    return NORTH if key(NORTH) > key(SOUTH) else SOUTH


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


# --- the position state the variants add (notation.md's optional fields; state.py) ------


def _read_turn_start(pos: Position, obj: Mapping[str, Any]) -> None:
    turn_start = obj.get("turn_start", True)
    if not isinstance(turn_start, bool):
        raise PositionError(message(N_("'turn_start' must be true or false")))
    pos.turn_start = turn_start


def _write_turn_start(pos: Position) -> bool:
    return pos.turn_start


#: early-turn: no action made yet in this turn (``turn`` may then skip the priorities)
TURN_START = StateField("turn_start", 1, _write_turn_start, _read_turn_start)


def _read_reserve_face_down(pos: Position, obj: Mapping[str, Any]) -> None:
    table = pos.table
    hidden = obj.get("reserve_face_down", [])
    if not isinstance(hidden, list) or any(not isinstance(h, str) or table.parse_seat(h) is None for h in hidden):
        raise PositionError(message(N_("'reserve_face_down' must list players ({seats})"),
                                    seats=", ".join(map(repr, map(seat_name, table.seats)))))
    pos.reserve_hidden = tuple(seat_name(p) in hidden for p in range(len(table.reserve_of)))


def _write_reserve_face_down(pos: Position) -> list[str]:
    return [seat_name(p) for p in pos.table.seats if pos.reserve_hidden[p]]


#: face-down-reserve: whose reserve top is still face down
RESERVE_FACE_DOWN = StateField("reserve_face_down", 2, _write_reserve_face_down, _read_reserve_face_down)


def _write_houses_face_down(pos: Position) -> list[int]:
    return list(pos.face_down or (0,) * pos.table.house_count)


def _read_houses_face_down(pos: Position, obj: Mapping[str, Any]) -> None:
    n_houses = pos.table.house_count
    counts = obj.get("houses_face_down", [0] * n_houses)
    if not isinstance(counts, list) or len(counts) != n_houses or not all(
        isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in counts
    ):
        raise PositionError(counted(Nn_("'houses_face_down' must be {count} whole number",
                                        "'houses_face_down' must be {count} whole numbers"), n_houses))
    pos.face_down = tuple(counts)


#: face-down-tableau, face-down-houses-1/2 and Schikanieren: the face-down cards at the
#: bottom of each house, H1 first
HOUSES_FACE_DOWN = StateField("houses_face_down", 3, _write_houses_face_down, _read_houses_face_down)


def standard_setup(rules: Builder) -> None:
    """The standard game's rules before any option: P1–P3, and the lower reserve card
    starts (the builder's other defaults are the standard game's)."""
    rules.start_rule = lowest_reserve_starts
    rules.priorities[:] = STANDARD_LADDER


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


_START_RULES = frozenset({"highest-starts", "highest-suit-starts", "tableau-starts", "cut-starts",
                          "face-down-reserve"})


class HighestStarts(Variant):
    name = "highest-starts"
    source = "003, 004 (ace high: ours, from 000's ranking)"
    summary = "The higher reserve card starts, ace high; on a tie, the player who dealt the stronger tableau cards."
    conflicts = _START_RULES - {"highest-starts"}

    def configure(self, rules: Builder) -> None:
        rules.start_rule = highest_reserve_starts


class HighestSuitStarts(Variant):
    name = "highest-suit-starts"
    source = "000 (the highest reserve card, suits breaking a tie)"
    summary = "The higher reserve card starts, ace high; on equal ranks spades > hearts > diamonds > clubs."
    conflicts = _START_RULES - {"highest-suit-starts"}

    def configure(self, rules: Builder) -> None:
        rules.start_rule = highest_suit_starts


class CutStarts(Variant):
    name = "cut-starts"
    source = "000 (the cards are cut before the deal, the lower card starts)"
    summary = "Each player cuts their own deck before the deal: the lower card starts, equal ranks cut again."
    conflicts = _START_RULES - {"cut-starts"}

    def configure(self, rules: Builder) -> None:
        from crapette.engine.cut import deal_with_cut  # (each option's rules loaded with its first game)

        rules.dealer = deal_with_cut


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
        from crapette.engine.strict import FreeBuriedCard, LoadOpponent, MakeSpacesBeforeTurning

        rules.insert_priority(FreeBuriedCard(), after="P2")
        rules.insert_priority(LoadOpponent(), after="S1")
        rules.insert_priority(MakeSpacesBeforeTurning(), after="P3")


class MinimalFreeing(Variant):
    name = "minimal-freeing"
    source = "000 (the still stricter version of the first strict rule)"
    summary = "A buried card must be freed in the fewest moves (M1)."
    requires = frozenset({"strict-priorities"})

    def configure(self, rules: Builder) -> None:
        from crapette.engine.strict import FewestMovesFreeing

        rules.insert_priority(FewestMovesFreeing(), before="S1")


class TableauStarts(Variant):
    name = "tableau-starts"
    source = "000"
    summary = "Who starts is decided by the house cards alone (lower starts), ignoring the reserves."
    conflicts = _START_RULES - {"tableau-starts"}

    def configure(self, rules: Builder) -> None:
        rules.start_rule = tableau_starts


class EarlyTurn(Variant):
    name = "early-turn"
    source = "000, 003"
    summary = "The hand card may be turned as the first action of a turn, whatever the priorities say."
    state = (TURN_START,)

    def configure(self, rules: Builder) -> None:
        rules.early_turn = True


class FaceDownReserve(Variant):
    name = "face-down-reserve"
    source = "000"
    summary = ("The reserves start face down; a player's reserve card turns up once no house card can go to a "
               "foundation in their first turn. Who starts is decided by the house cards.")
    conflicts = _START_RULES - {"face-down-reserve", "tableau-starts"}
    state = (RESERVE_FACE_DOWN,)

    def configure(self, rules: Builder) -> None:
        rules.face_down_reserve = True
        rules.start_rule = tableau_starts


class FaceDownTableau(Variant):
    name = "face-down-tableau"
    source = "000 (Variante du Tableau)"
    summary = ("000's tableau variant: a face-down card under each house card, turned up when exposed; played with "
               "the strict rules S1-S3 and S4 (once nothing can go to a foundation, uncover face-down cards).")
    conflicts = frozenset({"group-moves", "crapette-call", "face-down-houses-1", "face-down-houses-2"})
    order = 10
    state = (HOUSES_FACE_DOWN,)

    def configure(self, rules: Builder) -> None:
        rules.face_down_houses = 1
        if not any(r.id == "S1" for r in rules.priorities):
            StrictPriorities().configure(rules)  # "les trois règles strictes ci-dessus sont observées"
        from crapette.engine.strict import UncoverFaceDown

        rules.insert_priority(UncoverFaceDown(), after="S1")


class FaceDownHouses(Variant):
    name = "face-down-houses-1"
    source = "003 (its fourth way of playing), 004"
    summary = ("One of each player's four house cards is dealt face down (the first dealt: south's H5, north's H4) "
               "and stays so: it cannot be taken or built on. The game may end blocked.")
    conflicts = frozenset({"face-down-tableau", "face-down-houses-2", "group-moves"})
    count = 1
    state = (HOUSES_FACE_DOWN,)

    def configure(self, rules: Builder) -> None:
        rules.hidden_houses = self.count


class FaceDownHouses2(FaceDownHouses):
    name = "face-down-houses-2"
    summary = ("Two of each player's four house cards are dealt face down (the first two dealt: south's H5 and "
               "H6, north's H4 and H3) and stay so. The game may end blocked.")
    conflicts = frozenset({"face-down-tableau", "face-down-houses-1", "group-moves"})
    count = 2


# names that no longer exist, with what to use instead (records that used them fail with this)
RETIRED.update({
    "face-down-tableau-2": N_(
        "the variant 'face-down-tableau-2' (two face-down cards under each house card) followed neither source "
        "and no longer exists: 003/004's reading is 'face-down-houses-2' (two of each player's house cards dealt "
        "face down), 000's is 'face-down-tableau' (one face-down card under each house card, strict rules)"
    ),
})


class GroupMoves(Variant):
    name = "group-moves"
    source = "000 (David Crossley's version)"
    summary = ("A house card may move to another house together with all the cards on it, written "
               "SRC:COUNT-DST (e.g. H2:3-H7); houses always stay in sequence.")
    conflicts = frozenset({"strict-priorities", "face-down-tableau", "opponent-cards-up"})

    def configure(self, rules: Builder) -> None:
        rules.group_moves = True
        rules.generator = group_legal_actions


class Touch(Variant):
    name = "touch"
    source = "000 (the game's North American names, \"Stop or Touch\")"
    summary = ("An attempted illegal move (touch SRC-DST) or a card picked up that cannot move (touch SRC) is a "
               "fault the opponent may call Stop! on; the founded call ends the offender's turn.")
    conflicts = frozenset({"crapette-call"})

    def configure(self, rules: Builder) -> None:
        rules.touch = True


class FrenchTurn(Variant):
    name = "french-turn"
    source = "003, 004 (the turn as commonly played in France)"
    summary = ("The hand card is turned by itself at the start of the turn and again each time it is played; "
               "the turn ends when it goes onto the discard.")

    def configure(self, rules: Builder) -> None:
        rules.french_turn = True


class OpponentCardsUp(Variant):
    name = "opponent-cards-up"
    source = "003 (\"Le joueur peut aussi, s'il le veut, y placer les cartes apparentes de son adversaire\")"
    summary = "You may put the top card of your opponent's reserve or discard on a foundation; never mandatory."
    conflicts = frozenset({"group-moves"})

    def configure(self, rules: Builder) -> None:
        from crapette.engine.crapette import crapette_legal_actions

        rules.generator = crapette_legal_actions


class CrapetteCombination(Variant):
    name = "crapette-combination"
    source = "003 (its second way of playing)"
    summary = ("The call is Crapette!, founded only when the caller shows a combination of moves that puts one "
               "of the mover's cards on a foundation; no priority order.")
    conflicts = frozenset({"crapette-call", "strict-priorities", "group-moves", "face-down-tableau", "touch"})

    def configure(self, rules: Builder) -> None:
        rules.crapette_call = True
        from crapette.engine.crapette import crapette_legal_actions

        rules.generator = crapette_legal_actions
        rules.priorities[:] = []


class FewerCardsWins(Variant):
    name = "fewer-cards-wins"
    source = "003 (\"En cas de blocage le joueur qui a le moins de cartes a également gagné\")"
    summary = "A stalemate is won by the player with fewer cards left, scored as a win; equal numbers: a stalemate."

    def configure(self, rules: Builder) -> None:
        rules.fewer_cards_wins = True


class FillSpacesFirst(Variant):
    name = "fill-spaces-first"
    source = "003 (\"obligation de jouer la crapette s'il y a une case vide\"; ruling 28)"
    summary = ("While a house is empty and the reserve holds a card, only the reserve card may be played (to a "
               "house or a foundation): any other action is refused, naming the rule. In 003's ways with no call "
               "that judges it (plain, call); in hardest it is C2.")
    conflicts = frozenset({"crapette-call", "zank-patience"})
    order = 20  # after the variants that set the generator it wraps

    def configure(self, rules: Builder) -> None:
        rules.generator = FillFirstGenerator(rules.generator or legal_actions)
        rules.refusal = FillFirstRefusal(rules.refusal or illegal_reason)


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
    conflicts = frozenset({"strict-priorities", "group-moves", "face-down-tableau", "crapette-combination", "touch"})

    def configure(self, rules: Builder) -> None:
        rules.crapette_call = True
        from crapette.engine.crapette import FewestMovesToFoundation, HandCardNext, ReserveCardNext, crapette_legal_actions

        rules.generator = crapette_legal_actions
        rules.priorities[:] = [FewestMovesToFoundation(), ReserveCardNext(), HandCardNext()]


__all__ = [
    "HOUSES_FACE_DOWN", "RESERVE_FACE_DOWN", "TURN_START",
    "VARIANTS", "Builder", "Dealer", "Generator", "Rules", "RulesBuilder", "StartRule", "Variant",
    "RETIRED", "highest_reserve_starts", "highest_suit_starts", "lowest_reserve_starts", "standard_setup",
    "tableau_starts",
]
