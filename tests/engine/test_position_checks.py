"""``Position.validate`` checks a sound position in C (sorted cards, whole runs compared) and
only then looks card by card for what to say: each refusal still names the card and the pile."""

from __future__ import annotations

import pytest

from crapette.engine import Position, PositionError
from crapette.engine.cards import parse_card
from crapette.engine.piles import parse_pile
from crapette.engine.position import Rules


def _position(variants: tuple[str, ...] = (), **piles: list[str]) -> Position:
    """An otherwise empty table with these piles (``SR=["5C"]``, ``H1=[…]``), each seat
    holding one card of its own so that neither has won."""
    position = Position.empty(Rules.from_names(variants))
    position.hands[0].append(parse_card("KD"))
    position.hands[1].append(parse_card("QD"))
    for name, cards in piles.items():
        position.piles[parse_pile(name)] = [parse_card(c) for c in cards]
    return position


def test_every_card_twice_is_a_full_two_deck_deal() -> None:
    Position.deal(7).validate()  # 104 cards, each twice: nothing to say


def test_one_deck_refuses_a_card_twice() -> None:
    with pytest.raises(PositionError, match=r"5C appears 2 times \(at most once\): SR, H1"):
        _position(("one-deck",), SR=["5C"], H1=["5C"]).validate()
    _position(("one-deck",), SR=["5C"], H1=["5S"]).validate()


def test_two_decks_refuse_a_card_three_times_and_take_it_twice() -> None:
    with pytest.raises(PositionError, match=r"9D appears 3 times \(at most twice\): SR, H2"):
        _position(SR=["9D", "9D"], H2=["9D"]).validate()
    _position(SR=["9D"], H2=["9D"]).validate()


def test_a_long_foundation_and_house_run_pass_and_a_broken_one_is_named() -> None:
    spades = ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS"]
    house = ["KH", "QS", "JD", "TC", "9H", "8S", "7D", "6C", "5H", "4S", "3D", "2C", "AH"]
    _position(F5=spades, H3=house).validate()
    with pytest.raises(PositionError, match="F5: TS cannot lie there"):
        _position(F5=spades[:8] + spades[9:]).validate()  # 8♠ then 10♠
    _position(H3=house[:10] + ["3H"]).validate()  # a red 3 on the black 4: it goes there
    with pytest.raises(PositionError, match="H3: 3C cannot lie on 4S"):
        _position(H3=house[:10] + ["3C"]).validate()  # a black 3 on a black 4


def test_the_sound_positions_of_every_deal_pass() -> None:
    for names in ([], ["one-deck"], ["three-players"], ["face-down-tableau"]):
        for seed in range(20):
            Position.deal(seed, Rules.from_names(names)).validate()
