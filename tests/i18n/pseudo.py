"""The pseudo-language: every text of the catalog visibly altered (``⟦Ŝtöp⟧``), its
placeholders kept, compiled at test time from ``crapette.pot``. A screen rendered in it
shows no plain English word except names and notation; ``unaltered`` finds those that
escaped the catalog. Later sessions extend ``ALLOWED`` (and the screens run) screen by screen.
"""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from crapette.i18n import DOMAIN, LOCALE_DIR

CODE = "xx"
OPEN, CLOSE = "⟦", "⟧"
#: placeholders and markup that must come through unchanged
KEPT = re.compile(r"\{[^{}]*\}|%(?:\([a-z_]+\))?[sdr]|\\n|\n")
ACCENTS = str.maketrans("aeiouAEIOUcnsyCNSY", "àéîöûÀÉÎÖÛçñšÿÇÑŠŸ")


def pseudo(text: str) -> str:
    """``text`` visibly altered outside its placeholders, fenced in ⟦ ⟧."""
    if not text:
        return text
    out, at = [], 0
    for m in KEPT.finditer(text):
        out.append(text[at:m.start()].translate(ACCENTS))
        out.append(m.group(0))
        at = m.end()
    out.append(text[at:].translate(ACCENTS))
    return OPEN + "".join(out) + CLOSE


def build(directory: Path) -> Path:
    """Compile the pseudo-language's catalog from the template into ``directory``."""
    with open(LOCALE_DIR / f"{DOMAIN}.pot", "rb") as fh:
        catalog = read_po(fh, locale="en")
    for message in catalog:
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            message.string = tuple(pseudo(part) for part in message.id)
        else:
            message.string = pseudo(message.id)
    target = directory / CODE / "LC_MESSAGES"
    target.mkdir(parents=True)
    with open(target / f"{DOMAIN}.mo", "wb") as fh:
        write_mo(fh, catalog)
    return directory


#: what may show unaltered: notation, keys, card symbols, numbers, names of players (the
#: seats' own names go through the catalog: view.seat_label, describe.seat_word)
ALLOWED = {"Ann", "Bob", "PgUp", "PgDn", "home", "end", "esc"}


#: a pile's name without its number (SR, ND, H, F), as the notation spells them
NOTATION = re.compile(r"^[A-Z]{1,2}$")


def unaltered(text: str, allowed: set[str] = ALLOWED) -> list[str]:
    """The words of ``text`` outside every ⟦…⟧ (nested ones too, across line breaks)
    that are neither notation nor allowed: the texts that escaped the catalog."""
    flat = " ".join(text.split())
    previous = None
    while previous != flat:
        previous = flat
        flat = re.sub(rf"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}", " ", flat)
    return [w for w in tokens(flat) if len(w) > 1 and w.isascii() and w not in allowed and not NOTATION.match(w)]


def tokens(text: str) -> list[str]:
    """The words of ``text``: runs of letters, accented ones included (an altered word,
    Šhört, has some); an apostrophe ends a word (South's: South, s)."""
    return re.findall(r"[^\W\d_]+", text)


__all__ = ["ALLOWED", "CODE", "build", "pseudo", "tokens", "unaltered"]
