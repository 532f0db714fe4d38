"""The catalogs: every text of the template translated in French and German, none fuzzy,
the same placeholders as the source; the compiled .mo files not stale against the .po
files (they are committed, so that running needs no Babel)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import polib
import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po

from crapette.i18n import DOMAIN, LANGUAGES, LOCALE_DIR

TRANSLATED = [code for code in LANGUAGES if code != "en"]
#: {name}, {0}, %s, %(name)s, %r: what a translation must keep, as a multiset
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%(?:\([a-z_]+\))?[sdr]")


def placeholders(text: str) -> list[str]:
    return sorted(PLACEHOLDER.findall(text))


def po_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def template() -> polib.POFile:
    return polib.pofile(str(LOCALE_DIR / f"{DOMAIN}.pot"))


def key(entry: polib.POEntry) -> tuple[str | None, str]:
    return entry.msgctxt, entry.msgid


def test_placeholders_reads_the_forms_used() -> None:
    """The checker itself: both styles found, plain braces of the text not confused."""
    assert placeholders("{player} wins: %(prog)s %s {n}") == ["%(prog)s", "%s", "{n}", "{player}"]
    assert placeholders("no placeholder here") == []


def test_the_template_is_not_empty() -> None:
    assert len(template()) > 200


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_entry_is_translated_and_not_fuzzy(code: str) -> None:
    po = polib.pofile(str(po_path(code)))
    entries = {key(e): e for e in po if not e.obsolete}
    missing = [e.msgid for e in template() if key(e) not in entries]
    assert missing == [], f"{code}: not in the .po (run make catalogs): {missing[:5]}"
    assert [e.msgid for e in po.untranslated_entries()] == []
    assert [e.msgid for e in po.fuzzy_entries()] == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_placeholders_are_those_of_the_source(code: str) -> None:
    wrong = []
    for entry in polib.pofile(str(po_path(code))):
        if entry.msgid_plural:
            for n, text in entry.msgstr_plural.items():
                source = entry.msgid if n == 0 else entry.msgid_plural
                # a singular may say the number in words: only the plural must show every placeholder
                if set(placeholders(text)) - set(placeholders(entry.msgid_plural)) or (
                        n > 0 and placeholders(text) != placeholders(source)):
                    wrong.append((entry.msgid, text))
        elif placeholders(entry.msgstr) != placeholders(entry.msgid):
            wrong.append((entry.msgid, entry.msgstr))
    assert wrong == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_plural_forms_are_the_language_s(code: str) -> None:
    """French says 0 and 1 in the singular, German only 1."""
    forms = polib.pofile(str(po_path(code))).metadata["Plural-Forms"]
    assert forms == {"fr": "nplurals=2; plural=(n > 1);", "de": "nplurals=2; plural=(n != 1);"}[code]


def compiled_texts(catalog: Catalog) -> dict[tuple[str | None, object], object]:
    """What a catalog gives gettext: each text (with its context) and its translation,
    plural forms as tuples; the header apart."""
    def frozen(value: object) -> object:
        return tuple(value) if isinstance(value, (list, tuple)) else value
    return {(m.context, frozen(m.id)): frozen(m.string) for m in catalog if m.id and not m.fuzzy}


def headers(catalog: Catalog) -> dict[str, str]:
    """The header's fields but Babel's own version, which a newer Babel writes anew."""
    return {name: value for name, value in catalog.mime_headers if name != "Generated-By"}


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_compiled_catalog_is_not_stale(code: str) -> None:
    """The committed .mo says what `make catalogs` compiles from the .po today: the same
    translations and header (compared as texts, not bytes, so that a newer Babel, which
    writes its version in the header, is not taken for a stale catalog)."""
    with open(po_path(code), "rb") as fh:
        source = read_po(fh, locale=code)
    with open(po_path(code).with_suffix(".mo"), "rb") as fh:
        compiled = read_mo(fh)
    assert compiled_texts(compiled) == compiled_texts(source), f"{code}: the .mo is stale: run make catalogs"
    assert headers(compiled) == headers(source), f"{code}: the .mo's header is stale: run make catalogs"


def test_the_rules_are_packaged_in_each_language() -> None:
    """F1 shows the rules in the player's language: the package's copies are the docs."""
    from importlib import resources

    root = Path(__file__).resolve().parents[2]
    for code in TRANSLATED:
        packaged = root / "src" / "crapette" / "data" / f"rules.{code}.md"
        assert packaged.resolve() == (root / "docs" / f"rules.{code}.md").resolve()
        text = resources.files("crapette").joinpath(f"data/rules.{code}.md").read_text(encoding="utf-8")
        assert text == (root / "docs" / f"rules.{code}.md").read_text(encoding="utf-8")


def test_f1_reads_the_rules_of_the_language_and_english_for_a_missing_one() -> None:
    from crapette.app.dialogs.rules import load_rules

    root = Path(__file__).resolve().parents[2] / "docs"
    assert load_rules("fr") == (root / "rules.fr.md").read_text(encoding="utf-8")
    assert load_rules("de") == (root / "rules.de.md").read_text(encoding="utf-8")
    assert load_rules("xx") == load_rules("en") == (root / "rules.md").read_text(encoding="utf-8")


def _marked_texts(tree: ast.AST) -> list[tuple[int, str | None, str]]:
    """Each literal text the code gives a catalog function: (line, context, text)."""
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
            continue
        args = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None for a in node.args]
        name = node.func.id
        if name in ("_", "N_", "ngettext") and args and args[0] is not None:
            found.append((node.lineno, None, args[0]))
        elif name == "pgettext" and len(args) > 1 and args[0] is not None and args[1] is not None:
            found.append((node.lineno, args[0], args[1]))
    return found


def test_every_marked_text_of_the_code_is_in_the_template() -> None:
    """A text Babel does not extract stays English in every language, silently: a call
    inside an f-string is one (Python 3.11 hands Babel the f-string as one token)."""
    keys = {key(entry) for entry in template()}
    source = Path(LOCALE_DIR).parent
    missing = [f"{path.relative_to(source)}:{line}: {text!r}"
               for path in sorted(source.rglob("*.py"))
               for line, context, text in _marked_texts(ast.parse(path.read_text(encoding="utf-8")))
               if (context, text) not in keys]
    assert missing == []


def test_german_addresses_the_player_one_way() -> None:
    """German says Sie to the player everywhere: the two key helps said du (deine Reserve,
    dein Zug endet) beside prompts that say « nehmen Sie eine Karte »."""
    familiar = re.compile(r"\b(?:[Dd]ein(?:e|er|em|en|es)?|[Dd]u|[Dd]ich|[Dd]ir)\b")
    found = []
    for entry in polib.pofile(str(po_path("de"))):
        for text in [entry.msgstr, *entry.msgstr_plural.values()]:
            found.extend(match.group(0) for match in familiar.finditer(text))
    assert found == []
