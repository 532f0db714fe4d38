"""Why the player who moves first in a dealt game does: the words of each game's start
rule (``crapette.engine.variants.StartRule``), for the replay's first line."""

from __future__ import annotations

from crapette.engine.games.three_players import lowest_reserve_starts_of_all
from crapette.engine.variants import StartRule, highest_reserve_starts, lowest_reserve_starts, tableau_starts
from crapette.i18n import N_, _

_START_WORDS: dict[StartRule, str] = {
    lowest_reserve_starts: N_("the lower reserve card starts"),
    highest_reserve_starts: N_("the higher reserve card starts, ace high"),
    tableau_starts: N_("the lower house cards decide"),
    lowest_reserve_starts_of_all: N_("the lowest reserve card starts, ace low; a tie goes to the houses nearest "
                                     "the reserve"),
}


def start_words(rule: StartRule) -> str | None:
    """The start rule in the player's language, None for a rule with no words (a game
    whose first player is fixed says nothing more)."""
    words = _START_WORDS.get(rule)
    return _(words) if words is not None else None


__all__ = ["start_words"]
