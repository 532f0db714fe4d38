"""The two text lines under the table during a game: the last action (with the Stop!
window) and the prompt (what the keys do now). Read from a ``Selection``; no Textual.
"""

from __future__ import annotations

from crapette.engine import STOP
from crapette.words.cards import card_symbol
from crapette.words.piles import describe_pile
from crapette.engine.actions import CALL, PASS_ACTION, TURN_ACTION
from crapette.app.keys import key_rule
from crapette.app.pausing import pause_caller, pause_callers
from crapette.app.selection import OPPONENT_PILES, Computers, Selection
from crapette.app.view import STOP_BUTTON, Span, action_key, key, name_of, plain, who, Names
from crapette.words.describe import call_word
from crapette.i18n import _, ngettext, pgettext

#: The keys that load each opponent's reserve and discard: the next player's, the far one's.
LOAD_KEYS = (("o", "p"), ("O", "P"))
#: the arrow to each seat's side of the table in the banner: south below, west left, north above
SEAT_ARROWS = {"south": "▼", "west": "◀", "north": "▲"}


class _Hints:
    """Key hints joined by a muted dot."""

    def __init__(self, out: list[Span]) -> None:
        self.out = out
        self.count = 0

    def __call__(self, name: str, text: str) -> None:
        if self.count:
            self.out.append(plain(" · ", "muted"))
        self.count += 1
        self.out.extend([key(name), plain("\u00a0" + text.replace(" ", "\u00a0"))])

    def word_first(self, text: str, names: list[str]) -> None:
        """A hint whose keys are the numbers of what it names: "house 7", "houses 1 7"
        (as "7 house" it read as seven of them)."""
        if self.count:
            self.out.append(plain(" · ", "muted"))
        self.count += 1
        self.out.append(plain(text.replace(" ", "\u00a0") + "\u00a0"))
        for i, name in enumerate(names):
            self.out.extend([plain("\u00a0")] * (i > 0) + [key(name)])


def banner_line(sel: Selection, names: Names) -> str:
    """The banner: who is to play, with an arrow to their side of the table."""
    game = sel.game
    if game.outcome is not None:
        return pgettext("banner", "Game over")
    p = game.to_move
    arrow = SEAT_ARROWS[sel.table.seat_name(p)]
    text = pgettext("banner", "{player} to play").format(player=who(names, p))  # no "seat 1": jargon
    return f"{arrow} {text} {arrow}"


def last_line(sel: Selection, names: Names, words: str, stop_words: str, call_name: str,
              computers: Computers | None) -> tuple[Span, ...]:
    """The last action in notation and words; in stop mode, who may call on it (a
    clickable button when the caller sits at this keyboard)."""
    game = sel.game
    call_name = call_word(call_name)
    last = game.last_action()
    if last is None:
        return (plain(_("No action yet.") + " "),
                plain(_("{player} starts.").format(player=who(names, game.to_move)), "muted"))
    named = action_key(last, sel.words)  # none for « retourner »: the words say it
    spans = [plain(_("Last: "), "muted"), *named, *([plain("\u00a0 ")] if named else [])]
    if last.kind in (STOP, CALL):
        spans.append(plain(stop_words))
        return tuple(spans)
    spans.append(plain(words))
    if game.mode == "stop":
        caller = game.stop_caller
        callers = _(" or ").join(who(names, c) for c in game.stop_callers)
        if caller is not None and not sel.callers():
            spans.append(plain("  ·  " + _("{players} may call {call}").format(players=callers, call=call_name),
                               "muted"))
        elif caller is not None:
            spans += [plain("  ·  "), plain(_("{players} may call").format(players=callers) + " "),
                      Span(f"[\u00a0!\u00a0{call_name}\u00a0]", ("stop",), STOP_BUTTON)]
        elif game.outcome is None:
            spans.append(plain("  ·  " + _("{call} window closed").format(call=call_name), "muted"))
    return tuple(spans)


def prompt_line(sel: Selection, names: Names, call_name: str,
                computers: Computers | None) -> tuple[Span, ...]:
    """What the keys do now: the sources to pick up, or where the picked-up card may go."""
    game, table = sel.game, sel.table
    if game.outcome is not None:
        return (plain(_("The game is over.")),)
    pos = game.position
    p = game.to_move
    paused = sel.paused_by
    if paused is not None:
        return (plain(_("Paused by {caller}: {player} keeps still.").format(caller=who(names, paused), player=who(names, p))
                      + " ", "bold"), key("z"), plain("\u00a0" + _("continue")), plain(" · ", "muted"), key("!"),
                plain(f"\u00a0{call_word(call_name)}"))
    if computers is not None and computers.plays(p):
        spans = computers.prompt(p, names[p], call_word(call_name) if sel.callers() else None)
        if pause_caller(sel) is None:
            return spans
        return (*spans, plain(" · ", "muted"), key("z"), plain("\u00a0" + _("pause")))
    selected = sel.selected
    out: list[Span] = []
    hint = _Hints(out)
    if sel.choosing_foundation and selected is not None:
        found = sel.foundation_targets(selected)
        out.append(plain(_("Which foundation for {card}?").format(card=sel.top_card(selected)) + " ", "bold"))
        last = table.foundation_count
        hint(f"1–{last}", _("F1–F{last} ({piles} accept it)").format(
            last=last, piles=", ".join(table.name(f) for f in found)))
        hint(pgettext("key", "esc"), _("cancel"))
        return tuple(out)
    choice = sel.count_choice()
    if choice is not None and selected is not None:
        cards = pos.piles[selected]
        out.append(plain(_("How many cards from {source} to the empty {target}?").format(
            source=table.name(selected), target=table.name(choice.dst)) + " ", "bold"))
        for n in choice.counts:
            hint(str(n), " ".join(card_symbol(c) for c in cards[-n:]))
        hint("enter", _("all {count}").format(count=choice.counts[-1]))
        hint(pgettext("key", "esc"), _("cancel"))
        return tuple(out)
    if selected is None:
        return _pick_prompt(sel, names, call_name, computers)
    most = sel.group_size(selected)
    run = _(", with the run under it (up to {count} cards)").format(count=most) if most > 1 else ""
    out.append(plain(_("{card} from {pile} picked up{run}:").format(
        card=sel.top_card(selected), pile=describe_pile(selected, sel.words), run=run) + " ", "bold"))
    targets = sel.offered_targets(selected)
    found = [t for t in targets if table.is_foundation(t)]
    if found:
        extra = _(" (F: choose 1–8)") if len(found) > 1 else ""
        hint("f", _("to {pile}").format(pile=table.name(found[0])) + extra)
    loads = _load_keys(sel)
    for t in targets:
        if table.is_house(t):
            number = str(table.house_number(t))
            counts = sel.counts(selected, t)
            if counts == [1]:
                hint(number, _("to {pile}").format(pile=f"H{number}"))
            elif len(counts) == 1:
                hint(number, ngettext("to {pile} ({count} card)", "to {pile} ({count} cards)", counts[0]).format(
                    pile=f"H{number}", count=counts[0]))
            else:
                hint(number, _("to {pile} ({low}–{high} cards)").format(pile=f"H{number}", low=counts[0],
                                                                        high=counts[-1]))
        elif t in loads:
            hint(loads[t], _("load {pile}").format(pile=table.name(t)))
        elif t == table.discard(p):
            hint("d", _("discard (ends the turn)"))
    if found:
        hint(_("again/enter"), _("to a foundation"))
    if not targets and sel.touch_begins_move:  # Wegner: nothing of his list to offer (ruling 26)
        out.append(plain(_("no move of the list") + " · "))
    hint(pgettext("key", "esc"), _("cancel"))
    return tuple(out)


def _pick_prompt(sel: Selection, names: Names, call_name: str,
                 computers: Computers | None) -> tuple[Span, ...]:
    """Nothing picked up: the piles that may be, and the turn keys."""
    game, table = sel.game, sel.table
    call_name = call_word(call_name)
    out: list[Span] = [plain(_("{player}, pick a card:").format(player=name_of(names, game.to_move)) + " ", "bold")]
    hint = _Hints(out)
    sources = sel.sources()
    played = sel.game_type
    for kind, name, text in sel.app_game.own_piles(played):
        if sel.own_pile(kind) in sources:
            hint(name, _(text))
    for pile, name in _load_keys(sel).items():
        if pile in sources:  # crapette-call: the opponent's card may go up
            hint(name, _("{pile} to a foundation").format(pile=table.name(pile)))
    houses = [str(table.house_number(h)) for h in table.houses if h in sources]
    if houses:
        hint.word_first(sel.app_game.house_key_word(len(houses)), houses)
    if sel.allowed(TURN_ACTION):  # never a key that strict mode would refuse
        hint("t", sel.app_game.turn_words(sel))
    elif sel.allowed(PASS_ACTION):
        hint("t", _("pass (nothing left to turn)"))
    if key_rule(sel, "end_turn", ()).acts:
        hint("x", sel.app_game.end_turn_words())
    callers = sel.callers()
    if key_rule(sel, "crapette" if sel.crapette_call else "stop", ()).acts:
        if len(callers) > 1:  # three seats: ! then the caller's seat key
            letters = "/".join(table.seat_name(c)[0] for c in callers)
            either = _(" or ").join(name_of(names, c) for c in callers)
            hint(f"! {letters}", f"{call_name} ({either})")
        else:
            hint("!", f"{call_name} ({name_of(names, callers[0])})")
    pausers = pause_callers(sel)
    if played.pause and key_rule(sel, "pause", ()).acts:  # three seats: z then the caller's seat key
        letters = " " + "/".join(table.seat_name(c)[0] for c in pausers) if len(pausers) > 1 else ""
        hint("z" + letters, _("pause ({player})").format(player=_(" or ").join(name_of(names, c) for c in pausers)))
    hint("?", _("help"))
    return tuple(out)


def _load_keys(sel: Selection) -> dict[int, str]:
    """The opponents' reserves and discards with their keys: o p the next player's, O P
    (three seats) the far one's."""
    far_too = (False, True) if sel.far_opponent else (False,)
    return {sel.opponent_pile(kind, far): letters[i]
            for far, letters in zip(far_too, LOAD_KEYS) for i, kind in enumerate(OPPONENT_PILES)}


__all__ = ["LOAD_KEYS", "banner_line", "last_line", "prompt_line"]
