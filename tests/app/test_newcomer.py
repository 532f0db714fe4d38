"""What a new player tripped over (issue 15): keys acting on a hidden board, refusals
without a word, undo reaching into the other player's turn."""

from __future__ import annotations

import re

import pytest

from crapette.app.app import make_app
from crapette.app.dialogs.help import help_text

from crapette.app.widgets.board import Board
from crapette.app.widgets.move_log import MoveLog
from crapette.app.replay import make_replay_app
from crapette.engine import Game, Position, Record

from apphelpers import NEAR_END, board_text, footer_shown, game_screen, run_async
from screentext import screen_text

SIZE = (120, 40)
# Seed 5 (see test_play.py): south starts with A♦ on the reserve, so P1 makes SR-F1
# mandatory; the houses hold 3♦ 5♠ 10♦ Q♦ (H1–H4) and 3♣ 3♦ 4♥ A♣ (H5–H8).


def message(app: object) -> str:
    """The message line(s) under the prompt, as plain text."""
    note = game_screen(app).controller.note
    return "".join(span.text for span in note.spans) if note is not None else ""


@run_async
async def test_no_key_acts_while_the_board_is_hidden() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=(60, 20)) as pilot:
        assert "It needs at least 80×24; this one is 60×20." in board_text(app)
        await pilot.press("t", "x", "r", "f")  # would turn and discard, ending the turn unseen
        assert game_screen(app).game.actions == []
        assert "t turn" not in screen_text(app).splitlines()[-1]  # the footer offers no game key
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert "t turn" in screen_text(app).splitlines()[-1]  # and offers them again
        await pilot.press("t")  # the same key acts once the board shows
        assert [str(a) for a in game_screen(app).game.actions] == ["turn"]


@run_async
async def test_a_destination_that_does_not_take_the_card_says_why() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r", "3")  # A♦ onto H3's 10♦
        assert message(app) == "A♦ does not go on 10♦: houses go down one rank in alternating colours."
        assert "A♦ does not go on 10♦" in board_text(app)
        await pilot.press("f")  # the next key clears it (and plays SR-F1)
        assert message(app) == ""
        assert [str(a) for a in game_screen(app).game.actions] == ["SR-F1"]


@run_async
async def test_turning_twice_picking_a_stuck_card_and_undo_in_stop_mode_say_why() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")  # 3♦ on H1 fits nowhere (no 4 of the other colour, no foundation)
        assert message(app) == "3♦ (house 1) cannot go anywhere now."
        await pilot.press("t", "t")
        assert message(app).startswith("Cannot turn: you already have a turned hand card")
        await pilot.press("u")
        assert message(app).startswith("No undo in stop mode")
        await pilot.press("p")  # nothing picked up: p loads, it picks nothing
        assert message(app) != ""


@run_async
async def test_strict_mode_prompt_never_offers_a_refused_turn() -> None:
    app = make_app(seed=5, new=True, mode="strict")
    async with app.run_test(size=SIZE) as pilot:
        prompt = board_text(app)
        assert "pick a card" in prompt
        assert "t turn" not in prompt  # P1: A♦ must go up first
        await pilot.press("t")
        assert game_screen(app).game.actions == []
        assert message(app).startswith("Cannot turn: turn breaks rule P1")
        await pilot.press("u")
        assert message(app) == "Nothing to undo: no action has been played yet."


@run_async
async def test_hot_seat_undo_takes_back_only_the_movers_own_actions_of_this_turn() -> None:
    app = make_app(seed=5, new=True, mode="strict")
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        end = screen.controller.end_turn_action()
        while screen.game.to_move == 0:  # south plays what strict mode allows until the discard
            allowed = [a for a, v in screen.game.analysis() if v is None]
            screen.play(end if end in allowed else allowed[0])
        await pilot.pause()
        played = [str(a) for a in screen.game.actions]
        assert played[-1] == "SH-SD" and screen.game.to_move == 1
        await pilot.press("u")  # North may not take back South's turn-ending discard
        assert [str(a) for a in screen.game.actions] == played
        assert "the last action was South's" in message(app)
        north = [a for a, v in screen.game.analysis() if v is None][0]
        screen.play(north)  # North's own action of this turn may be taken back
        assert len(screen.game.actions) == len(played) + 1
        await pilot.press("u")
        assert [str(a) for a in screen.game.actions] == played
        assert screen.game.to_move == 1


@run_async
async def test_the_header_keeps_the_number_of_the_last_game_once_the_match_is_over() -> None:
    # NEAR_END: south's last card (2♥) goes up on A♥ and wins the game; a target of 1
    # point ends the match with it, so no game 2 is ever dealt.
    app = make_app(start=Position.loads(NEAR_END), seed=1, target=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r", "f")
        await pilot.pause()
        screen = game_screen(app)
        assert screen.session.match.is_over
        info = board_text(app).splitlines()[1]
        assert "game 1" in info and "game 2" not in info


def label_style(app: object, label: str) -> str:
    """The style of a pile label on the board (e.g. "SR", "F1"), as Rich writes it."""
    board = game_screen(app).query_one(Board)
    for y in range(board.size.height):
        segments = list(board.render_line(y))
        found = re.search(rf"(?<!\w){re.escape(label)}(?!\w)", "".join(s.text for s in segments))
        if found is None:
            continue
        x = 0
        for segment in segments:  # the run that draws the label's first cell (equal styles are one run)
            x += len(segment.text)
            if x > found.start():
                return str(segment.style)
    raise AssertionError(f"no label {label}")


@run_async
async def test_the_last_move_is_marked_until_the_next_action() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=SIZE) as pilot:
        plain_label = label_style(app, "H8")
        await pilot.press("r", "f")  # SR-F1
        assert "underline" in label_style(app, "SR") and "underline" in label_style(app, "F1")
        assert label_style(app, "H8") == plain_label
        await pilot.press("8")  # picking a card up is not an action: the mark stays
        assert "underline" in label_style(app, "SR")
        await pilot.press("f")  # H8-F2: the marks move
        assert "underline" not in label_style(app, "SR") and "underline" not in label_style(app, "F1")
        assert "underline" in label_style(app, "H8") and "underline" in label_style(app, "F2")


@run_async
async def test_the_move_log_wraps_again_after_a_resize() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=(120, 40)) as pilot:  # the log beside the board, 36 columns
        await pilot.press("t", "x")  # "South: K♥ from the hand onto the discard, ending the turn" wraps
        log = game_screen(app).query_one(MoveLog)
        narrow = [strip.text.rstrip() for strip in log.lines]
        assert not any("from the hand onto the discard, ending the turn" in line for line in narrow)  # wrapped
        await pilot.resize_terminal(80, 24)  # the log under the board, the whole width
        await pilot.pause()
        wide = [strip.text.rstrip() for strip in log.lines]
        assert any("from the hand onto the discard, ending the turn" in line for line in wide)
        assert len(wide) < len(narrow)


@run_async
async def test_against_the_computer_the_footer_shows_how_to_quit_at_80x24() -> None:
    app = make_app(seed=5, new=True, vs="computer:3")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "^q quit" in await footer_shown(pilot)


@pytest.mark.parametrize("call", ["Stop!", "Crapette!"])
@run_async
async def test_the_help_at_80_columns_wraps_no_line(call: str) -> None:
    app = make_app(seed=5, new=True, variants=["crapette-call"] if call == "Crapette!" else [])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        text = app.screen.query_one("#help-text")
        lines = help_text(call).count("\n") + 1  # the last, empty line included
        assert text.size.height == lines  # one screen line per line of the text: none wrapped
        assert "…5" in help_text(call)  # the compressed long house is explained


@run_async
async def test_the_header_and_the_replay_start_line_are_not_cut_at_80_columns() -> None:
    app = make_app(start=Position.loads(NEAR_END), seed=1, names=["Annabelle", "Computer (level 3)"])
    async with app.run_test(size=(80, 24)):
        info = board_text(app).splitlines()[1]
        assert "…" not in info and info.rstrip().endswith("game 1")  # whole parts dropped, not a cut one
    game = Game.new(123456789, ["face-down-tableau", "discard-available"])
    replay = make_replay_app(Record.from_game(game))
    async with replay.run_test(size=(80, 24)):
        board = replay.screen.query_one(Board)
        text = "\n".join(board.render_line(y).text for y in range(board.size.height))
        assert "Start position. North moves first." in text


@run_async
async def test_a_letter_the_game_has_no_use_for_says_so() -> None:
    """q (quit in many terminal programs; here ctrl+q) and z (Zank's Pause) did nothing
    at all in the standard game: a newcomer could not tell a dead key from a slow one."""
    app = make_app(seed=5, new=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("q")
        assert message(app) == "q does nothing here: ? lists the keys."
        await pilot.press("z")
        assert message(app) == "z does nothing here: ? lists the keys."
        await pilot.press("O")  # a third seat's reserve: there is none at two seats
        assert message(app) == "O does nothing here: ? lists the keys."
        assert game_screen(app).game.actions == []
        await pilot.press("t")  # a key that acts clears it (t breaks P1 here: stop mode plays it)
        assert "does nothing here" not in message(app)
