"""Issue 27 item 8: German Zank-Patience is told in Wegner's words: Quelle, Ablage,
Randstapel (his Rand), Mitte/Mittestapel (not the standard game's Haus, Grundstapel,
Talon), on the board's prompt, the footer, the hints, the key help and lessons 16–19; and
the glossary maps his Quelle to the source as §12a does. At 10af894 the German Zank board
said „Haus 8“, the footer „f Grundst.“, the hints „Keine Talonkarte ist aufgedeckt“, the
help „Häuser H1–H8 (als Quelle oder als Ziel)“."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from crapette.app.app import make_app
from crapette.app.games.zank import zank_help
from crapette.app.dialogs.hints import HintScreen
from crapette.i18n import set_language

from apphelpers import footer_shown, game_screen, run_async
from screentext import screen_text

#: the standard game's German words for what Wegner calls Rand, Mitte and Quelle
STANDARD_WORDS = re.compile(r"\b(Haus|Hauses|Häuser|Häusern|Grundstapel\w*|Grundst\.|Talon\w*)\b")


def standard_words(text: str) -> list[str]:
    return [line for line in text.splitlines() if STANDARD_WORDS.search(line)]


@pytest.fixture(autouse=True)
def german() -> None:
    set_language("de")


@pytest.mark.parametrize("variants", [("zank-patience",), ("zank-patience", "three-players"),
                                      ("zank-patience", "schikanieren")], ids=lambda v: "+".join(v))
@run_async
async def test_the_zank_table_in_german(variants: tuple[str, ...]) -> None:
    """The board with a card picked up, the footer, the hints and the help."""
    app = make_app(seed=11, new=True, variants=variants)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await footer_shown(pilot)
        game = game_screen(app)
        texts = {"board": screen_text(app)}
        assert "f Mitte" in texts["board"]
        await pilot.press("t")  # a source card taken
        await pilot.pause()
        texts["taken"] = screen_text(app)
        await pilot.press("h")  # and picked up: where it may go
        await pilot.pause()
        texts["picked"] = screen_text(app)
        await pilot.press("escape")
        await app.push_screen(HintScreen(game.game, game.names))
        await pilot.pause()
        texts["hints"] = screen_text(app)
        app.pop_screen()
        assert {where: standard_words(text) for where, text in texts.items() if standard_words(text)} == {}
    said = zank_help(three="three-players" in variants, schikanier="schikanieren" in variants)
    assert standard_words(said) == [] and "Randstapel H1–H8 (zum Nehmen oder als Ziel)" in said


def test_the_zank_lessons_in_german() -> None:
    """Lessons 16–19: their texts, prompts, last lines and the feedback of every action."""
    from test_no_english import lesson_texts

    found = {lesson: standard_words(text) for lesson, text in lesson_texts() if lesson.split()[1].startswith("zank")}
    assert len(found) == 4 and {k: v for k, v in found.items() if v} == {}


def test_the_glossary_maps_his_quelle_to_the_source() -> None:
    """§12a maps Quelle to the source; the glossary said Talon (and hand in English)."""
    docs = Path(__file__).parents[2] / "docs"
    for name, row in (("rules.de.md", "| Quelle | 001 | source / Quelle"), ("rules.md", '| Quelle ("source") | 001 | source'),
                      ("rules.fr.md", "| 001 | source (dans la partie de Wegner")):
        assert row in (docs / name).read_text(encoding="utf-8"), name
    german = (docs / "rules.de.md").read_text(encoding="utf-8")
    assert "| Rand, Randstapel | 001 | houses / Randstapel" in german and "| Mitte, Mittestapel | 001 | foundations / Mittestapel" in german
