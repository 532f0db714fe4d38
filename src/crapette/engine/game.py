"""Game: the position plus what only a game in progress knows — whose turn it is in
the Stop! window, the progress counters behind the stalemate rules, the outcome —
with ``push``/``pop`` that restore everything exactly.

The rules it applies live elsewhere: building rules in ``rules.py``, priorities in
``priorities.py`` (and the ladders of the variants), the judgement of a Stop! call in
``stop.py`` and of a Crapette! call in ``crapette.py``; ``Game`` carries out what they decide.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar
from collections.abc import Iterable

from crapette.engine import outcome as outcomes
from crapette.engine.apply import Change, reforms
from crapette.engine.apply import apply as apply_cards
from crapette.engine.apply import undo as undo_cards
from crapette.engine.actions import CALL, MOVE, PASS, STOP, TOUCH, TURN, Action, call_name
from crapette.engine.errors import IllegalActionError
from crapette.engine.french import turn_next_hand_card
from crapette.engine.modes import MODES, STOP_MODE, STRICT_MODE, Mode, parse_mode
from crapette.engine.outcome import Outcome
from crapette.engine.piles import PLAYER_NAMES
from crapette.engine.position import Position, Rules
from crapette.engine.priorities import STANDARD_LADDER, Keeper, analyse, binds_nothing, surely_clean, violation_of
from crapette.engine.actions import PASS_ACTION, TURN_ACTION
from crapette.engine.rules import EMPTY_BIT, EMPTY_SLOT, FOUNDATION_BIT, HOUSE_BIT, HOUSE_TWO, SeatMoves, foundation_move
from crapette.engine.rules import from_scratch, handed_over, illegal_reason, legal_actions, moved, retop, row_of
from crapette.engine.rules import Loads, seats_moves
from crapette.engine.gametype import Family
from crapette.engine.table import Table
from crapette.engine.violation import PriorityError, Violation
from crapette.engine.why import Why
from crapette.lazy import lazy_module

if TYPE_CHECKING:
    from crapette.engine import stop
    from crapette.engine.stop import Verdict
else:  # loaded at its first use: start-up does not need it
    stop = lazy_module("crapette.engine.stop")


#: A game in which this many actions in a row put no card on a foundation is a
#: stalemate. At most 104 cards reach the foundations, so no game is longer than
#: 105 × this many actions (Stop! calls aside): every game ends.
NO_FOUNDATION_LIMIT = 1000
#: Hand cycles each player must complete without any play from reserve, hand or
#: discard before the game is declared a stalemate (two make sure every card of the
#: hand was tried after the last play).
STALEMATE_CYCLES = 2


_new_tuple = tuple.__new__
T = TypeVar("T")


# Everything besides the piles that push/pop must restore, and (``_Entry``) an action on the
# stack: the state before it (``_State``'s fields, in its order), then the action and what
# undoing it needs. The stack holds the fields themselves, an entry after another (``_WIDTH``
# each), not a tuple an action: a game keeps thousands, and the garbage collector walked each
# tuple (it cost a twelfth of a game's instructions); ``Game._entry`` makes the tuple of one
# when it is read. Both are NamedTuples to the type checker; at run time, tuple classes whose
# fields are read as a NamedTuple's (``_tuplegetter``, in C), made without typing's check of
# each field's type and namedtuple's ``eval`` of its ``__new__`` (2 M instructions at every start).
if TYPE_CHECKING:
    class _State(NamedTuple):
        to_move: int
        window: int  # player whose last action Stop! may judge, or -1
        since_foundation: int
        cycles: tuple[int, ...]  # per seat
        skip: tuple[bool, ...]  # per seat
        outcome: Outcome | None
        turn_start: bool
        reserve_hidden: tuple[bool, ...]
        face_down: tuple[int, ...]
        table: Table  # three-players: a house leaves play
        aside: tuple[int, ...]  # three-players: the joker once set aside
        first_turns: tuple[int, ...]  # Zank-Patience: first turns not yet over

    class _Entry(NamedTuple):
        to_move: int
        window: int
        since_foundation: int
        cycles: tuple[int, ...]
        skip: tuple[bool, ...]
        outcome: Outcome | None
        turn_start: bool
        reserve_hidden: tuple[bool, ...]
        face_down: tuple[int, ...]
        table: Table
        aside: tuple[int, ...]
        first_turns: tuple[int, ...]
        action: Action
        change: Change  # what moving its cards changed (``apply.py``), for undoing them
        # piles and hands before: a call, or an action under french-turn (it may turn hand cards)
        snapshot: tuple[list[list[int]], list[list[int]]] | None
        # the legal actions where it was made (None: not asked): ``last_violation`` judges with them
        legal: list[Action] | None
        # the destination codes where it was made, as a take-back restores them: ``_KEPT`` (the
        # game kept its own up to date), the codes of then (the game dropped them), or None
        codes: list[int] | None
else:
    from collections import _tuplegetter

    def _fielded(name: str, fields: str) -> type:
        names = tuple(fields.split())
        return type(name, (tuple,), {"__slots__": (), "_fields": names,
                                     **{field: _tuplegetter(i, None) for i, field in enumerate(names)}})

    _STATE_FIELDS = "to_move window since_foundation cycles skip outcome turn_start reserve_hidden face_down table aside"
    _State = _fielded("_State", _STATE_FIELDS + " first_turns")
    _Entry = _fielded("_Entry", _STATE_FIELDS + " first_turns action change snapshot legal codes")

#: ``_Entry.codes`` of an action after which the game kept its codes up to date: a take-back
#: moves the card back in them too (``rules.moved``)
_KEPT: list[int] = []

#: the fields of an entry on the stack, and where its action and its table are from its end
_WIDTH = len(_Entry._fields)
_ACTION = _Entry._fields.index("action") - _WIDTH
_TABLE = _Entry._fields.index("table") - _WIDTH
_SNAPSHOT = _Entry._fields.index("snapshot") - _WIDTH
_LEGAL = _Entry._fields.index("legal") - _WIDTH


class Game:
    """A game in progress. Change it only through ``push`` (and ``pop``)."""

    def __init__(self, position: Position, mode: str = STOP_MODE, seed: int | None = None) -> None:
        parsed = parse_mode(mode)
        if parsed is None:
            raise IllegalActionError(Why("game.unknown-mode", mode=mode))
        position.validate()
        self.position = position
        self.mode: Mode = parsed
        self._stop_mode = parsed == STOP_MODE
        self._strict = parsed == STRICT_MODE
        self.start = position.copy()
        self.seed = seed  # the deal's seed, when the game started from one
        #: the actions pushed, each as its ``_Entry``'s fields one after another (``_WIDTH``)
        self._stack: list[Any] = []
        self._window = -1
        self._since_foundation = 0
        seats = len(position.table.seats)
        self._no_cycles = (0,) * seats
        self._cycles = self._no_cycles
        self._skip = (False,) * seats
        self.outcome: Outcome | None = None
        self._legal: list[Action] | None = None
        #: a legal list made from scratch with its reach (``rules.from_scratch``), which the
        #: analysis reads while that list is still the game's (None: not made so)
        self._reach: tuple[list[Action], int] | None = None
        #: the position's destination codes (``rules.codes``), kept up to date move by move
        #: while the game has no events but its cards' moves (``_plain``); None: not known
        self._codes: list[int] | None = None
        #: the stack's length with the last action's violation, once ``last_violation`` judged
        #: it (None: not judged since the last push or pop)
        self._judged: tuple[int, Violation | None] | None = None
        #: what the analyses of the position left to copy before it changes (words worked
        #: out when read, from the position as it was: ``zank.ladder._Then``); ``_keep`` calls
        #: each before any change of the position
        self._keepers: list[Keeper] = []
        self._generate = position.rules.generator or legal_actions
        self._french_turn = position.rules.french_turn  # fixed for the game: read once
        rules = position.rules
        #: the standard generator, and no action changes more than the piles it names and
        #: the turn: ``rules.moved`` keeps the codes up to date after each move
        self._plain = (self._generate is legal_actions and not rules.french_turn and not rules.face_down_reserve
                       and not position.face_down and not position.table.special)
        #: per seat, what ``rules.emit`` needs (a plain game's table never changes)
        self._seats: tuple[SeatMoves, ...] = seats_moves(position.table, rules.discard_available) if self._plain else ()
        #: per seat, the piles it loads with their bits (``rules.moved``)
        self._load_bits = tuple(seat[1].load_bits for seat in self._seats)
        #: per seat, ``SeatMoves`` with each source as its pile (the position's list) and its
        #: remembered moves, for the legal list's loop (``_sourcing``); made for the lists of
        #: ``_sourced``, the position's ``piles`` then
        self._sources: tuple[tuple[tuple[tuple[list[int], dict[int, tuple[Action, ...]]], ...], Loads, int, int],
                             ...] = ()
        self._sourced: list[list[int]] | None = None
        #: each source's pile number by its list's id (a pair's list is alive: its id is not reused)
        self._source_of: dict[int, int] = {}
        #: a plain game's codes and legal list worked out anew (a position met cold), written
        #: out for its table (``rules.from_scratch``)
        self._from_scratch = from_scratch(position.table, rules.discard_available) if self._plain else None
        #: a plain game under the standard ladder: ``analysis`` of a position met cold goes straight
        #: to the written-out list
        self._plain_standard = self._plain and rules.priorities == STANDARD_LADDER
        if not self._check_won() and position.reserve_hidden[position.to_move]:
            self._reveal_reserve_if_due()

    @classmethod
    def new(cls, seed: int, variants: Iterable[str] = (), mode: str = STOP_MODE, starter: int | None = None) -> Game:
        """A new game dealt from ``seed``; ``starter`` overrides who starts (alternating starts)."""
        return cls(Position.deal(seed, Rules.from_names(variants), starter), mode, seed)

    # --- reading -----------------------------------------------------------

    @property
    def rules(self) -> Rules:
        return self.position.rules

    @property
    def to_move(self) -> int:
        return self.position.to_move

    @property
    def actions(self) -> list[Action]:
        """Every action pushed so far, Stop! calls included: the record's list."""
        actions: list[Action] = self._stack[_WIDTH + _ACTION::_WIDTH]
        return actions

    @property
    def ply(self) -> int:
        return len(self._stack) // _WIDTH

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def status(self) -> str:
        return "playing" if self.outcome is None else self.outcome.result

    def legal_actions(self) -> list[Action]:
        """Every action the player to move may make (Stop! excluded); cached until the next change."""
        if self.outcome is not None:
            return []
        legal = self._legal
        if legal is None:
            pos = self.position
            if self._plain:
                codes = self._codes
                if codes is None:  # a position met cold: its analysis is likely to be asked
                    legal = self._written(pos)[1]
                else:  # ``rules.emit``, written out (a call is a fortieth of an action's instructions)
                    piles = pos.piles
                    if piles is not self._sourced:
                        self._sourcing(piles)
                    sources, layout, hand_card, discard = self._sources[pos.to_move]
                    empty = codes[EMPTY_SLOT]
                    legal = []
                    for pile, rows in sources:
                        if pile:
                            try:
                                legal += rows[codes[pile[-1]] | empty]
                            except KeyError:
                                legal += row_of(layout, self._source_of[id(pile)], codes[pile[-1]] | empty)
                    if not piles[hand_card]:
                        legal.append(TURN_ACTION if pos.hands[pos.to_move] or piles[discard] else PASS_ACTION)
                    self._legal = legal
            else:
                legal = self._legal = self._generate(pos)
        return legal

    def analysis(self) -> list[tuple[Action, Violation | None]]:
        if self._legal is None and self._codes is None and self._plain_standard and self.outcome is None:
            # a plain standard game's position met cold (``analyze``, a review, hints after a
            # take-back): the list written out, and most often nothing binds; going through
            # ``legal_actions`` and ``analyse`` cost a tenth more
            pos = self.position
            codes, legal, reach = self._written(pos)
            return [a.clean for a in legal] if binds_nothing(pos, codes, reach) else analyse(pos, legal, False, reach)
        legal = self.legal_actions()
        kept = self._reach
        return analyse(self.position, legal, False, kept[1] if kept is not None and kept[0] is legal else None,
                       self._keepers)

    def violation(self, action: Action) -> Violation | None:
        """The priority rule the action would break now (None if none)."""
        return violation_of(self.position, action, self.legal_actions())

    def illegal_reason(self, action: Action) -> Why | None:
        """Why the action is refused outright now (``crapette.words.say`` words it), or
        None if it may be pushed."""
        if self.outcome is not None:
            return Why("game.over")
        if action.kind >= STOP and (absent := self._pile_refusal(action)) is not None:
            return absent
        if action.is_call:
            return stop.call_refusal(action, self.mode, self.rules, self._window >= 0)
        if action.kind == TOUCH:
            from crapette.engine.touch import touch_refusal  # (the touch variant's rules: loaded when met)

            return touch_refusal(self.position, action, self.legal_actions(), self._stop_mode)
        reason = self._building_reason(action)
        if reason is None and self._strict:
            v = self.violation(action)
            if v is not None:
                return v.why
        return reason

    @property
    def stop_caller(self) -> int | None:
        """The player who may call Stop! now, or None when no call is possible."""
        window = self._window
        if window < 0 or self.outcome is not None or not self._stop_mode:
            return None
        return self.position.table.opponent_of[window]

    @property
    def stop_callers(self) -> tuple[int, ...]:
        """Every player who may call Stop! now (three players: either opponent of the
        last action's author), in order of play; () when no call is possible."""
        window = self._window
        if window < 0 or self.outcome is not None or not self._stop_mode:
            return ()
        # the game says who: the author's opponents, or (Wegner, ruling 24) the author too
        return self.rules.game.callers(self.position.table, window)

    @property
    def stop_author(self) -> int | None:
        """The seat whose last action a call would judge now (None: no call is possible)."""
        window = self._window
        if window < 0 or self.outcome is not None or not self._stop_mode:
            return None
        return window

    def can_stop(self) -> bool:
        return self.stop_caller is not None

    @property
    def missing(self) -> tuple[int, ...]:
        """The seats that will miss their next turn for a wrong Stop! (Wegner, ruling 24)."""
        return tuple(seat for seat in self.position.table.seats if self._skip[seat])

    def last_action(self) -> Action | None:
        return self._stack[_ACTION] if self._stack else None

    def last_violation(self) -> Violation | None:
        """The violation the last (non-stop) action committed, judged where it was made
        (once: the answer is kept while that action is the last)."""
        if not self._stack:
            return None
        judged = self._judged
        if judged is not None and judged[0] == len(self._stack):
            return judged[1]
        action = self._stack[_ACTION]
        if action.is_call:
            return None
        if action.kind == TOUCH:  # the attempt itself is the fault (nothing moved: judged here)
            from crapette.engine.touch import touch_fault, touch_violation

            fault = touch_fault(self.position, action, self.legal_actions())
            return touch_violation(fault, self.rules.game.family is Family.ZANK) if fault is not None else None
        found = self._judge_last()
        self._judged = (len(self._stack), found)
        return found

    def _entry(self, end: int) -> _Entry:
        """The entry of the stack that ends at ``end`` (``len(self._stack)``: the last one)."""
        return _new_tuple(_Entry, self._stack[end - _WIDTH:end])

    def _judge_last(self) -> Violation | None:
        """Take the last action's cards back, judge it with the legal actions of then
        (kept at ``push``, or generated again), and move the cards again: every change is
        undone and redone exactly (``apply.py``), and the legal list of now stays cached."""
        pos = self.position  # (put back as it was before it returns: what analyses left live stays valid)
        stack = self._stack
        entry_legal = stack[_LEGAL]
        if stack[_SNAPSHOT] is not None:  # french-turn's turned hand cards: the snapshot
            entry = self._entry(len(stack))
            then = entry.snapshot
            assert then is not None
            snapshot = self._snapshot()
            state = self._state()
            self._restore(then, entry)
            try:
                return violation_of(pos, entry.action, self._generate(pos))
            finally:
                self._restore(snapshot, state)
        if entry_legal is not None and surely_clean(pos, stack[_ACTION], entry_legal):
            return None  # (the common case: read off the stack, no entry made)
        entry = self._entry(len(stack))
        after = self._state()
        undo_cards(pos, entry.action, entry.change)
        self._set_state(entry)
        try:
            legal = entry.legal if entry.legal is not None else self._generate(pos)
            return violation_of(pos, entry.action, legal)
        finally:
            apply_cards(pos, entry.action)
            self._set_state(after)

    # --- changing ------------------------------------------------------------

    def push(self, action: Action) -> Verdict | None:
        """Carry out an action; returns the verdict for a Stop! call.

        Raises IllegalActionError for an action that breaks the availability or
        building rules, and PriorityError for a priority violation in strict mode.
        """
        if self.outcome is not None:
            raise IllegalActionError(Why("game.over-with", action=action, result=self.outcome.result))
        self._judged = None
        if self._keepers:
            self._keep()
        if action.kind >= STOP:  # the calls, and a touch (variant touch): not moves
            absent = self._pile_refusal(action)  # a pile the table lacks, refused as in a move
            if absent is not None:
                raise IllegalActionError(Why("refused", action=action, why=absent))
            if action.kind == TOUCH:
                self._touch(action)
                return None
            return self._call(action)
        legal = self._legal
        if legal is not None:  # the action offered by legal_actions itself (the bots', the app's): allowed
            for allowed in legal:
                if allowed is action:
                    break
            else:
                legal = None
        if legal is None:
            reason = self._building_reason(action)
            if reason is not None:
                raise IllegalActionError(Why("refused", action=action, why=reason))
            legal = self._legal
        if self._strict:
            v = self.violation(action)
            if v is not None:
                raise PriorityError(action, v)
        pos = self.position
        mover = pos.to_move
        codes = self._codes
        if codes is not None and action.kind == MOVE:
            # a plain game's move (``_plain``: the cards move, nothing else does): ``_apply``,
            # ``_count_move`` and, when the turn goes on, ``rules.moved`` written out (a call is
            # a fortieth of an action's instructions)
            table = pos.table
            piles = pos.piles
            src, dst = action.src, action.dst
            rest = piles[src]
            card = rest.pop()
            target = piles[dst]
            dst_top = target[-1] if target else -1
            target.append(card)
            # the state before the move, for the stack (the outcome was None: checked above)
            cycles = self._cycles
            since = self._since_foundation
            skip = self._skip
            turn_start = pos.turn_start
            pos.turn_start = False
            owner = table.owner_of[src]
            if FOUNDATION_BIT[dst]:  # (the plain tables' foundations are F1.. as the bits': ``table.foundations``)
                self._since_foundation = 0
                self._cycles = self._no_cycles
            else:
                self._since_foundation = since + 1
                if owner == mover:  # from the mover's own reserve, hand card or discard
                    if dst == table.discard_of[mover]:
                        self._end_turn(mover)
                    else:
                        self._cycles = self._no_cycles
            if owner is not None and not rest and pos.out_of_stock(owner):
                self.outcome = outcomes.won(pos, owner)
            elif self._cycles is not cycles or self._since_foundation >= NO_FOUNDATION_LIMIT:
                self._check_stalemate(cycles)
            kept: list[int] | None = codes  # the codes a take-back restores (``_KEPT``: these, kept up to date)
            if self.outcome is not None:
                self._codes = None
            elif pos.to_move != mover:  # the turn passed: the next player's codes
                after = codes[:]
                moved(after, self._load_bits[mover], src, dst, card, rest[-1] if rest else -1, dst_top)
                seats = self._seats
                self._codes = handed_over(after, piles, seats[mover][1], seats[pos.to_move][1])
            else:  # ``rules.moved``
                kept = _KEPT
                house_two = HOUSE_TWO
                bit = HOUSE_BIT[src]
                if bit:  # a house's card (else the mover's own pile: no bits, as it takes nothing)
                    first, second = house_two[card]
                    keep = ~bit
                    codes[first] &= keep
                    codes[second] &= keep
                    if rest:
                        first, second = house_two[rest[-1]]
                        codes[first] |= bit
                        codes[second] |= bit
                    else:
                        codes[EMPTY_SLOT] |= EMPTY_BIT[src]
                bit = HOUSE_BIT[dst]
                if bit:
                    if dst_top >= 0:
                        first, second = house_two[dst_top]
                        keep = ~bit
                        codes[first] &= keep
                        codes[second] &= keep
                    else:
                        codes[EMPTY_SLOT] &= ~EMPTY_BIT[dst]
                    first, second = house_two[card]
                    codes[first] |= bit
                    codes[second] |= bit
                else:  # a foundation, or a pile to load (the mover's own piles take nothing)
                    retop(codes, self._load_bits[mover], dst, dst_top, card)
            self._stack += (mover, self._window, since, cycles, skip, None, turn_start, pos.reserve_hidden,
                            pos.face_down, table, pos.aside, pos.first_turns, action, 0, None, legal, kept)
        else:
            state = (mover, self._window, self._since_foundation, self._cycles, self._skip, self.outcome,
                     pos.turn_start, pos.reserve_hidden, pos.face_down, pos.table, pos.aside, pos.first_turns)
            # a snapshot undoes actions that change more than their cards: 003's turn
            # (french-turn) turns hand cards by itself
            saved = self._snapshot() if self._french_turn else None
            change = self._apply(action)
            kept = None if codes is None else _KEPT  # a turn changes no code
            if codes is not None and (pos.to_move != mover or self.outcome is not None):
                # a pass: the next player's codes (a take-back gives these back)
                seats = self._seats
                self._codes = (None if self.outcome is not None else
                               handed_over(codes, pos.piles, seats[mover][1], seats[pos.to_move][1]))
                kept = codes
            self._stack += state + (action, change, saved, legal, kept)
            if pos.first_turns and pos.to_move != mover:
                self._first_turn_over(mover)
        self._legal = None
        self._window = mover if self._stop_mode else -1
        return None

    def _count_move(self, p: int, table: Table, owner: int | None, dst: int) -> None:
        """The counters a card's move changes, for the plain path (``_move``) and the general
        one alike: a foundation resets the stalemate count, a card off the mover's own stock
        resets the cycles, and its hand card on its discard ends the turn."""
        if dst in table.foundations:
            self._since_foundation = 0
            self._cycles = self._no_cycles
        else:
            self._since_foundation += 1
            if owner == p:  # from the mover's own reserve, hand card or discard
                if dst == table.discard_of[p]:
                    self._end_turn(p)
                else:
                    self._cycles = self._no_cycles

    def pop(self) -> Action:
        """Take back the last action exactly (a Stop! call too)."""
        if not self._stack:
            raise IllegalActionError(Why("game.nothing-to-take-back"))
        self._judged = None
        if self._keepers:
            self._keep()
        entry = self._entry(len(self._stack))
        del self._stack[-_WIDTH:]
        if entry.snapshot is not None:
            self._restore(entry.snapshot, entry)
        else:
            self._undo(entry)
        # the position is the one the action was made in: its legal list and codes, kept
        # at push (None for a call or a touch), are again the position's (the bots' and
        # the analysis' take-backs need not generate them again)
        self._legal = entry.legal
        codes = entry.codes
        if codes is not _KEPT:
            self._codes = codes
        elif self._codes is not None and entry.action.kind == MOVE:  # the move back
            action = entry.action
            piles = self.position.piles
            back, rest = piles[action.src], piles[action.dst]
            moved(self._codes, self._load_bits[self.position.to_move], action.dst, action.src, back[-1],
                  rest[-1] if rest else -1, back[-2] if len(back) > 1 else -1)
        return entry.action

    def agree_stalemate(self) -> Outcome:
        """Both players agree the game cannot be won (ruling 14)."""
        if self.outcome is not None:
            raise IllegalActionError(Why("game.already-over"))
        self.outcome = outcomes.stalemate(self.position, outcomes.AGREEMENT)
        self._legal = None
        return self.outcome

    def concede(self, winner: int) -> Outcome:
        """The other players give the game up to ``winner`` (a resignation: who wins when
        one player resigns is ``outcome.resignation_winner``); scored as a win."""
        if self.outcome is not None:
            raise IllegalActionError(Why("game.already-over"))
        self.outcome = outcomes.resigned(self.position, winner)
        self._legal = None
        return self.outcome

    # --- internals -------------------------------------------------------------

    def _written(self, pos: Position) -> tuple[list[int], list[Action], int]:
        """A plain game's codes, legal list and its reach worked out anew (``rules.from_scratch``),
        kept as the game's."""
        codes, legal, reach = self._from_scratch(pos)  # type: ignore[misc]  # set: a plain game
        self._sourced = None  # (a position met cold: its lists may be new)
        self._codes, self._legal, self._reach = codes, legal, (legal, reach)
        return codes, legal, reach

    def _sourcing(self, piles: list[list[int]]) -> None:
        """``_sources`` for the position's lists ``piles``: the loop of the legal list then
        reads each source's list and moves without looking either up (a tenth of its cost)."""
        self._sourced = piles
        self._sources = tuple((tuple((piles[s], layout.rows[s]) for s in srcs), layout, hand_card, discard)
                              for srcs, layout, hand_card, discard in self._seats)
        self._source_of = {id(piles[s]): s for srcs, *_rest in self._seats for s in srcs}

    def _keep(self) -> None:
        """Let the analyses of the position copy what they still need of it: it is about to
        change (``_keepers``)."""
        keepers = self._keepers
        for keeper in keepers:
            keeper.keep()
        keepers.clear()

    def _pile_refusal(self, action: Action) -> Why | None:
        """A touch or a call naming a pile the table lacks (``named_piles``): a call names
        actions of the position it judges, at the table of then (three players: the
        judged action may have emptied the first house, in play when it was made)."""
        from crapette.engine.named_piles import pile_refusal  # (calls and touches only: loaded when met)

        table = self._stack[_TABLE] if action.is_call and self._stack else self.position.table
        return pile_refusal(table, action)

    def _building_reason(self, action: Action) -> Why | None:
        """Why the availability or building rules refuse the action (None: they allow it).
        A variant with its own generator is the judge of its own actions."""
        legal = self._legal
        if legal is not None:  # the action offered by legal_actions itself (the bots', the app's): allowed
            for allowed in legal:
                if allowed is action:
                    return None
        if self._generate is legal_actions:
            return illegal_reason(self.position, action)
        if action in self.legal_actions():
            return None
        return (self.rules.refusal or illegal_reason)(self.position, action) or Why("game.not-in-variants")

    def _state(self) -> _State:
        # tuple.__new__ skips the NamedTuple's Python-level __new__: this runs on every push
        pos = self.position
        return _new_tuple(_State, (pos.to_move, self._window, self._since_foundation, self._cycles,
                                   self._skip, self.outcome, pos.turn_start, pos.reserve_hidden, pos.face_down,
                                   pos.table, pos.aside, pos.first_turns))

    def _set_state(self, s: _State | _Entry) -> None:
        pos = self.position
        pos.to_move = s.to_move
        pos.turn_start = s.turn_start
        pos.reserve_hidden = s.reserve_hidden
        pos.face_down = s.face_down
        pos.table = s.table
        pos.aside = s.aside
        pos.first_turns = s.first_turns
        self._window = s.window
        self._since_foundation = s.since_foundation
        self._cycles = s.cycles
        self._skip = s.skip
        self.outcome = s.outcome

    def _snapshot(self) -> tuple[list[list[int]], list[list[int]]]:
        return [p[:] for p in self.position.piles], [h[:] for h in self.position.hands]

    def _restore(self, snapshot: tuple[list[list[int]], list[list[int]]], state: _State | _Entry) -> None:
        piles, hands = snapshot
        self.position.piles = [p[:] for p in piles]
        self.position.hands = [h[:] for h in hands]
        self._set_state(state)
        self._legal = None
        self._codes = None

    def _apply(self, action: Action) -> Change:
        """Move the cards (``apply.py``) and update the counters for a legal action; the
        change, for undoing it."""
        pos = self.position
        p = pos.to_move
        table = pos.table  # before the move: a house may leave play
        cycles = self._cycles  # a tuple, replaced when it changes: the stalemate check runs then only
        pos.turn_start = False
        change = apply_cards(pos, action)
        kind = action.kind
        if kind == MOVE:
            src, dst = action.src, action.dst
            owner = table.owner_of[src]
            self._count_move(p, table, owner, dst)
            # a stock pile lost a card (the opponent's too: crapette-call): only its owner
            # can have just played out, and only with that pile now empty
            if owner is not None and not pos.piles[src] and pos.out_of_stock(owner):
                self.outcome = outcomes.won(pos, owner)
                return change
            if self._french_turn and src == table.hand_card_of[p] and dst != table.discard_of[p]:
                self._auto_turn(p)
        elif kind == TURN:
            for _reformed in range(reforms(change)):
                self._add_cycle(p)
            self._since_foundation += 1
        elif kind == PASS:
            self._add_cycle(p)
            self._since_foundation += 1
            self._end_turn(p)
        if self.outcome is None and pos.reserve_hidden[pos.to_move]:
            self._reveal_reserve_if_due()
        if self.outcome is None:
            self._check_stalemate(cycles)
        return change

    def _check_stalemate(self, cycles: tuple[int, ...]) -> bool:
        """End the game in a stalemate if its rules say so (``cycles``: the hand cycles
        before the action); True if it ended."""
        if self._cycles is not cycles and min(self._cycles) >= STALEMATE_CYCLES:
            self.outcome = outcomes.stalemate(self.position, outcomes.NO_PLAY_FROM_STOCK)
        elif self._since_foundation >= NO_FOUNDATION_LIMIT:
            self.outcome = outcomes.stalemate(self.position, outcomes.NO_FOUNDATION_PROGRESS)
        else:
            return False
        return True

    def _reveal_reserve_if_due(self) -> None:
        """Variant face-down-reserve: the mover turns their reserve's top card up once no
        house card can go to a foundation any more."""
        pos = self.position
        p = pos.to_move
        if not pos.piles[pos.table.reserve_of[p]]:
            return
        for h in pos.table.houses:
            pile = pos.piles[h]
            up = foundation_move(pos, h) if pile else None
            if up is not None and illegal_reason(pos, up) is None:
                return
        pos.reserve_hidden = _replaced(pos.reserve_hidden, p, False)

    def _add_cycle(self, p: int) -> None:
        self._cycles = _replaced(self._cycles, p, self._cycles[p] + 1)

    def _end_turn(self, p: int) -> None:
        """The turn passes on, unless a false-Stop penalty makes the next player miss it."""
        table = self.position.table
        nxt = table.next_seat(p)
        while self._skip[nxt] and nxt != p:  # missed turns (three players: play goes on to the next seat)
            self._skip = _replaced(self._skip, nxt, False)
            nxt = table.next_seat(nxt)
        self.position.to_move = nxt
        self.position.turn_start = True
        if self.rules.french_turn:
            self._auto_turn(nxt)

    def _first_turn_over(self, seat: int) -> None:
        """Zank-Patience: the play has passed from ``seat``, so its first turn is over
        (ruling 27: however it ended)."""
        pos = self.position
        pos.first_turns = tuple(s for s in pos.first_turns if s != seat)

    def _auto_turn(self, p: int) -> None:
        """Variant french-turn (003): the next hand card is turned at once, at the start of
        the turn and whenever the hand card has been played (re-forming the hand first)."""
        if self.outcome is None and turn_next_hand_card(self.position, p):
            self._add_cycle(p)

    def _check_won(self) -> bool:
        pos = self.position
        for player in pos.table.seats_from[pos.to_move]:
            if pos.out_of_stock(player):
                self.outcome = outcomes.won(pos, player)
                return True
        return False

    def _undo(self, entry: _Entry) -> None:
        """Reverse the card moves of a non-stop action and restore the state before it."""
        if entry.snapshot is not None:  # french-turn's turned hand cards
            self._restore(entry.snapshot, entry)
            return
        undo_cards(self.position, entry.action, entry.change)
        self._set_state(entry)

    def _call(self, action: Action) -> Verdict:
        """Stop! or Crapette! on the last action: judged where that action was made
        (``stop.judge_stop``, ``crapette.judge_crapette``), then carried out here."""
        refusal = stop.call_refusal(action, self.mode, self.rules, self._window >= 0)
        if refusal is not None:
            raise IllegalActionError(Why("refused", action=action, why=refusal))
        offender = self._window
        table = self.position.table
        self._codes = None  # the judged action is taken back: the codes are worked out again
        # an unnamed caller is the opponent (three players: the next player, who would move next)
        caller = table.opponent(offender) if action.caller < 0 else action.caller
        if (caller == offender and not self.rules.game.author_may_call) or not table.has_seat(caller):
            raise IllegalActionError(Why("game.caller-not-opponent", action=action, seat=offender,
                                         opponents=tuple(table.opponents(offender))))
        before = self._state()
        snapshot = self._snapshot()
        last = self._entry(len(self._stack))
        judged = last.action
        self._undo(last)
        legal = last.legal if last.legal is not None else self._generate(self.position)
        if judged.kind == TOUCH:  # variant touch: the attempt is the fault
            from crapette.engine.touch import judge_touch

            ruling = judge_touch(self.position, judged, legal)
        elif action.kind == CALL:
            from crapette.engine.crapette import judge_crapette

            ruling = judge_crapette(self.position, judged, legal, action.shown)
        else:
            ruling = stop.judge_stop(self.position, judged, legal, action.named)
        pos = self.position
        discarded = penalty = void = False
        # Wegner: a founded call on a picked-up card (touch) is settled as on a move taken back
        settle = self.rules.game.settle_founded_call  # the game's own settlement (Wegner's), or None
        if settle is not None and (ruling.instead is not None or (judged.kind == TOUCH and ruling.founded)):
            # ruling 24: the faulty action stays taken back, the caller plays next
            settle(pos, offender, caller, self._skip[caller])
            self._skip = _replaced(self._skip, caller, False)
            if caller != offender:
                self._first_turn_over(offender)
            self._window = -1
        elif ruling.instead is not None:
            # Stop! founded: the judged action stays taken back, the mandatory one is played
            self._apply(ruling.instead)
            if self.outcome is None:
                discarded = self._discard_hand_card(offender)
                self._end_turn(offender)
                if pos.table.seat_count > 2:  # ruling 23: the caller moves next
                    pos.to_move = caller
            self._window = -1
            if self.outcome is None and pos.reserve_hidden[pos.to_move]:
                self._reveal_reserve_if_due()
        else:
            self._restore(snapshot, before)
            self._window = -1
            if ruling.founded:  # Crapette!, or Stop! on a touch, founded: nothing is taken back
                discarded = self._discard_hand_card(offender)
                if pos.to_move == offender:
                    self._end_turn(offender)
            elif settle is not None and (earlier := self._earlier_fault(offender)) is not None:
                # ruling 27: "Hat nach dem Fehler schon der nächste Zug begonnen, so ist ein Stop-Ruf unwirksam"
                void = True
                ruling = stop.void_ruling(earlier, judged)
            else:
                penalty = self.rules.false_stop_penalty
                if penalty:
                    if pos.to_move == caller != offender:  # the caller loses the turn they were about to play
                        pos.to_move = pos.table.next_seat(caller)
                    else:
                        self._skip = _replaced(self._skip, caller, True)
        instead = None if settle is not None else ruling.instead  # Wegner: taken back, nothing instead
        verdict = stop.Verdict(caller, offender, judged, ruling.founded, ruling.violation,
                          judged if ruling.instead is not None else None, instead, discarded,
                          pos.to_move, ruling.why, penalty, ruling.played if instead else None,
                          call_name(action.kind), void)
        self._stack += (*before, action, 0, snapshot, None, None)
        self._legal = None
        return verdict

    def _earlier_fault(self, offender: int) -> Action | None:
        """Wegner (ruling 27): the latest action of ``offender``'s turn before the last one
        that was a fault, each judged where it was made (None: none was). The turn is
        read back to its first action, or to a call, which judged what came before it."""
        stack = self._stack
        snapshot, state = self._snapshot(), self._state()
        try:
            self._undo(self._entry(len(stack)))  # the action the call judged
            for end in range(len(stack) - _WIDTH, 0, -_WIDTH):
                entry = self._entry(end)
                if entry.action.is_call or entry.to_move != offender:
                    return None
                self._undo(entry)
                pos = self.position
                legal = entry.legal if entry.legal is not None else self._generate(pos)
                if entry.action.kind == TOUCH:
                    from crapette.engine.touch import touch_fault

                    fault = touch_fault(pos, entry.action, legal) is not None
                else:
                    fault = violation_of(pos, entry.action, legal) is not None
                if fault:
                    return entry.action
                if entry.turn_start:
                    return None
            return None
        finally:
            self._restore(snapshot, state)

    def _touch(self, action: Action) -> None:
        """Variant touch: record the attempt; nothing moves; the opponent may call Stop!."""
        from crapette.engine.touch import touch_refusal

        refusal = touch_refusal(self.position, action, self.legal_actions(), self._stop_mode)
        if refusal is not None:
            raise IllegalActionError(Why("refused", action=action, why=refusal))
        state = self._state()
        # nothing moves: a take-back leaves the codes as they are then (``_KEPT``)
        self._stack += (*state, action, 0, None, None, _KEPT)
        self._window = state.to_move

    def _discard_hand_card(self, player: int) -> bool:
        """A founded call ends the offender's turn: their turned hand card, if any, goes
        onto their discard. True if there was one."""
        piles, table = self.position.piles, self.position.table
        hand_card = piles[table.hand_card_of[player]]
        if not hand_card:
            return False
        piles[table.discard_of[player]].append(hand_card.pop())
        return True


def _replaced(values: tuple[T, ...], seat: int, value: T) -> tuple[T, ...]:
    """A per-seat tuple with ``seat``'s entry replaced."""
    return values[:seat] + (value,) + values[seat + 1 :]


__all__ = ["Game", "MODES", "NO_FOUNDATION_LIMIT", "PLAYER_NAMES", "STOP_MODE", "STRICT_MODE", "Mode"]
