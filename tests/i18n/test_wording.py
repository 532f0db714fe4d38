"""Issue 27 item 9: the wording list, each one. French: « À l'ordinateur de jouer », « 2
obligatoires », lower case after a colon, « Cliquez sur », loading « même enseigne »,
« exige l'accord des deux joueurs », the lower count *marque*, one word for the hints
(conseils), « Partie terminée », Wegner's table not « Sa table ». German: aufladen, Runde
for a turn (Zug is a move), « auf Haus 2 », « aus dem Talon auf Grundstapel 1 », « jeden
anderen leeren », no comma before oder, the resume dialog's buttons as its text names
them. English: no "seat 1" jargon, "houses 5 7 8" (not "5 7 8 house"), no "Zoe (South)'s",
a self-call said once, `d` not offered as a pick in the help, two log lines never numbered
alike, the game-over "count" column beside "Points this game". Expected texts written by
hand from the catalogs."""

from __future__ import annotations

import re

from babel.messages.pofile import read_po

from crapette.app.app import make_app
from crapette.app.dialogs.help import help_text
from crapette.app.games.zank import zank_help
from crapette.app.view import possessive
from crapette.engine import Game, Position, parse_action
from crapette.words.describe import describe_action
from crapette.i18n import LOCALE_DIR, _, pgettext, set_language

from apphelpers import NEAR_END, game_screen, run_async
from screentext import screen_text


def msgstrs(lang: str) -> list[tuple[str, str]]:
    """Every (English, translation) of the catalog."""
    with open(LOCALE_DIR / lang / "LC_MESSAGES" / "crapette.po", "rb") as fh:
        catalog = read_po(fh, locale=lang)
    out = []
    for m in catalog:
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strs = m.string if isinstance(m.string, tuple) else (m.string,)
        out += list(zip(ids * len(strs), strs))
    return out


# --- French ----------------------------------------------------------------------------------

def test_french_gives_the_computer_its_article() -> None:
    set_language("fr")
    computer = _("Computer (level {level})").format(level=3)
    assert pgettext("banner", "{player} to play").format(player=computer) == "À l'ordinateur (niveau 3) de jouer"
    assert _("{player} starts.").format(player=computer).startswith("L'ordinateur (niveau 3) ")
    assert _("the turn of {player}").format(player=computer).endswith("de l'ordinateur (niveau 3)")


def test_french_plural_and_words() -> None:
    set_language("fr")
    from crapette.i18n import ngettext

    assert ngettext(", {count} mandatory", ", {count} mandatory", 2).format(count=2) == ", 2 obligatoires"
    french = msgstrs("fr")
    said = "\n".join(text for _english, text in french)
    assert re.search(r"[Cc]liquez (une|la|le|les|votre|l')\b", said) is None  # « Cliquez sur une carte »
    assert re.search(r"\b[Pp]arties? finies?\b", said) is None  # « Partie terminée »
    assert "Sa table" not in said and "[b]La table de Wegner[/b]" in said
    assert not [e for e, t in french if "load" in e.lower() and "même couleur" in t]  # loading: même enseigne
    assert _("hint") == "conseils" and _("Hints for {player}: {count} choice").startswith("Conseils")


def test_french_stalemate_and_score() -> None:
    set_language("fr")
    text = _("A stalemate by agreement needs both players. Each counts 1 per hand and discard card and 2 per "
             "reserve card; the lower count scores the difference.")
    assert text.startswith("Un blocage exige l'accord des deux joueurs.") and "le plus petit compte marque" in text


def test_french_writes_lower_case_after_a_colon() -> None:
    """« Cela enfreint P2 (…) : une carte disponible … » (the lesson's feedback began the
    rule's words with a capital)."""
    from crapette.lessons import attempt, load_lessons

    set_language("fr")
    lesson = next(lesson for lesson in load_lessons() if lesson.id == "foundations")
    feedback = attempt(lesson, lesson.game(), parse_action("turn"))
    breaks = next(line for line in feedback.lines if line.startswith("Cela enfreint"))
    assert re.search(r"\u00a0: [a-zé]", breaks), breaks


# --- German ----------------------------------------------------------------------------------

def test_german_loads_with_aufladen_only() -> None:
    german = msgstrs("de")
    bad = [t for _e, t in german if re.search(r"(?<![Aa]uf)(?<!auf)\b(be)?lad(en|t)\b|\bgeladen\b", t)
           and "Regeln werden geladen" not in t]
    assert bad == []
    set_language("de")
    assert _("load") == "aufladen"


def test_german_says_runde_for_a_turn() -> None:
    """Zug is a move (Wegner's Zug 1–8), Runde a player's turn, as rules.de.md's glossary."""
    set_language("de")
    assert pgettext("banner", "{player} to play").format(player="Süd") == "Süd ist an der Reihe"
    assert _("{player}'s turn is over.").format(player="Süd") == "Die Runde von Süd ist zu Ende."
    for english, german in msgstrs("de"):
        if re.search(r"\bturn\b", english) and not re.search(r"\bmoves?\b", english):
            assert "am Zug" not in german and "Ihr Zug" not in german, german


def test_german_puts_a_card_auf_a_pile() -> None:
    """« 4♥ von Haus 7 auf Haus 2 » (was „nach Haus 2“), « aus dem Talon auf Grundstapel 1 »."""
    set_language("de")
    game = Game.new(5)
    assert describe_action(game.position, parse_action("H7-H2")) == "Süd: 4♥ von Haus 7 auf Haus 2"
    game = Game.new(7)  # the hand's first card goes up: SH-F1
    game.push(parse_action("turn"))
    said = describe_action(game.position, parse_action("SH-F1"))
    assert said.startswith("Süd: ") and said.endswith(" aus dem Talon auf Grundstapel 1"), said
    assert _(" (or any other empty foundation)") == " (oder jeden anderen leeren Grundstapel)"


def test_german_help_has_no_comma_before_oder() -> None:
    set_language("de")
    texts = [help_text(), zank_help(three=True, schikanier=True)]
    assert not [t for t in texts if ", oder" in t]
    assert not [t for _e, t in msgstrs("de") if ", oder " in t]


def test_german_resume_buttons_say_what_the_text_says() -> None:
    from crapette.app.dialogs.resume import ResumeScreen, option_differences
    from crapette.app.save import MatchOptions

    set_language("de")
    dialog = ResumeScreen("x", option_differences(MatchOptions(mode="stop"), MatchOptions(mode="strict"),
                                                  frozenset({"mode"})))
    _title, body, buttons = dialog.words()
    labels = [_(label) for _id, label, _variant in buttons]
    assert "Fortsetzen" in str(body) and "Neues Match" in str(body)
    assert labels[0].startswith("Fortsetzen") and labels[1].startswith("Neues Match"), labels


# --- English ---------------------------------------------------------------------------------

def test_english_possessive_never_follows_brackets() -> None:
    assert possessive("Zoe (South)", "turn") == "the turn of Zoe (South)"
    assert possessive("South", "turn") == "South's turn"


def test_the_help_offers_no_discard_pick_in_the_standard_game() -> None:
    pick = help_text().split("[b]Turn and end[/b]")[0]
    assert "your discard\n" not in pick and "[b]d[/b]  your discard" not in pick


@run_async
async def test_the_banner_the_houses_and_the_game_over_columns() -> None:
    """Seed 5: "▼ South to play ▼" (was "South, seat 1, to play"); the pick prompt says
    "houses 2 5 7 8" (was "2 5 7 8 house", read as eight houses); NEAR_END's end: the cards left
    counted under "count", not a second "points" beside "Points this game"."""
    app = make_app(seed=5, new=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert text.splitlines()[0].strip() == "▼ South to play ▼"
        assert "houses 2 5 7 8" in " ".join(text.split()), text
    app = make_app(start=Position.loads(NEAR_END), seed=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "f")
        await pilot.pause()
        text = screen_text(app)
        assert "count" in text and "Points this game" in text and " points " not in text.split("Cards left:")[1].split("\n")[0]


@run_async
async def test_a_stalemate_agreed_is_no_numbered_log_line() -> None:
    """'66. agree' was numbered as the action before it (66. turn): now a line of its own."""
    from crapette.app.widgets.move_log import MoveLog

    app = make_app(seed=5, new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("7", "2")
        await pilot.pause()
        screen = game_screen(app)
        screen.query_one(MoveLog).remark("Both players agree to a stalemate")
        numbers = [e[0] for e in screen.query_one(MoveLog).entries if isinstance(e, tuple) and e[0]]
        assert numbers == sorted(set(numbers))
        assert " agree " not in screen_text(app).replace("players agree ", "")  # no notation "agree"


def test_a_self_call_is_said_once() -> None:
    """Wegner's game: the mover calls on their own move: "South calls Stop! on their own
    H1-H2", not "South calls Stop! on South's H1-H2"."""
    from crapette.words.describe import verdict_head

    class Verdict:
        caller = offender = 0
        call = "Stop!"
        judged = parse_action("H1-H2")

    set_language("en")
    assert verdict_head(Verdict(), None) == "South calls Stop! on their own H1-H2"  # type: ignore[arg-type]

