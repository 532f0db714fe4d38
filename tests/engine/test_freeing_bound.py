"""The bound of ruling 16's search is one per position, not one per search (issue 32,
docs/rules.md section 2.5): all the searches of one analysis look at ``POSITION_LIMIT``
states at most together, each an equal share, and one stopped there sees no freeing.
These tests count the states looked at (``freeing.COUNTER``), never the time taken."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from crapette.engine import Game, Position, freeing

from positions import KINGS, pos_json, violations

# Met in a uniform-random game of benchmarks/analysis_cold.py under strict-priorities and
# minimal-freeing: north could free the 8D of H7 (F3 shows 7D) but never will: the 4D and
# the 5C above it each need an empty house at once (no black 5 or red 6 shows, nothing to
# load on), H4 is the only one and none can be made. The search looks at about a hundred
# states to see it; the 5H of H8 is freed in one move (the 4C into H4). Nine searches may
# be asked here (seven houses, two buried cards that fit a foundation): each gets a ninth
# of the bound.
BUSY = """{
  "format": "crapette-position/1",
  "variants": ["strict-priorities", "minimal-freeing"],
  "to_move": "north",
  "south": {"reserve": [], "hand": ["3S", "4S", "KD", "8D", "7D", "6D", "5S", "6S", "TH", "9H", "9H", "JS", "JC",
                                    "8C", "9C", "TC"], "hand_card": null, "discard": ["JD"]},
  "north": {"reserve": ["TH", "7H", "9S", "5D", "2S", "6S", "QS", "KS"],
            "hand": ["KS", "TS", "JS", "KH", "AS", "2C", "AC", "7S", "8S", "3C", "TD"], "hand_card": "9D",
            "discard": ["TD", "JD", "QD", "3D", "KH", "QH", "JH", "QH", "7C"]},
  "houses": [["KC", "QD"], ["KD", "QS"], ["QC", "JH"], [], ["TS", "9D", "8S"], ["9S", "8H"],
             ["8D", "7S", "6H", "5C", "4D"], ["6C", "5H", "4C"]],
  "foundations": [["AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC", "KC"],
                  ["AS", "2S", "3S", "4S", "5S"], ["AD", "2D", "3D", "4D", "5D", "6D", "7D"], ["AD", "2D"],
                  ["AH", "2H", "3H", "4H"], [], [], ["AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H"]]
}"""

# test_freeing.py's LOAD3: F1 AC 2C; H1 4D 3C 2H; the 3C goes up once the 2H has gone,
# by four moves onto north's discard (6H): H3-ND (5H), SH-ND (4H), SR-ND (3H), H1-ND (2H).
# Legal: H3-ND and SH-SD. S1 makes H3-ND the move, and SH-SD breaks it.
LOAD3 = dict(south={"reserve": ["9D", "3H"], "hand": ["9S"], "hand_card": "4H"},
             north={"hand": ["9S"], "discard": ["6H"]},
             houses={**KINGS, "H1": ["4D", "3C", "2H"], "H3": ["6S", "5H"]}, foundations={"F1": ["AC", "2C"]})


@pytest.fixture(autouse=True)
def cold() -> Iterator[None]:
    freeing.forget()
    yield
    freeing.forget()


def states_of_one_analysis(pos: Position) -> int:
    before = freeing.COUNTER.nodes
    Game(pos.copy(), "stop").analysis()
    return freeing.COUNTER.nodes - before


def test_the_searches_of_one_analysis_share_the_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    pos = Position.loads(BUSY)
    assert states_of_one_analysis(pos) > 100  # far within 500,000 / 9 each
    freeing.forget()
    monkeypatch.setattr(freeing, "POSITION_LIMIT", 100)
    assert freeing.share(pos) == 100 // 9
    truncated = freeing.COUNTER.truncated
    assert 0 < states_of_one_analysis(pos) <= 100
    assert freeing.COUNTER.truncated == truncated + 1  # the 8D's search stopped at its share


def test_a_position_is_searched_once_whatever_asks_again() -> None:
    pos = Position.loads(BUSY)
    assert states_of_one_analysis(pos) > 0
    assert states_of_one_analysis(pos) == 0  # a fresh Game, the same position: the answers are kept
    game = Game(pos.copy(), "strict")
    before = freeing.COUNTER.nodes
    for action in game.legal_actions():
        game.illegal_reason(action)  # each action judged in play
    assert freeing.COUNTER.nodes == before


def test_a_search_stopped_by_the_bound_sees_no_freeing(monkeypatch: pytest.MonkeyPatch) -> None:
    pos = Position.from_json(pos_json(variants=["strict-priorities"], **LOAD3))
    assert violations(Game(pos.copy(), "stop")) == {"H3-ND": None, "SH-SD": "S1"}
    freeing.forget()
    monkeypatch.setattr(freeing, "POSITION_LIMIT", 0)
    # no freeing seen: no card can go to a foundation, directly or by freeing, so loading
    # the opponent is mandatory (S2): H3-ND loads north's discard, SH-SD breaks S2
    assert violations(Game(pos.copy(), "stop")) == {"H3-ND": None, "SH-SD": "S2"}
    assert freeing.COUNTER.truncated > 0


def test_a_covering_card_that_can_go_nowhere_is_seen_without_a_search() -> None:
    # S3 asks whether H1 (KC under QH) can be emptied, no card going into an empty house:
    # the QH would go on a black king (H2's KS), but the KC under it takes only an empty
    # house or a pile to load (a queen of clubs: none shows), so H1 is never emptied.
    # The search sees it before looking at a single state.
    pos = Position.from_json(pos_json(variants=["strict-priorities"], houses={**KINGS, "H1": ["KC", "QH"]}))
    before = freeing.COUNTER.nodes
    assert freeing.clearing(pos, pos.table.house(1), 0, into_empty=False) is None
    assert freeing.COUNTER.nodes == before


def test_a_house_that_cannot_be_cleared_is_not_searched_deeper() -> None:
    # H1 KC QH JS: the JS goes on a red queen (H1's QH is under it, the other houses hold
    # kings) or into an empty house (none): H1 cannot lose its top card, so neither its
    # top two cards, nor all three; nor without empty houses. Each of those is answered
    # without a new search; with empty houses allowed after a search without them, it is
    # searched again (a clearing may need an empty house).
    pos = Position.from_json(pos_json(variants=["strict-priorities"], houses={**KINGS, "H1": ["KC", "QH", "JS"]}))
    h1 = pos.table.house(1)
    before = freeing.COUNTER.searches
    assert freeing.clearing(pos, h1, 2) is None
    assert freeing.COUNTER.searches == before + 1
    assert freeing.clearing(pos, h1, 1) is None
    assert freeing.clearing(pos, h1, 0, into_empty=False) is None
    assert freeing.COUNTER.searches == before + 1
    freeing.forget()
    assert freeing.clearing(pos, h1, 1, into_empty=False) is None
    assert freeing.clearing(pos, h1, 1) is None
    assert freeing.COUNTER.searches == before + 3
