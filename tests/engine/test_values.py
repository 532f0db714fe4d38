"""The hand-written immutable values (``crapette.engine.values``) behave as the frozen
dataclasses they replaced: equality and hashing by every field, the same repr, no
assignment after construction, pickling, and the ``replace``-like helpers callers use."""

from __future__ import annotations

import pickle

import pytest

from crapette.engine.actions import MOVE, MOVES, STOP, Action, parse_action
from crapette.engine.outcome import Match, Outcome
from crapette.engine.position import Rules
from crapette.engine.table import ONE_DECK_TABLE, STANDARD_TABLE, THREE_PLAYER_TABLE, Pack, Table
from crapette.engine.violation import Violation
from crapette.engine.why import Why


def test_action_equality_hash_and_repr() -> None:
    # SR is pile 0 and F1 pile 14 (notation.md's order), so MOVES[0][14] is SR-F1
    assert Action(MOVE, 0, 14) == MOVES[0][14] and hash(Action(MOVE, 0, 14)) == hash(MOVES[0][14])
    assert repr(MOVES[0][14]) == "Action('SR-F1')"
    assert Action(MOVE, 0, 14, count=2) != MOVES[0][14]
    assert Action(MOVE, 0, 14) != (MOVE, 0, 14)  # no equality with another type
    assert (Action(MOVE, 0, 14).named, Action(MOVE, 0, 14).shown, Action(MOVE, 0, 14).caller) == (None, (), -1)


def test_action_with_caller() -> None:
    plain = parse_action("stop H3-F1")
    called = plain.with_caller(2)  # seat 2 is west, written W
    assert str(called) == "stop:W H3-F1" and called.named == plain.named and plain.caller == -1
    assert called == parse_action("stop:W H3-F1") and called.kind == STOP


def test_values_are_immutable() -> None:
    values: list[object] = [MOVES[0][14], Violation("P1", "m", (MOVES[0][14],)), STANDARD_TABLE,
                            Outcome("stalemate", None, "r", (0, 0), (1, 1), ((1, 0, 0), (1, 0, 0))),
                            Rules.from_names([])]
    for value in values:
        with pytest.raises(AttributeError):
            value.src = 3  # type: ignore[attr-defined]
        with pytest.raises(AttributeError):
            del value.names  # type: ignore[attr-defined]


def test_violation() -> None:
    why = Why("priority.P1", move=Why("move", card=0, action=MOVES[0][14]))
    v = Violation("P1", why, (MOVES[0][14],), "title")
    assert v == Violation("P1", why, (MOVES[0][14],), "title") and hash(v) == hash(Violation(*v._fields()))  # type: ignore[arg-type]
    assert v != Violation("P1", why, (MOVES[0][14],)) and Violation("P1", Why("m"), ()).title == ""
    assert v.mandatory is MOVES[0][14]
    assert repr(v) == ("Violation(rule='P1', why=Why('priority.P1', move=Why('move', card=0, action=Action('SR-F1'))), "
                       "alternatives=(Action('SR-F1'),), title='title')")


def test_outcome_and_match() -> None:
    o = Outcome("won:south", 0, "out of cards", (40, 0), (0, 10), ((0, 0, 0), (2, 4, 2)))
    assert o.seats == (0, 1) and o == Outcome(*o._fields()) and hash(o) == hash(Outcome(*o._fields()))  # type: ignore[arg-type]
    assert repr(o) == ("Outcome(result='won:south', winner=0, reason='out of cards', points=(40, 0), "
                       "counts=(0, 10), detail=((0, 0, 0), (2, 4, 2)), seats=(0, 1))")
    m = Match(50)
    assert m == Match(target=50) and m != Match(60) and m.outcomes == [] and Match().outcomes is not m.outcomes
    m.add(o)
    assert m.totals == (40, 0) and repr(m).startswith("Match(target=50, outcomes=[Outcome(")
    with pytest.raises(TypeError):
        hash(m)  # mutable, so unhashable (as the dataclass was)


def test_table_equality_and_repr() -> None:
    assert Table() == STANDARD_TABLE and hash(Table()) == hash(STANDARD_TABLE)
    assert Table(house_count=6, foundation_count=4, pack=Pack.ONE_DECK) == ONE_DECK_TABLE != STANDARD_TABLE
    assert repr(Table()) == ("Table(seat_names=('south', 'north'), house_count=8, foundation_count=8, "
                             "pack=<Pack.TWO_DECKS: (2, 0)>, houses_leave=False, out=frozenset(), houses_in_suit=False)")
    # H9 is the ninth house; taking it out gives the same table object each time (cached)
    assert THREE_PLAYER_TABLE.without_house(25) is THREE_PLAYER_TABLE.without_house(25)
    assert THREE_PLAYER_TABLE.without_house(25).out == frozenset({9})


def test_rules_replace_equality_and_repr() -> None:
    rules = Rules.from_names(["discard-available"])
    assert rules == Rules.from_names(["discard-available"]) and hash(rules) == hash(Rules.from_names(["discard-available"]))
    changed = rules.replace(french_turn=True)
    assert changed.french_turn and not rules.french_turn and changed.names == rules.names
    assert changed.discard_available and changed != rules
    with pytest.raises(TypeError):
        rules.replace(no_such_setting=1)
    assert repr(rules).startswith("RuleSet(names=('discard-available',), start_rule=<function ")


def test_values_pickle() -> None:
    rules = Rules.from_names(["discard-available"])
    values: list[object] = [MOVES[0][14], parse_action("crapette:W SR-F1"), Violation("P1", "m", (MOVES[0][14],)),
                            Outcome("stalemate", None, "r", (0, 0), (1, 1), ((1, 0, 0), (1, 0, 0))), Match(50),
                            THREE_PLAYER_TABLE]
    for value in values:
        assert pickle.loads(pickle.dumps(value)) == value
    # the ladder's rules are objects without equality: a copy has other ones, the same settings else
    copy = pickle.loads(pickle.dumps(rules))
    assert copy.names == rules.names and copy.discard_available and copy.table == STANDARD_TABLE
    assert [r.id for r in copy.priorities] == [r.id for r in rules.priorities]


def test_named_values_behave_as_frozen_dataclasses() -> None:
    """Events, seats, table events: equal by class and every field, the dataclass repr,
    frozen, pickled whole (start-up: none of them compiles methods at import)."""
    from crapette.engine.table_events import DealtJoker, EventKind, TableEvent
    from crapette.match.events import PauseCalled, PauseEnded, SeatNotice, Trouble
    from crapette.match.seats import Seats

    assert PauseCalled(0, 1) == PauseCalled(0, 1) and hash(PauseCalled(0, 1)) == hash(PauseCalled(0, 1))
    assert PauseCalled(0, 1) != PauseEnded(0, 1)  # same fields, another class
    assert PauseCalled(0, 1) != PauseCalled(1, 0) and PauseCalled(0, 1) != (0, 1)
    assert repr(SeatNotice(None, "away")) == "SeatNotice(seat=None, code='away', level=None)"
    assert SeatNotice(seat=2, code="computer", level="computer:3").level == "computer:3"
    assert repr(Trouble("disk full")) == "Trouble(text='disk full')"
    assert TableEvent(EventKind.HOUSE_LEAVES, 2, 5).houses_left == 0
    assert pickle.loads(pickle.dumps(DealtJoker(2, 7))) == DealtJoker(2, 7)
    seats = Seats((0, 1), ("Ann", "Bob"), {1: "computer:2"})
    assert seats == Seats((0, 1), ("Ann", "Bob"), {1: "computer:2"}) and seats.computers == (1,)
    for value in (Trouble("x"), seats, DealtJoker(2, 7)):
        with pytest.raises(AttributeError):
            value.text = "y"  # type: ignore[union-attr]
        with pytest.raises(AttributeError):
            del value.text
