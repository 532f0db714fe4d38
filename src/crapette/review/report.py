"""A review in the reader's language, for the terminal: rich tables of each player's
figures, the blunders, the calls, the luckiest and unluckiest cards. Every text goes
through the catalog; the actions stay in the notation (the same in every language)."""

from __future__ import annotations

from typing import Any

from crapette.engine.cards import parse_card
from crapette.words.cards import card_symbol
from crapette.words.describe import seat_word
from crapette.words.names import spoken_name
from crapette.i18n import _, decimal, ngettext, percent
from crapette.review.reviewer import ACCURACY_SPAN, BLUNDER, FOUNDED, MISSED, WRONG, Decision, Review

#: blunders and cards listed at most
SHOWN = 10


def points_text(value: float) -> str:
    """Net points, signed, one decimal."""
    return ("+" if value > 0 else "") + decimal(round(value, 1), ".1f")


def chance_text(value: float) -> str:
    """A share of win chance (0-1) as signed percentage points."""
    shown = float(format(100 * value, ".1f"))
    return ("+" if shown > 0 else "") + percent(shown)


def who(review: Review, seat: int) -> str:
    """The seat, and the player's name where it has one of its own: « Nord (Ordinateur
    (niveau 3)) », « Süd » (the record keeps "South" for a seat without a name)."""
    name = review.names.get(seat, "")
    said = spoken_name(name, seat) if name else ""
    return f"{seat_word(seat)} ({said})" if said and said.casefold() != seat_word(seat).casefold() else seat_word(seat)


def call_kind_words(kind: str) -> str:
    if kind == MISSED:
        return _("missed call")
    if kind == WRONG:
        return _("unfounded call")
    if kind == FOUNDED:
        return _("founded call")
    return kind


def decision_line(review: Review, d: Decision) -> str:
    """One decision in a sentence: who, what, the better move, the cost."""
    text = _("Action {number} (turn {turn}), {player}: played {played}, better {best}; "
             "lost {win} win chance, {points} points").format(
        number=d.number, turn=d.turn, player=who(review, d.seat), played=d.played, best=d.best,
        win=share_text(d.loss_win), points=decimal(round(d.loss_points, 1), ".1f"))
    if d.rule is not None:
        text += " · " + (_("broke {rule}, called") if d.called else _("broke {rule}, not called")).format(rule=d.rule)
    return text


def share_text(value: float) -> str:
    """A share of win chance (0-1) in per cent, one decimal."""
    return percent(float(format(100 * value, ".1f")))


def summary_table(review: Review) -> Any:
    """Each player's figures, one column a player (it fits 80 columns with three)."""
    from rich.table import Table

    table = Table(title=_("Review: {count} actions, {rollouts} rollouts per estimate, seed {seed}").format(
        count=review.actions, rollouts=review.rollouts, seed=review.seed), title_justify="left")
    table.add_column("")
    for s in review.summaries:
        table.add_column(who(review, s.seat), justify="right")
    rows = [
        (_("Accuracy"), [percent(float(format(s.accuracy, ".1f"))) for s in review.summaries]),
        (_("Choices"), [str(s.choices) for s in review.summaries]),
        (_("Blunders"), [str(s.blunders) for s in review.summaries]),
        (_("Win chance lost"), [share_text(s.loss_win) for s in review.summaries]),
        (_("Points lost"), [decimal(round(s.loss_points, 1), ".1f") for s in review.summaries]),
        (_("Priority rules broken (called)"), [f"{s.breaks} ({s.breaks_called})" for s in review.summaries]),
        (_("Founded calls made"), [str(s.founded_calls) for s in review.summaries]),
        (_("Founded calls missed"), [str(s.missed_calls) for s in review.summaries]),
        (_("Unfounded calls"), [str(s.wrong_calls) for s in review.summaries]),
        (_("Luck (win chance)"), [chance_text(s.luck_win) for s in review.summaries]),
        (_("Luck (points)"), [points_text(s.luck_points) for s in review.summaries]),
    ]
    for label, values in rows:
        table.add_row(label, *values)
    # "100 %" as a placeholder: a literal "% f" in the msgid reads as a printf conversion to gettext's tools
    table.caption = _("Accuracy: {full} for a choice that loses nothing, 0 for one that loses {span} win chance or "
                      "more; a blunder loses {blunder} or more. Luck: how much the cards revealed changed the "
                      "player's win chance.").format(full=percent(100), span=percent(round(100 * ACCURACY_SPAN)),
                                                     blunder=percent(round(100 * BLUNDER)))
    table.caption_justify = "left"
    return table


def blunder_table(review: Review) -> Any:
    from rich.table import Table

    blunders = review.blunders()
    table = Table(title=ngettext("{count} blunder", "{count} blunders", len(blunders)).format(count=len(blunders))
                  + (_(" (the {shown} costliest)").format(shown=SHOWN) if len(blunders) > SHOWN else ""),
                  title_justify="left")
    for name in (_("Action"), _("Turn"), _("Player"), _("Played"), _("Better"), _("Win chance lost"),
                 _("Points lost"), _("Rule broken")):
        table.add_column(name)
    for d in blunders[:SHOWN]:
        table.add_row(str(d.number), str(d.turn), who(review, d.seat), d.played, d.best,
                      share_text(d.loss_win), decimal(round(d.loss_points, 1), ".1f"), d.rule or "")
    return table


def calls_table(review: Review) -> Any:
    from rich.table import Table

    table = Table(title=_("Calls made and missed"), title_justify="left")
    for name in (_("Action"), _("Player"), _("Call"), _("On"), _("Rule")):
        table.add_column(name)
    for c in review.calls:
        table.add_row(str(c.number), who(review, c.seat), call_kind_words(c.kind), who(review, c.offender), c.rule or "")
    return table


def luck_table(review: Review) -> Any:
    from rich.table import Table

    table = Table(title=_("The luckiest and unluckiest cards"), title_justify="left")
    for name in (_("Action"), _("Player"), _("Cards"), _("Luck (win chance)"), _("Luck (points)")):
        table.add_column(name)
    ranked = sorted(review.luck, key=lambda u: (-abs(u.win), u.number))[:SHOWN]
    for u in sorted(ranked, key=lambda u: u.number):
        cards = " ".join(card_symbol(parse_card(c)) for c in u.cards)  # as the board shows them (--ascii: 10S)
        table.add_row(str(u.number), who(review, u.seat), cards, chance_text(u.win), points_text(u.points))
    return table


def renderables(review: Review) -> list[Any]:
    """Everything ``crapette review`` prints, in order."""
    parts: list[Any] = [summary_table(review)]
    if review.blunders():
        parts.append(blunder_table(review))
    else:
        parts.append(_("No blunder."))
    if review.calls:
        parts.append(calls_table(review))
    if review.luck:
        parts.append(luck_table(review))
    return parts


__all__ = ["blunder_table", "calls_table", "decision_line", "luck_table", "renderables", "summary_table", "who"]
