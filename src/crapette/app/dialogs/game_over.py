"""The end of a game: the score breakdown and the match totals; next game or quit."""

from __future__ import annotations

from rich.text import Text
from textual.binding import Binding

from crapette.app.dialogs.base import Dialog
from crapette.app.save import MatchSession
from crapette.app.view import Names, scores, who
from crapette.engine import Outcome
from crapette.engine.describe import plural
from crapette.engine.outcome import WIN_BONUS


def breakdown(outcome: Outcome, names: Names, wegner: bool = False) -> str:
    """The score in words, each player by name (a reserve card counts 2 points, a hand or
    discard card 1; ``wegner``: Zank-Patience, a source or discard card 1, no reserve)."""
    if len(outcome.seats) > 2:
        return _breakdown_three(outcome, names)
    if outcome.winner is not None:
        loser = 1 - outcome.winner
        r, h, d = outcome.detail[loser]
        if wegner:
            return (f"{who(names, outcome.winner)} wins: {WIN_BONUS} + {h} source + {d} discard "
                    f"= {plural(outcome.points[outcome.winner], 'point')}")
        return (f"{who(names, outcome.winner)} wins: {WIN_BONUS} + {h} hand + {d} discard + 2 × {r} reserve "
                f"= {plural(outcome.points[outcome.winner], 'point')}")
    s, n = outcome.counts
    if s == n:
        return f"Stalemate ({outcome.reason}): both count {plural(s, 'point')}, nobody scores"
    low = 0 if s < n else 1
    return (f"Stalemate ({outcome.reason}): {who(names, 0)} counts {plural(s, 'point')}, {who(names, 1)} {n}; "
            f"{who(names, low)} scores the difference, {plural(outcome.points[low], 'point')}")


def _breakdown_three(outcome: Outcome, names: Names) -> str:
    """Ruling 23: the winner scores 30 plus both others' counts; in a stalemate each lowest
    count scores the differences between the others' counts and its own."""
    seats = outcome.seats
    if outcome.winner is not None:
        others = " + ".join(f"{outcome.counts[p]} ({names[p]})" for p in seats if p != outcome.winner)
        return f"{who(names, outcome.winner)} wins: {WIN_BONUS} + {others} = {plural(outcome.points[outcome.winner], 'point')}"
    said = ", ".join(f"{names[p]} {outcome.counts[p]}" for p in seats)
    scorers = [p for p in seats if outcome.points[p]]
    if not scorers:
        return f"Stalemate ({outcome.reason}): counts {said}; nobody scores"
    gains = " and ".join(f"{who(names, p)} {plural(outcome.points[p], 'point')}" for p in scorers)
    return f"Stalemate ({outcome.reason}): counts {said}; the lowest count scores the differences: {gains}"


def score_text(session: MatchSession, outcome: Outcome, number: int) -> Text:
    names = session.options.names
    seats = outcome.seats
    wegner = session.game.rules.wegner_stop  # Zank-Patience: a source, no reserve (ruling 24)
    body = Text()
    body.append(breakdown(outcome, names, wegner) + ".\n\n", "bold")
    labels = {player: who(names, player)[:40] for player in seats}  # the dialog holds 74 columns
    width = max(20, *(len(label) for label in labels.values()))
    heads = " source  discard  points\n" if wegner else " reserve  hand  discard  points\n"
    body.append("Cards left:".ljust(width) + heads, "dim")
    for player in seats:
        r, h, d = outcome.detail[player]
        label = labels[player].ljust(width)
        cells = f"{h:>7} {d:>8}" if wegner else f"{r:>7} {h:>5} {d:>8}"
        body.append(f"{label} {cells} {outcome.counts[player]:>6}\n")
    body.append(f"\nPoints this game: {scores(names, outcome.points, seats)}\n")
    totals = scores(names, session.match.totals, session.match.seats)
    body.append(f"Match after game {number}: {totals} (first to {session.options.target})\n", "bold")
    if session.options.record:
        path = session.record_path(number)
        body.append(f"Game record: {path}\n", "dim")
    return body


class GameOverScreen(Dialog):
    """The end of a game: the score breakdown and the match totals; next game or quit."""

    BINDINGS = [
        Binding("n,enter", "go_on", "go on"),
        Binding("q", "dismiss('quit')", "quit"),
    ]

    def __init__(self, session: MatchSession, outcome: Outcome, number: int) -> None:
        names = session.options.names
        if session.match.is_over:
            winner = session.match.winner
            assert winner is not None
            title = f"{who(names, winner)} wins the match!"
            body = score_text(session, outcome, number)
            body.append(f"\nFinal score: {scores(names, session.match.totals, session.match.seats)}.", "bold reverse")
            buttons = [("new", "New match [n]", "primary"), ("quit", "Quit [q]", "default")]
            kind = "-match-over"
        else:
            if outcome.winner is not None:
                title = f"Game {number}: {who(names, outcome.winner)} wins"
            else:
                title = f"Game {number}: stalemate"
            body = score_text(session, outcome, number)
            body.append(f"\nNext: game {session.game_number}, seed {session.seed}.", "dim")
            buttons = [("next", "Next game [n]", "primary"), ("quit", "Quit [q]", "default")]
            kind = "-game-over"
        super().__init__(title, body, buttons, kind)
        self._go_on = buttons[0][0]

    def action_go_on(self) -> None:
        """n or enter: the next game, or a new match once the match is won."""
        self.dismiss(self._go_on)



__all__ = ["GameOverScreen", "breakdown", "score_text", "scores"]
