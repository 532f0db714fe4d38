"""The engine's explanations in the player's language: in the pseudo-language every
sentence of a violation, a Stop! verdict, a stalemate, a refused move is altered (only
notation and card symbols stay); a verdict names the offender in all three languages
instead of saying "your" to whoever reads it."""

from __future__ import annotations

from pathlib import Path

import pytest

from crapette.app.dialogs.verdict import verdict_text
from crapette.engine import Game, Position
from crapette.engine.actions import STOP_ACTION, TURN_ACTION, parse_action
from crapette.engine.outcome import NO_FOUNDATION_PROGRESS, Outcome
from crapette.engine.priorities import violation_of
from crapette.engine.rules import illegal_reason, legal_actions
from crapette.i18n import set_language

import pseudo
from crapette.words import say, words_for
from crapette.words.outcome import seat_breakdown
from crapette.words.verdicts import verdict_sentences

NAMES = ("Ann", "Bob")


@pytest.fixture
def pseudo_language(tmp_path: Path) -> None:
    set_language(pseudo.CODE, pseudo.build(tmp_path / "locale"))


def seed5_stop() -> tuple[Game, Position]:
    """Seed 5: South's reserve card A♦ can go to F1 (P1), South turns instead, North calls
    Stop! — founded (tests/app/test_words.py works the same deal out)."""
    game = Game.new(5)
    before = game.position.copy()
    game.push(TURN_ACTION)
    return game, before


def test_a_violation_is_altered(pseudo_language: None) -> None:
    pos = Game.new(5).position
    violation = violation_of(pos, TURN_ACTION, legal_actions(pos))
    assert violation is not None and violation.rule == "P1"
    assert say(violation.why).startswith("⟦P1")
    assert pseudo.unaltered(say(violation.why)) == []


def test_a_stop_verdict_is_altered(pseudo_language: None) -> None:
    game, _ = seed5_stop()
    verdict = game.push(STOP_ACTION)
    assert verdict is not None and verdict.founded
    # "turn" is the judged action in notation
    assert pseudo.unaltered(verdict_sentences(verdict), pseudo.ALLOWED | {"turn"}) == []


def test_a_stalemate_breakdown_is_altered(pseudo_language: None) -> None:
    # counts 56 and 59: south counts less and scores the difference, 3 (ruling 14)
    outcome = Outcome("stalemate", None, NO_FOUNDATION_PROGRESS, (3, 0), (56, 59), ((20, 10, 6), (20, 13, 6)))
    text = seat_breakdown(outcome)
    assert "56" in text and "59" in text and "3" in text
    assert pseudo.unaltered(text) == []


def test_a_refused_move_is_altered(pseudo_language: None) -> None:
    pos = Game.new(5).position
    reason = words_for(illegal_reason(pos, parse_action("F1-H1")))  # cards never leave a foundation
    assert reason is not None and pseudo.unaltered(reason) == []


def test_the_stop_verdict_names_the_offender_in_every_language() -> None:
    # the P1 text in its third-person form, with the offender's name (Ann sits South);
    # the second-person forms ("your", « votre », „Ihre“) must not show
    expected = {
        "en": ("Ann's reserve card can go to a foundation", ("your",)),
        "fr": ("la carte de réserve d'Ann peut aller sur une fondation", ("votre", " vous ")),
        "de": ("die Reservekarte von Ann kann auf einen Grundstapel", ("Ihre", " Sie ")),
    }
    for code, (said, never) in expected.items():
        set_language(code)
        game, before = seed5_stop()
        verdict = game.push(STOP_ACTION)
        assert verdict is not None
        text = verdict_text(verdict, NAMES, "…", before).plain
        assert said in text, (code, text)
        assert not any(word in text for word in never), (code, text)
        # the engine's own reason stays addressed to the player to move (CLI, analysis)
        assert "Ann" not in say(verdict.why)
    set_language("en")


def zank_seed10_stop() -> tuple[Game, Position]:
    """Zank-Patience, seed 10: South's discard shows A♣, which goes to F1 (move 4); South
    plays SD-H8 instead (move 5, a higher number) and North calls Stop! — founded (W4)."""
    game = Game.new(10, ["zank-patience"])
    before = game.position.copy()
    game.push(parse_action("SD-H8"))
    return game, before


def test_a_zank_verdict_is_altered(pseudo_language: None) -> None:
    game, _ = zank_seed10_stop()
    verdict = game.push(parse_action("stop:N"))
    assert verdict is not None and verdict.founded and verdict.violation is not None
    assert verdict.violation.rule == "W4"
    assert pseudo.unaltered(say(verdict.why)) == []


def test_the_zank_verdict_names_the_offender() -> None:
    # Wegner's words in German: the Ablage, the Mitte (the foundations)
    expected = {
        "en": "W4: Ann's discard's top card can go to a foundation (move 4)",
        "fr": "W4\u00a0: la carte du dessus de l'écart d'Ann peut aller sur une fondation (coup 4)",
        "de": "W4: die oberste Karte der Ablage von Ann kann in die Mitte (Zug 4)",
    }
    for code, said in expected.items():
        set_language(code)
        game, before = zank_seed10_stop()
        verdict = game.push(parse_action("stop:N"))
        assert verdict is not None
        text = verdict_text(verdict, NAMES, "…", before, takes_back=True).plain
        assert said in text, (code, text)
    set_language("en")


@pytest.mark.parametrize("text", [
    '{"format": "crapette-position/1", "to_move": "east"}',  # 'to_move' must be 'south' or 'north'
    '{"format": "crapette-position/1", "to_move": "south", "variants": ["foo"]}',  # unknown variant
    '{"format": "crapette-position/1", "to_move": "south", "south": []}',  # 'south' must be an object
    '[1, 2]',  # a position must be a JSON object
])
def test_a_bad_position_is_explained_through_the_catalog(pseudo_language: None, text: str) -> None:
    """What `crapette analyze` prints for a bad position file: the words altered, the JSON
    names and values it quotes kept ('to_move', 'south', 'foo' and the variant list)."""
    from crapette.engine import CrapetteError
    from crapette.engine.ruleset import VARIANTS

    with pytest.raises(CrapetteError) as caught:
        Position.loads(text)
    message = str(caught.value)
    assert pseudo.OPEN in message, message
    json_words = {"to_move", "south", "north", "east", "foo", "reserve", "hand", "hand_card", "discard"}
    variant_words = {word for name in VARIANTS for word in pseudo.tokens(name)}  # the list of known variants
    assert pseudo.unaltered(message, pseudo.ALLOWED | json_words | variant_words) == [], message


def test_the_selfplay_summary_is_said_through_the_catalog(pseudo_language: None) -> None:
    from rich.console import Console

    from crapette.selfplay import run_selfplay

    summary = run_selfplay(2, ("random", "random"), seed=3, progress=False)
    console = Console(width=200, record=True)
    console.print(summary.table())
    text = console.export_text()
    assert pseudo.unaltered(text, pseudo.ALLOWED | {"random"}) == [], text


def test_the_log_line_of_a_verdict_spaces_its_semicolons_in_french() -> None:
    """Seed 5 (above): South turns instead of A♦ to F1, North calls, founded: SR-F1 is
    played instead and North moves. The log read « … joué à la place; à Bob de jouer »:
    the clause joined in code had the English semicolon; the catalog's text has French's."""
    from crapette.words.describe import describe_verdict

    set_language("fr")
    game, _ = seed5_stop()
    verdict = game.push(STOP_ACTION)
    assert verdict is not None
    line = describe_verdict(verdict, NAMES)
    assert line.endswith("\u00a0: fondé (P1)\u202f; SR-F1 joué à la place\u202f; à Bob de jouer"), line
    set_language("en")
    assert describe_verdict(verdict, NAMES).endswith(": founded (P1); SR-F1 played instead; Bob to play")
