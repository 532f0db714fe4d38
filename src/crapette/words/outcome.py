"""The end of a game in words: the score's breakdown, why a stalemate was declared, the
end-of-game table's column headings, in the game's words (Wegner's source, the Schikanier
pile). Shared by the game-over dialog and the plain interface."""

from __future__ import annotations

from crapette.engine import Outcome
from crapette.engine.gametype import GameType, PileKind
from crapette.engine.outcome import NO_PLAY_FROM_STOCK, WIN_BONUS
from crapette.engine.piles import NORTH, SOUTH, Words
from crapette.words.piles import seat_in_sentence
from crapette.engine.table import STANDARD_TABLE
from crapette.i18n import N_, _, ngettext, pgettext
from crapette.words.names import Names, name_of, who


#: the reasons in words (the record keeps ``Reason``'s English text, notation.md)
_REASON_WORDS = (N_("out of cards"), N_("no foundation move"), N_("no play from reserve, hand or discard"),
                 N_("agreement"), N_("resignation"))


def reason_words(reason: str) -> str:
    """Why a game ended, in the player's language (a reason of ``Reason``; any other as it is)."""
    return _(reason) if reason in _REASON_WORDS else reason


def points(n: int) -> str:
    """'1 point', '30 points' (the language's own plural)."""
    return ngettext("{n} point", "{n} points", n).format(n=n)


def stalemate_reason(reason: str, words: Words = Words.STANDARD) -> str:
    """Why a stalemate was declared, in the player's language and the game's words: in
    Wegner's game no source, and in Schikanieren its pile, stand for hand and reserve."""
    if reason == NO_PLAY_FROM_STOCK and words is Words.WEGNER:
        return _("no play from source or discard")
    if reason == NO_PLAY_FROM_STOCK and words is Words.SCHIKANIEREN:
        return _("no play from Schikanier pile, source or discard")
    return reason_words(reason)


def breakdown(outcome: Outcome, names: Names, words: Words = Words.STANDARD) -> str:
    """The score in words, each player by name (a reserve card counts 2 points, a hand or
    discard card 1; Zank-Patience: a source or discard card 1, no reserve; Schikanieren:
    its pile counts as the reserve it stands for)."""
    if len(outcome.seats) > 2:
        return _breakdown_three(outcome, names, words)
    if outcome.winner is not None:
        loser = 1 - outcome.winner
        r, h, d = outcome.detail[loser]
        if words is Words.SCHIKANIEREN:
            return _("{player} wins: {bonus} + {source} source + {discard} discard + 2 × {pile} Schikanier pile "
                     "= {points}").format(player=who(names, outcome.winner), bonus=WIN_BONUS, source=h, discard=d,
                                          pile=r, points=points(outcome.points[outcome.winner]))
        if words is Words.WEGNER:
            return _("{player} wins: {bonus} + {source} source + {discard} discard = {points}").format(
                player=who(names, outcome.winner), bonus=WIN_BONUS, source=h, discard=d,
                points=points(outcome.points[outcome.winner]))
        return _("{player} wins: {bonus} + {hand} hand + {discard} discard + 2 × {reserve} reserve = {points}").format(
            player=who(names, outcome.winner), bonus=WIN_BONUS, hand=h, discard=d, reserve=r,
            points=points(outcome.points[outcome.winner]))
    reason = stalemate_reason(outcome.reason, words)
    s, n = outcome.counts
    if s == n:
        return _("Stalemate ({reason}): both count {points}, nobody scores").format(
            reason=reason, points=points(s))
    low = 0 if s < n else 1
    return _("Stalemate ({reason}): {first} counts {points}, {second} {count}; {low} scores the difference, "
             "{scored}").format(reason=reason, first=who(names, 0), points=points(s), second=who(names, 1),
                                count=n, low=who(names, low), scored=points(outcome.points[low]))


def _breakdown_three(outcome: Outcome, names: Names, words: Words) -> str:
    """Ruling 23: the winner scores 30 plus both others' counts; in a stalemate each lowest
    count scores the differences between the others' counts and its own."""
    seats = outcome.seats
    if outcome.winner is not None:
        others = " + ".join(f"{outcome.counts[p]} ({name_of(names, p)})" for p in seats if p != outcome.winner)
        return _("{player} wins: {bonus} + {others} = {points}").format(
            player=who(names, outcome.winner), bonus=WIN_BONUS, others=others,
            points=points(outcome.points[outcome.winner]))
    said = ", ".join(f"{name_of(names, p)} {outcome.counts[p]}" for p in seats)
    scorers = [p for p in seats if outcome.points[p]]
    if not scorers:
        return _("Stalemate ({reason}): counts {counts}; nobody scores").format(
            reason=stalemate_reason(outcome.reason, words), counts=said)
    gains = _(" and ").join(f"{who(names, p)} {points(outcome.points[p])}" for p in scorers)
    return _("Stalemate ({reason}): counts {counts}; the lowest count scores the differences: {gains}").format(
        reason=stalemate_reason(outcome.reason, words), counts=said, gains=gains)


def column_word(game: GameType, kind: PileKind) -> str:
    """The end-of-game table's heading for a kind of pile, in the game's words (its code:
    Wegner's Quelle is the source, Schikanieren's pile lies where the reserve does)."""
    code = game.pile_name(kind)
    if code == "schikanier":
        return pgettext("column", "Schikanier pile")
    if code == "quelle":
        return _("source")
    return {PileKind.RESERVE: _("reserve"), PileKind.HAND: _("hand")}.get(kind) or _("discard")


def seat_breakdown(outcome: Outcome) -> str:
    """The score in plain words, each player by seat ("South wins: 30 + …"): the lessons' line."""
    if outcome.winner is not None:
        if len(outcome.seats) == 2:
            loser = STANDARD_TABLE.opponent(outcome.winner)
            r, h, d = outcome.detail[loser]
            points = outcome.points[outcome.winner]
            return ngettext("{player} wins: {bonus} + {hand} hand + {discard} discard + 2 × {reserve} reserve "
                            "= {points} point",
                            "{player} wins: {bonus} + {hand} hand + {discard} discard + 2 × {reserve} reserve "
                            "= {points} points", points).format(
                player=seat_in_sentence(outcome.winner).capitalize(), bonus=WIN_BONUS, hand=h, discard=d,
                reserve=r, points=points)
        others = [p for p in outcome.seats if p != outcome.winner]
        parts = " + ".join(f"{seat_in_sentence(p)} {outcome.counts[p]}" for p in others)
        points = outcome.points[outcome.winner]
        return ngettext("{player} wins: {bonus} + {counts} = {points} point",
                        "{player} wins: {bonus} + {counts} = {points} points", points).format(
            player=seat_in_sentence(outcome.winner).capitalize(), bonus=WIN_BONUS, counts=parts, points=points)
    reason = reason_words(outcome.reason)
    if len(outcome.seats) == 2:
        s, n = outcome.counts
        if s == n:
            return _("Stalemate ({reason}): both count {count}, nobody scores").format(reason=reason, count=s)
        low = SOUTH if s < n else NORTH
        return ngettext("Stalemate ({reason}): south counts {south}, north {north}; "
                        "{player} scores the difference, {points} point",
                        "Stalemate ({reason}): south counts {south}, north {north}; "
                        "{player} scores the difference, {points} points", outcome.points[low]).format(
            reason=reason, south=s, north=n, player=seat_in_sentence(low), points=outcome.points[low])
    said = ", ".join(_("{seat} counts {count}").format(seat=seat_in_sentence(p), count=outcome.counts[p])
                     for p in outcome.seats)
    scorers = [p for p in outcome.seats if outcome.points[p]]
    if not scorers:
        return _("Stalemate ({reason}): {counts}; nobody scores").format(reason=reason, counts=said)
    gains = _(" and ").join(f"{seat_in_sentence(p)} {outcome.points[p]}" for p in scorers)
    return _("Stalemate ({reason}): {counts}; the lowest count scores the differences: {gains} points").format(
        reason=reason, counts=said, gains=gains)


__all__ = ["breakdown", "column_word", "points", "reason_words", "seat_breakdown", "stalemate_reason"]
