"""The command line's parser: the sub-commands, their options and help texts. Built after
the language is known (``cli_language``), so the help speaks the player's language."""

from __future__ import annotations

import argparse

from crapette.cli_args import Parser, non_negative, opponent, pace, positive, seats
from crapette.i18n import LANGUAGES, N_, _, pgettext

ASCII_HELP = N_("plain-ASCII cards and lines (10S, QH; automatic when the terminal's encoding cannot show "
                "the suit symbols)")
PLAIN_HELP = N_("play line by line, for screen readers, braille displays and scripts: each event said once as a "
                "sentence, commands typed (help lists them); no colour, no cursor movement, no repaint")
LANG_HELP = N_("the language of the screens and messages: en, fr or de (default: the remembered setting, "
               "else the locale)")



def _selfplay_epilog() -> str:
    from crapette.bots.levels import LEVELS

    lines = [_("players:"),
             "  random     " + _("any allowed action, uniformly (breaks priorities in stop mode)"),
             "  greedy     " + _("obeys the priorities; best single action by simple heuristics"),
             "  planner    " + _("searches whole sequences of actions within its turn"),
             "  computer:N " + _("the app's levels (computer = computer:3):")]
    lines += [f"    {lv.describe()}" for lv in LEVELS.values()]
    lines += ["", *_("Game i is dealt from seed S+i (S+i//2 with --paired); player A is south in even\n"
                     "games, north in odd ones. With three players (--variant three-players): S+i//3 with\n"
                     "--paired, and the seats rotate south, west, north from game to game.\n"
                     "The figures are the same for the same seed, whatever --jobs (timings aside).").split("\n")]
    return "\n".join(lines)


def _play_epilog() -> str:
    from crapette.bots.levels import LEVELS
    from crapette.engine.presets import PRESETS

    return "\n".join([_("computer levels (--vs computer:N; computer alone is computer:3):"),
                      *(f"  {lv.describe()}" for lv in LEVELS.values()),
                      "",
                      _("the French ways of play, one word for a set of variants (--variant WAY):"),
                      *(f"  {name:8} {_(what)}" for name, (_variants, what) in PRESETS.items())])


def _add_lang(command: argparse.ArgumentParser) -> None:
    """``--lang`` after the command as well as before it (``crapette --lang fr play``). The
    language is chosen before parsing (``cli_language``); the option is here for the help
    and for a clear error on a language we do not speak. SUPPRESS: the command's absent
    option must not overwrite the one given before it."""
    command.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help=_(LANG_HELP))


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="crapette",
        description=_("Crapette (Russian Bank, Zank-Patience, Stop) in a terminal."),
    )
    parser.add_argument("--lang", choices=LANGUAGES, default=None, help=_(LANG_HELP))
    sub = parser.add_subparsers(dest="command", metavar=pgettext("metavar", "COMMAND"))
    sub.required = True

    play = sub.add_parser("play", help=_("play a match for two people at one keyboard, or against the computer"),
                          description=_("Play a match of Crapette for two people sharing one keyboard, "
                                        "or against the computer with --vs."),
                          epilog=_play_epilog(), formatter_class=argparse.RawDescriptionHelpFormatter)
    play.add_argument("--variant", action="append", default=[], metavar=pgettext("metavar", "NAME"),
                      help=_("a variant to play (repeatable), or one of the French ways below; "
                             "see docs/rules.md for the names"))
    play.add_argument("--seed", type=non_negative, default=None, metavar=pgettext("metavar", "SEED"),
                      help=_("seed of the first deal (random if not given); later games use the next seeds"))
    play.add_argument("--names", nargs="+", metavar=pgettext("metavar", "NAME"), default=None,
                      help=_("the players' names in the order of play: SOUTH NORTH, or with three players "
                             "SOUTH WEST NORTH (south sits at the bottom, west on the left); against the "
                             "computer the humans' names alone"))
    play.add_argument("--mode", choices=("stop", "strict"), default=None,
                      help=_("stop (default): violations go through and may be called with Stop! (the real game); "
                             "strict: violations are refused and explained (for learning)"))
    play.add_argument("--target", type=positive, default=None, metavar=pgettext("metavar", "TARGET"),
                      help=_("points that win the match (default 300)"))
    play.add_argument("--record", metavar=pgettext("metavar", "FILE"), default=None,
                      help=_("keep the game record in FILE, updated after every action"))
    play.add_argument("--new", action="store_true", help=_("start a new match even if one was left unfinished"))
    play.add_argument("--vs", type=opponent, default=None, metavar=pgettext("metavar", "computer[:LEVEL]"),
                      help=_("play against the computer: LEVEL 1 (easy) to 5 (hard), or easy, medium, hard; "
                             "computer alone is level 3. With three players one or two computers, "
                             "e.g. computer:3,computer:5 (the humans share the keyboard)"))
    play.add_argument("--seat", type=seats, default=None, metavar=pgettext("metavar", "SEAT[,SEAT]"),
                      help=_("your seat against the computer (default south, at the bottom); with three "
                             "players south, west or north, or the humans' seats, e.g. south,west "
                             "(default: the first seats in the order of play)"))
    play.add_argument("--pace", type=pace, default=None, metavar=pgettext("metavar", "SECONDS"),
                      help=_("seconds per computer action (default 0.6; + and - change it while playing); "
                             "with --plain the computer waits for Enter after each action unless --pace is given"))
    play.add_argument("--ascii", action="store_true", help=_(ASCII_HELP))
    play.add_argument("--plain", action="store_true", help=_(PLAIN_HELP))
    _add_lang(play)

    learn = sub.add_parser(
        "learn", help=_("learn the rules with short lessons on the board"),
        description=_("A guided series of short lessons, answered on the board with the game's keys. "
                      "The lessons done are remembered between runs."))
    learn.add_argument("--lesson", type=positive, default=None, metavar="N", help=_("open lesson N straight away"))
    learn.add_argument("--list", action="store_true", help=_("list the lessons (done ones marked) and exit"))
    learn.add_argument("--reset", action="store_true", help=_("forget which lessons are done"))
    learn.add_argument("--ascii", action="store_true", help=_(ASCII_HELP))
    learn.add_argument("--plain", action="store_true", help=_(PLAIN_HELP))
    _add_lang(learn)

    replay = sub.add_parser(
        "replay", help=_("step through a game record on the board, each action explained"),
        description=_("Open a game record (notation.md) on the board: step through it action by action or "
                      "turn by turn (arrows, shift+arrows, home, end); each step says why it was allowed. "
                      "Every finished game is kept in the data folder (the last 200): --last, --list."))
    replay.add_argument("file", metavar=pgettext("metavar", "FILE"), nargs="?", default=None,
                        help=_("a game record JSON file (crapette-record/1), or a save file (its game in progress)"))
    replay.add_argument("--last", action="store_true", help=_("replay the last finished game"))
    replay.add_argument("--list", action="store_true", help=_("list the finished games kept, newest first, and exit"))
    replay.add_argument("--ascii", action="store_true", help=_(ASCII_HELP))
    replay.add_argument("--plain", action="store_true", help=_(PLAIN_HELP))
    _add_lang(replay)
    analyze = sub.add_parser(
        "analyze", help=_("list the allowed actions of a position or record, with their violations"),
        description=_("Print the analysis JSON (notation.md) of a position, or of the position a record reaches."))
    analyze.add_argument("file", metavar=pgettext("metavar", "FILE"),
                         help=_("a position or record JSON file, or - for standard input"))
    analyze.add_argument("--after", type=non_negative, default=None, metavar="N",
                         help=_("for a record: analyse the position after its first N actions"))
    analyze.add_argument("--position", action="store_true",
                         help=_("print the position reached (position JSON) instead of the analysis"))
    _add_lang(analyze)

    from crapette.cli_review import add_parser as add_review

    add_review(sub, _add_lang, ASCII_HELP)

    stats = sub.add_parser(
        "stats", help=_("the results per player name: games and matches won, points, against each computer level"),
        description=_("Print each player name's results: games won, lost and drawn, points, matches, in all "
                      "and against each computer level (or another person). Kept in the data folder."))
    _add_lang(stats)

    selfplay = sub.add_parser(
        "selfplay", help=_("let computer players play each other, headless, and sum up the results"),
        description=_("Play a series of games between two computer players (three with --variant\n"
                      "three-players) and print a summary table."),
        epilog=_selfplay_epilog(), formatter_class=argparse.RawDescriptionHelpFormatter)
    selfplay.add_argument("--games", default="100", metavar="N", help=_("number of games (default 100)"))
    selfplay.add_argument("--players", default=None, metavar="A,B[,C]",
                          help=_("the two players (required), e.g. planner,greedy or computer:2,computer:5; "
                                 "three with --variant three-players, e.g. planner,greedy,greedy"))
    selfplay.add_argument("--seed", default="0", metavar="S", help=_("seed of the first deal (default 0)"))
    selfplay.add_argument("--variant", action="append", default=[], metavar=pgettext("metavar", "NAME"),
                          help=_("a variant to play (repeatable); see docs/rules.md for the names"))
    selfplay.add_argument("--mode", default="stop", metavar="stop|strict",
                          help=_("stop (default): violations go through and may be called with Stop!; "
                                 "strict: violations are refused"))
    selfplay.add_argument("--jobs", default="1", metavar="J", help=_("processes to play on (default 1)"))
    selfplay.add_argument("--records", default=None, metavar=pgettext("metavar", "DIR"),
                          help=_("write each game's record to DIR (game-0001.json …)"))
    selfplay.add_argument("--no-progress", action="store_true", help=_("do not show the progress bar"))
    selfplay.add_argument("--paired", action="store_true",
                          help=_("play each deal twice, the seats swapped (three times, the seats rotated, "
                                 "with three players): the deal's luck cancels"))
    _add_lang(selfplay)

    from crapette.cli_remote import add_commands

    add_commands(sub, _add_lang, PLAIN_HELP, ASCII_HELP)
    return parser


