"""Which language is spoken: --lang first, then the remembered setting, then the locale
(LANGUAGE, LC_ALL, LC_MESSAGES, LANG, gettext's order); a damaged settings file is
English and one clear line, never a traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from crapette.app.language import next_language
from crapette.app.settings import FORMAT, Settings
from crapette.cli import main
from crapette.cli_language import asked_language
from crapette.i18n import _, choose_language, language, locale_language, ngettext, set_language


@pytest.mark.parametrize(("env", "expected"), [
    ({}, "en"),                                              # nothing set: the source language
    ({"LANG": "fr_FR.UTF-8"}, "fr"),                         # the usual French desktop
    ({"LANG": "de_AT.UTF-8"}, "de"),                         # any German-speaking country
    ({"LANG": "es_ES.UTF-8"}, "en"),                         # a language we do not speak
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LC_ALL": "de_DE", "LANG": "fr_FR"}, "de"),            # LC_ALL outranks LANG
    ({"LC_MESSAGES": "fr_CH@euro", "LANG": "de_DE"}, "fr"),  # LC_MESSAGES outranks LANG; @modifier dropped
    ({"LANGUAGE": "it:de:fr", "LANG": "fr_FR"}, "de"),       # LANGUAGE's first language we speak
    ({"LANGUAGE": "it", "LANG": "fr_FR"}, "fr"),             # none in LANGUAGE: LANG decides
])
def test_the_locale_names_the_language(env: dict[str, str], expected: str) -> None:
    assert locale_language(env) == expected


def test_lang_outranks_the_setting_which_outranks_the_locale() -> None:
    env = {"LANG": "fr_FR.UTF-8"}
    assert choose_language("de", "en", env) == "de"
    assert choose_language(None, "de", env) == "de"
    assert choose_language(None, None, env) == "fr"


@pytest.mark.parametrize(("argv", "expected"), [
    (["play", "--lang", "fr"], "fr"), (["learn", "--lang=de"], "de"), (["play"], None),
    (["play", "--lang", "xx"], None), (["play", "--lang"], None),
    (["replay", "--", "--lang", "fr"], None),  # after --, a file name
])
def test_lang_is_found_before_the_parser_is_built(argv: list[str], expected: str | None) -> None:
    assert asked_language(argv) == expected


def test_the_key_cycles_through_the_languages() -> None:
    assert [next_language(c) for c in ("en", "fr", "de")] == ["fr", "de", "en"]


def test_french_and_german_plurals() -> None:
    """French counts 0 and 1 in the singular, German only 1 (CLDR; gettext's Plural-Forms)."""
    said = {}
    for code in ("fr", "de"):
        set_language(code)
        said[code] = [ngettext("{n} point", "{n} points", n).format(n=n) for n in (0, 1, 2)]
    assert said == {"fr": ["0 point", "1 point", "2 points"], "de": ["0 Punkte", "1 Punkt", "2 Punkte"]}


def test_the_setting_round_trips(tmp_path: Path) -> None:
    settings = Settings(tmp_path)
    settings.language = "de"
    settings.save()
    again = Settings(tmp_path)
    assert again.load() is None and again.language == "de"


@pytest.mark.parametrize("text", ["{not json", '{"format": "other/1"}', f'{{"format": "{FORMAT}", "language": "xx"}}',
                                  "[1, 2]"])
def test_a_damaged_setting_is_english_and_one_message(tmp_path: Path, text: str) -> None:
    (tmp_path / "settings.json").write_text(text, encoding="utf-8")
    settings = Settings(tmp_path)
    note = settings.load()
    assert note is not None and "damaged" in note and settings.language is None
    assert not (tmp_path / "settings.json").exists()  # set aside, not lost
    assert len(list(tmp_path.glob("settings.corrupt-*.json"))) == 1


def test_the_cli_speaks_the_language_asked(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["play", "--lang", "fr", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("usage\u00a0: crapette play")
    assert "jouer contre l'ordinateur" in out and "--lang {en,fr,de}" in out


def test_an_error_in_german_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--lang", "de", "--seed", "x"]) == 2
    err = capsys.readouterr().err
    assert err == "crapette: Argument --seed: 'x' ist keine ganze Zahl (nur Ziffern 0-9) (siehe `crapette play --help`)\n"


def test_the_locale_speaks_when_nothing_is_asked(monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert main(["learn", "--lesson", "999"]) == 2
    assert "il y a" in capsys.readouterr().err and language() == "fr"


def test_the_remembered_language_outranks_the_locale(clean_env: Path, monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    clean_env.mkdir(parents=True)
    (clean_env / "settings.json").write_text(json.dumps({"format": FORMAT, "language": "de"}), encoding="utf-8")
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    main(["learn", "--lesson", "999"])
    assert "es gibt" in capsys.readouterr().err


def test_a_damaged_setting_says_so_once_and_speaks_english(clean_env: Path, monkeypatch: pytest.MonkeyPatch,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    clean_env.mkdir(parents=True)
    (clean_env / "settings.json").write_text("\x00garbage", encoding="utf-8")
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert main(["learn", "--lesson", "999"]) == 2
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 2 and "damaged" in lines[0] and "there are" in lines[1]
    assert "Traceback" not in "".join(lines)


def test_english_is_the_source_text() -> None:
    set_language("en")
    assert _("Why") == "Why"


def test_the_empty_text_stays_empty() -> None:
    """gettext's translation of "" is the catalog's header: a rule without a title must not show it."""
    set_language("fr")
    assert _("") == ""


@pytest.mark.parametrize("argv", [
    ["--lang", "fr", "analyze", "{file}"],   # before the command, as one would type it
    ["analyze", "--lang", "fr", "{file}"],   # after it, as for play
    ["analyze", "{file}", "--lang=fr"],
])
def test_every_command_takes_lang_before_or_after_it(argv: list[str], tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """`crapette --lang fr analyze FILE` used to be refused (« choix invalide : 'fr' »), in
    French: the language was known, the option was not. The JSON error is said in French
    (written by hand from the catalog's wording: line 1, column 1, nothing there)."""
    bad = tmp_path / "empty.json"
    bad.write_text("", encoding="utf-8")
    assert main([word.replace("{file}", str(bad)) for word in argv]) == 2
    assert capsys.readouterr().err == (f"crapette analyze: {bad}: JSON invalide : une valeur était attendue "
                                       "ligne 1, colonne 1\n")


def test_stats_and_selfplay_take_lang(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats", "--lang", "de"]) == 0
    assert capsys.readouterr().out.startswith("Noch kein beendetes Spiel")
    assert main(["--lang", "fr", "selfplay", "--players", "greedy,nobody", "--games", "1", "--no-progress"]) == 2
    assert "joueur inconnu 'nobody' (connus : random, greedy, planner" in capsys.readouterr().err


def test_a_language_we_do_not_speak_is_refused_before_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "es", "play"]) == 2
    assert "argument --lang: invalid choice: 'es' (choose from 'en', 'fr', 'de')" in capsys.readouterr().err
