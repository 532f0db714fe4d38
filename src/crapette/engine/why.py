"""What the engine means, without words: a code and its arguments.

A refusal ("the reserve is face down"), a priority rule broken, a verdict's reason, an
error in a position file: the engine says each as a ``Why`` — a code such as
``"refusal.pile-empty"`` and the values it speaks of (piles, cards and seats as their
numbers, actions, other ``Why`` values, a text quoted from the input). The words layer
(``crapette.words``) says it in the player's language when, and only when, it is shown:
building a sentence costs a catalog lookup per word, and most are never read (the
analysis judges every legal action; the bots judge thousands).

A leaf module, as python-chess's small values: immutable, hashable, comparable.
"""

from __future__ import annotations

from typing import NoReturn, TypeVar

from crapette.engine.values import Frozen

T = TypeVar("T")


class Why(Frozen):
    """A code and its arguments (by name). ``why["pile"]`` reads an argument;
    ``arg(name, kind)`` reads it typed."""

    __slots__ = ("code", "args")

    code: str
    args: tuple[tuple[str, object], ...]

    def __init__(self, code: str, /, **args: object) -> None:
        _set_code(self, code)
        _set_args(self, tuple(args.items()))

    def __getitem__(self, name: str) -> object:
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(name)

    def get(self, name: str, default: object = None) -> object:
        for key, value in self.args:
            if key == name:
                return value
        return default

    def arg(self, name: str, kind: type[T]) -> T:
        """The argument ``name``, checked to be a ``kind``."""
        value = self[name]
        if not isinstance(value, kind):
            raise TypeError(f"{self.code}: {name} is {value!r}, not a {kind.__name__}")
        return value

    def __contains__(self, text: object) -> bool:
        """Refused: a ``Why`` is no text; ``crapette.words.say`` gives the sentence."""
        raise TypeError(f"{self.code} is a Why, not a text: say it first (crapette.words.say)")

    def __iter__(self) -> NoReturn:
        raise TypeError(f"{self.code} is a Why, not a text: say it first (crapette.words.say)")

    def _fields(self) -> tuple[object, ...]:
        return self.code, self.args

    def __reduce__(self) -> tuple[object, ...]:  # type: ignore[override]
        return _rebuild, (self.code, self.args)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Why:
            return NotImplemented
        return self.code == other.code and self.args == other.args

    def __hash__(self) -> int:
        return hash((self.code, self.args))

    def __repr__(self) -> str:
        inside = "".join(f", {key}={value!r}" for key, value in self.args)
        return f"Why({self.code!r}{inside})"

    def __str__(self) -> str:
        """The code and its arguments (``crapette.words.say`` gives the sentence)."""
        inside = ", ".join(f"{key}={value}" for key, value in self.args)
        return f"{self.code}({inside})" if inside else self.code


#: the fields set straight through their slots (as ``object.__setattr__`` would, past
#: ``Frozen``'s refusal, at half its cost: an analysis words a violation per position)
_set_code = Why.__dict__["code"].__set__
_set_args = Why.__dict__["args"].__set__


def message(msgid: str, /, **values: object) -> Why:
    """A text the engine declares as it is, English and marked ``N_`` for the catalog (an
    error in a position, a record, a notation), and the values it is filled with (texts,
    numbers, or other ``Why`` values): the words layer translates and fills it in when it is
    shown. The code of bad input, where the text itself is the most precise code."""
    return Why("message", msgid=msgid, **values)


def counted(forms: tuple[str, str], count: int, /, **values: object) -> Why:
    """``message`` with a singular and a plural form (``Nn_``), chosen by ``count`` (also
    given to the text as ``{count}``) in the player's language."""
    return Why("counted", msgid=forms[0], plural=forms[1], count=count, **values)


def joined(separator: str, items: tuple[object, ...]) -> Why:
    """``items`` joined by ``separator`` (marked ``N_``: " or ", " and "), said in the
    player's language ("'south' or 'north'", « 'south' ou 'north' »)."""
    return Why("joined", separator=separator, items=items)


def listed(items: tuple[object, ...]) -> Why:
    """``items`` separated by commas, each ``Why`` among them said ("SR, south's hand")."""
    return Why("listed", items=items)


def prefixed(prefix: object, why: Why) -> Why:
    """``why`` after what it is about: "'H3-X9': X9 is not a pile …" (``prefix``: a text, or a
    ``Why`` said first)."""
    return Why("prefixed", prefix=prefix, why=why)


def Nn_(singular: str, plural: str) -> tuple[str, str]:
    """Marks a text with a plural form for the catalog, as it is (Babel extracts ``Nn_`` as
    it does ``ngettext``): ``counted`` chooses the form when it is shown."""
    return singular, plural


def N_(text: str) -> str:
    """Marks a text the game declares (a rule's title) for the message catalog, as it is:
    the words layer translates it where it is shown (Babel extracts ``N_``)."""
    return text


def _rebuild(code: str, args: tuple[tuple[str, object], ...]) -> Why:
    return Why(code, **dict(args))


__all__ = ["N_", "Nn_", "Why", "counted", "joined", "listed", "message", "prefixed"]
