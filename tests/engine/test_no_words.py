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
    speaking = {name: found for name, path in _modules().items() if (found := _speaks(path))}
    assert speaking == {}


def _codes(path: Path) -> set[str]:
    """The codes ``path`` writes out whole: ``Why("refusal.pile-empty", …)``."""
    return {node.args[0].value for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Why"
            and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)}


def test_every_code_of_the_engine_has_its_words() -> None:
    from crapette.words import _load
    from crapette.words.registry import SAYINGS

    _load()
    codes = set().union(*(_codes(path) for path in _modules().values()))
    assert len(codes) > 80
    assert sorted(codes - set(SAYINGS)) == []
