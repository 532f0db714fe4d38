"""The three building rules, one function each (cards.py), checked on cards worked by hand
from the rules text: foundations go up by suit from the ace, houses go down in
alternating colours, loading is same suit one rank up or down."""

from crapette.engine.cards import goes_on_foundation, goes_on_house, loads_onto, parse_card


def c(text: str) -> int:
    return parse_card(text)


def test_foundations_start_with_an_ace_and_go_up_in_one_suit() -> None:
    assert goes_on_foundation(c("AH"), None)
    assert not goes_on_foundation(c("2H"), None)
    assert goes_on_foundation(c("2H"), c("AH"))
    assert not goes_on_foundation(c("2D"), c("AH"))  # same colour, other suit
    assert not goes_on_foundation(c("3H"), c("AH"))  # skips a rank
    assert not goes_on_foundation(c("AS"), c("KS"))  # nothing goes on a king


def test_houses_go_down_in_alternating_colours() -> None:
    assert goes_on_house(c("9C"), c("TH")) and goes_on_house(c("9S"), c("TD"))
    assert not goes_on_house(c("9D"), c("TH"))  # same colour
    assert not goes_on_house(c("JC"), c("TH"))  # up, not down
    assert not goes_on_house(c("KS"), c("AH"))  # nothing goes on an ace


def test_loading_is_same_suit_one_rank_up_or_down() -> None:
    assert loads_onto(c("9H"), c("TH")) and loads_onto(c("JH"), c("TH"))
    assert not loads_onto(c("9D"), c("TH"))  # other suit
    assert not loads_onto(c("8H"), c("TH"))  # two ranks apart
    assert not loads_onto(c("KH"), c("AH"))  # ace and king are not neighbours
