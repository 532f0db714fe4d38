"""The standard game (000, two decks; rulings 1–21): two seats, eight houses, eight
foundations; reserve, hand and discard; priorities P1–P3 and the Stop! call. Its
options are the variants of ``variants.py`` (stricter ladders, 003's ways, starts …)."""

from __future__ import annotations

from crapette.engine.games import GameType, register
from crapette.engine.table import STANDARD_TABLE
from crapette.engine.variants import standard_setup

STANDARD = register(GameType(
    name="standard",
    source="000",
    summary="The standard game: two players, two decks, eight houses; priorities P1-P3 and Stop!.",
    table=STANDARD_TABLE,
    setup=standard_setup,
))

__all__ = ["STANDARD"]
