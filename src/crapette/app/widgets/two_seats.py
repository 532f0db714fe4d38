"""The two-seat table (the standard game and the one-deck game): north's row at the top,
south's at the bottom, north's houses fanned left of the foundations and south's right.

The standard table: H1–H4 left and H5–H8 right of eight foundations in four rows of
two. One deck: H1–H3 and H4–H6 beside four foundations in two rows, centred."""

from __future__ import annotations

from collections.abc import Callable

from crapette.app.widgets.canvas import fit, fit_parts
from crapette.app.widgets.layout import hand_word
from crapette.app.widgets.piles import Pen
from crapette.engine.table import Seat

NORTH = 1


def draw_head(pen: Pen) -> None:
    """The banner in the mover's colour, and the info line."""
    c, v = pen.c, pen.v
    banner = pen.banner_style()
    c.fill(0, pen.style(banner))
    c.put(1, 0, fit(v.banner, c.width - 2), pen.style(banner))
    c.put(1, 1, fit_parts(v.info, c.width - 2), pen.style("info"))


def draw_two_seats(pen: Pen, draw_row: Callable[[Pen, Seat, int], None] | None = None) -> None:
    """The table; ``draw_row`` draws a seat's own piles (Zank-Patience has its own)."""
    row = draw_row or draw_side_row
    geo, table = pen.geo, pen.table
    draw_head(pen)
    row(pen, NORTH, geo.rows["north"])
    step = geo.house_step
    for i, pile in enumerate(geo.left_houses):
        pen.house(pile, geo.rows["houses"] + i * step, left=True)
    for i, pile in enumerate(geo.right_houses):
        pen.house(pile, geo.rows["houses"] + i * step, left=False)
    draw_foundations(pen, tuple(table.foundations), max(len(geo.left_houses), len(geo.right_houses)))
    row(pen, table.opponent(NORTH), geo.rows["south"])


def draw_foundations(pen: Pen, piles: tuple[int, ...], house_rows: int) -> None:
    """The foundations two by two (odd numbers left), centred on the rows of houses."""
    geo = pen.geo
    rows = (len(piles) + 1) // 2
    top = geo.rows["houses"] + (house_rows - rows) * geo.house_step // 2
    for i, pile in enumerate(piles):
        x = geo.center + (geo.center_width // 2 + 1 if i % 2 else 0)
        pen.foundation(pile, x, top + i // 2 * geo.house_step)


def draw_side_row(pen: Pen, seat: Seat, y0: int, colours: bool = False) -> None:
    """A player's reserve, discard, hand and turned card, and their name tag.

    North's row reads NR, ND, hand (from the left); south's is its half-turn: hand,
    SD, SR, with SR at the right edge, as in notation.md."""
    c, geo, table = pen.c, pen.geo, pen.table
    w = c.width
    y = pen.label_y(y0)
    card_w = geo.card_width
    group_w = 2 + 1 + card_w + 1 + 2
    hand_w = len(hand_word()) + 1 + card_w + 1 + 2 + 2 + 2 + 1 + card_w
    hand_x = geo.hand_mid - hand_w // 2
    north = seat == NORTH
    if north:
        rx, dx = 1, 1 + group_w + 3
    else:
        rx = w - 1 - group_w
        dx = rx - 3 - group_w
    pen.group(table.reserve(seat), rx, y0)
    pen.group(table.discard(seat), dx, y0)
    end = pen.hand(seat, hand_x, y0)
    pen.hand_card(seat, end + 2, y0)
    if north:
        pen.tag(seat, w - 1, y, w - 1 - (hand_x + hand_w + 2), right=True, colours=colours)
    else:
        pen.tag(seat, 1, y, hand_x - 2, colours=colours)


__all__ = ["draw_foundations", "draw_head", "draw_side_row", "draw_two_seats"]
