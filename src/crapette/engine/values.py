"""The base of the engine's small immutable values, written by hand as python-chess's are.

A frozen dataclass compiles its ``__init__``, ``__eq__``, ``__hash__`` and ``__repr__``
each time its module is imported, which every start of the app paid (issue 12); these
classes write them out instead. A value sets its fields once, in ``__init__``, through
``object.__setattr__``; afterwards setting or deleting any attribute raises. ``_fields``
gives the constructor's arguments back, for equality, hashing and pickling (the
self-play workers send outcomes between processes).
"""

from __future__ import annotations

from typing import ClassVar


class Frozen:
    """Refuses every assignment after construction (``AttributeError``, as a frozen
    dataclass's ``FrozenInstanceError`` is one)."""

    __slots__ = ()

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r}: {type(self).__name__} is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}: {type(self).__name__} is immutable")

    def _fields(self) -> tuple[object, ...]:
        """The constructor's arguments, in order."""
        raise NotImplementedError

    def __reduce__(self) -> tuple[type[Frozen], tuple[object, ...]]:
        return type(self), self._fields()


class Named(Frozen):
    """A value whose fields are named in ``_names`` (its ``__slots__``, in the
    constructor's order): equal to another of its class with equal fields, hashed by
    them, shown as a dataclass is, with nothing compiled when its module loads."""

    __slots__ = ()
    _names: ClassVar[tuple[str, ...]] = ()

    def _fields(self) -> tuple[object, ...]:
        return tuple([getattr(self, name) for name in self._names])

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, Named)
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        inside = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._names)
        return f"{type(self).__qualname__}({inside})"
