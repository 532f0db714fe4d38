"""The command line: thin sub-commands that parse, call the engine or the app, print.

Bad input never shows a traceback: it prints one line naming what is wrong and
exits with status 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING
from collections.abc import Callable, Sequence

from crapette.cli_args import EXIT_BAD_INPUT, BadInput, plain_count, read_input, selfplay_count, shown
from crapette.cli_args import record_or_save as _record_or_save
from crapette.i18n import _, ngettext

if TYPE_CHECKING:
    from crapette.app.base import BaseApp


def cmd_analyze(args: argparse.Namespace) -> int:
    from crapette.engine import CrapetteError, Game, Position, load_any
    from crapette.engine import analysis

    text = read_input(args.file)
    name = shown(args.file)
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


def _not_in_app(names: list[str]) -> str | None:
    """The game the variants name when its table is one the board cannot lay out (it
    draws any table of two or three seats: ``layout.drawable``); None when it can. Bad
    names are left to the app's own message."""
    from crapette.app.widgets.layout import drawable
    from crapette.engine import CrapetteError, Rules

    try:
        rules = Rules.from_names(names)
    except CrapetteError:
        return None
    return None if drawable(rules.table) else rules.game.name


def _playseats(variants: list[str]) -> tuple[str, ...]:
    """The seats of the game asked for, in the order of play (for --names); bad variant
    names give the standard game's (the app says what is wrong with them)."""
    from crapette.engine import CrapetteError, Rules

    try:
        table = Rules.from_names(variants).table
    except CrapetteError:
        return ("south", "north")
    return tuple(table.seat_name(seat) for seat in table.seats)


def _seats_said(seats: tuple[str, ...]) -> str:
    """The seats in the order of play as the player's language names them (« Sud, Nord »)."""
    from crapette.words.describe import seat_word
    from crapette.engine.table import SEAT_IDS

    return ", ".join(seat_word(SEAT_IDS[seat]) for seat in seats)


def cmd_play(args: argparse.Namespace) -> int:
    if args.names is not None:  # shown on the board and written in saves and records: cleaned here
        from crapette.engine.safety import clean_name

        seats = _playseats(args.variant)
        computers = len(args.vs.split(",")) if args.vs is not None else 0  # --names Ann --vs computer
        if len(args.names) != len(seats) and not (computers and len(args.names) == len(seats) - computers):
            humans = (ngettext(" (or the human's)", " (or the {count} humans')", len(seats) - computers)
                      .format(count=len(seats) - computers) if computers else "")
            raise BadInput(_("--names: give {count} names ({seats}){humans}, not {given}").format(
                count=len(seats), seats=_seats_said(seats), humans=humans, given=len(args.names)))
        fallbacks = seats if len(args.names) == len(seats) else ("player",) * len(args.names)
        args.names = [clean_name(name, fallback.capitalize()) for name, fallback in zip(args.names, fallbacks)]
    later = _not_in_app(args.variant)
    if later is not None:  # the engine plays them (analyze, selfplay); the board does not draw their tables yet
        raise BadInput(_("--variant {name}: not playable in the app yet (crapette analyze and selfplay know it)")
                       .format(name=later))
    if args.record is not None:
        _check_record_path(args.record)
    if args.vs is None and (args.seat is not None or args.pace is not None):
        raise BadInput(_("--seat and --pace apply only against the computer: add --vs computer[:LEVEL]"))
    if args.plain:
        from crapette.plain.launch import run_plain_play

        return run_plain_play(args)
    try:
        from crapette.app.launch import run_play
    except ImportError:
        print(_("The board is not built yet: `crapette analyze` works today."), file=sys.stderr)
        return 1
    return run_play(args)


def _check_record_path(path: str) -> None:
    """``--record FILE``: a regular file (replaced) or a new name; never a device, a FIFO
    or a folder, which the record would replace (as root, ``--record /dev/null``)."""
    import stat

    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return
    except OSError as exc:
        raise BadInput(_("--record {path}: {error}").format(path=shown(path), error=exc.strerror or exc)) from None
    if stat.S_ISDIR(mode):
        raise BadInput(_("--record {path}: is a directory, not a file").format(path=shown(path)))
    if not stat.S_ISREG(mode):
        raise BadInput(_("--record {path}: not a regular file (a device or a FIFO is never replaced)").format(
            path=shown(path)))


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
    if args.plain:
        from crapette.plain.console import standard_console
        from crapette.plain.learn import PlainLessons

        progress = Progress()
        if args.reset:
            progress.reset()
        notice = None if args.reset else progress.load()
        return PlainLessons(lessons, progress, standard_console(_wants_ascii(args))).run(args.lesson, notice)
    app = LearnApp(lessons, start=args.lesson, reset=args.reset)
    app.ascii = _wants_ascii(args)
    apply_remembered(app)  # the theme and deck last chosen (look.py)
    app.run()
    print(summary(lessons, app.progress))
    return app.return_code or 0


def cmd_selfplay(args: argparse.Namespace) -> int:
    from crapette.bots import UnknownPlayer, make_player
    from crapette.engine import Rules, VariantError
    from crapette.engine.safety import excerpt

    games = selfplay_count(args.games, "--games")
    jobs = selfplay_count(args.jobs, "--jobs")
    seed = plain_count(args.seed)
    if seed is None and args.seed.startswith("-") and plain_count(args.seed[1:]) is not None:
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
            from crapette.app.save import SaveStore

            save = SaveStore().path
            if save.is_file():  # a match in progress: its game can be replayed from the save
                from crapette.app.launch import command_name

                raise BadInput(_("no finished game is kept yet in {folder}; the match in progress is saved: "
                                 "{command} replay {save}").format(folder=shown(str(history.games_folder)),
                                                                   command=command_name(), save=shown(str(save))))
            raise BadInput(_("no finished game is kept yet in {folder}").format(folder=shown(str(history.games_folder))))
        if args.list:
            print(_("Finished games kept in {folder} (the last {count}), newest first:").format(
                folder=shown(str(history.games_folder)), count=KEEP_GAMES))
            for path in reversed(kept):
                print(game_line(path))
            return 0
        args.file = str(kept[-1])
    if args.file == "-":
        raise BadInput(_("replay reads a record FILE: standard input is needed for the keys"))
    text = read_input(args.file, data_file=args.last)
    name = shown(args.file)
    try:
        loaded = _record_or_save(text, name)
        if isinstance(loaded, Position):
            raise BadInput(_("{name}: a position, not a game record (crapette-record/1); "
                             "`crapette analyze` reads positions").format(name=name))
        from crapette.engine.safety import clean_text

        source = clean_text(os.path.basename(args.file), 60)
        if args.plain:
            from crapette.app.replay_model import Replay
            from crapette.plain.console import standard_console
            from crapette.plain.replay import PlainReplay

            lines = PlainReplay(Replay(loaded, source), standard_console(_wants_ascii(args)))
        else:
            from crapette.app.replay import make_replay_app

            app = make_replay_app(loaded, source)
            app.ascii = _wants_ascii(args)
            apply_remembered(app)
    except CrapetteError as exc:
        raise BadInput(f"{name}: {exc}") from None
    if args.plain:
        return lines.run()
    app.run()
    return app.return_code or 0


def apply_remembered(app: BaseApp) -> None:
    """The look last chosen (theme, four-colour deck, bell), put back (``app/look.py``)."""
    from crapette.app.look import apply_remembered as apply

    apply(app)


def _wants_ascii(args: argparse.Namespace) -> bool:
    from crapette.app.plain_ascii import wants_ascii

    return wants_ascii(bool(getattr(args, "ascii", False)))


def cmd_stats(args: argparse.Namespace) -> int:
    """`crapette stats`: the results per player name, from the data folder."""
    from crapette.app.history import History, stats_table

    history = History()
    stats = history.load_stats()
    if history.stats_note is not None:
        _say(f"crapette stats: {history.stats_note}")
    print(stats_table(stats))
    return 0


def _remote(name: str) -> Callable[[argparse.Namespace], int]:
    """A command of play from several terminals (``cli_remote``), loaded when it runs."""
    def run(args: argparse.Namespace) -> int:
        from crapette.cli_remote import COMMANDS as REMOTE

        return REMOTE[name](args)

    return run


def cmd_review(args: argparse.Namespace) -> int:
    from crapette.cli_review import cmd_review as review

    return review(args)


COMMANDS = {"play": cmd_play, "learn": cmd_learn, "replay": cmd_replay, "analyze": cmd_analyze,
            "stats": cmd_stats, "selfplay": cmd_selfplay, "review": cmd_review,
            **{name: _remote(name) for name in ("serve", "host", "join", "watch", "match")}}


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
    import crapette.words  # noqa: F401  (the engine's errors, printed, say their codes in the player's language)
    from crapette.cli_language import speak

    argv = list(sys.argv[1:] if argv is None else argv)
    for note in speak(argv):
        _say(f"crapette: {note}")
    from crapette.cli_parser import build_parser

    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except BadInput as exc:
        _say(f"crapette: {exc}")
        return EXIT_BAD_INPUT
    except OSError as exc:  # --help or --version to a full device or a closed pipe
        _silence_stdout()
        if not isinstance(exc, BrokenPipeError):
            _say("crapette: " + _("cannot write the output: {error}").format(error=exc.strerror or exc))
        return 1
    try:
        result: int = COMMANDS[args.command](args)
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
