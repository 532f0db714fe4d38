"""What the readers say of a bad file, in the player's language: every refusal a hostile
position or record can draw from `crapette analyze` goes through the catalog (the
pseudo-language alters all of it but the values it quotes), and the json module's
descriptions of a syntax error are said in our words."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from crapette.engine import CrapetteError, Record, load_any
from crapette.engine.safety import JSON_PROBLEMS, json_error
from crapette.words import say
from crapette.i18n import set_language

import pseudo

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "fuzz"))
from checks import POSITION, RECORD
from mutations import mutate

#: the formats' own names, which messages quote as they are (notation.md)
JSON_NAMES = {"format", "variants", "to_move", "south", "west", "north", "reserve", "hand", "hand_card",
              "discard", "houses", "foundations", "aside", "turn_start", "mode", "start", "seed", "players",
              "actions", "result", "stop", "strict", "null"}
#: a value quoted from the file ('…', "…"), which may hold any word
QUOTED = re.compile(r"(?<!\w)'(?:[^'\\]|\\.)*'?|\"(?:[^\"\\]|\\.)*\"?")  # not south's


def refusal(data: bytes) -> str | None:
    """What the reader says of ``data`` (None if it reads and replays)."""
    try:
        loaded = load_any(data)
        if isinstance(loaded, Record):
            loaded.replay()
    except CrapetteError as exc:
        return str(exc)
    return None


@pytest.fixture
def pseudo_language(tmp_path: Path) -> None:
    set_language(pseudo.CODE, pseudo.build(tmp_path / "locale"))


@pytest.mark.parametrize("base", [POSITION, RECORD], ids=["position", "record"])
def test_every_refusal_of_a_hostile_file_goes_through_the_catalog(pseudo_language: None,
                                                                  base: dict[str, object]) -> None:
    """400 variations each (the fuzz tests' mutations): the words of each refusal are
    altered, except the values quoted from the file and the formats' own names. Before:
    "not UTF-8 text", "not valid JSON: Expecting value", "nested deeper than 32 levels"…"""
    refused = 0
    for seed in range(400):
        said = refusal(mutate(base, seed))
        if said is None:
            continue
        refused += 1
        assert pseudo.OPEN in said, (seed, said)
        assert pseudo.unaltered(QUOTED.sub(" ", said), pseudo.ALLOWED | JSON_NAMES) == [], (seed, said)
    assert refused > 300  # most variations are refused: the test looks at something


#: a document for each problem the json module names (CPython 3.11's C scanner and
#: pure-Python decoder say the same nine); the trailing-comma ones are Python 3.13's
BROKEN = {
    "": "Expecting value",
    "[1 2]": "Expecting ',' delimiter",
    '{"a" 1}': "Expecting ':' delimiter",
    "{a: 1}": "Expecting property name enclosed in double quotes",
    '"abc': "Unterminated string starting at",
    '"a\x01"': "Invalid control character at",
    '"\\x"': "Invalid \\escape",
    '"\\u12"': "Invalid \\uXXXX escape",
    "[1] 2": "Extra data",
}


@pytest.mark.parametrize("text", sorted(BROKEN))
def test_each_json_problem_is_said_in_our_words(text: str) -> None:
    with pytest.raises(json.JSONDecodeError) as caught:
        json.loads(text)
    if sys.version_info < (3, 13) or text not in ("[1,]", '{"a":1,}'):
        assert caught.value.msg == BROKEN[text]  # the table's key is what this Python says
    said = say(json_error(caught.value))
    assert said.startswith(f"not valid JSON: {JSON_PROBLEMS[caught.value.msg]} at line 1 column ")


def test_a_json_error_in_french_and_german() -> None:
    """Written from the catalog's wording by hand: '[1 2]' lacks a comma at column 4."""
    with pytest.raises(json.JSONDecodeError) as caught:
        json.loads("[1 2]")
    set_language("fr")
    assert say(json_error(caught.value)) == "JSON invalide\u00a0: une virgule était attendue ligne 1, colonne 4"
    set_language("de")
    assert say(json_error(caught.value)) == "kein gültiges JSON: ein Komma wurde erwartet in Zeile 1, Spalte 4"
    set_language("en")
