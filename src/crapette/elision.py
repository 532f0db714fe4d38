"""French elision before a filled-in word: « le tour d'Ordinateur », not « de Ordinateur ».

A French template says ``de {player}``; whether that reads *de* or *d'* depends on the
name, known only when the template is filled in. So every French text from the catalog is
an ``ElidingText``, whose ``format`` writes *d'*, *qu'* (and *D'*, *Qu'*) before a value
that begins with a vowel and is a word (Ordinateur, Ouest, Anne, écart), and leaves cards
(A♦) and piles (H1) alone. An *h* is not elided: whether it is mute depends on the word.
"""

from __future__ import annotations

import re
from typing import Protocol

#: a word that takes elision before a placeholder, and the placeholder's name
_ELIDABLE = re.compile(r"\b([Dd]e|[Qq]ue|[Jj]usque) \{(\w+)\}")
#: a value beginning with a vowel followed by a letter: a word, not a card or a pile; a
#: *y* only before a consonant (d'Yves, but de Yann)
_VOWEL_WORD = re.compile(r"[AEIOUÀÂÆÉÈÊËÎÏÔŒÙÛÜaeiouàâæéèêëîïôœùûü][^\W\d_]|[Yy][^\W\d_aeiouyAEIOUY]")


def elide_before(template: str, values: dict[str, object]) -> str:
    """``template`` with *de {x}* written *d'{x}* (and *que*, *jusque* likewise) wherever
    the value of ``x`` begins with a vowel sound."""

    def replace(match: re.Match[str]) -> str:
        word, name = match.group(1), match.group(2)
        if _VOWEL_WORD.match(str(values.get(name, ""))):
            return f"{word[:-1]}'{{{name}}}"
        return match.group(0)

    return _ELIDABLE.sub(replace, template)


#: the computer's name as French shows it (« Ordinateur (niveau 3) »): a common noun, which
#: takes its article inside a sentence
_COMPUTER = re.compile(r"Ordinateur\b")
#: a placeholder and what comes before it in the template
_PLACEHOLDER = re.compile(r"(^|\S?\s?)\{(\w+)\}")


def with_article(template: str, values: dict[str, object]) -> dict[str, object]:
    """The values with the computer's name given its article where a sentence needs one:
    « À l'ordinateur (niveau 3) de jouer », « le tour de l'ordinateur », « L'ordinateur
    gagne » (was « À Ordinateur de jouer », issue 27 item 9); as a label (« Sud – Ordinateur
    (niveau 3) », « Ordinateur : … ») it stays a name."""
    out = dict(values)
    for match in _PLACEHOLDER.finditer(template):
        before, name = match.group(1), match.group(2)
        value = values.get(name)
        if not isinstance(value, str) or not _COMPUTER.match(value):
            continue
        if match.start() == 0 and before == "":
            if re.match(r" [a-zà-ÿ]", template[match.end():]):  # the sentence begins with it: « L'ordinateur joue »
                out[name] = "L'o" + value[1:]
        elif before[:1].isalpha() and before.endswith(" "):  # after a word: à, de, par, contre …
            out[name] = "l'o" + value[1:]
    return out


class ElidingText(str):
    """A French text from the catalog: filled in with ``format``, it elides before names
    and gives the computer's name its article (``with_article``)."""

    __slots__ = ()

    def format(self, *args: object, **kwargs: object) -> str:
        if "{" not in self:
            return str(self).format(*args, **kwargs)
        kwargs = with_article(self, kwargs)
        return elide_before(self, kwargs).format(*args, **kwargs)


class _Catalog(Protocol):
    def gettext(self, message: str) -> str: ...

    def ngettext(self, singular: str, plural: str, n: int) -> str: ...

    def pgettext(self, context: str, message: str) -> str: ...


class ElidingCatalog:
    """A French catalog whose every text elides when filled in."""

    def __init__(self, catalog: _Catalog) -> None:
        self._catalog = catalog

    def gettext(self, message: str) -> str:
        return ElidingText(self._catalog.gettext(message))

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return ElidingText(self._catalog.ngettext(singular, plural, n))

    def pgettext(self, context: str, message: str) -> str:
        return ElidingText(self._catalog.pgettext(context, message))
