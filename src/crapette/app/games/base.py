"""The app side of the standard family's games (``000``: the standard game, one deck,
three players, and their variants): the base every game's app side extends.

No Textual here, and nothing of the controller: what a game asks of the table comes
through ``TableState``, so the controller may ask its game without an import loop.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from crapette.engine import Action, Game, Position
from crapette.engine.gametype import GameType, PileKind
from crapette.engine.piles import Words
from crapette.engine.table import Pile, Seat, Table
from crapette.i18n import N_, _, pgettext

if TYPE_CHECKING:
    from textual.screen import ModalScreen
    from crapette.app.widgets.piles import Pen
    from crapette.engine import Rules


class OwnPile(NamedTuple):
    """One of the mover's own piles as the prompt offers it: its name (``Selection.own_pile``),
    its key and its words (a catalog text)."""

    name: str
    key: str
    words: str


class TableState(Protocol):
    """What a game's app side reads of the table (``selection.Selection`` has it)."""

    game: Game
    selected: Pile | None
    choosing_foundation: bool

    @property
    def table(self) -> Table: ...

    @property
    def mover(self) -> Seat: ...

    @property
    def words(self) -> Words: ...

    def announcements(self, src: Pile, dst: Pile) -> list[Action]: ...

    def top_card(self, pile: Pile) -> str: ...


class Column(NamedTuple):
    """A column of the end-of-game table: its heading and its least width."""

    heading: str
    least: int


#: the mover's own piles with their keys and words: reserve, hand card, discard
PICK_PILES = (OwnPile("reserve", "r", N_("reserve")), OwnPile("hand", "h", N_("hand card")),
              OwnPile("discard", "d", N_("discard")))


class AppGame:
    """The app side of a family of games; this class is the standard family's, which
    Wegner's (``zank.py``) overrides where his game differs."""

    #: picking a card up is touching it, the beginning of a move a call may judge
    #: (Wegner's ruling 27); else only a card put down counts
    picking_up_touches = False

    def own_piles(self, game: GameType) -> tuple[OwnPile, ...]:
        """The mover's own piles the prompt offers to pick up, in its order."""
        return PICK_PILES

    def hides(self, state: TableState, action: str) -> bool:
        """Whether a table key is left out of the footer at this moment (beyond the
        keys the table lacks): the standard family shows every key it has."""
        return False

    def offered(self, state: TableState, pile: Pile, targets: list[Pile]) -> list[Pile]:
        """Where the prompt offers the card of ``pile`` to go, of its ``targets``: all."""
        return targets

    def key_words(self, description: str) -> str:
        """A footer key's words (a binding's catalog text) in the player's language."""
        return _(description)

    def turn_words(self, state: TableState) -> str:
        """What t does, in the prompt."""
        return _("turn a hand card")

    def house_key_word(self, count: int = 1) -> str:
        """What the number keys pick in the prompt: « maison », „Haus“ (``count`` of them:
        "houses 1 7"; no count reads "0 houses")."""
        return _("houses") if count > 1 else _("house")  # a plural entry "house" would hide _("house")

    def foundation_key_word(self) -> str:
        """What f puts a card on, in the prompt: „Grundstapel“."""
        return _("foundation")

    def look_screen(self, game: Game) -> ModalScreen[Any] | None:
        """The dialog of l (what each card may do, looked at without touching it), where
        picking a card up is touching it; None here."""
        return None

    def end_turn_words(self) -> str:
        """What x does, in the prompt."""
        return _("discard the hand card (ends the turn)")

    def starter_words(self) -> str:
        """Why the player who starts a game does (the notice at a new game)."""
        return _("lowest reserve card")

    def no_foundation_words(self, cancelled: bool) -> str:
        """Why f did nothing with the picked-up ``{card}`` (``cancelled``: and it was put back)."""
        if cancelled:
            return _("{card} cannot go to a foundation now; selection cancelled.")
        return _("{card} cannot go to a foundation now.")

    def no_reserve_words(self) -> str:
        """Why r or o does nothing in a game without reserves."""
        return _("That key does nothing now.")

    def lesson_pick_keys(self, state: TableState, houses: str) -> tuple[tuple[str, str], ...]:
        """A lesson's keys while nothing is picked up (``houses``: "1–8"), without the
        answer: the learner's own piles, the houses, the turn, the call, the help."""
        return (("r", _("reserve")), ("h", _("hand card")), (houses, _("house")), ("t", pgettext("lesson key", "turn")),
                ("x", pgettext("lesson key", "end turn")), ("!", pgettext("lesson key", "Stop!")), ("?", _("help")))

    def lesson_put_keys(self, game: GameType, houses: str, loaded: str) -> tuple[tuple[str, str], ...]:
        """A lesson's keys once a card is picked up, up to the opponent's discard
        (``loaded``: the opponent the keys o and p load)."""
        return (("f", _("foundation")), (houses, _("house")), ("o", _("{player}'s reserve").format(player=loaded)),
                ("p", _("{player}'s discard").format(player=loaded)))

    def announce(self, state: TableState, src: Pile, dst: Pile) -> Action | tuple[Action, ...] | None:
        """A card put from house ``src`` on house ``dst``: the announced move when one fits,
        the choices when several could (the screen asks which), None where nothing is
        announced (the standard family never announces)."""
        return None

    def asking_words(self, state: TableState, src: Pile, dst: Pile) -> str:
        """The note while the screen asks which announcement."""
        return ""

    def announcement_words(self, position: Position, action: Action) -> str:
        """What an announcement says, for the dialog that asks (none here: the notation)."""
        return str(action)

    def end_columns(self, game: GameType) -> tuple[Column, ...]:
        """The end-of-game table's columns before the count: the cards left on each kind
        of pile the game counts (``GameType.score_columns``), headed in its words."""
        from crapette.words.outcome import column_word

        least = {PileKind.RESERVE: 7, PileKind.HAND: 4, PileKind.DISCARD: 7}
        return tuple(Column(column_word(game, kind), least[kind]) for kind in game.score_columns)

    def draw_board(self, pen: Pen) -> None:
        """The board's piles: two seats face to face, or three (west at the left)."""
        if pen.table.seat_count > 2:
            from crapette.app.widgets.three_seats import draw_three_seats

            draw_three_seats(pen)
        else:
            from crapette.app.widgets.two_seats import draw_two_seats

            draw_two_seats(pen)

    def help(self, rules: Rules, table: Table) -> str:
        """The help screen's text: the keys, the call named for the variant, the seats."""
        from crapette.app.dialogs.help import help_text

        return help_text(rules.call_name, table.seat_count > 2)


#: the standard family's app side
CRAPETTE = AppGame()


__all__ = ["AppGame", "CRAPETTE", "Column", "OwnPile", "PICK_PILES", "TableState"]
