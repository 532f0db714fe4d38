"""The Zank-Patience analysis words its violations only when they are read (issue 28):
``priorities.analyse`` gives Wegner's ladder to ``ladder.analyse_wegner``, which judges
every action at once and leaves each violation's ``why`` to ``Violation.later``. What it
gives must be what the eager analysis gives (``analyse(pos, legal, eagerly=True)``: every
rule's list, every violation worded at once), rule for rule and word for word, and the
words read later must be those of the position analysed, not of the position the game
has moved on to.

The positions are those of seeded random games (``random.Random(seed)``): nothing
depends on the clock.
"""

from __future__ import annotations

import pickle
import random

import pytest

from crapette.engine import Game, Position, priorities
from crapette.engine.violation import Violation
from crapette.engine.why import Why
from crapette.engine.zank import ladder

VARIANT_SETS = [("zank-patience",), ("zank-patience", "zank-advanced"), ("zank-patience", "three-players"),
                ("zank-patience", "one-deck"), ("zank-patience", "schikanieren"),
                ("zank-patience", "three-players", "zank-advanced")]


def _positions(variants: tuple[str, ...], seeds: range, plies: int = 400) -> list[Game]:
    """A game stopped at every position of seeded random games (each a copy)."""
    out = []
    for seed in seeds:
        game = Game.new(seed, variants)
        rng = random.Random(seed)
        while game.outcome is None and game.ply < plies:
            out.append(Game(game.position.copy(), "stop"))
            game.push(rng.choice(game.legal_actions()))
    return out


@pytest.mark.parametrize("variants", VARIANT_SETS, ids="+".join)
def test_the_lazy_analysis_equals_the_eager_one(variants: tuple[str, ...]) -> None:
    breaches = violations = 0
    for game in _positions(variants, range(3)):
        pos, legal = game.position, game.legal_actions()
        got = priorities.analyse(pos, legal)
        want = priorities.analyse(pos, legal, eagerly=True)
        # the verdicts first, while no word has been worked out
        assert [(a, v and (v.rule, v.alternatives, v.title)) for a, v in got] == \
               [(a, v and (v.rule, v.alternatives, v.title)) for a, v in want], pos.dumps()
        assert got == want, pos.dumps()  # and the words (equality reads them)
        violations += sum(v is not None for _a, v in want)
        breaches += sum(v is not None and v.why.code == "zank.breach" for _a, v in want)
    assert violations > 300 and breaches > 30  # the games did meet both kinds


def _analysed_with_counted_eager_runs(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls = [0]
    analyse = ladder.analyse

    def counted(pos: Position, legal: list[object], eagerly: bool = False) -> object:
        calls[0] += eagerly
        return analyse(pos, legal, eagerly)  # type: ignore[arg-type]

    monkeypatch.setattr(ladder, "analyse", counted)
    return calls


def test_no_words_are_worked_out_until_one_is_read_and_then_once(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _analysed_with_counted_eager_runs(monkeypatch)
    for game in _positions(("zank-patience",), range(1), plies=200):
        before = calls[0]
        found = [v for _a, v in game.analysis() if v is not None]
        assert calls[0] == before  # judged, not worded
        for v in found:
            assert isinstance(v.why, Why)
        assert calls[0] == before + (1 if found else 0)  # every word of one analysis from one run


@pytest.mark.parametrize("variants", [("zank-patience",), ("zank-patience", "schikanieren")], ids="+".join)
def test_words_read_after_the_game_moved_on_are_those_of_the_position_analysed(variants: tuple[str, ...]) -> None:
    read = 0
    game = Game.new(5, variants)
    rng = random.Random(5)
    while game.outcome is None and game.ply < 300:
        pos, legal = game.position, game.legal_actions()
        want = [v.why if v else None for _a, v in priorities.analyse(pos.copy(), legal, eagerly=True)]
        got = game.analysis()
        game.push(rng.choice(legal))  # the position changes in place
        assert [v.why if v else None for _a, v in got] == want
        read += sum(w is not None for w in want)
    assert read > 50


def test_words_read_after_a_take_back_or_a_judged_last_action_are_those_of_the_position_analysed() -> None:
    # the game copies the position an analysis left live (``ladder._Kept``) before any change:
    # a take-back changes it too; ``last_violation`` takes the action back and plays it again,
    # the position as it was when it returns
    read = copies = 0
    game = Game.new(7, ("zank-patience",))
    rng = random.Random(7)
    while game.outcome is None and game.ply < 300:
        pos, legal = game.position, game.legal_actions()
        want = [v.why if v else None for _a, v in priorities.analyse(pos.copy(), legal, eagerly=True)]
        got, again = game.analysis(), game.analysis()  # two analyses of one position: one copy kept
        assert len(game._keepers) <= 1
        action = rng.choice(legal)
        game.push(action)
        game.last_violation()  # takes the action back and plays it again
        later = game.analysis()  # of the position after it, read after the take-back below
        copies += bool(game._keepers)
        want_later = [v.why if v else None for _a, v in priorities.analyse(game.position.copy(), game.legal_actions(),
                                                                               eagerly=True)]
        game.pop()
        assert [v.why if v else None for _a, v in later] == want_later
        assert [v.why if v else None for _a, v in got] == want == [v.why if v else None for _a, v in again]
        read += sum(w is not None for w in want)
        game.push(action)
    assert read > 50 and copies > 50


def test_a_later_violation_words_itself_once_and_is_a_violation_like_any_other() -> None:
    asked = []

    def words() -> Why:
        asked.append(1)
        return Why("priority.P3", house=4)

    eager = Violation("P3", Why("priority.P3", house=4), (), "title")
    lazy = Violation.later("P3", words, (), "title")
    assert lazy.rule == "P3" and lazy.title == "title" and asked == []
    assert lazy == eager and hash(lazy) == hash(eager) and repr(lazy) == repr(eager)
    assert pickle.loads(pickle.dumps(lazy)) == eager
    assert lazy.why is lazy.why and asked == [1]
    with pytest.raises(AttributeError):
        lazy.rule = "P1"  # type: ignore[misc]


def test_the_kept_position_is_the_whole_position() -> None:
    # a field added to Position must be kept by the analysis for its words too
    # (``ladder._Then``): this list is the one it copies
    assert set(Position.__slots__) == {"piles", "hands", "to_move", "rules", "turn_start", "reserve_hidden",
                                       "face_down", "table", "aside", "first_turns"}
    for game in _positions(("zank-patience", "schikanieren"), range(1), plies=60)[::10]:
        pos = game.position
        kept = ladder._Then(pos, game.legal_actions()).position()  # copied at once: no keepers
        assert all(getattr(kept, name) == getattr(pos, name) for name in Position.__slots__)


@pytest.mark.parametrize("variants", VARIANT_SETS, ids="+".join)
def test_the_short_answers_of_the_digging_equal_the_long_ones(variants: tuple[str, ...]) -> None:
    # ``_Judged.emptiable`` answers without the fault's code, ``foundation_takes`` lists
    # at once what ``fits_foundation`` says card by card, and ``fitting_houses`` what
    # ``fits_house`` says house by house: the same answers
    from crapette.engine.zank.digging import emptying_fault, fits_foundation, fits_house, fitting_houses, foundation_takes
    from crapette.engine.zank.moves import open_houses

    faults: dict[str | None, int] = {}
    for game in _positions(variants, range(4) if "three-players" in variants else range(2)):
        pos = game.position
        takes = foundation_takes(pos)
        assert [card in takes for card in range(53)] == [fits_foundation(pos, card) for card in range(53)]
        houses = open_houses(pos)
        fitting = fitting_houses(pos, houses)
        assert [list(fitting[card]) for card in range(53)] == [
            [h for h in houses if pos.piles[h] and fits_house(pos, card, pos.piles[h][-1])] for card in range(53)]
        for src in pos.table.houses:
            if pos.piles[src]:
                fault = emptying_fault(pos, src, houses)
                assert ladder._Judged(pos, houses).emptiable(src) == (fault is None), (pos.dumps(), src)
                faults[fault] = faults.get(fault, 0) + 1
    # every answer met: emptiable, and each fault (three players: the first house to leave play)
    assert {None, "stuck", "fills", "bottom"} <= set(faults)
    assert "leaves" in faults or "three-players" not in variants


@pytest.mark.parametrize("variants", VARIANT_SETS, ids="+".join)
def test_the_generators_table_kept_for_the_analysis_is_the_positions(variants: tuple[str, ...]) -> None:
    # the analysis takes the fitting houses from the generator (``kept_fitting``) when it
    # is given the very list the generator made last: the table must be the one
    # ``fitting_houses`` works out for the position, and no other list may get it
    from crapette.engine.zank.digging import fitting_houses
    from crapette.engine.zank.moves import kept_fitting, open_houses, zank_legal_actions

    kept = 0
    for game in _positions(variants, range(2))[::2]:
        pos = game.position
        legal = zank_legal_actions(pos)
        assert kept_fitting(list(legal)) is None  # an equal list is not the list
        table = kept_fitting(legal)
        if table is not None:
            assert table[:53] == fitting_houses(pos, open_houses(pos))[:53], pos.dumps()
            kept += 1
        elif not pos.piles[pos.table.hand_card_of[pos.to_move]]:
            raise AssertionError("only the card taken from the source is placed without the table")
    assert kept > 50
