"""``Record`` written by hand (issue 28: the dataclass compiled its methods at every start)
behaves as the dataclass it replaced: the same constructor, defaults made afresh for each
record, fields that can be changed, equality by every field, no hash, the same repr,
pickling."""

from __future__ import annotations

import pickle

import pytest

from crapette.engine.position import Position
from crapette.engine.record import Record


def test_defaults_and_positional_fields() -> None:
    rec = Record()
    assert (rec.variants, rec.mode, rec.seed, rec.start, rec.players, rec.actions, rec.result, rec.extra) == \
        ([], "stop", None, None, {"south": "South", "north": "North"}, [], None, {})
    start = Position.deal(7)
    full = Record(["touch"], "strict", None, start, {"south": "Ann"}, ["turn"], {"outcome": "stalemate"}, {"x": 1})
    assert (full.variants, full.mode, full.seed, full.start, full.players, full.actions, full.result, full.extra) == \
        (["touch"], "strict", None, start, {"south": "Ann"}, ["turn"], {"outcome": "stalemate"}, {"x": 1})


def test_each_record_has_its_own_lists() -> None:
    one, two = Record(seed=1), Record(seed=1)
    one.actions.append("turn")
    one.players["south"] = "Ann"
    one.extra["x"] = 1
    one.variants.append("touch")
    assert (two.actions, two.players, two.extra, two.variants) == ([], {"south": "South", "north": "North"}, {}, [])


def test_equality_by_every_field_and_no_hash() -> None:
    assert Record(seed=5, actions=["turn"]) == Record(seed=5, actions=["turn"])
    assert Record(seed=5, actions=["turn"]) != Record(seed=5, actions=[])
    assert Record(seed=5) != Record(seed=5, extra={"deal_seed": 5})
    assert Record(seed=5) != (5,)  # another type: not equal
    with pytest.raises(TypeError):
        hash(Record())


def test_fields_can_change() -> None:
    rec = Record(seed=5, actions=["turn", "SR-F1"])
    rec.actions = rec.actions[:1]
    rec.result = None
    rec.players = {"south": "Ann", "north": "Bob"}
    assert rec == Record(seed=5, players={"south": "Ann", "north": "Bob"}, actions=["turn"])


def test_repr_as_the_dataclass_wrote_it() -> None:
    assert repr(Record(seed=5, actions=["turn"])) == (
        "Record(variants=[], mode='stop', seed=5, start=None, players={'south': 'South', 'north': 'North'}, "
        "actions=['turn'], result=None, extra={})")


def test_pickles() -> None:
    rec = Record(["touch"], "strict", 3, None, {"south": "Ann", "north": "Bob"}, ["turn"], None, {"x": [1]})
    assert pickle.loads(pickle.dumps(rec)) == rec
