"""A game ended early through the match's interface (``Match.offer_draw``,
``Match.resign``), as every interface and the server use it: a stalemate once every
person offered it and no computer declines, a resignation scored as a win of the other
player (docs/rules.md 9.3). Seed 5: South moves first, the ace of diamonds on its
reserve; at the deal each player counts 35 hand cards + 2 x 13 reserve cards = 61."""

from __future__ import annotations

import json

from crapette.app.save import MatchOptions, MatchSession
from crapette.engine.cards import parse_card
from crapette.engine.why import Why
from crapette.i18n import set_language
from crapette.server.protocol import why_from_json, why_json
from crapette.words import say
from crapette.engine import parse_action
from crapette.engine.outcome import AGREEMENT, RESIGNATION
from crapette.match import GameOver, LocalMatch, Refused, Resigned, SeatNotice


def _hot_seat() -> LocalMatch:
    return LocalMatch(MatchSession.new(MatchOptions(first_seed=5, names=("Ann", "Bob"))))


def test_a_stalemate_ends_the_game_once_every_person_offered_it() -> None:
    match = _hot_seat()
    assert match.offer_draw(0) == [SeatNotice(0, "stalemate")]
    assert match.game.outcome is None and not match.waiting
    events = match.offer_draw(1)
    over = [e for e in events if isinstance(e, GameOver)]
    assert len(over) == 1 and over[0].outcome.reason == AGREEMENT
    assert over[0].outcome.points == (0, 0)  # equal counts (61 each) score nothing (ruling 14)
    assert match.waiting


def test_an_action_between_two_offers_withdraws_the_first() -> None:
    match = _hot_seat()
    match.offer_draw(0)
    match.play(parse_action("SR-F1"))
    assert match.offer_draw(1) == [SeatNotice(1, "stalemate")]
    assert match.game.outcome is None


def test_a_computer_with_the_higher_count_declines() -> None:
    options = MatchOptions(first_seed=5, names=("Ann", "Computer (level 2)"), computers=((1, "computer:2"),))
    match = LocalMatch(MatchSession.new(options))
    match.play(parse_action("SR-F1"))  # Ann: 35 + 2 x 12 = 59; the computer keeps 61
    events = match.offer_draw(0)
    assert len(events) == 1 and isinstance(events[0], Refused)
    assert "declines: its count (61) is above that of Ann (South) (59)" in events[0].reason
    assert match.game.outcome is None


def test_a_resignation_is_the_other_player_s_win() -> None:
    match = _hot_seat()
    events = match.resign(0)
    assert events[0] == Resigned(0, 1)
    over = next(e for e in events if isinstance(e, GameOver))
    assert over.outcome.winner == 1 and over.outcome.reason == RESIGNATION
    assert over.outcome.points == (0, 30 + 61)  # 30 and the resigning player's count
    assert match.totals == (0, 91) and match.waiting
    again = match.resign(1)
    assert len(again) == 1 and isinstance(again[0], Refused) and again[0].reason == "The game is over."


def test_a_refused_action_carries_the_engine_s_reason_as_a_code() -> None:
    match = _hot_seat()
    events = match.play(parse_action("H1-F1"))  # the 3 of diamonds cannot start a foundation
    assert len(events) == 1 and isinstance(events[0], Refused)
    action = parse_action("H1-F1")
    expected = Why("refused", action=action, why=Why("move.not-an-ace", card=parse_card("3D")))
    assert events[0].why == expected
    # as a server sends it and a client reads it back (docs/protocol.md, "Errors"), then says it in French
    assert why_from_json(json.loads(json.dumps(why_json(expected)))) == expected
    set_language("fr")
    assert "seul un as peut commencer une fondation" in say(expected)
