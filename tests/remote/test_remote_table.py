"""The full-screen table on a remote match (``app.remote_table``, ``screens/remote.py``),
driven by Textual's Pilot against a real `crapette serve` on 127.0.0.1: a joined seat
plays by keys and sees the other seat's actions arrive; a watcher has no key that acts
and is shown no card face down.

The screen's timer is off (``poll=0``): the test hands it what arrived, waiting on the
match's own queue (``incoming(timeout)``, an event) — bounded, never a sleep."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from textual.pilot import Pilot

from crapette.app.dialogs.verdict import VerdictScreen
from crapette.app.remote_table import MatchApp
from crapette.app.screens.remote import MatchEndScreen, MatchScreen
from crapette.app.widgets.move_log import MoveLog
from crapette.engine import Game
from crapette.engine.cards import card_text
from crapette.i18n import set_language
from crapette.match.remote import RemoteMatch
from remotehelpers import PATIENCE, Deadline, Seat, ServerProcess, run_async

SEED = 5  # South moves first with the ace of diamonds on its reserve: r then f plays SR-F1


def table(app: MatchApp) -> MatchScreen:
    screen = next(s for s in app.screen_stack if isinstance(s, MatchScreen))
    return screen


def screen_text(app: MatchApp) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def log_lines(app: MatchApp) -> list[tuple[int, str, str]]:
    return [e for e in table(app).query_one(MoveLog).entries if isinstance(e, tuple)]


async def news(pilot: Pilot[Any], done: Callable[[], bool], timeout: float = PATIENCE) -> None:
    """Hand the screen what arrives from the server until ``done()`` holds (each wait is
    for a message on the match's queue; the deadline bounds only one that never comes)."""
    screen = table(pilot.app)  # type: ignore[arg-type]
    deadline = Deadline(timeout)
    while not done():
        assert not deadline.passed(), f"still waiting; the log: {log_lines(pilot.app)[-5:]}"  # type: ignore[arg-type]
        screen.show(screen.match.incoming(min(0.5, deadline.left())))
        await pilot.pause()


@run_async
async def test_a_joined_seat_plays_by_keys_and_sees_the_other_seat_play(server: ServerProcess) -> None:
    set_language("en")
    links = server.new_match("--seed", str(SEED), "--names", "Ann", "Bob")
    north = Seat.computer(links["seats"]["north"], "computer:1")
    match = RemoteMatch(links["seats"]["south"], reconnect_for=0)
    match.connect()
    app = MatchApp(match, poll=0, pace=0)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await news(pilot, lambda: "Bob (North) has joined" in screen_text(app) or match.away() == ())
            assert "you play Ann (South)" in screen_text(app)
            await pilot.press("r", "f")  # the ace of diamonds from South's reserve to a foundation
            assert log_lines(app)[-1][:2] == (1, "SR-F1")
            assert match.game.ply == 1 and str(match.game.actions[0]) == "SR-F1"  # the server took it
            before = match.game.ply
            await pilot.press("t")  # turn a hand card (the club ace left on H8: North may call Stop!)
            await news(pilot, lambda: match.game.ply > before)
            if match.game.to_move == 0 and match.game.outcome is None:
                await pilot.press("x")  # the hand card onto the discard: North's turn
            # North's computer plays at its own terminal: its actions arrive in the log, in words
            await news(pilot, lambda: any(words.startswith("Bob") for _n, _a, words in log_lines(app)))
            number, notation, _words = next(e for e in log_lines(app) if e[2].startswith("Bob"))
            if match.game.actions[number - 1].is_call:  # North called Stop! on the turned card: the verdict shows
                assert isinstance(app.screen, VerdictScreen)
                await pilot.press("enter")
            assert [a for _n, a, _w in log_lines(app)] == [str(a) for a in match.game.actions][:len(log_lines(app))]
            # a key for North's piles while North plays: nothing is sent, the reason is said
            if match.game.to_move == 1 and match.game.outcome is None:
                ply = match.game.ply
                await pilot.press("r")
                assert match.game.ply == ply and table(app).controller.selected is None
            # North's turn over, South may call Stop! on its last action: ! goes through the match
            await news(pilot, lambda: match.game.to_move == 0 and 0 in match.game.stop_callers)
            while app.screen is not table(app):
                await pilot.press("enter")  # a verdict of North's own calls, read
            ply = match.game.ply
            await pilot.press("exclamation_mark")
            assert match.game.ply == ply + 1 and match.game.actions[-1].is_call  # the server judged it
            assert isinstance(app.screen, VerdictScreen)
            assert log_lines(app)[-1][2].startswith("Ann calls Stop!")
    finally:
        north.kill()
        match.close()


#: the table keys that act on the game (a watcher has none of them)
ACTING = [("own", ("reserve",)), ("own", ("hand",)), ("house", (1,)), ("turn", ()), ("end_turn", ()),
          ("foundation", ()), ("stop", ()), ("hint", ()), ("undo", ()), ("stalemate", ()), ("pause", ()),
          ("opponent", ("reserve",))]
CARD = re.compile(r"(?<![\w♠♥♦♣])(10|[2-9AJQK])([♠♥♦♣])")


@run_async
async def test_a_watcher_has_no_key_that_acts_and_sees_no_hidden_card(server: ServerProcess) -> None:
    set_language("en")
    seed = 918_273_645
    links = server.new_match("--seed", str(seed), "--names", "Ann", "Bob")
    players = [Seat.computer(link, "computer:1") for link in links["seats"].values()]
    match = RemoteMatch(links["watch"], reconnect_for=0)
    match.connect()
    app = MatchApp(match, poll=0, pace=0)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            screen = table(app)
            await news(pilot, lambda: match.game.ply >= 12 or match.waiting)
            for player in players:
                player.kill()  # the table stands still while it is read
            screen.show(match.incoming(0))
            await pilot.pause()
            while app.screen is not screen:
                await pilot.press("enter")  # a verdict the computers' calls brought, read
            assert "watching" in screen_text(app)
            for name, params in ACTING:
                assert not screen.check_action(name, params), name
            footer = screen_text(app).splitlines()[-1]
            assert "Stop!" not in footer and "turn" not in footer and "hint" not in footer
            ply = match.game.ply
            await pilot.press("r", "t", "x", "exclamation_mark", "i")
            assert match.game.ply == ply and app.screen is screen
            if match.waiting:  # a finished game goes out whole: nothing is hidden any more
                return
            # every card the screen shows lies face up in the true game (rebuilt from the seed)
            true = Game.new(seed)
            for action in match.game.actions:
                true.push(action)
            face_up = {card_text(c) for p, cards in enumerate(true.position.piles) for c in cards[-1:]}
            face_up |= {card_text(c) for p, cards in enumerate(true.position.piles)
                        if true.position.table.is_house(p) or true.position.table.is_foundation(p) for c in cards}
            shown = {rank_suit(m) for m in CARD.finditer(screen_text(app).split("─Moves")[0])}
            assert shown and shown <= face_up, shown - face_up
    finally:
        for player in players:
            player.kill()
        match.close()


def rank_suit(m: re.Match[str]) -> str:
    """A card as the board draws it (A♦, 10♠) in the notation's spelling (AD, TS)."""
    rank = "T" if m.group(1) == "10" else m.group(1)
    return rank + {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}[m.group(2)]


@run_async
async def test_the_same_table_plays_a_local_match_at_one_keyboard() -> None:
    """The table asks only the ``Match`` interface: a local match (hot seat, no server)
    plays through it too — keys for every seat here, a stalemate once both offered."""
    from crapette.app.save import MatchOptions, MatchSession
    from crapette.match import LocalMatch

    set_language("en")
    match = LocalMatch(MatchSession.new(MatchOptions(first_seed=SEED, names=("Ann", "Bob"))))
    app = MatchApp(match, poll=0, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "f")
        assert [str(a) for a in match.game.actions] == ["SR-F1"] and log_lines(app)[-1][:2] == (1, "SR-F1")
        assert "you play Ann (South), Bob (North)" in screen_text(app)
        screen = table(app)
        for seat in (0, 1):  # s at one keyboard: each player's offer in turn
            screen.show(match.offer_draw(seat))
        await pilot.pause()
        assert match.waiting and match.game.outcome is not None and match.game.outcome.reason == "agreement"
        assert isinstance(app.screen, MatchEndScreen)
        await pilot.press("n")
        assert not match.waiting and match.number == 2 and not log_lines(app)


@run_async
async def test_the_table_outlives_the_server_killed_and_restarted(server: ServerProcess) -> None:
    """kill -9 of the server: the table says the connection is lost and stays (no
    traceback, no frozen screen: each look is one try); the server restarted on its
    database, the next look reads the table again and play goes on."""
    set_language("en")
    links = server.new_match("--seed", str(SEED), "--names", "Ann", "Bob")
    match = RemoteMatch(links["seats"]["south"], reconnect_for=0)
    match.connect()
    app = MatchApp(match, poll=0, pace=0)
    again: ServerProcess | None = None
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            screen = table(app)
            await pilot.press("r", "f")
            assert [str(a) for a in match.game.actions] == ["SR-F1"]
            server.kill()
            deadline = Deadline(PATIENCE)
            while "No connection" not in screen_text(app):  # each look waits for the closed connection
                assert not deadline.passed()
                screen.show(screen.guarded(lambda: match.incoming(0.5)))
                await pilot.pause()
            assert app.screen is screen and log_lines(app)[-1][:2] == (1, "SR-F1")
            again = ServerProcess(server.db, server.port)
            again.start()
            while "The table was read again from the server." not in screen_text(app):
                assert not deadline.passed()
                screen.poll()  # one try to reconnect per look
                await pilot.pause()
            assert [str(a) for a in match.game.actions] == ["SR-F1"] and log_lines(app)[-1][:2] == (1, "SR-F1")
            await pilot.press("8", "f")  # the club ace from house 8: the restarted server takes it
            assert [str(a) for a in match.game.actions] == ["SR-F1", "H8-F2"]
    finally:
        match.close()
        if again is not None:
            again.kill()
