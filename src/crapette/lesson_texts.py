"""The lessons' texts in the message catalog: what is extracted, under which context, and
how a text is shown (translated, its cards in the player's ranks).

The lesson files (``data/lessons/*.json``) stay the English source — outside tools read
them as records — and ``make catalogs`` extracts their texts with ``extract`` (named in
``babel.cfg``), so there is no second copy that could drift. Each text's message context
names its lesson (``lesson foundations``), so the same words in two lessons may be said
differently. Only the standard library here: Babel imports this module to extract.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from typing import IO, Any

#: the lesson's texts a player reads, in the order the catalog lists them
TEXT_FIELDS = ("title", "teach", "question", "right", "otherwise")

#: a card as the lessons write it (3♥, 10♦, K♠): English ranks, the suit's symbol
CARD = re.compile(r"(?<![\w])(10|[2-9AJQK])([♣♦♥♠])")


def context(lesson_id: str) -> str:
    """The message context of a lesson's texts: the translator sees which lesson it is."""
    return f"lesson {lesson_id}"


def with_ranks(text: str, rank: Callable[[int], str]) -> str:
    """``text`` with each card (``K♠``) in the player's ranks (French ``R♠``, German
    ``K♠``): ``rank`` gives the symbol of a rank index (A = 0 … K = 12). Translators keep the
    cards as the English writes them, so the ranks are the board's, never retyped."""
    order = "A23456789" + "TJQK"

    def one(match: re.Match[str]) -> str:
        letter = "T" if match.group(1) == "10" else match.group(1)
        return rank(order.index(letter)) + match.group(2)

    return CARD.sub(one, text)


def _comment(name: str, what: str) -> list[str]:
    return [f"{name}: {what}. Keep the cards as written (K♠, 10♦): the app shows them in the player's ranks; "
            "keep notation (SH-H4, F1) and keys as they are."]


def extract(fileobj: IO[bytes], keywords: Any, comment_tags: Any,
            options: Any) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """Babel's extraction method for a lesson file: each text as ``pgettext(context,
    text)`` at its line, with a comment naming the file and the field."""
    raw = fileobj.read().decode("utf-8")
    name = getattr(fileobj, "name", "lesson").rsplit("/", 1)[-1]
    info = json.loads(raw).get("lesson", {})
    ctx = context(info.get("id", name))
    texts = [(info.get(key), key) for key in TEXT_FIELDS]
    texts += [(text, f"what is wrong with {action}") for action, text in info.get("wrong", {}).items()]
    texts += [(text, f"{key}, for the line interface (typed actions, not keys)")
              for key, text in info.get("plain", {}).items()]
    for text, what in texts:
        if isinstance(text, str) and text:
            yield _line(raw, text), "pgettext", (ctx, text), _comment(name, what)


def _line(raw: str, text: str) -> int:
    """The line of the file where ``text`` is written (1 if it cannot be found)."""
    for form in (json.dumps(text, ensure_ascii=False), json.dumps(text)):
        at = raw.find(form)
        if at >= 0:
            return raw.count("\n", 0, at) + 1
    return 1


__all__ = ["CARD", "TEXT_FIELDS", "context", "extract", "with_ranks"]
