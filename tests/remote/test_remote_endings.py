"""A game ended early from several terminals (a stalemate every seat offered, a
resignation), and the server's refusals said in each client's language, the players
named, against a real `crapette serve`. Seed 5: South (Ann) moves first; at the deal
each player counts 35 hand cards + 2 x 13 reserve cards = 61."""

from __future__ import annotations

from collections.abc import Callable

from crapette.engine.outcome import AGREEMENT, RESIGNATION
from crapette.i18n import set_language
from crapette.match import Event, GameOver, Resigned, SeatNotice
from crapette.match.remote import RemoteMatch
from remotehelpers import PATIENCE, Deadline, Raw, ServerProcess

SEED = 5


def until(match: RemoteMatch, found: Callable[[Event], bool]) -> list[Event]:
    """What arrives at ``match`` until an event ``found`` is among it (bounded)."""
    deadline = Deadline(PATIENCE)
    events: list[Event] = []
    while not any(found(e) for e in events):
        assert not deadline.passed(), events
        events += match.incoming(min(1.0, deadline.left()))
    return events


def test_a_stalemate_offered_by_both_seats_then_a_resignation(server: ServerProcess) -> None:
    links = server.new_match("--seed", str(SEED), "--names", "Ann", "Bob")
    south, north, watcher = (RemoteMatch(links["seats"]["south"]), RemoteMatch(links["seats"]["north"]),
                             RemoteMatch(links["watch"]))
    try:
        for match in (south, north, watcher):
            match.connect()
        south.offer_draw(0)
        until(north, lambda e: e == SeatNotice(0, "stalemate"))
        assert north.game.outcome is None
        events = north.offer_draw(1)
        for match in (south, watcher):
            events = until(match, lambda e: isinstance(e, GameOver))
            over = next(e for e in events if isinstance(e, GameOver))
            assert over.outcome.reason == AGREEMENT and over.outcome.points == (0, 0)
        until(north, lambda e: isinstance(e, GameOver)) if not north.waiting else None
        south.next_game()
        until(north, lambda e: not north.waiting)  # game 2 dealt at every terminal
        assert watcher.resign(0)[0].reason == "You are watching: a watcher does not play."
        before = north.totals
        south.resign(0)
        events = until(north, lambda e: isinstance(e, GameOver))
        assert Resigned(0, 1) in events
        over = next(e for e in events if isinstance(e, GameOver))
        assert over.outcome.winner == 1 and over.outcome.reason == RESIGNATION
        assert over.outcome.points[1] == 30 + north.game.position.penalty_points(0)
        assert north.totals == (before[0], before[1] + over.outcome.points[1])
        assert Resigned(0, 1) in until(watcher, lambda e: isinstance(e, GameOver))
    finally:
        for match in (south, north, watcher):
            match.close()


def test_the_server_s_refusals_in_the_client_s_language_naming_the_player(server: ServerProcess) -> None:
    links = server.new_match("--seed", str(SEED), "--names", "Ann", "Bob")
    north = RemoteMatch(links["seats"]["north"])
    raw_north, raw_watcher = Raw(server.url), Raw(server.url)
    try:
        north.connect()
        raw_north.hello(links["seats"]["north"])
        raw_north.send({"type": "act", "id": 1, "action": "turn"})  # South (Ann) moves first
        out_of_turn = raw_north.until("error", id=1)
        assert out_of_turn["code"] == "not-your-seat" and out_of_turn["args"] == {"mover": "south"}
        raw_watcher.hello(links["watch"])
        raw_watcher.send({"type": "act", "id": 2, "action": "turn"})
        watching = raw_watcher.until("error", id=2)
        set_language("fr")
        assert north.refusal_said(out_of_turn) == "Ce n'est pas votre tour\u00a0: Ann (Sud) joue."
        assert north.refusal_said(watching) == "Vous regardez\u00a0: un spectateur ne joue pas."
        set_language("de")
        assert north.refusal_said(out_of_turn) == "Sie sind nicht an der Reihe: Ann (Süd) spielt."
        # a code this client does not know (a newer server's): its message, in the frame of this language
        assert "a new refusal" in north.refusal_said({"type": "refused", "code": "new-code", "message": "a new refusal"})
    finally:
        north.close()
        raw_north.close()
        raw_watcher.close()


def test_undo_between_people_takes_back_only_the_mover_s_own_actions(server: ServerProcess) -> None:
    """Strict mode: the seat to move takes back its own action; the other seat may not
    take it back for them (it is refused, naming who is to move)."""
    links = server.new_match("--seed", str(SEED), "--mode", "strict")
    south, north = Raw(server.url), Raw(server.url)
    try:
        south.hello(links["seats"]["south"])
        north.hello(links["seats"]["north"])
        south.send({"type": "act", "id": 1, "action": "SR-F1"})
        assert south.until("ok", id=1)
        north.send({"type": "undo", "id": 2})
        refused = north.until("refused", id=2)
        assert refused["code"] == "not-your-seat" and refused["args"] == {"mover": "south"}
        south.send({"type": "undo", "id": 3})
        assert south.until("ok", id=3)
        assert north.until("taken_back")["count"] == 1
    finally:
        south.close()
        north.close()
