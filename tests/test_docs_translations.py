"""docs/rules.md in French and German: the translations follow the English reference
section for section, keep its code blocks byte for byte and every name in backticks
(rule identifiers, variants, notation), and say at the top that the English holds."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parent.parent / "docs"
ENGLISH = (DOCS / "rules.md").read_text(encoding="utf-8")
#: how each translation names the reference in its first paragraph
REFERENCE_WORDS = {"fr": "référence", "de": "Maßgeblich"}


def headings(text: str) -> list[str]:
    """The section numbers and the names in backticks of the headings, in order (the
    words of a heading are translated; its number or variant name is not)."""
    out = []
    for line in text.splitlines():
        m = re.match(r"(#{2,4}) (.*)", line)
        if m:
            numbered = re.match(r"(\d+[a-z]?(?:\.\d+)*)\.? ", m.group(2))
            names = re.findall(r"`([^`]+)`", m.group(2))
            out.append(m.group(1) + " " + (numbered.group(1) if numbered else " ".join(names)))
    return out


def code_blocks(text: str, quoted: bool = False, labels: bool = False) -> list[str]:
    """The fenced blocks; with ``quoted``, those inside a quotation too (the German file
    quotes Wegner's own diagram where the English describes it). A diagram's labels in
    brackets are words, in the reader's language (« (talon de nord) », issue 27 item 7):
    compared as "(…)" unless ``labels``."""
    prefix = "(?:> ?)?" if quoted else ""
    blocks = re.findall(rf"^{prefix}```.*?^{prefix}```", text, flags=re.S | re.M)
    if labels:
        return blocks
    return [re.sub(r"\([^()\d\n=]*[^\W\d_][^()\d\n=]*\) *", "(…) ", block) for block in blocks]


def backticked(text: str) -> set[str]:
    """The names in backticks outside the code blocks."""
    for block in code_blocks(text, quoted=True, labels=True):
        text = text.replace(block, "")
    names = (" ".join(name.split()) for name in re.findall(r"`([^`]+)`", text))  # a name may wrap
    return {name for name in names if name}


@pytest.fixture(params=sorted(REFERENCE_WORDS))
def lang(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def translation(lang: str) -> str:
    return (DOCS / f"rules.{lang}.md").read_text(encoding="utf-8")


def test_the_translation_says_the_english_is_the_reference(lang: str) -> None:
    top = translation(lang).split("\n\n")[1]
    assert "rules.md" in top and REFERENCE_WORDS[lang] in top


def test_same_sections_in_the_same_order(lang: str) -> None:
    assert headings(translation(lang)) == headings(ENGLISH)


def test_code_blocks_unchanged(lang: str) -> None:
    assert code_blocks(translation(lang)) == code_blocks(ENGLISH)


def test_every_name_in_backticks_kept(lang: str) -> None:
    missing = backticked(ENGLISH) - backticked(translation(lang))
    assert not missing, f"rules.{lang}.md lacks {sorted(missing)[:10]}"


@pytest.mark.parametrize("name", ["rules.md", "rules.fr.md", "rules.de.md"])
def test_m1_counts_moves_not_covering_cards(name: str) -> None:
    """§11's M1 (issue 27): the program, as 000 says ("en un minimum de mouvements"),
    counts the moves of a freeing, not the cards covering the buried card."""
    text = (DOCS / name).read_text(encoding="utf-8")
    start = re.search(r"\*\*M1\s?:", text).start()  # type: ignore[union-attr]
    paragraph = text[start:text.index("\n\n", start)]
    assert not re.search(r"fewest\s+covering|moins de cartes qui les couvrent|wenigsten deckenden", paragraph)
    assert re.search(r"fewest\s+moves|moins de coups|wenigsten Züge", paragraph)
