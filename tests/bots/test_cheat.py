"""The cheat that sees the face-down cards (benchmarks.bound, the bound of docs/strength.md):
what its search knows that the honest one does not, and that no player of the app, no
level and no name the command line takes is it."""

from __future__ import annotations

import pytest

from benchmarks.bound import Deal, PeekingPlanner, figures, make_cheat, paired_difference, play_deal
from crapette.bots import LEVELS, LeveledPlayer, PlannerPlayer, UnknownPlayer, make_player, player_names
from crapette.bots.evaluation import Weights
from crapette.bots.search import Search
from crapette.engine import Game
from crapette.engine.actions import TURN
from crapette.selfplay import play_game
from tests.cli.clihelpers import run_cli


def searched_planner(player: object) -> PlannerPlayer | None:
    """The planner a player searches with (a level's base), None for greedy and random."""
    base = player.base if isinstance(player, LeveledPlayer) else player
    return base if isinstance(base, PlannerPlayer) else None


@pytest.mark.parametrize("name", player_names())
def test_no_player_the_app_builds_peeks(name: str) -> None:
    planner = searched_planner(make_player(name, 1))
    assert planner is None or planner.peek is False


def test_a_planners_overrides_cannot_make_it_peek() -> None:
    with pytest.raises(UnknownPlayer, match="peek"):
        make_player("planner+peek=1", 1)
    planner = searched_planner(make_player("planner+nodes=400", 1))
    assert planner is not None and planner.peek is False


def test_selfplay_refuses_the_cheat_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_cli(["selfplay", "--players", "planner+peek=1,greedy", "--games", "1"], capsys)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "peek" in err and "Traceback" not in err


def test_the_cheat_is_the_strongest_level_peeking() -> None:
    cheat = make_cheat(5)
    assert isinstance(cheat, LeveledPlayer) and cheat.level == LEVELS[max(LEVELS)]
    assert isinstance(cheat.base, PeekingPlanner) and cheat.base.peek is True


def test_the_cheat_knows_the_card_turn_shows_and_stops_its_plan_there() -> None:
    """In the standard game the dealt hand is face down: the honest search does not know
    its top card, the cheat's does (the last card of the hand's list); neither plans past
    ``turn`` (docs: searching on there measured worse)."""
    game = Game.new(11)
    pos = game.position
    me = pos.to_move
    honest = Search(pos.copy(), Weights(), 300)
    cheat = Search(pos.copy(), Weights(), 300, peek=True)
    assert honest.next_card() is None
    assert cheat.next_card() == pos.hands[me][-1]
    for search in (honest, cheat):
        plan = [a for _, a in search.run()]
        assert all(a.kind != TURN for a in plan[:-1])


def test_the_honest_level_plays_the_selfplay_games() -> None:
    """``--player computer:5`` plays the very games of ``crapette selfplay --paired``: the
    same deal, seats and players' seeds (so the cheat's games are comparable deal by deal)."""
    deal = play_deal("one-deck", "computer:5", 900, 901)
    for rotation in range(2):
        result = play_game(2 + rotation, ("computer:5", "greedy"), 900, ("one-deck",), paired=True)
        assert result.deal_seed == 901
        assert list(result.points) == deal.points[rotation]
        assert (None if result.winner is None else result.winner == 0) == deal.won[rotation]


def test_figures_count_deals_as_units() -> None:
    """Two deals, one won 2 of 2, the other 0 of 2: half the games. Each deal's wins lie 1
    from half its games: variance (1 + 1) / 4² × 2/(2 - 1) = 1/4, standard error 1/2."""
    won: list[list[bool | None]] = [[True, True], [False, False]]
    deals = [Deal("standard", "cheat", 0, d, w, [[1, 0], [1, 0]], [0.1, 0.2], 0) for d, w in enumerate(won)]
    f = figures(deals)
    assert f.share == 0.5 and f.deals == 2 and f.blocked == 0
    assert f.se == pytest.approx(0.5)


def test_the_paired_difference_is_taken_deal_by_deal() -> None:
    """Deal by deal, the cheat's share minus the other's: 1 - 1/2, 1/2 - 0, 0 - 0 (a deal
    whose games all blocked is left out): mean 1/3, deviations 1/6, 1/6, -1/3, variance
    (1/36 + 1/36 + 4/36) / 2 = 1/12, standard error sqrt(1/36) = 1/6."""
    def deal(n: int, won: list[bool | None]) -> Deal:
        return Deal("standard", "x", 0, n, won, [], [], 0)

    cheat = [deal(0, [True, True]), deal(1, [True, False]), deal(2, [False, False]), deal(3, [None, None])]
    honest = [deal(0, [True, False]), deal(1, [False, False]), deal(2, [False, False]), deal(3, [True, True])]
    diff = paired_difference(list(zip(cheat, honest)))
    assert diff is not None
    assert diff[0] == pytest.approx(1 / 3) and diff[1] == pytest.approx(1 / 6) and diff[2] == 3
