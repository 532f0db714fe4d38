"""The questions asked at start-up about a saved match: resume it (as it was saved, even
when other options were typed), or start a new one; and what to do when another window
holds it."""

from __future__ import annotations

from textual.binding import Binding

from crapette.app.dialogs.base import Dialog
from crapette.app.save import MatchOptions, MatchSession
from crapette.engine.describe import plural
from crapette.engine.piles import PLAYER_NAMES
from crapette.engine.table import SEAT_BY_ID


class ResumeScreen(Dialog):
    """An unfinished match was found: resume it or start a new one. ``differences`` lists
    the options typed that the saved match does not have: neither choice drops them
    silently, the dialog names both."""

    BINDINGS = [
        Binding("r,escape", "dismiss('resume')", "resume"),
        Binding("n", "dismiss('new')", "new match"),
    ]

    def __init__(self, summary: str, differences: list[str] | None = None) -> None:
        if differences:
            body = (summary + "\n\nThe options you typed differ from the saved match's:\n"
                    + "\n".join(f"  {line}" for line in differences)
                    + "\n\nResume plays the saved match as it was saved; New match starts one "
                      "with the options you typed.")
            buttons = [("resume", "Resume as saved [r]", "primary"), ("new", "New match, typed options [n]", "default")]
        else:
            body = summary
            buttons = [("resume", "Resume [r]", "primary"), ("new", "New match [n]", "default")]
        super().__init__("Resume the unfinished match?", body, buttons)


class LockedScreen(Dialog):
    """The saved match is open in another window: play a new match here, not saved (the
    save stays the other window's), or quit."""

    BINDINGS = [
        Binding("n,enter", "dismiss('new')", "new match"),
        Binding("q,escape", "dismiss('quit')", "quit"),
    ]

    def __init__(self, where: str) -> None:
        super().__init__(
            "The match is open in another window",
            f"The saved match ({where}) is being played in another window; two windows would "
            "overwrite each other's moves.\n\nA new match here is not saved: the save stays "
            "with the other window. Close that window to resume the match here.",
            [("new", "New match, not saved [n]", "primary"), ("quit", "Quit [q]", "default")], "-error")


def _player(name: str, seat: int) -> str:
    """'Ann (south)'; just 'South' when the name is the seat's."""
    seat_name = SEAT_BY_ID[seat]
    return name if name.casefold() == seat_name else f"{name} ({seat_name})"


def describe_save(session: MatchSession) -> str:
    """One sentence for the resume dialog."""
    names = session.options.names
    totals, seats = session.match.totals, session.match.seats
    seed = f", seed {session.seed}" if session.seed is not None else ""
    played = plural(len(session.game.actions), "action")
    if len(seats) == 2:
        s, n = seats
        score = f"{_player(names[s], s)} {totals[s]} – {_player(names[n], n)} {totals[n]}"
    else:  # three seats, in the order of play
        score = " · ".join(f"{_player(names[p], p)} {totals[p]}" for p in seats)
    return (
        f"{score}, target {session.options.target}; "
        f"game {session.game_number}{seed}, {played} played, "
        f"{names[session.game.to_move]} to move; {session.options.mode} mode"
        + (f"; variants {', '.join(session.options.variants)}" if session.options.variants else "")
        + "."
    )


#: The options a player can type, as the resume dialog names them.
OPTION_WORDS = {
    "variants": "--variant", "mode": "--mode", "target": "--target", "names": "--names",
    "first_seed": "--seed", "record": "--record", "opponent": "--vs", "human_seat": "--seat",
    "computers": "--vs",
}


def _option_text(field: str, value: object) -> str:
    if field == "variants":
        return ", ".join(value) if isinstance(value, tuple) and value else "standard rules"
    if field == "names":
        return " and ".join(value) if isinstance(value, tuple) else str(value)
    if field == "opponent":
        return str(value) if value is not None else "two people"
    if field == "human_seat":
        return PLAYER_NAMES[value] if isinstance(value, int) else str(value)
    if field == "computers":
        pairs = value if isinstance(value, tuple) else ()
        return ", ".join(f"{level} {SEAT_BY_ID[seat]}" for seat, level in pairs) or "none"
    if field == "record":
        return str(value) if value is not None else "none"
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
            lines.append(f"{flag}: saved {_option_text(field, old)}, typed {_option_text(field, new)}")
    return lines


__all__ = ["OPTION_WORDS", "LockedScreen", "ResumeScreen", "describe_save", "option_differences"]
