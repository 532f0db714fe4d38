"""The freeing search of ruling 16 (engine/freeing.py): freeings that need three or more
moves besides the covering cards' own, worked out by hand, in both seats; and, over
seeded self-play, every sequence it gives replayed on the piles by a checker written
apart from the search.

000: "il est également obligatoire de libérer toute carte du tableau qui pourrait être
déplacée vers une fondation, en déplaçant les cartes qui la couvrent vers d'autres
emplacements, chaque fois que c'est possible." Ruling 16: any sequence of the mover's own
moves, none of them ``turn`` or a discard, room-making moves included.

The houses a position leaves out hold kings (``KINGS``: H4 KH, H5 KC, H6 KS, H7 KD,
H8 KH when H1-H3 are given): a king goes only into an empty house and takes only a
queen of the other colour. No house is empty and the opponent shows nothing to load on
unless a position says so.
"""

from __future__ import annotations

from typing import Any

import pytest

from crapette.bots import GreedyPlayer
from crapette.engine import Game, Position, parse_action
from crapette.engine.cards import goes_on_house, loads_onto
from crapette.engine.freeing import Clearing, clearing, freeings
from crapette.engine.table import STANDARD_TABLE as T

from positions import KINGS, pos_json, violations

SEATS = ["south", "north"]
SWAP = {"SR": "NR", "NR": "SR", "SH": "NH", "NH": "SH", "SD": "ND", "ND": "SD"}


def names(text: str, seat: str) -> str:
    """An action written for south, rewritten for ``seat``."""
    if seat == "south":
        return text
    return "-".join(SWAP.get(p, p) for p in text.split("-"))


def position(seat: str, variants: list[str], **given: Any) -> Position:
    """The position written for south to move, with the mover in ``seat`` (the two
    sides swapped; the houses and foundations are shared and stay)."""
    obj = pos_json(variants=variants, **given)
    if seat == "north":
        obj["south"], obj["north"] = obj["north"], obj["south"]
        obj["to_move"] = "north"
    return Position.from_json(obj)


def seq(way: Clearing | None) -> list[str]:
    assert way is not None
    return [str(a) for a in way.sequence]


# Every position below has F1 AC 2C and H1 4D 3C 2H: the 3C goes up once the 2H has gone.
# The 2H needs a black 3 on a house (the 3C is under it, no 3S shows on a house), an
# empty house (none, and none can be emptied: the cards left go nowhere), or a 3H or AH
# on top of a pile of the opponent's.
TARGET = {"H1": ["4D", "3C", "2H"]}
F1 = {"F1": ["AC", "2C"]}

# CHAIN3 (discard-available): the mover's discard shows 5S, hand card 4H, reserve 3S;
# H3 holds a lone 6H. The 5S goes on the 6H (no 6D), the 4H on the 5S (no 5C), the 3S on
# the 4H (the 4D is under the 3C), the 2H on the 3S: SD-H3, SH-H3, SR-H3, H1-H3, then
# H1-F1 — three moves besides the 2H's own. Legal: SD-H3, and the hand card to the discard.
CHAIN3 = dict(south={"reserve": ["9D", "3S"], "hand": ["9S"], "hand_card": "4H", "discard": ["5S"]},
              houses={**KINGS, **TARGET, "H3": ["6H"]}, foundations=F1)

# LOAD3: the opponent's discard shows 6H; H3 holds 6S 5H; the mover's hand card is 4H,
# reserve 3H. The 5H loads on the 6H (no black 6 shows: the 6S is under it), the 4H on
# the 5H (no black 5), the 3H on the 4H (no black 4), the 2H on the 3H: H3-ND, SH-ND,
# SR-ND, H1-ND, then H1-F1 — three moves besides the 2H's own. The 6S left in H3 goes
# nowhere (no red 7, no 5S or 7S to load on). Legal: H3-ND, and SH-SD.
LOAD3 = dict(south={"reserve": ["9D", "3H"], "hand": ["9S"], "hand_card": "4H"},
             north={"hand": ["9S"], "discard": ["6H"]},
             houses={**KINGS, **TARGET, "H3": ["6S", "5H"]}, foundations=F1)

# LOAD4 (discard-available): LOAD3 one step longer: the opponent shows 7H, H3 holds 7C 6H,
# the mover's discard 5H. H3-ND (6H on 7H; the 7C under it goes nowhere), SD-ND, SH-ND,
# SR-ND, H1-ND, then H1-F1 — four moves besides the 2H's own. Legal: H3-ND, and SH-SD.
LOAD4 = dict(south={"reserve": ["9D", "3H"], "hand": ["9S"], "hand_card": "4H", "discard": ["5H"]},
             north={"hand": ["9S"], "discard": ["7H"]},
             houses={**KINGS, **TARGET, "H3": ["7C", "6H"]}, foundations=F1)

# TWO: LOAD3 plus F2 AS 2S 3S 4S, H2 6H 5S 4H and H4 5C: the 5S of H2 goes up once the 4H
# has gone on the 5C — two moves (H2-H4, H2-F2), against the 3C's five (the hand card
# 4H may go on the 5C too, which frees nothing: S1). 000: "cela doit être
# fait en un minimum de mouvements": with minimal-freeing H3-ND (the first of the five)
# breaks M1; with strict-priorities alone both first moves keep to S1.
TWO = dict(south=LOAD3["south"], north=LOAD3["north"],
           houses={**KINGS, **TARGET, "H2": ["6H", "5S", "4H"], "H3": ["6S", "5H"], "H4": ["5C"]},
           foundations={**F1, "F2": ["AS", "2S", "3S", "4S"]})


def actions(*texts: str, seat: str) -> list[str]:
    return [names(t, seat) for t in texts]


@pytest.mark.parametrize("seat", SEATS)
def test_three_room_making_moves_from_the_mover_s_piles(seat: str) -> None:
    pos = position(seat, ["strict-priorities", "discard-available"], **CHAIN3)
    (fr,) = freeings(pos)
    assert (fr.house, fr.depth, fr.moves) == (T.house(1), 1, 5)
    assert [str(a) for a in fr.sequence] == actions("SD-H3", "SH-H3", "SR-H3", "H1-H3", "H1-F1", seat=seat)
    assert [str(a) for a in fr.first_moves] == actions("SD-H3", seat=seat)
    assert violations(Game(pos, "stop")) == {names("SD-H3", seat): None, names("SH-SD", seat): "S1"}


@pytest.mark.parametrize("seat", SEATS)
def test_three_loads_make_room(seat: str) -> None:
    pos = position(seat, ["strict-priorities"], **LOAD3)
    assert seq(clearing(pos, T.house(1), 2)) == actions("H3-ND", "SH-ND", "SR-ND", "H1-ND", seat=seat)
    assert violations(Game(pos, "stop")) == {names("H3-ND", seat): None, names("SH-SD", seat): "S1"}


@pytest.mark.parametrize("seat", SEATS)
def test_four_room_making_moves(seat: str) -> None:
    pos = position(seat, ["strict-priorities", "discard-available"], **LOAD4)
    (fr,) = freeings(pos)
    assert [str(a) for a in fr.sequence] == actions("H3-ND", "SD-ND", "SH-ND", "SR-ND", "H1-ND", "H1-F1", seat=seat)
    assert violations(Game(pos, "stop")) == {names("H3-ND", seat): None, names("SH-SD", seat): "S1"}


@pytest.mark.parametrize("seat", SEATS)
def test_m1_counts_the_long_freeing_too(seat: str) -> None:
    pos = position(seat, ["strict-priorities"], **TWO)
    assert sorted((f.moves, f.house) for f in freeings(pos)) == [(2, T.house(2)), (5, T.house(1))]
    assert violations(Game(pos, "stop")) == {names("H3-ND", seat): None, "H2-H4": None,
                                             names("SH-H4", seat): "S1", names("SH-SD", seat): "S1"}
    g = Game(position(seat, ["strict-priorities", "minimal-freeing"], **TWO), "stop")
    assert violations(g) == {names("H3-ND", seat): "M1", "H2-H4": None,
                             names("SH-H4", seat): "S1", names("SH-SD", seat): "S1"}


@pytest.mark.parametrize("seat", SEATS)
def test_the_freeing_goes_on_after_its_first_move(seat: str) -> None:
    g = Game(position(seat, ["strict-priorities"], **LOAD3), "strict")
    g.push(parse_action(names("H3-ND", seat)))
    assert [str(a) for a in freeings(g.position)[0].sequence] == actions("SH-ND", "SR-ND", "H1-ND", "H1-F1", seat=seat)
    assert violations(g)[names("SH-SD", seat)] == "S1"


# --- every sequence replays -----------------------------------------------------------


def _replays(pos: Position, way: Clearing, keep: int, into_empty: bool) -> bool:
    """Play the sequence on copies of the piles with the building rules alone (a checker
    written apart from the search): every card moved is the mover's to see, goes where
    it may, and the house ends with ``keep`` cards."""
    piles = [list(p) for p in pos.piles]
    me = pos.to_move
    hidden = dict(zip(T.houses, pos.face_down or (0,) * T.house_count))
    sources = set(T.sources_of[me][pos.rules.discard_available])
    loads = {pile for pile, seat in T.loads_of[me] if not (seat >= 0 and pos.reserve_hidden[seat])}
    seen_under: set[int] = set()  # the reserve or discard moved from: its next card is unknown
    dead: set[int] = set()  # houses whose face-down card the sequence turned up
    for a in way.sequence:
        src, dst = a.src, a.dst
        if src not in sources or not piles[src] or src in seen_under or src in dead or dst in dead:
            return False
        if src == T.reserve(me) and pos.reserve_hidden[me]:
            return False
        if src in hidden and len(piles[src]) <= hidden[src]:
            return False  # a face-down card
        card = piles[src][-1]
        if dst in hidden:
            if dst == way.house or (piles[dst] and len(piles[dst]) <= hidden[dst]):
                return False
            if piles[dst] and not goes_on_house(card, piles[dst][-1]):
                return False
            if not piles[dst] and not into_empty:
                return False
        elif dst not in loads or not piles[dst] or not loads_onto(card, piles[dst][-1]):
            return False
        piles[dst].append(piles[src].pop())
        if src in (T.reserve(me), T.discard(me)) and piles[src]:
            seen_under.add(src)
        if src in hidden and hidden[src] and len(piles[src]) == hidden[src]:
            dead.add(src)
    return len(piles[way.house]) == keep


def test_every_sequence_replays_on_the_piles() -> None:
    checked = indirect = 0
    seed = 3
    game = Game.new(seed, ("strict-priorities", "face-down-tableau"), "strict")
    players = (GreedyPlayer(seed), GreedyPlayer(seed + 1))
    while not game.is_over and game.ply < 150:
        pos = game.position
        hidden = pos.face_down or (0,) * T.house_count
        for i, h in enumerate(T.houses):
            for keep in range(hidden[i], len(pos.piles[h])):
                into_empty = keep > 0  # as the rules ask: S3 empties a house, into no empty one
                way = clearing(pos, h, keep, into_empty=into_empty)
                if way is not None:
                    assert _replays(pos, way, keep, into_empty), (seed, game.ply, h, keep, way)
                    assert way.sequence[0] == way.first_moves[0]
                    checked += 1
                    indirect += way.length > len(pos.piles[h]) - keep
        game.push(players[game.to_move].choose(game))
    assert checked > 100 and indirect > 10, (checked, indirect)
