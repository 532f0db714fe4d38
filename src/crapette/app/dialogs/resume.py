"""The questions asked at start-up about a saved match: resume it (as it was saved, even
when other options were typed), or start a new one; and what to do when another window
holds it."""

from __future__ import annotations

from textual.binding import Binding

from crapette.app.dialogs.base import Dialog
from crapette.app.save import MatchOptions, MatchSession
from crapette.app.view import name_of, seat_label
from crapette.engine.table import SEAT_BY_ID
from crapette.i18n import N_, _, ngettext


class ResumeScreen(Dialog):
    """An unfinished match was found: resume it or start a new one. ``differences`` lists
    the options typed that the saved match does not have: neither choice drops them
    silently, the dialog names both."""

    BINDINGS = [
        Binding("r,escape", "dismiss('resume')", N_("resume")),
        Binding("n", "dismiss('new')", N_("new match")),
    ]

    def __init__(self, summary: str, differences: list[str] | None = None) -> None:
        if differences:
            body = (summary + "\n\n" + _("The options you typed differ from the saved match's:") + "\n"
                    + "\n".join(f"  {line}" for line in differences)
                    + "\n\n" + _("Resume plays the saved match as it was saved; New match starts one "
                                  "with the options you typed."))
            buttons = [("resume", N_("Resume as saved [r]"), "primary"),
                       ("new", N_("New match, typed options [n]"), "default")]
        else:
            body = summary
            buttons = [("resume", N_("Resume [r]"), "primary"), ("new", N_("New match [n]"), "default")]
        super().__init__(_("Resume the unfinished match?"), body, buttons)


class LockedScreen(Dialog):
    """The saved match is open in another window: play a new match here, not saved (the
    save stays the other window's), or quit."""

    BINDINGS = [
        Binding("n,enter", "dismiss('new')", N_("new match")),
        Binding("q,escape", "dismiss('quit')", N_("quit")),
    ]

    def __init__(self, where: str) -> None:
        super().__init__(
            _("The match is open in another window"),
            _("The saved match ({where}) is being played in another window; two windows would "
              "overwrite each other's moves.\n\nA new match here is not saved: the save stays "
              "with the other window. Close that window to resume the match here.").format(where=where),
            [("new", N_("New match, not saved [n]"), "primary"), ("quit", N_("Quit [q]"), "default")], "-error")


def _player(name: str, seat: int) -> str:
    """'Ann (South)'; just 'South' when the name is the seat's; in the player's language."""
    return seat_label(name, seat)


def describe_save(session: MatchSession) -> str:
    """One sentence for the resume dialog."""
    names = session.options.names
    totals, seats = session.match.totals, session.match.seats
    seed = _(", seed {seed}").format(seed=session.seed) if session.seed is not None else ""
    count = len(session.game.actions)
    played = ngettext("{count} action played", "{count} actions played", count).format(count=count)
    if len(seats) == 2:
        s, n = seats
        score = f"{_player(names[s], s)} {totals[s]} – {_player(names[n], n)} {totals[n]}"
    else:  # three seats, in the order of play
        score = " · ".join(f"{_player(names[p], p)} {totals[p]}" for p in seats)
    mode = {"stop": _("stop mode"), "strict": _("strict mode")}.get(session.options.mode, session.options.mode)
    variants = (_("; variants {names}").format(names=", ".join(session.options.variants))
                if session.options.variants else "")
    return _("{score}, target {target}; game {number}{seed}, {played}, {player} to move; {mode}{variants}.").format(
        score=score, target=session.options.target, number=session.game_number, seed=seed, played=played,
        player=name_of(names, session.game.to_move), mode=mode, variants=variants)


#: The options a player can type, as the resume dialog names them.
OPTION_WORDS = {
    "variants": "--variant", "mode": "--mode", "target": "--target", "names": "--names",
    "first_seed": "--seed", "record": "--record", "computers": "--vs",
}


def _option_text(field: str, value: object) -> str:
    if field == "variants":
        return ", ".join(value) if isinstance(value, tuple) and value else _("standard rules")
    if field == "names":
        return _(" and ").join(value) if isinstance(value, tuple) else str(value)
    if field == "computers":
        pairs = value if isinstance(value, tuple) else ()
        return ", ".join(f"{level} {SEAT_BY_ID[seat]}" for seat, level in pairs) or _("none")
    if field == "record":
        return str(value) if value is not None else _("none")
    return str(value)


def option_differences(saved: MatchOptions, typed: MatchOptions, given: frozenset[str]) -> list[str]:
    """The options typed on the command line (``given`` names the fields) that differ from
    the saved match's, one line each: "--mode: saved stop, typed strict"."""
    lines = []
    for field, flag in OPTION_WORDS.items():
        if field not in given:
            continue
        old, new = getattr(saved, field), getattr(typed, field)
        if field == "variants":
            old, new = tuple(sorted(old)), tuple(sorted(new))
        if old != new:
            lines.append(_("{option}: saved {saved}, typed {typed}").format(
                option=flag, saved=_option_text(field, old), typed=_option_text(field, new)))
    return lines


__all__ = ["OPTION_WORDS", "LockedScreen", "ResumeScreen", "describe_save", "option_differences"]
