"""The variants that make the engine play Wegner's Zank-Patience (``001``, ruling 24)."""

from __future__ import annotations

from crapette.engine.errors import VariantError
from crapette.engine.position import Position
from crapette.engine.ruleset import RulesBuilder, Variant
from crapette.engine.table import SUIT_HOUSES_TABLE
from crapette.i18n import N_, _

# The game's own modules (its deal, moves and ladder) load when a Zank game is set up:
# the registry needs only these classes, and start-up pays for every module it loads.


class ZankPatience(Variant):
    name = "zank-patience"
    source = "001 (Eberhard Wegner)"
    summary = ("Wegner's Zank-Patience: a face-down source and a discard each, eight empty houses, moves ranked on "
               "his eight-step ladder (W1-W8), moves 2 and 3 announced (H3-H5 free:7H, H3-H5 empty:H3); anyone, "
               "the mover too, may call Stop! (stop:S); a wrong caller misses their next turn.")
    combines_with = frozenset({"zank-advanced", "one-deck", "three-players", "schikanieren"})
    why_not = N_("Zank-Patience is another game: its table, deal and ladder replace the standard game's")
    order = 90

    def configure(self, rules: RulesBuilder[Position]) -> None:
        from crapette.engine.zank.deal import ZANK_TABLE, deal_zank, lower_discard_starts
        from crapette.engine.zank.ladder import zank_ladder
        from crapette.engine.zank.moves import zank_illegal_reason, zank_legal_actions

        if rules.dealer is not None:
            raise VariantError(_("'zank-patience' has its own deal"))
        # one-deck (order 100, configured after this) swaps in its table and Wegner's deal on it
        rules.table = ZANK_TABLE
        rules.reserve_size = 0
        rules.discard_available = True
        rules.false_stop_penalty = True
        rules.wegner_stop = True
        rules.dealer = deal_zank
        rules.start_rule = lower_discard_starts
        rules.generator = zank_legal_actions
        rules.refusal = zank_illegal_reason
        rules.priorities[:] = zank_ladder()


class ZankAdvanced(Variant):
    name = "zank-advanced"
    source = "001 (\"Zusatzbedingung für Fortgeschrittene, nach Vereinbarung\")"
    summary = ("Zank-Patience's advanced conditions: move 2 frees the least deep card that can go to a foundation, "
               "move 3 empties the house with the highest bottom card.")
    requires = frozenset({"zank-patience"})
    combines_with = frozenset({"zank-patience", "one-deck", "three-players", "schikanieren"})
    why_not = N_("it is a condition of Zank-Patience's moves 2 and 3")
    order = 91

    def configure(self, rules: RulesBuilder[Position]) -> None:
        from crapette.engine.zank.ladder import W2, W3

        rules.priorities[:] = [W2(advanced=True) if r.id == "W2" else W3(advanced=True) if r.id == "W3" else r
                               for r in rules.priorities]


class Schikanieren(Variant):
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
    order = 92

    def configure(self, rules: RulesBuilder[Position]) -> None:
        from crapette.engine.zank.deal import deal_schikanieren

        rules.table = SUIT_HOUSES_TABLE
        rules.reserve_size = 12  # the Schikanier pile lies where the reserve does (SR, NR)
        rules.face_down_houses = 1  # one face-down card under each house's face-up card
        rules.dealer = deal_schikanieren


__all__ = ["Schikanieren", "ZankAdvanced", "ZankPatience"]
