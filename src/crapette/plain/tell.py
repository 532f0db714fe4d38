"""A match's events said as lines, in the player's language: each action once, a
verdict in full, a refusal with its rule and the action that must come first, the end
of a game with its score. The same words as the full-screen app's (its log, its verdict
and end-of-game dialogs), without their layout.
"""

from __future__ import annotations

from crapette.engine import Game, Outcome
from crapette.engine.actions import TOUCH
from crapette.words.describe import describe_action, words_of
from crapette.i18n import _
from crapette.words.names import Names, scores, sentence, spoken_names, who
from crapette.words.outcome import breakdown
from crapette.words.priorities import violation_reason
from crapette.words.verdicts import verdict_lines as said_verdict
from crapette.match import (
    Event, GameBegins, GameOver, PauseCalled, PauseEnded, Played, Refused, Resigned, SeatNotice, TakenBack, Trouble,
)


def played_lines(event: Played, names: Names) -> list[str]:
    """An action in words; a call's verdict in full (what was wrong, or why it was
    allowed, and what came of it)."""
    action, before = event.action, event.before
    if action.kind == TOUCH:
        from crapette.app.touching import touch_words

        return [sentence(touch_words(before, action, spoken_names(names))) + "."]
    verdict = event.verdict
    if verdict is None:
        return [sentence(describe_action(before, action, spoken_names(names))) + "."]
    return verdict_lines(event, names)


def verdict_lines(event: Played, names: Names) -> list[str]:
    """The verdict as the verdict dialog says it: its title, then its body's lines."""
    from crapette.words.describe import hides_turned_card

    verdict = event.verdict
    assert verdict is not None
    judged_before = event.judged_before
    judged = (describe_action(judged_before, verdict.judged, spoken_names(names), ahead=hides_turned_card(verdict))
              if judged_before is not None else str(verdict.judged))
    takes_back = event.before.rules.game.founded_call_takes_back  # Wegner's Stop!, in his words
    return said_verdict(verdict, names, judged, judged_before, takes_back)


def refused_lines(event: Refused, names: Names) -> list[str]:
    """A refusal: strict mode's names the rule and the action that must come first."""
    v = event.violation
    if event.action is None or event.whole:
        return [event.reason]
    if v is None:
        return [_("Not allowed: {error}.").format(error=event.reason)]
    return [_("Refused: {action} breaks rule {rule}.").format(action=event.action, rule=v.rule) + " "
            + sentence(violation_reason(v)) + " " + _("Must be played:") + f" {v.mandatory}."]


def end_lines(event: GameOver, names: Names, totals: tuple[int, ...], target: int, record: str | None) -> list[str]:
    """The end of a game: who won and how the score is made, the match after it."""
    outcome: Outcome = event.outcome
    game: Game = event.game
    seats = outcome.seats
    if event.match_over:
        winner = max(seats, key=lambda s: totals[s])
        title = _("{player} wins the match!").format(player=who(names, winner))
    elif outcome.winner is not None:
        title = _("Game {number}: {player} wins").format(number=event.number, player=who(names, outcome.winner))
    else:
        title = _("Game {number}: stalemate").format(number=event.number)
    lines = [title + ("" if title.endswith("!") else "."),
             breakdown(outcome, names, words_of(game.position)) + ".",
             _("Points this game: {scores}").format(scores=scores(names, outcome.points, seats)) + ".",
             _("Match after game {number}: {totals} (first to {target})").format(
                 number=event.number, totals=scores(names, totals, seats), target=target) + "."]
    if record:
        lines.append(_("Game record: {path}").format(path=record))
    return lines


def event_lines(event: Event, names: Names) -> list[str]:
    """Every event but the end of a game (its lines need the match's totals: ``end_lines``)."""
    if isinstance(event, Played):
        return played_lines(event, names)
    if isinstance(event, Refused):
        return refused_lines(event, names)
    if isinstance(event, TakenBack):
        actions = ", ".join(str(a) for a in event.actions)
        return [_("Taken back:") + f" {actions}. " + _("{player} to play.").format(
            player=who(names, event.after.to_move))]
    if isinstance(event, PauseCalled):
        return [_("{caller} calls Pause: {player} keeps still until {caller} continues or someone calls "
                  "Stop!.").format(caller=who(names, event.caller), player=who(names, event.mover))]
    if isinstance(event, PauseEnded):
        return [_("{caller} continues: {player} to play.").format(caller=who(names, event.caller),
                                                                  player=who(names, event.mover))]
    if isinstance(event, GameBegins):
        return [_("Game {number} begins: {player} starts.").format(number=event.number,
                                                                  player=who(names, event.starter))]
    if isinstance(event, Resigned):
        return [_("{player} resigns: {winner} wins").format(player=who(names, event.seat),
                                                            winner=who(names, event.winner)) + "."]
    if isinstance(event, Trouble):
        return [event.text]
    if isinstance(event, SeatNotice):
        return notice_lines(event, names)
    return []


def notice_lines(event: SeatNotice, names: Names) -> list[str]:
    """A remote match's news of a seat (``SeatNotice``)."""
    player = who(names, event.seat) if event.seat is not None else ""
    if event.code == "away":
        return [_("{player} is away: the match waits (their link brings them back).").format(player=player)]
    if event.code == "joined":
        return [_("{player} has joined the match.").format(player=player)]
    if event.code == "back":
        return [_("{player} is back.").format(player=player)]
    if event.code == "computer":
        from crapette.app.view import shown_name

        level = (event.level or "computer:3").split(":")[-1]
        return [_("{computer} plays for {player} while they are away.").format(
            computer=shown_name(f"Computer (level {level})"), player=player)]
    if event.code == "stalemate":
        return [_("{player} offers a stalemate: the game ends so when every player agrees.").format(player=player)]
    if event.code == "synced":
        return [_("The table was read again from the server.")]
    return []


__all__ = ["end_lines", "event_lines", "notice_lines", "played_lines", "refused_lines", "verdict_lines"]
