"""What the player is doing at the table right now, and what the game allows from there.

``Selection`` holds the game on the table and the player's half-made action (the
picked-up pile, a foundation or a group size being chosen) and answers questions about
them: where the picked-up card may go, how many cards may move, why a pile cannot be
picked up. No Textual here: the controller (``controller.py``) changes this state, the
prompt (``prompt.py``) reads it.
"""

from __future__ import annotations

from typing import NamedTuple, Protocol

from crapette.engine import MOVE, TURN, Action, Game, move
from crapette.words.cards import card_symbol
from crapette.words.piles import describe_pile, pile_in_sentence
from crapette.engine.gametype import GameType
from crapette.app.games import AppGame, app_game
from crapette.engine.table import Pile, Seat, Table
from crapette.words.describe import words_of
from crapette.engine.french import FillSpacesFirst, fill_first_reason
from crapette.engine.piles import Words
from crapette.engine.rules import dead_houses
from crapette.app.view import Names, Span, sentence, who
from crapette.engine.actions import TOUCH, touch
from crapette.i18n import _
from crapette.words import words_for

#: The mover's piles by the name their keys use: r h d for their own, o p for the opponent's.
OWN_PILES = ("reserve", "hand", "discard")
OPPONENT_PILES = ("reserve", "discard")


class Computers(Protocol):
    """The computer seats as the table sees them (``computers.ComputerSeats``)."""

    @property
    def human(self) -> Seat | None: ...

    def plays(self, seat: Seat) -> bool: ...

    def human_may(self, action: str) -> bool: ...

    def human_callers(self, game: Game) -> tuple[Seat, ...]: ...

    def prompt(self, seat: Seat, name: str, may_call: str | None) -> tuple[Span, ...]: ...


def seat_names(game: Game, names: Names) -> Names:
    """One name per seat of the game's table: the names given, the seats' own names after
    them (a lesson names two players; a three-seat position has three)."""
    width = max(game.position.table.seats) + 1
    defaults = tuple(game.position.table.seat_name(s).capitalize() for s in range(width))
    return tuple(names[:width]) + defaults[len(names):]


def possessive_words(names: Names, player: Seat, apostrophe: str, of: str) -> str:
    """What ``player`` has, in one of two translated forms: ``apostrophe`` ("{player}'s
    turn"), or ``of`` ("the turn of {player}") when the name's brackets hold more than the
    seat (an apostrophe after "level 3, North)" reads badly: ``view.possessive``'s rule).
    Both forms are whole catalog texts, so each language words them its own way."""
    label = who(names, player)
    inside = label.rsplit("(", 1)[-1] if label.endswith(")") else ""
    return (of if "," in inside else apostrophe).format(player=label)


class CountChoice(NamedTuple):
    """Group-moves: the picked-up house, the empty house chosen, and the group sizes that fit."""

    src: Pile
    dst: Pile
    counts: tuple[int, ...]


class Selection:
    """The game on the table and the player's half-made action (see the module docstring)."""

    def __init__(self, game: Game, names: Names = ("South", "North"), computers: Computers | None = None) -> None:
        self.game = game  # the game on the table (the finished one under a game-over dialog)
        self.names = seat_names(game, names)
        self.computers = computers  # the computer seats, when the match has any
        self.selected: Pile | None = None
        self.choosing_foundation = False
        self.choosing_count: CountChoice | None = None  # group-moves: several groups fit an empty house
        self.cursor: int | None = None  # the keyboard cursor's click target (cursor.py), None: hidden
        self.lit: frozenset[Pile] = frozenset()  # the computer's last action's piles, lit for a moment
        self.paused_by: Seat | None = None  # who called Pause (pausing.py): the mover keeps still

    def clear(self) -> None:
        """Put the picked-up card back; no foundation or group size is being chosen."""
        self.selected = None
        self.choosing_foundation = False
        self.choosing_count = None

    # --- calls ---------------------------------------------------------------------

    @property
    def table(self) -> Table:
        """The game's table (three players: it changes when a house leaves play)."""
        return self.game.position.table

    @property
    def far_opponent(self) -> bool:
        """Whether the mover has a second opponent, whose piles O and P load (o and p
        load the next player's): a question of the table's seats, not of a game."""
        return len(self.table.opponents(self.mover)) > 1

    @property
    def game_type(self) -> GameType:
        """The game played, as declared once (``engine/games/``): who may call, Pause,
        announced moves, the source, the piles' names."""
        return self.game.rules.game

    @property
    def words(self) -> Words:
        """Whose words name the piles: Wegner's source in his game, not the hand."""
        return words_of(self.game.position)

    @property
    def touch_on(self) -> bool:
        """Variant touch in stop mode: an illegal attempt is recorded, not refused (ruling
        20); in Zank-Patience too, where touching a pile begins a move (ruling 24)."""
        return self.game.mode == "stop" and self.game.rules.touch

    @property
    def crapette_call(self) -> bool:
        return self.game.rules.crapette_call

    def call_action(self, caller: Seat | None = None) -> Action:
        """Stop!, or Crapette! under the variant crapette-call; at three seats naming the
        caller (``stop:W``), who moves next; in Zank-Patience always naming the caller
        (``stop:S``: the mover may call on themselves)."""
        return self.game.rules.call_by(caller, self.table)

    def callers(self) -> tuple[Seat, ...]:
        """The seats at this keyboard that may call now, in the order of play (the
        computers call on their own)."""
        if self.computers is not None:
            return self.computers.human_callers(self.game)
        return self.game.stop_callers

    def call_name(self) -> str:
        return self.game.rules.call_name

    @property
    def human(self) -> Seat | None:
        """The human's seat against the computer; None at one keyboard."""
        return None if self.computers is None else self.computers.human

    # --- the game, read --------------------------------------------------------------

    @property
    def mover(self) -> Seat:
        return self.game.to_move

    def legal(self) -> list[Action]:
        return self.game.legal_actions()

    def allowed(self, action: Action) -> bool:
        """Whether the game would take ``action`` now (strict mode refuses priority violations)."""
        return action in self.legal() and (self.game.mode != "strict" or self.game.violation(action) is None)

    def targets(self, pile: Pile | None) -> list[Pile]:
        """Where a card of ``pile`` may go now, in the engine's order."""
        if pile is None:
            return []
        return list(dict.fromkeys(a.dst for a in self.legal() if a.kind == MOVE and a.src == pile))

    def offered_targets(self, pile: Pile | None) -> list[Pile]:
        """Where the prompt offers a card of ``pile`` to go: every target, as far as the
        game offers them (``AppGame.offered``: Wegner's only the moves of his list)."""
        targets = self.targets(pile)
        return targets if pile is None else self.app_game.offered(self, pile, targets)

    def counts(self, src: Pile, dst: Pile) -> list[int]:
        """How many cards may go from ``src`` to ``dst`` now: [1] for a single card; under
        group-moves one count for a house that holds cards, several for an empty house."""
        return sorted({a.count for a in self.legal() if a.kind == MOVE and a.src == src and a.dst == dst})

    def hold_source_card(self) -> None:
        """Zank-Patience: the card just taken from the source is in the player's hand (it
        must be placed next, W7.2): picked up, a house key or f places it."""
        held = self.table.hand_card(self.mover)
        if self.game_type.takes_source_card and self.game.position.piles[held] and self.game.outcome is None \
                and (self.computers is None or not self.computers.plays(self.mover)):
            self.selected = held

    @property
    def app_game(self) -> AppGame:
        """The app side of the game played (``app.games``): its keys, prompt words, board, help."""
        return app_game(self.game_type)

    @property
    def touch_begins_move(self) -> bool:
        """Wegner's game (ruling 27): picking a card up is touching it, the beginning of a
        move a Stop! may judge; a card dropped where it may not lie is simply put back."""
        return self.app_game.picking_up_touches

    def held_touch(self) -> Action | None:
        """Wegner's game (ruling 27): the card picked up and still in hand began a move,
        so a call made now judges that touch: the touch to record first, unless it is
        recorded already (a fault) or the card is the one taken from the source, whose
        placing is still the move that taking it began."""
        sel, game = self.selected, self.game
        if not self.touch_begins_move or sel is None or sel == self.table.hand_card(game.to_move) or game.outcome is not None:
            return None
        held = touch(sel)
        if game.last_action() == held or game.illegal_reason(held) is not None:
            return None
        return held

    def announcements(self, src: Pile, dst: Pile) -> list[Action]:
        """Zank-Patience: the legal announced moves from house ``src`` to house ``dst``
        (``H3-H5 free:7H``, ``H3-H5 empty:H3``), in the engine's order."""
        return [a for a in self.legal() if a.kind == MOVE and a.src == src and a.dst == dst
                and (a.frees >= 0 or a.empties >= 0)]

    def group_size(self, pile: Pile | None) -> int:
        """The most cards that may leave ``pile`` together now (1 but under group-moves)."""
        return max((a.count for a in self.legal() if a.kind == MOVE and a.src == pile), default=1)

    def count_choice(self) -> CountChoice | None:
        """The group-size question on screen, if it still matches the picked-up pile."""
        choice = self.choosing_count
        return choice if choice is not None and choice.src == self.selected else None

    def foundation_targets(self, pile: Pile | None) -> list[Pile]:
        return [d for d in self.targets(pile) if self.table.is_foundation(d)]

    def own_pile(self, kind: str) -> Pile:
        """The mover's ``reserve``, ``hand`` (turned hand card) or ``discard``."""
        return self.table.own_piles(self.mover)[OWN_PILES.index(kind)]

    def opponent_pile(self, kind: str, far: bool = False) -> Pile:
        """The opponent's ``reserve`` or ``discard`` (the piles the mover loads); at three
        seats the next player's (o p), or with ``far`` the one after (O P)."""
        others = self.table.opponents(self.mover)
        other = others[-1] if far else others[0]
        return self.table.reserve(other) if kind == "reserve" else self.table.discard(other)

    def end_turn_action(self) -> Action:
        """The turned hand card onto the mover's discard (which ends the turn)."""
        return move(self.table.hand_card(self.mover), self.table.discard(self.mover))

    def ends_turn(self, action: Action, player: Seat) -> bool:
        """Whether ``action`` by ``player`` is their hand card onto their discard."""
        return action.kind == MOVE and action.src == self.table.hand_card(player) \
            and action.dst == self.table.discard(player)

    def last_moved(self) -> frozenset[Pile]:
        """The piles the last action changed, for the board to mark until the next one:
        a move's source and destination, or the hand card a turn showed."""
        last = self.game.last_action()
        if last is None or self.game.outcome is not None:
            return frozenset()
        if last.kind == MOVE:
            return frozenset((last.src, last.dst))
        if last.kind == TURN:
            return frozenset((self.table.hand_card(self.mover),))
        if last.kind == TOUCH:  # variant touch: the attempt stays shown while a call may be made
            return frozenset(p for p in (last.src, last.dst) if p >= 0)
        return frozenset()

    def top_card(self, pile: Pile) -> str:
        return card_symbol(self.game.position.piles[pile][-1])

    def selection_problem(self, pile: Pile) -> str | None:
        """Why the pile cannot be picked up now, or None if it can."""
        game, table = self.game, self.table
        pos = game.position
        p = pos.to_move
        owner = table.owner(pile)
        if game.outcome is not None:
            return _("The game is over.")
        if table.is_foundation(pile):
            return _("Cards never leave a foundation ({pile}).").format(pile=table.name(pile))
        if owner is not None and owner != p and not self.targets(pile):  # crapette-call: they may go up
            return _("{pile} belongs to {player}: pick one of your cards first, then load it there "
                     "(o reserve, p discard).").format(
                         pile=sentence(pile_in_sentence(pile, self.words, subject=True)),
                         player=who(self.names, owner))
        if pile == table.discard(p) and not pos.rules.discard_available:
            return _("Your discard is not available (only with the variant discard-available); "
                     "it takes your turned hand card: h then d, or x.")
        if not pos.piles[pile]:
            if pile == table.hand_card(p) and self.game_type.takes_source_card:
                return _("No card taken from your source: press t (or click your Quelle) to take one.")
            if pile == table.hand_card(p):
                return _("No hand card is turned: press t (or click your hand) to turn one.")
            return _("{pile} is empty.").format(pile=sentence(pile_in_sentence(pile, self.words, subject=True)))
        if table.is_reserve(pile) and pos.reserve_hidden[table.owner(pile) or 0]:
            return _("{pile} is face down (variant face-down-reserve): it turns up once no house card can go "
                     "to a foundation.").format(pile=sentence(pile_in_sentence(pile, self.words, subject=True)))
        if pos.rules.hidden_houses and pile in dead_houses(pos):
            return _("The card of {pile} was dealt face down and stays so (variant face-down-houses): it never "
                     "moves, and nothing goes on it.").format(pile=pile_in_sentence(pile, self.words))
        if not self.targets(pile) and isinstance(pos.rules.generator, FillSpacesFirst) \
                and fill_first_reason(pos) is not None:  # 003's obligation (ruling 28): the rule, named
            return sentence(words_for(fill_first_reason(pos)) or "") + "."
        if not self.targets(pile):
            return _("{card} ({pile}) cannot go anywhere now.").format(card=self.top_card(pile),
                                                                       pile=describe_pile(pile, self.words))
        return None

    def sources(self) -> set[Pile]:
        """Every pile a card may be picked up from now."""
        table = self.table
        return {s for s in range(table.pile_count)
                if table.has(s) and not table.is_foundation(s) and self.selection_problem(s) is None}


__all__ = ["CountChoice", "OPPONENT_PILES", "OWN_PILES", "Selection", "possessive_words"]
