"""The modal screens' common base: a screen that closes once, and whose rules
(``app/dialogs.tcss``) join the app's stylesheet when the first dialog opens."""

from __future__ import annotations

from pathlib import Path
from typing import Any, TypeVar

from textual.app import App
from textual.await_complete import AwaitComplete
from textual.screen import ModalScreen

ResultT = TypeVar("ResultT")

#: the dialogs' rules: parsed when the first dialog opens, not at start-up (issue 28: they
#: were ~20 M instructions of the app's start-up, 1.5 %)
RULES = Path(__file__).resolve().parent.parent / "dialogs.tcss"


def load_rules(app: App[Any]) -> None:
    """Add the dialogs' rules to ``app``'s stylesheet, once, as the app's own stylesheet
    (``crapette.tcss``) has them: user rules, above every widget's DEFAULT_CSS, unscoped.
    Only dialogs have the nodes they name, so no node shown before needs restyling."""
    stylesheet = app.stylesheet
    if not stylesheet.has_source(str(RULES)):
        stylesheet.add_source(RULES.read_text(encoding="utf-8"), read_from=(str(RULES), ""))


class Modal(ModalScreen[ResultT]):
    """A modal screen whose second dismissal does nothing.

    Two quick keys (enter, enter) can both reach a dialog before the first has closed it.
    Textual would run the result callback again (playing a hint twice) and pop the screen
    below (the game itself, or nothing: a ScreenStackError stopped the app). A dialog that
    is no longer shown has nothing to dismiss.
    """

    def _post_register(self, app: App[Any]) -> None:
        """Textual adds a widget's DEFAULT_CSS here, before the screen is styled: the
        dialogs' rules join at the same moment."""
        load_rules(app)
        super()._post_register(app)

    def dismiss(self, result: ResultT | None = None) -> AwaitComplete:
        if not self.is_current:
            return AwaitComplete()
        return super().dismiss(result)


__all__ = ["Modal", "RULES", "load_rules"]
