"""Grupp's Schikanieren (001, reporting Claus D. Grupp, Kartenspiele, 1975; ruling 25),
played on Wegner's ladder: each house starts as a face-up card on a face-down one and
builds down in suit; each player has a Schikanier pile (``SR``, ``NR``, where the
reserve lies: one face-up card on eleven face-down ones) that only the opponent loads
and whose top card its owner plays like the discard's."""

from __future__ import annotations

from crapette.engine.games import PileKind, register
from crapette.engine.games.zank_patience import FIRST_TURN_PENDING, WEGNER_PILE_NAMES, zank_game, zank_setup
from crapette.engine.piles import Words
from crapette.engine.position import Position
from crapette.engine.ruleset import GameVariant, RulesBuilder
from crapette.engine.table import SUIT_HOUSES_TABLE
from crapette.engine.variants import HOUSES_FACE_DOWN
from crapette.engine.why import N_


def schikanieren_setup(rules: RulesBuilder[Position]) -> None:
    """Wegner's rules with Grupp's table and deal: houses in suit over a face-down card,
    the Schikanier pile of twelve where the reserve lies."""
    from crapette.engine.zank.deal import deal_schikanieren

    zank_setup(rules)
    rules.table = SUIT_HOUSES_TABLE
    rules.reserve_size = 12  # the Schikanier pile lies where the reserve does (SR, NR)
    rules.face_down_houses = 1  # one face-down card under each house's face-up card
    rules.dealer = deal_schikanieren


class Schikanieren(GameVariant):
    name = "schikanieren"
    source = "001 (reporting Claus D. Grupp, Kartenspiele, 1975)"
    summary = ("Grupp's Schikanieren on Wegner's ladder: each house starts as a face-up card on a face-down one "
               "and builds down in suit; each player has a Schikanier pile (SR, NR: one face-up card on eleven "
               "face-down ones) that only the opponent loads and whose top card its owner plays like the "
               "discard's; face-down cards left on top are turned up at once.")
    requires = frozenset({"zank-patience"})
    combines_with = frozenset({"zank-patience", "zank-advanced"})
    why_not = N_("Schikanieren is a game for two players with two decks: eight houses of two cards and a "
                 "Schikanier pile of twelve take 20 of each player's 52 cards")


SCHIKANIEREN = register(zank_game(
    "schikanieren", Schikanieren.summary, SUIT_HOUSES_TABLE, schikanieren_setup,
    frozenset({"zank-patience", "schikanieren"}),
    first_turn_houses=None,  # every house is dealt: no first-turn rule
    words=Words.SCHIKANIEREN,
    pile_names={**WEGNER_PILE_NAMES, PileKind.RESERVE: "schikanier"},
    score_columns=(PileKind.RESERVE, PileKind.HAND, PileKind.DISCARD),
    source=Schikanieren.source,
    state=(HOUSES_FACE_DOWN, FIRST_TURN_PENDING),  # pending first turns, though no house waits here
))

__all__ = ["SCHIKANIEREN", "Schikanieren", "schikanieren_setup"]
