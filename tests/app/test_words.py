"""Words a new player read (issue 15, item 9): names for seats, proper plurals, claims
that hold, and no "on South's turn" when the judged action was a turn."""

from __future__ import annotations

from crapette.app.dialogs.game_over import breakdown
from crapette.app.dialogs.hints import HintScreen, hint_intro
from crapette.app.dialogs.verdict import verdict_text
from crapette.app.view import whose
from crapette.engine import Game, Position, parse_action
from crapette.engine.actions import STOP_ACTION, TURN_ACTION
from crapette.words.describe import describe_verdict, plural
from crapette.words.explain import building_rule, explain_step
from crapette.engine.outcome import Outcome

NAMES = ("Ann", "Bob")


def test_plurals_are_proper() -> None:
    assert [plural(1, "card"), plural(3, "card"), plural(0, "lesson")] == ["1 card", "3 cards", "0 lessons"]


def test_a_group_of_two_says_the_card_on_it_not_cards() -> None:
    # group-moves: H2 holds 9♦ 8♠ (built down, alternating), moved onto 10♣ of H7.
    pos = Position.loads("""{"format": "crapette-position/1", "variants": ["group-moves"], "to_move": "south",
      "south": {"reserve": ["KS"], "hand": ["2C"], "hand_card": null, "discard": []},
      "north": {"reserve": ["KH"], "hand": ["3C"], "hand_card": null, "discard": []},
      "houses": [[], ["9D", "8S"], [], [], [], [], ["TC"], []],
      "foundations": [[], [], [], [], [], [], [], []]}""")
    text = building_rule(pos, parse_action("H2:2-H7"))
    assert "(s)" not in text and text.endswith("the card on it moves with it.")


def test_the_stop_verdict_names_the_offender_not_your() -> None:
    # Seed 5: South must play SR-F1 first (P1); South turns instead; Bob (North) calls Stop!.
    game = Game.new(5)
    before = game.position.copy()
    game.push(TURN_ACTION)
    verdict = game.push(STOP_ACTION)
    assert verdict is not None and verdict.founded
    text = verdict_text(verdict, NAMES, "Ann turns the next card of the hand", before).plain
    assert "your" not in text.lower()
    assert "Ann's reserve card can go to a foundation" in text
    # a judged turn is not "Ann's turn" (that is the whole turn)
    line = describe_verdict(verdict, NAMES)
    assert line.startswith("Bob calls Stop! on Ann turning a hand card: founded")


def test_the_stalemate_and_win_lines_use_names_and_points() -> None:
    stalemate = Outcome("stalemate", None, "agreed", (3, 0), (56, 59), ((20, 10, 6), (20, 13, 6)))
    assert breakdown(stalemate, NAMES) == ("Stalemate (agreed): Ann (South) counts 56 points, Bob (North) 59; "
                                           "Ann (South) scores the difference, 3 points")


def test_a_bracketed_name_takes_no_apostrophe() -> None:
    names = ("Ann", "Computer (level 3)")
    assert whose(names, 1, "turn") == "the turn of Computer (level 3, North)"
    assert whose(names, 0, "turn") == "the turn of Ann (South)"  # not "Ann (South)'s" (issue 27 item 9)


def test_the_hint_panel_claims_no_priority_rule_when_none_applies() -> None:
    game = Game.new(3)  # seed 3: no priority rule applies to the first action (test_face_down.py)
    screen = HintScreen(game, NAMES)
    assert screen.mandatory == 0 and screen.forbidden == []
    intro = hint_intro(screen.forbidden, screen.mandatory, game.mode)
    assert "breaks a priority rule" not in intro and "free choice" in intro


def test_an_only_action_is_not_called_a_free_choice() -> None:
    # South: empty hand and discard and nothing else to do but pass.
    pos = Position.loads("""{"format": "crapette-position/1", "variants": [], "to_move": "south",
      "south": {"reserve": ["KS"], "hand": [], "hand_card": null, "discard": []},
      "north": {"reserve": ["KH"], "hand": ["3C"], "hand_card": null, "discard": []},
      "houses": [["QS"], ["QC"], ["JS"], ["JC"], ["QS"], ["QC"], ["JS"], ["JC"]],
      "foundations": [[], [], [], [], [], [], [], []]}""")
    game = Game(pos)
    legal = game.legal_actions()
    assert [str(a) for a in legal] == ["pass"]
    parts = dict(explain_step(game, legal[0]).parts())
    assert "free choice" not in parts["free"] and "only action" in parts["free"]


def test_the_move_log_and_the_last_line_use_the_players_names() -> None:
    from crapette.app.controller import TableController

    game = Game.new(5)  # seed 5: South's A♦ goes up from the reserve
    table = TableController(game, NAMES)
    pushed = table.push(parse_action("SR-F1"))
    assert pushed is not None and pushed.words == "Ann: A♦ from reserve to foundation 1"
    assert table.load(game) == [("SR-F1", "Ann: A♦ from reserve to foundation 1")]
