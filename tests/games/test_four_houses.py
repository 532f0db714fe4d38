"""The proof of issue 26, item 10: a game defined in tests/ only (``four_houses.py``),
registered by one line, deals, plays through ``crapette selfplay`` and through the app.

Nothing in ``src/`` knows it: the registry finds it by name, the standard rules read its
table, the bots play it, and the board lays its table out from its shape.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from collections.abc import Iterator

import pytest

from crapette.engine import VARIANTS, CrapetteError, Game, Position, Rules
from crapette.engine.games import GAMES, register, unregister
from crapette.engine.table import pile_number

import four_houses

H = {f"H{i}": pile_number(f"H{i}") for i in range(1, 9)}


@pytest.fixture(autouse=True)
def registered() -> Iterator[None]:
    register(four_houses.FOUR_HOUSES)  # the one line that adds the game
    yield
    unregister(four_houses.FOUR_HOUSES)


def test_unregistered_it_is_unknown_again() -> None:
    unregister(four_houses.FOUR_HOUSES)
    assert "four-houses" not in GAMES and "four-houses" not in VARIANTS
    with pytest.raises(CrapetteError, match="unknown variant 'four-houses'"):
        Rules.from_names(["four-houses"])
    register(four_houses.FOUR_HOUSES)


def test_the_name_chooses_the_game_and_its_table() -> None:
    rules = Rules.from_names(["four-houses"])
    assert rules.game is four_houses.FOUR_HOUSES
    assert "four-houses" in VARIANTS  # registered: a variant name like the others
    table = rules.table
    assert (table.seat_count, len(table.houses), len(table.foundations), table.pack.size) == (2, 8, 4, 52)


def test_the_deal_by_hand() -> None:
    """Seed 5: each player's 26 cards (the one-deck halves) dealt as the standard game
    deals: reserve 5, four houses farthest first (south H5-H8, north H4-H1), hand 17."""
    pos = Position.deal(5, Rules.from_names(["four-houses"]))
    for seat in (0, 1):
        assert len(pos.piles[pos.table.reserve_of[seat]]) == 5 and len(pos.hands[seat]) == 17
    assert all(len(pos.piles[h]) == 1 for h in H.values())
    suits = {0: {0, 2}, 1: {1, 3}}  # south clubs and hearts, north diamonds and spades
    for seat in (0, 1):
        dealt = pos.piles[pos.table.reserve_of[seat]] + pos.hands[seat] + [
            pos.piles[h][0] for h in pos.table.dealt_houses_of[seat]]
        assert {c & 3 for c in dealt} == suits[seat] and len(dealt) == 26
    again = Position.loads(pos.dumps())  # the position JSON round trip
    assert again == pos and json.loads(again.dumps())["variants"] == ["four-houses"]


def test_random_playouts_end_and_keep_every_card() -> None:
    import random

    for seed in range(3):
        game = Game.new(seed, ["four-houses"])
        rng = random.Random(seed)
        while not game.is_over:
            game.push(rng.choice(game.legal_actions()))
            assert len(game.position.all_cards()) == 52
        assert game.outcome is not None


def test_selfplay_plays_it(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """The same code path as ``crapette selfplay --variant four-houses``, in this process
    (one job: the game is registered here)."""
    from crapette.cli import main

    status = main(["selfplay", "--games", "2", "--players", "greedy,random", "--variant", "four-houses",
                   "--seed", "3", "--jobs", "1", "--no-progress", "--records", str(tmp_path)])
    out = capsys.readouterr().out
    assert status == 0, out
    records = sorted(tmp_path.glob("*.json"))
    assert len(records) == 2
    for path in records:
        record = json.loads(path.read_text(encoding="utf-8"))
        assert record["variants"] == ["four-houses"] and record["result"] is not None


def test_the_app_deals_draws_and_plays_it() -> None:
    """Under Pilot: the board draws eight houses and four foundations; r then f puts
    south's reserve A♥ on a foundation (seed 5: P1), t turns a hand card."""
    from crapette.app.app import make_app
    from crapette.app.screens.table import TableScreen
    from crapette.app.widgets.board import Board

    async def play() -> None:
        app = make_app(variants=["four-houses"], seed=5, new=True)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            screen = next(s for s in reversed(app.screen_stack) if isinstance(s, TableScreen))
            game = screen.game  # type: ignore[attr-defined]
            assert game.rules.game is four_houses.FOUR_HOUSES and game.to_move == 0
            board = screen.query_one(Board)
            for name, pile in H.items():  # every house is drawn where a click reaches it
                assert board.pile_region(pile) is not None, name
            for f in range(1, 5):
                assert board.pile_region(pile_number(f"F{f}")) is not None
            assert board.pile_region(pile_number("F5")) is None  # four foundations, no more
            await pilot.press("r", "f")
            await pilot.pause()
            assert [str(a) for a in game.actions] == ["SR-F1"]
            await pilot.press("t")
            await pilot.pause()
            assert [str(a) for a in game.actions][-1] == "turn"

    asyncio.run(play())
