"""The game's footer greys and lights its keys in place, by drawing them dim, not by a CSS
class: a class changed restyles the key through the whole stylesheet at every key press
(issue 28). The look is the stock greyed key's (the snapshots were taken with it)."""

from __future__ import annotations

from typing import Any

import pytest

from crapette.app.app import make_app
from crapette.app.screens.table import TableScreen
from crapette.app.widgets.footer import GameFooter, GreyingKey, shown_bindings

from apphelpers import run_async, wait_until


def esc_key(app: Any) -> GreyingKey:
    keys: list[GreyingKey] = [k for k in app.screen.query_one(GameFooter).query(GreyingKey) if k.key == "escape"]
    assert len(keys) == 1
    return keys[0]


def dim_cells(key: GreyingKey) -> list[bool]:
    """Whether each cell of the key's line is drawn dim."""
    return [bool(segment.style and segment.style.dim) for segment in key.render_line(0) for _ in segment.text]


@run_async
async def test_esc_greys_and_lights_in_place_without_restyling() -> None:
    app = make_app(seed=5, new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        esc = esc_key(app)
        assert esc._disabled and all(dim_cells(esc))  # nothing picked up: esc has nothing to cancel
        restyled: list[object] = []
        original = app.stylesheet.update_nodes

        def update_nodes(nodes: Any, animate: bool = False) -> None:
            nodes = list(nodes)
            restyled.extend(nodes)
            original(nodes, animate)

        app.stylesheet.update_nodes = update_nodes  # type: ignore[method-assign]
        await pilot.press("7")  # 4♥ picked up: esc puts it back
        await pilot.pause()
        assert esc_key(app) is esc  # the same key, not a footer composed anew
        assert not esc._disabled and not any(dim_cells(esc))
        await pilot.press("escape")
        await pilot.pause()
        assert esc._disabled and all(dim_cells(esc))
        assert "-disabled" not in esc.classes
        assert not [n for n in restyled if isinstance(n, GreyingKey)]


@run_async
async def test_a_key_under_the_pointer_is_drawn_anew() -> None:
    # the keys keep their lines while nothing changes (``GreyingKey.render_lines``): the
    # pointer over one (:hover, another background) changes its look, and back
    app = make_app(seed=5, new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        esc = esc_key(app)

        def look() -> list[Any]:
            return [(s.text, s.style) for s in esc.render_lines(esc.region.reset_offset)[0]]

        # a busy machine ends a pause before the footer is laid out (no region yet) or
        # before the hover has been drawn: wait for each (bounded), then compare
        await wait_until(pilot, lambda: esc.region.width > 0)
        resting = look()
        await pilot.hover(esc)
        await wait_until(pilot, lambda: look() != resting)
        await pilot.hover(app.screen, (0, 0))
        await wait_until(pilot, lambda: look() == resting)


@pytest.mark.parametrize(("variants", "mode"), [((), None), ((), "strict"), (("crapette-call",), None),
                                                 (("three-players",), None), (("zank-patience",), None)])
@run_async
async def test_the_footer_asks_only_its_own_keys_and_greys_them_as_textual_would(
        variants: tuple[str, ...], mode: str | None) -> None:
    """``shown_bindings`` leaves out the keys a footer never shows (the pile keys, the
    cursor) and gives, for every other key, what ``Screen.active_bindings`` gives; the
    footer's keys are greyed as Textual's own answer says, key press after key press."""
    app = make_app(seed=5, new=True, variants=variants, mode=mode)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for key in ("7", "escape", "t", "1", "escape", "x", "i", "escape"):
            await pilot.press(key)
            await pilot.pause()
            screen = app.screen
            if not isinstance(screen, TableScreen):
                continue
            full = screen.active_bindings
            mine = shown_bindings(screen)
            shown = {key for key, b in full.items() if b.binding.show}
            assert set(mine) <= set(full) and shown <= set(mine)
            assert all(mine[key] == full[key] for key in mine)
            assert "1" not in mine and "r" not in mine  # pile keys: never in the footer
            for footer_key in screen.query_one(GameFooter).query(GreyingKey):
                assert footer_key._disabled == (not full[footer_key.key].enabled), footer_key.key
