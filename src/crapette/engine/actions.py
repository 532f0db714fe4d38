"""Actions: small immutable values with a string round trip.

Every move value is created once (``MOVES[src][dst]``) so the hot path never allocates.
"""

from __future__ import annotations

from collections import deque
from enum import IntEnum
from itertools import chain, repeat

from crapette.engine.cards import card_text, parse_card
from crapette.engine.errors import NotationError
from crapette.engine.modes import CRAPETTE_CALL, STOP_CALL
from crapette.engine.piles import ALL_PILES as PILE_NAMES, is_foundation, parse_pile
from crapette.engine.safety import MAX_ACTION_CHARS, MAX_ACTION_WORDS, excerpt
from crapette.engine.values import Frozen
from crapette.engine.why import N_, message, prefixed



class ActionKind(IntEnum):
    """What an action does. ``Action.is_call`` tells the calls (STOP, CALL) apart."""

    MOVE = 0
    TURN = 1
    PASS = 2
    STOP = 3  # the call Stop!
    CALL = 4  # the call Crapette! (variant crapette-call)
    TOUCH = 5  # an attempted illegal move or a picked-up card that cannot move (variant touch)


MOVE, TURN, PASS, STOP, CALL, TOUCH = ActionKind


class Action(Frozen):
    """One action of the notation: ``SRC-DST``, ``turn``, ``pass`` or ``stop [ACTION]``.
    Equal when every field is equal (``__eq__`` below compares the piles first: the
    analysis asks "is this action one of those" many times per position)."""

    __slots__ = ("kind", "src", "dst", "named", "count", "shown", "caller", "frees", "empties", "clean")

    kind: ActionKind
    src: int
    dst: int
    named: Action | None  # only for stop: the mandatory action the caller names
    count: int  # cards moved together (variant group-moves), written SRC:COUNT-DST
    shown: tuple[Action, ...]  # only for crapette: the combination the caller shows
    caller: int  # only for calls: the calling seat when named (``stop:W``), else -1 (the opponent)
    # Wegner's moves 2 and 3 (zank-patience) are announced: the card to free for a
    # foundation (``H3-H5 free:7H``) or the house to empty (``H3-H5 empty:H3``); else -1
    frees: int
    empties: int
    #: only on the actions every generator shares (``MOVES``, ``TURN_ACTION``, ``PASS_ACTION``:
    #: ``_intern``): the pair ``(action, None)``, an analysis's line for it when it breaks no
    #: rule; unset on any other action (setting it in ``__init__`` cost the games that make
    #: actions as they go, Wegner's announced moves, 1.5 % of their instructions)
    clean: tuple[Action, None]

    def __init__(self, kind: ActionKind, src: int = -1, dst: int = -1, named: Action | None = None,
                 count: int = 1, shown: tuple[Action, ...] = (), caller: int = -1, frees: int = -1,
                 empties: int = -1) -> None:
        # each field set by its slot's own setter (``_SETTERS``): ``object.__setattr__`` checks
        # the class it bypasses and looks the name up first, twice the cost (the 676 moves
        # made at import, and Wegner's announced moves made as the game goes)
        set_kind, set_src, set_dst, set_named, set_count, set_shown, set_caller, set_frees, set_empties = _SETTERS
        set_kind(self, kind)
        set_src(self, src)
        set_dst(self, dst)
        set_named(self, named)
        set_count(self, count)
        set_shown(self, shown)
        set_caller(self, caller)
        set_frees(self, frees)
        set_empties(self, empties)

    def _fields(self) -> tuple[object, ...]:
        return (self.kind, self.src, self.dst, self.named, self.count, self.shown, self.caller, self.frees,
                self.empties)

    def with_caller(self, caller: int) -> Action:
        """This call with its caller named (``stop:W``)."""
        return Action(self.kind, self.src, self.dst, self.named, self.count, self.shown, caller, self.frees,
                      self.empties)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Action:
            return NotImplemented
        o: Action = other
        return (self.src == o.src and self.dst == o.dst and self.kind == o.kind and self.count == o.count
                and self.caller == o.caller and self.named == o.named and self.shown == o.shown
                and self.frees == o.frees and self.empties == o.empties)

    def __hash__(self) -> int:
        return hash((self.kind, self.src, self.dst, self.named, self.count, self.shown, self.caller,
                     self.frees, self.empties))

    def __str__(self) -> str:
        if self.kind == MOVE:
            if self.frees >= 0 or self.empties >= 0:
                return f"{PILE_NAMES[self.src]}-{PILE_NAMES[self.dst]} {_announcement(self)}"
            if self.count != 1:
                return f"{PILE_NAMES[self.src]}:{self.count}-{PILE_NAMES[self.dst]}"
            return f"{PILE_NAMES[self.src]}-{PILE_NAMES[self.dst]}"
        if self.kind == TURN:
            return "turn"
        if self.kind == PASS:
            return "pass"
        if self.kind == TOUCH:
            return f"touch {PILE_NAMES[self.src]}" + (f"-{PILE_NAMES[self.dst]}" if self.dst >= 0 else "")
        word = "stop" if self.kind == STOP else "crapette"
        if self.caller >= 0:
            word += ":" + _CALLER_LETTERS[self.caller]
        if self.kind == CALL:
            return " ".join([word, *(str(a) for a in self.shown)])
        return word if self.named is None else f"{word} {self.named}"

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"

    @property
    def is_call(self) -> bool:
        """A call on the opponent's last action: Stop! or Crapette!"""
        return self.kind in (STOP, CALL)

    @property
    def is_move(self) -> bool:
        return self.kind == MOVE

    @property
    def to_foundation(self) -> bool:
        return self.kind == MOVE and is_foundation(self.dst)

    @staticmethod
    def parse(text: str) -> Action:
        return parse_action(text)


#: the setters of ``Action``'s slots (its fields in ``__init__``'s order, then ``clean``)
_SETTERS = tuple(Action.__dict__[name].__set__ for name in Action.__slots__[:9])
_SET_CLEAN = Action.__dict__["clean"].__set__


def _intern(action: Action) -> Action:
    """``action``, made one of the values every generator shares: with its pair
    ``(action, None)`` (``clean``), an analysis's line for it when it breaks no rule."""
    _SET_CLEAN(action, (action, None))
    return action


def _moves(piles: int) -> tuple[tuple[Action, ...], ...]:
    """Every move of one card, ``MOVES``: the ``piles`` × ``piles`` values made field by field,
    each field of all of them set by one ``map`` in C (made one by one, through ``__init__``
    and ``_intern``, the 676 moves cost 7 M instructions, a tenth of the engine's import)."""
    count = piles * piles
    made = list(map(object.__new__, repeat(Action, count)))
    srcs = chain.from_iterable(map(repeat, range(piles), repeat(piles, piles)))
    dsts = chain.from_iterable(repeat(range(piles), piles))
    defaults = Action.__init__.__defaults__ or ()  # named, count, shown, caller, frees, empties
    columns = (repeat(MOVE, count), srcs, dsts, *(repeat(value, count) for value in defaults[2:]))
    for setter, column in zip(_SETTERS, columns, strict=True):
        deque(map(setter, made, column), 0)
    deque(map(_SET_CLEAN, made, zip(made, repeat(None))), 0)
    return tuple(tuple(made[at:at + piles]) for at in range(0, count, piles))


MOVES: tuple[tuple[Action, ...], ...] = _moves(len(PILE_NAMES))
TURN_ACTION = _intern(Action(TURN))
PASS_ACTION = _intern(Action(PASS))
STOP_ACTION = Action(STOP)
CRAPETTE_ACTION = Action(CALL)


def announced(src: int, dst: int, frees: int = -1, empties: int = -1) -> Action:
    """A house-to-house move with Wegner's announcement: the card it frees for a
    foundation (his move 2) or the house it empties (his move 3)."""
    return Action(MOVE, src, dst, frees=frees, empties=empties)


def _announcement(action: Action) -> str:
    if action.frees >= 0:
        return f"free:{card_text(action.frees)}"
    return f"empty:{PILE_NAMES[action.empties]}"


def touch(src: int, dst: int | None = None) -> Action:
    """``touch SRC-DST`` (a move attempted) or ``touch SRC`` (a card picked up): variant touch."""
    return Action(TOUCH, src, -1 if dst is None else dst)


def call_name(kind: ActionKind) -> str:
    """The name players say for a call action: Stop!, or Crapette! (variant crapette-call)."""
    return CRAPETTE_CALL if kind == CALL else STOP_CALL


def move(src: int, dst: int, count: int = 1) -> Action:
    if count == 1:
        return MOVES[src][dst]
    key = (src, dst, count)
    action = _GROUPS.get(key)
    if action is None:
        action = _GROUPS[key] = Action(MOVE, src, dst, count=count)
    return action


_GROUPS: dict[tuple[int, int, int], Action] = {}
#: the seat letters of a call's caller (``stop:W``), by seat number (south, north, west)
_CALLER_LETTERS = "SNW"


def _call_head(word: str, text: str) -> tuple[str, int]:
    """``stop``/``crapette`` with an optional ``:S``/``:W``/``:N``: the word and the caller (-1: unnamed)."""
    head, colon, letter = word.partition(":")
    if not colon:
        return head, -1
    if len(letter) != 1 or letter.upper() not in _CALLER_LETTERS:
        raise NotationError(message(N_("{text}: after '{head}:' comes the caller's seat letter (S, W or N)"),
            text=repr(text), head=head))
    return head, _CALLER_LETTERS.index(letter.upper())


def parse_action(text: str) -> Action:
    """Read an action in the notation (case-insensitive for piles). Bounded: at most
    MAX_ACTION_CHARS characters and MAX_ACTION_WORDS words, and a Stop! call names one
    action, never another call, so reading never recurses more than twice."""
    if not isinstance(text, str):
        raise NotationError(message(N_("an action must be a string, not {found}"), found=excerpt(text)))
    if len(text) > MAX_ACTION_CHARS:
        raise NotationError(message(N_("an action has at most {count} characters"), count=MAX_ACTION_CHARS))
    words = text.strip().split()
    if not words:
        raise NotationError(message(N_("empty action")))
    if len(words) > MAX_ACTION_WORDS:
        raise NotationError(message(N_("an action has at most {count} words"), count=MAX_ACTION_WORDS))
    head = words[0].lower()
    caller = -1
    if head.startswith(("stop:", "crapette:")):
        head, caller = _call_head(head, text)
    if head == "stop":
        if len(words) == 1:
            return STOP_ACTION if caller < 0 else Action(STOP, caller=caller)
        if words[1].lower().partition(":")[0] == "stop":
            raise NotationError(message(N_("{text}: a Stop! call cannot name another stop"), text=repr(text)))
        named = parse_action(" ".join(words[1:]))
        if named.kind == STOP:
            raise NotationError(message(N_("{text}: a Stop! call cannot name another stop"), text=repr(text)))
        return Action(STOP, named=named, caller=caller)
    if head == "crapette":
        shown = tuple(parse_action(w) for w in words[1:])
        if any(a.kind != MOVE for a in shown):
            raise NotationError(message(N_("{text}: a Crapette! call shows moves only"), text=repr(text)))
        if caller >= 0:
            return Action(CALL, shown=shown, caller=caller)
        return Action(CALL, shown=shown) if shown else CRAPETTE_ACTION
    if head == "touch":
        return _parse_touch(text, words[1:])
    if len(words) == 2 and words[1].lower().startswith(("free:", "empty:")):
        return _parse_announced(text, words[0], words[1])
    if len(words) != 1:
        raise NotationError(message(N_("{text} is not an action (SRC-DST, turn, pass, stop, crapette or touch)"), text=repr(text)))
    if head == "turn":
        return TURN_ACTION
    if head == "pass":
        return PASS_ACTION
    parts = head.split("-")
    if len(parts) != 2:
        raise NotationError(message(N_("{text} is not an action (SRC-DST, turn, pass or stop)"), text=repr(text)))
    count = 1
    source = parts[0]
    if ":" in source:
        source, _colon, count_text = source.partition(":")
        if not (count_text.isascii() and count_text.isdigit()) or int(count_text) < 1:
            raise NotationError(message(N_("{text}: the number of cards after ':' must be a whole number ≥ 1"), text=repr(text)))
        count = int(count_text)
    try:
        src, dst = parse_pile(source), parse_pile(parts[1])
    except NotationError as exc:
        raise NotationError(prefixed(repr(text), exc.why)) from None
    return move(src, dst, count)


def _parse_announced(text: str, moved: str, said: str) -> Action:
    """``H3-H5 free:7H`` or ``H3-H5 empty:H3`` (zank-patience): a house-to-house move and
    what it is announced for."""
    plain = parse_action(moved)
    if plain.kind != MOVE or plain.count != 1:
        raise NotationError(message(N_("{text}: only a move of one card is announced (SRC-DST free:CARD or SRC-DST empty:HOUSE)"),
            text=repr(text)))
    word, _colon, what = said.partition(":")
    try:
        if word.lower() == "free":
            return announced(plain.src, plain.dst, frees=parse_card(what))
        return announced(plain.src, plain.dst, empties=parse_pile(what))
    except NotationError as exc:
        raise NotationError(prefixed(repr(text), exc.why)) from None


def _parse_touch(text: str, rest: list[str]) -> Action:
    if len(rest) != 1:
        raise NotationError(message(N_("{text}: write touch SRC-DST (a move attempted) or touch SRC (a card picked up)"),
            text=repr(text)))
    parts = rest[0].split("-")
    if len(parts) > 2:
        raise NotationError(message(N_("{text}: write touch SRC-DST or touch SRC"), text=repr(text)))
    try:
        piles = [parse_pile(p) for p in parts]
    except NotationError as exc:
        raise NotationError(prefixed(repr(text), exc.why)) from None
    return touch(piles[0], piles[1] if len(piles) == 2 else None)
