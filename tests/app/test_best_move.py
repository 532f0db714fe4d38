"""One best move beside the hint list (issue 27 item 13): the strongest computer level's
choice, with why, highlighted first; the list alone (mandatory first, then every allowed
action) is no advice: taking its first entry over and over shuffles cards between houses."""

from __future__ import annotations

from collections import Counter

import pytest
from textual.widgets import OptionList

from crapette.app.app import make_app
from crapette.app.best_move import best_move, best_words
from crapette.app.dialogs.hints import HintScreen
from crapette.bots import LEVELS
from crapette.engine import Game
from crapette.words.explain import hints

from apphelpers import game_screen, run_async

SIZE = (120, 40)


def most_visits(seed: int, advice: str, actions: int = 40) -> int:
    """The most times one position is reached when both players follow ``advice``."""
    game = Game.new(seed)
    seen: Counter[str] = Counter()
    for _ in range(actions):
        if advice == "first":
            action = hints(game)[0].action
        else:
            best = best_move(game)
            assert best is not None
            action = best.action
        game.push(action)
        seen[game.position.dumps()] += 1
    return max(seen.values())


def test_the_first_hint_shuffles_and_the_best_move_does_not() -> None:
    # seed 42: the first hint moves 10♠ H1-H5, then H5-H1, … (the position comes back 12 times)
    assert most_visits(42, "first") > 5
    assert most_visits(42, "best") == 1


def test_the_best_move_is_allowed_and_says_why() -> None:
    game = Game.new(42)
    best = best_move(game)
    assert best is not None and best.level == max(LEVELS)
    assert best.action in game.legal_actions() and game.violation(best.action) is None
    said = best_words(best, game, ("South", "North"))
    assert said.startswith(f"Best move (computer level {max(LEVELS)}): {best.action}, South: ")
    assert "Why: " in said
    assert game.ply == 0  # asked of a copy


@run_async
async def test_the_hint_panel_starts_on_the_best_move_and_enter_plays_it() -> None:
    app = make_app(seed=42, new=True)
    async with app.run_test(size=SIZE) as pilot:
        expected = best_move(game_screen(app).game)
        assert expected is not None
        await pilot.press("i")
        panel = app.screen
        assert isinstance(panel, HintScreen)
        assert "★ Best move (computer level 5)" in str(panel.query_one("#hint-best").render())
        options = panel.query_one(OptionList)
        index = options.highlighted
        assert index is not None and panel.entries[index].action == expected.action
        await pilot.press("enter")
        assert game_screen(app).game.actions == [expected.action]


@pytest.mark.parametrize("seed", [1, 2, 4])
def test_following_the_advice_never_goes_round_in_a_circle(seed: int) -> None:
    """A player who always plays the best move (South, against greedy North) never brings
    a turn back to a position it has been in: before, the advice moved a card between two
    houses and back again within 41–82 actions in these deals (a fresh search each time)."""
    from crapette.bots import GreedyPlayer

    game = Game.new(seed=seed)
    north = GreedyPlayer(seed)
    seen: set[str] = set()
    mover = None
    for _ in range(90):
        if game.outcome is not None:
            break
        if game.to_move != mover:
            mover, seen = game.to_move, {game.position.dumps()}
        if game.to_move == 0:
            advice = best_move(game)
            assert advice is not None
            game.push(advice.action)
            position = game.position.dumps()
            assert game.to_move != 0 or position not in seen, f"action {len(game.actions)}: back to a position"
            seen.add(position)
        else:
            game.push(north.choose(game))
