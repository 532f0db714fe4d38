"""French elides *de* and *que* before a vowel: « le tour d'Ordinateur », « qu'Ouest ».

The expected sentences are French grammar, written by hand; the templates are the French
catalog's own (the English source text is the key)."""

from __future__ import annotations

import pytest

from crapette.elision import elide_before
from crapette.i18n import _, set_language


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Ordinateur (niveau 5, Nord)", "Le tour de l'ordinateur (niveau 5, Nord) est fini."),  # its article
        ("Ouest", "Le tour d'Ouest est fini."),
        ("Émile", "Le tour d'Émile est fini."),
        ("Yves", "Le tour d'Yves est fini."),
        ("Sud", "Le tour de Sud est fini."),
        ("Yann", "Le tour de Yann est fini."),  # a y before a vowel is a consonant
        ("Hugo", "Le tour de Hugo est fini."),  # an h is left alone (mute or not depends on the word)
    ],
)
def test_a_french_turn_elides_before_a_vowel(name: str, expected: str) -> None:
    set_language("fr")
    assert _("{player}'s turn is over.").format(player=name) == expected


def test_cards_and_piles_are_not_words() -> None:
    # « de A♦ », « de H1 »: a card or a pile is read as its letters, never elided
    assert elide_before("{n} de {card} et de {pile}", {"card": "A♦", "pile": "H1"}) == "{n} de {card} et de {pile}"


def test_que_and_capitals_elide_too() -> None:
    assert elide_before("De {a}, jusque {b} ; que {c}.", {"a": "Anne", "b": "Ouest", "c": "Irène"}) == (
        "D'{a}, jusqu'{b} ; qu'{c}."
    )


def test_english_and_german_are_untouched() -> None:
    set_language("de")
    german = _("{player}'s turn is over.")
    assert german.format(player="Ordinateur") == german.replace("{player}", "Ordinateur")
    set_language("en")
    assert _("{player}'s turn is over.").format(player="Anne") == "Anne's turn is over."


def test_the_load_explanation_says_suit_and_names_the_pile_grammatically() -> None:
    """The load explanation once read « peut aller sur réserve de Nord » (no article) and,
    in German, „dieselbe Farbe“ (a colour, where loading needs the same suit: Wegner and
    our rules.de.md say Sorte). Texts written by hand from the catalogs' templates."""
    template = "Loading: {card} is the same suit as {top}, one rank away, so it may go on {pile}."
    set_language("fr")
    assert _(template).format(card="D♠", top="V♠", pile="réserve de Nord") == (
        "Chargement\u00a0: D♠ est de la même enseigne que V♠ (réserve de Nord), à un rang d'écart\u00a0: elle peut y aller.")
    set_language("de")
    assert _(template).format(card="D♠", top="B♠", pile="Reserve von Nord") == (
        "Aufladen: D♠ hat dieselbe Sorte wie B♠ (Reserve von Nord) und liegt einen Rang daneben, also darf sie darauf.")
