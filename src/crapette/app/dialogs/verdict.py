"""The verdict on a Stop! or Crapette! call, in words."""

from __future__ import annotations

from rich.text import Text
from textual.binding import Binding

from crapette.app.dialogs.base import OK_BUTTON, ButtonSpec, Dialog
from crapette.app.view import Names
from crapette.engine import Position, Verdict
from crapette.words.describe import call_word
from crapette.i18n import N_
from crapette.words.verdicts import owned, verdict_body, verdict_title


#: the call as the player's language shouts it: « Stop ! », „Stop!“, « Crapette ! »
call_name = call_word


def verdict_text(verdict: Verdict, names: Names, judged_words: str, before: Position | None,
                 takes_back: bool = False) -> Text:
    """The verdict's words (``words.verdicts.verdict_body``) as the dialog shows them;
    ``takes_back``: a founded call takes the action back (``GameType.founded_call_takes_back``)."""
    return Text.assemble(*verdict_body(verdict, names, judged_words, before, takes_back))


class VerdictScreen(Dialog):
    """The adjudication of a Stop!, in words, until dismissed."""

    BINDINGS = [Binding("escape,enter,space", "dismiss('ok')", N_("close"))]

    def __init__(self, verdict: Verdict, names: Names, judged_words: str,
                 before: Position | None, takes_back: bool = False) -> None:
        self.verdict = verdict
        self.names = names
        self.judged_words = judged_words
        self.before = before
        self.takes_back = takes_back
        super().__init__("", "", [OK_BUTTON], "-founded" if verdict.founded else "-unfounded")
        self.say()

    def words(self) -> tuple[str, Text | str, list[ButtonSpec]]:
        return (verdict_title(self.verdict),
                verdict_text(self.verdict, self.names, self.judged_words, self.before, self.takes_back), self.buttons)


__all__ = ["VerdictScreen", "call_name", "owned", "verdict_text"]
