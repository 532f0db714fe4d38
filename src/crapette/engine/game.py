"""Game: the position plus what only a game in progress knows — whose turn it is in
the Stop! window, the progress counters behind the stalemate rules, the outcome —
with ``push``/``pop`` that restore everything exactly.
"""

from __future__ import annotations

from typing import NamedTuple
from collections.abc import Iterable

from crapette.engine import outcome as outcomes
from crapette.engine.actions import CALL, MOVE, PASS, STOP, TOUCH, TURN, Action, move
from crapette.engine.errors import IllegalActionError, PriorityError
from crapette.engine.outcome import Outcome
from crapette.engine.piles import PLAYER_NAMES
from crapette.engine.position import Position
from crapette.engine.priorities import Violation, active_rules, analyse, move_words, violation_of
from crapette.engine.rules import illegal_reason, legal_actions
from crapette.engine.stop import Verdict
from crapette.engine.variants import Rules

STOP_MODE, STRICT_MODE = "stop", "strict"
MODES = (STOP_MODE, STRICT_MODE)

#: A game in which this many actions in a row put no card on a foundation is a
#: stalemate. At most 104 cards reach the foundations, so no game is longer than
#: 105 × this many actions (Stop! calls aside): every game ends.
NO_FOUNDATION_LIMIT = 1000
#: Hand cycles each player must complete without any play from reserve, hand or
#: discard before the game is declared a stalemate (two make sure every card of the
#: hand was tried after the last play).
STALEMATE_CYCLES = 2


_new_tuple = tuple.__new__


class _State(NamedTuple):
    """Everything besides the piles that push/pop must restore."""

    to_move: int
    window: int  # player whose last action Stop! may judge, or -1
    since_foundation: int
    cycles: tuple[int, int]
    skip: tuple[bool, bool]
    outcome: Outcome | None
    turn_start: bool
    reserve_hidden: tuple[bool, bool]
    face_down: tuple[int, ...]


class _Entry(NamedTuple):
    action: Action
    state: _State  # before the action
    reformed: bool  # turn: the discard was turned over into a new hand
    snapshot: tuple[list[list[int]], list[list[int]]] | None  # stop: piles and hands before


class Game:
    """A game in progress. Change it only through ``push`` (and ``pop``)."""

    def __init__(self, position: Position, mode: str = STOP_MODE, seed: int | None = None) -> None:
        if mode not in MODES:
            raise IllegalActionError(f"unknown mode {mode!r} (stop or strict)")
        position.validate()
        self.position = position
        self.mode = mode
        self._stop_mode = mode == STOP_MODE
        self.start = position.copy()
        self.seed = seed  # the deal's seed, when the game started from one
        self._stack: list[_Entry] = []
        self._window = -1
        self._since_foundation = 0
        self._cycles = (0, 0)
        self._skip = (False, False)
        self.outcome: Outcome | None = None
        self._legal: list[Action] | None = None
        self._generate = position.rules.generator or legal_actions
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
        return [e.action for e in self._stack]

    @property
    def ply(self) -> int:
        return len(self._stack)

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
        if self._legal is None:
            self._legal = self._generate(self.position)
        return self._legal

    def analysis(self) -> list[tuple[Action, Violation | None]]:
        return analyse(self.position, self.legal_actions())

    def violation(self, action: Action) -> Violation | None:
        """The priority rule the action would break now (None if none)."""
        return violation_of(self.position, action, self.legal_actions())

    def illegal_reason(self, action: Action) -> str | None:
        """Why the action is refused outright now, or None if it may be pushed."""
        if self.outcome is not None:
            return "the game is over"
        if action.is_call:
            return self._stop_refusal(action)
        if action.kind == TOUCH:
            from crapette.engine.touch import touch_refusal

            return touch_refusal(self.position, action, self.legal_actions(), self._stop_mode)
        reason = self._building_reason(action)
        if reason is None and self.mode == STRICT_MODE:
            v = self.violation(action)
            if v is not None:
                return v.message
        return reason

    @property
    def stop_caller(self) -> int | None:
        """The player who may call Stop! now, or None when no call is possible."""
        if self._window < 0 or self.outcome is not None or self.mode != STOP_MODE:
            return None
        return 1 - self._window

    def can_stop(self) -> bool:
        return self.stop_caller is not None

    def last_action(self) -> Action | None:
        return self._stack[-1].action if self._stack else None

    def last_violation(self) -> Violation | None:
        """The violation the last (non-stop) action committed, judged where it was made."""
        if not self._stack or self._stack[-1].action.is_call:
            return None
        entry = self._stack[-1]
        if entry.action.kind == TOUCH:  # variant touch: the attempt itself is the fault
            from crapette.engine.touch import TOUCH_RULE, TOUCH_TITLE

            return Violation(TOUCH_RULE, f"Touch: {entry.action} was an illegal attempt.", (), TOUCH_TITLE)
        snapshot = self._snapshot()
        state = self._state()
        self._undo(entry)
        try:
            return violation_of(self.position, entry.action, self._generate(self.position))
        finally:
            self._restore(snapshot, state)

    # --- changing ------------------------------------------------------------

    def push(self, action: Action) -> Verdict | None:
        """Carry out an action; returns the verdict for a Stop! call.

        Raises IllegalActionError for an action that breaks the availability or
        building rules, and PriorityError for a priority violation in strict mode.
        """
        if self.outcome is not None:
            raise IllegalActionError(f"{action}: the game is over ({self.outcome.result})")
        if action.is_call:
            return self._crapette(action) if action.kind == CALL else self._stop(action)
        if action.kind == TOUCH:
            self._touch(action)
            return None
        reason = self._building_reason(action)
        if reason is not None:
            raise IllegalActionError(f"{action}: {reason}")
        if self.mode == STRICT_MODE:
            v = self.violation(action)
            if v is not None:
                raise PriorityError(f"{action}: {v.message}", v)
        state = self._state()
        # 003's turn (french-turn) turns hand cards by itself: such actions are undone from a snapshot
        snapshot = self._snapshot() if self.rules.french_turn else None
        self._stack.append(_new_tuple(_Entry, (action, state, self._apply(action), snapshot)))
        self._legal = None
        self._window = state[0] if self._stop_mode else -1
        return None

    def pop(self) -> Action:
        """Take back the last action exactly (a Stop! call too)."""
        if not self._stack:
            raise IllegalActionError("there is no action to take back")
        entry = self._stack.pop()
        if entry.snapshot is not None:
            self._restore(entry.snapshot, entry.state)
        else:
            self._undo(entry)
        self._legal = None
        return entry.action

    def agree_stalemate(self) -> Outcome:
        """Both players agree the game cannot be won (ruling 14)."""
        if self.outcome is not None:
            raise IllegalActionError("the game is already over")
        self.outcome = outcomes.stalemate(self.position, outcomes.AGREEMENT)
        self._legal = None
        return self.outcome

    # --- internals -------------------------------------------------------------

    def _building_reason(self, action: Action) -> str | None:
        """Why the availability or building rules refuse the action (None: they allow it).
        A variant with its own generator is the judge of its own actions."""
        if self.rules.generator is None:
            return illegal_reason(self.position, action)
        if action in self.legal_actions():
            return None
        return illegal_reason(self.position, action) or "not allowed under the variants in force"

    def _state(self) -> _State:
        # tuple.__new__ skips the NamedTuple's Python-level __new__: this runs on every push
        pos = self.position
        return _new_tuple(_State, (pos.to_move, self._window, self._since_foundation, self._cycles,
                                   self._skip, self.outcome, pos.turn_start, pos.reserve_hidden, pos.face_down))

    def _set_state(self, s: _State) -> None:
        pos = self.position
        pos.to_move = s.to_move
        pos.turn_start = s.turn_start
        pos.reserve_hidden = s.reserve_hidden
        pos.face_down = s.face_down
        self._window = s.window
        self._since_foundation = s.since_foundation
        self._cycles = s.cycles
        self._skip = s.skip
        self.outcome = s.outcome

    def _snapshot(self) -> tuple[list[list[int]], list[list[int]]]:
        return [p[:] for p in self.position.piles], [h[:] for h in self.position.hands]

    def _restore(self, snapshot: tuple[list[list[int]], list[list[int]]], state: _State) -> None:
        piles, hands = snapshot
        self.position.piles = [p[:] for p in piles]
        self.position.hands = [h[:] for h in hands]
        self._set_state(state)
        self._legal = None

    def _apply(self, action: Action) -> bool:
        """Change the piles and counters for a legal action; True if a hand was re-formed."""
        pos = self.position
        p = pos.to_move
        piles = pos.piles
        reformed = False
        pos.turn_start = False
        if action.kind == MOVE:
            src, dst = action.src, action.dst
            if action.count == 1:
                piles[dst].append(piles[src].pop())
            else:
                group = piles[src][-action.count :]
                del piles[src][-action.count :]
                piles[dst].extend(group)
            if pos.face_down and 6 <= src < 14:
                self._flip_exposed(src)
            if dst >= 14:
                self._since_foundation = 0
                self._cycles = (0, 0)
            else:
                self._since_foundation += 1
                if src == p or src == 2 + p or src == 4 + p:
                    if dst == 4 + p:
                        self._end_turn(p)
                    else:
                        self._cycles = (0, 0)
            if src < 6 and self._check_won():  # a stock pile lost a card (the opponent's too: crapette-call)
                return False
            if src == 2 + p and dst != 4 + p and self.rules.french_turn:
                self._auto_turn(p)
        elif action.kind == TURN:
            hand = pos.hands[p]
            if not hand:
                discard = piles[4 + p]
                hand.extend(reversed(discard))
                discard.clear()
                reformed = True
                self._add_cycle(p)
            piles[2 + p].append(hand.pop())
            self._since_foundation += 1
        elif action.kind == PASS:
            self._add_cycle(p)
            self._since_foundation += 1
            self._end_turn(p)
        if self.outcome is None and pos.reserve_hidden[pos.to_move]:
            self._reveal_reserve_if_due()
        if self.outcome is None:
            if self._cycles[0] >= STALEMATE_CYCLES and self._cycles[1] >= STALEMATE_CYCLES:
                self.outcome = outcomes.stalemate(pos, outcomes.NO_PLAY_FROM_STOCK)
            elif self._since_foundation >= NO_FOUNDATION_LIMIT:
                self.outcome = outcomes.stalemate(pos, outcomes.NO_FOUNDATION_PROGRESS)
        return reformed

    def _flip_exposed(self, house: int) -> None:
        """A face-down house card left on top is turned face up at once."""
        pos = self.position
        i = house - 6
        hidden = pos.face_down[i]
        if hidden and len(pos.piles[house]) == hidden:
            pos.face_down = pos.face_down[:i] + (hidden - 1,) + pos.face_down[i + 1 :]

    def _reveal_reserve_if_due(self) -> None:
        """Variant face-down-reserve: the mover turns their reserve's top card up once no
        house card can go to a foundation any more."""
        pos = self.position
        p = pos.to_move
        if not pos.piles[p]:
            return
        for h in range(6, 14):
            pile = pos.piles[h]
            if pile and illegal_reason(pos, _best_foundation_move(pos, h)) is None:
                return
        pos.reserve_hidden = (False, pos.reserve_hidden[1]) if p == 0 else (pos.reserve_hidden[0], False)

    def _add_cycle(self, p: int) -> None:
        c = self._cycles
        self._cycles = (c[0] + 1, c[1]) if p == 0 else (c[0], c[1] + 1)

    def _end_turn(self, p: int) -> None:
        """The turn passes to the opponent, unless a false-Stop penalty makes them miss it."""
        nxt = 1 - p
        if self._skip[nxt]:
            self._skip = (False, self._skip[1]) if nxt == 0 else (self._skip[0], False)
            nxt = p
        self.position.to_move = nxt
        self.position.turn_start = True
        if self.rules.french_turn:
            self._auto_turn(nxt)

    def _auto_turn(self, p: int) -> None:
        """Variant french-turn (003): the next hand card is turned at once, at the start of
        the turn and whenever the hand card has been played (re-forming the hand first)."""
        from crapette.engine.french import turn_next_hand_card

        if self.outcome is None and turn_next_hand_card(self.position, p):
            self._add_cycle(p)

    def _check_won(self) -> bool:
        pos = self.position
        for player in (pos.to_move, 1 - pos.to_move):
            if pos.stock_count(player) == 0:
                self.outcome = outcomes.won(pos, player)
                return True
        return False

    def _undo(self, entry: _Entry) -> None:
        """Reverse the pile changes of a non-stop action and restore the state before it."""
        if entry.snapshot is not None:  # french-turn: the action turned hand cards by itself
            self._restore(entry.snapshot, entry.state)
            return
        action = entry.action
        pos = self.position
        p = entry.state.to_move
        piles = pos.piles
        if action.kind == MOVE:
            if action.count == 1:
                piles[action.src].append(piles[action.dst].pop())
            else:
                group = piles[action.dst][-action.count :]
                del piles[action.dst][-action.count :]
                piles[action.src].extend(group)
        elif action.kind == TURN:
            hand = pos.hands[p]
            hand.append(piles[2 + p].pop())
            if entry.reformed:
                piles[4 + p].extend(reversed(hand))
                hand.clear()
        self._set_state(entry.state)

    def _stop_refusal(self, action: Action) -> str | None:
        name = "Crapette!" if action.kind == CALL else "Stop!"
        if self.mode != STOP_MODE:
            return f"{name} is not called in strict mode: priority violations are refused there"
        if action.kind == CALL and not self.rules.crapette_call:
            return "Crapette! is called only with the variant crapette-call (the standard call is Stop!)"
        if action.kind == STOP and self.rules.crapette_call:
            return "with the variant crapette-call the call is Crapette!, not Stop!"
        if self._window < 0:
            return f"there is no action to call {name} on (a call judges only the last action, before the next one)"
        return None

    def _crapette(self, action: Action) -> Verdict:
        """003's call: judged like Stop! on the last action, but nothing is taken back."""
        from crapette.engine.crapette import combination_words, shown_combination_reason

        refusal = self._stop_refusal(action)
        if refusal is not None:
            raise IllegalActionError(f"{action}: {refusal}")
        offender = self._window
        caller = 1 - offender
        before = self._state()
        snapshot = self._snapshot()
        judged = self._stack[-1].action
        self._undo(self._stack[-1])
        legal = self._generate(self.position)
        violation = violation_of(self.position, judged, legal)
        founded = violation is not None
        if founded:
            assert violation is not None
            reason = f"{judged} broke {violation.rule} ({violation.title})."
        elif judged.to_foundation:
            reason = f"{judged} put a card on a foundation, so no combination was missed."
        elif action.shown and action.shown[0] == judged:
            reason = f"{judged} was the first move of that very combination: nothing was missed."
        elif action.shown:
            problem = shown_combination_reason(self.position, action.shown)
            founded = problem is None
            reason = (f"The combination {combination_words(self.position, action.shown)} was there to play."
                      if founded else f"The combination shown does not work: {problem}.")
        else:
            reason = "It broke no priority rule, and no combination was shown."
        self._restore(snapshot, before)
        self._window = -1
        discarded = penalty = False
        if founded:
            hand_card = self.position.piles[2 + offender]
            if hand_card:
                self.position.piles[4 + offender].append(hand_card.pop())
                discarded = True
            if self.position.to_move == offender:
                self._end_turn(offender)
        else:
            penalty = self.rules.false_stop_penalty
            if penalty:
                if self.position.to_move == caller:
                    self.position.to_move = offender
                else:
                    self._skip = (True, self._skip[1]) if caller == 0 else (self._skip[0], True)
        verdict = Verdict(caller, offender, judged, founded, violation, None, None, discarded,
                          self.position.to_move, reason, penalty, call="Crapette!")
        self._stack.append(_Entry(action, before, False, snapshot))
        self._legal = None
        return verdict

    def _touch(self, action: Action) -> None:
        """Variant touch: record the attempt; nothing moves; the opponent may call Stop!."""
        from crapette.engine.touch import touch_refusal

        refusal = touch_refusal(self.position, action, self.legal_actions(), self._stop_mode)
        if refusal is not None:
            raise IllegalActionError(f"{action}: {refusal}")
        state = self._state()
        self._stack.append(_Entry(action, state, False, None))
        self._window = state.to_move

    def _stop_on_touch(self, action: Action) -> Verdict:
        """A Stop! on a touch is founded: nothing to take back, the offender's turn ends."""
        from crapette.engine.touch import TOUCH_RULE, TOUCH_TITLE, touch_fault

        offender = self._window
        before = self._state()
        snapshot = self._snapshot()
        judged = self._stack[-1].action
        self._undo(self._stack[-1])
        fault = touch_fault(self.position, judged, self._generate(self.position)) or "an illegal attempt"
        self._restore(snapshot, before)
        self._window = -1
        discarded = False
        hand_card = self.position.piles[2 + offender]
        if hand_card:
            self.position.piles[4 + offender].append(hand_card.pop())
            discarded = True
        if self.position.to_move == offender:
            self._end_turn(offender)
        violation = Violation(TOUCH_RULE, f"Touch: {fault}.", (), TOUCH_TITLE)
        verdict = Verdict(1 - offender, offender, judged, True, violation, None, None, discarded,
                          self.position.to_move, f"{judged} was a fault: {fault}.")
        self._stack.append(_Entry(action, before, False, snapshot))
        self._legal = None
        return verdict

    def _stop(self, action: Action) -> Verdict:
        refusal = self._stop_refusal(action)
        if refusal is not None:
            raise IllegalActionError(f"{action}: {refusal}")
        if self._stack[-1].action.kind == TOUCH:
            return self._stop_on_touch(action)
        offender = self._window
        caller = 1 - offender
        before = self._state()
        snapshot = self._snapshot()
        judged_entry = self._stack[-1]
        judged = judged_entry.action
        self._undo(judged_entry)
        legal = self._generate(self.position)
        violation = violation_of(self.position, judged, legal)
        if violation is None:
            why = _why_allowed(self.position, judged, legal)  # judged where the action was made
            self._restore(snapshot, before)
            self._window = -1
            penalty = self.rules.false_stop_penalty
            if penalty:
                if self.position.to_move == caller:
                    self.position.to_move = offender  # the caller loses the turn they were about to play
                else:
                    self._skip = (True, self._skip[1]) if caller == 0 else (self._skip[0], True)
            verdict = Verdict(caller, offender, judged, False, None, None, None, False, self.position.to_move,
                              why, penalty)
        else:
            named = action.named
            instead = named if named is not None and named in violation.alternatives else violation.mandatory
            words = move_words(self.position, instead)
            self._apply(instead)
            discarded = False
            if self.outcome is None:
                hand_card = self.position.piles[2 + offender]
                if hand_card:
                    self.position.piles[4 + offender].append(hand_card.pop())
                    discarded = True
                self._end_turn(offender)
            self._window = -1
            if self.outcome is None and self.position.reserve_hidden[self.position.to_move]:
                self._reveal_reserve_if_due()
            verdict = Verdict(caller, offender, judged, True, violation, judged, instead, discarded,
                              self.position.to_move, violation.message, played_words=words)
        self._stack.append(_Entry(action, before, False, snapshot))
        self._legal = None
        return verdict


def _best_foundation_move(pos: Position, house: int) -> Action:
    """A foundation move for the house's top card, if one could exist (else any)."""
    card = pos.piles[house][-1]
    for f in range(14, 22):
        pf = pos.piles[f]
        if (not pf and card < 4) or (pf and pf[-1] + 4 == card):
            return move(house, f)
    return move(house, 14)


def _why_allowed(pos: Position, judged: Action, legal: list[Action]) -> str:
    """Why an action broke no priority rule, in plain words (position before the action)."""
    active = active_rules(pos, legal)
    if not active:
        if judged.kind == TURN:
            return ("No card could go to a foundation, and no house was empty while the reserve held cards, "
                    "so turning a hand card was allowed.")
        return "No card could go to a foundation at that moment, so any legal action was allowed."
    ids = {rule.id for rule, _ in active}
    if "P1" in ids:
        return "It was the mandatory move itself: the reserve card to a foundation (P1)."
    if "P2" in ids:
        return "It was a move to a foundation, which P2 asks for, and the reserve card could not go to one (P1)."
    if "P3" in ids:
        return ("No card could go to a foundation; P3 forbids only turning a hand card while a house is empty "
                "and the reserve holds cards, not this action.")
    return "It broke no priority rule in force: " + ", ".join(sorted(ids)) + " allowed it."


__all__ = ["Game", "MODES", "NO_FOUNDATION_LIMIT", "PLAYER_NAMES", "STOP_MODE", "STRICT_MODE"]
