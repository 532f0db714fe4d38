"""Wegner's table (Zank-Patience, ``001``): each player's discard (his Ablage) and
face-down source (Quelle, with its count) and the card just taken from it, no reserve;
the houses (his Rand) and foundations (Mitte) as on the two-seat board.

North's row reads ND, the source and NH from the left, south's its half-turn, as the
standard board's rows (``two_seats``). Schikanieren adds each player's Schikanier pile
where the reserve lies (NR at the left edge, SR at the right), its top card face up on
the face-down rest, its count beside it. A seat that misses its next turn after a wrong
Stop! says so on its name tag until the turn has passed; the player to move's tag says
which houses their first turn may fill (three players: their own three).

Three seats (``draw_zank_three``): the three-seat board's places (``three_seats``),
west's discard, source and taken card in the left column."""

from __future__ import annotations

from crapette.app.widgets.layout import WEST_COLUMN
from crapette.app.widgets.piles import Pen
from crapette.app.widgets.two_seats import NORTH, draw_head, draw_two_seats
from crapette.app.view import HAND_TARGETS
from crapette.engine.table import SEAT_IDS, Seat
from crapette.i18n import N_, _

#: His words for the piles, shown beside the notation's names (translated where shown).
DISCARD_WORD, SOURCE_WORD = N_("Ablage"), N_("Quelle")
MISSES = N_("misses a turn")
WEST, SOUTH = SEAT_IDS["west"], SEAT_IDS["south"]


def draw_zank_seats(pen: Pen) -> None:
    draw_two_seats(pen, draw_zank_row)


def draw_zank_three(pen: Pen) -> None:
    """Wegner's game for three (ruling 24): north's row at the top, south's at the
    bottom, west's piles in the left column, nine houses (the one out of play struck
    out), the joker set aside under the foundations."""
    from crapette.app.widgets.three_seats import draw_three_middle

    geo = pen.geo
    draw_head(pen)
    draw_zank_row(pen, NORTH, geo.rows["north"])
    draw_zank_west(pen)
    draw_three_middle(pen)
    draw_zank_row(pen, SOUTH, geo.rows["south"])


def seat_note(pen: Pen, seat: Seat) -> str:
    """What a seat's name tag adds: "misses a turn" after a wrong Stop!, or on the
    mover's first turn the houses it may fill ("first turn: H7–H9")."""
    if seat in pen.v.missing:
        return _(MISSES)
    pos = pen.v.position
    limit = pos.rules.game.first_turn_houses  # the game's first-turn rule (Wegner's own houses)
    if seat != pos.to_move or pen.v.over or limit is None:
        return ""
    houses = limit(pos)
    if not houses:
        return ""
    names = [pen.table.name(h) for h in sorted(houses, key=pen.table.house_number)]  # H7–H9, not as dealt
    return _("first turn: {first}–{last}").format(first=names[0], last=names[-1])


def draw_zank_row(pen: Pen, seat: Seat, y0: int) -> None:
    """A player's discard (``SD Ablage``), source and taken card, and name tag: north's
    discard at the left edge, south's at the right, the source in the middle. With a
    Schikanier pile (``SR``) it takes the edge, the discard beside it, and the word
    "Ablage" gives them its room."""
    c, geo, table = pen.c, pen.geo, pen.table
    w = c.width
    y = pen.label_y(y0)
    card_w = geo.card_width
    group_w = 2 + 1 + card_w + 1 + 2
    word_text = _(SOURCE_WORD)
    source_w = len(word_text) + 1 + card_w + 1 + 2 + 2 + 2 + 1 + card_w
    source_x = geo.hand_mid - source_w // 2
    north = seat == NORTH
    schikanier = pen.v.position.rules.game.has_reserve
    discard_word = _(DISCARD_WORD)
    word = len(discard_word) + 1
    if schikanier:
        rx = 1 if north else w - 1 - group_w
        dx = rx + group_w + 2 if north else rx - 2 - group_w
        pen.group(table.reserve(seat), rx, y0)
    elif north:
        dx = 1
        c.put(dx + group_w + 1, y, discard_word, pen.style("muted"))
    else:
        dx = w - 1 - group_w
        c.put(dx - word, y, discard_word, pen.style("muted"))
    pen.group(table.discard(seat), dx, y0)
    end = source(pen, seat, source_x, y0)
    pen.hand_card(seat, end + 2, y0)
    note = seat_note(pen, seat)
    colours = table.seat_count > 2
    if north:
        left = source_x + source_w + 2
        pen.tag(seat, w - 1, y, w - 1 - left, right=True, note=note, colours=colours)
    else:
        pen.tag(seat, 1, y, source_x - 2, note=note, colours=colours)


def draw_zank_west(pen: Pen) -> None:
    """West's name tag above its column, then its discard, its source and the card taken
    from it, one under the other (the three-seat board's column, without a reserve)."""
    geo, table = pen.geo, pen.table
    pen.tag(WEST, WEST_COLUMN, geo.rows["west"], geo.left_label - 2, colours=True, note=seat_note(pen, WEST))
    top, step, x = geo.rows["houses"], geo.house_step, WEST_COLUMN
    indent = len(_(SOURCE_WORD)) - 2  # the cards under the source's, whatever its word's length
    pen.group(table.discard(WEST), x + indent, top)
    source(pen, WEST, x, top + step)  # „Quelle ▒▒▒ 34“: at 80×24 it had no word (issue 27 item 10)
    pen.hand_card(WEST, x + indent, top + 2 * step)


def source(pen: Pen, seat: Seat, x: int, y0: int, word: str | None = None) -> int:
    """The face-down source: "Quelle", its back and its count (a click takes its top
    card, as a click on the standard hand turns one); returns the x after it."""
    target = HAND_TARGETS[seat]
    y = pen.label_y(y0)
    cards = pen.v.position.hands[seat]
    text = _(SOURCE_WORD) if word is None else word
    if text:
        pen.c.put(x, y, text, pen.style("label"), target)
        at = x + len(text) + 1
    else:
        at = x + 5
    cw = pen.card(at, y, None, "", target, back=bool(cards))
    pen.c.put(at + cw + 1, y, str(len(cards)).rjust(2), pen.style("count"), target)
    end = at + cw + 3
    pen.c.hit(x, y0, end, y0 + pen.geo.card_rows, target)
    return end


__all__ = ["DISCARD_WORD", "MISSES", "SOURCE_WORD", "draw_zank_row", "draw_zank_seats", "draw_zank_three",
           "draw_zank_west", "seat_note"]
