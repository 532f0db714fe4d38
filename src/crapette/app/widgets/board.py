"""The table: ONE widget drawing the whole board with the line API.

The screen hands down a ``BoardView`` (what to show); the board draws it into a
character canvas once per change, serves ``render_line`` from the cached strips, and
sends a ``PileClicked`` message up when a pile is clicked. It knows how to draw, not
what the keys mean: the text blocks at the bottom come ready-made from the screen.

Two scales: *compact* (one line per card, for 80×24) and *tall* (boxed cards, three
lines each) when the widget is tall enough. Long houses compress to their first card,
an ellipsis with the number of hidden cards, and the last few cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.style import Style
from textual import events
from textual.strip import Strip
from textual.widget import Widget

from crapette.app.messages import PileClicked
from crapette.app.widgets.boxes import draw_box_row
from crapette.app.widgets.canvas import Canvas, fit, fit_parts, wrap_spans
from crapette.app.widgets.layout import (
    COMPACT_HEIGHT, COMPACT_TABLE, MIN_HEIGHT, MIN_WIDTH, TALL_HEIGHT, Geometry, geometry, place_board, too_small_lines,
)
from crapette.app.view import HAND_TARGETS, NOTHING, BoardView, Span, seat_label
from crapette.engine.cards import card_symbol, is_red
from crapette.engine.table import STANDARD_TABLE

#: The board draws the standard table: two seats, H1–H4 left and H5–H8 right of eight foundations.
TABLE = STANDARD_TABLE


class Board(Widget):
    """The whole table in one widget: piles, whose turn, score, last action, prompts."""

    ALLOW_SELECT = False

    COMPONENT_CLASSES = {
        "board--card", "board--red", "board--black", "board--back", "board--frame", "board--empty",
        "board--selected", "board--target", "board--label", "board--label-selected", "board--label-target",
        "board--label-moved",
        "board--count", "board--banner-south", "board--banner-north", "board--banner-over", "board--info",
        "board--active", "board--inactive", "board--text", "board--key", "board--muted", "board--error",
        "board--notice", "board--stop", "board--warning", "board--bold",
    }

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._view: BoardView | None = None
        self._strips: list[Strip] | None = None
        self._hits: list[tuple[int, int, int, int]] = []
        self._styles: dict[tuple[str, ...], Style] = {}
        self._built_key: tuple[object, ...] = ()

    # --- attributes down ---------------------------------------------------------

    @property
    def view(self) -> BoardView | None:
        return self._view

    def show(self, view: BoardView) -> None:
        """Draw this view (a new one after every change; drawing is lazy)."""
        self._view = view
        self._strips = None
        self.refresh()

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._strips = None
        self._styles.clear()

    def on_resize(self, event: events.Resize) -> None:
        self._strips = None

    # --- the line API ----------------------------------------------------------------

    def render_line(self, y: int) -> Strip:
        strips = self._build()
        if 0 <= y < len(strips):
            return strips[y]
        return Strip.blank(self.size.width, self.rich_style)

    def _style(self, *names: str) -> Style:
        style = self._styles.get(names)
        if style is None:
            style = self.rich_style
            for name in names:
                style = style + self.get_component_rich_style(f"board--{name}", partial=True)
            self._styles[names] = style
        return style

    def _build(self) -> list[Strip]:
        width, height = self.size
        key = (width, height, self.app.theme)
        if self._strips is not None and key == self._built_key:
            return self._strips
        if key != self._built_key:
            self._styles.clear()
        canvas = Canvas(width, height, self.rich_style)
        app_size = self.app.size
        if app_size.width < MIN_WIDTH or app_size.height < MIN_HEIGHT:
            self._draw_too_small(canvas, app_size.width, app_size.height)
        elif self._view is not None and width > 0 and height > 0:
            self._draw(canvas, self._view)
        self._strips = canvas.strips()
        self._hits = canvas.hits
        self._built_key = key
        return self._strips

    # --- messages up -------------------------------------------------------------------

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.post_message(PileClicked(self.target_at(event.x, event.y)))

    def target_at(self, x: int, y: int) -> int:
        """The click target under a cell of the board (NOTHING if none)."""
        self._build()
        for hy, x0, x1, target in reversed(self._hits):
            if hy == y and x0 <= x < x1:
                return target
        return NOTHING

    def pile_region(self, target: int) -> tuple[int, int] | None:
        """A cell (x, y) inside a click target: for tests and tools that click piles."""
        self._build()
        for hy, x0, x1, t in self._hits:
            if t == target:
                return (x0 + (x1 - x0) // 2, hy)
        return None

    # --- drawing -------------------------------------------------------------------------

    def _draw_too_small(self, c: Canvas, w: int, h: int) -> None:
        lines = too_small_lines(w, h)
        top = max(0, (c.height - len(lines)) // 2)
        style = self._style("warning")
        for i, line in enumerate(lines):
            if c.width < len(line):
                line = line[: c.width]
            c.put(max(0, (c.width - len(line)) // 2), top + i, line, style)

    def _draw(self, c: Canvas, v: BoardView) -> None:
        w, h = c.width, c.height
        geo = geometry(h, w)
        pos = v.position
        # banner and info
        banner = "banner-over" if v.over else ("banner-south" if pos.to_move == 0 else "banner-north")
        c.fill(0, self._style(banner))
        c.put(1, 0, fit(v.banner, w - 2), self._style(banner))
        c.put(1, 1, fit_parts(v.info, w - 2), self._style("info"))
        # the table
        self._draw_side_row(c, geo, v, 1, geo.rows["north"])
        for i in range(4):
            y = geo.rows["houses"] + i * geo.house_step
            self._draw_house(c, geo, v, TABLE.house(1 + i), y, left=True)
            self._draw_house(c, geo, v, TABLE.house(5 + i), y, left=False)
            self._draw_foundation(c, geo, v, TABLE.foundation(1 + 2 * i), geo.center, y)
            self._draw_foundation(c, geo, v, TABLE.foundation(2 + 2 * i), geo.center + geo.center_width // 2 + 1, y)
        self._draw_side_row(c, geo, v, 0, geo.rows["south"])
        self._draw_text(c, v, geo.rows["text"])

    # one card -------------------------------------------------------------------

    def _card_names(self, card: int | None, state: str) -> tuple[str, ...]:
        if state == "moved":
            state = ""  # the last move is marked on the pile's label only
        if card is None:
            return ("empty",) + ((state,) if state else ())
        ink = "red" if is_red(card) else "black"
        return ("card", ink) + ((state,) if state else ())

    def _pile_state(self, v: BoardView, pile: int) -> str:
        if pile == v.selected:
            return "selected"
        if pile in v.targets:
            return "target"
        if pile in v.moved:
            return "moved"
        return ""

    def _label(self, c: Canvas, x: int, y: int, text: str, state: str, target: int) -> None:
        names = {"selected": "label-selected", "target": "label-target", "moved": "label-moved"}.get(state, "label")
        c.put(x, y, text, self._style(names), target)

    def _cell(self, card: int | None, empty: str = " · ") -> str:
        return card_symbol(card).rjust(3) if card is not None else empty

    def _draw_card(self, c: Canvas, geo: Geometry, x: int, y: int, card: int | None, state: str,
                   target: int, back: bool = False, text: str | None = None) -> int:
        """One card (or an empty place) at (x, y): 3 cells compact, a 5×3 box tall. Returns its width."""
        if back:
            names: tuple[str, ...] = ("back",)
            content = "▒▒▒"
        else:
            names = self._card_names(card, state)
            content = text if text is not None else self._cell(card)
        style = self._style(*names)
        if not geo.tall:
            c.put(x, y, content, style, target)
            return 3
        frame = self._style(*(names if card is None and not back else names[:1] + ("frame",)))
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

    # rows of piles ---------------------------------------------------------------------

    def _draw_side_row(self, c: Canvas, geo: Geometry, v: BoardView, player: int, y0: int) -> None:
        """A player's reserve, discard, hand and turned card, and their name tag.

        North's row reads NR, ND, hand (from the left); south's is its half-turn: hand,
        SD, SR, with SR at the right edge, as in notation.md."""
        pos = v.position
        w = c.width
        y = y0 + 1 if geo.tall else y0
        card_w = 5 if geo.tall else 3
        group_w = 2 + 1 + card_w + 1 + 2
        hand_w = 4 + 1 + card_w + 1 + 2 + 2 + 2 + 1 + card_w
        hand_x = geo.center + geo.center_width // 2 - hand_w // 2
        reserve, discard = TABLE.reserve(player), TABLE.discard(player)
        if player == 1:
            rx, dx = 1, 1 + group_w + 3
        else:
            rx = w - 1 - group_w
            dx = rx - 3 - group_w
        for pile, x in ((reserve, rx), (discard, dx)):
            self._draw_group(c, geo, v, pile, x, y, y0)
        self._draw_hand(c, geo, v, player, hand_x, y, y0)
        # name tag
        active = pos.to_move == player and not v.over
        name = v.names[player]
        room = (hand_x - 2) if player == 0 else (w - 1 - (hand_x + hand_w + 2))
        label = seat_label(name, player)
        tag = f"▶ {label} to play" if active else label
        if len(tag) > room:
            tag = f"▶ {name}" if active else name
        tag = fit(tag, max(room, 4))
        style = self._style("active" if active else "inactive")
        tx = 1 if player == 0 else w - 1 - len(tag)
        c.put(tx, y, tag, style)

    def _draw_group(self, c: Canvas, geo: Geometry, v: BoardView, pile: int, x: int, y: int, y0: int) -> None:
        """A label, the top card and the count: a reserve or a discard."""
        pos = v.position
        cards = pos.piles[pile]
        state = self._pile_state(v, pile)
        name = TABLE.name(pile)
        self._label(c, x, y, name, state, pile)
        hidden = TABLE.is_reserve(pile) and bool(getattr(pos, "reserve_hidden", (False, False))[pile]) and bool(cards)
        cw = self._draw_card(c, geo, x + 3, y, cards[-1] if cards else None, state, pile, back=hidden)
        c.put(x + 3 + cw + 1, y, str(len(cards)).rjust(2), self._style("count"), pile)
        c.hit(x, y0, x + 3 + cw + 3, y0 + (3 if geo.tall else 1), pile)

    def _draw_hand(self, c: Canvas, geo: Geometry, v: BoardView, player: int, x: int, y: int, y0: int) -> None:
        pos = v.position
        target = HAND_TARGETS[player]
        hand = pos.hands[player]
        c.put(x, y, "hand", self._style("label"), target)
        if hand:
            cw = self._draw_card(c, geo, x + 5, y, None, "", target, back=True)
        else:
            cw = self._draw_card(c, geo, x + 5, y, None, "", target)
        c.put(x + 5 + cw + 1, y, str(len(hand)).rjust(2), self._style("count"), target)
        rows = 3 if geo.tall else 1
        c.hit(x, y0, x + 5 + cw + 3, y0 + rows, target)
        hx = x + 5 + cw + 3 + 2
        pile = TABLE.hand_card(player)
        state = self._pile_state(v, pile)
        self._label(c, hx, y, TABLE.name(pile), state, pile)
        turned = pos.piles[pile]
        cw2 = self._draw_card(c, geo, hx + 3, y, turned[-1] if turned else None, state, pile)
        c.hit(hx, y0, hx + 3 + cw2, y0 + rows, pile)

    def _draw_foundation(self, c: Canvas, geo: Geometry, v: BoardView, pile: int, x: int, y0: int) -> None:
        y = y0 + 1 if geo.tall else y0
        cards = v.position.piles[pile]
        state = self._pile_state(v, pile)
        self._label(c, x, y, f"F{TABLE.foundation_number(pile)}", state, pile)
        cw = self._draw_card(c, geo, x + 3, y, cards[-1] if cards else None, state, pile)
        c.hit(x, y0, x + 3 + cw, y0 + (3 if geo.tall else 1), pile)

    def _draw_house(self, c: Canvas, geo: Geometry, v: BoardView, pile: int, y0: int, left: bool) -> None:
        """A house fanned away from the foundations: H1–H4 to the left, H5–H8 to the right;
        the available (top) card is the one farthest out."""
        y = y0 + 1 if geo.tall else y0
        cards = v.position.piles[pile]
        state = self._pile_state(v, pile)
        rows = 3 if geo.tall else 1
        label_x = geo.left_label if left else geo.right_label
        self._label(c, label_x, y, f"H{TABLE.house_number(pile)}", state, pile)
        if left:
            edge = geo.left_end
            capacity = (edge - 2) // 4 if geo.tall else (edge - 4) // 4 + 1
        else:
            edge = geo.right_start
            capacity = (c.width - 2 - edge) // 4 if geo.tall else (c.width - 1 - edge - 3) // 4 + 1
        capacity = max(capacity, 3)
        # cells from the base (nearest the foundations) outwards: (text, names)
        cells: list[tuple[str, tuple[str, ...]]] = []
        if not cards:
            cells.append((" · ", self._card_names(None, state)))
        else:
            face_down = getattr(v.position, "face_down", ())
            down = face_down[TABLE.house_number(pile) - 1] if len(face_down) == 8 else 0
            order: list[int | None] = list(range(len(cards)))  # card indices shown, None: the ellipsis
            if len(cards) > capacity:
                hidden = len(cards) - capacity + 1
                order = [0, None] + list(range(len(cards) - (capacity - 2), len(cards)))
            else:
                hidden = 0
            for index in order:
                if index is None:
                    cells.append((f"…{hidden}".rjust(3), ("muted",)))
                elif index < down:
                    cells.append(("▒▒▒", ("back",)))  # a face-down house card (variant face-down-tableau)
                else:
                    lit = v.selected_cards if state == "selected" else 1  # a group lights up whole
                    top = index >= len(cards) - lit
                    cells.append((self._cell(cards[index]), self._card_names(cards[index], state if top else "")))
        n = len(cells)
        if left:
            span_x0 = edge - (4 * n + 1 if geo.tall else 4 * n - 1)
            ordered = list(reversed(cells))
        else:
            span_x0 = edge
            ordered = cells
        if geo.tall:
            draw_box_row(c, span_x0, y, ordered, pile, not cards, self._style)
            width = 4 * n + 1
        else:
            for i, (text, names) in enumerate(ordered):
                c.put(span_x0 + 4 * i, y, text, self._style(*names), pile)
            width = 4 * n - 1
        if left:
            c.hit(span_x0, y0, label_x + 2, y0 + rows, pile)
        else:
            c.hit(label_x, y0, span_x0 + width, y0 + rows, pile)

    # the text area -------------------------------------------------------------------------

    def _draw_text(self, c: Canvas, v: BoardView, y0: int) -> None:
        width = c.width - 2
        rows = c.height - y0
        if rows <= 0:
            return
        message = wrap_spans(v.message, width)[:3] if v.message else []
        last = wrap_spans(v.last, width)[:2] if v.last else []
        room = rows - len(message) - len(last)
        if room < 1 and len(last) > 1:
            last = last[:1]
            room += 1
        prompt = wrap_spans(v.prompt, width)[: max(room, 0)] if v.prompt else []
        y = y0
        for line in last + prompt:
            self._put_line(c, 1, y, line)
            y += 1
        if message:
            kind = v.message_kind or "notice"
            for line in message:
                c.fill(y, self._style(kind))
                self._put_line(c, 1, y, line, base=(kind,))
                y += 1

    def _put_line(self, c: Canvas, x: int, y: int, line: Sequence[Span], base: tuple[str, ...] = ("text",)) -> None:
        for span in line:
            x = c.put(x, y, span.text, self._style(*(base + span.style)), span.target)


__all__ = ["Board", "COMPACT_HEIGHT", "COMPACT_TABLE", "MIN_HEIGHT", "MIN_WIDTH", "TALL_HEIGHT", "place_board", "wrap_spans"]
