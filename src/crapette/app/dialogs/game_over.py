"""The end of a game: the score breakdown and the match totals; next game or quit."""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.widgets import Button

from crapette.app.dialogs.base import ButtonSpec, Dialog
from crapette.app.save import MatchSession
from crapette.app.view import scores, who
from crapette.engine import Outcome
from crapette.words.describe import words_of
from crapette.engine.gametype import PileKind
from crapette.engine.outcome import RESIGNATION
from crapette.i18n import N_, _, pgettext
from crapette.app.games import app_game
from crapette.words.outcome import breakdown  # the end's words, shared with the plain interface


def score_text(session: MatchSession, outcome: Outcome, number: int) -> Text:
    names = session.options.names
    seats = outcome.seats
    words = words_of(session.game.position)
    game = session.game.rules.game
    kinds = game.score_columns  # the piles whose cards are left, as the game declares them
    headed = app_game(game).end_columns(game)  # their headings, as the game words them
    body = Text()
    if outcome.reason == RESIGNATION and outcome.winner is not None:
        body.append(_("The game was resigned: {player} wins as if every other player had run out of cards.").format(
            player=who(names, outcome.winner)) + "\n")
    body.append(breakdown(outcome, names, words) + ".\n\n", "bold")
    labels = {player: who(names, player)[:40] for player in seats}  # the dialog holds 74 columns
    width = max(20, *(len(label) for label in labels.values()))
    count = pgettext("column", "count")  # the cards left counted (rules §9), not the points this game
    columns = [c.heading for c in headed] + [count]
    least = [c.least for c in headed] + [6]
    widths = [max(len(word), n) for word, n in zip(columns, least)]
    body.append(_("Cards left:").ljust(width) + " " + "  ".join(
        word.rjust(w) for word, w in zip(columns, widths)) + "\n", "dim")
    for player in seats:
        r, h, d = outcome.detail[player]
        left = {PileKind.RESERVE: r, PileKind.HAND: h, PileKind.DISCARD: d}
        label = labels[player].ljust(width)
        cells = (*(left[kind] for kind in kinds), outcome.counts[player])
        # the points one left of their word, as ever
        pads = (widths[0], *(w + 1 for w in widths[1:-1]), widths[-1])
        body.append(f"{label} " + " ".join(f"{cell:>{pad}}" for cell, pad in zip(cells, pads)) + "\n")
    body.append("\n" + _("Points this game: {scores}").format(scores=scores(names, outcome.points, seats)) + "\n")
    totals = scores(names, session.match.totals, session.match.seats)
    body.append(_("Match after game {number}: {totals} (first to {target})").format(
        number=number, totals=totals, target=session.options.target) + "\n", "bold")
    if session.options.record:
        path = session.record_path(number)
        body.append(_("Game record: {path}").format(path=path) + "\n", "dim")
    return body


class GameOverScreen(Dialog):
    """The end of a game: the score breakdown and the match totals; next game or quit."""

    BINDINGS = [
        Binding("n,enter", "go_on", N_("go on")),
        Binding("r", "review", N_("review")),
        Binding("q", "dismiss('quit')", N_("quit")),
    ]

    def __init__(self, session: MatchSession, outcome: Outcome, number: int) -> None:
        self.session = session
        self.outcome = outcome
        self.number = number
        over = session.match.is_over
        buttons = [("new", N_("New match [n]"), "primary") if over else ("next", N_("Next game [n]"), "primary"),
                   ("review", N_("Review [r]"), "default"), ("quit", N_("Quit [q]"), "default")]
        super().__init__("", "", buttons, "-match-over" if over else "-game-over")
        self.say()
        self._go_on = buttons[0][0]

    def words(self) -> tuple[str, Text | str, list[ButtonSpec]]:
        session, outcome, number = self.session, self.outcome, self.number
        names = session.options.names
        body = score_text(session, outcome, number)
        if session.match.is_over:
            winner = session.match.winner
            assert winner is not None
            title = _("{player} wins the match!").format(player=who(names, winner))
            final = scores(names, session.match.totals, session.match.seats)
            body.append("\n" + _("Final score: {scores}.").format(scores=final), "bold reverse")
        else:
            if outcome.winner is not None:
                title = _("Game {number}: {player} wins").format(number=number, player=who(names, outcome.winner))
            else:
                title = _("Game {number}: stalemate").format(number=number)
            body.append("\n" + _("Next: game {number}, seed {seed}.").format(number=session.game_number,
                                                                           seed=session.seed), "dim")
        return title, body, self.buttons

    def action_review(self) -> None:
        """r: the review of the game just finished, over this dialog (q comes back here)."""
        from crapette.app.review_request import ReviewWanted

        session = self.session
        if session.finished is not None:
            self.post_message(ReviewWanted(session.record(session.finished, session.finished_seed),
                                           session.options.names))

    @on(Button.Pressed, "#review")
    def review_pressed(self, event: Button.Pressed) -> None:
        """The review button opens the review; the dialog stays (the base's handler is not called)."""
        event.prevent_default()
        self.action_review()

    def action_go_on(self) -> None:
        """n or enter: the next game, or a new match once the match is won."""
        self.dismiss(self._go_on)



__all__ = ["GameOverScreen", "breakdown", "score_text", "scores"]
