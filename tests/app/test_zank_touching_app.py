"""Ruling 27 at the table (issue 27, item 3): picking up is touching, a drop where the
card may not lie is put back, a call made while a card is in hand judges the picking up,
and ``v`` shows what each card can do without touching it. The position is the one of
tests/engine/test_zank_touching.py, worked out there by hand."""

from __future__ import annotations

from crapette.app.app import make_app
from crapette.app.games.zank_look import LookScreen
from crapette.engine import Game

from apphelpers import call, game_screen, run_async, showing, text_of
from test_zank_app import actions, zank

SIZE = (120, 40)


def game() -> Game:
    """North's source holds one card: no first turn is pending (inferred)."""
    return zank(south={"hand": ["2D", "3S"], "discard": ["9C"]}, north={"hand": ["7D"], "discard": ["QS"]},
                houses={"H1": ["5H"], "H2": ["TD"], "H3": ["KC"]}, foundations={"F1": ["AH", "2H", "3H", "4H"]})


@run_async
async def test_a_faulty_pick_up_is_recorded_and_the_card_stays_in_hand() -> None:
    app = make_app(start=game(), new=True)
    async with app.run_test(size=SIZE) as pilot:
        g = game_screen(app).game
        await pilot.press("d")  # 9♣: moves 5 and 7.1 only, while move 1 (H1-F1) is possible
        assert actions(g) == ["touch SD"]
        assert "while a lower-numbered move came first" in text_of(app)
        await pilot.press("2")
        assert actions(g) == ["touch SD", "SD-H2"]


@run_async
async def test_a_drop_where_the_card_may_not_lie_is_put_back_unrecorded() -> None:
    app = make_app(start=game(), new=True)
    async with app.run_test(size=SIZE) as pilot:
        g = game_screen(app).game
        await pilot.press("1", "2")  # 5♥ (move 1: no fault) onto 10♦: not one rank down
        assert actions(g) == []
        assert "houses go down" in text_of(app)


@run_async
async def test_a_call_while_a_card_is_in_hand_judges_the_picking_up() -> None:
    """South holds 5♥ (move 1, the lowest possible): North's call judges that touch, the
    beginning of the next move, and is wrong: North misses their next turn."""
    app = make_app(start=game(), new=True)
    async with app.run_test(size=SIZE) as pilot:
        g = game_screen(app).game
        await pilot.press("1")
        assert actions(g) == []
        await call(pilot, "n")
        verdict = app.screen.verdict  # type: ignore[attr-defined]
        assert not verdict.founded and verdict.penalty
        assert actions(g) == ["touch H1", "stop:N"]


@run_async
async def test_v_shows_what_each_card_can_do_and_records_nothing() -> None:
    app = make_app(start=game(), new=True)
    async with app.run_test(size=SIZE) as pilot:
        g = game_screen(app).game
        await pilot.press("v")
        await pilot.pause()
        assert showing(app, LookScreen)
        body = str(app.screen.body)  # type: ignore[attr-defined]
        assert "5♥ (house 1): W1 to F1. Picking it up now is no fault." in body
        await pilot.press("escape")
        assert actions(g) == []


@run_async
async def test_a_call_on_an_earlier_fault_while_the_next_card_is_in_hand_has_no_effect() -> None:
    """South plays 9♣ onto 10♦ (move 5 while move 1 was possible: picking it up is a fault,
    recorded), then picks up the 5♥: the next move has begun, so North's call has no effect."""
    app = make_app(start=game(), new=True)
    async with app.run_test(size=SIZE) as pilot:
        g = game_screen(app).game
        await pilot.press("d", "2", "1")
        assert actions(g) == ["touch SD", "SD-H2"]
        await call(pilot, "n")
        verdict = app.screen.verdict  # type: ignore[attr-defined]
        assert verdict.void and not verdict.penalty
        assert actions(g) == ["touch SD", "SD-H2", "touch H1", "stop:N"]
        assert "has no effect" in app.screen.title_text  # type: ignore[attr-defined]
        assert "no effect, the next move had begun" in text_of(app)  # the log line


@run_async
async def test_a_house_move_that_gains_nothing_is_not_offered() -> None:
    """Seed 11 after SD-H5 (issue 27 item 2): the 9♠ alone on H5 can only fill another
    empty house as it empties its own, no move 3 (ruling 26): picking it up offers no
    house, and says it has no move of the list."""
    app = make_app(variants=["zank-patience"], seed=11, new=True)
    async with app.run_test(size=SIZE) as pilot:
        g = game_screen(app).game
        await pilot.press("d", "5")
        assert actions(g) == ["SD-H5"]
        await pilot.press("5")
        assert actions(g) == ["SD-H5", "touch H5"]  # no move of the list while 7.2 is possible: a fault
        text = text_of(app)
        assert "picked up: no move of the list" in text and "6 to H6" not in text
