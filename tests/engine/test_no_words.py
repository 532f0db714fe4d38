"""The engine speaks in codes (``Why``), never in words: no module under
``crapette.engine`` imports the message catalog (``crapette.i18n``, ``gettext``) or the
words layer (``crapette.words``), nor calls a catalog function. The words layer says the
codes (issue 26 item 4)."""

from __future__ import annotations

import ast
from pathlib import Path

import crapette.engine

ENGINE = Path(crapette.engine.__file__).parent
FORBIDDEN_MODULES = ("crapette.i18n", "crapette.words", "gettext")
CATALOG_CALLS = {"_", "gettext", "ngettext", "pgettext", "npgettext"}

#: modules not yet moved to codes (issue 26 item 4, under way): this list only shrinks
NOT_YET: set[str] = {
    "crapette.engine.actions",
    "crapette.engine.cards",
    "crapette.engine.describe",
    "crapette.engine.explain",
    "crapette.engine.piles",
    "crapette.engine.position",
    "crapette.engine.record",
    "crapette.engine.safety",
    "crapette.engine.table_events",
}


def _speaks(path: Path) -> list[str]:
    """What in ``path`` uses words: forbidden imports and catalog calls, with line numbers."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
        elif isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        else:
            names = []
        found += [f"{node.lineno}: imports {name}" for name in names  # type: ignore[attr-defined]
                  if any(name == m or name.startswith(m + ".") for m in FORBIDDEN_MODULES)]
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in CATALOG_CALLS:
            found.append(f"{node.lineno}: calls {node.func.id}")
    return found


def _modules() -> dict[str, Path]:
    return {".".join(p.relative_to(ENGINE.parent.parent).with_suffix("").parts): p for p in ENGINE.rglob("*.py")}


def test_the_engine_uses_no_words() -> None:
    speaking = {name: found for name, path in _modules().items() if name not in NOT_YET and (found := _speaks(path))}
    assert speaking == {}


def test_the_list_of_modules_not_yet_moved_only_shrinks() -> None:
    modules = _modules()
    assert set(modules) >= NOT_YET
    assert [name for name in sorted(NOT_YET) if not _speaks(modules[name])] == []
