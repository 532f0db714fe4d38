"""The dialogs' rules (``app/dialogs.tcss``) join the app's stylesheet when the first dialog
opens, not at start-up (issue 28: parsing them was ~1.5 % of the start-up's instructions).
They must style a dialog exactly as before (the dialogs' snapshots check the look) and
touch no node shown before (the table, the footer), which they would leave unstyled until
the first dialog."""

from __future__ import annotations

from textual.app import App
from textual.css.stylesheet import Stylesheet
from textual.dom import DOMNode

from apphelpers import run_async
from crapette.app.app import make_app
from crapette.app.dialogs.modal import RULES, load_rules
from crapette.app.dialogs.notice import NoticeScreen


def styles_of(app: App[object]) -> dict[DOMNode, str]:
    """Every node's styles as CSS text (the app, its screens and their widgets)."""
    nodes: list[DOMNode] = [app, *app.screen_stack]
    for screen in app.screen_stack:
        nodes.extend(screen.walk_children(with_self=False))
    return {node: node.styles.css for node in nodes}


def test_the_dialogs_rules_read_without_errors() -> None:
    stylesheet = Stylesheet(variables=App[None]().get_css_variables())
    stylesheet.add_source(RULES.read_text(encoding="utf-8"), read_from=(str(RULES), ""))
    stylesheet.parse()  # raises on an error
    assert len(stylesheet.rules) >= 20


@run_async
async def test_the_first_dialog_brings_the_rules_as_the_apps_own() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        assert not app.stylesheet.has_source(str(RULES))  # not parsed at start-up
        await app.push_screen(NoticeScreen("Title", "Body"))
        await pilot.pause()
        source = app.stylesheet.source[(str(RULES), "")]
        assert not source.is_defaults and source.scope == ""  # like crapette.tcss's rules
        box = app.screen.query_one("#dialog")
        # dialogs.tcss: #dialog is 76 wide, centred on its screen (align: center middle)
        assert box.region.width == 76 and box.region.x == (120 - 76) // 2
        await app.pop_screen()
        await app.push_screen(NoticeScreen("Again", "Body"))  # the second dialog: read once
        await pilot.pause()
        assert list(app.stylesheet.source).count((str(RULES), "")) == 1
        assert app.screen.query_one("#dialog").region.width == 76


@run_async
async def test_the_rules_restyle_nothing_shown_before_a_dialog() -> None:
    for ascii_only in (False, True):
        app = make_app(seed=5, new=True)
        app.ascii = ascii_only
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            before = styles_of(app)
            load_rules(app)
            app.stylesheet.update(app)  # every node styled again, with the dialogs' rules
            await pilot.pause()
            assert app.stylesheet.has_source(str(RULES))
            assert styles_of(app) == before
