"""The standard game's first legal list written out: written by ``rules.written_module``
(``make written``), not by hand; rules.py says why (``from_scratch``), and gives the names
below their values (``install``) before it hands the function out."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from crapette.engine.actions import PASS_ACTION as PASS
from crapette.engine.actions import TURN_ACTION as TURN
from crapette.engine.actions import Action
from crapette.engine.position import Position

#: whether ``install`` has given the names their values
installed = False
NEEDS: tuple[int, ...] = ()
HOUSE_TWO: tuple[tuple[int, int], ...] = ()
LOAD_TWO: tuple[tuple[int, int], ...] = ()
ROW: Any = None
LAYOUT_0: Any = None
ROWS_0_0: dict[int, tuple[Action, ...]] = {}
ROWS_0_2: dict[int, tuple[Action, ...]] = {}
ROWS_0_6: dict[int, tuple[Action, ...]] = {}
ROWS_0_7: dict[int, tuple[Action, ...]] = {}
ROWS_0_8: dict[int, tuple[Action, ...]] = {}
ROWS_0_9: dict[int, tuple[Action, ...]] = {}
ROWS_0_10: dict[int, tuple[Action, ...]] = {}
ROWS_0_11: dict[int, tuple[Action, ...]] = {}
ROWS_0_12: dict[int, tuple[Action, ...]] = {}
ROWS_0_13: dict[int, tuple[Action, ...]] = {}
LAYOUT_1: Any = None
ROWS_1_1: dict[int, tuple[Action, ...]] = {}
ROWS_1_3: dict[int, tuple[Action, ...]] = {}
ROWS_1_6: dict[int, tuple[Action, ...]] = {}
ROWS_1_7: dict[int, tuple[Action, ...]] = {}
ROWS_1_8: dict[int, tuple[Action, ...]] = {}
ROWS_1_9: dict[int, tuple[Action, ...]] = {}
ROWS_1_10: dict[int, tuple[Action, ...]] = {}
ROWS_1_11: dict[int, tuple[Action, ...]] = {}
ROWS_1_12: dict[int, tuple[Action, ...]] = {}
ROWS_1_13: dict[int, tuple[Action, ...]] = {}


def install(names: Mapping[str, Any]) -> None:
    """Give the names the function reads their values (``rules._written_names``)."""
    global installed
    globals().update(names)
    installed = True


def from_scratch(pos: Position) -> tuple[list[int], list[Action], int]:
    """``codes`` and ``emit`` of the player to move."""
    piles = pos.piles
    needs, house_two, load_two = NEEDS, HOUSE_TWO, LOAD_TWO
    out = [0] * 54
    aces = 0
    pile = piles[14]
    if pile:
        out[needs[pile[-1]]] |= 1
    else:
        aces |= 1
    pile = piles[15]
    if pile:
        out[needs[pile[-1]]] |= 2
    else:
        aces |= 2
    pile = piles[16]
    if pile:
        out[needs[pile[-1]]] |= 4
    else:
        aces |= 4
    pile = piles[17]
    if pile:
        out[needs[pile[-1]]] |= 8
    else:
        aces |= 8
    pile = piles[18]
    if pile:
        out[needs[pile[-1]]] |= 16
    else:
        aces |= 16
    pile = piles[19]
    if pile:
        out[needs[pile[-1]]] |= 32
    else:
        aces |= 32
    pile = piles[20]
    if pile:
        out[needs[pile[-1]]] |= 64
    else:
        aces |= 64
    pile = piles[21]
    if pile:
        out[needs[pile[-1]]] |= 128
    else:
        aces |= 128
    if aces:
        out[0] = out[1] = out[2] = out[3] = aces
    empty = 0
    pile = piles[6]
    if pile:
        first, second = house_two[pile[-1]]
        out[first] |= 256
        out[second] |= 256
    else:
        empty |= 131072
    pile = piles[7]
    if pile:
        first, second = house_two[pile[-1]]
        out[first] |= 512
        out[second] |= 512
    else:
        empty |= 262144
    pile = piles[8]
    if pile:
        first, second = house_two[pile[-1]]
        out[first] |= 1024
        out[second] |= 1024
    else:
        empty |= 524288
    pile = piles[9]
    if pile:
        first, second = house_two[pile[-1]]
        out[first] |= 2048
        out[second] |= 2048
    else:
        empty |= 1048576
    pile = piles[10]
    if pile:
        first, second = house_two[pile[-1]]
        out[first] |= 4096
        out[second] |= 4096
    else:
        empty |= 2097152
    pile = piles[11]
    if pile:
        first, second = house_two[pile[-1]]
        out[first] |= 8192
        out[second] |= 8192
    else:
        empty |= 4194304
    pile = piles[12]
    if pile:
        first, second = house_two[pile[-1]]
        out[first] |= 16384
        out[second] |= 16384
    else:
        empty |= 8388608
    pile = piles[13]
    if pile:
        first, second = house_two[pile[-1]]
        out[first] |= 32768
        out[second] |= 32768
    else:
        empty |= 16777216
    out[53] = empty
    to_move = pos.to_move
    legal: list[Action] = []
    reach = 0
    if to_move == 0:
        pile = piles[1]
        if pile:
            first, second = load_two[pile[-1]]
            out[first] |= 134217728
            out[second] |= 134217728
        pile = piles[5]
        if pile:
            first, second = load_two[pile[-1]]
            out[first] |= 536870912
            out[second] |= 536870912
        pile = piles[0]
        if pile:
            code = out[pile[-1]] | empty
            reach |= code
            try:
                legal += ROWS_0_0[code]
            except KeyError:
                legal += ROW(LAYOUT_0, 0, code)
        pile = piles[2]
        if pile:
            code = out[pile[-1]] | empty
            reach |= code
            try:
                legal += ROWS_0_2[code]
            except KeyError:
                legal += ROW(LAYOUT_0, 2, code)
        pile = piles[6]
        if pile:
            code = out[pile[-1]] | empty
            reach |= code
            try:
                legal += ROWS_0_6[code]
            except KeyError:
                legal += ROW(LAYOUT_0, 6, code)
        pile = piles[7]
        if pile:
            code = out[pile[-1]] | empty
            reach |= code
            try:
                legal += ROWS_0_7[code]
            except KeyError:
                legal += ROW(LAYOUT_0, 7, code)
        pile = piles[8]
        if pile:
            code = out[pile[-1]] | empty
            reach |= code
            try:
                legal += ROWS_0_8[code]
            except KeyError:
                legal += ROW(LAYOUT_0, 8, code)
        pile = piles[9]
        if pile:
            code = out[pile[-1]] | empty
            reach |= code
            try:
                legal += ROWS_0_9[code]
            except KeyError:
                legal += ROW(LAYOUT_0, 9, code)
        pile = piles[10]
        if pile:
            code = out[pile[-1]] | empty
            reach |= code
            try:
                legal += ROWS_0_10[code]
            except KeyError:
                legal += ROW(LAYOUT_0, 10, code)
        pile = piles[11]
        if pile:
            code = out[pile[-1]] | empty
            reach |= code
            try:
                legal += ROWS_0_11[code]
            except KeyError:
                legal += ROW(LAYOUT_0, 11, code)
        pile = piles[12]
        if pile:
            code = out[pile[-1]] | empty
            reach |= code
            try:
                legal += ROWS_0_12[code]
            except KeyError:
                legal += ROW(LAYOUT_0, 12, code)
        pile = piles[13]
        if pile:
            code = out[pile[-1]] | empty
            reach |= code
            try:
                legal += ROWS_0_13[code]
            except KeyError:
                legal += ROW(LAYOUT_0, 13, code)
        if not piles[2]:
            legal.append(TURN if pos.hands[0] or piles[4] else PASS)
    elif to_move == 1:
        pile = piles[0]
        if pile:
            first, second = load_two[pile[-1]]
            out[first] |= 67108864
            out[second] |= 67108864
        pile = piles[4]
        if pile:
            first, second = load_two[pile[-1]]
            out[first] |= 268435456
            out[second] |= 268435456
        pile = piles[1]
        if pile:
            code = out[pile[-1]] | empty
            reach |= code
            try:
                legal += ROWS_1_1[code]
            except KeyError:
                legal += ROW(LAYOUT_1, 1, code)
        pile = piles[3]
        if pile:
            code = out[pile[-1]] | empty
            reach |= code
            try:
                legal += ROWS_1_3[code]
            except KeyError:
                legal += ROW(LAYOUT_1, 3, code)
        pile = piles[6]
        if pile:
            code = out[pile[-1]] | empty
            reach |= code
            try:
                legal += ROWS_1_6[code]
            except KeyError:
                legal += ROW(LAYOUT_1, 6, code)
        pile = piles[7]
        if pile:
            code = out[pile[-1]] | empty
            reach |= code
            try:
                legal += ROWS_1_7[code]
            except KeyError:
                legal += ROW(LAYOUT_1, 7, code)
        pile = piles[8]
        if pile:
            code = out[pile[-1]] | empty
            reach |= code
            try:
                legal += ROWS_1_8[code]
            except KeyError:
                legal += ROW(LAYOUT_1, 8, code)
        pile = piles[9]
        if pile:
            code = out[pile[-1]] | empty
            reach |= code
            try:
                legal += ROWS_1_9[code]
            except KeyError:
                legal += ROW(LAYOUT_1, 9, code)
        pile = piles[10]
        if pile:
            code = out[pile[-1]] | empty
            reach |= code
            try:
                legal += ROWS_1_10[code]
            except KeyError:
                legal += ROW(LAYOUT_1, 10, code)
        pile = piles[11]
        if pile:
            code = out[pile[-1]] | empty
            reach |= code
            try:
                legal += ROWS_1_11[code]
            except KeyError:
                legal += ROW(LAYOUT_1, 11, code)
        pile = piles[12]
        if pile:
            code = out[pile[-1]] | empty
            reach |= code
            try:
                legal += ROWS_1_12[code]
            except KeyError:
                legal += ROW(LAYOUT_1, 12, code)
        pile = piles[13]
        if pile:
            code = out[pile[-1]] | empty
            reach |= code
            try:
                legal += ROWS_1_13[code]
            except KeyError:
                legal += ROW(LAYOUT_1, 13, code)
        if not piles[3]:
            legal.append(TURN if pos.hands[1] or piles[5] else PASS)
    return out, legal, reach
