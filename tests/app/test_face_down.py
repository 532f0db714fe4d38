"""A face-down card is never shown on a live game's screens (issue 15, item 1).

The test is a twin: the same game with two of its face-down cards swapped (the hand's
next card with a deeper one, the face-down card of one house with another's, the
face-down reserve card with one under it). Whatever the table shows — prompt, hint
panel, refusals, the last-action line — must read the same on both, so it cannot name
a face-down card. Seeded games of random allowed actions, in the variants with
face-down cards and the standard game (whose hand is face down).
"""

from __future__ import annotations

import random

import pytest

from crapette.app.controller import TableController
from crapette.app.dialogs.hints import HintScreen, gather, hint_prompt
from crapette.engine import Game, Position
from crapette.words.cards import card_symbol
from crapette.words.describe import describe_action
from crapette.words.explain import hints
from crapette.engine.table import STANDARD_TABLE

VARIANTS = [
    [], ["face-down-reserve"], ["face-down-tableau"], ["face-down-tableau", "face-down-reserve"],
    ["face-down-houses-2", "face-down-reserve"],
]
NAMES = ("Ann", "Bob")


def twin(pos: Position) -> Position | None:
    """The position with face-down cards swapped (of different ranks or suits), or None."""
    other = pos.copy()
    changed = False
    for hand in other.hands:
        if len(hand) >= 2 and hand[-1] != hand[0]:
            hand[-1], hand[0] = hand[0], hand[-1]
            changed = True
    down = [h for h in STANDARD_TABLE.houses if other.face_down and other.face_down[h - 6] > 0]
    if len(down) >= 2:
        a, b = other.piles[down[0]], other.piles[down[-1]]
        if a[0] != b[0]:
            a[0], b[0] = b[0], a[0]
            changed = True
    for seat in (0, 1):
        reserve = other.piles[STANDARD_TABLE.reserve(seat)]
        if other.reserve_hidden[seat] and len(reserve) >= 2 and reserve[-1] != reserve[0]:
            reserve[-1], reserve[0] = reserve[0], reserve[-1]
            changed = True
    return other if changed else None


def shown(pos: Position) -> list[str]:
    """Every text the table derives from the position alone: prompt, hints, refusals."""
    game = Game(pos.copy())
    table = TableController(game, NAMES)
    out = ["".join(s.text for s in table.prompt())]
    entries = gather(pos, hints(game))
    out += [hint_prompt(e, describe_action(pos, e.action, NAMES, ahead=True)).plain for e in entries]
    for name, params in (("turn", ()), ("end_turn", ()), ("own", ("reserve",)), ("own", ("hand",)),
                         *(("house", (str(n),)) for n in range(1, 9))):
        out.append(table.refusal_reason(name, params))
    for source in (*STANDARD_TABLE.houses, STANDARD_TABLE.reserve(pos.to_move)):
        out.append(table.selection_problem(source) or "")
    return out


@pytest.mark.parametrize("variants", VARIANTS, ids=lambda v: "+".join(v) or "standard")
def test_no_text_depends_on_a_face_down_card(variants: list[str]) -> None:
    compared = 0
    for seed in (3, 11):
        game = Game.new(seed, variants)
        rng = random.Random(seed)
        while game.ply < 60 and not game.is_over:
            other = twin(game.position)
            if other is not None:
                assert shown(game.position) == shown(other), f"seed {seed}, ply {game.ply}"
                compared += 1
            game.push(rng.choice(game.legal_actions()))
    assert compared > 50


def test_the_hint_panel_does_not_name_the_next_hand_card() -> None:
    # Seed 3: the player to move may turn at once (no priority rule applies), so the
    # hints list "turn" while the next card of the hand is still face down.
    game = Game.new(3)
    next_card = game.position.hands[game.to_move][-1]
    screen = HintScreen(game, NAMES)
    turn = [w for e, w in zip(screen.entries, screen.words) if str(e.action) == "turn"]
    assert turn == [f"{NAMES[game.to_move]} turns the next card of the hand"]
    assert card_symbol(next_card) not in turn[0]


def test_a_turn_taken_back_by_stop_no_longer_names_its_card(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Seed 1: South's reserve shows an ace (rulings 3, 8: P1), so turning breaks P1. North
    calls Stop!: founded, the turn is taken back and its card goes back face down on the
    hand (ruling 11) — from then on neither the move log nor the verdict may name it."""
    import asyncio

    from crapette.app.app import make_app
    from crapette.engine import parse_action
    from crapette.words.describe import describe_game
    from tests.app.screentext import screen_text

    game = Game.new(1)
    game.push(parse_action("turn"))
    turned = card_symbol(game.position.piles[STANDARD_TABLE.hand_card(game.position.to_move)][-1])
    verdict = game.push(parse_action("stop"))
    assert verdict is not None and verdict.founded and verdict.taken_back == parse_action("turn")
    assert not any(turned in words for _, words in describe_game(game))

    monkeypatch.setenv("CRAPETTE_DATA_DIR", str(tmp_path))

    async def play() -> tuple[str, str]:
        app = make_app(seed=1, new=True)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("t")
            seen = screen_text(app)
            await pilot.press("exclamation_mark")
            await pilot.pause()
            return seen, screen_text(app)

    seen, after = asyncio.run(play())
    assert turned in seen  # while it was face up, the table showed it
    assert turned not in after
