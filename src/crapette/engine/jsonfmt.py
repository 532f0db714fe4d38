"""The one JSON layout every format of notation.md is written in.

Top-level keys one per line, values compact; keys listed in ``expand`` put one list
item per line. Reading and writing back a file we wrote gives the same bytes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from crapette.lazy import lazy_module

if TYPE_CHECKING:
    import json
else:
    json = lazy_module("json")  # loaded at its first use: the first screen reads no JSON (issue 12)


def compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def dumps(obj: dict[str, Any], expand: tuple[str, ...] = ()) -> str:
    lines = []
    items = list(obj.items())
    for i, (key, value) in enumerate(items):
        comma = "," if i < len(items) - 1 else ""
        if key in expand and isinstance(value, list) and value:
            inner = ",\n".join(f"    {compact(v)}" for v in value)
            lines.append(f"  {compact(key)}: [\n{inner}\n  ]{comma}")
        else:
            lines.append(f"  {compact(key)}: {compact(value)}{comma}")
    return "{\n" + "\n".join(lines) + "\n}\n"
