"""Wegner's three-player game and Schikanieren in the app (Pilot): a Stop! by a player who
is not to move, the house out of play, a Pause by either player waiting; loading the
opponent's Schikanier pile, playing one's own, a face-down house card turned up; and a
seeded hot-seat playout of each form through the app's controller.

Every position is made by hand; each expected value is worked out from ``001`` (the
German text, quoted) and rulings 23–25, never copied from the engine's output.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from crapette.app.app import make_app
from crapette.app.controller import TableController
from crapette.app.dialogs.hints import HintScreen
from crapette.app.dialogs.pauser import PauseCallerScreen
from crapette.app.dialogs.resume import ResumeScreen
from crapette.app.replay import WhyPanel, make_replay_app
from crapette.app.widgets.piles import OUT_OF_PLAY
from crapette.engine import PASS, TURN, Game, Position, Record

from apphelpers import board_text, call, game_screen, run_async, showing, text_of
from builders import side

SIZE = (120, 40)
THREE = ["zank-patience", "three-players"]
SCHIK = ["zank-patience", "schikanieren"]


def actions(game: Game) -> list[str]:
    return [str(a) for a in game.actions]


# --- three players -------------------------------------------------------------------------

def three(**changes: Any) -> Game:
    """South to move after everyone's first turn: every house in play holds a king (no
    queen is free, so nothing goes on them, and no foundation reaches a queen), H5 left
    play (``null``: "der zuerst geleerte Randstapel scheidet aus", ruling 23). South's
    discard shows 2C and F2 holds AC: "4. Die oberste Karte der eigenen Ablage auf einen
    Mittestapel legen" is possible, so taking a source card (7.2) breaks W4."""
    kings = [["KC"], ["KS"], ["KD"], ["KH"], None, ["KC"], ["KS"], ["KD"], ["KH"]]
    pos: dict[str, Any] = {
        "format": "crapette-position/1", "variants": THREE, "to_move": "south",
        "south": side(hand=["5D", "4D"], discard=["QC", "2C"]),
        "west": side(hand=["8S"], discard=["9S"]), "north": side(hand=["8H"], discard=["9H"]),
        "houses": kings, "foundations": [[], ["AC"]] + [[] for _ in range(6)], "aside": ["JK"],
        "first_turn_pending": [],
    }
    pos.update(changes)
    return Game(Position.from_json(pos), "stop")


@run_async
async def test_a_stop_by_a_player_not_to_move() -> None:
    # South takes a source card (7.2) while 2C could go to F2 (4); west, who is not to
    # move, calls: "Stop ... der Rufer kommt an die Reihe": the card goes back on the
    # source and west plays next (north keeps waiting).
    app = make_app(start=three(), new=True)
    async with app.run_test(size=SIZE) as pilot:
        game = game_screen(app).game
        await pilot.press("t")
        assert actions(game) == ["turn"]
        assert "South or West or North may call" in text_of(app)
        await call(pilot, "w")
        verdict = app.screen.verdict  # type: ignore[attr-defined]
        assert verdict.founded and verdict.caller == 2 and verdict.offender == 0 and verdict.violation.rule == "W4"
        await pilot.press("enter")
        await pilot.pause()
        assert actions(game) == ["turn", "stop:W"]
        assert game.to_move == 2 and "West to play" in text_of(app)
        assert game.position.to_json()["south"]["hand"] == ["5D", "4D"]  # 4D back on the source


@run_async
async def test_a_stop_by_the_mover_at_three_seats() -> None:
    # "(auch der Spieler selber, um anderen zuvorzukommen)": south calls on their own
    # source card; founded, south (the caller) plays on.
    app = make_app(start=three(), new=True)
    async with app.run_test(size=SIZE) as pilot:
        game = game_screen(app).game
        await pilot.press("t")
        await call(pilot, "s")
        await pilot.press("enter")
        await pilot.pause()
        assert actions(game) == ["turn", "stop:S"] and game.to_move == 0


@run_async
async def test_the_house_out_of_play() -> None:
    # H5 left play: it is struck out on the board, and its key names no pile.
    app = make_app(start=three(), new=True)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        assert OUT_OF_PLAY in board_text(app)
        await pilot.press("d", "5")  # 2C picked up; H5 cannot take it: nothing happens but a message
        assert actions(screen.game) == []
        assert screen.check_action("house", (9,)) is not False  # H9 is still a house


@run_async
async def test_the_first_turn_houses_are_on_the_movers_tag() -> None:
    # "jeder beginnt drei Randstapel" (ruling 24: west's own are H4–H6): the mover's tag
    # says so while west's first turn lasts; WD's 4D may start H4 but not H7.
    game = three(to_move="west", first_turn_pending=["west"],
                 houses=[[], [], [], [], [], [], [], [], []], foundations=[[] for _ in range(8)],
                 west={"reserve": [], "hand": ["JD"], "hand_card": None, "discard": ["4D"]})
    app = make_app(start=game, new=True)
    async with app.run_test(size=SIZE) as pilot:
        assert "first turn: H4–H6" in text_of(app)
        await pilot.press("d", "7")  # "Verstöße gegen diese Vorschriften sind ohne weiteres zurückzunehmen"
        assert actions(game) == []  # ruling 27: refused and said, no fault recorded
        assert "first turn" in text_of(app)
        await pilot.press("4")  # the 4♦ is still in hand
        assert actions(game) == ["WD-H4"]


@run_async
async def test_a_pause_by_either_player_waiting() -> None:
    # "Beim Ruf 'Pause' muß der am Zuge befindliche Spieler stillhalten, bis der Rufer
    # 'Weiter' ruft": at three seats z asks who calls; north pauses south, south's keys
    # do nothing, north continues.
    app = make_app(start=three(), new=True)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        assert "z s/n" not in text_of(app) and "z w/n pause (West or North)" in text_of(app)
        await pilot.press("z")
        await pilot.pause()
        assert isinstance(app.screen, PauseCallerScreen)
        await pilot.press("s")  # the mover cannot pause themselves: nothing
        await pilot.pause()
        assert isinstance(app.screen, PauseCallerScreen)
        await pilot.press("n")
        await pilot.pause()
        assert screen.controller.paused_by == 1 and "PAUSE (North): South keeps still" in text_of(app)
        await pilot.press("d", "t")
        assert actions(screen.game) == []
        await pilot.press("z")
        assert screen.controller.paused_by is None and "North continues: South to play" in text_of(app)
        await pilot.press("d", "f")
        assert actions(screen.game) == ["SD-F2"]


# --- Schikanieren --------------------------------------------------------------------------

def schik(**changes: Any) -> Game:
    """South to move in Schikanieren. Every house is a king (built down in suit: "nur
    Karten derselben Sorte in absteigender Folge", and no queen is free), F2 holds AC."""
    pos: dict[str, Any] = {
        "format": "crapette-position/1", "variants": SCHIK, "to_move": "south",
        "south": {"reserve": ["9D", "2C"], "hand": ["9S"], "hand_card": None, "discard": ["6H"]},
        "north": {"reserve": ["QS", "7H"], "hand": ["9D"], "hand_card": None, "discard": ["TC"]},
        "houses": [["KC"], ["KS"], ["KD"], ["KH"], ["KC"], ["KS"], ["KD"], ["KH"]],
        "foundations": [[], ["AC"], [], [], [], [], [], []],
        "houses_face_down": [0] * 8,
    }
    pos.update(changes)
    return Game(Position.from_json(pos), "stop")


@run_async
async def test_play_ones_own_schikanier_card() -> None:
    # 2C on top of south's Schikanier pile goes to F2 (AC): "man darf dessen oberste Karte
    # verwenden wie die der eigenen Ablage", move 4. r picks it up, f sends it; 9D shows.
    app = make_app(start=schik(), new=True)
    async with app.run_test(size=SIZE) as pilot:
        game = game_screen(app).game
        assert "r Schikanier card" in text_of(app)
        await pilot.press("r", "f")
        assert actions(game) == ["SR-F2"]
        assert "2♣ from Schikanier pile to foundation 2" in text_of(app)  # the log and last line in its words
        south_row = next(row for row in board_text(app).splitlines() if " SR " in row)
        assert "9♦" in south_row and south_row.rstrip().endswith(" 1")  # 9D shows, one card left


@run_async
async def test_load_the_opponents_schikanier_pile() -> None:
    # No 2C this time (SR shows 9D): 6H fits no foundation and no king; "Nur auf diesen
    # Stapel darf der Gegner Karten ablegen": onto north's 7H (same suit, one lower) is
    # move 6, the houses all full. d then o loads NR; p (north's discard) does not.
    app = make_app(start=schik(south={"reserve": ["9D"], "hand": ["9S"], "hand_card": None, "discard": ["6H"]}),
                   new=True)
    async with app.run_test(size=SIZE) as pilot:
        game = game_screen(app).game
        await pilot.press("d")
        assert "o load NR" in text_of(app)
        await pilot.press("p")  # north's discard: not a pile to load; refused, no fault (ruling 27)
        assert actions(game) == []
        await pilot.press("o")  # the 6♥ is still in hand
        assert actions(game) == ["SD-NR"]
        assert game.position.to_json()["north"]["reserve"] == ["QS", "7H", "6H"]
        north_row = next(row for row in board_text(app).splitlines() if " NR " in row)
        assert "6♥│  3" in north_row  # the loaded card on top, three cards
        assert "onto North's Schikanier pile (loading)" in text_of(app)


@run_async
async def test_a_face_down_house_card_is_turned_up() -> None:
    # H1 is AD on a face-down 9C: AD goes to a foundation (move 1), and "face-down cards
    # left on top are turned up at once" (ruling 25): H1 then shows 9♣ face up.
    houses = [["9C", "AD"], ["KS"], ["KD"], ["KH"], ["KC"], ["KS"], ["KD"], ["KH"]]
    app = make_app(start=schik(houses=houses, houses_face_down=[1, 0, 0, 0, 0, 0, 0, 0]), new=True)
    async with app.run_test(size=SIZE) as pilot:
        game = game_screen(app).game
        assert "▒▒▒" in board_text(app).split("H1")[0].splitlines()[-1]  # the back shows beside H1
        await pilot.press("1", "f")
        assert actions(game)[0].startswith("H1-F")
        assert game.position.face_down[0] == 0
        line = next(row for row in board_text(app).splitlines() if " H1 " in row)
        assert "9♣" in line and "▒▒▒" not in line


# --- seeded hot-seat playouts through the controller -----------------------------------------

def playout(variants: list[str], seed: int) -> Game:
    """A whole game at one keyboard through the app's controller: each turn takes the
    first action the ladder allows and makes it as a player would, with its keys (t to
    take or turn, a source pile then a target pile), until the game ends or 1500
    actions; every card stays on the table (the pack's count, the joker aside)."""
    game = Game.new(seed, variants, "stop")
    ctrl = TableController(game, ("South", "North", "West")[: game.position.table.seat_count])
    table = game.position.table
    cards = table.pack.size  # the whole pack: two decks (three players: and the joker)
    for _ in range(1500):
        if game.outcome is not None:
            break
        action = next(a for a, v in game.analysis() if v is None)
        before = len(game.actions)
        if action.kind in (TURN, PASS):
            made = ctrl.turn()
        elif action == ctrl.end_turn_action():  # x: the source card onto one's own discard
            made = ctrl.end_turn()
        else:
            if ctrl.selected != action.src:  # (the card just taken from the source is in hand already)
                assert ctrl.press(action.src) is None  # picked up
            made = ctrl.press(action.dst)
            if made is None:  # several announcements fit: the screen would ask; say the first
                made = action if ctrl.announcing else None
                ctrl.announcing = ()
                ctrl.clear()
        assert made == action, (made, action)
        assert ctrl.push(made) is not None
        assert len(game.actions) == before + 1
        pos = game.position
        assert sum(map(len, pos.piles)) + sum(map(len, pos.hands)) + len(pos.aside) == cards
    return game


def test_three_player_playout_through_the_controller() -> None:
    game = playout(THREE, 11)
    assert len(game.actions) > 100


def test_schikanieren_playout_through_the_controller() -> None:
    game = playout(SCHIK, 12)
    assert len(game.actions) > 100


# --- the log line of a judged touch ---------------------------------------------------------

def test_a_judged_touch_says_why_in_the_log() -> None:
    # South picks up H1's king, which goes nowhere (every house a king, no foundation
    # reaches a queen: "Schon das Berühren eines Stapels ... gilt als Beginn eines
    # Zuges"); north calls. The log line of the call says why the touch was a fault.
    from crapette.engine import parse_action
    from crapette.words.describe import describe_game

    from test_zank_app import w4_position

    game = w4_position()
    game.push(parse_action("touch H1"))
    game.push(parse_action("stop:N"))
    line = describe_game(game)[-1][1]
    assert ("founded, touch H1 was a fault: K♣ (house 1) can make no move of the list, and W4 SD-F2 was "
            "possible") in line
    assert line.endswith("North to play")


# --- save and resume, record and replay, hints -----------------------------------------------

@run_async
async def test_save_and_resume_both_forms(data_dir: Path) -> None:
    # The actions are saved and replayed on resume: three players keep the house out of
    # play and whose turn it is; Schikanieren keeps the Schikanier pile played from.
    for start, keys, played in ((three(), ("d", "f"), ["SD-F2"]), (schik(), ("r", "f"), ["SR-F2"])):
        first = make_app(start=start, new=True)
        async with first.run_test(size=SIZE) as pilot:
            await pilot.press(*keys)
            assert actions(game_screen(first).game) == played
        again = make_app()
        async with again.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert showing(again, ResumeScreen)
            await pilot.press("r")
            await pilot.pause()
            game = game_screen(again).game
            assert actions(game) == played and game.to_move == 0  # south plays on after a foundation move
            if game.position.table.seat_count > 2:
                assert OUT_OF_PLAY in board_text(again)
            else:
                assert game.position.to_json()["south"]["reserve"] == ["9D"]


@run_async
async def test_record_and_replay_name_the_steps(tmp_path: Path) -> None:
    # A seeded game of each form, its first turn played with t and x (a source card
    # onto one's own discard, which ends the turn) and recorded; the replay's Why panel
    # names a step of Wegner's ladder (W1–W8) for the last action.
    for variants, seed in ((THREE, 4), (SCHIK, 4)):
        path = tmp_path / f"{len(variants)}-{variants[-1]}.json"
        app = make_app(variants=variants, seed=seed, new=True, record=path)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("t", "x")
            played = actions(game_screen(app).game)
        record = Record.loads(path.read_text(encoding="utf-8"))
        assert list(record.variants) == variants and [str(a) for a in record.actions] == played
        replay = make_replay_app(record)
        async with replay.run_test(size=SIZE) as pilot:
            await pilot.press("end")
            await pilot.pause()
            panel = replay.screen.query_one(WhyPanel)
            why = " ".join(" ".join(str(line.render()) for line in panel.query(".why")).split())
            assert re.search(r"\bW[1-8]", why), why


@run_async
async def test_hints_list_the_step_to_play() -> None:
    # three(): 2C from south's discard to F2 is move 4, the lowest step possible (no
    # house card reaches a foundation, nothing to free or empty): the hint lists it first.
    # schik(): 2C from south's Schikanier pile to F2, move 4 as well.
    for start, first in ((three(), "SD-F2"), (schik(), "SR-F2")):
        app = make_app(start=start, new=True, mode="strict")
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("i")
            await pilot.pause()
            assert isinstance(app.screen, HintScreen)
            assert str(app.screen.entries[0].action) == first and app.screen.entries[0].hint.mandatory


@run_async
async def test_the_help_names_the_new_keys_and_wraps_no_line() -> None:
    # F1/? in each form: Wegner's keys, then the form's own (z then a seat key; r and o
    # for the Schikanier piles), one screen line per text line at 80 columns.
    from crapette.app.games.zank import ZANK_HELP, zank_help

    for start, own in ((three(), "Pause by either player waiting"), (schik(), "load the opponent's Schikanier pile")):
        app = make_app(start=start, new=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("question_mark")
            await pilot.pause()
            shown = zank_help(three=start.position.table.seat_count > 2, schikanier=start.rules.reserve_size > 0)
            assert own in shown and shown.startswith(ZANK_HELP)
            text = app.screen.query_one("#help-text")
            assert text.size.height == shown.count("\n") + 1
