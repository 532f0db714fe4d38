"""The whole table, the seeded deal, and the position JSON of notation.md."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import chain
from operator import eq, itemgetter
from typing import TYPE_CHECKING, Any

import crapette.engine.jsonfmt as jsonfmt
from crapette.engine.cards import JOKER, Card, card_text, parse_card
from crapette.engine.errors import NotationError, PositionError
from crapette.engine.piles import ALL_PILES as PILE_NAMES
from crapette.engine.piles import SOUTH, seat_name
from crapette.engine.ruleset import RuleSet
from crapette.engine.safety import excerpt, json_error, loads_bounded
from crapette.engine.splitmix import SplitMix64 as SplitMix64  # re-exported: the deal's numbers
from crapette.engine.splitmix import shuffled_deck as shuffled_deck
from crapette.engine.table import STANDARD_TABLE, Seat, Table
from crapette.engine.why import N_, Nn_, Why, counted, joined, listed, message, prefixed
from crapette.lazy import lazy_module

if TYPE_CHECKING:
    import json
else:
    json = lazy_module("json")  # loaded at its first use: the first screen reads no JSON (issue 12)

POSITION_FORMAT = "crapette-position/1"
#: what ``validate`` checks in C: the cards a foundation starts with, each pair of cards one
#: may lie on the other on a foundation (below, above), the first card of a pile
_ACES = frozenset(range(4))
_UP = frozenset((card, card + 4) for card in range(48))
_FIRST = itemgetter(0)
_TAIL = itemgetter(slice(1, None))
#: per table's house rule (``Table.house_accepts``): the pairs (below, above) a house may hold
_DOWN_PAIRS: dict[int, tuple[tuple[tuple[Card, ...], ...], frozenset[tuple[Card, Card]]]] = {}


def _pairs(piles: list[list[Card]]) -> Iterator[tuple[Card, Card]]:
    """Each pair of cards lying one on the other in ``piles`` (below, above), made in C."""
    return chain.from_iterable(map(zip, piles, map(_TAIL, piles)))


def _down_pairs(accepts: tuple[tuple[Card, ...], ...]) -> frozenset[tuple[Card, Card]]:
    """The pairs (below, above) a house whose cards take ``accepts`` may hold."""
    got = _DOWN_PAIRS.get(id(accepts))
    if got is None or got[0] is not accepts:  # the tuple is kept: its id is not reused
        got = _DOWN_PAIRS[id(accepts)] = (accepts, frozenset((below, above) for below, takes in enumerate(accepts)
                                                             for above in takes))
    return got[1]


def _first_dealt(table: Table, count: int) -> frozenset[int]:
    """The first ``count`` houses each player deals (south from H5, north from H4)."""
    return frozenset(h for seat in table.seats for h in table.dealt_houses_of[seat][::-1][:count])


class Position:
    """Piles as lists of cards, bottom to top (the last card is the top).

    ``piles[SH]``/``piles[NH]`` hold the turned hand card (zero or one card), so a move
    is always ``dst.append(src.pop())``. ``hands`` are the face-down hands.
    """

    __slots__ = ("piles", "hands", "to_move", "rules", "turn_start", "reserve_hidden", "face_down", "table", "aside",
                 "first_turns")

    def __init__(
        self,
        piles: list[list[Card]],
        hands: list[list[Card]],
        to_move: int,
        rules: Rules,
        turn_start: bool = True,
        reserve_hidden: tuple[bool, ...] = (False, False),
        face_down: tuple[int, ...] = (),
        table: Table = STANDARD_TABLE,
        aside: tuple[Card, ...] = (),
        first_turns: tuple[Seat, ...] = (),
    ) -> None:
        #: the table's shape: which pile is whose reserve, the houses, the foundations
        self.table = table
        self.piles = piles
        self.hands = hands
        self.to_move = to_move
        self.rules = rules
        #: no action made yet in this turn (variant early-turn lets ``turn`` skip the priorities then)
        self.turn_start = turn_start
        #: whose reserve top is still face down (variant face-down-reserve)
        self.reserve_hidden = reserve_hidden
        #: face-down cards at the bottom of each house H1..H8, or () when none can exist
        self.face_down = face_down
        #: the cards set aside out of play (three-players: the joker, once it has appeared)
        self.aside = aside
        #: Zank-Patience: the seats whose first turn has not ended yet (ruling 27)
        self.first_turns = first_turns

    @classmethod
    def empty(cls, rules: Rules | None = None, to_move: int = SOUTH) -> Position:
        rules = rules or Rules.from_names()
        table = rules.table
        width = len(table.reserve_of)  # seat-indexed lists run over every seat number
        return cls([[] for _ in range(table.pile_count)], [[] for _ in range(width)], to_move,
                   rules, reserve_hidden=(False,) * width, table=table)

    @classmethod
    def deal(cls, seed: int, rules: Rules | None = None, starter: int | None = None) -> Position:
        """Ruling 1: one seed shuffles south's deck, then north's; each deals its reserve
        (the last dealt on top, face up), then four houses farthest first (south H5..H8,
        north H4..H1), and keeps the rest as a face-down hand (the next card dealt on top).
        With face-down house cards, those are dealt first, nearest the reserve first."""
        rules = rules or Rules.from_names()
        if rules.dealer is not None:
            pos = rules.dealer(seed, rules)
        else:
            pos = cls._deal(seed, rules)
        if starter is not None:  # a match with alternating starts decides who starts
            pos.to_move = starter
        if rules.french_turn:  # 003: the starter begins by turning their hand card
            pos.piles[pos.table.hand_card_of[pos.to_move]].append(pos.hands[pos.to_move].pop())
        return pos

    def deal_packet(self, player: Seat, deck: list[Card]) -> list[Card]:
        """Deal ``player``'s packet: the reserve (the last dealt on top), face-down house
        cards if any (variant face-down-tableau; nearest the reserve first), the houses
        farthest first; returns the rest as the hand (the next card dealt on top)."""
        table, size = self.table, self.rules.reserve_size
        houses = table.dealt_houses_of[player][::-1]  # farthest first
        self.piles[table.reserve_of[player]] = deck[:size]
        dealt = size
        for _round in range(self.rules.face_down_houses):
            for h in reversed(houses):
                self.piles[h].append(deck[dealt])
                dealt += 1
        for h in houses:
            self.piles[h].append(deck[dealt])
            dealt += 1
        return deck[dealt:][::-1]

    @classmethod
    def _deal(cls, seed: int, rules: Rules) -> Position:
        pos = cls.empty(rules)
        rng = SplitMix64(seed)
        hidden = rules.face_down_houses
        table = pos.table
        for player in table.seats:
            pos.hands[player] = pos.deal_packet(player, shuffled_deck(rng))
        if hidden:
            pos.face_down = (hidden,) * table.house_count
        if rules.hidden_houses:  # 003/004: the first house cards dealt stay face down
            first = _first_dealt(table, rules.hidden_houses)
            pos.face_down = tuple(1 if h in first else 0 for h in table.houses)
        if rules.face_down_reserve:
            pos.reserve_hidden = (True,) * table.seat_count
        pos.to_move = rules.start_rule(pos)
        return pos

    def copy(self) -> Position:
        return Position(list(map(list.copy, self.piles)), list(map(list.copy, self.hands)), self.to_move, self.rules,
                        self.turn_start, self.reserve_hidden, self.face_down, self.table, self.aside,
                        self.first_turns)

    def __eq__(self, other: object) -> bool:
        """Equal when everything the position JSON holds is equal."""
        return isinstance(other, Position) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]

    def top(self, pile: int) -> Card | None:
        p = self.piles[pile]
        return p[-1] if p else None

    def stock_count(self, player: int) -> int:
        """Cards a player still has to get rid of (reserve, hand, turned card, discard)."""
        t, piles = self.table, self.piles
        return (len(piles[t.reserve_of[player]]) + len(self.hands[player]) + len(piles[t.hand_card_of[player]])
                + len(piles[t.discard_of[player]]))

    def out_of_stock(self, player: int) -> bool:
        """``stock_count(player) == 0``, answered at the first card found (the game asks it
        after each action, and of each seat when it is made)."""
        t, piles = self.table, self.piles
        return not (self.hands[player] or piles[t.reserve_of[player]] or piles[t.discard_of[player]]
                    or piles[t.hand_card_of[player]])

    def penalty_points(self, player: int) -> int:
        """Ruling 13: 1 per hand (turned card included) and discard card, 2 per reserve card."""
        t, piles = self.table, self.piles
        return (len(self.hands[player]) + len(piles[t.hand_card_of[player]]) + len(piles[t.discard_of[player]])
                + 2 * len(piles[t.reserve_of[player]]))

    def all_cards(self) -> list[Card]:
        """Every card of the piles (in pile order), then of the hands."""
        return [*chain.from_iterable(self.piles), *chain.from_iterable(self.hands)]

    # --- JSON -----------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        table = self.table

        def side(player: int) -> dict[str, Any]:
            hc = self.piles[table.hand_card_of[player]]
            return {
                "reserve": [card_text(c) for c in self.piles[table.reserve_of[player]]],
                "hand": [card_text(c) for c in self.hands[player]],
                "hand_card": card_text(hc[-1]) if hc else None,
                "discard": [card_text(c) for c in self.piles[table.discard_of[player]]],
            }

        in_play = table.houses
        obj: dict[str, Any] = {
            "format": POSITION_FORMAT,
            "variants": list(self.rules.names),
            "to_move": seat_name(self.to_move),
        }
        for seat in table.seats:
            obj[seat_name(seat)] = side(seat)
        obj["houses"] = [[card_text(c) for c in self.piles[h]] if h in in_play else None for h in table.all_houses]
        obj["foundations"] = [[card_text(c) for c in self.piles[f]] for f in table.foundations]
        for f in self.rules.state:  # the fields the game and its variants add (state.py)
            obj[f.key] = f.write(self)
        return obj

    def dumps(self) -> str:
        return jsonfmt.dumps(self.to_json())

    @classmethod
    def loads(cls, text: str | bytes) -> Position:
        """A position from its JSON, read within the readers' limits (safety.py)."""
        try:
            obj = loads_bounded(text)
        except json.JSONDecodeError as exc:
            raise PositionError(json_error(exc)) from None
        except PositionError:
            raise
        except (ValueError, RecursionError, MemoryError) as exc:
            raise PositionError(message(N_("cannot be read: {error}"), error=excerpt(str(exc), 80))) from None
        return cls.from_json(obj)

    @classmethod
    def from_json(cls, obj: Any) -> Position:
        """A position from the JSON object of notation.md: the rules its variants name, the
        seats' piles, the middle, then the fields the game and its variants add (each
        read and checked by its owner, ``state.py``); PositionError names what is wrong."""
        if not isinstance(obj, dict):
            raise PositionError(message(N_("a position must be a JSON object")))
        fmt = obj.get("format")
        if fmt != POSITION_FORMAT:
            raise PositionError(message(N_("unknown position format {format} (expected {expected})"),
                format=excerpt(fmt), expected=repr(POSITION_FORMAT)))
        variants = obj.get("variants", [])
        if not isinstance(variants, list):
            raise PositionError(message(N_("'variants' must be a list of names")))
        rules = Rules.from_names(variants)
        table = rules.table
        seats = joined(N_(" or "), tuple(repr(seat_name(p)) for p in table.seats))
        to_move_text = obj.get("to_move")
        to_move = table.parse_seat(to_move_text) if isinstance(to_move_text, str) else None
        if to_move is None:
            raise PositionError(message(N_("'to_move' must be {seats}, not {value}"), seats=seats, value=excerpt(to_move_text)))
        pos = cls.empty(rules, to_move)
        for key in ("west",) if table.seat_count == 2 else ():
            if key in obj:
                raise PositionError(message(N_("'{key}': this game has no {key} seat (only {seats})"), key=key, seats=seats))
        for player in table.seats:
            pos._read_side(player, obj.get(seat_name(player)))
        pos._read_houses(obj.get("houses"))
        pos._read_foundations(obj.get("foundations"))
        if "aside" in obj and obj["aside"] != [] and not any(f.key == "aside" for f in rules.state):
            raise PositionError(message(N_("'aside': nothing is set aside in this game (only the three-player game has a joker)")))
        for f in rules.state:  # the fields the game and its variants add, each read and checked by its owner
            f.read(pos, obj)
        pos.validate()
        return pos

    def _read_side(self, player: Seat, side: Any) -> None:
        """A seat's reserve, hand, turned hand card and discard (only the mover's card is turned)."""
        table, name = self.table, seat_name(player)
        if not isinstance(side, dict):
            raise PositionError(message(N_("'{name}' must be an object with reserve, hand, hand_card and discard"), name=name))
        prefix = PILE_NAMES[table.reserve_of[player]][0]
        missing = [key for key in ("reserve", "hand", "discard") if key not in side]
        if missing:  # an empty pile is written [], never left out (notation.md)
            raise PositionError(message(N_("'{name}' has no {keys} (an empty pile is written [])"),
                name=name, keys=joined(N_(" and no "), tuple(repr(k) for k in missing))))
        self.piles[table.reserve_of[player]] = parse_cards(
            side["reserve"], message(N_("{pile} ({seat}'s reserve)"), pile=f"{prefix}R", seat=name))
        self.hands[player] = parse_cards(side["hand"], message(N_("{seat}'s hand"), seat=name))
        self.piles[table.discard_of[player]] = parse_cards(
            side["discard"], message(N_("{pile} ({seat}'s discard)"), pile=f"{prefix}D", seat=name))
        hand_card = side.get("hand_card")
        if hand_card is not None:
            self.piles[table.hand_card_of[player]] = parse_cards(
                [hand_card], message(N_("{pile} ({seat}'s hand card)"), pile=f"{prefix}H", seat=name))
            if player != self.to_move:
                raise PositionError(message(N_("{pile}: only the player to move can have a turned hand card"),
                    pile=f"{prefix}H"))

    def _read_houses(self, houses: Any) -> None:
        """The houses, H1 first; a house out of play (the three-player game's first emptied) is null."""
        table = self.table
        count = table.house_count
        if not isinstance(houses, list) or len(houses) != count:
            raise PositionError(counted(Nn_("'houses' must be a list of {count} pile",
                                            "'houses' must be a list of {count} piles"), count))
        out = [i for i, row in enumerate(houses) if row is None]
        if out and not table.houses_leave:
            raise PositionError(message(N_("{pile}: a house is null only when out of play (the three-player game)"),
                pile=f"H{out[0] + 1}"))
        if len(out) > 1:
            raise PositionError(message(N_("{pile}: only one house leaves play (the first one emptied)"), pile=f"H{out[1] + 1}"))
        for i, row in enumerate(houses):
            if row is not None:
                self.piles[table.all_houses[i]] = parse_cards(row, f"H{i + 1}")
        if out:
            self.table = table.without_house(table.all_houses[out[0]])

    def _read_foundations(self, rows: Any) -> None:
        table = self.table
        if not isinstance(rows, list) or len(rows) != table.foundation_count:
            raise PositionError(counted(Nn_("'foundations' must be a list of {count} pile",
                                            "'foundations' must be a list of {count} piles"), table.foundation_count))
        for i, row in enumerate(rows):
            self.piles[table.foundations[i]] = parse_cards(row, f"F{i + 1}")

    def validate(self) -> None:
        """Raise PositionError naming the pile if the position cannot exist."""
        table = self.table
        pack = table.pack
        cards = self.all_cards() + list(self.aside)
        copies = pack.copies  # read once: an Enum property costs a call per card
        joker = JOKER in cards
        ordered = sorted(cards)
        # a card more often than the pack has it, found in C: sorted, it equals the one ``copies`` further on
        counts = Counter(cards).items() if joker or any(map(eq, ordered, ordered[copies:])) else ()
        for card, n in counts:
            if n <= copies and card != JOKER:
                continue
            if card == JOKER:
                if not pack.jokers:
                    raise PositionError(message(N_("JK: this game has no joker ({where})"), where=self._where(card)))
                if n > pack.jokers:
                    raise PositionError(message(N_("JK appears {count} times: a second joker ({where})"),
                        count=n, where=self._where(card)))
            elif n > copies:
                said = (N_("{card} appears {count} times (at most twice): {where}") if copies == 2 else
                        N_("{card} appears {count} times (at most once): {where}"))
                raise PositionError(message(said, card=card_text(card), count=n, where=self._where(card)))
        if len(cards) > pack.size:  # cannot happen once each card is counted, said for clarity
            raise PositionError(message(N_("{count} cards: the pack has {size}"), count=len(cards), size=pack.size))
        if joker:
            self._check_joker()
        piles = self.piles
        # the foundations and houses of a sound position pass in C; a card out of place is then
        # looked for pile by pile, to be named
        foundations = piles[table.foundation_slice]
        sound = _ACES.issuperset(map(_FIRST, filter(None, foundations))) and _UP.issuperset(_pairs(foundations))
        for f in () if sound else table.foundations:
            pile = piles[f]
            for i, card in enumerate(pile):
                if (i == 0 and card >= 4) or (i and card != pile[i - 1] + 4):
                    raise PositionError(message(N_("{pile}: {card} cannot lie there (foundations go up in one suit from "
                                          "the ace)"), pile=PILE_NAMES[f], card=card_text(card)))
        accepts = table.house_accepts
        sound = (not self.face_down and table.contiguous
                 and _down_pairs(accepts).issuperset(_pairs(piles[table.house_slice])))
        for h in () if sound else table.houses:
            pile = self.piles[h]
            hidden = self.face_down[table.house_index(h)] if self.face_down else 0
            if hidden and self.rules.hidden_houses and hidden == len(pile) == 1:
                continue  # 003/004: a house card dealt face down stays alone, face down
            if hidden and hidden >= len(pile):
                raise PositionError(message(N_("{pile}: the top card of a house is always face up ({hidden} face down in a "
                                      "pile of {size})"), pile=PILE_NAMES[h], hidden=hidden, size=len(pile)))
            face_up = pile[hidden:]
            for below, above in zip(face_up, face_up[1:]):
                if above not in accepts[below]:
                    said = (N_("{pile}: {card} cannot lie on {below} (houses go down one rank in the same suit)")
                            if table.houses_in_suit else
                            N_("{pile}: {card} cannot lie on {below} (houses go down one rank in alternating colours)"))
                    raise PositionError(message(said, pile=PILE_NAMES[h], card=card_text(above), below=card_text(below)))
        if not self.rules.game.has_reserve:  # Wegner's game: a source and a discard, no reserve
            for seat in table.seats:
                if self.piles[table.reserve_of[seat]]:
                    raise PositionError(message(N_("{pile}: this game has no reserves"), pile=PILE_NAMES[table.reserve_of[seat]]))
        done = [p for p in table.seats if self.out_of_stock(p)]
        if len(done) == table.seat_count == 2:
            raise PositionError(message(N_("SR, SD and south's hand and NR, ND and north's hand are all empty: both cannot have "
                                  "won")))
        if len(done) > 1:
            raise PositionError(message(N_("{seats} have no cards left: only one can have won"),
                seats=joined(N_(" and "), tuple(map(seat_name, done)))))

    def _where(self, card: Card) -> Why:
        piles: list[object] = [PILE_NAMES[i] for i, p in enumerate(self.piles) if card in p]
        piles += [message(N_("{seat}'s hand"), seat=seat_name(i)) for i, h in enumerate(self.hands) if card in h]
        if card in self.aside:
            piles.append(message(N_("aside")))
        return listed(tuple(piles))

    def _check_joker(self) -> None:
        """The joker is set aside as soon as it shows (ruling 23): it can only be face down,
        in a hand or under a reserve's top card, or aside."""
        table = self.table
        for p, pile in enumerate(self.piles):
            if JOKER in pile and not (table.is_reserve(p) and pile[-1] != JOKER):
                raise PositionError(message(N_("{pile}: the joker is set aside as soon as it shows; it can lie only in a "
                                      "hand, under a reserve's top card, or aside"), pile=PILE_NAMES[p]))


def parse_cards(value: Any, where: str | Why) -> list[Card]:
    """A JSON list of cards (``["7H", "KS"]``); PositionError naming ``where`` otherwise."""
    if not isinstance(value, list):
        raise PositionError(message(N_("{where}: expected a list of cards, got {value}"), where=where, value=excerpt(value)))
    try:
        return [parse_card(v) for v in value]
    except NotationError as exc:
        raise PositionError(prefixed(where, exc.why)) from None


def seats_listed(pos: Position, value: Any) -> tuple[Seat, ...] | None:
    """The seats a state field lists by name (``["south", "west"]``), in order of play;
    None for anything else (the field's owner says what it wanted)."""
    table = pos.table
    if not isinstance(value, list) or any(not isinstance(n, str) or table.parse_seat(n) is None for n in value):
        return None
    return tuple(p for p in table.seats if seat_name(p) in value)


#: the rules a position is played under (built by ``Rules.from_names``; see ``ruleset.py``)
Rules = RuleSet[Position]
