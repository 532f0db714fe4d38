"""The keys, in a scrolling box: the game's (the call named for the variant) or the replay's,
in the player's language (the keys are the same letters in every language).

The texts are marked with ``N_`` and translated when the help opens: the language may
change while the app runs."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widgets import Button, Static

from crapette.words.describe import call_word
from crapette.i18n import N_, _
from crapette.app.dialogs.modal import Modal


class HelpScreen(Modal[None]):
    """Every key, and how to play with the mouse (``text`` in Textual markup)."""

    BINDINGS = [Binding("escape,question_mark,q", "dismiss", N_("close"))]

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help"):
            yield Static(self.text, id="help-text")
            yield Button(Content(_("Close [esc]")), id="close", variant="primary")

    @on(Button.Pressed)
    def close(self) -> None:
        self.dismiss()


CRAPETTE_HELP = N_("""
     Under the variant crapette-call the call is {call}: after [b]![/b] type
     the moves of a combination the offender missed (e.g. H3-H6 H6-F1),
     or nothing, then [b]enter[/b]. Nothing is taken back; when the call is
     founded, the offender's turned hand card goes onto their discard
     and the caller plays next.""")


def help_text(call: str = "Stop!", three: bool = False) -> str:
    """The standard family's help screen in the player's language, the call named for the
    variant in force (``call``: "Stop!" or "Crapette!", as the engine names it); ``three``
    adds the keys of a table of three. Each game's own help: ``app.games``."""
    said = call_word(call)
    if call == "Stop!":
        text = _(HELP_TEXT).format(call=said, crapette="", naming=_(NAMING_HELP))
    else:
        text = _(HELP_TEXT).format(call=said, crapette=_(CRAPETTE_HELP).format(call=said), naming="")
    return (text + _(THREE_HELP) if three else text) + more_help()


def more_help() -> str:
    """The keys every game shares that came after the first help (one block each: a
    translator sees each on its own)."""
    return "\n" + "\n".join(_(block) for block in (CURSOR_HELP, BEST_HELP, WATCH_HELP, END_HELP, LOOK_HELP))


CURSOR_HELP = N_("""\
[b]Cursor and mouse[/b]
  [b]← ↑ → ↓[/b]  move the cursor from pile to pile; [b]space[/b] or [b]enter[/b] then
     picks up the card under it or puts the picked-up card there (on your
     face-down hand: turns a card); [b]esc[/b] hides the cursor.
  Drag a card with the mouse to where it goes.
""")


WATCH_HELP = N_("""\
[b]Watching the computer play[/b]
  Its turn starts after a short pause; each of its actions lights the
  card's source and destination for a moment; when its turn ends, the
  message line lists what it played.
  [b]page up[/b] / [b]page down[/b]  scroll the move log.
""")


BEST_HELP = N_("""\
[b]One best move[/b]
  [b]i[/b]  the hints open on the strongest computer level's choice (★), with
     why: the plan for the turn it is the first step of; [b]enter[/b] plays it.
""")


LOOK_HELP = N_("""\
[b]Look[/b] (remembered for the next time)
  [b]ctrl+t[/b]  the next look: dark, light, then each with the four-colour deck
     (♦ blue, ♣ green: no two suits share a colour)
  [b]ctrl+g[/b]  a bell on a founded Stop! (on or off)
  From 100 columns the cards are drawn larger.
""")


END_HELP = N_("""\
[b]End the game early[/b] (on your turn)
  [b]s[/b]  a stalemate or a resignation. A stalemate needs every player: each
     says yes with their seat's key; the computer agrees when no other
     count is below its own. [b]r[/b] twice resigns: the opponent wins as if
     you had run out of cards (docs/rules.md 9.3).
""")


def replay_help() -> str:
    """The replay's keys in the player's language."""
    return _(REPLAY_HELP)


THREE_HELP = N_("""
[b]Three players[/b] (--variant three-players: south, then west, then north)
  [b]o[/b] [b]p[/b]  load the next player's reserve / discard
  [b]O[/b] [b]P[/b]  load the other opponent's reserve / discard
  [b]1[/b]–[b]9[/b]  houses H1–H9; the first house emptied leaves play for good
  [b]![/b] then [b]s[/b], [b]w[/b] or [b]n[/b]  Stop!: either opponent may call it, and says who
     they are with their seat's key; the caller plays next. When only one
     of them sits at the keyboard, [b]![/b] alone. [b]s[/b] (stalemate) needs all three.
""")


NAMING_HELP = N_("""
  [b]N[/b]  Stop! naming the move to play instead: type it (e.g. H3-F1), then
     [b]enter[/b]. It is played if the broken rule made it mandatory; otherwise,
     and with a plain [b]![/b], the program plays its standard choice.""")


HELP_TEXT = N_("""\
[b]Crapette — keys[/b]  (the player to move uses them; the other calls {call})

[b]Pick a card, then where it goes[/b]
  [b]r[/b]  your reserve          [b]h[/b]  your turned hand card
  [b]1[/b]–[b]8[/b]  houses H1–H8  (as a source or as a destination)
  [b]f[/b]  to a foundation (the lowest one that takes the card)
  [b]F[/b] then [b]1[/b]–[b]8[/b]  to foundation F1–F8 of your choice
  [b]o[/b]  load the opponent's reserve    [b]p[/b]  load the opponent's discard
  [b]d[/b]  (with the hand card picked up) onto your discard: ends your turn
  the same key again, or [b]enter[/b]: the picked-up card to a foundation
  [b]esc[/b]  put the card back (cancel)

[b]Turn and end[/b]
  [b]t[/b] or [b]space[/b]  turn the next hand card (or pass when you have nothing left)
  [b]x[/b]  put the turned hand card on your discard: your turn ends

[b]Calls[/b]
  [b]![/b]  {call} — the opponent calls it on the last action, while the
     window is open (stop mode). The verdict says what was wrong, or
     why the action was allowed.{crapette}{naming}
  [b]s[/b]  offer a stalemate: both players must agree ([b]s[/b] South, [b]n[/b] North)

[b]Learning[/b]
  [b]i[/b]  hints: every action allowed now, the mandatory ones first, each
     with its reason; [b]↑↓[/b] then [b]enter[/b] plays one, [b]esc[/b] closes the list
  [b]u[/b] or [b]ctrl+z[/b]  undo the last action — strict mode only (in stop mode
     taking back would defeat {call})

[b]Group moves[/b] (variant group-moves)
  Pick a house, then another house: the run of cards that fits moves
  together (H2:3-H7). Onto an empty house any part of the run fits: then
  [b]1[/b]–[b]8[/b] says how many cards, and [b]enter[/b] (or a second click on that house)
  moves the whole run.

[b]Screen[/b]
  [b]?[/b]  this help      [b]F1[/b] or [b]R[/b]  the rules      [b]l[/b]  show/hide the move log
  [b]S[/b]  statistics per player (games, matches, points, per computer level)
  [b]ctrl+t[/b]  dark/light theme
  [b]ctrl+q[/b]  quit (the match is saved after every action)

[b]Against the computer[/b]  (crapette play --vs computer[:LEVEL])
  Your keys work on your turn; during the computer's turn press [b]![/b] to
  call {call} on its last action before it plays the next one.
  [b]+[/b] / [b]-[/b]  faster / slower moves. It waits while a dialog (this help,
  a verdict) is open.

[b]Mouse[/b]
  Click a card, then where it goes. Click the picked-up card again to
  send it to a foundation. Click your face-down hand to turn a card;
  click the picked-up hand card's discard to end your turn. Click
  [b][ ! {call} ][/b] on the last-action line to call {call}.
  The keys in the footer are clickable too.

[b]In the table[/b]  SR/NR reserves · SH/NH turned hand cards · SD/ND discards
  · H1–H8 houses · F1–F8 foundations. Yellow: the picked-up card; green:
  where it can go; underlined labels: the last action's source and
  destination. A long house shows its first card, then [b]…5[/b] (5 cards not
  shown), then its top cards. In strict mode priority violations are
  refused with the rule and the move to play.
""")


REPLAY_HELP = N_("""\
[b]Crapette replay — keys[/b]

[b]→[/b]  the next action            [b]←[/b]  back one action
[b]shift+→[/b]  to the start of the next turn
[b]shift+←[/b]  to the start of this turn (again: the turn before)
[b]home[/b]  the start position     [b]end[/b]  the end of the record

[b]?[/b]  this help      [b]F1[/b] or [b]R[/b]  the rules      [b]ctrl+t[/b]  dark/light theme
[b]v[/b]  the review: what each decision cost, and the luck of the cards
[b]q[/b]  quit

[b]The panel "Why"[/b] explains the last action played: the card and where
it went, the building rule that allowed it, whether a priority rule forced
it (P1–P3, or the variants' S1–S4, M1, C1–C3) or it was a free choice, and
the other actions allowed at that moment. A priority violation is marked
with the mandatory action it skipped; a Stop! or Crapette! call shows its
verdict: founded or not, and what was taken back.
The pile the last card went to is shown in green on the board.
""")


__all__ = ["HELP_TEXT", "HelpScreen", "REPLAY_HELP", "help_text", "more_help", "replay_help"]
