"""A pile with its article inside a sentence: French « la maison 1 est vide », « l'écart
de Nord est vide », German „die Ablage von Nord ist leer“ (German declines the article:
it has one as the subject only). The program said « et maison 1 est vide » (the label
form, right in brackets and beside an arrow, wrong in a sentence). Expected texts are
the catalog's sentences filled in by hand."""

from __future__ import annotations

from typing import Any

import pytest

from apphelpers import run_async
from crapette.app.app import make_app
from crapette.engine import Position
from crapette.engine.actions import TURN_ACTION, parse_action
from crapette.engine.priorities import violation_of
from crapette.engine.rules import illegal_reason, legal_actions
from crapette.i18n import set_language
from screentext import screen_text
from crapette.words import say, words_for
from crapette.words.priorities import violation_reason

KINGS = [["KC"], ["KH"], ["KS"], ["KC"], ["KH"], ["KS"]]


def spaced(text: str) -> str:
    """French no-break spaces as plain ones, to compare with a text typed here."""
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def position(houses: list[list[str]], north_discard: list[str]) -> Position:
    obj: dict[str, Any] = {
        "format": "crapette-position/1", "variants": [], "to_move": "south",
        "south": {"reserve": ["9C"], "hand": ["4D"], "hand_card": None, "discard": []},
        "north": {"reserve": ["5S"], "hand": ["3C"], "hand_card": None, "discard": north_discard},
        "houses": houses, "foundations": [[] for _ in range(8)],
    }
    return Position.from_json(obj)


# H1 is empty and South's reserve holds 9♣: turning breaks P3, SR-H1 comes first.
P3_POSITION = [[], ["7H"], *KINGS]


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "P3: your reserve is not empty and house 1 is empty: fill the empty houses from your reserve "
           "before turning a hand card: 9♣ from south's reserve to house 1 (SR-H1)."),
    ("fr", "P3 : votre réserve n'est pas vide et la maison 1 est vide : remplissez les maisons vides depuis "
           "votre réserve avant de retourner une carte du talon : 9♣, réserve de Sud → maison 1 (SR-H1)."),
    ("de", "P3: Ihre Reserve ist nicht leer und Haus 1 ist leer: füllen Sie die leeren Häuser aus Ihrer "
           "Reserve, bevor Sie eine Talonkarte aufdecken: 9♣, Reserve von Süd → Haus 1 (SR-H1)."),
])
def test_p3_names_the_empty_house_as_each_language_does(lang: str, expected: str) -> None:
    set_language(lang)
    pos = position(P3_POSITION, [])
    violation = violation_of(pos, TURN_ACTION, legal_actions(pos))
    assert violation is not None and violation.rule == "P3"
    assert spaced(say(violation.why)) == expected


@pytest.mark.parametrize(("action", "lang", "expected"), [
    # loading onto North's empty discard
    ("SR-ND", "en", "north's discard is empty: you can only load onto a card"),
    ("SR-ND", "fr", "l'écart de Nord est vide : vous ne pouvez charger que sur une carte"),
    ("SR-ND", "de", "die Ablage von Nord ist leer: Sie können nur auf eine Karte aufladen"),
    # taking from North's reserve
    ("NR-H1", "en", "north's reserve belongs to your opponent: you cannot take cards from it"),
    ("NR-H1", "fr", "la réserve de Nord appartient à votre adversaire : vous ne pouvez pas y prendre de cartes"),
    ("NR-H1", "de", "die Reserve von Nord gehört Ihrem Gegner: Sie können davon keine Karten nehmen"),
])
def test_a_refused_move_names_the_pile_as_the_subject(action: str, lang: str, expected: str) -> None:
    set_language(lang)
    pos = position([["8S"], ["7H"], *KINGS], [])
    assert spaced(words_for(illegal_reason(pos, parse_action(action))) or "") == expected


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "your reserve is not empty and house 1 is empty: fill the empty houses"),
    ("fr", "votre réserve n'est pas vide et la maison 1 est vide : remplissez les maisons vides"),
    ("de", "Ihre Reserve ist nicht leer und Haus 1 ist leer: füllen Sie die leeren Häuser"),
])
def test_a_refusal_names_its_rule_once(lang: str, expected: str) -> None:
    """Strict mode's refusal names the rule, then says why without the rule's label: in
    French it read « turn enfreint la règle P3 : P3 : votre réserve… », the label « P3 : »
    (a no-break space before its colon) not being the English "P3: " it looked for."""
    set_language(lang)
    pos = position(P3_POSITION, [])
    violation = violation_of(pos, TURN_ACTION, legal_actions(pos))
    assert violation is not None
    assert spaced(violation_reason(violation)).startswith(expected)


@run_async
async def test_the_french_refusal_on_the_board_names_the_rule_once() -> None:
    """Seed 11, strict: South's A♦ must go to a foundation (P1); t is refused. Found in
    tmux: « turn enfreint la règle P1 : P1 : votre carte de réserve… »."""
    set_language("fr")
    app = make_app(seed=11, new=True, mode="strict")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        text = spaced(" ".join(screen_text(app).split()))
        assert "retourner enfreint la règle P1 : votre carte de réserve peut aller sur une fondation" in text, text
        assert text.count("P1 :") == 1, text


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "S2: no card can go to a foundation, so loading your opponent is mandatory: 6♠ from house 2 onto "
           "north's reserve (H2-NR)."),
    ("fr", "S2 : aucune carte ne peut aller sur une fondation, donc charger l'adversaire est obligatoire : "
           "6♠ de la maison 2 sur la réserve de Nord (H2-NR)."),
    ("de", "S2: keine Karte kann auf einen Grundstapel, also ist das Aufladen Pflicht: 6♠, Haus 2 → Reserve "
           "von Nord (H2-NR)."),
])
def test_s2_names_the_load_as_each_language_does(lang: str, expected: str) -> None:
    """strict-priorities, nothing for a foundation: 6♠ on H2 must load onto North's 5♠.
    German read « 6♠ von Haus 2 auf Reserve von Nord » (no article where German needs
    one); it now says the move as its other rules do, with an arrow."""
    set_language(lang)
    obj: dict[str, Any] = {
        "format": "crapette-position/1", "variants": ["strict-priorities"], "to_move": "south",
        "south": {"reserve": ["9C"], "hand": ["3D"], "hand_card": None, "discard": []},
        "north": {"reserve": ["5S"], "hand": ["3C"], "hand_card": None, "discard": ["QD"]},
        "houses": [["8H"], ["6S"], *KINGS], "foundations": [[] for _ in range(8)],
    }
    pos = Position.from_json(obj)
    violation = violation_of(pos, TURN_ACTION, legal_actions(pos))
    assert violation is not None and violation.rule == "S2"
    assert spaced(say(violation.why)) == expected
