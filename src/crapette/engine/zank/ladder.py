"""Wegner's ladder as the priority checker: "Ein Zug ist nur dann erlaubt, wenn kein Zug
mit kleinerer Nummer in der obigen Liste möglich ist."

Each step is a ``PriorityRule`` (``W1`` … ``W8``; ``W7`` is the player's choice between
7.1 and 7.2, ``W7.2`` the forced order in which the card taken from the source is
placed), judged by the engine's one judge (``priorities.first_broken``): an action
breaks the first step that is possible here unless it is one of that step's moves. The
conditions inside moves 2 and 3 (an empty house only for a card that fits no non-empty
one; the announced card or house reached; move 3 leaving more empty houses than before,
our ruling) are part of what makes a move of that step, and the advanced conditions (``zank-advanced``) narrow them further.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from functools import partial

from crapette.engine.actions import MOVE, MOVES, TURN, Action
from crapette.engine.cards import Card, rank
from crapette.engine.position import Position
from crapette.engine.priorities import Keeper, PriorityRule, analyse
from crapette.engine.table import Pile
from crapette.engine.violation import Violation
from crapette.engine.why import N_, Why
from crapette.engine.zank.digging import (Fitting, emptying_fault, emptying_gain, fitting_houses, foundation_takes,
                                          freeable, hidden_under, house_targets)
from crapette.engine.zank.moves import discard_like, has_schikanier, kept_fitting, load_piles, open_houses


def _move_why(pos: Position, action: Action) -> Why:
    """A move as the explanations name it (``priorities.move_why`` in Wegner's words:
    Randstapel, Mitte); his turn by what it does."""
    if action.kind == TURN:
        return Why("zank.take-source" if pos.hands[pos.to_move] else "zank.turn-discard")
    return Why("zank.move", card=pos.piles[action.src][-1], action=action)


class ZankStep(PriorityRule):
    """One step of 001's list; ``mandatory`` picks the legal actions that are its moves."""

    words_each = True  # a move that breaks its own conditions is said as such (ruling 26)

    def analyse_ladder(self, pos: Position, legal: Sequence[Action],
                       keepers: list[Keeper] | None = None) -> list[tuple[Action, Violation | None]]:
        """``priorities.analyse`` of a ladder this rung heads (see ``analyse_wegner``)."""
        return analyse_wegner(pos, legal, keepers)

    def says(self, pos: Position) -> Why:
        """What this step's move is, in 001's words (``crapette.words.zank`` says it)."""
        return Why("zank.says." + self.id)

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> Why:
        return Why("zank.step", rule=self.id, says=self.says(pos), move=_move_why(pos, alternatives[0]))

    def violation_for(self, pos: Position, action: Action, violation: Violation, legal: Sequence[Action],
                      memo: dict[object, object] | None = None) -> Violation:
        """An action that is no move of the list at all (an announced move that does not
        do what move 2 or 3 asks, move 6 while a house is empty) breaks the conditions of
        the move it claims to be, whichever step was possible: the verdict says so, and
        names only the lower moves that were possible (ruling 26)."""
        if action.kind != MOVE or (action.empties < 0 and action.frees < 0 and memo is not None
                                   and action.src not in _discard_like(pos, memo)):
            return violation  # claims nothing a condition can deny (``_breach``), said at once
        return condition_breach(pos, action, legal, violation.rule, violation.alternatives, memo) or violation


def _discard_top(pos: Position) -> Why:
    """The card moves 4 to 7.1 take: the discard's top card (Schikanieren: or the
    Schikanier pile's, which plays as the discard)."""
    return Why("zank.discard-top", schikanier=pos.table.seat_count == 2 and has_schikanier(pos))


def _loaded(pos: Position) -> Why:
    """The pile loaded: the opponent's discard (Schikanieren: their Schikanier pile;
    three players: either opponent's discard)."""
    if pos.table.seat_count > 2:
        return Why("zank.loaded.any-discard")
    return Why("zank.loaded.schikanier" if has_schikanier(pos) else "zank.loaded.discard")


def _house_to_foundation(pos: Position, legal: Sequence[Action]) -> list[Action]:
    t = pos.table
    return [a for a in legal if a.kind == MOVE and t.is_house(a.src) and t.is_foundation(a.dst)]


def _first_step_ok(pos: Position, action: Action, houses: Collection[Pile]) -> bool:
    """The card moved goes where 001 lets it: a non-empty house that takes it, or an
    empty one only when it fits no non-empty house."""
    full, empty = house_targets(pos, pos.piles[action.src][-1], action.src, houses)
    return action.dst in full or action.dst in empty


def _depth(pos: Position, action: Action) -> int:
    pile = pos.piles[action.src]
    return pile[::-1].index(action.frees)  # from the top: a face-down copy below never counts


def free_moves(pos: Position, legal: Sequence[Action], advanced: bool, judged: _Judged | None = None) -> list[Action]:
    """Move 2's moves: announced ``free:CARD``, the card freeable and fit for a
    foundation, the card moved placed as the condition says; advanced: the card lies
    least deep of all that could be freed. A house's first step and each of its cards
    are judged once, not once per destination announced (``_Judged``)."""
    if judged is None:
        judged = _Judged(pos, open_houses(pos))
    out = [a for a in legal if a.frees >= 0 and judged.first_step_ok(a) and judged.freeable(a.src, _depth(pos, a))]
    if advanced and out:
        least = min(_depth(pos, a) for a in out)
        out = [a for a in out if _depth(pos, a) == least]
    return out


def empty_moves(pos: Position, legal: Sequence[Action], advanced: bool, judged: _Judged | None = None) -> list[Action]:
    """Move 3's moves: announced ``empty:HOUSE`` for the house the card leaves, every card
    above its bottom card liftable, the bottom card then taken by a non-empty house, and
    one more empty house in the end than before (our ruling); advanced: the bottom card is the highest of all that could be moved so."""
    if judged is None:
        judged = _Judged(pos, open_houses(pos))
    out = [a for a in legal if a.empties >= 0 and a.empties == a.src and judged.first_step_ok(a)
           and judged.emptiable(a.src)]
    if advanced and out:
        best = max(rank(pos.piles[a.src][0]) for a in out)
        out = [a for a in out if rank(pos.piles[a.src][0]) == best]
    return out


class _Judged:
    """The digging questions of one position, each answered once: a house's top card's
    first step (``house_targets``), whether a card of it can be freed, whether it can be
    emptied. A position announces the same house to several destinations, and the same
    card for each: the answers depend on the house only. Made for one position, and
    used while it stays as it is (one analysis: its steps and the words of each breach)."""

    __slots__ = ("pos", "houses", "_targets", "_freeable", "_faults", "_fitting", "_takes")

    def __init__(self, pos: Position, houses: Collection[Pile]) -> None:
        self.pos = pos
        self.houses = houses
        self._targets: dict[Pile, tuple[list[Pile], list[Pile]]] = {}
        self._freeable: dict[tuple[Pile, int], bool] = {}
        self._faults: dict[Pile, str | None] = {}
        self._fitting: Fitting | None = None
        self._takes: frozenset[Card] | None = None

    @property
    def fitting(self) -> Fitting:
        """``fitting_houses``: every question here asks it of several cards."""
        if self._fitting is None:
            self._fitting = fitting_houses(self.pos, self.houses)
        return self._fitting

    def first_step_ok(self, action: Action) -> bool:
        """``_first_step_ok``, remembered by source house."""
        src = action.src
        targets = self._targets.get(src)
        if targets is None:
            targets = self._targets[src] = house_targets(self.pos, self.pos.piles[src][-1], src, self.houses,
                                                         self.fitting)
        return action.dst in targets[0] or action.dst in targets[1]

    def freeable(self, src: Pile, depth: int) -> bool:
        key = (src, depth)
        found = self._freeable.get(key)
        if found is None:
            found = self._freeable[key] = freeable(self.pos, src, depth, self.houses, self.fitting)
        return found

    def fault(self, src: Pile) -> str | None:
        """``emptying_fault``, remembered."""
        faults = self._faults
        if src in faults:
            return faults[src]
        found = faults[src] = emptying_fault(self.pos, src, self.houses, self.fitting)
        return found

    def emptiable(self, src: Pile) -> bool:
        """``emptiable``: no emptying fault, asked without naming the fault: every card
        above the bottom one goes to a foundation or onto a non-empty house (one that
        needs an empty house fills what the emptying makes: no gain, ruling 26), the
        house is not the first to leave play, and its bottom card fits a non-empty house."""
        faults = self._faults
        if src in faults:
            return faults[src] is None
        pos = self.pos
        if hidden_under(pos, src) or not emptying_gain(pos, src):
            return False
        pile, fitting, alone = pos.piles[src], self.fitting, (src,)
        if fitting[pile[0]] in ((), alone):  # no house but ``src`` takes the bottom card
            return False
        if len(pile) > 1:
            takes = self.takes
            for card in pile[:0:-1]:
                if card not in takes and fitting[card] in ((), alone):
                    return False
        return True

    @property
    def takes(self) -> frozenset[Card]:
        """The cards some foundation takes now (``digging.fits_foundation`` of each)."""
        if self._takes is None:
            self._takes = foundation_takes(self.pos)
        return self._takes


def _judged(pos: Position, memo: dict[object, object]) -> _Judged:
    """The digging answers of one analysis, kept in its ``memo``."""
    judged = memo.get(_Judged)
    if not isinstance(judged, _Judged):
        judged = memo[_Judged] = _Judged(pos, open_houses(pos))
        kept = memo.get(fitting_houses)  # the generator's table, when the analysis has it
        if isinstance(kept, list):
            judged._fitting = kept
    return judged


def _discard_like(pos: Position, memo: dict[object, object]) -> tuple[Pile, ...]:
    """``discard_like``, kept in one analysis's ``memo``."""
    own = memo.get(discard_like)
    if not isinstance(own, tuple):
        own = memo[discard_like] = discard_like(pos)
    return own


class _Kinds:
    """One pass over one analysis's legal actions, sorting out what each rung looks at:
    house to foundation (move 1), whether any move announces a card or a house (moves 2,
    3), the moves of the discard's top card (4 to 7.1), of the card taken from the source
    (7.2), and the turns. A rung with nothing of its kind here has no moves, without
    looking (a position offers three actions at the median, and nine rungs ask)."""

    __slots__ = ("to_foundation", "frees", "empties", "from_discard", "from_hand", "turns")

    def __init__(self, pos: Position, legal: Sequence[Action], own: tuple[Pile, ...]) -> None:
        t = pos.table
        hand_card = t.hand_card_of[pos.to_move]
        self.to_foundation: list[Action] = []
        self.frees = self.empties = False
        self.from_discard: list[Action] = []
        self.from_hand = False
        self.turns = False
        for a in legal:
            if a.kind == MOVE:
                src = a.src
                if t.is_house(src):
                    if t.is_foundation(a.dst):
                        self.to_foundation.append(a)
                    if a.frees >= 0:
                        self.frees = True
                    if a.empties >= 0:
                        self.empties = True
                elif src in own:
                    self.from_discard.append(a)
                elif src == hand_card:
                    self.from_hand = True
            elif a.kind == TURN:
                self.turns = True


def _kinds(pos: Position, legal: Sequence[Action], memo: dict[object, object]) -> _Kinds:
    """``_Kinds`` of one analysis, kept in its ``memo``."""
    kinds = memo.get(_Kinds)
    if not isinstance(kinds, _Kinds):
        kinds = memo[_Kinds] = _Kinds(pos, legal, _discard_like(pos, memo))
    return kinds


def _from_discard(pos: Position, legal: Sequence[Action], where: Callable[[Pile], bool]) -> list[Action]:
    """The moves of the discard's top card (Schikanieren: or the own Schikanier pile's)."""
    own = discard_like(pos)
    return [a for a in legal if a.kind == MOVE and a.src in own and where(a.dst)]


class W1(ZankStep):
    id = "W1"
    title = N_("a house's top card to a foundation")

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        return _house_to_foundation(pos, legal)

    def mandatory_in(self, pos: Position, legal: Sequence[Action], memo: dict[object, object]) -> list[Action]:
        return list(_kinds(pos, legal, memo).to_foundation)


class _Announced(ZankStep):
    """Moves 2 and 3: announced, and stricter under zank-advanced."""

    def __init__(self, advanced: bool = False) -> None:
        self.advanced = advanced


class W2(_Announced):
    id = "W2"
    title = N_("house to house, announced, to free a card for a foundation")

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        return free_moves(pos, legal, self.advanced)

    def mandatory_in(self, pos: Position, legal: Sequence[Action], memo: dict[object, object]) -> list[Action]:
        if not _kinds(pos, legal, memo).frees:
            return []
        return free_moves(pos, legal, self.advanced, _judged(pos, memo))

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> Why:
        a = alternatives[0]
        # the move by its piles: the sentence says the announcement in words (issue 27 item 6)
        return Why("zank.W2", advanced=self.advanced, card=a.frees, house=a.src, action=by_piles(a))


class W3(_Announced):
    id = "W3"
    title = N_("house to house, announced, to empty a house")

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        return empty_moves(pos, legal, self.advanced)

    def mandatory_in(self, pos: Position, legal: Sequence[Action], memo: dict[object, object]) -> list[Action]:
        if not _kinds(pos, legal, memo).empties:
            return []
        return empty_moves(pos, legal, self.advanced, _judged(pos, memo))

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> Why:
        a = alternatives[0]
        return Why("zank.W3", advanced=self.advanced, house=a.src, action=by_piles(a))


class W4(ZankStep):
    id = "W4"
    title = N_("the discard's top card to a foundation")

    def says(self, pos: Position) -> Why:
        return Why("zank.says.W4", card=_discard_top(pos))

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        return _from_discard(pos, legal, pos.table.is_foundation)

    def mandatory_in(self, pos: Position, legal: Sequence[Action], memo: dict[object, object]) -> list[Action]:
        return self.mandatory(pos, legal) if _kinds(pos, legal, memo).from_discard else []


class W5(ZankStep):
    id = "W5"
    title = N_("the discard's top card to a non-empty house")

    def says(self, pos: Position) -> Why:
        return Why("zank.says.W5", card=_discard_top(pos))

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        piles, t = pos.piles, pos.table
        return _from_discard(pos, legal, lambda d: t.is_house(d) and bool(piles[d]))

    def mandatory_in(self, pos: Position, legal: Sequence[Action], memo: dict[object, object]) -> list[Action]:
        return self.mandatory(pos, legal) if _kinds(pos, legal, memo).from_discard else []


class W6(ZankStep):
    id = "W6"
    title = N_("the discard's top card onto the opponent's discard, no house being empty")

    def says(self, pos: Position) -> Why:
        return Why("zank.says.W6", card=_discard_top(pos), pile=_loaded(pos))

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        piles, t = pos.piles, pos.table
        if not all(piles[h] for h in t.houses):
            return []
        loads = load_piles(pos)
        return _from_discard(pos, legal, loads.__contains__)

    def mandatory_in(self, pos: Position, legal: Sequence[Action], memo: dict[object, object]) -> list[Action]:
        return self.mandatory(pos, legal) if _kinds(pos, legal, memo).from_discard else []


class W7(ZankStep):
    id = "W7"
    title = N_("the player's choice: 7.1 the discard's top card to an empty house, or 7.2 take the source's top card")

    def says(self, pos: Position) -> Why:
        return Why("zank.says.W7", card=_discard_top(pos))

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> Why:
        """Only the part of move 7 that is possible: 7.1 needs a discard card, 7.2 a source."""
        first, second = any(a.kind == MOVE for a in alternatives), any(a.kind == TURN for a in alternatives)
        if first and second:
            said = self.says(pos)
        elif first:
            said = Why("zank.says.W7.1", card=_discard_top(pos))
        else:
            said = Why("zank.says.W7.2")
        return Why("zank.step", rule=self.id, says=said, move=_move_why(pos, alternatives[0]))

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        piles, t = pos.piles, pos.table
        out = _from_discard(pos, legal, lambda d: t.is_house(d) and not piles[d])
        if pos.hands[pos.to_move]:
            out += [a for a in legal if a.kind == TURN]
        return out

    def mandatory_in(self, pos: Position, legal: Sequence[Action], memo: dict[object, object]) -> list[Action]:
        kinds = _kinds(pos, legal, memo)
        return self.mandatory(pos, legal) if kinds.from_discard or kinds.turns else []


class W72(ZankStep):
    id = "W7.2"
    title = N_("the card taken from the source: foundation, else non-empty house, else empty house, else the opponent's discard, else your own")

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        t, piles = pos.table, pos.piles
        hand_card = t.hand_card_of[pos.to_move]
        if not piles[hand_card]:
            return []
        moves = [a for a in legal if a.kind == MOVE and a.src == hand_card]
        for where in (t.is_foundation, lambda d: t.is_house(d) and bool(piles[d]),
                      lambda d: t.is_house(d) and not piles[d], load_piles(pos).__contains__):
            chosen = [a for a in moves if where(a.dst)]
            if chosen:
                return chosen
        return moves

    def mandatory_in(self, pos: Position, legal: Sequence[Action], memo: dict[object, object]) -> list[Action]:
        return self.mandatory(pos, legal) if _kinds(pos, legal, memo).from_hand else []

    def explain(self, pos: Position, alternatives: Sequence[Action]) -> Why:
        return Why("zank.W7.2", pile=_loaded(pos), move=_move_why(pos, alternatives[0]))


class W8(ZankStep):
    id = "W8"
    title = N_("turn the discard over as the new source")

    def mandatory(self, pos: Position, legal: Sequence[Action]) -> list[Action]:
        if pos.hands[pos.to_move]:
            return []
        return [a for a in legal if a.kind == TURN]

    def mandatory_in(self, pos: Position, legal: Sequence[Action], memo: dict[object, object]) -> list[Action]:
        return self.mandatory(pos, legal) if _kinds(pos, legal, memo).turns else []


def by_piles(action: Action) -> str:
    """A move in a sentence by its piles (H1-H2), its announcement left to the words around
    it: the notation's ``free:8H`` is no word of the player's language (issue 27 item 6)."""
    if action.kind == MOVE and action.count == 1:
        return str(MOVES[action.src][action.dst])  # the same move unannounced: no announcement to write
    return str(action).partition(" ")[0]


def _breach(pos: Position, action: Action, judged: _Judged) -> tuple[str, Why] | None:
    """The step an action claims to be and why it is not that move, or None when it is
    one (or claims nothing a condition can deny)."""
    t, piles = pos.table, pos.piles
    if action.kind != MOVE:
        return None
    moved = piles[action.src][-1] if piles[action.src] else None
    if action.empties >= 0 or action.frees >= 0:
        step = "W3" if action.empties >= 0 else "W2"
        moves = empty_moves if step == "W3" else free_moves
        if moves(pos, (action,), False, judged):  # a move 2 or 3 (zank-advanced's narrowing is the ladder's)
            return None
        if not judged.first_step_ok(action):
            return step, Why("zank.breach.empty-house", step=step, card=moved, target=action.dst,
                             action=by_piles(action))
        if step == "W2":
            return step, Why("zank.breach.not-freeable", card=action.frees, house=action.src, action=by_piles(action))
        fault = judged.fault(action.src)
        return step, Why("zank.breach.no-empty-house", fault=fault or "", action=by_piles(action), house=action.src,
                         card=piles[action.src][0])
    if action.src in discard_like(pos) and action.dst in load_piles(pos) and not all(piles[h] for h in t.houses):
        return "W6", Why("zank.breach.load-with-empty-house", action=by_piles(action), pile=action.dst)
    return None


def condition_breach(pos: Position, action: Action, legal: Sequence[Action], broken: str,
                     allowed: Sequence[Action], memo: dict[object, object] | None = None) -> Violation | None:
    """The violation of an action that is no move of 001's list (ruling 26): why it is
    not the move it claims to be, and the lower-numbered moves that were possible (only
    those). Its rule is the first it breaks: the step ``broken`` whose moves
    (``allowed``) came first, when that step is lower than the one it claims; else the
    claimed step, whose condition it breaks. None when the action is a move of the list.
    ``memo``: what one analysis (one position, one legal list) found so far, the digging
    and the lower moves, for its next action."""
    memo = {} if memo is None else memo
    said = _breach(pos, action, _judged(pos, memo))
    if said is None:
        return None
    claimed, why = said
    ladder = pos.rules.priorities
    rungs = memo.get(condition_breach)
    if not isinstance(rungs, dict):  # each rung's place and title, by its id
        rungs = memo[condition_breach] = {rule.id: (i, rule.title) for i, rule in enumerate(ladder)}
    # a lower step was possible: that is the first rule it breaks (notation.md); else the claimed one's condition
    step_id = broken if broken in rungs and rungs[broken][0] < rungs[claimed][0] else claimed
    known = memo.get(claimed)
    lower: tuple[str, ...]
    if isinstance(known, tuple):
        lower = known
    else:
        found = []
        for rule in ladder[:rungs[claimed][0]]:
            moves = memo.get(rule)
            if not isinstance(moves, list):
                moves = memo[rule] = rule.mandatory(pos, legal)
            if moves:
                found.append(f"{rule.id} {by_piles(moves[0])}")
        lower = memo[claimed] = tuple(found)
    title = rungs[step_id][1] if step_id in rungs else ""
    return Violation(step_id, Why("zank.breach", rule=step_id, why=why, lower=lower), tuple(allowed), title)


class _Steps:
    """What ``analyse_wegner`` needs of one of Wegner's ladders: its rungs, and whether
    moves 2 and 3 are the advanced ones (each step's place and title are its class's:
    ``_PLACE``, ``_TITLE``)."""

    __slots__ = ("rungs", "advanced")

    def __init__(self, ladder: tuple[ZankStep, ...]) -> None:
        self.rungs = ladder
        self.advanced = tuple(rule.advanced if isinstance(rule, _Announced) else False for rule in ladder[:3])  # W2, W3


#: per ladder (by id, the ladder kept so that its id stays its own): its ``_Steps``, or
#: None when it is not Wegner's own; every ``Rules`` has its own ladder: emptied at 64
_STEPS: dict[int, tuple[object, _Steps | None]] = {}


def _steps(ladder: tuple[object, ...]) -> _Steps | None:
    known = _STEPS.get(id(ladder))
    if known is not None and known[0] is ladder:
        return known[1]
    if len(_STEPS) >= 64:
        _STEPS.clear()
    steps = _Steps(ladder) if tuple(map(type, ladder)) == _WEGNER else None  # type: ignore[arg-type]
    _STEPS[id(ladder)] = (ladder, steps)
    return steps


class _Kept:
    """A position as it was analysed, copied only once its owner is about to change it
    (``keep``): most analyses' words are never read, and copying every pile was a tenth of
    a Zank-Patience analysis. The analyses of one position share one (``_kept``)."""

    __slots__ = ("pos", "piles", "hands", "fields")

    def __init__(self, pos: Position) -> None:
        #: the position itself while it is as analysed (None once copied)
        self.pos: Position | None = pos

    def keep(self) -> None:
        """Copy the position now."""
        pos = self.pos
        if pos is not None:
            self.piles = tuple(map(tuple, pos.piles))
            self.hands = tuple(map(tuple, pos.hands))
            self.fields = (pos.to_move, pos.rules, pos.turn_start, pos.reserve_hidden, pos.face_down, pos.table,
                           pos.aside, pos.first_turns)
            self.pos = None

    def position(self) -> Position:
        """A position equal to the one analysed."""
        if self.pos is not None:
            return self.pos.copy()
        to_move, rules, turn_start, reserve_hidden, face_down, table, aside, first_turns = self.fields
        return Position(list(map(list, self.piles)), list(map(list, self.hands)), to_move, rules, turn_start,
                        reserve_hidden, face_down, table, aside, first_turns)


def _kept(pos: Position, keepers: list[Keeper] | None) -> _Kept:
    """``pos`` kept: copied now without ``keepers`` (its owner's list, whose ``keep`` it
    calls before it changes the position), else when the owner calls; the last analysis's
    copy when it is of the same position still as it was."""
    if keepers is None:
        kept = _Kept(pos)
        kept.keep()
        return kept
    if keepers:
        last = keepers[-1]
        if isinstance(last, _Kept) and last.pos is pos:
            return last
    kept = _Kept(pos)
    keepers.append(kept)
    return kept


class _Then:
    """One analysis's position as it was (``_Kept``) and its legal list, kept to word its
    violations when one is first read: the whole analysis is then made again the eager way,
    once, on a copy (``priorities.analyse(..., eagerly=True)``)."""

    __slots__ = ("kept", "legal", "_found")

    def __init__(self, pos: Position, legal: Sequence[Action], keepers: list[Keeper] | None = None) -> None:
        self.kept = _kept(pos, keepers)
        self.legal = tuple(legal)
        self._found: list[Violation | None] | None = None

    def position(self) -> Position:
        """A position equal to the one analysed."""
        return self.kept.position()

    def why(self, i: int) -> Why:
        """The words of the violation of legal action ``i``."""
        found = self._found
        if found is None:
            found = self._found = [v for _a, v in analyse(self.position(), self.legal, eagerly=True)]
        violation = found[i]
        assert violation is not None, "an action judged clean by the eager analysis"
        return violation.why


def _first_step(pos: Position, legal: Sequence[Action], steps: _Steps, own: tuple[Pile, ...],
                memo: dict[object, object]) -> tuple[ZankStep, list[Action]] | None:
    """``mandatory_rules(pos, legal, to_judge=True, memo=memo)`` for Wegner's ladder: the
    first step possible here with its moves (None: no step is), each rung's question asked
    of the actions of its kind, sorted out in one pass (``_Kinds``). Each list equals the
    rung's own ``mandatory_in`` (tests/engine/test_zank_lazy_words.py compares the whole
    analysis with the eager one). ``own``: ``discard_like``."""
    t, piles, p = pos.table, pos.piles, pos.to_move
    houses, foundations = t.houses, t.foundations
    hand_card = t.hand_card_of[p]
    w1: list[Action] = []
    frees: list[Action] = []
    empties: list[Action] = []
    discard: list[Action] = []
    hand: list[Action] = []
    turns: list[Action] = []
    frees_here = empties_here = False
    for a in legal:
        kind = a.kind
        if kind == MOVE:
            src = a.src
            if a.frees >= 0:
                frees.append(a)
            if a.empties >= 0:
                empties.append(a)
            if src in houses:
                if a.dst in foundations:
                    w1.append(a)
                frees_here = frees_here or a.frees >= 0
                empties_here = empties_here or a.empties >= 0
            elif src in own:
                discard.append(a)
            elif src == hand_card:
                hand.append(a)
        elif kind == TURN:
            turns.append(a)
    rungs = steps.rungs
    if w1:
        return rungs[0], w1
    if frees_here and (found := free_moves(pos, frees, steps.advanced[1], _judged(pos, memo))):
        return rungs[1], found
    if empties_here and (found := empty_moves(pos, empties, steps.advanced[2], _judged(pos, memo))):
        return rungs[2], found
    if discard:
        if found := [a for a in discard if a.dst in foundations]:
            return rungs[3], found
        if found := [a for a in discard if a.dst in houses and piles[a.dst]]:
            return rungs[4], found
        if all(map(piles.__getitem__, houses)) and (found := [a for a in discard if a.dst in load_piles(pos)]):
            return rungs[5], found
    if discard or turns:
        found = [a for a in discard if a.dst in houses and not piles[a.dst]]
        if pos.hands[p]:
            found += turns
        if found:
            return rungs[6], found
    if hand and piles[hand_card]:  # 7.2: the first kind of place the card can go to
        for found in ([a for a in hand if a.dst in foundations], [a for a in hand if a.dst in houses and piles[a.dst]],
                      [a for a in hand if a.dst in houses and not piles[a.dst]],
                      [a for a in hand if a.dst in load_piles(pos)]):
            if found:
                return rungs[7], found
        return rungs[7], hand
    if turns and not pos.hands[p]:
        return rungs[8], turns
    return None


def analyse_wegner(pos: Position, legal: Sequence[Action],
                   keepers: list[Keeper] | None = None) -> list[tuple[Action, Violation | None]]:
    """``priorities.analyse`` for Wegner's ladder: the same verdicts, each violation's
    words worked out only when read (``Violation.later``). Most are never read, and a
    breach's words dig through the houses (ruling 26): half the analysis (issue 28).

    Each rung's ``complies`` is the default one, so only the first step possible here
    (``rung``) judges: an action breaks it unless it is one of its moves. Its rule is that
    step's, except for an action that claims a step of its own (``violation_for``): an
    announced move claims move 2 or 3, the discard's card onto a loaded pile while a house
    is empty move 6, and its rule is the lower of the two steps. When the claimed step is
    the lower one, the action is not that step's move (else that step would have been
    possible, with this move), so it breaks its conditions: the claimed step's rule, as
    ``condition_breach`` finds it. Only the words need to know how.

    ``keepers``: the list of the game that owns ``pos``, whose ``keep`` it calls before it
    changes the position (``Game.analysis``): the position is then copied only if it moves
    on (``_Then``)."""
    steps = _steps(pos.rules.priorities)
    if steps is None:
        return analyse(pos, legal, eagerly=True)
    memo: dict[object, object] = {fitting_houses: kept_fitting(legal)}  # the generator's table, if it is legal's
    own = memo[discard_like] = discard_like(pos)
    first = _first_step(pos, legal, steps, own, memo)
    if first is None:
        return [(a, None) for a in legal]
    rung, alternatives = first
    chosen = set(map(id, alternatives))  # the legal actions themselves: no comparison by value needed
    then: _Then | None = None
    allowed = tuple(alternatives)
    place, titles = _PLACE, _TITLE
    at = place[rung.id]
    early = pos.turn_start and pos.rules.early_turn
    plain: Violation | None = None  # the step's own violation, shared as the eager analysis shares it
    out: list[tuple[Action, Violation | None]] = []
    for i, a in enumerate(legal):
        if id(a) in chosen or (early and a.kind == TURN):
            out.append((a, None))
            continue
        if then is None:
            then = _Then(pos, legal, keepers)
        claimed = None
        if a.kind == MOVE:
            if a.empties >= 0:
                claimed = "W3"
            elif a.frees >= 0:
                claimed = "W2"
            elif a.src in own and a.dst in load_piles(pos) and not all(map(pos.piles.__getitem__, pos.table.houses)):
                claimed = "W6"
        if claimed is None:
            if plain is None:
                plain = Violation.later(rung.id, partial(then.why, i), allowed, rung.title)
            out.append((a, plain))
        else:
            rule = rung.id if at <= place[claimed] else claimed
            out.append((a, Violation.later(rule, partial(then.why, i), allowed, titles[rule])))
    return out


#: the rungs of Wegner's ladder, exactly (a ladder with any other rung is analysed eagerly)
_WEGNER: tuple[type[ZankStep], ...] = (W1, W2, W3, W4, W5, W6, W7, W72, W8)
_PLACE = {rung.id: i for i, rung in enumerate(_WEGNER)}
_TITLE = {rung.id: rung.title for rung in _WEGNER}


def zank_ladder(advanced: bool = False) -> list[PriorityRule]:
    """001's list in order of precedence (``zank-advanced``: moves 2 and 3 narrowed)."""
    return [W1(), W2(advanced), W3(advanced), W4(), W5(), W6(), W7(), W72(), W8()]


__all__ = ["W1", "W2", "W3", "W4", "W5", "W6", "W7", "W72", "W8", "ZankStep", "analyse_wegner", "condition_breach",
           "empty_moves", "free_moves", "zank_ladder"]
