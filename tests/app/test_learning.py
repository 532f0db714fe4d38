"""Hints (i), undo in strict mode (u, ctrl+z), group moves and Crapette! calls, played
through the real app with Pilot; and every variant started and played a few actions."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from textual.widgets import OptionList

from crapette.app.app import make_app
from crapette.app.dialogs.call import CallDialog as CallScreen
from crapette.app.dialogs.hints import HintScreen
from crapette.app.dialogs.help import HelpScreen
from crapette.app.dialogs.notice import ResumeScreen
from crapette.app.dialogs.verdict import VerdictScreen
from crapette.app.screens.game import GameScreen
from crapette.app.widgets.move_log import MoveLog
from crapette.engine import VARIANTS, Position, Record, Rules, parse_action, parse_card

from apphelpers import board_text, click_pile, game_screen, run_async
from learnhelpers import CRAPETTE_UP, GROUP

SIZE = (120, 40)


def flat(app: object) -> str:
    return " ".join(board_text(app).split())


def logged(app: object) -> list[str]:
    """The notation of every numbered entry of the move log (wrapped lines left out)."""
    lines = [strip.text for strip in game_screen(app).query_one(MoveLog).lines]
    return [line.split()[1] for line in lines if re.match(r"\s*\d+\. ", line)]


# --- hints ----------------------------------------------------------------------------------------


@run_async
async def test_hint_lists_the_mandatory_action_first_and_enter_plays_it() -> None:
    # seed 5, strict: the reserve's A♦ must go up (P1); the eight empty foundations make one entry
    app = make_app(seed=5, new=True, mode="strict")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("i")
        panel = app.screen
        assert isinstance(panel, HintScreen)
        assert [str(h.action) for h in panel.entries] == ["SR-F1"]
        assert len(panel.entries[0].also) == 7  # F2–F8
        assert panel.entries[0].hint.text().startswith("mandatory (P1")
        await pilot.press("enter")
        assert isinstance(app.screen, GameScreen)
        assert [str(a) for a in game_screen(app).game.actions] == ["SR-F1"]
        assert "Last: SR-F1" in flat(app)


@run_async
async def test_hint_in_a_group_position_lists_free_actions_and_escape_plays_nothing() -> None:
    app = make_app(start=Position.loads(GROUP))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("i")
        panel = app.screen
        assert isinstance(panel, HintScreen)
        shown = [str(h.action) for h in panel.entries]
        # P3 (reserve to an empty house) first; the whole run onto 9♦ is among the free choices
        assert shown[:1] == ["SR-H3"] and panel.entries[0].also == (parse_action("SR-H6"),)
        assert "H2:3-H1" in shown and "H2:2-H3" in shown and "turn" not in shown
        await pilot.press("escape")
        assert isinstance(app.screen, GameScreen)
        assert game_screen(app).game.actions == []


@run_async
async def test_hint_names_the_crapette_rules() -> None:
    app = make_app(seed=5, new=True, variants=["crapette-call"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("i")
        assert isinstance(app.screen, HintScreen)
        assert app.screen.entries[0].hint.text().startswith("mandatory (C1")


# --- undo -----------------------------------------------------------------------------------------


@run_async
async def test_undo_restores_the_exact_position_log_and_save(data_dir: Path) -> None:
    app = make_app(seed=5, new=True, mode="strict")
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        assert screen.check_action("undo", ()) is None  # nothing to take back yet: greyed
        await pilot.press("r", "f", "8", "f", "r", "8")  # SR-F1 H8-F2, then SR-H8: H8 filled (P3)
        before = screen.game.position.dumps()
        await pilot.press("t", "8")  # turn a hand card, then pick up H8's card
        assert str(screen.game.last_action()) == "turn" and screen.game.to_move == 0
        await pilot.press("ctrl+z")  # (at one keyboard only the mover's own actions of this turn: test_newcomer.py)
        assert screen.game.position.dumps() == before
        assert [str(a) for a in screen.game.actions] == ["SR-F1", "H8-F2", "SR-H8"]
        assert "Taken back: turn" in flat(app)
        assert logged(app) == ["SR-F1", "H8-F2", "SR-H8"]
    save = json.loads((data_dir / "save.json").read_text())
    assert save["current"]["record"]["actions"] == ["SR-F1", "H8-F2", "SR-H8"]


@run_async
async def test_undo_back_to_the_deal() -> None:
    app = make_app(seed=5, new=True, mode="strict")
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        dealt = screen.game.position.dumps()
        await pilot.press("r", "f", "u")
        assert screen.game.position.dumps() == dealt and screen.game.actions == []
        assert screen.check_action("undo", ()) is None
        await pilot.press("u")  # nothing more to take back
        assert screen.game.position.dumps() == dealt
        assert "No action yet" in flat(app)


@run_async
async def test_undo_is_absent_in_stop_mode() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r", "f")
        screen = game_screen(app)
        assert screen.check_action("undo", ()) is False
        assert "u" not in screen.active_bindings and "ctrl+z" not in screen.active_bindings
        await pilot.press("u", "ctrl+z")
        assert [str(a) for a in screen.game.actions] == ["SR-F1"]


@run_async
async def test_undo_survives_save_and_resume(data_dir: Path, tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    app = make_app(seed=5, new=True, mode="strict", record=record)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r", "f", "8", "f", "u")
    assert Record.loads(record.read_text()).actions == ["SR-F1"]
    again = make_app()
    async with again.run_test(size=SIZE) as pilot:
        assert isinstance(again.screen, ResumeScreen)
        await pilot.press("r")
        screen = game_screen(again)
        assert [str(a) for a in screen.game.actions] == ["SR-F1"]  # the undone H8-F2 stays undone
        await pilot.press("u")
        assert screen.game.actions == []
    assert json.loads((data_dir / "save.json").read_text())["current"]["record"]["actions"] == []


# --- group moves -------------------------------------------------------------------------------------
# (2 then an empty house asking how many, and esc: on the controller, test_table_policy.py)


@run_async
async def test_a_house_onto_a_house_plays_the_group_that_fits() -> None:
    app = make_app(start=Position.loads(GROUP))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("2")
        assert "up to 3 cards" in flat(app) and "1 to H1 (3 cards)" in flat(app)
        await pilot.press("1")  # 8♠ 7♥ 6♣ onto 9♦
        game = game_screen(app).game
        assert [str(a) for a in game.actions] == ["H2:3-H1"]
        assert game.position.piles[7] == []
        assert "Last: H2:3-H1 South: 8♠ 7♥ 6♣ (3 cards) from house 2 to house 1" in flat(app)


@run_async
async def test_enter_or_a_second_click_moves_the_whole_group() -> None:
    app = make_app(start=Position.loads(GROUP))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("2", "6", "enter")
        screen = game_screen(app)
        assert [str(a) for a in screen.game.actions] == ["H2:3-H6"]
        await click_pile(pilot, 11)  # H6
        await click_pile(pilot, 8)  # the empty H3: the question
        assert screen.controller.choosing_count is not None
        await click_pile(pilot, 8)  # again: all of it
        assert [str(a) for a in screen.game.actions] == ["H2:3-H6", "H6:3-H3"]


# --- Crapette! ----------------------------------------------------------------------------------------


@run_async
async def test_crapette_call_is_named_and_judged_end_to_end() -> None:
    app = make_app(seed=5, new=True, variants=["crapette-call"], names=["Ann", "Bob"])
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await pilot.press("7", "2")  # breaks C1: A♦ (reserve) could go up
        call = screen.active_bindings["exclamation_mark"].binding
        assert call.description == "Crapette!" and screen.check_action("stop", ()) is False
        assert "[ ! Crapette! ]" in flat(app) and "Stop!" not in flat(app)
        await pilot.press("exclamation_mark")
        assert isinstance(app.screen, CallScreen)  # a combination may be shown: none here
        await pilot.press("enter")
        assert isinstance(app.screen, VerdictScreen)
        assert str(app.screen.query_one("#dialog-title").render()) == "Crapette! is founded"
        body = str(app.screen.query_one("#dialog-body").render())
        assert "broke C1" in body and "Nothing is taken back (Crapette!)" in body
        assert "Now Bob (North) to play" in body
        await pilot.press("enter")
        assert screen.game.to_move == 1
        assert str(screen.game.actions[-1]) == "crapette"
        assert screen.game.position.piles[0][-1] == parse_card("AD")  # A♦ stays on the reserve
        assert "Bob calls Crapette! on Ann's H7-H2: founded (broke C1); nothing is taken back" in flat(app)  # names (issue 15)
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        assert "Crapette! — the opponent calls it on the last action" in str(app.screen.query_one("#help-text").render())


async def _seed_2_after_sr_h2(pilot: object) -> None:
    """Seed 2, crapette-call: south plays H2-F1, then SR-H2 — breaking none of C1–C3, but
    SR-NR (loading north) would have freed the next reserve card for F2."""
    from textual.pilot import Pilot

    assert isinstance(pilot, Pilot)
    screen = game_screen(pilot.app)
    screen.play(parse_action("H2-F1"))
    screen.play(parse_action("SR-H2"))
    await pilot.pause()
    await pilot.press("exclamation_mark")
    assert isinstance(pilot.app.screen, CallScreen)


@run_async
async def test_crapette_founded_on_a_shown_combination() -> None:
    app = make_app(seed=2, new=True, variants=["crapette-call"])
    async with app.run_test(size=SIZE) as pilot:
        await _seed_2_after_sr_h2(pilot)
        await pilot.press(*"SR-NR SR-F2", "enter")
        assert isinstance(app.screen, VerdictScreen)
        assert app.screen.verdict.founded and app.screen.verdict.violation is None
        body = str(app.screen.query_one("#dialog-body").render())
        assert "The combination SR-NR, SR-F2 (south's reserve to foundation 2) was there to play" in body
        await pilot.press("enter")
        screen = game_screen(app)
        assert str(screen.game.actions[-1]) == "crapette SR-NR SR-F2" and screen.game.to_move == 1
        assert "founded (a combination was missed)" in flat(app)


@run_async
async def test_crapette_with_a_wrong_combination_and_bad_notation() -> None:
    app = make_app(seed=2, new=True, variants=["crapette-call"])
    async with app.run_test(size=SIZE) as pilot:
        await _seed_2_after_sr_h2(pilot)
        await pilot.press(*"SR-XX", "enter")
        assert isinstance(app.screen, CallScreen)  # unreadable: the dialog stays, saying why
        assert "Cannot read the moves" in str(app.screen.query_one("#call-keys").render())
        for _ in range(5):
            await pilot.press("backspace")
        await pilot.press(*"H1-F2", "enter")  # readable, but not a combination that works
        assert isinstance(app.screen, VerdictScreen)
        assert not app.screen.verdict.founded
        assert "The combination shown does not work" in str(app.screen.query_one("#dialog-body").render())


@run_async
async def test_escape_takes_the_crapette_call_back() -> None:
    app = make_app(seed=2, new=True, variants=["crapette-call"])
    async with app.run_test(size=SIZE) as pilot:
        await _seed_2_after_sr_h2(pilot)
        await pilot.press("escape")
        screen = game_screen(app)
        assert isinstance(app.screen, GameScreen)
        assert [str(a) for a in screen.game.actions] == ["H2-F1", "SR-H2"] and screen.game.can_stop()
        assert "No Crapette! called" in flat(app)


@run_async
async def test_the_opponents_visible_card_goes_up_under_crapette_call() -> None:
    app = make_app(start=Position.loads(CRAPETTE_UP))
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        assert "o NR to a foundation" in flat(app)
        assert screen.check_action("opponent", ("discard",)) is None  # Q♣ cannot go up
        await pilot.press("o", "f")
        assert [str(a) for a in screen.game.actions] == ["NR-F2"]
        assert "South: 3♠ from North's reserve to foundation 2" in flat(app)


@run_async
async def test_the_opponents_cards_stay_put_without_crapette_call() -> None:
    standard = Position.loads(CRAPETTE_UP.replace('["crapette-call"]', "[]"))
    app = make_app(start=standard)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        assert screen.check_action("opponent", ("reserve",)) is None
        await pilot.press("o")  # greyed: does nothing
        assert screen.controller.selected is None and "o NR" not in flat(app)
        assert screen.controller.selection_problem(1) == ("North's reserve belongs to North: pick one of your cards first, "
                                               "then load it there (o reserve, p discard).")


@run_async
async def test_help_lists_the_new_keys() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        text = str(app.screen.query_one("#help-text").render())
        assert "hints: every action allowed now" in text
        assert "undo the last action — strict mode only" in text
        assert "Group moves" in text and "Stop! — the opponent calls it" in text and "Crapette!" not in text


# --- every variant ------------------------------------------------------------------------------------


def _with_requirements(name: str) -> list[str]:
    return [name, *sorted(VARIANTS[name].requires)]


#: the variants the app plays: those at the standard table (crapette play refuses the others)
APP_VARIANTS = [name for name in sorted(VARIANTS) if Rules.from_names(_with_requirements(name)).game.name == "standard"]


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["stop", "strict"])
@pytest.mark.parametrize("variant", APP_VARIANTS)
@run_async
async def test_every_variant_plays_from_the_hint_list(variant: str, mode: str) -> None:
    app = make_app(seed=11, new=True, variants=_with_requirements(variant), mode=mode)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        assert variant in flat(app)  # the info line names the variants in force
        for n in range(1, 5):
            await pilot.press("i")
            assert isinstance(app.screen, HintScreen)
            index = app.screen.query_one(OptionList).highlighted  # the best move (best_move.py)
            assert index is not None
            chosen = app.screen.entries[index].action
            await pilot.press("enter")
            assert len(screen.game.actions) == n
            assert screen.game.actions[-1] == chosen
            assert f"Last: {chosen}" in flat(app)
