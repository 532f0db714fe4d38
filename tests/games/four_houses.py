"""A game that is not in ``src/``: the proof that a game is one module and one line
(issue 26, item 10).

"Four houses": the one-deck game's cards (south clubs and hearts, north diamonds and
spades, each half shuffled from one seed) on a table of four houses a side and four
foundations; each player deals a reserve of 5, four houses farthest first, and keeps
17 as the hand. Everything else is the standard game's rules, which read the table's
shape. Nothing in ``src/`` names it: once registered (one line,
``register(FOUR_HOUSES)``; the tests do it in a fixture and take it out afterwards, so
the other tests see the registry as it is), the registry finds it by name, and
``--variant four-houses`` deals it, the bots play it, the app draws it.
"""

from __future__ import annotations

from crapette.engine.games import GameType
from crapette.engine.games.one_deck import one_deck_packets
from crapette.engine.games.packets import deal_packets
from crapette.engine.position import Position, Rules
from crapette.engine.ruleset import RulesBuilder
from crapette.engine.table import Pack, Table
from crapette.engine.variants import standard_setup

#: two seats, eight houses (H1-H4 north's, H5-H8 south's), four foundations, one deck
FOUR_HOUSES_TABLE = Table(house_count=8, foundation_count=4, pack=Pack.ONE_DECK)


def deal_four_houses(seed: int, rules: Rules) -> Position:
    """The one-deck packets, each dealt as the standard game deals: reserve, houses, hand."""
    return deal_packets(rules, one_deck_packets(seed))


def four_houses_setup(rules: RulesBuilder[Position]) -> None:
    standard_setup(rules)
    rules.table = FOUR_HOUSES_TABLE
    rules.reserve_size = 5
    rules.dealer = deal_four_houses


FOUR_HOUSES = GameType(
    name="four-houses",
    source="tests (issue 26's proof)",
    summary="One deck, four houses a side, four foundations; reserve 5, hand 17.",
    table=FOUR_HOUSES_TABLE,
    setup=four_houses_setup,
    chosen_by=frozenset({"four-houses"}),
    options=frozenset({"discard-available", "strict-priorities"}),
)
