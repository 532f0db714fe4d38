"""Wegner's move 3 under our ruling (docs/rules.md §12a, "Our rulings"): "3. Rand → Rand,
um einen Randstapel zu leeren" is a move only when its sequence leaves more empty houses
than before. Without it, greedy self-play ended about half its games in the 1,000-action
stalemate: two houses traded one card for ever (``H5-H7 empty:H5``, ``H7-H5 empty:H7``, …),
each emptying filling the other's house, each one mandatory again.

The positions come from such records (``crapette selfplay --variant zank-patience
--players greedy,greedy --records DIR``), their sources cut to their top cards (a source
matters to the ladder only by being empty or not). Every expected value is worked out
by hand below, never copied from the engine.
"""

from __future__ import annotations

from typing import Any

from crapette.engine import Game, Position, parse_action
from crapette.words import say


def side(hand: list[str], discard: list[str]) -> dict[str, Any]:
    return {"reserve": [], "hand": hand, "hand_card": None, "discard": discard}


def zank(houses: list[Any], foundations: list[list[str]], **seats: dict[str, Any]) -> Game:
    three = len(houses) == 9
    obj: dict[str, Any] = {
        "format": "crapette-position/1",
        "variants": ["zank-patience", "three-players"] if three else ["zank-patience"],
        "to_move": "south", "houses": houses, "foundations": foundations,
    }
    for name, card in (("south", "9S"), ("west", "9H"), ("north", "9D")):
        if three or name != "west":
            obj[name] = seats.get(name, side([card], []))
    if three:
        obj.update(aside=[], first_turn_pending=[])
    return Game(Position.from_json(obj))


def rulings(g: Game) -> dict[str, str | None]:
    """Each legal action's text with the step it breaks (None: allowed)."""
    return {str(a): (v.rule if v else None) for a, v in g.analysis()}


# --- two seats: seed 6, after 31 actions (game 7 of 40) ---------------------------------
# H1 8S 7H, H2 TH, H3 4S 3D, H4 8D 7C 6D, H5 5S 4H, H6 QS JH, H7 empty, H8 QD; F6 AD;
# south's discard empty, north's 4C. South's record went on H5-H7 empty:H5 (4H to the
# empty H7, 5S onto 6D), then H7-H5 empty:H7 (4H back onto 5S), H5-H7 … for ever.
PING_PONG_HOUSES: list[Any] = [["8S", "7H"], ["TH"], ["4S", "3D"], ["8D", "7C", "6D"], ["5S", "4H"],
                               ["QS", "JH"], [], ["QD"]]
PING_PONG_FOUNDATIONS: list[list[str]] = [[], [], [], [], [], ["AD"], [], []]


def ping_pong(houses: list[Any]) -> Game:
    return zank(houses, PING_PONG_FOUNDATIONS, south=side(["5H", "8H", "8C", "KD"], []),
                north=side(["5C", "4H"], ["4C"]))


def test_the_ping_pong_from_the_record_is_no_move_3() -> None:
    # W1: no top card fits a foundation (F6 wants 2D; no ace on top). W2: no card under a
    # top fits one either. W3, house by house: H1's 7H fits no non-empty house (a black
    # 8 on top: none) and would fill H7 (0 gained); H2's TH, H8's QD find no black J/K
    # on top; H3's 3D fits no black 4 on top (0); H4's 6D, H6's JH find no black 7/Q on
    # top; H5: 4H fits no black 5 on top and fills H7, 5S then goes onto 6D: H5 emptied,
    # H7 filled, 0 gained. No move 3. W4, W5: south's discard is empty. W6: H7 is empty.
    # W7: turn (7.1 needs a discard card). Every emptying announced is no move 3 and no
    # lower move was possible: it breaks move 3's own condition, W3 (ruling 26).
    r = rulings(ping_pong(PING_PONG_HOUSES))
    assert r.pop("turn") is None
    assert r == {f"H{i}-H7 empty:H{i}": "W3" for i in (1, 2, 3, 4, 5, 6, 8)}


def test_once_the_card_has_gone_emptying_either_house_gains_one() -> None:
    # Where the record stood after its first H5-H7 (played here as the position): H5 5S,
    # H7 4H. 5S onto 6D (H4) empties H5 and fills nothing; 4H onto 5S empties H7 and
    # fills nothing: both are move 3 (+1 each), and turn breaks W3. The ruling does not
    # stop the loop here but one step earlier, where the trade began.
    houses = [*PING_PONG_HOUSES[:4], ["5S"], PING_PONG_HOUSES[5], ["4H"], PING_PONG_HOUSES[7]]
    assert rulings(ping_pong(houses)) == {"H5-H4 empty:H5": None, "H7-H5 empty:H7": None, "turn": "W3"}


def test_the_analysis_names_the_gain() -> None:
    houses = [*PING_PONG_HOUSES[:4], ["5S"], PING_PONG_HOUSES[5], ["4H"], PING_PONG_HOUSES[7]]
    verdict = dict(ping_pong(houses).analysis())[parse_action("turn")]
    assert verdict is not None and verdict.rule == "W3"
    assert "one more empty house" in say(verdict.why)


# --- three seats: seed 12, after 70 actions (game 13 of 24) -----------------------------
# H1 KS QD JS TH 9S 8D 7S, H2 4S, H3 KD, H4 6D 5C, H5 8C 7H 6S, H6 out of play, H7 6C,
# H8 empty, H9 KH QC JD TC 9D; F4 AH 2H, F6 AC; south's discard shows JH. The record
# went on H4-H8 empty:H4 (5C to H8, 6D onto 7S), H8-H4 empty:H8 (5C back), H4-H8 …
THREE_HOUSES: list[Any] = [["KS", "QD", "JS", "TH", "9S", "8D", "7S"], ["4S"], ["KD"], ["6D", "5C"],
                           ["8C", "7H", "6S"], None, ["6C"], [], ["KH", "QC", "JD", "TC", "9D"]]
THREE_FOUNDATIONS: list[list[str]] = [[], [], [], ["AH", "2H"], [], ["AC"], [], []]


def test_the_ping_pong_at_three_seats_is_no_move_3() -> None:
    # W1: F4 wants 3H, F6 2C, the others an ace: no top card fits. W2: no card under a
    # top is 3H, 2C or an ace. W3: H4's 5C fits no red 6 on top and fills H8, then 6D
    # goes onto 7S: 0 gained. H5's 6S would fill H8 and 7H (no black 8 on top) needs a
    # second empty house: none. H2's 4S, H7's 6C find no red 5/7 on top; H1, H3, H9 have
    # a king at the bottom. No move 3. W4: JH fits no foundation; W5: no black queen on
    # top; W6: H8 is empty. W7: SD-H8 (7.1) or turn (7.2). The emptyings announced are no
    # move 3, with nothing lower possible: they break W3's condition (ruling 26).
    g = zank(THREE_HOUSES, THREE_FOUNDATIONS, south=side(["3S", "AD", "3D"], ["3H", "KD", "JH"]))
    r = rulings(g)
    assert r.pop("SD-H8") is None and r.pop("turn") is None
    assert r == {f"H{i}-H8 empty:H{i}": "W3" for i in (1, 2, 3, 4, 5, 7, 9)}


#: three seats, houses that take nothing and go nowhere here (kings: no queen is free)
KINGS: list[Any] = [["KD"], ["KH"], ["KC"], ["KS"], ["KD"], ["KH"]]


def test_at_three_seats_the_first_house_emptied_gains_nothing() -> None:
    # H1 5C goes onto 6D (H2): H1 is emptied, but as the first house emptied it leaves
    # play ("der erste freiwerdende Randstapel fällt weg"), so the empty houses stay one
    # (H9): no gain, no move 3. W4-W6: 9C fits no foundation, no red ten, H9 is empty.
    # W7: SD-H9 or turn; H1-H2 empty:H1 is no move 3, and neither is any top card announced
    # onto the empty H9 (a lone card must go onto a non-empty house to empty its own): no
    # lower move was possible, so each breaks move 3's condition, W3 (ruling 26).
    houses = [["5C"], ["6D"], *KINGS, []]
    g = zank(houses, [[] for _ in range(8)], south=side(["9S"], ["9C"]))
    r = rulings(g)
    assert r.pop("SD-H9") is None and r.pop("turn") is None
    assert r == {"H1-H2 empty:H1": "W3", **{f"H{i}-H9 empty:H{i}": "W3" for i in range(1, 9)}}
    v = g.violation(parse_action("H1-H2 empty:H1"))
    assert v is not None and "would be the first house emptied, which leaves play" in say(v.why)


def test_at_three_seats_once_a_house_is_out_emptying_gains_one() -> None:
    # The same with H9 already out of play and H3 empty: H1 emptied stays in play, so
    # the empty houses go from one (H3) to two: move 3, before 7.1 and 7.2. 5C fits 6D,
    # so H1-H3 may not put it on the empty H3; the other lone cards onto H3 empty nothing.
    houses = [["5C"], ["6D"], [], *KINGS[:5], None]
    g = zank(houses, [[] for _ in range(8)], south=side(["9S"], ["9C"]))
    r = rulings(g)
    assert r.pop("H1-H2 empty:H1") is None
    assert r == {"SD-H3": "W3", "turn": "W3", **{f"H{i}-H3 empty:H{i}": "W3" for i in (1, 2, 4, 5, 6, 7, 8)}}


# --- the examples of docs/rules.md §12a, W3 ---------------------------------------------

def docs_example(houses: list[Any]) -> Game:
    return zank(houses, [[] for _ in range(8)], south=side(["JD"], ["KD"]))


def test_the_docs_example_that_gains_a_house() -> None:
    # H1 8H 7C, H2 9S, H3 9C 8D: 7C onto 8D, then 8H onto 9S: H1 empty, none filled (+1).
    # H3 cannot be emptied (9C finds no red ten), nor H2 (9S neither). No foundation
    # holds anything and no ace is free: W1, W2 are not possible. So H1-H3 empty:H1 is
    # the move 3; KD to an empty house (7.1) and turn (7.2) break W3; the top cards
    # announced onto an empty house break it too (7C fits 8D; 9S, 8D empty nothing).
    r = rulings(docs_example([["8H", "7C"], ["9S"], ["9C", "8D"], [], [], [], [], []]))
    assert r.pop("H1-H3 empty:H1") is None
    assert set(r.values()) == {"W3"}
    assert {"turn", "SD-H4", "H1-H4 empty:H1", "H3-H2 empty:H3"} <= set(r)


def test_the_docs_example_that_gains_nothing() -> None:
    # Without H3's cards: 7C fits no non-empty house and goes to an empty one, then 8H
    # onto 9S: H1 emptied, another house filled (0). No move 3; W4-W6 impossible (KD
    # fits nothing, every house but two is empty): W7, KD to any empty house or turn.
    # H1-H3 empty:H1 breaks move 3's own condition, nothing lower being possible (ruling 26).
    r = rulings(docs_example([["8H", "7C"], ["9S"], [], [], [], [], [], []]))
    assert r["H1-H3 empty:H1"] == "W3"
    allowed = {a for a, rule in r.items() if rule is None}
    assert allowed == {"turn", *(f"SD-H{i}" for i in range(3, 9))}
