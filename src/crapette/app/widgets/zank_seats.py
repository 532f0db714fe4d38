"""Wegner's table (Zank-Patience, ``001``): each player's discard (his Ablage) and
face-down source (Quelle, with its count) and the card just taken from it, no reserve;
the houses (his Rand) and foundations (Mitte) as on the two-seat board.

North's row reads ND, the source and NH from the left, south's its half-turn, as the
standard board's rows (``two_seats``). A seat that misses its next turn after a wrong
Stop! says so on its name tag until the turn has passed."""

from __future__ import annotations

from crapette.app.widgets.piles import Pen
from crapette.app.widgets.two_seats import NORTH, draw_two_seats
from crapette.app.view import HAND_TARGETS
from crapette.engine.table import Seat

#: His words for the piles, shown beside the notation's names.
DISCARD_WORD, SOURCE_WORD = "Ablage", "Quelle"
MISSES = "misses a turn"


def draw_zank_seats(pen: Pen) -> None:
    draw_two_seats(pen, draw_zank_row)


def draw_zank_row(pen: Pen, seat: Seat, y0: int) -> None:
    """A player's discard (``SD Ablage``), source and taken card, and name tag: north's
    discard at the left edge, south's at the right, the source in the middle."""
    c, geo, table = pen.c, pen.geo, pen.table
    w = c.width
    y = pen.label_y(y0)
    card_w = 5 if geo.tall else 3
    group_w = 2 + 1 + card_w + 1 + 2
    source_w = len(SOURCE_WORD) + 1 + card_w + 1 + 2 + 2 + 2 + 1 + card_w
    source_x = geo.hand_mid - source_w // 2
    north = seat == NORTH
    word = len(DISCARD_WORD) + 1
    if north:
        dx = 1
        c.put(dx + group_w + 1, y, DISCARD_WORD, pen.style("muted"))
    else:
        dx = w - 1 - group_w
        c.put(dx - word, y, DISCARD_WORD, pen.style("muted"))
    pen.group(table.discard(seat), dx, y0)
    end = source(pen, seat, source_x, y0)
    pen.hand_card(seat, end + 2, y0)
    misses = seat in pen.v.missing
    if north:
        left = source_x + source_w + 2
        pen.tag(seat, w - 1, y, w - 1 - left, right=True, note=MISSES if misses else "")
    else:
        pen.tag(seat, 1, y, source_x - 2, note=MISSES if misses else "")


def source(pen: Pen, seat: Seat, x: int, y0: int) -> int:
    """The face-down source: "Quelle", its back and its count (a click takes its top
    card, as a click on the standard hand turns one); returns the x after it."""
    target = HAND_TARGETS[seat]
    y = pen.label_y(y0)
    cards = pen.v.position.hands[seat]
    pen.c.put(x, y, SOURCE_WORD, pen.style("label"), target)
    at = x + len(SOURCE_WORD) + 1
    cw = pen.card(at, y, None, "", target, back=bool(cards))
    pen.c.put(at + cw + 1, y, str(len(cards)).rjust(2), pen.style("count"), target)
    end = at + cw + 3
    pen.c.hit(x, y0, end, y0 + pen.geo.card_rows, target)
    return end


__all__ = ["DISCARD_WORD", "MISSES", "SOURCE_WORD", "draw_zank_row", "draw_zank_seats"]
