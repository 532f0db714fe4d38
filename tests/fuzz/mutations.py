"""Hostile variations of valid files, each made from one seed (so a failure names the seed
that replays it): deep nesting, huge numbers, wrong types, control characters, invalid
UTF-8, missing keys, cut or flipped bytes. Used by the fuzz tests and `make soak`."""

from __future__ import annotations

import json
import random
from typing import Any

PLACEHOLDER = "\u0000HOLE\u0000"

#: JSON text fragments that attack a reader
FRAGMENTS: tuple[str, ...] = (
    "9" * 5000, "-" + "9" * 400, "1e999999", "1" + "0" * 45, "0.000000001", "NaN", "Infinity", "-Infinity",
    "[" * 5000 + "]" * 5000, "{\"a\":" * 300 + "1" + "}" * 300, "[" * 40 + "]" * 40,
    "null", "true", "false", "[]", "{}", "\"\"", "0", "-1", "1.5", "18446744073709551616",
)

#: strings that attack whatever shows or stores them
STRINGS: tuple[str, ...] = (
    "\x1b]0;pwned\x07", "\x1b[5mblink", "\n\t\r", "\u202eevil", "\ud800", "\x00", "é" * 50, "x" * 5000,
    " ".join(["stop"] * 1200), "stop stop H1-F1", "crapette " + "H1-H2 " * 40, "SR:" + "9" * 500 + "-F1",
    "touch WD", "touch H9-H1", "stop WR-F1", "crapette H9-F1", "F7-F1", "touch SR-H9", "H1-H2 empty:H9",
    "stop:W", "\ufeff", "1000000", "\u00b9\u00b2\u00b3",
    "H1-F1", "turn", "pass", "stop", "SR-F1", "south", "north", "west", "strict", "group-moves", "\u0665",
)


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found += _paths(item, (*path, i))
    return found


def _replace(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return value | {head: _replace(value[head], rest, new)}
    copy = list(value)
    copy[head] = _replace(copy[head], rest, new)
    return copy


def _delete(value: Any, path: tuple[Any, ...]) -> Any:
    if len(path) == 1:
        if isinstance(value, dict):
            return {k: v for k, v in value.items() if k != path[0]}
        return [v for i, v in enumerate(value) if i != path[0]]
    head = path[0]
    if isinstance(value, dict):
        return value | {head: _delete(value[head], path[1:])}
    copy = list(value)
    copy[head] = _delete(copy[head], path[1:])
    return copy


def mutate(base: dict[str, Any], seed: int) -> bytes:
    """One hostile file made from ``base`` by the mutations that ``seed`` picks (1 to 3)."""
    rng = random.Random(seed)
    obj: Any = json.loads(json.dumps(base))
    fragment: str | None = None
    for _ in range(rng.randint(1, 3)):
        paths = _paths(obj)
        path = rng.choice(paths)
        kind = rng.randrange(6)
        if kind == 0 and path:
            obj = _delete(obj, path)
        elif kind == 1:
            obj = _replace(obj, path, rng.choice(STRINGS))
        elif kind == 2 and fragment is None:
            obj = _replace(obj, path, PLACEHOLDER)
            fragment = rng.choice(FRAGMENTS)
        elif kind == 3:
            obj = _replace(obj, path, rng.choice([[], {}, 0, -1, True, None, 2**70, [[["x"]]], {"k": "v"}]))
        elif kind == 4 and path and isinstance(obj, dict):
            obj = _replace(obj, path, [rng.choice(STRINGS) for _ in range(rng.randint(1, 5))])
        else:
            obj = _replace(obj, path, rng.choice(STRINGS[-10:]))
    text = json.dumps(obj, ensure_ascii=rng.random() < 0.5)
    if fragment is not None:
        text = text.replace(json.dumps(PLACEHOLDER), fragment)
    data = text.encode("utf-8", "surrogatepass")
    roll = rng.random()
    if roll < 0.1:  # cut short
        data = data[: rng.randrange(len(data) + 1)]
    elif roll < 0.2:  # bytes that are not UTF-8
        at = rng.randrange(len(data) + 1)
        data = data[:at] + rng.choice([b"\xff", b"\xfe\xff", b"\xc3", b"\xed\xa0\x80", b"\x00"]) + data[at:]
    elif roll < 0.25:  # a flipped byte
        at = rng.randrange(len(data))
        data = data[:at] + bytes([data[at] ^ (1 << rng.randrange(8))]) + data[at + 1:]
    return data


__all__ = ["FRAGMENTS", "STRINGS", "mutate"]
