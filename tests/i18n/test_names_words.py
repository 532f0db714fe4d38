"""Names, Wegner's words, numbers and keys in the player's language (#17). The players
keep their names in English in the save ("South", "Computer (level 3)"); every screen
says them in the player's language (« Sud », „Süd“, « Ordinateur (niveau 3) »). Wegner's
game says his source (« source », „Quelle“), numbers take the language's decimal sign,
keys are named as the keyboards print them. Each expected text is written by hand; each
test failed before its fix.
"""

from __future__ import annotations

import pytest

from crapette.app.app import make_app
from crapette.app.dialogs.game_over import breakdown
from crapette.app.dialogs.resume import describe_save
from crapette.app.save import MatchOptions, MatchSession
from crapette.app.view import spoken_names
from crapette.engine import Outcome
from crapette.words.describe import words_of
from crapette.i18n import _, set_language

from apphelpers import run_async
from screentext import screen_text


@run_async
async def test_the_move_words_and_the_hints_say_sud() -> None:
    """Seed 5: south starts with A♦ on the reserve (see tests/app/test_newcomer.py), so r f
    plays SR-F1, which the move log says « Sud : A♦, réserve → fondation 1 »."""
    set_language("fr")
    app = make_app(seed=5, new=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "f")
        await pilot.pause()
        text = screen_text(app)
        assert "Sud\u00a0: A♦, réserve → fondation" in text, text
        await pilot.press("i")
        await pilot.pause()
        text = screen_text(app)
        assert "Conseils pour Sud" in text, text
        assert "South" not in text and "North" not in text, text


def test_the_three_seat_score_names_the_computers_in_german() -> None:
    """Ruling 23: the winner scores 30 plus both others' counts, 30 + 14 + 44 = 88; the
    counts are said with the players' names as the board shows them."""
    set_language("de")
    south, north, west = 0, 1, 2
    outcome = Outcome("won:south", south, "", (88, 0, 0), (0, 44, 14), ((0, 0, 0), (10, 0, 24), (0, 11, 3)),
                      seats=(south, west, north))
    names = ("South", "Computer (level 4)", "Computer (level 2)")
    said = breakdown(outcome, names)
    assert said.startswith("Süd"), said
    assert "14 (Computer (Stufe 2))" in said and "44 (Computer (Stufe 4))" in said, said
    assert "level" not in said and "South" not in said


def test_the_resume_dialog_names_the_seats_in_french() -> None:
    set_language("fr")
    named = MatchSession.new(MatchOptions(first_seed=7, names=("Ann", "Bob")))
    assert describe_save(named).startswith("Ann (Sud) 0 – Bob (Nord) 0")
    plain = MatchSession.new(MatchOptions(first_seed=7))
    assert describe_save(plain).startswith("Sud 0 – Nord 0")


def test_spoken_names_keep_a_persons_name() -> None:
    set_language("de")
    assert spoken_names(("South", "Computer (level 3)", "West")) == ("Süd", "Computer (Stufe 3)", "West")
    assert spoken_names(("Anne", "North")) == ("Anne", "Nord")


def test_numbers_are_written_as_each_language_writes_them() -> None:
    from crapette.app.computer import ComputerOpponent
    from crapette.i18n import decimal, percent

    expected = {"en": ("0.6", "1.5%", "pace\u00a00.6\u00a0s"), "fr": ("0,6", "1,5\u202f%", "rythme\u00a00,6\u00a0s"),
                "de": ("0,6", "1,5\u00a0%", "Tempo\u00a00,6\u00a0s")}  # the prompt keeps its words together
    for lang, (pace, rate, prompt) in expected.items():
        set_language(lang)
        assert decimal(0.6) == pace and percent(1.5) == rate
        spans = ComputerOpponent("computer:3", 1, 0.6).prompt("Computer (level 3)", None)
        assert prompt in "".join(span.text for span in spans), spans


#: Wegner's move 1 in each language: the source's top card taken (001: "Die oberste Karte
#: von der eigenen Quelle nehmen"; rules.fr.md §12a: « la source »), never a hand turned
TAKEN = {"en": ("takes", "from the source"), "fr": ("prend", "de la source"), "de": ("nimmt", "von der Quelle")}


def test_wegners_game_takes_from_the_source_in_every_language() -> None:
    from crapette.engine import Game
    from crapette.engine.actions import TURN_ACTION
    from crapette.words.describe import describe_action

    before = Game.new(4, ("zank-patience",)).position  # the deal: every source still holds cards
    for lang, (verb, source) in TAKEN.items():
        set_language(lang)
        words = describe_action(before, TURN_ACTION)
        assert f" {verb} " in words and words.endswith(source), (lang, words)
        assert "hand" not in words and "talon" not in words.lower(), (lang, words)


@run_async
async def test_the_german_zank_footer_says_quelle() -> None:
    set_language("de")
    app = make_app(seed=4, new=True, variants=["zank-patience"])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "t Quelle" in footer and "Talon" not in footer, footer


@run_async
async def test_the_computers_prompt_names_the_call_in_french() -> None:
    """While the computer plays, the prompt offers the human the call on its last action:
    « Stop ! », not the English key name (found in tmux). Seed 5: the computer sits
    south and moves first; the test's clock lets it play one action."""
    from crapette.app.computer import ManualClock

    set_language("fr")
    clock = ManualClock()
    app = make_app(seed=5, new=True, vs="computer:3", seat="north", pace=0.5, clock=clock)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        for _ in range(2000):  # the computer thinks in a worker: wait for it, then for its messages
            if clock.pending() or screen.game.actions:  # type: ignore[attr-defined]
                clock.advance(max(clock.pending(), default=0))
            if screen.game.actions:  # type: ignore[attr-defined]
                break
            await app.workers.wait_for_complete()
            await pilot.pause()
        await pilot.pause()
        text = screen_text(app)
        spaced = text.replace("\u00a0", " ").replace("\u202f", " ")
        assert "L'ordinateur (niveau 3) joue… ! « Stop ! »" in spaced and "Stop!" not in text, text


@run_async
async def test_special_keys_are_named_as_the_keyboard_prints_them() -> None:
    """A German keyboard prints Pos1 and Ende on home and end (Textual says "home", "end")."""
    from crapette.app.replay import make_replay_app
    from crapette.engine import Game, Record

    set_language("de")
    game = Game.new(5)
    game.push(game.legal_actions()[0])
    app = make_replay_app(Record.from_game(game))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "Pos1 Anfang" in footer and "Ende Schluss" in footer and "home" not in footer, footer


@run_async
async def test_a_function_key_is_named_as_its_keycap_says() -> None:
    """The lesson list's footer said "f1 rules" (Textual's name); keyboards print F1, as
    our help does."""
    from crapette.app.learn import LearnApp

    app = LearnApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "F1 rules" in footer and "f1" not in footer, footer


def test_the_help_names_keys_as_german_and_french_keyboards_print_them() -> None:
    """German keyboards print Strg and Umschalt, French ones maj (the help said ctrl+q and
    shift+→ in German; the other German texts already said Strg)."""
    from crapette.app.dialogs.help import REPLAY_HELP, help_text

    set_language("de")
    assert "Strg+q" in help_text() and "ctrl" not in help_text()
    assert "Umschalt+→" in _(REPLAY_HELP) and "shift" not in _(REPLAY_HELP)
    set_language("fr")
    assert "maj+→" in _(REPLAY_HELP) and "shift" not in _(REPLAY_HELP)


def test_the_french_help_puts_a_space_before_argparses_colon(capsys: pytest.CaptureFixture[str]) -> None:
    """argparse writes a section's colon itself: « options : » needs the no-break space in
    the translation (« options: » was the one French heading without it)."""
    from crapette.cli import main

    with pytest.raises(SystemExit):
        main(["play", "--lang", "fr", "--help"])
    out = capsys.readouterr().out
    assert "\noptions\u00a0:\n" in out, out[:400]


@pytest.mark.parametrize(("lang", "usage"), [
    ("en", "[--seed SEED] [--record FILE] [--vs computer[:LEVEL]] [--seat SEAT[,SEAT]] [--pace SECONDS]"),
    ("fr", "[--seed GRAINE] [--record FICHIER] [--vs computer[:NIVEAU]] [--seat PLACE[,PLACE]] "
           "[--pace SECONDES]"),
    ("de", "[--seed STARTWERT] [--record DATEI] [--vs computer[:STUFE]] [--seat PLATZ[,PLATZ]] "
           "[--pace SEKUNDEN]"),
])
def test_the_help_names_its_values_in_the_players_language(
        capsys: pytest.CaptureFixture[str], lang: str, usage: str) -> None:
    """The French help said « --record FILE  garder le relevé dans FICHIER »: the names of
    the values (argparse's metavars) are the help's words too; `computer` is typed as is."""
    from crapette.cli import main

    with pytest.raises(SystemExit):
        main(["play", "--lang", lang, "--help"])
    out = " ".join(capsys.readouterr().out.split())  # argparse wraps the usage line
    for part in usage.split("] ["):
        assert part.strip("[]") in out, (part, out[:600])


def test_a_label_and_its_text_are_spaced_as_each_language_spaces_them() -> None:
    """Seed 11: South's reserve card A♦ must go to a foundation (P1). The hint list said
    « Obligatoire : P1: la carte… » in French, an English colon after the rule."""
    from crapette.app.dialogs.hints import gather, hint_prompt
    from crapette.engine import Game
    from crapette.words.explain import hints
    from crapette.i18n import colon

    game = Game.new(11)
    expected = {"en": ("P1: ", ": "), "fr": ("P1\u00a0: ", "\u00a0: "), "de": ("P1: ", ": ")}
    for lang, (rule, said) in expected.items():
        set_language(lang)
        (entry,) = gather(game.position, hints(game))
        assert str(entry.action) == "SR-F1"
        assert rule in hint_prompt(entry, "").plain and colon() == said, lang


def test_a_loaded_pile_has_its_article_in_german() -> None:
    """Schikanieren, seed 21: North moves first; its discard shows 9♦ and South's
    Schikanier pile 10♦, so ND-SR loads it. The log read „auf Schikanierstapel von Süd“:
    German needs the article there, and its gender varies with the pile."""
    from crapette.engine import Game
    from crapette.engine.actions import parse_action
    from crapette.words.describe import describe_action

    game = Game.new(21, ("zank-patience", "schikanieren"))
    load = parse_action("ND-SR")
    assert game.position.to_move == 1 and load in game.legal_actions()
    expected = {"en": "North: 9♦ from discard onto South's Schikanier pile (loading)",
                "fr": "Nord\u00a0: 9♦, écart → tas Schikanier de Sud (chargement)",
                "de": "Nord: 9♦ von der Ablage auf den Schikanierstapel von Süd (Aufladen)"}
    for lang, said in expected.items():
        set_language(lang)
        assert describe_action(game.position, load) == said, lang


def test_a_schikanieren_stalemate_in_german_names_its_pile() -> None:
    """The end of a Schikanieren game tried in tmux (seed 21): Jürgen kept 12 Schikanier
    cards, 20 in the source, none on the discard (12 × 2 + 20 = 44); the computer 9, 8
    and 1 (27). The dialog said „Patt (no play from reserve, hand or discard)“ in English,
    and its table had no column for the Schikanier pile (20 + 0 ≠ 44 on screen).
    Expected text written from the German templates by hand."""
    from crapette.app.dialogs.game_over import score_text
    from crapette.engine.outcome import NO_PLAY_FROM_STOCK

    set_language("de")
    variants = ("zank-patience", "schikanieren")
    options = MatchOptions(variants=variants, names=("Jürgen", "Computer (level 3)"), computers=((1, "computer:3"),))
    session = MatchSession.new(options)
    outcome = Outcome("stalemate", None, NO_PLAY_FROM_STOCK, (0, 17), (44, 27), ((12, 20, 0), (9, 8, 1)))
    assert breakdown(outcome, options.names, words_of(session.game.position)) == (
        "Patt (kein Zug aus Schikanierstapel, Quelle oder Ablage): Jürgen (Süd) zählt 44 Punkte, "
        "Computer (Stufe 3, Nord) 27; Computer (Stufe 3, Nord) erhält die Differenz, 17 Punkte")
    lines = [" ".join(line.split()) for line in score_text(session, outcome, 1).plain.splitlines()]
    assert "Übrige Karten: Schikanierstapel Quelle Ablage Zählwert" in lines, lines
    assert "Jürgen (Süd) 12 20 0 44" in lines and "Computer (Stufe 3, Nord) 9 8 1 27" in lines, lines
