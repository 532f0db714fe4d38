"""The computer players in Wegner's Zank-Patience (``001``, ruling 24): the planner's own
path through his ladder agrees with the engine's, its evaluation values what his game
is about, the levels break steps and call Stop! as his rules make it pay, and
self-play runs every kind of player to the end, paired, with records that replay.

Everything is seeded; the planner's tests pass a clock that never moves, so the node
budget alone decides its play (nothing depends on the machine's load).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from crapette.bots import GreedyPlayer, LeveledPlayer, PlannerPlayer, clean_actions, make_player
from crapette.bots.calls import first_call
from crapette.bots.evaluation import Weights
from crapette.bots.levels import Level
from crapette.bots.search import Search
from crapette.bots.selfcall import author_of_last, may_call, own_call_pays
from crapette.bots.zank import (CUTOFF, END, TURNING, ZankWeights, deliberate_breaks, evaluate_zank, expected_run,
                                zank_clean_actions)
from crapette.engine import Game, Position, Record, parse_action, parse_card, priorities
from crapette.engine.actions import TURN
from crapette.engine.piles import seat_name
from crapette.selfplay import play_game, record_name, run_selfplay

ZANK = ("zank-patience",)
FORMS = [ZANK, ("zank-patience", "one-deck"), ("zank-patience", "zank-advanced")]
KINGS = [["KC"], ["KS"], ["KD"], ["KH"], ["KC"], ["KS"], ["KD"], ["KH"]]


def frozen() -> float:
    """A clock that never moves: no deadline is ever reached."""
    return 0.0


def zank_game(south: dict[str, Any], north: dict[str, Any], houses: list[list[str]],
              foundations: dict[int, list[str]] | None = None, mode: str = "stop") -> Game:
    """A hand-made two-deck Zank position, South to move (the notation's position JSON)."""
    def side(value: dict[str, Any]) -> dict[str, Any]:
        return {"reserve": [], "hand": [], "hand_card": None, "discard": []} | value

    found = [list((foundations or {}).get(i, [])) for i in range(1, 9)]
    obj = {"format": "crapette-position/1", "variants": list(ZANK), "to_move": "south", "south": side(south),
           "north": side(north), "houses": houses, "foundations": found}
    return Game(Position.from_json(obj), mode)


# --- the planner's path through the ladder ------------------------------------------------


@pytest.mark.parametrize("variants", FORMS, ids=["two-decks", "one-deck", "advanced"])
def test_the_planners_clean_actions_are_the_engines(variants: tuple[str, ...]) -> None:
    """``zank_clean_actions`` asks the ladder only down to the first possible step; the
    engine's judge asks every step: the same list at every position of greedy games."""
    checked = 0
    for seed in range(4):  # games end sooner since move 3 must gain a house
        game = Game.new(seed, variants)
        greedy = GreedyPlayer(seed)
        while not game.is_over and game.ply < 400:
            pos, legal = game.position, game.legal_actions()
            assert zank_clean_actions(pos, legal) == priorities.clean_actions(pos, legal)
            checked += 1
            game.push(greedy.choose(game))
    assert checked > 400


def test_the_fast_search_finds_the_plan_of_game_push_and_pop() -> None:
    """Zank's moves done on the piles directly (the fast path) and through Game.push/pop
    find the same plan."""
    game = Game.new(7, ZANK)
    greedy = GreedyPlayer(1)
    checked = 0
    while not game.is_over and checked < 8:
        if len(clean_actions(game)) > 1:
            plans = [[a for _, a in Search(game.position.copy(), Weights(), 300, fast=fast).run()]
                     for fast in (True, False)]
            assert plans[0] == plans[1] and plans[0]
            checked += 1
        game.push(greedy.choose(game))
    assert checked == 8


# --- the evaluation ---------------------------------------------------------------------------


def test_the_expected_run_of_source_cards() -> None:
    # e + (e + 1)·p / (1 - p): with p = 1/2, each failure comes with one success on average
    assert expected_run(0, 0.5, 0.85) == pytest.approx(1.0)  # 1 success before the 1st failure
    assert expected_run(2, 0.5, 0.85) == pytest.approx(2 + 3)  # 2 empty houses, 3 successes before the 3rd failure
    assert expected_run(0, 0.0, 0.85) == 0.0  # nothing fits: the first card ends the turn
    assert expected_run(0, 0.99, 0.85) == pytest.approx(0.85 / 0.15)  # the chance is capped


def test_before_a_source_card_each_empty_house_is_worth_more_than_a_discard_card() -> None:
    # South: 3 source cards + 1 discard = 4; North: 1 + 1 = 2, so the cards count 2 - 4 = -2.
    # With no unseen counts the chance is 1/2: H8 empty, expected_run(1, 1/2) = 1 + 2 = 3.
    w = ZankWeights()
    houses = [*KINGS[:7], []]
    game = zank_game({"hand": ["2D", "3D", "4D"], "discard": ["9C"]}, {"hand": ["9S"], "discard": ["8H"]}, houses)
    assert evaluate_zank(game.position, 0, TURNING, w) == pytest.approx(-2 + 3)
    # mid-sequence (CUTOFF) the cards alone count
    assert evaluate_zank(game.position, 0, CUTOFF, w) == -2


def test_before_a_source_card_a_known_card_that_fits_nowhere_ends_the_run() -> None:
    # Every house a king (takes only a queen), no foundation started (takes only aces),
    # North's discard 8H takes only the 7H or 9H; the cards count 2 - 3 = -1. A known 5D
    # fits nowhere and no house is empty: it ends the turn, run 0. A known AS goes to a
    # foundation, and so does the 9H onto North's discard (7.2): 1 + expected_run(0, 1/2) = 2.
    w = ZankWeights()
    game = zank_game({"hand": ["2D", "5D"], "discard": ["9C"]}, {"hand": ["9S"], "discard": ["8H"]}, KINGS)
    pos = game.position
    assert evaluate_zank(pos, 0, TURNING, w, next_card=parse_card("5D")) == pytest.approx(-1)
    assert evaluate_zank(pos, 0, TURNING, w, next_card=parse_card("AS")) == pytest.approx(-1 + 2)
    assert evaluate_zank(pos, 0, TURNING, w, next_card=parse_card("9H")) == pytest.approx(-1 + 2)


def test_the_planner_takes_a_source_card_before_filling_empty_houses_from_its_discard() -> None:
    # H7 and H8 empty, the other houses kings; South's discard 9C 5H (5H on top) fits
    # nothing but an empty house, so move 7 offers SD-H7, SD-H8 (7.1) or turn (7.2).
    # Each 7.1 gains a card but spends an empty house: turn now is worth e(2) = 2 + 3p/(1-p),
    # SD-H7 then turn 1 + e(1) = 2 + 2p/(1-p), both discard cards out then turn 2 + p/(1-p):
    # turn is best whenever some unseen card fits somewhere (p > 0: the aces do).
    houses = [*KINGS[:6], [], []]
    game = zank_game({"hand": ["2D", "3D", "4D"], "discard": ["9C", "5H"]}, {"hand": ["9S"], "discard": ["8S"]},
                     houses)
    assert sorted(str(a) for a in clean_actions(game)) == ["SD-H7", "SD-H8", "turn"]
    assert str(PlannerPlayer(0, clock=frozen).choose(game)) == "turn"


def test_at_the_end_of_the_turn_the_opponents_opening_counts() -> None:
    # North's discard shows 2C and F1 holds AC: North's turn opens with move 4 (SD-F1 for
    # them), - opp_opening. The table takes the aces (always), the 2C and the queens of the
    # kings (QH QD on black kings, QC QS on red ones): 4 + 1 non-ace cards → - receptive × 5.
    w = ZankWeights()
    game = zank_game({"hand": ["2D"], "discard": ["9C"]}, {"hand": ["9S"], "discard": ["2C"]}, KINGS, {1: ["AC"]})
    expected = (2 - 2) - w.opp_opening - w.receptive * 5
    assert evaluate_zank(game.position, 0, END, w) == pytest.approx(expected)


# --- Stop! by the mover: only when it pays ----------------------------------------------------


def placed_on_own_discard() -> Game:
    """South holds 2C from the source while H1's 3D takes it (7.2: a non-empty house before
    one's own discard) and puts it on the own discard: W7.2 broken, and the turn ends."""
    houses = [["3D"], *KINGS[1:]]
    game = zank_game({"hand": ["JD"], "hand_card": "2C", "discard": ["TS"]}, {"hand": ["9S"], "discard": []}, houses)
    game.push(parse_action("SH-SD"))
    return game


def test_a_fault_that_ended_the_own_turn_is_called_by_its_author() -> None:
    game = placed_on_own_discard()
    assert game.to_move == 1 and author_of_last(game) == 0 and game.last_violation() is not None
    assert own_call_pays(game, 0) and may_call(game, 0)
    assert GreedyPlayer(0).wants_stop(game, 0) == 0.0
    # South is asked first (the author, in order of play) and calls on itself: taken back,
    # South plays on and places the 2C on the 3D
    call = first_call(game, {0: GreedyPlayer(0), 1: GreedyPlayer(1)})
    assert call is not None and call.seat == 0
    verdict = game.push(call.action)
    assert verdict is not None and verdict.founded and verdict.caller == verdict.offender == 0
    assert game.to_move == 0 and str(clean_actions(game)[0]) == "SH-H1"


def test_a_deliberate_break_is_left_to_the_opponent() -> None:
    # South's discard 2C could go to F1 (AC, move 4); South takes a source card instead
    # (7.2): W4 broken, but South plays on: calling on it would only undo its own choice.
    game = zank_game({"hand": ["5D", "4D"], "discard": ["QC", "2C"]}, {"hand": ["9S"], "discard": []}, KINGS,
                     {2: ["AC"]})
    assert "turn" in [str(a) for a in deliberate_breaks(game.position, [parse_action("turn")])]
    game.push(parse_action("turn"))
    assert game.last_violation() is not None and game.to_move == 0
    assert not may_call(game, 0) and may_call(game, 1)
    assert GreedyPlayer(0).wants_stop(game, 0) is None and GreedyPlayer(1).wants_stop(game, 1) == 0.0
    call = first_call(game, {0: GreedyPlayer(0), 1: GreedyPlayer(1)})
    assert call is not None and call.seat == 1


def test_no_call_on_an_action_that_broke_nothing() -> None:
    # SD-F2 is move 4 itself: a call would be wrong and cost the caller a turn
    game = zank_game({"hand": ["5D", "4D"], "discard": ["QC", "2C"]}, {"hand": ["9S"], "discard": []}, KINGS,
                     {2: ["AC"]})
    game.push(parse_action("SD-F2"))
    sure = Level(9, "", "greedy", 0.0, 1.0, (0.0, 0.0))
    for seat in (0, 1):
        assert LeveledPlayer(GreedyPlayer(seat), sure, seat).wants_stop(game, seat) is None
        assert make_player("random", seat).wants_stop(game, seat) in (None, 0.0)
    assert make_player("random", 0).wants_stop(game, 0) is None  # never on itself without a fault


def test_deliberate_breaks_never_end_the_own_turn_nor_move_between_houses() -> None:
    # South holds 2C; 3D (H1) takes it (7.2): its violations are 2C onto an empty house?
    # none here (every other house a king), and 2C onto its own discard, which ends the turn.
    houses = [["3D"], *KINGS[1:]]
    game = zank_game({"hand": ["JD"], "hand_card": "2C", "discard": ["TS"]}, {"hand": ["9S"], "discard": []}, houses)
    bad = [a for a, v in game.analysis() if v is not None]
    assert [str(a) for a in bad] == ["SH-SD"]
    assert deliberate_breaks(game.position, bad) == []


def test_a_sloppy_level_breaks_a_step_on_purpose_and_plays_on() -> None:
    sloppy = LeveledPlayer(GreedyPlayer(0), Level(9, "", "greedy", 1.0, 0.0, (1.0, 1.0)), 5)
    game = zank_game({"hand": ["5D", "4D"], "discard": ["QC", "2C"]}, {"hand": ["9S"], "discard": []}, KINGS,
                     {2: ["AC"]})
    action = sloppy.choose(game)
    assert game.violation(action) is not None and action.dst != game.position.table.discard_of[0]
    game.push(action)
    assert game.to_move == 0 and sloppy.wants_stop(game, 0) is None


# --- self-play ----------------------------------------------------------------------------------

PAIRS = [("random", "greedy"), ("planner", "computer:1"), ("computer:2", "computer:3"), ("computer:4", "computer:5")]


@pytest.mark.parametrize("variants", FORMS[:2], ids=["two-decks", "one-deck"])
@pytest.mark.parametrize("players", PAIRS, ids=["-".join(p) for p in PAIRS])
def test_every_player_kind_ends_its_games(variants: tuple[str, ...], players: tuple[str, str]) -> None:
    result = play_game(0, players, 40, variants)
    assert result.result in ("won:south", "won:north", "stalemate")
    assert result.cards == 52 * (1 if "one-deck" in variants else 2)
    if result.winner is not None:
        assert result.points[result.winner] >= 30  # ruling 24: 30 and the loser's cards


def test_greedy_and_planner_break_no_step_and_call_no_one() -> None:
    summary = run_selfplay(2, ("greedy", "planner"), seed=3, variants=ZANK, progress=False, paired=True)
    figures = summary.figures()
    assert figures["violations"] == (0, 0) and figures["founded"] == (0, 0) and figures["unfounded"] == (0, 0)


def test_a_paired_series_is_the_same_twice() -> None:
    runs = [run_selfplay(4, ("computer:1", "computer:2"), seed=5, variants=ZANK, progress=False, paired=True).figures()
            for _ in range(2)]
    assert runs[0] == runs[1]
    assert [g[1] for g in runs[0]["per_game"]] == [5, 5, 6, 6]  # each deal twice
    assert sum(runs[0]["violations"]) > 0 and sum(runs[0]["unfounded"]) == 0  # sloppy, never a wrong call


def test_records_replay_to_the_same_end(tmp_path: Path) -> None:
    result = play_game(1, ("computer:1", "random"), 8, ZANK, "stop", str(tmp_path), paired=True)
    text = (tmp_path / record_name(1)).read_text(encoding="utf-8")
    assert json.loads(text)["variants"] == ["zank-patience"]
    record = Record.loads(text)
    game = record.replay()
    assert game.outcome is not None and record.result is not None
    assert game.outcome.result == result.result == record.result["outcome"]
    assert any(a.is_call for a in game.actions) == (sum(result.founded) + sum(result.unfounded) > 0)


def test_the_cli_plays_zank_with_records(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from crapette.cli import main

    records = tmp_path / "recs"
    status = main(["selfplay", "--variant", "zank-patience", "--players", "greedy,computer:2", "--games", "2",
                   "--paired", "--seed", "4", "--no-progress", "--records", str(records)])
    out = capsys.readouterr().out
    assert status == 0 and "zank-patience" in out and "each dealt twice" in out
    for path in sorted(records.iterdir()):
        record = Record.loads(path.read_text(encoding="utf-8"))
        assert record.replay().outcome is not None
        assert set(record.players) == {seat_name(0), seat_name(1)}


def test_crapette_replay_opens_a_zank_record(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``crapette replay`` takes a self-play record of Wegner's game (the app itself is not
    run here: its start is recorded instead)."""
    from crapette.app.replay import ReplayApp
    from crapette.cli import main

    started: list[ReplayApp] = []
    monkeypatch.setattr(ReplayApp, "run", lambda self, *args, **kwargs: started.append(self))
    play_game(0, ("computer:2", "greedy"), 6, ZANK, "stop", str(tmp_path))
    assert main(["replay", str(tmp_path / record_name(0))]) == 0
    [app] = started
    assert app.replay.at == 0 and app.replay.length > 0


def test_the_planner_at_a_frozen_clock_is_reproducible() -> None:
    def play() -> list[str]:
        game = Game.new(12, ZANK)
        players = {0: PlannerPlayer(1, clock=frozen), 1: PlannerPlayer(2, clock=frozen)}
        while not game.is_over and game.ply < 150:
            game.push(players[game.to_move].choose(game))
        return [str(a) for a in game.actions]

    assert play() == play()


@pytest.mark.parametrize("variants", [(), ("three-players",), ZANK], ids=["standard", "three-players", "zank"])
def test_the_author_of_the_last_action_is_the_mover_who_made_it(variants: tuple[str, ...]) -> None:
    game = Game.new(2, variants)
    for _ in range(30):
        mover = game.to_move
        game.push(clean_actions(game)[0])
        if game.is_over:
            break
        assert author_of_last(game) == mover
        # an opponent may always call on a violation; the author only where Wegner lets it
        assert all(may_call(game, seat) for seat in game.stop_callers if seat != mover)


@pytest.mark.parametrize(("variants", "takes_red_six"), [(ZANK, True), (("zank-patience", "schikanieren"), False)],
                         ids=["wegner", "schikanieren"])
def test_a_house_takes_what_its_table_says(variants: tuple[str, ...], takes_red_six: bool) -> None:
    """Schikanieren's houses build down in suit (001, after Grupp: "nur Karten derselben
    Sorte in absteigender Folge"): a 7♠ on top takes the 6♠ alone. Wegner's own houses
    alternate colours: the 6♥ and the 6♦, never the 6♠. The planner's evaluation and
    greedy's scores asked the alternating rule at every table (found looking for why the
    planner lost to greedy at Schikanieren)."""
    from crapette.bots.zank import table_takes

    empty: list[str] = []
    side = {"reserve": empty, "hand": ["2C"], "hand_card": None, "discard": empty}
    obj = {"format": "crapette-position/1", "variants": list(variants), "to_move": "south", "south": side,
           "north": side, "houses": [["7S"]] + [[] for _ in range(7)], "foundations": [[] for _ in range(8)]}
    takes, empties = table_takes(Position.from_json(obj))
    assert empties == 7
    assert (parse_card("6S") in takes) is not takes_red_six
    assert (parse_card("6H") in takes) is takes_red_six and (parse_card("6D") in takes) is takes_red_six


def test_the_cheat_searches_past_the_source_card_it_knows() -> None:
    """``peek`` (a cheat for measuring the bound of docs/strength.md only) sees the source:
    its plan goes on past ``turn`` where the honest search stops there."""
    game = Game.new(7, ZANK)
    greedy = GreedyPlayer(1)
    longer = 0
    for _ in range(300):
        if game.is_over:
            break
        if len(clean_actions(game)) > 1:
            honest = [a for _, a in Search(game.position.copy(), Weights(), 300).run()]
            cheat = [a for _, a in Search(game.position.copy(), Weights(), 300, peek=True).run()]
            if honest and honest[-1].kind == TURN:
                assert all(a.kind != TURN for a in honest[:-1])
                longer += len(cheat) > len(honest) and any(a.kind == TURN for a in cheat[:-1])
        game.push(greedy.choose(game))
    assert longer > 0
