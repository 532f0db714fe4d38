"""The computer players on fixed seeds: every action allowed, the game untouched by
``choose``, priorities obeyed by greedy and planner, levels sloppy and vigilant."""

from __future__ import annotations

import pytest

from crapette.bots import (
    LEVELS,
    Level,
    GreedyPlayer,
    LeveledPlayer,
    PlannerPlayer,
    Player,
    RandomPlayer,
    UnknownPlayer,
    clean_actions,
    make_player,
    parse_level,
    player_names,
)
from crapette.bots.base import violating_actions
from crapette.bots.planner import TURN_CAP
from crapette.engine.priorities import clean_actions as clean_in
from crapette.engine import Game, Position
from crapette.engine.actions import STOP_ACTION, parse_action

CLEAN_PLAYERS = ["greedy", "planner", "computer:5"]


def drive(game: Game, players: tuple[Player, Player], max_actions: int, check_clean: set[int] = frozenset(),
          stop: bool = True) -> dict[str, int]:
    """Play up to ``max_actions`` actions, checking every choice; returns counts."""
    counts = {"founded": 0, "unfounded": 0, "actions": 0}
    while not game.is_over and counts["actions"] < max_actions:
        seat = game.to_move
        before = game.position.dumps()
        ply = game.ply
        action = players[seat].choose(game)
        assert game.position.dumps() == before, f"{players[seat].name} changed the game while choosing"
        assert game.ply == ply
        assert action in game.legal_actions(), f"{players[seat].name} chose {action}, which is not legal"
        if game.mode == "strict" or seat in check_clean:
            assert game.violation(action) is None, f"{players[seat].name} broke a priority with {action}"
        game.push(action)
        counts["actions"] += 1
        caller = game.stop_caller
        if stop and caller is not None:
            before = game.position.dumps()
            delay = players[caller].wants_stop(game)
            assert game.position.dumps() == before
            if delay is not None:
                assert delay >= 0
                verdict = game.push(STOP_ACTION)
                assert verdict is not None
                counts["founded" if verdict.founded else "unfounded"] += 1
    return counts


@pytest.mark.parametrize("spec", CLEAN_PLAYERS)
@pytest.mark.parametrize("mode", ["stop", "strict"])
def test_clean_players_only_make_clean_allowed_moves(spec: str, mode: str) -> None:
    for seed in (3, 11):
        game = Game.new(seed, mode=mode)
        players = (make_player(spec, seed), make_player("random", seed + 1))
        drive(game, players, 150, check_clean={0})


@pytest.mark.parametrize("mode", ["stop", "strict"])
def test_random_player_moves_are_allowed(mode: str) -> None:
    for seed in (1, 2):
        game = Game.new(seed, mode=mode)
        drive(game, (RandomPlayer(seed), RandomPlayer(seed + 7)), 400)


def test_whole_games_end_and_greedy_wins_against_random() -> None:
    wins = 0
    for seed in range(6):
        game = Game.new(seed)
        greedy, rnd = GreedyPlayer(seed), RandomPlayer(seed)
        players = (greedy, rnd) if seed % 2 == 0 else (rnd, greedy)
        drive(game, players, 10**6, check_clean={seed % 2})
        assert game.is_over
        assert game.outcome is not None
        wins += game.outcome.winner == seed % 2
    assert wins >= 5


def test_planner_plays_a_whole_game_against_greedy() -> None:
    game = Game.new(5)
    drive(game, (PlannerPlayer(5), GreedyPlayer(6)), 10**6, check_clean={0, 1})
    assert game.is_over


def test_sloppy_player_is_caught_by_vigilant_one() -> None:
    founded = violations = 0
    for seed in range(3):
        game = Game.new(seed)
        sloppy, vigilant = make_player("computer:1", seed), make_player("greedy", seed + 1)
        counts = drive(game, (sloppy, vigilant), 10**6, check_clean={1})
        founded += counts["founded"]
        assert counts["unfounded"] == 0  # a vigilant bot never calls Stop! without cause
    assert founded > 0
    del violations


def test_levels_never_call_stop_without_a_violation() -> None:
    game = Game.new(8)
    watcher = make_player("computer:5", 1)
    assert isinstance(watcher, LeveledPlayer)
    for _ in range(60):
        game.push(clean_actions(game)[0])
        if game.stop_caller is not None:
            assert watcher.wants_stop(game) is None


def test_vigilance_delay_is_in_the_level_range() -> None:
    level = LEVELS[2]
    player = LeveledPlayer(GreedyPlayer(0), level, 4)
    game = Game.new(0)
    # break P3/P1/P2 on purpose: find a violating action
    while True:
        bad = [a for a, v in game.analysis() if v is not None]
        if bad:
            break
        game.push(clean_actions(game)[0])
    game.push(bad[0])
    delays = [player.wants_stop(game) for _ in range(200)]
    called = [d for d in delays if d is not None]
    assert 0 < len(called) < 200
    assert all(level.delay[0] <= d <= level.delay[1] for d in called)


def test_sloppiness_is_off_in_strict_mode() -> None:
    game = Game.new(2, mode="strict")
    drive(game, (make_player("computer:1", 0), make_player("computer:1", 1)), 300)


def test_clean_actions_fast_path_matches_the_analysis() -> None:
    for seed in (0, 4, 9):
        game = Game.new(seed)
        rnd = RandomPlayer(seed)
        for _ in range(300):
            if game.is_over:
                break
            expected = [a for a, v in game.analysis() if v is None]
            assert clean_in(game.position, game.legal_actions()) == expected
            game.push(rnd.choose(game))
            if game.stop_caller is not None and rnd.rng.random() < 0.3:
                game.push(STOP_ACTION)


def test_same_seed_same_choices() -> None:
    for spec in ("random", "greedy", "planner", "computer:2"):
        runs = []
        for _ in range(2):
            game = Game.new(21)
            players = (make_player(spec, 5), make_player(spec, 6))
            drive(game, players, 120)
            runs.append(game.actions)
        assert runs[0] == runs[1], spec


def test_registry_names() -> None:
    for name in player_names():
        player = make_player(name, 1)
        assert isinstance(player, Player)
        assert player.name
    assert make_player("computer", 0).name == "computer:3"
    assert make_player("Hard", 0).name == "computer:5"
    assert make_player("computer:easy", 0).name == "computer:1"
    assert parse_level("computer:9") is None
    for bad in ("", "foo", "computer:0", "computer:6", "planner:3"):
        with pytest.raises(UnknownPlayer):
            make_player(bad, 0)


# --- the planner's search ----------------------------------------------------------


def position(south_reserve: list[str], houses: list[list[str]], foundations: list[list[str]] | None = None,
             north_reserve: list[str] | None = None, hand_card: str | None = None) -> Position:
    obj = {
        "format": "crapette-position/1",
        "variants": [],
        "to_move": "south",
        "south": {"reserve": south_reserve, "hand": ["2C", "3C"], "hand_card": hand_card, "discard": ["4C"]},
        "north": {"reserve": north_reserve or ["KD"], "hand": ["5C", "6C"], "hand_card": None, "discard": ["7C"]},
        "houses": houses,
        "foundations": foundations or [[] for _ in range(8)],
    }
    import json

    return Position.loads(json.dumps(obj))


def test_planner_finds_a_sequence_that_frees_its_reserve_card() -> None:
    # The reserve's 9S has no place. Loading 7H (H2) onto north's 6H uncovers 8S,
    # 7D can then leave H1 for 8S, and 9S fills the empty H1.
    pos = position(
        ["5S", "9S"],
        [["7D"], ["8S", "7H"], ["KH"], ["KC"], ["KS"], ["KD"], ["KH"], ["KC"]],
        north_reserve=["6H"],
    )
    game = Game(pos)
    planner = PlannerPlayer(0)
    played = []
    for _ in range(3):
        action = planner.choose(game)
        played.append(str(action))
        game.push(action)
    assert played == ["H2-NR", "H1-H2", "SR-H1"]
    assert planner.searches == 1  # the plan was kept for the whole sequence


class TickingClock:
    """A clock the test controls: every reading moves it on by ``tick`` seconds, so the
    planner's safety net falls after a fixed number of readings whatever the machine's load."""

    def __init__(self, tick: float = 0.0005) -> None:
        self.now = 0.0
        self.tick = tick

    def __call__(self) -> float:
        self.now += self.tick
        return self.now


def planner_game(planner: PlannerPlayer, seed: int = 13, plies: int = 300) -> tuple[list[str], dict[int, int]]:
    """A game of ``planner`` (south) against greedy: the actions, and the positions the
    planner searched in each of its turns."""
    game = Game.new(seed)
    greedy = GreedyPlayer(1)
    used: dict[int, int] = {}
    turn, last = 0, game.to_move
    for _ in range(plies):
        if game.is_over:
            break
        if game.to_move != last:
            turn, last = turn + 1, game.to_move
        if game.to_move == 0:
            before = planner.nodes
            action = planner.choose(game)
            used[turn] = used.get(turn, 0) + planner.nodes - before
        else:
            action = greedy.choose(game)
        game.push(action)
    return [str(a) for a in game.actions], used


def test_the_planner_plays_the_same_game_whatever_its_clock_says() -> None:
    """Its budget counts positions: a slow clock (a busy machine) changes nothing while
    the safety net does not bite."""
    still = PlannerPlayer(0, max_nodes=300, turn_nodes=600, clock=lambda: 0.0)
    slow = PlannerPlayer(0, max_nodes=300, turn_nodes=600, clock=TickingClock(0.001), safety_seconds=10**6)
    assert planner_game(still, plies=150)[0] == planner_game(slow, plies=150)[0]
    assert still.searches > 0 and still.timeouts == slow.timeouts == 0


def test_the_planners_work_per_turn_is_bounded() -> None:
    planner = PlannerPlayer(0, max_nodes=200, turn_nodes=300, clock=lambda: 0.0)
    _, used = planner_game(planner)
    assert used and max(used.values()) <= TURN_CAP * 300
    assert max(used.values()) > 300  # a long turn went on with small searches past its budget


def test_the_safety_net_stops_a_pathological_search() -> None:
    clock = TickingClock(0.01)  # read once per 64 positions: 0.05 s is past after about 300
    planner = PlannerPlayer(0, max_nodes=10**9, turn_nodes=10**9, clock=clock, safety_seconds=0.05)
    planner_game(planner, plies=40)
    assert planner.timeouts > 0  # the safety net, not the node budget, stopped searches


def test_planner_plan_cache_plays_on_without_searching() -> None:
    game = Game.new(17)
    planner = PlannerPlayer(0)
    searches = 0
    decisions = 0
    for _ in range(200):
        if game.is_over:
            break
        if game.to_move == 0:
            decisions += len(clean_actions(game)) > 1
            action = planner.choose(game)
        else:
            action = clean_actions(game)[0]
        game.push(action)
    searches = planner.searches
    assert 0 < searches <= decisions


def test_parse_action_round_trip_for_chosen_actions() -> None:
    game = Game.new(30)
    player = make_player("planner", 3)
    for _ in range(30):
        action = player.choose(game)
        assert parse_action(str(action)) == action
        game.push(action)


def test_planner_general_path_agrees_with_the_fast_path() -> None:
    """Rules with their own generator or a longer ladder are searched through
    Game.push/pop; on the standard game both paths find the same plan."""
    from crapette.bots.evaluation import Weights
    from crapette.bots.search import Search

    game = Game.new(44)
    greedy = GreedyPlayer(2)
    checked = 0
    while not game.is_over and checked < 6:
        if len(clean_actions(game)) > 1:
            plans = []
            for fast in (True, False):
                search = Search(game.position.copy(), Weights(), 300, fast=fast)
                plans.append([a for _, a in search.run()])
            assert plans[0] == plans[1]
            checked += 1
        game.push(greedy.choose(game))


def test_a_level_may_play_one_game_with_traits_of_its_own() -> None:
    """``by_game`` names a game by its weight file's key: three-players, not Wegner's game at
    three seats (zank-three), nor any other."""
    level = Level(9, "", "greedy", 0.0, 1.0, (1.0, 2.0), by_game=(("three-players", 1.0, 0.0),))
    assert level.traits(Game.new(0, ("three-players",)).rules) == (1.0, 0.0)
    assert level.traits(Game.new(0).rules) == (0.0, 1.0)
    assert level.traits(Game.new(0, ("zank-patience", "three-players")).rules) == (0.0, 1.0)
    game = Game.new(3, ("three-players",))
    player = LeveledPlayer(GreedyPlayer(0), level, 1)
    while not violating_actions(game):
        game.push(clean_actions(game)[0])
    chosen = player.choose(game)  # breaks at every chance in this game
    assert chosen in violating_actions(game)
    game.push(chosen)
    assert game.last_violation() is not None and player.wants_stop(game) is None  # never calls here
    watchful = Level(9, "", "greedy", 0.0, 0.0, (1.0, 2.0), by_game=(("three-players", 0.0, 1.0),))
    assert LeveledPlayer(GreedyPlayer(0), watchful, 1).wants_stop(game) is not None  # always calls here
