"""No import loop in crapette: every import counts, those inside functions and under
``if TYPE_CHECKING:`` too (a lazy import only hides a loop, it does not remove it)."""

from __future__ import annotations

import ast
from pathlib import Path


import crapette

ROOT = Path(crapette.__file__).parent


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def import_graph() -> dict[str, set[str]]:
    """Each crapette module and the crapette modules it imports, anywhere in its text."""
    modules = {_module_name(p): p for p in ROOT.rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join(up + ([base] if base else []))
                # `from pkg import sub` imports the module pkg.sub; pkg itself only when a
                # name is not a submodule (initialising a parent package is not a loop).
                subs = [f"{base}.{alias.name}" for alias in node.names]
                targets = [t for t in subs if t in modules]
                if len(targets) < len(subs):
                    targets.append(base)
            for target in targets:
                if target in modules and target != name:
                    graph[name].add(target)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_checker_finds_a_loop() -> None:
    # a -> b -> c -> a is one loop; d only imports a
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]


def test_no_import_loop_in_the_app() -> None:
    loops = [c for c in cycles(import_graph()) if any(m.startswith("crapette.app") for m in c)]
    assert loops == []


def test_no_import_loop_in_crapette() -> None:
    assert cycles(import_graph()) == []
