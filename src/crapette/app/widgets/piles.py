"""Drawing the piles of any table: a card, a reserve or discard, a hand, a foundation,
a fanned house, a house out of play, a seat's name tag.

A ``Pen`` holds the canvas, the geometry, the view and the board's styles for one
drawing; the layouts (``two_seats``, ``three_seats``) say where each pile goes. Every
pile is named through the position's ``Table``, never by pile arithmetic.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.style import Style

from crapette.app.view import HAND_TARGETS, BoardView, seat_label, spoken_name
from crapette.app.widgets.boxes import draw_box_row
from crapette.app.widgets.canvas import Canvas, fit
from crapette.app.widgets.layout import Geometry, hand_word
from crapette.engine.cards import JOKER, SUIT_NAMES, is_red
from crapette.words.cards import card_symbol
from crapette.engine.table import SEAT_BY_ID, Pile, Seat, Table
from crapette.i18n import N_, _

#: A house out of play (three players): struck out where its cards were ("╳ out of play ╳").
OUT_OF_PLAY = N_("out of play")


def out_of_play() -> str:
    """The struck-out words in the player's language, fenced in ╳."""
    return f"╳ {_(OUT_OF_PLAY)} ╳"


class Pen:
    """One drawing of a view: where (canvas, geometry) and how (the board's styles)."""

    def __init__(self, c: Canvas, geo: Geometry, v: BoardView, style: Callable[..., Style]) -> None:
        self.c, self.geo, self.v, self.style = c, geo, v, style
        self.table: Table = v.position.table

    # the banner ---------------------------------------------------------------------------

    def banner_style(self) -> str:
        """The banner's colour: the player to move's, or neutral once the game is over."""
        if self.v.paused and not self.v.over:
            return "paused"
        return "banner-over" if self.v.over else f"banner-{SEAT_BY_ID[self.v.position.to_move]}"

    # one card -------------------------------------------------------------------------------

    def card_names(self, card: int | None, state: str) -> tuple[str, ...]:
        if state == "moved":
            state = ""  # the last move is marked on the pile's label only
        if card is None:
            return ("empty",) + ((state,) if state else ())
        ink = "red" if is_red(card) else "black"
        if card == JOKER:
            return ("card", ink) + ((state,) if state else ())
        # the suit's own class: the four-colour deck (look.py) colours ♦ and ♣ apart
        return ("card", ink, SUIT_NAMES[card & 3]) + ((state,) if state else ())

    def pile_state(self, pile: Pile) -> str:
        v = self.v
        if pile == v.selected:
            return "selected"
        if pile in v.targets:
            return "target"
        if pile in v.lit:
            return "lit"  # the computer's last action, for a moment
        if pile in v.moved:
            return "moved"
        return ""

    def label(self, x: int, y: int, text: str, state: str, target: int) -> None:
        names = {"selected": "label-selected", "target": "label-target", "moved": "label-moved",
                 "lit": "label-lit"}.get(state, "label")
        self.c.put(x, y, text, self.style(names), target)

    def cell(self, card: int | None, empty: str = " · ") -> str:
        text = card_symbol(card).rjust(3) if card is not None else empty
        return f" {text} " if self.geo.wide else text  # the larger cards: a margin each side

    def card(self, x: int, y: int, card: int | None, state: str, target: int | None,
             back: bool = False, text: str | None = None, names: tuple[str, ...] | None = None) -> int:
        """One card (or an empty place) at (x, y): 3 cells compact, a 5×3 box tall. Returns its width."""
        c = self.c
        if back:
            names = ("back",)
            content = "▒" * (3 if self.geo.tall else self.geo.card_width)
        else:
            names = names or self.card_names(card, state)
            content = text if text is not None else self.cell(card)
        style = self.style(*names)
        if not self.geo.tall:
            c.put(x, y, content, style, target)
            return self.geo.card_width
        frame = self.style(*(names if card is None and not back else names[:1] + ("frame",)))
        if card is None and not back:
            c.put(x, y - 1, "┌╌╌╌┐", frame, target)
            c.put(x, y, "╎", frame, target)
            c.put(x + 1, y, content, style, target)
            c.put(x + 4, y, "╎", frame, target)
            c.put(x, y + 1, "└╌╌╌┘", frame, target)
        else:
            c.put(x, y - 1, "┌───┐", frame, target)
            c.put(x, y, "│", frame, target)
            c.put(x + 1, y, content, style, target)
            c.put(x + 4, y, "│", frame, target)
            c.put(x, y + 1, "└───┘", frame, target)
        return 5

    def label_y(self, y0: int) -> int:
        """The row of a pile's label and card text: the middle of a tall box."""
        return y0 + 1 if self.geo.tall else y0

    # a seat's piles ------------------------------------------------------------------------

    def group(self, pile: Pile, x: int, y0: int) -> None:
        """A label, the top card and the count: a reserve or a discard."""
        pos, table = self.v.position, self.table
        y = self.label_y(y0)
        cards = pos.piles[pile]
        state = self.pile_state(pile)
        self.label(x, y, table.name(pile), state, pile)
        owner = table.owner(pile)
        hidden = (table.is_reserve(pile) and owner is not None and owner < len(pos.reserve_hidden)
                  and bool(pos.reserve_hidden[owner]) and bool(cards))
        cw = self.card(x + 3, y, cards[-1] if cards else None, state, pile, back=hidden)
        self.c.put(x + 3 + cw + 1, y, str(len(cards)).rjust(2), self.style("count"), pile)
        self.c.hit(x, y0, x + 3 + cw + 3, y0 + self.geo.card_rows, pile)

    def hand(self, seat: Seat, x: int, y0: int) -> int:
        """The face-down hand ("hand", its back, the count); returns the x after its hit area."""
        target = HAND_TARGETS[seat]
        y = self.label_y(y0)
        cards = self.v.position.hands[seat]
        word = hand_word()
        self.c.put(x, y, word, self.style("label"), target)
        at = x + len(word) + 1
        cw = self.card(at, y, None, "", target, back=bool(cards))
        self.c.put(at + cw + 1, y, str(len(cards)).rjust(2), self.style("count"), target)
        end = at + cw + 3
        self.c.hit(x, y0, end, y0 + self.geo.card_rows, target)
        return end

    def hand_card(self, seat: Seat, x: int, y0: int) -> None:
        """The turned hand card with its label."""
        pile = self.table.hand_card(seat)
        y = self.label_y(y0)
        state = self.pile_state(pile)
        self.label(x, y, self.table.name(pile), state, pile)
        turned = self.v.position.piles[pile]
        cw = self.card(x + 3, y, turned[-1] if turned else None, state, pile)
        self.c.hit(x, y0, x + 3 + cw, y0 + self.geo.card_rows, pile)

    def tag(self, seat: Seat, x: int, y: int, room: int, right: bool = False, colours: bool = False,
            note: str = "") -> None:
        """A seat's name tag; the player to move's reads "▶ … to play". With ``colours``
        (more than two seats) each tag is in its seat's colour, the mover's as its banner.
        A ``note`` (Zank-Patience: "misses a turn") follows the name, in warning colours."""
        v = self.v
        active = v.position.to_move == seat and not v.over
        name = v.names[seat]
        label = seat_label(name, seat)
        tag = "▶ " + _("{player} to play").format(player=label) if active else label
        if note:
            room -= len(note) + 3
        if len(tag) > room:
            tag = f"▶ {spoken_name(name, seat)}" if active else spoken_name(name, seat)
        tag = fit(tag, max(room, 4))
        if note:
            mark = f" · {note}"
            self.c.put(x - len(mark) if right else x + len(tag), y, mark, self.style("warning"))
            if right:
                x -= len(mark)
        if colours:
            style = self.style(f"banner-{SEAT_BY_ID[seat]}" if active else f"seat-{SEAT_BY_ID[seat]}")
        else:
            style = self.style("active" if active else "inactive")
        self.c.put(x - len(tag) if right else x, y, tag, style)

    # the middle --------------------------------------------------------------------------------

    def foundation(self, pile: Pile, x: int, y0: int) -> None:
        y = self.label_y(y0)
        cards = self.v.position.piles[pile]
        state = self.pile_state(pile)
        self.label(x, y, f"F{self.table.foundation_number(pile)}", state, pile)
        cw = self.card(x + 3, y, cards[-1] if cards else None, state, pile)
        self.c.hit(x, y0, x + 3 + cw, y0 + self.geo.card_rows, pile)

    def house(self, pile: Pile, y0: int, left: bool) -> None:
        """A house fanned away from the foundations (the left ones to the left); the
        available (top) card is the one farthest out. A long house shows its first
        card, an ellipsis with the number of hidden cards, and the last few."""
        c, geo, v, table = self.c, self.geo, self.v, self.table
        y = self.label_y(y0)
        cards = v.position.piles[pile]
        state = self.pile_state(pile)
        label_x = geo.left_label if left else geo.right_label
        self.label(label_x, y, f"H{table.house_number(pile)}", state, pile)
        if left:
            edge = geo.left_end
            capacity = (edge - geo.fan_min - 1) // 4 if geo.tall else (edge - geo.fan_min + 1) // 4
        else:
            edge = geo.right_start
            capacity = (c.width - 2 - edge) // 4 if geo.tall else (c.width - 1 - edge - 3) // 4 + 1
        step, card_w = geo.fan_step, geo.card_width
        if geo.wide:  # the larger cards: fewer to a row
            capacity = (edge - geo.fan_min + 1) // step if left else (c.width - 1 - edge - card_w) // step + 1
        capacity = max(capacity, 3)
        cells = self._house_cells(pile, cards, state, capacity)
        n = len(cells)
        if left:
            span_x0 = edge - (4 * n + 1 if geo.tall else step * n - 1)
            ordered = list(reversed(cells))
        else:
            span_x0 = edge
            ordered = cells
        if geo.tall:
            draw_box_row(c, span_x0, y, ordered, pile, not cards, self.style)
            width = 4 * n + 1
        else:
            for i, (text, names) in enumerate(ordered):
                c.put(span_x0 + step * i, y, text, self.style(*names), pile)
            width = step * n - 1
        if left:
            c.hit(span_x0, y0, label_x + 2, y0 + geo.card_rows, pile)
        else:
            c.hit(label_x, y0, span_x0 + width, y0 + geo.card_rows, pile)

    def _house_cells(self, pile: Pile, cards: list[int], state: str,
                     capacity: int) -> list[tuple[str, tuple[str, ...]]]:
        """A house's cells from the base (nearest the foundations) outwards: (text, names)."""
        v, table = self.v, self.table
        if not cards:
            return [(self.cell(None), self.card_names(None, state))]
        cells: list[tuple[str, tuple[str, ...]]] = []
        face_down = v.position.face_down
        down = face_down[table.house_index(pile)] if len(face_down) == table.house_count else 0
        order: list[int | None] = list(range(len(cards)))  # card indices shown, None: the ellipsis
        if len(cards) > capacity:
            hidden = len(cards) - capacity + 1
            order = [0, None] + list(range(len(cards) - (capacity - 2), len(cards)))
        else:
            hidden = 0
        for index in order:
            if index is None:
                more = f"…{hidden}".rjust(3)
                cells.append((f" {more} " if self.geo.wide else more, ("muted",)))
            elif index < down:  # a face-down house card (variant face-down-tableau)
                cells.append(("▒" * (3 if self.geo.tall else self.geo.card_width), ("back",)))
            else:
                lit = v.selected_cards if state == "selected" else 1  # a group lights up whole
                top = index >= len(cards) - lit
                cells.append((self.cell(cards[index]), self.card_names(cards[index], state if top else "")))
        return cells

    def house_out(self, pile: Pile, y0: int, left: bool) -> None:
        """A house taken out of play (three players): its label struck and a struck-out
        box where its cards were. No click target: it can never be named again."""
        c, geo = self.c, self.geo
        y = self.label_y(y0)
        style = self.style("out")
        label_x = geo.left_label if left else geo.right_label
        c.put(label_x, y, f"H{self.table.house_number(pile)}", style)
        words = out_of_play()
        x = geo.left_end - len(words) if left else geo.right_start
        c.put(x, y, words, style)
        if geo.tall:
            c.put(x, y - 1, "╳" * len(words), style)
            c.put(x, y + 1, "╳" * len(words), style)


__all__ = ["OUT_OF_PLAY", "Pen", "out_of_play"]
