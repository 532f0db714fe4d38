"""The three-seat table (ruling 23): north's row at the top, south's at the bottom, west's
piles in a column on the left, and the middle: H1–H4 fanned left of the eight
foundations, H5–H9 right, the joker set aside under the foundations.

Each seat's name tag is in its own colour and the mover's is its banner's colour with
"▶ … to play"; a house out of play is struck out and cannot be clicked."""

from __future__ import annotations

from crapette.app.widgets.layout import WEST_COLUMN, hand_word
from crapette.app.widgets.piles import Pen
from crapette.app.widgets.two_seats import NORTH, draw_foundations, draw_head, draw_side_row
from crapette.engine.cards import JOKER
from crapette.engine.table import SEAT_IDS
from crapette.i18n import _

WEST = SEAT_IDS["west"]
SOUTH = SEAT_IDS["south"]


def draw_three_seats(pen: Pen) -> None:
    geo = pen.geo
    draw_head(pen)
    draw_side_row(pen, NORTH, geo.rows["north"], colours=True)
    draw_west(pen)
    draw_three_middle(pen)
    draw_side_row(pen, SOUTH, geo.rows["south"], colours=True)


def draw_three_middle(pen: Pen) -> None:
    """The middle of a three-seat table, Wegner's too: the nine houses (the one out of
    play struck out), the foundations, the joker set aside under them."""
    geo, table = pen.geo, pen.table
    step, top = geo.house_step, geo.rows["houses"]
    for left, houses in ((True, geo.left_houses), (False, geo.right_houses)):
        for i, pile in enumerate(houses):
            if table.has(pile):
                pen.house(pile, top + i * step, left)
            else:
                pen.house_out(pile, top + i * step, left)
    draw_foundations(pen, tuple(table.foundations), len(geo.left_houses))
    draw_aside(pen, top + len(geo.left_houses) * step)


def draw_west(pen: Pen) -> None:
    """West's name tag above its column: the reserve, the discard, the hand and the
    turned hand card one under the other, their cards aligned."""
    geo, table = pen.geo, pen.table
    pen.tag(WEST, WEST_COLUMN, geo.rows["west"], geo.left_label - 2, colours=True)
    top, step, x = geo.rows["houses"], geo.house_step, WEST_COLUMN
    indent = len(hand_word()) - 2  # the cards under the hand's, whatever its label's length
    pen.group(table.reserve(WEST), x + indent, top)
    pen.group(table.discard(WEST), x + indent, top + step)
    pen.hand(WEST, x, top + 2 * step)
    pen.hand_card(WEST, x + indent, top + 3 * step)


def draw_aside(pen: Pen, y0: int) -> None:
    """The joker once it has been set aside ("JK aside"), under the foundations."""
    aside = pen.v.position.aside
    if not aside:
        return
    card = aside[-1]
    text = " JK" if card == JOKER else pen.cell(card)
    y = pen.label_y(y0)
    x = pen.geo.center + 3
    cw = pen.card(x, y, card, "", None, text=text, names=("card", "black"))
    pen.c.put(x + cw + 1, y, _("aside"), pen.style("muted"))


__all__ = ["draw_three_seats"]
