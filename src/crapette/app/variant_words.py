"""A variant's name as the status line says it: in English the name typed on the command
line (``three-players``), in French and German the game's words (« trois joueurs », „drei
Spieler“): issue 27 item 7 found « three-players » on a French table. The command line,
the records and ``analyze`` keep the names (notation.md)."""

from __future__ import annotations

from crapette.i18n import _, pgettext


def variant_words(name: str) -> str:
    """``name`` (a variant's) in the player's language; an unknown name as it is."""
    # Translators: a variant in the status line; English shows the name typed on the
    # command line, a translation the variant's words, short (the line has 80 columns)
    said = {
        "discard-available": pgettext("variant", "discard-available"),
        "reserve-11": pgettext("variant", "reserve-11"),
        "reserve-12": pgettext("variant", "reserve-12"),
        "highest-starts": pgettext("variant", "highest-starts"),
        "highest-suit-starts": pgettext("variant", "highest-suit-starts"),
        "cut-starts": pgettext("variant", "cut-starts"),
        "false-stop-penalty": pgettext("variant", "false-stop-penalty"),
        "strict-priorities": pgettext("variant", "strict-priorities"),
        "minimal-freeing": pgettext("variant", "minimal-freeing"),
        "tableau-starts": pgettext("variant", "tableau-starts"),
        "early-turn": pgettext("variant", "early-turn"),
        "face-down-reserve": pgettext("variant", "face-down-reserve"),
        "face-down-tableau": pgettext("variant", "face-down-tableau"),
        "face-down-houses-1": pgettext("variant", "face-down-houses-1"),
        "face-down-houses-2": pgettext("variant", "face-down-houses-2"),
        "group-moves": pgettext("variant", "group-moves"),
        "touch": pgettext("variant", "touch"),
        "french-turn": pgettext("variant", "french-turn"),
        "opponent-cards-up": pgettext("variant", "opponent-cards-up"),
        "crapette-combination": pgettext("variant", "crapette-combination"),
        "fewer-cards-wins": pgettext("variant", "fewer-cards-wins"),
        "alternating-starts": pgettext("variant", "alternating-starts"),
        "crapette-call": pgettext("variant", "crapette-call"),
        "zank-patience": pgettext("variant", "zank-patience"),
        "zank-advanced": pgettext("variant", "zank-advanced"),
        "schikanieren": pgettext("variant", "schikanieren"),
        "three-players": pgettext("variant", "three-players"),
        "one-deck": pgettext("variant", "one-deck"),
    }
    return said.get(name, name)


def variants_said(names: tuple[str, ...] | list[str]) -> str:
    """The variants in force, as the status line lists them ("standard" for none)."""
    return ", ".join(variant_words(name) for name in names) if names else _("standard")


__all__ = ["variant_words", "variants_said"]
