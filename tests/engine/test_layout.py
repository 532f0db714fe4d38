"""The engine's and the bots' modules import one another without a loop.

Every import statement counts, the lazy ones inside functions and those under
``TYPE_CHECKING`` too: a loop there still ties the modules into one knot to read.
"""

from __future__ import annotations

import ast
from pathlib import Path

import crapette

ROOT = Path(crapette.__file__).parent.parent
SCOPES = ("crapette.engine", "crapette.bots", "crapette.selfplay")


def _modules() -> dict[str, Path]:
    out = {}
    for path in (ROOT / "crapette").rglob("*.py"):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        out[name] = path
    return out


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        edges: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                edges.update(a.name for a in node.names if a.name in modules)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module in modules:
                for alias in node.names:
                    sub = f"{node.module}.{alias.name}"
                    edges.add(sub if sub in modules else node.module)
        graph[name] = edges
    return graph


def _in_scope(name: str) -> bool:
    return any(name == s or name.startswith(s + ".") for s in SCOPES)


def _cycle_from(graph: dict[str, set[str]], start: str) -> list[str] | None:
    """A path of imports from ``start`` back to itself, if there is one."""
    stack = [(start, [start])]
    seen: set[str] = set()
    while stack:
        node, path = stack.pop()
        for nxt in sorted(graph[node]):
            if not _in_scope(nxt):
                continue
            if nxt == start:
                return [*path, nxt]
            if nxt not in seen:
                seen.add(nxt)
                stack.append((nxt, [*path, nxt]))
    return None


def test_no_import_loop_in_the_engine_and_the_bots() -> None:
    graph = _graph()
    names = sorted(n for n in graph if _in_scope(n))
    assert "crapette.engine.game" in names and "crapette.bots.planner" in names
    loops = [c for n in names if (c := _cycle_from(graph, n)) is not None]
    assert loops == []


def test_the_checker_finds_a_loop() -> None:
    graph = {"crapette.engine.a": {"crapette.engine.b"}, "crapette.engine.b": {"crapette.engine.a"}}
    assert _cycle_from(graph, "crapette.engine.a") == ["crapette.engine.a", "crapette.engine.b", "crapette.engine.a"]
