"""003's four ways of playing as presets: one word names a set of variants, so that a
French player picks "the way we play" at once ("Quatre manières de jouer sont
possibles", 003). A preset may stand wherever variant names are read; it is expanded
into its variants, which are what positions and records list.
"""

from __future__ import annotations

from crapette.engine.why import N_

#: the four ways of 003, one word each: (variants, what it is: translated where shown)
PRESETS: dict[str, tuple[tuple[str, ...], str]] = {}
_COMMON = ("highest-starts", "french-turn", "opponent-cards-up", "fewer-cards-wins")
PRESETS["plain"] = (_COMMON + ("fill-spaces-first",),
                    N_("the first French way: play as long as you can; the standard priorities and Stop!"))
PRESETS["call"] = (_COMMON + ("crapette-combination", "fill-spaces-first"),
                   N_("the second: the Crapette! call on a missed combination, no priority order"))
PRESETS["hardest"] = (_COMMON + ("crapette-call",),
                      N_("the third, the hardest: the priority order C1-C3 and the Crapette! call"))
PRESETS["hidden"] = (_COMMON + ("crapette-call", "face-down-houses-1"),
                     N_("the fourth: the hardest, with one of each player's house cards dealt face down"))


def expand(names: list[str]) -> list[str]:
    """The variant names with every preset replaced by its variants (in order, once each)."""
    out: list[str] = []
    for name in names:
        key = name.strip().lower() if isinstance(name, str) else None  # not a name: from_names refuses it
        for v in PRESETS[key][0] if key in PRESETS else (name,):
            if v not in out:
                out.append(v)
    return out



__all__ = ["PRESETS", "expand"]
