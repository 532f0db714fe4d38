"""The questions asked at start-up about a saved match: resume it (as it was saved, even
when other options were typed), or start a new one; and what to do when another window
holds it."""

from __future__ import annotations

from textual.binding import Binding

from crapette.app.dialogs.base import Dialog


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


__all__ = ["LockedScreen", "ResumeScreen"]
