"""The table's shape: pile numbers and names follow notation.md for every table size."""

from crapette.engine.piles import PILE_NAMES
from crapette.engine.table import STANDARD_TABLE, THREE_PLAYER_TABLE, Table


def test_standard_table_numbers_piles_as_the_notation() -> None:
    t = STANDARD_TABLE
    assert t.pile_names == PILE_NAMES
    assert [t.name(t.reserve(s)) for s in t.seats] == ["SR", "NR"]
    assert [t.name(t.hand_card(s)) for s in t.seats] == ["SH", "NH"]
    assert [t.name(t.discard(s)) for s in t.seats] == ["SD", "ND"]
    assert [t.name(p) for p in t.houses] == [f"H{i}" for i in range(1, 9)]
    assert [t.name(p) for p in t.foundations] == [f"F{i}" for i in range(1, 9)]
    assert t.pile_count == 22
    assert t.opponents(0) == (1,) and t.opponent(1) == 0
    assert t.owner(t.discard(1)) == 1 and t.owner(t.house(1)) is None
    assert t.house_number(t.house(5)) == 5 and t.foundation_number(t.foundation(8)) == 8


def test_three_seat_table_names_west_between_south_and_north() -> None:
    # one numbering for every table (table.py): west's piles and H9 come after the standard
    # table's 0-21, so H3-WD names the same piles whatever the game; west is seat 2
    t = THREE_PLAYER_TABLE
    assert [t.name(t.reserve(s)) for s in t.seats] == ["SR", "WR", "NR"]
    assert t.name(t.house(9)) == "H9" and t.name(t.foundation(1)) == "F1"
    assert t.seats == (0, 2, 1)  # order of play: south, west, north
    assert t.opponents(0) == (2, 1) and t.opponents(2) == (1, 0)
    assert t.next_seat(1) == 0
    assert t.owner(t.reserve(2)) == 2 and t.owner(t.discard(2)) == 2


def test_one_deck_table_has_six_houses_and_four_foundations() -> None:
    t = Table(house_count=6, foundation_count=4)
    assert [t.name(p) for p in t.houses] == ["H1", "H2", "H3", "H4", "H5", "H6"]
    assert [t.name(p) for p in t.foundations] == ["F1", "F2", "F3", "F4"]
    assert t.is_foundation(t.foundation(4)) and not t.is_house(t.foundation(1))


def test_three_seat_table_lists_each_seats_piles_by_role() -> None:
    # SR NR SH NH SD ND are 0-5, H1-H8 6-13, F1-F8 14-21, WR WH WD 22-24, H9 25
    t = THREE_PLAYER_TABLE
    assert t.reserve_of == (0, 1, 22) and t.hand_card_of == (2, 3, 23) and t.discard_of == (4, 5, 24)
    assert t.stock_of[2] == (22, 23, 24)
    # south loads west's and north's reserves (in order of play), then their discards
    assert t.loads_of[0] == ((22, 2), (1, 1), (24, -1), (5, -1))
    assert t.load_piles_of[1] == (0, 22, 4, 24)
    assert t.sources_of[0][False] == (0, 2, *range(6, 14), 25)
    assert t.sources_of[0][True] == (0, 2, 4, *range(6, 14), 25)
    assert t.seats_from[2] == (2, 1, 0) and t.opponent_of == (2, 0, 1)
    # the houses nearest each reserve: south H9 H8 H7, north H1 H2 H3, west H4 H5 H6
    assert [[t.name(h) for h in t.dealt_houses_of[s]] for s in (0, 1, 2)] == [
        ["H9", "H8", "H7"], ["H1", "H2", "H3"], ["H4", "H5", "H6"]]
    # the first house emptied leaves play: a table without it, H4 no longer named
    out = t.without_house(t.house(4))
    assert not out.has(t.house(4)) and len(out.houses) == 8 and out.all_houses == t.all_houses


def test_standard_table_deals_each_seat_the_houses_nearest_its_reserve() -> None:
    # ruling 1: south's houses are H5-H8 (H8 nearest its reserve), north's H1-H4 (H1 nearest)
    t = STANDARD_TABLE
    assert [t.name(h) for h in t.dealt_houses_of[0]] == ["H8", "H7", "H6", "H5"]
    assert [t.name(h) for h in t.dealt_houses_of[1]] == ["H1", "H2", "H3", "H4"]
    assert t.loads_of[0] == ((1, 1), (5, -1)) and t.loads_of[1] == ((0, 0), (4, -1))
