"""`look`: the table said pile by pile, always in the same order (each seat's piles in
the order of play, then the houses, then the foundations); `look h3`, `look reserve`:
one pile, its count and its cards (a house's from the bottom up, another pile's top).
Cards face down are counted, never named.
"""

from __future__ import annotations

from crapette.app.view import Names, sentence, who
from crapette.engine import CrapetteError, Position, parse_pile
from crapette.words.cards import card_symbol
from crapette.words.piles import describe_pile
from crapette.words.describe import words_of
from crapette.engine.table import Pile, Seat
from crapette.i18n import _, ngettext, pgettext
from crapette.plain.commands import long_word


def table_lines(pos: Position, names: Names) -> list[str]:
    """The whole table, one line per pile (the foundations on one line)."""
    table = pos.table
    lines: list[str] = []
    for seat in table.seats:
        lines += seat_lines(pos, seat, names)
    lines += [pile_line(pos, house) for house in table.houses]
    if table.out:  # three players: the first house emptied has left play
        lines.append(_("Out of play: {houses}.").format(
            houses=", ".join(describe_pile(table.house(n), words_of(pos)) for n in sorted(table.out))))
    lines.append(foundations_line(pos))
    if pos.aside:
        lines.append(_("Set aside: {cards}.").format(cards=", ".join(card_symbol(c) for c in pos.aside)))
    return lines


def seat_lines(pos: Position, seat: Seat, names: Names) -> list[str]:
    """A seat's piles: its reserve (none in Wegner's game), its hand (or source) face down,
    its turned card, its discard; headed by the player's name."""
    table = pos.table
    game = pos.rules.game  # what this game's seats have: Wegner's no reserve, a source
    lines = [sentence(_("{player}:").format(player=who(names, seat)))]
    if pos.rules.game.has_reserve:  # none in Wegner's own game (Schikanieren's pile lies there)
        lines.append(pile_line(pos, table.reserve(seat)))
    hand = len(pos.hands[seat])
    said = (ngettext("Source: {count} card face down.", "Source: {count} cards face down.", hand)
            if game.takes_source_card else
            ngettext("Hand: {count} card face down.", "Hand: {count} cards face down.", hand))
    lines.append(said.format(count=hand))
    lines.append(pile_line(pos, table.hand_card(seat)))
    lines.append(pile_line(pos, table.discard(seat)))
    return lines


def pile_line(pos: Position, pile: Pile, whole: bool = False) -> str:
    """One pile: its name, how many cards, the top one (a house: every card, bottom up,
    when ``whole``; the cards dealt face down counted, not named)."""
    table = pos.table
    label = sentence(describe_pile(pile, words_of(pos)))
    cards = pos.piles[pile]
    count = len(cards)
    if not cards:
        return _("{pile}: empty.").format(pile=label)
    hidden = 0
    if table.is_house(pile) and pos.face_down:
        hidden = min(pos.face_down[table.house_index(pile)], count)
    if table.is_reserve(pile) and pos.reserve_hidden[table.owner(pile) or 0]:
        return ngettext("{pile}: {count} card, face down.", "{pile}: {count} cards, the top one face down.",
                        count).format(pile=label, count=count)
    if table.is_house(pile) and (whole or count <= 4):
        shown = [card_symbol(c) for c in cards[hidden:]]
        said = ngettext("{pile}: {cards} ({count} card).", "{pile}: {cards} ({count} cards, from the bottom up).",
                        count).format(pile=label, cards=", ".join(shown), count=count)
    else:
        said = ngettext("{pile}: {count} card, {card}.", "{pile}: {count} cards, top {card}.", count).format(
            pile=label, count=count, card=card_symbol(cards[-1]))
    if hidden:
        said += " " + ngettext("{count} of them face down.", "{count} of them face down.", hidden).format(count=hidden)
    return said


def foundations_line(pos: Position) -> str:
    """The foundations on one line: the top card of each one begun."""
    table = pos.table
    begun = [f"{table.foundation_number(f)} {card_symbol(pos.piles[f][-1])}" for f in table.foundations if pos.piles[f]]
    if not begun:
        return _("Foundations: all empty.")
    empty = len(table.foundations) - len(begun)
    rest = ngettext("; {count} empty", "; {count} empty", empty).format(count=empty) if empty else ""
    return _("Foundations: {tops}{rest}.").format(tops=", ".join(begun), rest=rest)


def pile_words() -> dict[str, set[str]]:
    """The words naming a kind of pile in `look`: English always, the player's language
    too (each translation may list several words, separated by spaces)."""
    said = {"reserve": pgettext("plain pile", "reserve schikanier"), "hand": pgettext("plain pile", "hand source"),
            "discard": pgettext("plain pile", "discard"), "house": pgettext("plain pile", "house"),
            "foundation": pgettext("plain pile", "foundation")}
    english = {"reserve": "reserve schikanier", "hand": "hand source", "discard": "discard", "house": "house",
               "foundation": "foundation"}
    return {kind: {w.casefold() for w in (said[kind] + " " + english[kind]).split()} for kind in said}


def seat_words(pos: Position) -> dict[str, Seat]:
    """The words that name a seat at this table: its name in English and in the player's
    language, and their initials."""
    from crapette.words.describe import seat_word

    out: dict[str, Seat] = {}
    for seat in pos.table.seats:
        for word in (pos.table.seat_name(seat), seat_word(seat)):
            word = word.casefold()
            out.setdefault(word, seat)
            out.setdefault(word[0], seat)
    return out


def find_pile(pos: Position, text: str, mover: Seat) -> Pile | None:
    """The pile ``text`` names: the notation (``H3``, ``SR``, ``F5``), a number (a house),
    or words: ``reserve``, ``hand``, ``discard`` (the mover's, or a seat's: ``discard
    north``), ``house 3``, ``foundation 5``."""
    table = pos.table
    words = text.casefold().replace(",", " ").split()
    if not words:
        return None
    if len(words) == 1:
        word = words[0]
        if word.isdigit():
            house = int(word)
            return table.house(house) if 1 <= house <= len(table.all_houses) else None
        try:
            named = parse_pile(word.upper())
        except CrapetteError:
            named = -1
        if named >= 0 and table.has(named):
            return named
    seats = seat_words(pos)
    kind = next((k for k, said in pile_words().items() for w in words if w in said), None)
    seat = next((seats[w] for w in words if w in seats), mover)
    given = [int(w) for w in words if w.isdigit()]
    number = given[0] if given else None
    if kind == "house" and number is not None and 1 <= number <= len(table.all_houses):
        return table.house(number)
    if kind == "foundation" and number is not None and 1 <= number <= len(table.foundations):
        return table.foundation(number)
    if kind in ("reserve", "hand", "discard"):
        return table.own_piles(seat)[("reserve", "hand", "discard").index(kind)]
    return None


def look_lines(pos: Position, names: Names, argument: str) -> list[str]:
    """What ``look`` says in every interface (play, learn, replay): the whole table, or
    the pile named, or why no pile goes by that name."""
    if not argument:
        return table_lines(pos, names)
    pile = find_pile(pos, argument, pos.to_move)
    if pile is None:
        return [_("{text}: no such pile here; try {look} h3, {look} reserve, {look} discard north, "
                  "{look} f1.").format(text=argument, look=long_word("look"))]
    return [pile_line(pos, pile, whole=True)]


__all__ = ["find_pile", "foundations_line", "look_lines", "pile_line", "seat_lines", "table_lines"]
