"""``crapette replay``: the Replay model and the ReplayScreen, driven with Pilot.

The records are built by hand from small start positions (notation.md), so every
expected sentence, turn boundary and verdict below was worked out from the rules
(rulings.md, docs/rules.md), not read off the program.

Position A (south to move): south's reserve shows 2♥ over 9♣, F1 holds A♥, H1 8♠,
H2 7♥, the other houses kings; south's hand turns 7♠ then 4♦, north's turns J♥ then 3♣.
South's allowed actions there are SR-F1 (P1 makes it mandatory), H2-H1 (7♥ on 8♠)
and turn, so H2-H1 and turn break P1.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from crapette.app.widgets.board import Board
from crapette.app.replay import Replay, ReplayScreen, WhyPanel, make_replay_app
from crapette.engine import Game, Position, Record, RecordError
from crapette.engine.actions import CRAPETTE_ACTION, STOP_ACTION
from crapette.engine.actions import parse_action as move_of
from crapette.words.explain import explain_step

from apphelpers import run_async

KINGS = ["KC", "KH", "KS", "KC", "KH", "KS"]


def position(south: dict[str, Any], north: dict[str, Any], houses: list[list[str]],
             foundations: dict[int, list[str]] | None = None, variants: list[str] | None = None,
             to_move: str = "south") -> dict[str, Any]:
    def side(d: dict[str, Any]) -> dict[str, Any]:
        return {"reserve": [], "hand": [], "hand_card": None, "discard": []} | d

    found = foundations or {}
    return {
        "format": "crapette-position/1",
        "variants": variants or [],
        "to_move": to_move,
        "south": side(south),
        "north": side(north),
        "houses": houses,
        "foundations": [found.get(i, []) for i in range(1, 9)],
    }


def record(start: dict[str, Any], actions: list[str], mode: str = "stop") -> Record:
    obj = {"format": "crapette-record/1", "variants": start["variants"], "mode": mode, "start": start,
           "players": {"south": "Ann", "north": "Bob"}, "actions": actions, "result": None}
    return Record.from_json(obj)


def pos_a(variants: list[str] | None = None) -> dict[str, Any]:
    return position({"reserve": ["9C", "2H"], "hand": ["TD", "4D", "7S"]},
                    {"reserve": ["QD", "5S"], "hand": ["3C", "JH"]},
                    [["8S"], ["7H"], *[[k] for k in KINGS]], {1: ["AH"]}, variants)


# P2: no reserve card for a foundation, but A♠ on H1 starts any of the eight foundations.
POS_B = position({"reserve": ["9C"], "hand": ["4D"]}, {"reserve": ["5S"], "hand": ["3C"]},
                 [["AS"], ["7H"], *[[k] for k in KINGS]])
# P3: H1 is empty and south's reserve holds 9♣: fill H1 from the reserve before turning.
POS_C = position({"reserve": ["9C"], "hand": ["4D"]}, {"reserve": ["5S"], "hand": ["3C"]},
                 [[], ["7H"], *[[k] for k in KINGS]])
# S2 (strict-priorities): nothing goes to a foundation or can be freed; 6♠ loads on 5♠.
POS_D = position({"reserve": ["9C"], "hand": ["3D"]}, {"reserve": ["5S"], "hand": ["3C"], "discard": ["QD"]},
                 [["8H"], ["6S"], *[[k] for k in KINGS]], variants=["strict-priorities"])


# --- the explanation of each step, on hand-made positions -------------------------------------


def explained(rec: Record, k: int) -> dict[str, list[str]]:
    replay = Replay(rec)
    replay.goto(k)
    out: dict[str, list[str]] = {}
    for kind, text in replay.explanation():
        out.setdefault(kind, []).append(text)
    return out


def test_p1_forced_names_the_card_the_rule_and_that_nothing_else_was_allowed() -> None:
    why = explained(record(pos_a(), ["SR-F1"]), 1)
    assert why["action"] == ["1. SR-F1 — Ann: 2♥ from reserve to foundation 1"]
    assert why["building"] == ["Foundations go up one rank in the same suit: 2♥ goes on A♥."]
    assert why["forced"] == ["Forced: P1, the reserve card goes to a foundation first."]
    assert why["allowed"] == ["It was the only action allowed."]
    assert "violation" not in why and "free" not in why


def test_p2_forced_lists_the_other_foundations() -> None:
    why = explained(record(POS_B, ["H1-F3"]), 1)
    assert why["action"] == ["1. H1-F3 — Ann: A♠ from house 1 to foundation 3"]
    assert why["building"] == ["A♠ is an ace, and an ace starts an empty foundation."]
    assert why["forced"] == ["Forced: P2, an available card that can go to a foundation must go there first."]
    # every other empty foundation took the ace too; turn broke P2
    assert why["allowed"] == ["Also allowed then: H1-F1, H1-F2, H1-F4, H1-F5, H1-F6, H1-F7, H1-F8."]


def test_p3_asks_for_filling_but_forces_nothing_and_a_free_house_move_while_p3_applies() -> None:
    # P3 forbids only turning (issue 27 item 1): SR-H1 is what it asks for before a turn,
    # not a forced move, since 7♥ and every king could go to the empty H1 as well
    asked = explained(record(POS_C, ["SR-H1"]), 1)
    assert asked["building"] == ["Any card may go on an empty house (house 1)."]
    assert "forced" not in asked
    assert asked["free"] == ["A free choice: no priority rule asked for anything else."]
    assert asked["note"] == ["P3 applied (fill the empty houses from the reserve before turning a hand card) and "
                             "asked for this action, but it forbids only this: turning a hand card."]
    assert asked["allowed"] == ["Also allowed then: H2-H1, H3-H1, H4-H1, H5-H1, H6-H1, H7-H1, H8-H1."]
    free = explained(record(POS_C, ["H2-H1"]), 1)
    assert free["free"] == ["A free choice: no priority rule asked for anything else."]
    assert free["note"] == ["P3 applied (fill the empty houses from the reserve before turning a hand card) "
                            "but does not forbid this action."]


def test_a_variant_rule_forces_loading() -> None:
    why = explained(record(POS_D, ["H2-NR"]), 1)
    assert why["action"] == ["1. H2-NR — Ann: 6♠ from house 2 onto North's reserve (loading)"]
    assert why["building"] == ["Loading: 6♠ is the same suit as 5♠, one rank away, so it may go on "
                               "north's reserve."]
    assert why["forced"] == ["Forced: S2, load the opponent's reserve or discard when no card can go to a "
                             "foundation."]
    assert why["allowed"] == ["It was the only action allowed."]


def test_the_only_action_allowed_is_said_once() -> None:
    """South's turned 3♦ fits nowhere and nothing else moves (8♠, 8♣ and the kings have no
    red 9, 10 or queen to meet, 9♣ no red 10, no loading pile is one rank from any card):
    SH-SD is the one action. The Why panel said so twice ("No choice: it was the only
    action allowed." and "It was the only action allowed."); now once."""
    start = position({"reserve": ["9C"], "hand": ["4C"], "hand_card": "3D"}, {"reserve": ["5S"], "hand": ["3C"]},
                     [["8S"], ["8C"], *[[k] for k in KINGS]])
    why = explained(record(start, ["SH-SD"]), 1)
    assert why["free"] == ["No choice: it was the only action allowed."]
    assert "allowed" not in why and "forced" not in why


def test_a_violation_names_the_skipped_mandatory_action_and_the_call_that_follows() -> None:
    why = explained(record(pos_a(), ["H2-H1", "stop"]), 1)
    assert why["building"] == ["Houses go down one rank in the other colour: 7♥ goes on 8♠."]
    assert why["violation"] == ["A priority violation. P1: your reserve card can go to a foundation, and that "
                                "must be played before anything else: 2♥ from south's reserve to foundation 1 "
                                "(SR-F1)."]
    assert why["mandatory"] == ["Mandatory instead: SR-F1."]
    assert why["after"] == ["Bob calls Stop! on it next (action 2)."]
    assert why["allowed"] == ["Allowed then: SR-F1."]


def test_a_violation_nobody_called() -> None:
    why = explained(record(pos_a(), ["H2-H1", "SR-F1"]), 1)
    assert why["after"] == ["Nobody called Stop!, so it stands."]


def test_a_founded_stop_says_what_was_taken_back() -> None:
    why = explained(record(pos_a(), ["H2-H1", "stop"]), 2)
    assert why["action"] == ["2. stop — Bob calls Stop! on Ann's H2-H1"]
    assert why["founded"] == [
        "Verdict: Stop! by Bob is founded: Ann's H2-H1 broke P1 (the reserve card goes to a foundation "
        "first). H2-H1 is taken back and 2♥ from south's reserve to foundation 1 (SR-F1) is played instead. "
        "Ann's turn is over: Bob to play."]
    assert why["building"] == ["The opponent may call on the last action before the next one is made."]
    assert "free" not in why and "allowed" not in why


def test_explain_step_explains_a_call_for_its_caller() -> None:
    """Before the call south is still to move, but the call is north's (engine explain.py)."""
    game = Game(Position.from_json(pos_a()))
    game.push(move_of("H2-H1"))
    step = explain_step(game, STOP_ACTION)
    assert step.player == 1 and step.allowed == ()
    assert step.lines() == ["North calls Stop!.",
                            "The opponent may call on the last action before the next one is made.",
                            "The verdict decides whether the last action broke a priority rule.",
                            "It judges South's last action, H2-H1."]


def test_a_founded_stop_on_the_discard_that_ended_the_turn() -> None:
    """turn and SH-SD both broke P1; north calls Stop! once the turn is over: SH-SD is taken
    back, SR-F1 played, and the turned 7♠ goes to south's discard."""
    why = explained(record(pos_a(), ["turn", "SH-SD", "stop"]), 3)
    assert why["founded"] == [
        "Verdict: Stop! by Bob is founded: Ann's SH-SD broke P1 (the reserve card goes to a foundation "
        "first). SH-SD is taken back and 2♥ from south's reserve to foundation 1 (SR-F1) is played instead. "
        "Ann's turned hand card goes onto their discard. Ann's turn is over: Bob to play."]


def test_an_unfounded_stop() -> None:
    why = explained(record(pos_a(), ["SR-F1", "stop"]), 2)
    assert why["unfounded"] == [
        "Verdict: Stop! by Bob is unfounded: Ann's SR-F1 was allowed. It was the mandatory move itself: "
        "the reserve card to a foundation (P1)."]


def test_early_turn_exempts_the_first_turn_of_a_turn() -> None:
    why = explained(record(pos_a(["early-turn"]), ["turn"]), 1)
    assert "violation" not in why
    assert why["note"] == ["Variant early-turn: turning the hand card as the first action of a turn breaks no "
                           "priority rule (P1, P2 would otherwise apply)."]


def test_the_why_panel_names_the_players_as_the_board_does() -> None:
    """The panel said "North calls Stop! on South's H2-H1" while the status line said
    "Bob (North) to play": the record's names now, in the language spoken (« Sud » where a
    record has none)."""
    from crapette.i18n import set_language

    set_language("fr")
    try:
        why = explained(record(pos_a(), ["H2-H1", "stop"]), 2)
        stop = "«\u00a0Stop\u202f!\u00a0»"  # the catalog's French call, its spaces no-break
        assert why["action"] == [f"2. stop — Bob crie {stop} sur le coup H2-H1 d'Ann"]
        assert why["founded"][0].startswith(f"Verdict\u00a0: {stop} de Bob est fondé\u00a0: H2-H1 d'Ann a enfreint P1")
        obj = record(pos_a(), ["SR-F1"]).to_json()
        del obj["players"]
        assert explained(Record.from_json(obj), 1)["action"] == ["1. SR-F1 — Sud\u00a0: 2♥, réserve → fondation 1"]
    finally:
        set_language("en")


def test_the_start_and_the_end() -> None:
    rec = record(pos_a(), ["SR-F1"])
    start = explained(rec, 0)
    assert start["start"] == ["The record starts from a set position. Ann moves first."]
    assert start["note"] == ["→ plays action 1 (SR-F1); shift+→ a whole turn; ? lists the keys."]
    assert explained(rec, 1)["end"] == ["The record ends here: the game was not finished."]


def test_a_won_game_ends_with_the_score() -> None:
    """South's last card, 2♥ in the reserve, goes up: south wins 30 + north's 2 hand cards
    + 2 × 2 reserve cards = 36."""
    start = position({"reserve": ["2H"]}, {"reserve": ["QD", "5S"], "hand": ["3C", "JH"]},
                     [["8S"], ["7H"], *[[k] for k in KINGS]], {1: ["AH"]})
    end = explained(record(start, ["SR-F1"]), 1)["end"]
    assert end == ["Game over. Ann (South) wins: 30 + 2 hand + 0 discard + 2 × 2 reserve = 36 points."]


def test_a_dealt_game_says_why_its_first_player_starts() -> None:
    """Seed 5 deals south A♦ on the reserve, the lowest card (ruling 2)."""
    obj = {"format": "crapette-record/1", "variants": [], "mode": "stop", "seed": 5, "actions": []}
    start = explained(Record.from_json(obj), 0)["start"]
    assert start == ["Dealt from seed 5. South moves first (the lower reserve card starts)."]


def test_a_stalemate_by_agreement_is_said_at_the_end() -> None:
    obj = record(pos_a(), ["SR-F1"]).to_json()
    obj["result"] = {"outcome": "stalemate", "score": {"south": 0, "north": 0}, "reason": "agreement"}
    rec = Record.from_json(obj)
    assert explained(rec, 1)["end"] == ["The players agreed to end the game as a stalemate here."]
    assert "end" not in explained(rec, 0)


@run_async
async def test_the_status_line_names_the_winner() -> None:
    start = position({"reserve": ["2H"]}, {"reserve": ["QD", "5S"], "hand": ["3C", "JH"]},
                     [["8S"], ["7H"], *[[k] for k in KINGS]], {1: ["AH"]})
    app = make_replay_app(record(start, ["SR-F1"]))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("right")
        assert "Replay · action 1 of 1 · turn 1 · game over: Ann (South) wins" in board_text(app)


# --- turns ------------------------------------------------------------------------------------------

# SR-F1, turn (7♠), SH-SD ends south's turn; north turns J♥ and discards it; south turns 4♦
# and discards it: turns begin after actions 0, 3, 5 and 7.
TURNS = ["SR-F1", "turn", "SH-SD", "turn", "NH-ND", "turn", "SH-SD"]


def test_turn_boundaries_worked_out_by_hand() -> None:
    replay = Replay(record(pos_a(), TURNS))
    assert replay.turn_starts == [0, 3, 5, 7]
    assert [replay.turn(k) for k in range(8)] == [1, 1, 1, 2, 2, 3, 3, 4]


def test_a_call_after_the_turn_ended_belongs_to_that_turn() -> None:
    """After SH-SD north is to move, but north's Stop! comes first: north's turn begins
    after the verdict (action 3), not before it."""
    replay = Replay(record(pos_a(), ["turn", "SH-SD", "stop"]))
    assert replay.turn_starts == [0, 3]


def test_stepping_back_restores_exactly_and_matches_a_fresh_replay() -> None:
    rec = record(pos_a(), TURNS)
    replay = Replay(rec)
    for k in range(len(TURNS) + 1):
        replay.goto(k)
        assert replay.game.position == rec.replay(k).position
    replay.goto(len(TURNS))
    for k in reversed(range(len(TURNS) + 1)):
        replay.goto(k)
        assert replay.game.position.to_json() == rec.replay(k).position.to_json()


def test_an_action_not_allowed_where_it_stands_is_named() -> None:
    with pytest.raises(RecordError, match=r"action 2 'H1-F2' is not allowed here: H1-F2: .*"):
        Replay(record(pos_a(), ["SR-F1", "H1-F2"]))


# --- records of several variants, played by a seeded random player ----------------------------------

VARIANT_SETS = [[], ["discard-available"], ["face-down-tableau"], ["crapette-call"],
                ["strict-priorities", "minimal-freeing"], ["group-moves"], ["early-turn", "false-stop-penalty"],
                ["face-down-reserve", "reserve-11"]]


def random_record(variants: list[str], seed: int, length: int = 80) -> Record:
    """A game of random allowed actions, with a call after about half the violations."""
    game = Game.new(seed, variants)
    rng = random.Random(seed)
    call = CRAPETTE_ACTION if game.rules.crapette_call else STOP_ACTION
    while game.ply < length and not game.is_over:
        if game.can_stop() and game.last_violation() is not None and rng.random() < 0.5:
            game.push(call)
        else:
            game.push(rng.choice(game.legal_actions()))
    return Record.from_game(game)


@pytest.mark.parametrize("variants", VARIANT_SETS, ids=lambda v: "+".join(v) or "standard")
def test_forward_then_back_gives_the_same_position_in_every_variant(variants: list[str]) -> None:
    rec = random_record(variants, 7)
    replay = Replay(rec)
    assert replay.length == len(rec.actions) > 0
    for k in range(replay.length):
        replay.goto(k)
        before = replay.game.position.to_json()
        assert replay.game.position == rec.replay(k).position
        replay.goto(k + 1)
        replay.goto(k)
        assert replay.game.position.to_json() == before


# --- the screen, with Pilot -------------------------------------------------------------------------


def board_text(app: Any) -> str:
    board = app.screen.query_one(Board)
    return "\n".join(board.render_line(y).text for y in range(board.size.height))


def panel_text(app: Any) -> str:
    return "\n".join(str(s.render()) for s in app.screen.query_one(WhyPanel).query(".why") if s.display)


@run_async
async def test_keys_step_forward_and_back_to_the_same_board() -> None:
    rec = record(pos_a(), TURNS)
    app = make_replay_app(rec)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        shots = [(board_text(app), app.replay.game.position.dumps())]
        for _ in range(len(TURNS)):
            await pilot.press("right")
            shots.append((board_text(app), app.replay.game.position.dumps()))
        assert app.replay.at == len(TURNS)
        for k in reversed(range(len(TURNS))):
            await pilot.press("left")
            assert app.replay.at == k
            assert (board_text(app), app.replay.game.position.dumps()) == shots[k]
        assert len({text for text, _ in shots}) == len(shots)  # every step changed the board


@pytest.mark.parametrize(("variants", "seed"), [(["face-down-tableau"], 11), (["crapette-call"], 11),
                                               (["group-moves", "early-turn"], 0)], ids=lambda v: str(v))
@run_async
async def test_keys_forward_and_back_in_variant_games(variants: list[str], seed: int) -> None:
    """20 actions of a seeded game forward with →, then back with ←: the same board and
    the same position JSON at every step (face-down cards, calls, a group move)."""
    rec = random_record(variants, seed, length=20)
    assert any(a.split()[0] in ("stop", "crapette") for a in rec.actions)
    assert "group-moves" not in variants or any(":" in a for a in rec.actions)
    app = make_replay_app(rec)
    async with app.run_test(size=(120, 40)) as pilot:
        shots = [(board_text(app), app.replay.game.position.dumps())]
        for _ in range(rec_len := len(rec.actions)):
            await pilot.press("right")
            shots.append((board_text(app), app.replay.game.position.dumps()))
        for k in reversed(range(rec_len)):
            await pilot.press("left")
            assert (board_text(app), app.replay.game.position.dumps()) == shots[k]
        assert shots[0][1] == rec.initial_game().position.dumps()


@run_async
async def test_shift_arrows_land_on_turn_boundaries_and_home_end() -> None:
    app = make_replay_app(record(pos_a(), TURNS))
    async with app.run_test(size=(120, 40)) as pilot:
        seen = []
        for _ in range(4):
            await pilot.press("shift+right")
            seen.append(app.replay.at)
        assert seen == [3, 5, 7, 7]
        await pilot.press("left", "shift+left")
        assert app.replay.at == 5  # from 6: the start of this turn
        await pilot.press("shift+left")
        assert app.replay.at == 3  # already at a start: the turn before
        await pilot.press("end")
        assert app.replay.at == 7
        assert "Replay · action 7 of 7 · turn 4 · ▲ Bob (North) to play" in board_text(app)
        await pilot.press("home")
        assert app.replay.at == 0
        assert "Replay · start · turn 1 · ▼ Ann (South) to play" in board_text(app)
        assert app.replay.game.position == Position.from_json(pos_a())


@run_async
async def test_the_screen_shows_the_status_the_violation_and_the_verdict() -> None:
    app = make_replay_app(record(pos_a(), ["H2-H1", "stop"]), source="lesson.json")
    async with app.run_test(size=(120, 40)) as pilot:
        text = board_text(app)
        assert "stop mode · standard · Ann v Bob · set position · 2 actions · lesson.json" in text
        assert "Next: 1. H2-H1" in text
        await pilot.press("right")
        text = board_text(app)
        assert "Last: 1. H2-H1  Ann: 7♥ from house 2 to house 1 ✗ breaks P1" in text
        assert app.screen.query_one(WhyPanel).query(".-violation")
        assert "Mandatory instead: SR-F1." in panel_text(app)
        await pilot.press("right")
        assert "Stop! by Bob is founded" in panel_text(app)
        assert "Last: 2. stop  Bob calls Stop! on Ann's H2-H1: founded" in board_text(app)
        assert app.screen.query(".-founded")
        assert "Replay · action 2 of 2 · turn 2 · ▲ Bob (North) to play" in board_text(app)


@run_async
async def test_keys_that_do_nothing_are_greyed_and_help_and_quit_work() -> None:
    app = make_replay_app(record(pos_a(), ["SR-F1"]))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert screen.check_action("back", ()) is None
        assert screen.check_action("forward", ()) is True
        await pilot.press("left")  # disabled: nothing happens
        assert app.replay.at == 0
        await pilot.press("end")
        assert screen.check_action("forward", ()) is None
        assert screen.check_action("start", ()) is True
        await pilot.press("question_mark")
        assert "Crapette replay — keys" in str(app.screen.query_one("#help-text").render())
        await pilot.press("escape")
        assert app.screen is screen
        await pilot.press("q")
    assert app.return_code == 0


def test_the_record_file_round_trips_through_json() -> None:
    """The hand-made records are valid records (what `crapette replay FILE` reads)."""
    rec = record(pos_a(), TURNS)
    again = Record.loads(json.dumps(rec.to_json()))
    assert Replay(again).turn_starts == [0, 3, 5, 7]


def test_a_resignation_is_said_at_the_end() -> None:
    """Issue 27 item 4: a resigned game's record ends with its result, no action: the
    replay says who won by it (the players' names from the record)."""
    obj = record(pos_a(), ["SR-F1"]).to_json()
    obj["result"] = {"outcome": "won:north", "score": {"south": 0, "north": 40}, "reason": "resignation"}
    rec = Record.from_json(obj)
    assert explained(rec, 1)["end"] == ["The game was resigned here: Bob (North) wins."]
