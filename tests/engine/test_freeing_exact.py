"""The freeing search of ruling 16 (engine/freeing.py) against a brute force written apart
from it: a plain breadth-first search over the real piles, with no state merged unless
every pile is the same (no houses taken as interchangeable, no shortcut that proves a
house can never be cleared). Over positions of seeded random games in every game the
search serves, both must agree on whether a house can be cleared, on the fewest moves
it takes and on the set of first moves that start a shortest way — what S1, M1, S3, S4
and C1 read.

The brute force knows only ruling 16's moves: any card the mover can see (reserve top,
hand cards from the top down, discard top when it is available), to a house that takes
it (into an empty house only when allowed) or onto an opponent's pile that it loads; a
reserve or discard card moved uncovers one the mover cannot see yet, an emptied house
over face-down cards turns one up (that house is out of play for the sequence); never a
card onto the house being cleared.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from crapette.engine import Game, Position, freeing, parse_action
from crapette.engine.actions import MOVES, Action
from crapette.engine.cards import goes_on_house, loads_onto

from positions import KINGS
from positions import pos as position_of

#: a brute force that meets more states than this gives up (the position is skipped)
STATES = 1_000

#: (house index or -1, covering cards left, reserve used, hand cards left, discard used, load tops)
_State = tuple[tuple[tuple[int, ...] | None, ...], int, bool, int, bool, tuple[int | None, ...]]


class _TooBig(Exception):
    pass


def brute_force(pos: Position, house: int, keep: int, into_empty: bool,
                states: int = STATES) -> tuple[int, set[Action]] | None:
    """The fewest moves that clear ``house`` down to ``keep`` cards and every first move
    of such a way, or None when no way exists; raises _TooBig past ``states`` states."""
    table, me = pos.table, pos.to_move
    houses = list(table.houses)
    target = houses.index(house)
    hidden = pos.face_down or (0,) * len(houses)
    covering = tuple(pos.piles[house][keep:])
    if not covering:
        return None
    reserve, hand, discard = table.reserve_of[me], table.hand_card_of[me], table.discard_of[me]
    reserve_card = pos.piles[reserve][-1] if pos.piles[reserve] and not pos.reserve_hidden[me] else None
    discard_card = pos.piles[discard][-1] if pos.rules.discard_available and pos.piles[discard] else None
    hand_cards = tuple(pos.piles[hand])
    loads = [pile for pile, seat in table.loads_of[me] if not (seat >= 0 and pos.reserve_hidden[seat])]
    start: _State = (tuple(None if i == target else tuple(pos.piles[h][hidden[i]:]) for i, h in enumerate(houses)),
                     len(covering), reserve_card is None, len(hand_cards), discard_card is None,
                     tuple(pos.piles[p][-1] if pos.piles[p] else None for p in loads))

    def moves(state: _State) -> Iterator[tuple[Action, _State]]:
        stacks, left, r_used, hand_left, d_used, tops = state
        given: list[tuple[int, int, str]] = []  # card, pile moved from, which source
        if left:
            given.append((covering[left - 1], house, "covering"))
        if not r_used:
            given.append((reserve_card, reserve, "reserve"))  # type: ignore[arg-type]
        if hand_left:
            given.append((hand_cards[hand_left - 1], hand, "hand"))
        if not d_used:
            given.append((discard_card, discard, "discard"))  # type: ignore[arg-type]
        for i, stack in enumerate(stacks):
            if stack:
                given.append((stack[-1], houses[i], "house"))
        for card, src, which in given:
            after_source = (stacks, left - (which == "covering"), r_used or which == "reserve",
                            hand_left - (which == "hand"), d_used or which == "discard")
            new_stacks = list(stacks)
            if which == "house":
                i = houses.index(src)
                rest = stacks[i][:-1]  # type: ignore[index]
                # the house's last face-up card gone from over face-down ones: out of play
                new_stacks[i] = None if not rest and hidden[i] else rest
            for j, stack in enumerate(new_stacks):
                if stack is None or houses[j] == src:
                    continue
                if (stack and goes_on_house(card, stack[-1])) or (not stack and into_empty):
                    placed = list(new_stacks)
                    placed[j] = (*stack, card)
                    yield MOVES[src][houses[j]], (tuple(placed), *after_source[1:], tops)  # type: ignore[misc]
            for k, top in enumerate(tops):
                if top is not None and loads_onto(card, top):
                    yield MOVES[src][loads[k]], (tuple(new_stacks), *after_source[1:],  # type: ignore[misc]
                                                 (*tops[:k], card, *tops[k + 1:]))

    # breadth first; each state with the first moves that reach it in its fewest moves
    firsts: dict[_State, set[Action]] = {start: set()}
    level = [start]
    depth = 0
    while level:
        done = [firsts[s] for s in level if s[1] == 0]
        if done:
            return depth, set().union(*done)
        depth += 1
        following: list[_State] = []
        reached_now: set[_State] = set()
        for state in level:
            for action, after in moves(state):
                labels = {action} if state == start else firsts[state]
                if after not in firsts:
                    firsts[after] = set(labels)
                    reached_now.add(after)
                    following.append(after)
                    if len(firsts) > states:
                        raise _TooBig
                elif after in reached_now:
                    firsts[after] |= labels
        level = following
    return None


def _positions() -> Iterator[Position]:
    """Positions along seeded uniform-random games of the games that run the search."""
    for variants in (("strict-priorities", "minimal-freeing"),
                     ("strict-priorities", "face-down-tableau"),
                     ("strict-priorities", "discard-available"),
                     ("crapette-call", "one-deck"),
                     ("strict-priorities", "three-players")):
        for seed in range(2):
            rng = random.Random(seed)
            game = Game.new(seed, variants, "stop")
            while not game.is_over:
                if game.ply % 89 == 11:
                    yield game.position.copy()
                actions = game.legal_actions()
                game.push(actions[rng.randrange(len(actions))])


@pytest.fixture(autouse=True)
def cold() -> Iterator[None]:
    freeing.forget()
    yield
    freeing.forget()


def test_the_search_agrees_with_a_brute_force() -> None:
    compared = found = skipped = longer = 0
    for pos in _positions():
        hidden = pos.face_down or (0,) * pos.table.house_count
        for i, h in enumerate(pos.table.houses):
            for keep in range(hidden[i], len(pos.piles[h])):
                for into_empty in (True, False):
                    try:
                        expected = brute_force(pos, h, keep, into_empty)
                    except _TooBig:
                        skipped += 1
                        continue
                    way = freeing.clearing(pos, h, keep, into_empty=into_empty)
                    got = None if way is None else (way.length, set(way.first_moves))
                    assert got == expected, (pos.dumps(), h, keep, into_empty)
                    if way is not None:
                        assert way.sequence[0] == way.first_moves[0]
                        found += 1
                        longer += way.length > len(pos.piles[h]) - keep
                    compared += 1
    # (about 4,900 compared, 2,300 clearings of which 560 move other cards too, 220 skipped)
    assert compared > 4000 and found > 2000 and longer > 400 and skipped < compared // 10, \
        (compared, found, longer, skipped)


def _hand_made(houses: dict[str, list[str]], **given: Any) -> Position:
    """A position of tests/engine/positions.py: kings in every house not given (they go
    nowhere and take no card here), nothing of the opponent's to load on."""
    return position_of(houses={**KINGS, **houses}, variants=["strict-priorities"], **given)


def test_a_house_emptied_onto_a_covering_card() -> None:
    # H1 9H 8S 7D, cleared down to the 9H. The 8S has no place of its own (the 9H under
    # it stays, no 9D shows, nothing to load on, no house empty) and the 6S of H3 has
    # none but the 7D: H1-H2 (the 7D on the 8C), H3-H2 (the 6S on the 7D), H1-H3 (the 8S
    # into the house the 6S left). Three moves, one first move. (The shortcut that
    # proves a house can never be cleared once missed this: the 6S goes on a covering
    # card, which it did not count among the cards a house's bottom may go on.)
    pos = _hand_made({"H1": ["9H", "8S", "7D"], "H2": ["8C"], "H3": ["6S"]})
    h1 = pos.table.houses[0]
    expected = (3, {parse_action("H1-H2")})
    assert brute_force(pos, h1, 1, True) == expected
    way = freeing.clearing(pos, h1, 1)
    assert way is not None and (way.length, set(way.first_moves)) == expected
    assert [str(a) for a in way.sequence] == ["H1-H2", "H3-H2", "H1-H3"]
    # without empty houses (S3's reading) the 8S has nowhere to go
    assert brute_force(pos, h1, 1, False) is None and freeing.clearing(pos, h1, 1, into_empty=False) is None


@pytest.mark.parametrize(("target", "empty", "expected"), [
    # H1 8S 7H 6C 5H cleared down to the 8S: no 8C, 7D or 6S shows and nothing can be
    # loaded, so the 7H, 6C and 5H each go only into an empty house or onto the card
    # under them once that one has moved. With H2 and H3 empty: the 5H into one, the 6C
    # into the other, the 5H onto the 6C, the 7H into the house left: four moves, the
    # first the 5H into either house.
    (["8S", "7H", "6C", "5H"], ["H2", "H3"], (4, {"H1-H2", "H1-H3"})),
    # with H2 alone empty the 6C has nowhere to go while the 5H holds H2
    (["8S", "7H", "6C", "5H"], ["H2"], None),
    # H1 9D 8S 7H 6C 5H down to the 9D, two houses empty: the 5H, 6C and 7H can end in
    # them as above, but then the 8S finds no empty house, and the 5H and 6C cannot
    # leave the 7H's and 6C's houses to make one (they too go only into empty houses).
    (["9D", "8S", "7H", "6C", "5H"], ["H2", "H3"], None),
    # three houses empty: the 5H into H2, the 6C into H3, the 5H onto the 6C, the 7H
    # into H2, the 8S into H4: five moves, the 5H first into any of the three.
    (["9D", "8S", "7H", "6C", "5H"], ["H2", "H3", "H4"], (5, {"H1-H2", "H1-H3", "H1-H4"})),
])
def test_cards_with_no_place_of_their_own_need_empty_houses(target: list[str], empty: list[str],
                                                            expected: tuple[int, set[str]] | None) -> None:
    # Kings fill the other houses: they take nothing here and move only into an empty
    # house. k cards in a row with no place of their own come off through r houses only
    # if k <= 2**r - 1 (the towers of Hanoi); the impossible cases are proven without a
    # search (freeing._Search._hopeless), the others searched.
    pos = _hand_made({"H1": target, **{h: [] for h in empty}})
    h1 = pos.table.houses[0]
    want = None if expected is None else (expected[0], {parse_action(a) for a in expected[1]})
    assert brute_force(pos, h1, 1, True, states=200_000) == want
    searches = freeing.COUNTER.searches
    nodes = freeing.COUNTER.nodes
    way = freeing.clearing(pos, h1, 1)
    assert (None if way is None else (way.length, set(way.first_moves))) == want
    assert freeing.COUNTER.searches == searches + 1
    if want is None:
        assert freeing.COUNTER.nodes == nodes  # no state looked at


@pytest.mark.parametrize(("into_empty", "expected"), [
    # No house may be emptied into (S3's reading): the TS of H1 goes only on the JH of
    # H2 (the JD under it is the house being cleared), which shows only once the TC on
    # it has moved, and the TC goes only on a red jack: that JH under it, or the JD of
    # H1 once moved, after the TS. They wait on each other: no clearing, proven without
    # a search.
    (False, None),
    # With empty houses: the QS of H3 onto a red king (the KH of H4 or of H8, the KD of
    # H7) empties H3, the TS goes there, the JD onto the QS: three moves, the first the
    # QS's, onto any of the three kings.
    (True, (3, {"H3-H4", "H3-H7", "H3-H8"})),
])
def test_cards_that_wait_on_each_other(into_empty: bool, expected: tuple[int, set[str]] | None) -> None:
    pos = _hand_made({"H1": ["JD", "TS"], "H2": ["JH", "TC"], "H3": ["QS"]})
    h1 = pos.table.houses[0]
    want = None if expected is None else (expected[0], {parse_action(a) for a in expected[1]})
    assert brute_force(pos, h1, 0, into_empty, states=200_000) == want
    nodes = freeing.COUNTER.nodes
    way = freeing.clearing(pos, h1, 0, into_empty=into_empty)
    assert (None if way is None else (way.length, set(way.first_moves))) == want
    if want is None:
        assert freeing.COUNTER.nodes == nodes  # no state looked at


def test_a_shortest_way_longer_than_the_first_bound() -> None:
    # H1 TD 9S cleared down to the TD: the 9S goes only on a red 10, and the only one
    # (H2's TH) lies under 9C 8D. The 8D goes on the 9S of H3 (which can go nowhere: no
    # red 10 shows, nothing it loads onto), the 9C loads onto north's discard (TC), then
    # the 9S goes on the TH: three moves, two besides the 9S's own, the first the 8D's.
    # The search's first bound is one extra move (the 9S has no place now), which finds
    # nothing; the next run allows two.
    pos = _hand_made({"H1": ["TD", "9S"], "H2": ["TH", "9C", "8D"], "H3": ["9S"]},
                     south={"hand": ["9H"]}, north={"hand": ["9H"], "discard": ["TC"]})
    h1 = pos.table.houses[0]
    expected = (3, {parse_action("H2-H3")})
    assert brute_force(pos, h1, 1, True, states=200_000) == expected
    way = freeing.clearing(pos, h1, 1)
    assert way is not None and (way.length, set(way.first_moves)) == expected
    assert [str(a) for a in way.sequence] == ["H2-H3", "H2-ND", "H1-H2"]


def test_the_bound_changes_no_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    """The runs with a bound leave out only states no shortest way passes through: the
    same length, first moves and sequence as a search with every state from the start
    (which the brute force above cannot tell apart: it does not choose a sequence)."""
    compared = 0
    for pos in _positions():
        hidden = pos.face_down or (0,) * pos.table.house_count
        for i, h in enumerate(pos.table.houses):
            for keep in range(hidden[i], len(pos.piles[h])):
                answers = []
                for passes in (freeing.BOUNDED_PASSES, 0):
                    monkeypatch.setattr(freeing, "BOUNDED_PASSES", passes)
                    freeing.forget()
                    way = freeing.clearing(pos, h, keep)
                    answers.append(None if way is None else (way.length, way.first_moves, way.sequence))
                assert answers[0] == answers[1], (pos.dumps(), h, keep)
                compared += answers[0] is not None
    assert compared > 1000, compared
