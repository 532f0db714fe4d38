"""Issue 27 item 5: ``--ascii`` puts nothing outside ASCII on screen and nothing unreadable.
At 10af894 every dialog had ``?`` down both sides (the thick border's full block had no
stand-in) and ``#####`` edges, « » were ``?``, and German „Süd“ read "Sud" (German writes
"Sued"): the letters a language spells with two are spelled before layout (crapette.ascii_spelling),
the dialogs get ``+-|`` borders, and the driver's one-for-one stand-ins cover the rest."""

from __future__ import annotations

from pathlib import Path

import pytest

from crapette.app.app import make_app
from crapette.app.plain_ascii import to_ascii
from crapette.app.view import seat_label, shown_name
from crapette.i18n import _, pgettext, set_language, set_plain
from crapette.ascii_spelling import plain

from apphelpers import run_async
from screentext import screen_text

SIZE = (80, 24)
SOURCES = Path(__file__).parents[2] / "src" / "crapette"


def test_a_text_is_spelled_in_ascii_as_its_language_does() -> None:
    assert plain("Süd, Größe, ÄÖÜ") == "Sued, Groesse, AeOeUe"
    assert plain("« Stop\u00a0! » et le nœud") == '"Stop\u00a0!" et le noeud'  # the no-break space stays
    assert plain("„Stop!“ — à l'écart…") == '"Stop!" - a l\'ecart...'
    assert plain("↑↓ choose", arrows="haut/bas") == "haut/bas choose"
    assert plain("10♠ ▒▒") == "10♠ ▒▒"  # the suits and the backs: the driver's, one for one


def test_every_character_of_the_program_has_a_readable_stand_in() -> None:
    """Every non-ASCII character in the sources, catalogs, lessons and rules: the driver's
    stand-in is never '?' (the « », „, ß, œ, ↑↓, ✔✘ and the full block were)."""
    found = {char for path in SOURCES.rglob("*") if path.suffix in {".py", ".po", ".md", ".json"}
             for char in path.read_text(encoding="utf-8") if not char.isascii()}
    found -= {"٥"}  # safety.py's docstring: a digit the number check refuses
    assert {char for char in found if to_ascii(char) == "?"} == set()
    assert to_ascii("█▀▄") == "###" and to_ascii("«»„“ß") == '""""s'


def test_the_catalog_spells_plain_ascii_while_asked() -> None:
    set_language("de")
    assert pgettext("seat", "South") == "Süd"
    set_plain(True)
    assert pgettext("seat", "South") == "Sued"
    set_language("fr")  # the language changed: still plain
    assert pgettext("lesson key", "Stop!") == '"Stop\u202f!"' and pgettext("seat", "West") == "Ouest"
    rules = "Rules — ↑↓ PgUp PgDn to scroll, Esc to close"
    assert _(rules) == "Regles - haut/bas Pg prec Pg suiv pour defiler, Echap pour fermer"
    assert shown_name("Jürgen") == "Juergen" and seat_label("Zoë", 0) == "Zoe (Sud)"  # a typed name too
    set_plain(False)
    assert shown_name("Jürgen") == "Jürgen"
    assert pgettext("seat", "South") == "Sud" and _(rules).startswith("Règles — ↑↓")


def shown(app: object) -> str:
    """What the ASCII driver writes for the screen now."""
    return to_ascii(screen_text(app))  # type: ignore[arg-type]


def assert_plain(text: str, where: str) -> None:
    assert text.isascii(), where
    assert "?" not in text.replace("? ", "").replace("?)", ""), (where, text)  # ? is a key: '? help'


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
@run_async
async def test_the_screens_in_ascii(lang: str) -> None:
    """The board, the key help, the hints and the rules in each language, as the driver
    writes them: ASCII, no '?' but the key, the dialogs' sides '|' with '+' corners; German
    spells Sued, French « » as quotes."""
    set_language(lang)
    app = make_app(seed=42, new=True)
    app.ascii = True
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = screen_text(app)
        assert_plain(shown(app), "board")
        assert "\u00a0" not in shown(app)
        if lang == "de":
            assert "Sued" in board and "Sud" not in board.replace("Sued", "")
        for keys in (("question_mark",), ("escape", "i"), ("escape", "R")):
            await pilot.press(*keys)
            await pilot.pause(0.3)
            text = shown(app)
            assert_plain(text, keys)
            dialog = [line for line in text.splitlines()[1:-1] if line.startswith(("|", "+"))]
            assert len(dialog) > 8, (keys, text)
            assert all(line.rstrip().endswith(("|", "+")) for line in dialog), text
            assert "##" not in dialog[0] and "##" not in dialog[-1], text
        if lang == "fr":
            await pilot.press("escape", "question_mark")
            await pilot.pause()
            assert '"Stop !"' in shown(app)


@pytest.mark.parametrize("lang", ["en", "de"])
@run_async
async def test_the_replay_in_ascii(lang: str) -> None:
    """The replay's keys (⇧← for a turn back: shift+<-) and its Why panel."""
    from crapette.app.replay import make_replay_app
    from test_replay import pos_a, record

    set_language(lang)
    app = make_replay_app(record(pos_a(), ["H2-H1", "stop"]))
    app.ascii = True
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("right")
        await pilot.pause()
        text = shown(app)
        assert_plain(text, "replay")
        assert "shift+<-" in text.splitlines()[-1], text
