"""Game records and positions: write, read, write again byte-identically; replay to the
same position; unknown fields kept; Stop! calls replayed; errors that name the action."""

from __future__ import annotations

import json
import random
import re

import pytest

from crapette.engine import (
    STOP,
    STOP_MODE,
    STRICT_MODE,
    VARIANTS,
    Action,
    Game,
    Position,
    Record,
    RecordError,
    Verdict,
    card_text,
    parse_action,
    parse_card,
)
from crapette.engine.actions import CALL, CRAPETTE_ACTION, MOVES, PASS_ACTION, STOP_ACTION, TURN_ACTION, move
from crapette.engine.piles import PILE_COUNT

NOTATION_ACTIONS = [MOVES[s][d] for s in range(PILE_COUNT) for d in range(PILE_COUNT)] + [TURN_ACTION, PASS_ACTION]

#: (seed, variants, mode) of the seeded games the round-trip tests play.
GAMES = [
    (11, [], STOP_MODE),
    (12, [], STRICT_MODE),
    (13, ["discard-available", "reserve-11"], STOP_MODE),
    (14, ["false-stop-penalty", "highest-starts", "reserve-12"], STOP_MODE),
]


class Played:
    """A game played at random (Stop! calls included in stop mode), with its verdicts."""

    def __init__(self, game: Game, rng: random.Random, *, stop_rate: float = 0.05, limit: int | None = None) -> None:
        self.game = game
        self.verdicts: list[tuple[int, Verdict]] = []  # (index in game.actions, verdict)
        while not game.is_over and (limit is None or game.ply < limit):
            if game.can_stop() and rng.random() < stop_rate:
                expected = game.last_violation()
                named = None
                if expected is not None and rng.random() < 0.5:
                    named = expected.alternatives[rng.randrange(len(expected.alternatives))]
                if game.rules.crapette_call:
                    call = CRAPETTE_ACTION
                else:
                    call = STOP_ACTION if named is None else Action(STOP, named=named)
                verdict = game.push(call)
                assert verdict is not None and verdict.founded == (expected is not None)
                self.verdicts.append((game.ply - 1, verdict))
                continue
            if game.mode == STRICT_MODE:
                choices = [a for a, v in game.analysis() if v is None]
            else:
                choices = game.legal_actions()
            game.push(choices[rng.randrange(len(choices))])

    @property
    def founded(self) -> int:
        return sum(v.founded for _, v in self.verdicts)

    @property
    def unfounded(self) -> int:
        return sum(not v.founded for _, v in self.verdicts)


def play(seed: int, variants: list[str], mode: str, **kwargs: object) -> Played:
    return Played(Game.new(seed, variants, mode), random.Random(seed), **kwargs)  # type: ignore[arg-type]


def assert_same_game(replayed: Game, original: Game) -> None:
    assert replayed.position.dumps() == original.position.dumps()
    assert replayed.status == original.status
    assert replayed.outcome == original.outcome
    assert replayed.actions == original.actions
    assert replayed.legal_actions() == original.legal_actions()


def round_trip(rec: Record) -> str:
    """Write, read, write again: the same bytes. Returns the text."""
    text = rec.dumps()
    again = Record.loads(text)
    assert again.dumps() == text
    assert Record.loads(again.dumps()).dumps() == text
    return text


@pytest.fixture(scope="module")
def finished() -> dict[tuple[int, str, str], Played]:
    """The seeded games of GAMES, played to the end once for the whole module."""
    return {(seed, ",".join(variants), mode): play(seed, variants, mode) for seed, variants, mode in GAMES}


def _played(finished: dict[tuple[int, str, str], Played], seed: int, variants: list[str], mode: str) -> Played:
    return finished[(seed, ",".join(variants), mode)]


# --- seeded records --------------------------------------------------------------------


@pytest.mark.parametrize(("seed", "variants", "mode"), GAMES)
def test_seeded_record_round_trip_and_replay(
    finished: dict[tuple[int, str, str], Played], seed: int, variants: list[str], mode: str
) -> None:
    game = _played(finished, seed, variants, mode).game
    assert game.is_over
    rec = Record.from_game(game, seed=seed)
    assert rec.seed == seed and rec.start is None
    assert rec.mode == mode and rec.variants == list(game.rules.names)
    text = round_trip(rec)
    obj = json.loads(text)
    assert obj["format"] == "crapette-record/1"
    assert obj["result"] == game.outcome.to_json()  # type: ignore[union-attr]
    assert obj["result"]["outcome"] == game.status
    assert obj["actions"] == [str(a) for a in game.actions]
    assert_same_game(Record.loads(text).replay(), game)
    # the game remembers its seed: no need to pass it again
    assert Record.from_game(game).dumps() == text


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_record_round_trip_for_each_variant(variant: str) -> None:
    """Every registered variant (with those it requires): a finished stop-mode game with
    calls, and its positions, survive write → read → write and replay."""
    names = [variant, *sorted(VARIANTS[variant].requires)]
    seed = 300 + sorted(VARIANTS).index(variant)
    rng = random.Random(seed)
    game = Game.new(seed, names, STOP_MODE)
    positions = []
    while not game.is_over:
        if rng.random() < 0.02:
            positions.append(game.position.dumps())
        Played(game, rng, stop_rate=0.1, limit=game.ply + 1)
    assert game.is_over
    for text in positions + [game.position.dumps()]:
        assert Position.loads(text).dumps() == text
    text = round_trip(Record.from_game(game))
    assert_same_game(Record.loads(text).replay(), game)


def test_unfinished_record_round_trip() -> None:
    played = play(21, ["discard-available"], STOP_MODE, limit=400)
    game = played.game
    assert not game.is_over
    text = round_trip(Record.from_game(game))
    assert json.loads(text)["result"] is None
    assert_same_game(Record.loads(text).replay(), game)


def test_agreed_stalemate_round_trip() -> None:
    game = play(22, [], STOP_MODE, limit=300).game
    game.agree_stalemate()
    text = round_trip(Record.from_game(game))
    assert json.loads(text)["result"]["outcome"] == "stalemate"
    replayed = Record.loads(text).replay()
    assert replayed.status == "stalemate"
    assert replayed.outcome == game.outcome


def test_resigned_game_round_trip() -> None:
    """A resignation is the result's reason (no action text): the replay ends it the same."""
    game = play(22, [], STOP_MODE, limit=300).game
    game.concede(1)
    text = round_trip(Record.from_game(game))
    result = json.loads(text)["result"]
    assert (result["outcome"], result["reason"]) == ("won:north", "resignation")
    assert "resign" not in json.loads(text)["actions"]
    replayed = Record.loads(text).replay()
    assert replayed.status == "won:north"
    assert replayed.outcome == game.outcome
    broken = json.loads(text)
    broken["result"]["outcome"] = "stalemate"
    with pytest.raises(RecordError, match="must name its winner"):
        Record.from_json(broken).replay()


# --- records from a start position --------------------------------------------------------

#: A hand-made partial position (an endgame, not all 104 cards).
ENDGAME = {
    "format": "crapette-position/1",
    "variants": [],
    "to_move": "south",
    "south": {"reserve": ["9C", "2D", "7H"], "hand": ["KS", "4D"], "hand_card": None, "discard": ["5C"]},
    "north": {"reserve": ["QD"], "hand": ["3C", "8S"], "hand_card": None, "discard": ["6H"]},
    "houses": [["KD", "QS"], [], ["8H"], [], ["JC"], [], ["4S"], ["TD"]],
    "foundations": [["AH", "2H"], ["AC", "2C"], ["AS"], [], [], [], [], []],
}


def late_position(seed: int, variants: list[str], mode: str, stock_left: int = 12) -> Position:
    """A position from late in a random game: few cards left in one player's stock."""
    rng = random.Random(seed)
    game = Game.new(seed, variants, mode)
    while not game.is_over:
        pos = game.position
        if min(pos.stock_count(0), pos.stock_count(1)) <= stock_left:
            return pos.copy()
        choices = game.legal_actions() if mode == STOP_MODE else [a for a, v in game.analysis() if v is None]
        game.push(choices[rng.randrange(len(choices))])
    raise AssertionError("the game ended before reaching a late position")


@pytest.mark.parametrize(
    ("start", "mode"),
    [
        pytest.param(lambda: late_position(31, [], STOP_MODE), STOP_MODE, id="late-stop"),
        pytest.param(lambda: late_position(32, ["discard-available"], STRICT_MODE), STRICT_MODE, id="late-strict"),
        pytest.param(lambda: Position.from_json(ENDGAME), STOP_MODE, id="endgame-partial"),
    ],
)
def test_start_position_record_round_trip_and_replay(start: object, mode: str) -> None:
    position = start()  # type: ignore[operator]
    game = Game(Position.loads(position.dumps()), mode)
    Played(game, random.Random(33), stop_rate=0.2)
    assert game.is_over
    rec = Record.from_game(game)
    assert rec.seed is None and rec.start is not None
    assert rec.start.dumps() == position.dumps()
    text = round_trip(rec)
    assert json.loads(text)["start"] == position.to_json()
    replayed = Record.loads(text).replay()
    assert_same_game(replayed, game)
    assert replayed.start.dumps() == position.dumps()


# --- unknown fields ------------------------------------------------------------------


def test_unknown_fields_are_kept_and_written_back(finished: dict[tuple[int, str, str], Played]) -> None:
    game = _played(finished, 13, ["discard-available", "reserve-11"], STOP_MODE).game
    plain = Record.from_game(game)
    rec = Record.from_game(game)
    extras = {"event": "club night", "times": [1.5, 2.25, None], "comments": {"3": "nice", "10": "Stop! missed"}}
    rec.extra = dict(extras)
    text = round_trip(rec)
    assert Record.loads(text).extra == extras
    for key, value in extras.items():
        assert json.loads(text)[key] == value
    # readers ignore them for play
    assert_same_game(Record.loads(text).replay(), game)
    assert Record.loads(text).replay().position.dumps() == plain.replay().position.dumps()


def test_unknown_fields_in_a_hand_written_record(finished: dict[tuple[int, str, str], Played]) -> None:
    """A file another tool wrote (its own layout, unknown fields anywhere, also inside
    the result) is read, played as if they were absent, and written back with them."""
    game = _played(finished, 11, [], STOP_MODE).game
    known = Record.from_game(game).to_json()
    obj: dict[str, object] = {}
    for key, value in known.items():
        obj[key] = value
        if key == "mode":
            obj["x-tool"] = {"name": "outside", "version": [1, 2]}
    obj["result"] = dict(known["result"], duration_s=812)
    obj["annotations"] = ["good game"]
    text_in = json.dumps(obj, indent=4)
    rec = Record.loads(text_in)
    assert rec.extra == {"x-tool": {"name": "outside", "version": [1, 2]}, "annotations": ["good game"]}
    out = rec.dumps()
    back = json.loads(out)
    assert back["x-tool"] == obj["x-tool"] and back["annotations"] == ["good game"]
    assert back["result"]["duration_s"] == 812
    assert Record.loads(out).dumps() == out
    assert_same_game(rec.replay(), game)


def test_unknown_fields_inside_a_start_position_are_ignored_for_play() -> None:
    start = dict(ENDGAME, comment="from a lesson", south=dict(ENDGAME["south"], note="x"))  # type: ignore[arg-type]
    obj = {"format": "crapette-record/1", "variants": [], "mode": "stop", "start": start,
           "players": {"south": "A", "north": "B"}, "actions": ["SR-H2", "turn"], "result": None}
    replayed = Record.loads(json.dumps(obj)).replay()
    reference = Game(Position.from_json(ENDGAME))
    reference.push(parse_action("SR-H2"))
    reference.push(parse_action("turn"))
    assert replayed.position.dumps() == reference.position.dumps()


# --- Stop! calls ----------------------------------------------------------------------


@pytest.mark.parametrize("variants", [[], ["false-stop-penalty"]], ids=["standard", "false-stop-penalty"])
def test_records_with_stop_calls_replay_to_the_same_position(variants: list[str]) -> None:
    played = play(41, variants, STOP_MODE, stop_rate=0.25)
    game = played.game
    assert played.founded > 0 and played.unfounded > 0
    texts = [str(a) for a in game.actions]
    assert "stop" in texts
    assert any(t.startswith("stop ") for t in texts), "a Stop! call naming the mandatory action"
    text = round_trip(Record.from_game(game))
    rec = Record.loads(text)
    assert_same_game(rec.replay(), game)
    # step by step, every call gets the same verdict again
    fresh = rec.initial_game()
    verdicts = dict(played.verdicts)
    for i, action_text in enumerate(rec.actions):
        verdict = fresh.push(parse_action(action_text))
        assert verdict == verdicts.get(i)
    assert fresh.position.dumps() == game.position.dumps()


def test_stop_calls_in_a_record_at_every_place_replay() -> None:
    """Replaying after each founded and each unfounded call gives the position the game had then."""
    played = play(42, [], STOP_MODE, stop_rate=0.25, limit=600)
    rec = Record.from_game(played.game)
    for index, verdict in played.verdicts[:40]:
        replayed = rec.replay(upto=index + 1)
        assert replayed.last_action() is not None and replayed.last_action().kind == STOP  # type: ignore[union-attr]
        reference = rec.replay(upto=index)
        assert reference.push(parse_action(rec.actions[index])) == verdict
        assert reference.position.dumps() == replayed.position.dumps()


# --- positions, actions and cards ----------------------------------------------------------


@pytest.mark.parametrize(
    ("seed", "variants", "mode"),
    [(51, [], STOP_MODE), (52, ["discard-available", "reserve-12"], STRICT_MODE), (53, ["highest-starts"], STOP_MODE)],
)
def test_position_round_trip_from_playouts(seed: int, variants: list[str], mode: str) -> None:
    rng = random.Random(seed)
    game = Game.new(seed, variants, mode)
    seen_hand_card = False
    while not game.is_over:
        if rng.random() < 0.1:
            pos = game.position
            text = pos.dumps()
            back = Position.loads(text)
            assert back.dumps() == text
            assert back == pos
            assert Position.from_json(json.loads(text)) == pos
            seen_hand_card |= bool(pos.piles[2] or pos.piles[3])
        choices = game.legal_actions() if mode == STOP_MODE else [a for a, v in game.analysis() if v is None]
        game.push(choices[rng.randrange(len(choices))])
    text = game.position.dumps()
    assert Position.loads(text).dumps() == text
    assert seen_hand_card


def test_every_action_string_round_trips() -> None:
    groups = [move(s, d, n) for s in range(6, 14) for d in range(6, 14) for n in (2, 3, 12)]
    calls = [CRAPETTE_ACTION, Action(CALL, shown=(MOVES[6][7], move(8, 9, 2), MOVES[9][14]))]
    actions = NOTATION_ACTIONS + groups + calls + [STOP_ACTION]
    actions += [Action(STOP, named=a) for a in NOTATION_ACTIONS + groups]
    assert len(set(map(str, actions))) == len(actions)
    for action in actions:
        text = str(action)
        assert Action.parse(text) == action
        assert parse_action(text.lower()) == action
        assert parse_action(f"  {text.upper()} ") == action


def test_card_notation() -> None:
    assert parse_card("10h") == parse_card("TH") == parse_card("th") == parse_card("10H")
    for card in range(52):
        text = card_text(card)
        assert parse_card(text) == card
        assert parse_card(text.lower()) == card
        if text[0] == "T":
            assert parse_card("10" + text[1]) == card
            assert parse_card("10" + text[1].lower()) == card
    assert sorted(card_text(c) for c in range(52)) == sorted(r + s for r in "A23456789TJQK" for s in "CDHS")


# --- replay(upto=N) ------------------------------------------------------------------


def test_replay_upto_every_n_matches_pushing_the_first_n() -> None:
    """For a short record (a start position late in a game) every prefix is checked."""
    game = Game(late_position(61, [], STOP_MODE, stock_left=6))
    Played(game, random.Random(61), stop_rate=0.2)
    rec = Record.loads(Record.from_game(game).dumps())
    n_actions = len(rec.actions)
    assert 20 <= n_actions <= 2000, n_actions
    stepwise = rec.initial_game()
    for n in range(n_actions + 1):
        if n:
            stepwise.push(parse_action(rec.actions[n - 1]))
        replayed = rec.replay(upto=n)
        assert replayed.ply == n
        assert replayed.position.dumps() == stepwise.position.dumps(), f"upto={n}"
        assert replayed.status == stepwise.status
        assert replayed.stop_caller == stepwise.stop_caller
    for bad in (-1, n_actions + 1):
        with pytest.raises(RecordError):
            rec.replay(upto=bad)


def test_replay_upto_sampled_n_on_a_seeded_record(finished: dict[tuple[int, str, str], Played]) -> None:
    game = _played(finished, 14, ["false-stop-penalty", "highest-starts", "reserve-12"], STOP_MODE).game
    rec = Record.from_game(game)
    stepwise = rec.initial_game()
    checkpoints = set(range(0, len(rec.actions) + 1, 131)) | {1, len(rec.actions)}
    for n in range(len(rec.actions) + 1):
        if n:
            stepwise.push(parse_action(rec.actions[n - 1]))
        if n in checkpoints:
            assert rec.replay(upto=n).position.dumps() == stepwise.position.dumps(), f"upto={n}"


# --- bad records ---------------------------------------------------------------------------


def _message_names(exc: BaseException, number: int, text: str) -> None:
    message = str(exc)
    assert re.search(rf"\baction {number}\b", message), message
    assert text in message, message


@pytest.mark.parametrize("seed", [71, 72])
def test_an_illegal_action_in_a_record_names_its_number_and_text(seed: int) -> None:
    rng = random.Random(seed)
    game = play(seed, [], STOP_MODE, limit=500).game
    rec = Record.from_game(game)
    for index in sorted(rng.sample(range(len(rec.actions)), 8)) + [0]:
        at = rec.replay(upto=index)
        listed = set(at.legal_actions())
        illegal = [a for a in NOTATION_ACTIONS if a not in listed]
        bad = illegal[rng.randrange(len(illegal))]
        broken = Record.loads(rec.dumps())
        broken.actions[index] = str(bad)
        with pytest.raises(RecordError) as exc:
            broken.replay()
        _message_names(exc.value, index + 1, str(bad))
        # the file form reads fine (the action is in the notation) and fails the same way
        with pytest.raises(RecordError) as exc:
            Record.loads(broken.dumps()).replay()
        _message_names(exc.value, index + 1, str(bad))


def test_record_errors_for_stop_and_priority_and_notation() -> None:
    # Stop! with nothing to judge: at the very start
    rec = Record(seed=5, actions=["stop"])
    with pytest.raises(RecordError) as exc:
        rec.replay()
    _message_names(exc.value, 1, "stop")

    # Stop! in strict mode
    game = Game.new(5, [], STRICT_MODE)
    first = next(a for a, v in game.analysis() if v is None)
    rec = Record(seed=5, mode=STRICT_MODE, actions=[str(first), "stop"])
    with pytest.raises(RecordError) as exc:
        rec.replay()
    _message_names(exc.value, 2, "stop")

    # a priority violation in a strict-mode record
    rng = random.Random(5)
    game = Game.new(5, [], STRICT_MODE)
    while True:
        analysis = game.analysis()
        violating = [a for a, v in analysis if v is not None]
        if violating:
            break
        allowed = [a for a, v in analysis if v is None]
        game.push(allowed[rng.randrange(len(allowed))])
    texts = [str(a) for a in game.actions] + [str(violating[0])]
    with pytest.raises(RecordError) as exc:
        Record(seed=5, mode=STRICT_MODE, actions=texts).replay()
    _message_names(exc.value, len(texts), str(violating[0]))
    # the same actions are fine in stop mode
    Record(seed=5, mode=STOP_MODE, actions=texts).replay()

    # text that is not an action at all fails when the file is read
    obj = {"format": "crapette-record/1", "variants": [], "mode": "stop", "seed": 5,
           "players": {"south": "A", "north": "B"}, "actions": ["turn", "XX-H1"], "result": None}
    with pytest.raises(RecordError) as exc:
        Record.loads(json.dumps(obj))
    _message_names(exc.value, 2, "XX-H1")


def test_a_record_naming_a_preset_replays_from_a_start_position() -> None:
    """A record may name the preset ("plain", docs/rules.md §11) while its start position
    lists the variants the preset stands for: the same rules, so it replays."""
    import json as _json

    from crapette.engine import Game, Record

    game = Game.new(3, ["plain"])
    obj = _json.loads(Record.from_game(game).dumps())
    obj.pop("seed", None)
    obj["variants"] = ["plain"]
    obj["start"] = _json.loads(game.position.dumps())
    replayed = Record.loads(_json.dumps(obj)).replay()
    assert sorted(replayed.position.rules.names) == sorted(game.position.rules.names)
    obj["variants"] = ["reserve-11"]
    with pytest.raises(RecordError, match="differ"):
        Record.loads(_json.dumps(obj))
