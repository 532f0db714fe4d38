"""Modules loaded when first used: start-up pays only for what the first screen needs.

``lazy_module("crapette.engine.stop")`` returns the module at once, empty, and runs it
at the first attribute looked up (the standard library's ``importlib.util.LazyLoader``).
Write it next to a ``TYPE_CHECKING`` import of the same module, so that the type checker
sees the real one::

    if TYPE_CHECKING:
        from crapette.engine import stop
    else:
        stop = lazy_module("crapette.engine.stop")
"""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType


def lazy_module(name: str) -> ModuleType:
    """The module ``name``, executed at its first use (at once if it is loaded already)."""
    module = sys.modules.get(name)
    if module is not None:
        return module
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None:  # pragma: no cover - a misspelt name in our own code
        raise ImportError(f"no module named {name!r}")
    loader = importlib.util.LazyLoader(spec.loader)
    spec.loader = loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    loader.exec_module(module)
    parent, _, child = name.rpartition(".")
    if parent:
        setattr(sys.modules[parent], child, module)
    return module


__all__ = ["lazy_module"]
