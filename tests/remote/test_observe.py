"""The observer (``engine.observe``): what a seat or a watcher may see of a game.

A game replayed from the view start, the cards turned up put in before each action,
shows the table the true game shows (every variant, both modes); the view is a
function of what was seen alone: two deals that differ only in cards never seen give
the same view start and the same reveals, card for card."""

from __future__ import annotations

import random

import pytest

from crapette.bots import first_call, make_player
from crapette.engine import Game, Position
from crapette.engine.observe import BLANK, Observer, face_up, public_digest, public_json, put_reveal

VARIANTS = [[], ["one-deck"], ["three-players"], ["zank-patience"], ["zank-patience", "schikanieren"],
            ["face-down-tableau"], ["face-down-reserve"], ["french-turn"], ["group-moves"], ["touch"],
            ["crapette-call"]]


def playout(variants: list[str], seed: int, limit: int = 400, mode: str = "stop") -> Game:
    game = Game.new(seed, variants, mode)
    players = {s: make_player("computer:1" if s else "random", seed + s) for s in game.position.table.seats}
    while game.outcome is None and game.ply < limit:
        call = first_call(game, players)
        game.push(call.action if call is not None else players[game.to_move].choose(game))
    return game


@pytest.mark.parametrize("variants", VARIANTS, ids=lambda v: "+".join(v) or "standard")
def test_a_view_replayed_shows_the_true_table(variants: list[str]) -> None:
    true = playout(variants, 11)
    replay = Game(true.start.copy(), true.mode)
    observer = Observer(replay)
    view = Game(observer.view_start(), true.mode)
    hidden = observer.hidden()
    for action in true.actions:
        replay.push(action)
        for reveal in observer.update(replay.position):
            put_reveal(reveal, hidden, view.position, view.start)
        view.push(action)
        if public_digest(view.position) != public_digest(replay.position):  # a call undoing a french-turn turn
            again = Game(view.start.copy(), view.mode)
            for done in view.actions:
                again.push(done)
            view = again
        assert public_json(view.position) == public_json(replay.position), action
    fresh = Game(observer.view_start(), true.mode)  # the view start at the end replays too
    for action in true.actions:
        fresh.push(action)
    assert public_digest(fresh.position) == public_digest(true.position)


def test_face_down_cards_are_blanks_in_a_public_position() -> None:
    game = Game.new(5, ["face-down-tableau"])
    obj = public_json(game.position)
    assert set(obj["south"]["hand"]) == {BLANK}
    assert obj["south"]["reserve"][:-1] == [BLANK] * (len(obj["south"]["reserve"]) - 1)
    assert obj["south"]["reserve"][-1] != BLANK
    assert all(row[0] == BLANK and row[-1] != BLANK for row in obj["houses"])
    pos = game.position
    assert not face_up(pos, pos.table.reserve_of[0], 0)


def swapped_unseen(game: Game, observer: Observer, rng: random.Random) -> Position:
    """The deal of ``game`` with the cards never seen so far shuffled among their places."""
    start = game.start.copy()
    places = observer.hidden()
    cards = [(start.hands if k == "hand" else start.piles)[n][i] for k, n, i in places]
    rng.shuffle(cards)
    for (kind, number, index), card in zip(places, cards):
        (start.hands if kind == "hand" else start.piles)[number][index] = card
    return start


@pytest.mark.parametrize("variants", [[], ["three-players"], ["zank-patience", "schikanieren"],
                                      ["face-down-tableau"]], ids=lambda v: "+".join(v) or "standard")
def test_cards_never_seen_change_nothing_sent(variants: list[str]) -> None:
    """Two deals that differ only in the cards not seen after 60 actions: the same view
    start, hidden places and reveals up to there (nothing sent depends on them)."""
    true = playout(variants, 3, limit=60)
    first = Game(true.start.copy(), true.mode)
    observer = Observer(first)
    for action in true.actions:
        first.push(action)
        observer.update(first.position)
    other_start = swapped_unseen(true, observer, random.Random(1))
    assert other_start.to_json() != true.start.to_json()  # they differ where nobody has looked

    def sent(start: Position) -> list[object]:
        game = Game(start, true.mode)
        seen = Observer(game)
        out: list[object] = [seen.view_start().to_json(), seen.hidden()]
        for action in true.actions:
            game.push(action)
            out.append([r.to_json() for r in seen.update(game.position)])
            out.append(public_digest(game.position))
        out.append(seen.view_start().to_json())
        return out

    assert sent(true.start.copy()) == sent(other_start)


def test_the_view_start_is_a_valid_position_that_hides_the_hands() -> None:
    game = Game.new(8)
    observer = Observer(game)
    view = observer.view_start()
    view.validate()
    places = observer.hidden()
    assert ("hand", 0, 0) in places and ("pile", game.position.table.reserve_of[0], 0) in places

    def at(pos: Position) -> list[int]:
        return [(pos.hands if k == "hand" else pos.piles)[n][i] for k, n, i in places]

    # the stand-ins: the cards never seen, sorted, in the places' fixed order (what the deal holds there is not told)
    assert at(view) == sorted(at(game.start))
    assert at(view) != at(game.start)
    assert Position.from_json(view.to_json()) == view
