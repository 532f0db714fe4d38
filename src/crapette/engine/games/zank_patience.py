"""Wegner's Zank-Patience (``001``, ruling 24) and its one-deck and three-player forms.

A face-down source (Quelle) and a discard (Ablage) each, eight empty houses (his Rand)
and the foundations (his Mitte); moves ranked on his eight-step ladder; anyone, the
mover too, may call Stop!, a founded call takes the action back and the caller plays
next, a wrong caller misses their next turn. The game's rule modules are in
``engine/zank/`` (its deal, moves, ladder and Stop!); they load when a Zank game is set
up: the registry needs only the declarations, and start-up pays for every module it loads.
``zank-advanced`` is an option of these games; Schikanieren (``schikanieren.py``) is
played on the same ladder.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from crapette.engine.errors import PositionError
from crapette.engine.games import Family, GameType, PileKind, register
from crapette.engine.games.three_players import ASIDE
from crapette.engine.piles import Words, seat_name
from crapette.engine.position import Position, Rules, seats_listed
from crapette.engine.ruleset import GameVariant, RulesBuilder, Variant
from crapette.engine.table import ONE_DECK_TABLE, STANDARD_TABLE, THREE_PLAYER_TABLE, Pile, Seat, Table
from crapette.engine.state import StateField
from crapette.engine.why import N_, message

if TYPE_CHECKING:
    from crapette.engine.zank import deal as zank_deal
    from crapette.engine.zank import stop as zank_stop
else:
    from crapette.lazy import lazy_module

    zank_deal = lazy_module("crapette.engine.zank.deal")  # loaded with the first Zank game
    zank_stop = lazy_module("crapette.engine.zank.stop")  # loaded with the first founded Stop!

#: Wegner's words for the piles, as codes: Quelle (the source: the hand, and the card
#: taken from it), Ablage (the discard), Rand (the houses), Mitte (the foundations)
WEGNER_PILE_NAMES = {PileKind.HAND: "quelle", PileKind.HAND_CARD: "quelle", PileKind.DISCARD: "ablage",
                     PileKind.HOUSE: "rand", PileKind.FOUNDATION: "mitte"}


def zank_setup(rules: RulesBuilder[Position]) -> None:
    """Wegner's rules: no reserve, the own discard available, his deal, start rule,
    generator and ladder, and his Stop!; on the standard shape of table."""
    from crapette.engine.zank.deal import deal_zank, lower_discard_starts
    from crapette.engine.zank.ladder import zank_ladder
    from crapette.engine.zank.moves import zank_illegal_reason, zank_legal_actions

    rules.table = STANDARD_TABLE  # his table has the standard shape: two seats, eight houses
    rules.reserve_size = 0
    rules.discard_available = True
    rules.false_stop_penalty = True
    rules.touch = True  # "merely touching a pile with a finger or with a card" begins a move (ruling 24)
    rules.dealer = deal_zank
    rules.start_rule = lower_discard_starts
    rules.generator = zank_legal_actions
    rules.refusal = zank_illegal_reason
    rules.priorities[:] = zank_ladder()


def deal_zank_one_deck(seed: int, rules: Rules) -> Position:
    """Wegner's learning game (001, ruling 24): the one-deck packets (as ``deal_one_deck``)
    become the players' sources, each turning its top card onto the discard."""
    from crapette.engine.games.one_deck import one_deck_packets

    return zank_deal.zank_from_packets(rules, one_deck_packets(seed))


def deal_zank_three(seed: int, rules: Rules) -> Position:
    """Wegner's three-player game (001, ruling 24): the three-player packets (as
    ``deal_three``) become the players' sources, each turning its top card onto its
    discard (the joker, if it comes so, is set aside and the next card turned)."""
    from crapette.engine.games.three_players import three_packets

    return zank_deal.zank_from_packets(rules, three_packets(seed))


def zank_one_deck_setup(rules: RulesBuilder[Position]) -> None:
    """Wegner's learning game: his rules on the one-deck table, his deal on it."""
    zank_setup(rules)
    rules.table = ONE_DECK_TABLE
    rules.dealer = deal_zank_one_deck


def zank_three_setup(rules: RulesBuilder[Position]) -> None:
    """Wegner's three-player game: his rules on the three-player table, his deal on it."""
    zank_setup(rules)
    rules.table = THREE_PLAYER_TABLE
    rules.dealer = deal_zank_three


def _settle_founded_stop(pos: Position, offender: Seat, caller: Seat, skipped: bool) -> Seat:
    return zank_stop.settle_founded_stop(pos, offender, caller, skipped)


def _first_turn_two(pos: Position) -> tuple[Pile, ...] | None:
    return zank_deal.first_turn_houses_two(pos)


def _first_turn_three(pos: Position) -> tuple[Pile, ...] | None:
    return zank_deal.first_turn_houses_three(pos)


def _write_first_turns(pos: Position) -> list[str]:
    return [seat_name(p) for p in pos.table.seats if p in pos.first_turns]


def _read_first_turns(pos: Position, obj: Mapping[str, Any]) -> None:
    """The seats named in ``first_turn_pending``, or, left out, the seats whose packet is
    as dealt: no card taken, the source holding all but the card that started the discard
    (51, 25 with one deck, 34 with three players, 33 once the joker is aside;
    Schikanieren: less its Schikanier pile and house cards); and the player to move too
    when every other seat is so (nobody has played before them: the starter's first turn)."""
    table, rules = pos.table, pos.rules
    names = obj.get("first_turn_pending")
    if names is None:
        whole = table.pack.size // table.seat_count - len(pos.aside) - 1 - rules.reserve_size
        dealt = (rules.face_down_houses + 1) if rules.reserve_size else 0  # Schikanieren deals the houses
        untouched = {p for p in table.seats if not pos.piles[table.hand_card_of[p]]
                     and len(pos.hands[p]) >= whole - dealt * len(table.dealt_houses_of[p])}
        if all(p in untouched for p in table.seats if p != pos.to_move):
            untouched.add(pos.to_move)
        pos.first_turns = tuple(p for p in table.seats if p in untouched)
        return
    seats = seats_listed(pos, names)
    if seats is None:
        raise PositionError(message(N_("'first_turn_pending' must list players ({seats})"),
                                    seats=", ".join(map(seat_name, table.seats))))
    pos.first_turns = seats


#: Zank-Patience: the seats whose first turn has not ended yet (rulings 24, 27): written in
#: every position of his games, two seats included, since a founded Stop! can restore the
#: card counts (notation.md)
FIRST_TURN_PENDING = StateField(
    "first_turn_pending", 4, _write_first_turns, _read_first_turns)


class ZankPatience(GameVariant):
    name = "zank-patience"
    source = "001 (Eberhard Wegner)"
    summary = ("Wegner's Zank-Patience: a face-down source and a discard each, eight empty houses, moves ranked on "
               "his eight-step ladder (W1-W8), moves 2 and 3 announced (H3-H5 free:7H, H3-H5 empty:H3); anyone, "
               "the mover too, may call Stop! (stop:S); a wrong caller misses their next turn.")
    combines_with = frozenset({"zank-advanced", "one-deck", "three-players", "schikanieren"})
    why_not = N_("Zank-Patience is another game: its table, deal and ladder replace the standard game's")


class ZankAdvanced(Variant):
    name = "zank-advanced"
    source = "001 (\"Zusatzbedingung für Fortgeschrittene, nach Vereinbarung\")"
    summary = ("Zank-Patience's advanced conditions: move 2 frees the least deep card that can go to a foundation, "
               "move 3 empties the house with the highest bottom card.")
    requires = frozenset({"zank-patience"})
    combines_with = frozenset({"zank-patience", "one-deck", "three-players", "schikanieren"})
    why_not = N_("it is a condition of Zank-Patience's moves 2 and 3")

    def configure(self, rules: RulesBuilder[Position]) -> None:
        from crapette.engine.zank.ladder import W2, W3

        rules.priorities[:] = [W2(advanced=True) if r.id == "W2" else W3(advanced=True) if r.id == "W3" else r
                               for r in rules.priorities]


def zank_game(name: str, summary: str, table: Table, setup: Callable[[RulesBuilder[Position]], None],
              chosen_by: frozenset[str],
              first_turn_houses: Callable[[Position], tuple[Pile, ...] | None] | None = _first_turn_two,
              words: Words = Words.WEGNER,
              pile_names: dict[PileKind, str] = WEGNER_PILE_NAMES,
              score_columns: tuple[PileKind, ...] = (PileKind.HAND, PileKind.DISCARD),
              source: str = ZankPatience.source,
              state: tuple[StateField, ...] = (FIRST_TURN_PENDING,)) -> GameType:
    """A game of Wegner's family: his calls, Pause, announced moves and source."""
    return GameType(
        name=name, source=source, summary=summary, table=table, setup=setup, chosen_by=chosen_by,
        family=Family.ZANK, words=words, pile_names=pile_names, author_may_call=True,
        settle_founded_call=_settle_founded_stop, pause=True, announces=True, takes_source_card=True,
        score_columns=score_columns, first_turn_houses=first_turn_houses, state=state,
    )


ZANK = register(zank_game("zank-patience", ZankPatience.summary, STANDARD_TABLE, zank_setup,
                          frozenset({"zank-patience"})))
ZANK_ONE_DECK = register(zank_game(
    "zank-one-deck", "Wegner's learning game: Zank-Patience with one deck, three houses a side.",
    ONE_DECK_TABLE, zank_one_deck_setup, frozenset({"zank-patience", "one-deck"})))
ZANK_THREE = register(zank_game(
    "zank-three", "Wegner's three-player Zank-Patience: each fills their own three houses in their first turn.",
    THREE_PLAYER_TABLE, zank_three_setup, frozenset({"zank-patience", "three-players"}),
    first_turn_houses=_first_turn_three, state=(ASIDE, FIRST_TURN_PENDING)))

__all__ = ["FIRST_TURN_PENDING", "WEGNER_PILE_NAMES", "ZANK", "ZANK_ONE_DECK", "ZANK_THREE", "ZankAdvanced", "ZankPatience",
           "deal_zank_one_deck", "deal_zank_three", "zank_game", "zank_one_deck_setup", "zank_setup",
           "zank_three_setup"]
