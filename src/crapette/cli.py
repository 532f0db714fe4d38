"""The command line: thin sub-commands that parse, call the engine or the app, print.

Bad input never shows a traceback: it prints one line naming what is wrong and
exits with status 2.
"""

from __future__ import annotations

import argparse
import sys
from typing import Sequence

EXIT_BAD_INPUT = 2


class BadInput(Exception):
    """Input the user must fix; the message is printed as is."""


def _read_input(path: str) -> str:
    try:
        if path == "-":
            return sys.stdin.read()
        with open(path, encoding="utf-8") as fh:
            return fh.read()
    except FileNotFoundError:
        raise BadInput(f"{path}: no such file") from None
    except IsADirectoryError:
        raise BadInput(f"{path}: is a directory, not a file") from None
    except PermissionError:
        raise BadInput(f"{path}: permission denied") from None
    except UnicodeDecodeError:
        raise BadInput(f"{path}: not a UTF-8 text file") from None
    except OSError as exc:
        raise BadInput(f"{path}: {exc.strerror or exc}") from None


def cmd_analyze(args: argparse.Namespace) -> int:
    from crapette.engine import CrapetteError, Game, Position, load_any
    from crapette.engine import analysis

    text = _read_input(args.file)
    name = "standard input" if args.file == "-" else args.file
    try:
        loaded = load_any(text)
        if isinstance(loaded, Position):
            if args.after is not None:
                raise BadInput(f"{name}: --after applies to records, and this is a position")
            game = Game(loaded)
        else:
            game = loaded.replay(args.after)
    except CrapetteError as exc:
        raise BadInput(f"{name}: {exc}") from None
    sys.stdout.write(game.position.dumps() if args.position else analysis.dumps(game))
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    try:
        from crapette.app.launch import run_play
    except ImportError:
        print("The board is not built yet: `crapette analyze` works today.", file=sys.stderr)
        return 1
    return run_play(args)


def _non_negative(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text!r} must be 0 or more")
    return value


def _positive(text: str) -> int:
    value = _non_negative(text)
    if value == 0:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="crapette",
        description="Crapette (Russian Bank, Zank-Patience, Stop) in a terminal.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True

    play = sub.add_parser("play", help="play a match for two people at one keyboard",
                          description="Play a match of Crapette for two people sharing one keyboard.")
    play.add_argument("--variant", action="append", default=[], metavar="NAME",
                      help="a variant to play (repeatable); see docs/rules.md for the names")
    play.add_argument("--seed", type=_non_negative, default=None,
                      help="seed of the first deal (random if not given); later games use the next seeds")
    play.add_argument("--names", nargs=2, metavar=("SOUTH", "NORTH"), default=None,
                      help="the players' names (south sits at the bottom)")
    play.add_argument("--mode", choices=("stop", "strict"), default="stop",
                      help="stop: violations go through and may be called with Stop! (the real game); "
                           "strict: violations are refused and explained (for learning)")
    play.add_argument("--target", type=_positive, default=300, help="points that win the match (default 300)")
    play.add_argument("--record", metavar="FILE", default=None,
                      help="keep the game record in FILE, updated after every action")
    play.add_argument("--new", action="store_true", help="start a new match even if one was left unfinished")
    play.set_defaults(func=cmd_play)

    analyze = sub.add_parser(
        "analyze", help="list the allowed actions of a position or record, with their violations",
        description="Print the analysis JSON (notation.md) of a position, or of the position a record reaches.")
    analyze.add_argument("file", metavar="FILE", help="a position or record JSON file, or - for standard input")
    analyze.add_argument("--after", type=_non_negative, default=None, metavar="N",
                         help="for a record: analyse the position after its first N actions")
    analyze.add_argument("--position", action="store_true",
                         help="print the position reached (position JSON) instead of the analysis")
    analyze.set_defaults(func=cmd_analyze)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        result: int = args.func(args)
        return result
    except BadInput as exc:
        print(f"crapette {args.command}: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
