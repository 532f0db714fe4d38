"""What the computer players know of Wegner's Zank-Patience (``001``, ruling 24).

His ladder leaves a player few choices: which house takes a card when two do, which
card to free or which house to empty (moves 2 and 3, announced), and at move 7 whether
to put the discard's top card on an empty house (7.1) or take a source card (7.2). The
turn ends only when a source card fits nowhere and goes onto one's own discard, so the
standard evaluation's reserve and loading terms mean nothing here (a house card never
loads a discard, and there is no reserve). ``evaluate_zank`` values a position by:

- the cards left, the opponent's against ours (source, held card and discard; in
  Schikanieren the Schikanier pile too, each of its cards weighing ``reserve``: it leaves
  only by its top card, scores double, and a player who neglects it blocks the game);
- before taking a source card (``turn``): how many source cards are expected to find a
  place before the turn ends (``expected_run``: the empty houses, and the chance that a
  card fits a foundation, a house top or the opponent's discard, from the cards nobody
  has seen), the next card itself when the planner knows it (its source was re-formed
  from its own discard, which it saw);
- at the end of the turn, what the opponent starts with: their discard's top card
  going to a foundation or a house (their first move, and the next card shows), the
  cards the table takes (their source cards will look for a place), and whether their
  top card can be laid on the discard we leave (move 6).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from crapette.bots.greedy import foundation_accepts
from crapette.engine.actions import Action
from crapette.engine.cards import ACES, LOAD_ACCEPTS
from crapette.engine.position import Position, Rules
from crapette.engine.gametype import Family

END, TURNING, CUTOFF = 0, 1, 3  # as crapette.bots.evaluation


def is_zank(rules: Rules) -> bool:
    """Whether the rules play a game of Wegner's family (his moves and ladder)."""
    return rules.game.family is Family.ZANK


def zank_clean_actions(pos: Position, legal: Sequence[Action]) -> list[Action]:
    """The legal actions that break no step of the ladder, in canonical order: the moves
    of the first step that is possible ("nur dann erlaubt, wenn kein Zug mit kleinerer
    Nummer ... möglich ist"; a step's move obeys it and every step below yields). The
    same list as ``priorities.clean_actions``, which asks every step; the search asks
    only down to the first possible one (the ladder's steps comply by membership)."""
    for step in pos.rules.priorities:
        moves = step.mandatory(pos, legal)
        if moves:
            chosen = set(moves)
            return [a for a in legal if a in chosen]
    return list(legal)


def deliberate_breaks(pos: Position, violating: Sequence[Action]) -> list[Action]:
    """The steps a sloppy level breaks on purpose in Wegner's game: a break that gets a
    card of its own away sooner (the discard's top card or the card taken from the
    source to a foundation, a house or the opponent's discard while a lower step is
    due) or takes a source card early. Never the source card onto its own discard
    while a pile takes it (that ends its own turn: no one does it on purpose), nor a
    move between houses (an announcement is a plan, not a slip)."""
    t = pos.table
    own = t.discard_of[pos.to_move]
    return [a for a in violating if a.dst != own and not (t.is_house(a.src) and t.is_house(a.dst))]


@dataclass(frozen=True)
class ZankWeights:
    """The Zank evaluation's weights, in cards (one card of source or discard counts 1)."""

    run: float = 1.0  # before turn: each source card expected to find a place before the turn ends
    sure: float = 0.85  # ... the chance that a card fits a non-empty pile, at most (the run stays finite)
    opp_opening: float = 1.0  # end of turn: the opponent's discard top goes to a foundation or a house
    receptive: float = 0.1  # end of turn: each card the table takes (for the opponent's source cards)
    lead: float = 0.5  # three seats: the best-placed opponent's share of "theirs" (the rest: their mean)
    reserve: float = 1.0  # Schikanieren: each card of a Schikanier pile (a source or discard card counts 1)
    own_pack: float = 0.0  # 1: the next source card's chances from what one's own pack has left (``own_unseen``)


def _mine(pos: Position, seat: int, w: ZankWeights) -> float:
    """A seat's cards left: source, held card, discard, and in Schikanieren the Schikanier
    pile (the reserve's place; empty in Wegner's own game), each of its cards ``w.reserve``."""
    t, piles = pos.table, pos.piles
    return (len(pos.hands[seat]) + len(piles[t.hand_card_of[seat]]) + len(piles[t.discard_of[seat]])
            + w.reserve * len(piles[t.reserve_of[seat]]))


def _theirs(pos: Position, me: int, w: ZankWeights) -> float:
    """The opponents' cards left as one figure: the one opponent's at two seats; at three
    (ruling 24), the best placed's (``w.lead``) and the mean of both, as the standard
    evaluation's ``theirs``: the player nearest to winning matters most."""
    t = pos.table
    if t.seat_count == 2:
        return _mine(pos, t.opponent_of[me], w)
    values = [_mine(pos, seat, w) for seat in t.opponents(me)]
    return w.lead * min(values) + (1.0 - w.lead) * sum(values) / len(values)


def _load_targets(pos: Position, seat: int) -> tuple[int, ...]:
    """The piles ``seat`` may load (``zank.moves.load_piles`` for a seat not to move):
    every opponent's discard; in Schikanieren every opponent's Schikanier pile."""
    t = pos.table
    if pos.rules.game.has_reserve:
        return tuple(t.reserve_of[o] for o in t.opponents(seat))
    return tuple(t.discard_of[o] for o in t.opponents(seat))


def table_takes(pos: Position) -> tuple[set[int], int]:
    """The cards a foundation or a house top takes now, and the number of empty houses.
    A house takes what its table says: Schikanieren's build down in suit (one card), the
    other forms' in alternating colours (two)."""
    piles = pos.piles
    takes = set(foundation_accepts(pos))
    empties = 0
    accepts = pos.table.house_accepts
    for h in pos.table.houses:
        pile = piles[h]
        if pile:
            takes.update(accepts[pile[-1]])
        else:
            empties += 1
    return takes, empties


def expected_run(empties: int, chance: float, sure: float) -> float:
    """How many source cards are expected to find a place before the turn ends: each fits
    a foundation, a house top or the opponent's discard with ``chance`` (at most
    ``sure``); one that fits none takes an empty house, and the one after the last empty
    house ends the turn. The successes before the (empties + 1)-th failure, a negative
    binomial's mean, plus the cards the empty houses take: e + (e + 1)·p / (1 - p).
    Taking a source card while houses are empty places it for sure, and leaves the empty
    houses for the cards that fit nowhere: this is why 7.2 usually beats 7.1."""
    p = min(chance, sure)
    return empties + (empties + 1) * p / (1 - p)


def evaluate_zank(pos: Position, me: int, kind: int, w: ZankWeights, next_card: int | None = None,
                  unseen: list[int] | None = None) -> float:
    """The value of a position for ``me`` at the end of a searched sequence of ``kind``
    (END, TURNING or CUTOFF as in ``crapette.bots.evaluation``; see the module docstring)."""
    t, piles = pos.table, pos.piles
    opp = t.opponent_of[me]  # the next player: the first to play on what we leave
    value = _theirs(pos, me, w) - _mine(pos, me, w)
    if kind == CUTOFF:
        return value
    takes, empties = table_takes(pos)
    if kind == TURNING:
        fits = set(takes)
        for target in _load_targets(pos, me):  # every opponent's discard (Schikanier pile) we may load
            if piles[target]:
                fits.update(LOAD_ACCEPTS[piles[target][-1]])
        chance = sum(unseen[c] for c in fits) / unseen[52] if unseen is not None and unseen[52] else 0.5
        if next_card is None:
            run = expected_run(empties, chance, w.sure)
        elif next_card in fits:
            run = 1 + expected_run(empties, chance, w.sure)
        else:  # an empty house takes it, or it ends the turn on our own discard
            run = 1 + expected_run(empties - 1, chance, w.sure) if empties else 0.0
        return value + w.run * run
    # END: the next player plays on what we leave
    opp_discard = piles[t.discard_of[opp]]
    loaded = [piles[p] for p in _load_targets(pos, opp) if t.owner(p) == me]  # our pile they may load
    if opp_discard:
        top = opp_discard[-1]
        if top in takes:
            value -= w.opp_opening
        elif not empties and any(pile and top in LOAD_ACCEPTS[pile[-1]] for pile in loaded):
            value -= w.opp_opening + 2.0  # move 6: their card comes onto our discard (Schikanier pile)
    needed = len(takes) - sum(1 for c in ACES if c in takes)  # aces always go up
    return value - w.receptive * (needed + empties)


__all__ = ["ZankWeights", "deliberate_breaks", "evaluate_zank", "expected_run", "is_zank", "table_takes", "zank_clean_actions"]
