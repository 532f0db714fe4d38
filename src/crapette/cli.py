"""The command line: thin sub-commands that parse, call the engine or the app, print.

Bad input never shows a traceback: it prints one line naming what is wrong and
exits with status 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING, NoReturn
from collections.abc import Sequence

from crapette.i18n import LANGUAGES, N_, _, ngettext

if TYPE_CHECKING:
    from crapette.engine import Position, Record

EXIT_BAD_INPUT = 2
ASCII_HELP = N_("plain-ASCII cards and lines (10S, QH; automatic when the terminal's encoding cannot show "
                "the suit symbols)")
LANG_HELP = N_("the language of the screens and messages: en, fr or de (default: the remembered setting, "
               "else the locale)")


class BadInput(Exception):
    """Input the user must fix; the message is printed as is."""


class _Parser(argparse.ArgumentParser):
    """Bad arguments become one line and status 2, like every other bad input."""

    def error(self, message: str) -> NoReturn:
        raise BadInput(_("{message} (see `{prog} --help`)").format(message=message, prog=self.prog))


def _shown(path: str) -> str:
    """A file name as it may appear in a message: one line, no control sequence, not too long."""
    from crapette.engine.safety import one_line

    return _("standard input") if path == "-" else one_line(path, 200)


def _read_input(path: str) -> bytes:
    """The file's bytes, at most MAX_FILE_BYTES + 1 of them (the reader refuses more)."""
    from crapette.engine.safety import MAX_FILE_BYTES, read_capped

    name = _shown(path)
    try:
        if path == "-":
            stdin = getattr(sys.stdin, "buffer", None)  # a replaced sys.stdin may hold text only
            if stdin is None:
                return sys.stdin.read(MAX_FILE_BYTES + 1).encode("utf-8", "surrogateescape")
            data: bytes = stdin.read(MAX_FILE_BYTES + 1)
            return data
        return read_capped(path)
    except FileNotFoundError:
        raise BadInput(_("{name}: no such file").format(name=name)) from None
    except IsADirectoryError:
        raise BadInput(_("{name}: is a directory, not a file").format(name=name)) from None
    except PermissionError:
        raise BadInput(_("{name}: permission denied").format(name=name)) from None
    except OSError as exc:
        raise BadInput(f"{name}: {exc.strerror or exc}") from None


def cmd_analyze(args: argparse.Namespace) -> int:
    from crapette.engine import CrapetteError, Game, Position, load_any
    from crapette.engine import analysis

    text = _read_input(args.file)
    name = _shown(args.file)
    try:
        loaded = load_any(text)
        if isinstance(loaded, Position):
            if args.after is not None:
                raise BadInput(_("{name}: --after applies to records, and this is a position").format(name=name))
            game = Game(loaded)
        else:
            game = loaded.replay(args.after)
    except CrapetteError as exc:
        raise BadInput(f"{name}: {exc}") from None
    sys.stdout.write(game.position.dumps() if args.position else analysis.dumps(game))
    return 0


#: The games of other tables the app plays (the one-deck and the three-player game,
#: Wegner's Zank-Patience with its advanced conditions, three players and Schikanieren).
IN_APP = frozenset({"one-deck", "three-players", "zank-patience", "zank-advanced", "schikanieren"})
#: Games the engine knows that the app does not play yet, even in combination.
LATER: frozenset[str] = frozenset()


def _not_in_app(names: list[str]) -> str | None:
    """The first variant named that changes the table (``Rules.standard_table``) to one the
    app does not play (none today: ``LATER`` lists them). Bad names are left to the app's
    own message."""
    from crapette.engine import CrapetteError, Rules

    for name in names:
        if name.strip().lower() in LATER:
            return name.strip()
        try:
            rules = Rules.from_names([name])
        except CrapetteError:
            continue
        if not rules.standard_table and not IN_APP.issuperset(rules.names):
            return name.strip()
    try:
        rules = Rules.from_names(names)
    except CrapetteError:
        return None
    return None


def _play_seats(variants: list[str]) -> tuple[str, ...]:
    """The seats of the game asked for, in the order of play (for --names); bad variant
    names give the standard game's (the app says what is wrong with them)."""
    from crapette.engine import CrapetteError, Rules

    try:
        table = Rules.from_names(variants).table
    except CrapetteError:
        return ("south", "north")
    return tuple(table.seat_name(seat) for seat in table.seats)


def cmd_play(args: argparse.Namespace) -> int:
    if args.names is not None:  # shown on the board and written in saves and records: cleaned here
        from crapette.engine.safety import clean_name

        seats = _play_seats(args.variant)
        computers = len(args.vs.split(",")) if args.vs is not None and len(seats) > 2 else 0
        if len(args.names) != len(seats) and not (computers and len(args.names) == len(seats) - computers):
            humans = _(" (or the {count} humans')").format(count=len(seats) - computers) if computers else ""
            raise BadInput(_("--names: give {count} names ({seats}){humans}, not {given}").format(
                count=len(seats), seats=", ".join(seats), humans=humans, given=len(args.names)))
        fallbacks = seats if len(args.names) == len(seats) else ("player",) * len(args.names)
        args.names = [clean_name(name, fallback.capitalize()) for name, fallback in zip(args.names, fallbacks)]
    later = _not_in_app(args.variant)
    if later is not None:  # the engine plays them (analyze, selfplay); the board does not draw their tables yet
        raise BadInput(_("--variant {name}: not playable in the app yet (crapette analyze and selfplay know it)")
                       .format(name=later))
    if args.vs is None and (args.seat is not None or args.pace is not None):
        raise BadInput(_("--seat and --pace apply only against the computer: add --vs computer[:LEVEL]"))
    try:
        from crapette.app.launch import run_play
    except ImportError:
        print(_("The board is not built yet: `crapette analyze` works today."), file=sys.stderr)
        return 1
    return run_play(args)


def cmd_learn(args: argparse.Namespace) -> int:
    """`crapette learn`: the lessons on the board; progress is kept in the data directory."""
    from crapette.app.learn import LearnApp, Progress, lesson_list, summary
    from crapette.lessons import LessonError, load_lessons

    try:
        lessons = load_lessons()
    except LessonError as exc:
        raise BadInput(_("the lessons cannot be read: {error}").format(error=exc)) from None
    if args.lesson is not None and args.lesson > len(lessons):
        raise BadInput(ngettext("--lesson {n}: there is {count} lesson", "--lesson {n}: there are {count} lessons "
                                "(1 to {count})", len(lessons)).format(n=args.lesson, count=len(lessons)))
    if args.list:
        progress = Progress()
        notice = progress.load()
        if notice is not None:
            print(notice.replace("\n\n", " "), file=sys.stderr)
        print(lesson_list(lessons, progress))
        return 0
    app = LearnApp(lessons, start=args.lesson, reset=args.reset)
    app.ascii = _wants_ascii(args)
    app.run()
    print(summary(lessons, app.progress))
    return app.return_code or 0


def _plain_count(text: str) -> int | None:
    from crapette.engine.safety import plain_count

    return plain_count(text)


def _non_negative(text: str) -> int:
    """A whole number in plain ASCII digits: not ' 5', '+3', '٥' or '1_0'."""
    from crapette.engine.safety import excerpt

    value = _plain_count(text)
    if value is None:
        raise argparse.ArgumentTypeError(_("{text} is not a whole number (digits 0-9 only)").format(text=excerpt(text)))
    return value


def _positive(text: str) -> int:
    value = _non_negative(text)
    if value == 0:
        raise argparse.ArgumentTypeError(_("must be at least 1"))
    return value


def _opponent(text: str) -> str:
    from crapette.app.computer import OpponentError, parse_opponent

    try:  # three players: one level per computer, separated by commas
        return ",".join(parse_opponent(part) for part in text.split(","))
    except OpponentError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _seats(text: str) -> str:
    """--seat: one seat, or (three players) the humans' seats separated by commas."""
    from crapette.app.computer import OpponentError
    from crapette.app.seating import parse_seats

    try:
        return ",".join(parse_seats(text))
    except OpponentError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _pace(text: str) -> float:
    from crapette.app.computer import OpponentError, check_pace

    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("{text} is not a number of seconds").format(text=repr(text))) from None
    try:
        return check_pace(value)
    except OpponentError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _selfplay_count(text: str, what: str) -> int:
    from crapette.engine.safety import excerpt

    value = _plain_count(text)
    if value is None and text.startswith("-") and _plain_count(text[1:]) is not None:
        value = -1  # a negative number: said as such below
    if value is None:
        raise BadInput(_("{option} {text} is not a whole number (digits 0-9 only)").format(option=what, text=excerpt(text)))
    if value < 1:
        raise BadInput(_("{option} {text} must be at least 1").format(option=what, text=excerpt(text)))
    return value


def cmd_selfplay(args: argparse.Namespace) -> int:
    from crapette.bots import UnknownPlayer, make_player
    from crapette.engine import Rules, VariantError
    from crapette.engine.safety import excerpt

    games = _selfplay_count(args.games, "--games")
    jobs = _selfplay_count(args.jobs, "--jobs")
    seed = _plain_count(args.seed)
    if seed is None and args.seed.startswith("-") and _plain_count(args.seed[1:]) is not None:
        raise BadInput(_("--seed {text} must be 0 or more").format(text=repr(args.seed)))
    if seed is None:
        raise BadInput(_("--seed {text} is not a whole number (digits 0-9 only)").format(text=repr(args.seed)))
    if args.mode not in ("stop", "strict"):
        raise BadInput(_("--mode {text}: choose stop or strict").format(text=repr(args.mode)))
    if args.players is None:
        raise BadInput(_("--players A,B is required, e.g. --players planner,greedy"))
    try:
        seats = Rules.from_names(args.variant).table.seat_count
    except VariantError as exc:
        raise BadInput(_("--variant: {error}").format(error=exc)) from None
    specs = [s.strip() for s in args.players.split(",")]
    if seats == 2 and (len(specs) != 2 or not all(specs)):
        raise BadInput(_("--players {text}: name two players separated by a comma, e.g. planner,greedy "
                         "(three with --variant three-players)").format(text=excerpt(args.players)))
    if seats == 3 and (len(specs) != 3 or not all(specs)):
        raise BadInput(_("--players {text}: the three-player game seats three: name three players "
                         "separated by commas, e.g. planner,greedy,greedy").format(text=excerpt(args.players)))
    for spec in specs:
        try:
            make_player(spec, 0)
        except UnknownPlayer as exc:
            raise BadInput(_("--players: {error}").format(error=exc)) from None
    if args.records is not None and os.path.exists(args.records) and not os.path.isdir(args.records):
        raise BadInput(_("--records {path}: exists and is not a directory").format(path=args.records))

    from rich.console import Console

    from crapette.selfplay import run_selfplay

    try:
        summary = run_selfplay(games, tuple(specs), seed, args.variant, args.mode, jobs, args.records,
                               progress=not args.no_progress, paired=args.paired)
    except OSError as exc:
        raise BadInput(_("--records {path}: {error}").format(path=args.records, error=exc.strerror or exc)) from None
    console = Console()
    if not console.is_terminal:
        console = Console(width=120)
    console.print(summary.table())
    return 0


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


def cmd_replay(args: argparse.Namespace) -> int:
    """Check the record before the app starts: a bad file is one line and status 2.
    ``--list`` and ``--last`` use the finished games kept in the data folder; a save
    file replays the game in progress of the match it holds."""
    from crapette.engine import CrapetteError, Position

    chosen = sum((args.file is not None, args.last, args.list))
    if chosen != 1:
        raise BadInput(_("give a FILE, --last or --list (one of them)"))
    if args.list or args.last:
        from crapette.app.history import KEEP_GAMES, History, game_line

        history = History()
        kept = history.games()
        if not kept:
            raise BadInput(_("no finished game is kept yet in {folder}").format(folder=_shown(str(history.games_folder))))
        if args.list:
            print(_("Finished games kept in {folder} (the last {count}), newest first:").format(
                folder=history.games_folder, count=KEEP_GAMES))
            for path in reversed(kept):
                print(game_line(path))
            return 0
        args.file = str(kept[-1])
    if args.file == "-":
        raise BadInput(_("replay reads a record FILE: standard input is needed for the keys"))
    text = _read_input(args.file)
    name = _shown(args.file)
    try:
        loaded = _record_or_save(text, name)
        if isinstance(loaded, Position):
            raise BadInput(_("{name}: a position, not a game record (crapette-record/1); "
                             "`crapette analyze` reads positions").format(name=name))
        from crapette.app.replay import make_replay_app

        from crapette.engine.safety import clean_text

        app = make_replay_app(loaded, clean_text(os.path.basename(args.file), 60))
        app.ascii = _wants_ascii(args)
    except CrapetteError as exc:
        raise BadInput(f"{name}: {exc}") from None
    app.run()
    return app.return_code or 0


def _record_or_save(text: bytes, name: str) -> Record | Position:
    """A record or position (the notation's formats), or the current game of a save file."""
    from crapette.engine import load_any

    if b'"crapette-save/1"' in text[:4096]:
        from crapette.app.save import MatchSession, SaveError

        try:
            return MatchSession.loads(text).record()
        except SaveError as exc:
            raise BadInput(f"{name}: {exc}") from None
    return load_any(text)


def _wants_ascii(args: argparse.Namespace) -> bool:
    from crapette.app.plain_ascii import wants_ascii

    return wants_ascii(bool(getattr(args, "ascii", False)))


def cmd_stats(args: argparse.Namespace) -> int:
    """`crapette stats`: the results per player name, from the data folder."""
    from crapette.app.history import History, stats_table

    print(stats_table(History().load_stats()))
    return 0


def _play_epilog() -> str:
    from crapette.bots.levels import LEVELS
    from crapette.engine.presets import PRESETS

    return "\n".join([_("computer levels (--vs computer:N; computer alone is computer:3):"),
                      *(f"  {lv.describe()}" for lv in LEVELS.values()),
                      "",
                      _("the French ways of play (003), one word for a set of variants (--variant WAY):"),
                      *(f"  {name:8} {what}" for name, (_, what) in PRESETS.items())])


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="crapette",
        description=_("Crapette (Russian Bank, Zank-Patience, Stop) in a terminal."),
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True

    play = sub.add_parser("play", help=_("play a match for two people at one keyboard, or against the computer"),
                          description=_("Play a match of Crapette for two people sharing one keyboard, "
                                        "or against the computer with --vs."),
                          epilog=_play_epilog(), formatter_class=argparse.RawDescriptionHelpFormatter)
    play.add_argument("--variant", action="append", default=[], metavar="NAME",
                      help=_("a variant to play (repeatable), or one of the French ways below; "
                             "see docs/rules.md for the names"))
    play.add_argument("--seed", type=_non_negative, default=None,
                      help=_("seed of the first deal (random if not given); later games use the next seeds"))
    play.add_argument("--names", nargs="+", metavar="NAME", default=None,
                      help=_("the players' names in the order of play: SOUTH NORTH, or with three players "
                             "SOUTH WEST NORTH (south sits at the bottom, west on the left)"))
    play.add_argument("--mode", choices=("stop", "strict"), default=None,
                      help=_("stop (default): violations go through and may be called with Stop! (the real game); "
                             "strict: violations are refused and explained (for learning)"))
    play.add_argument("--target", type=_positive, default=None, help=_("points that win the match (default 300)"))
    play.add_argument("--record", metavar="FILE", default=None,
                      help=_("keep the game record in FILE, updated after every action"))
    play.add_argument("--new", action="store_true", help=_("start a new match even if one was left unfinished"))
    play.add_argument("--vs", type=_opponent, default=None, metavar="computer[:LEVEL]",
                      help=_("play against the computer: LEVEL 1 (easy) to 5 (hard), or easy, medium, hard; "
                             "computer alone is level 3. With three players one or two computers, "
                             "e.g. computer:3,computer:5 (the humans share the keyboard)"))
    play.add_argument("--seat", type=_seats, default=None, metavar="SEAT[,SEAT]",
                      help=_("your seat against the computer (default south, at the bottom); with three "
                             "players south, west or north, or the humans' seats, e.g. south,west "
                             "(default: the first seats in the order of play)"))
    play.add_argument("--pace", type=_pace, default=None, metavar="SECONDS",
                      help=_("seconds per computer action (default 0.6; + and - change it while playing)"))
    play.add_argument("--ascii", action="store_true", help=_(ASCII_HELP))
    play.add_argument("--lang", choices=LANGUAGES, default=None, help=_(LANG_HELP))
    play.set_defaults(func=cmd_play)

    learn = sub.add_parser(
        "learn", help=_("learn the rules with short lessons on the board"),
        description=_("A guided series of short lessons, answered on the board with the game's keys. "
                      "The lessons done are remembered between runs."))
    learn.add_argument("--lesson", type=_positive, default=None, metavar="N", help=_("open lesson N straight away"))
    learn.add_argument("--list", action="store_true", help=_("list the lessons (done ones marked) and exit"))
    learn.add_argument("--reset", action="store_true", help=_("forget which lessons are done"))
    learn.add_argument("--ascii", action="store_true", help=_(ASCII_HELP))
    learn.add_argument("--lang", choices=LANGUAGES, default=None, help=_(LANG_HELP))
    learn.set_defaults(func=cmd_learn)

    replay = sub.add_parser(
        "replay", help=_("step through a game record on the board, each action explained"),
        description=_("Open a game record (notation.md) on the board: step through it action by action or "
                      "turn by turn (arrows, shift+arrows, home, end); each step says why it was allowed. "
                      "Every finished game is kept in the data folder (the last 200): --last, --list."))
    replay.add_argument("file", metavar="FILE", nargs="?", default=None,
                        help=_("a game record JSON file (crapette-record/1), or a save file (its game in progress)"))
    replay.add_argument("--last", action="store_true", help=_("replay the last finished game"))
    replay.add_argument("--list", action="store_true", help=_("list the finished games kept, newest first, and exit"))
    replay.add_argument("--ascii", action="store_true", help=_(ASCII_HELP))
    replay.add_argument("--lang", choices=LANGUAGES, default=None, help=_(LANG_HELP))
    replay.set_defaults(func=cmd_replay)
    analyze = sub.add_parser(
        "analyze", help=_("list the allowed actions of a position or record, with their violations"),
        description=_("Print the analysis JSON (notation.md) of a position, or of the position a record reaches."))
    analyze.add_argument("file", metavar="FILE", help=_("a position or record JSON file, or - for standard input"))
    analyze.add_argument("--after", type=_non_negative, default=None, metavar="N",
                         help=_("for a record: analyse the position after its first N actions"))
    analyze.add_argument("--position", action="store_true",
                         help=_("print the position reached (position JSON) instead of the analysis"))
    analyze.set_defaults(func=cmd_analyze)

    stats = sub.add_parser(
        "stats", help=_("the results per player name: games and matches won, points, against each computer level"),
        description=_("Print each player name's results: games won, lost and drawn, points, matches, in all "
                      "and against each computer level (or another person). Kept in the data folder."))
    stats.set_defaults(func=cmd_stats)

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
    selfplay.add_argument("--variant", action="append", default=[], metavar="NAME",
                          help=_("a variant to play (repeatable); see docs/rules.md for the names"))
    selfplay.add_argument("--mode", default="stop", metavar="stop|strict",
                          help=_("stop (default): violations go through and may be called with Stop!; "
                                 "strict: violations are refused"))
    selfplay.add_argument("--jobs", default="1", metavar="J", help=_("processes to play on (default 1)"))
    selfplay.add_argument("--records", default=None, metavar="DIR",
                          help=_("write each game's record to DIR (game-0001.json …)"))
    selfplay.add_argument("--no-progress", action="store_true", help=_("do not show the progress bar"))
    selfplay.add_argument("--paired", action="store_true",
                          help=_("play each deal twice, the seats swapped (three times, the seats rotated, "
                                 "with three players): the deal's luck cancels"))
    selfplay.set_defaults(func=cmd_selfplay)

    return parser


def _say(message: str) -> None:
    """One line on stderr, whatever the message holds (control characters escaped)."""
    from crapette.engine.safety import one_line

    try:  # French typography's non-breaking spaces are no control characters: plain spaces on one line
        print(one_line(message.replace("\u00a0", " ").replace("\u202f", " ")), file=sys.stderr)
    except OSError:
        pass


def _degrade_output() -> None:
    """A terminal or locale that cannot show a character gets a stand-in, never a crash."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            try:
                reconfigure(errors="replace")
            except (ValueError, OSError):
                pass


def _silence_stdout() -> None:
    """After a failed write (a full device, a closed pipe), the interpreter's own flush at
    exit must not print a traceback: point standard output at the null device."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def main(argv: Sequence[str] | None = None) -> int:
    _degrade_output()
    from crapette.cli_language import speak

    argv = list(sys.argv[1:] if argv is None else argv)
    for note in speak(argv):
        _say(f"crapette: {note}")
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except BadInput as exc:
        _say(f"crapette: {exc}")
        return EXIT_BAD_INPUT
    try:
        result: int = args.func(args)
        sys.stdout.flush()
        return result
    except BadInput as exc:
        _say(f"crapette {args.command}: {exc}")
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        _silence_stdout()
        return 1
    except OSError as exc:
        if exc.filename is not None:  # a file the command wrote, not the output itself
            raise
        _silence_stdout()
        _say(f"crapette {args.command}: " + _("cannot write the output: {error}").format(error=exc.strerror or exc))
        return 1
