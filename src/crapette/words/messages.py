"""Texts the engine declares as they are (``why.message``, ``why.counted``, ``why.joined``):
the errors of bad input, translated and filled in here, when they are shown."""

from __future__ import annotations

from crapette.engine.why import Why
from crapette.i18n import _, ngettext
from crapette.words import say
from crapette.words.registry import saying


def _values(why: Why, *skip: str) -> dict[str, object]:
    """The values a text is filled with, each ``Why`` among them said first."""
    return {key: say(value) if isinstance(value, Why) else value for key, value in why.args if key not in skip}


@saying("message")
def _message(why: Why) -> str:
    return _(why.arg("msgid", str)).format(**_values(why, "msgid"))


@saying("counted")
def _counted(why: Why) -> str:
    count = why.arg("count", int)
    return ngettext(why.arg("msgid", str), why.arg("plural", str), count).format(**_values(why, "msgid", "plural"))


@saying("listed")
def _listed(why: Why) -> str:
    return ", ".join(say(item) if isinstance(item, Why) else str(item) for item in why.arg("items", tuple))


@saying("prefixed")
def _prefixed(why: Why) -> str:
    prefix = why["prefix"]
    return f"{say(prefix) if isinstance(prefix, Why) else prefix}: {say(why.arg('why', Why))}"


@saying("joined")
def _joined(why: Why) -> str:
    items = why.arg("items", tuple)
    return _(why.arg("separator", str)).join(say(item) if isinstance(item, Why) else str(item) for item in items)
