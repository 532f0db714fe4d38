"""The command line of play from several terminals (issue 30): `crapette serve`, `host`,
`join`, `watch`, `match new` and `match record`. Thin: parse, check, call the server
(``crapette.server``) or the remote match (``crapette.match.remote``), print.

A seat or a watcher opens the full-screen table (``app.remote_table``); ``--plain``
the line interface; ``--no-ui`` says each event as a line and plays only a computer seat.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from typing import Any

from crapette.cli_args import BadInput, shown
from crapette.i18n import _

DEFAULT_PORT = 8765


def _server_db(path: str | None) -> str:
    if path is not None:
        return path
    from crapette.app.files import data_dir

    return str(data_dir() / "server.sqlite")


def _limits(args: argparse.Namespace) -> Any:
    from crapette.server.serve import Limits

    limits = Limits()
    if getattr(args, "max_matches", None) is not None:
        limits.max_matches = args.max_matches
    if getattr(args, "expire_hours", None) is not None:
        limits.expire_hours = float(args.expire_hours)
    if getattr(args, "keepalive", None) is not None:
        limits.keepalive = float(args.keepalive)
    return limits


def _tls(args: argparse.Namespace) -> Any:
    certfile, keyfile = getattr(args, "certfile", None), getattr(args, "keyfile", None)
    if keyfile is not None and certfile is None:
        raise BadInput(_("--keyfile needs --certfile"))
    if certfile is None:
        return None
    import ssl

    from crapette.server.serve import ssl_context

    try:
        return ssl_context(certfile, keyfile)
    except (OSError, ssl.SSLError) as exc:
        raise BadInput(_("--certfile {path}: {error}").format(path=shown(certfile), error=exc)) from None


def cmd_serve(args: argparse.Namespace) -> int:
    """`crapette serve`: the match server, until interrupted."""
    from crapette.server.serve import run_server

    context = _tls(args)
    db = _server_db(args.db)
    try:
        run_server(args.host, args.port, db, _limits(args), context)
    except OSError as exc:
        raise BadInput(_("cannot listen on {host}:{port}: {error}").format(
            host=args.host, port=args.port, error=exc.strerror or exc)) from None
    except KeyboardInterrupt:
        return 0
    return 0


def match_options(args: argparse.Namespace) -> dict[str, Any]:
    """The options of a new match from `host` / `match new` (the play options): the
    names in the order of play, the computers' seats as --vs and --seat say."""
    from crapette.app.computer import OpponentError
    from crapette.app.seating import computer_seats, parse_levels
    from crapette.engine import CrapetteError, Rules

    try:
        table = Rules.from_names(args.variant).table
    except CrapetteError as exc:
        raise BadInput(_("--variant: {error}").format(error=exc)) from None
    order = [table.seat_name(s) for s in table.seats]
    try:
        levels = parse_levels(args.vs) if args.vs is not None else ()
        humans = args.seat.split(",") if args.seat is not None else None
        computers = computer_seats(table, levels, humans)
    except OpponentError as exc:
        raise BadInput(str(exc)) from None
    computer_words = {table.seat_name(s): level for s, level in computers.items()}
    names = {word: word.capitalize() for word in order}
    for word, level in computer_words.items():
        names[word] = "Computer (level {level})".format(level=level.split(":")[-1])
    if args.names is not None:
        from crapette.engine.safety import clean_name

        people = [w for w in order if w not in computer_words]
        if len(args.names) == len(order):
            named = order
        elif len(args.names) == len(people):
            named = people
        else:
            raise BadInput(_("--names: give {count} names ({seats}), not {given}").format(
                count=len(order), seats=", ".join(order), given=len(args.names)))
        for word, name in zip(named, args.names):
            names[word] = clean_name(name, word.capitalize())
    options: dict[str, Any] = {"variants": list(args.variant), "mode": args.mode or "stop",
                               "target": args.target or 300, "names": [names[w] for w in order],
                               "computers": computer_words}
    if args.seed is not None:
        options["seed"] = args.seed
    if args.away is not None:
        options["away"] = args.away
    if args.away_after is not None:
        options["away_after"] = args.away_after
    if args.pace is not None:
        options["pace"] = args.pace
    return options


def _create(server: str, options: dict[str, Any]) -> dict[str, Any]:
    from crapette.match.remote import RemoteError, create_match

    try:
        return create_match(server, options)
    except RemoteError as exc:
        raise BadInput(str(exc)) from None


def _server_arg(text: str) -> str:
    from crapette.server.links import LinkError, server_url

    try:
        return server_url(text)
    except LinkError as exc:
        raise BadInput(str(exc)) from None


def _listen(text: str) -> tuple[str, int]:
    host, colon, port = text.rpartition(":")
    if not colon:
        host, port = text, "0"
    if not port.isdigit() or int(port) > 65535:
        raise BadInput(_("--listen {text}: HOST:PORT, e.g. 127.0.0.1:8765 (port 0: any free port)").format(
            text=shown(text)))
    return host.strip("[]") or "127.0.0.1", int(port)


def links_lines(reply: dict[str, Any], you: str | None, computers: dict[str, str] | None = None) -> list[str]:
    """The links of a new match, one line each, the host's own marked; a seat the
    server's computer plays is named with its level instead of a link to hand out."""
    links = reply["links"]
    lines = [_("Match {match} — one link per seat; give each player theirs:").format(match=reply["match"])]
    from crapette.app.view import shown_name
    from crapette.words.describe import seat_word
    from crapette.engine.table import SEAT_IDS

    for word in reply["seats"]:
        level = (computers or {}).get(word)
        if level is not None:
            computer = shown_name("Computer (level " + level.split(":")[-1] + ")")
            lines.append("  " + _("{seat}: {link}").format(seat=seat_word(SEAT_IDS[word]), link=computer))
            continue
        mark = " " + _("(you)") if word == you else ""
        lines.append("  " + _("{seat}: {link}").format(seat=seat_word(SEAT_IDS[word]) + mark,
                                                      link=f"crapette join {shlex.quote(links[word])}"))
    lines.append("  " + _("Watch:") + f" crapette watch {shlex.quote(links['watch'])}")  # quoted: zsh reads # as a pattern
    return lines


def cmd_host(args: argparse.Namespace) -> int:
    """`crapette host`: create a match (on --server, or on a server started here with
    --listen), print the links, open the host's seat."""
    options = match_options(args)
    if args.server is not None and args.listen is not None:
        raise BadInput(_("give --server or --listen, not both"))
    thread = None
    if args.server is not None:
        server = _server_arg(args.server)
    else:
        from crapette.server.serve import ServerThread
        from crapette.server.store import Store

        host, port = _listen(args.listen or f"127.0.0.1:{DEFAULT_PORT}")
        try:
            thread = ServerThread(Store(_server_db(args.db)), host, port, _limits(args), _tls(args))
            server = thread.start()
        except OSError as exc:
            raise BadInput(_("cannot listen on {host}:{port}: {error}").format(
                host=host, port=port, error=exc.strerror or exc)) from None
    reply = _create(server, options)
    people = [w for w in reply["seats"] if w not in options["computers"]]
    you = people[0] if people else None
    print("\n".join(links_lines(reply, you, options["computers"])), flush=True)
    if thread is not None:
        print(_("The match is served by this crapette while it runs (`crapette serve` keeps a server on its "
                "own)."), flush=True)
    try:
        if you is None:
            return 0
        if not (args.no_ui or args.plain) and sys.stdin.isatty():
            # the table fills the terminal: the links must be handed out first
            try:
                input(_("Give each player their link (they stay here when you leave the table); press Enter to "
                        "open your seat.") + " ")
            except (EOFError, KeyboardInterrupt):
                print()
                return 0
        code = _seat(reply["links"][you], args, computer=None, served_here=thread is not None)
        if thread is not None:
            from crapette.app.launch import command_name

            print(_("This crapette served the match, which waits in {db}: `{command} serve --db {db} --port {port}` "
                    "serves it again, and the same links bring the players back.").format(
                db=_server_db(args.db), command=command_name(), port=server.rsplit(":", 1)[-1]))
        return code
    finally:
        if thread is not None:
            thread.stop()


def cmd_join(args: argparse.Namespace) -> int:
    computer = None
    if args.as_ is not None:
        from crapette.app.computer import OpponentError, parse_opponent

        try:
            computer = parse_opponent(args.as_)
        except OpponentError as exc:
            raise BadInput(_("--as: {error}").format(error=exc)) from None
    if args.web is not None:
        if computer is not None:
            raise BadInput(_("give --web or --as, not both"))
        return _web(_link(args.link), args, "join")
    return _seat(_link(args.link), args, computer)


def cmd_watch(args: argparse.Namespace) -> int:
    if args.web is not None:
        return _web(_link(args.link), args, "watch")
    return _seat(_link(args.link), args, computer=None)


def _link(text: str) -> str:
    from crapette.server.links import LinkError, parse_link

    try:
        return str(parse_link(text))
    except LinkError as exc:
        raise BadInput(str(exc)) from None


def _web(link: str, args: argparse.Namespace, command: str) -> int:
    """``--web HOST:PORT``: this seat's (or watcher's) table in a browser, through
    Textualize's textual-serve, which runs ``crapette join LINK`` (``watch``) per page."""
    import importlib

    try:  # an optional dependency (the extra "web"): imported by name, typed or not
        server_class: Any = importlib.import_module("textual_serve.server").Server
    except ImportError:
        raise BadInput(_("--web needs textual-serve: pip install 'crapette[web]' (or pip install textual-serve)")) \
            from None
    from crapette.i18n import language

    host, port = _listen(args.web)
    if port == 0:
        raise BadInput(_("--web {text}: give a port, e.g. 127.0.0.1:8000").format(text=shown(args.web)))
    run = [sys.executable, "-m", "crapette", command, link, "--lang", language()]
    if getattr(args, "ascii", False):
        run.append("--ascii")
    print(_("Open http://{host}:{port}/ in a browser: each page opens this table. Anyone who can open that address "
            "has what the link gives. ctrl+c stops.").format(host=host, port=port), flush=True)
    server_class(shlex.join(run), host=host, port=port, title="Crapette").serve()
    return 0


def _seat(link: str, args: argparse.Namespace, computer: str | None, served_here: bool = False) -> int:
    """Play (or watch) a link: ``--no-ui`` line by line, else the line interface."""
    from crapette.match.remote import RemoteError, RemoteMatch

    match = RemoteMatch(link, computer)
    if getattr(args, "no_ui", False):
        from crapette.match.headless import run_headless

        def say(line: str) -> None:
            print(line, flush=True)

        return run_headless(match, say, getattr(args, "pace", None) or 0.0)
    if not getattr(args, "plain", False):
        return _table(match, args, computer, served_here)
    from crapette.app.plain_ascii import wants_ascii
    from crapette.plain.commands import long_word
    from crapette.plain.console import standard_console
    from crapette.plain.play import PlainPlay

    console = standard_console(wants_ascii(bool(getattr(args, "ascii", False))))
    try:
        match.connect()
    except RemoteError as exc:
        raise BadInput(str(exc)) from None
    from crapette.app.selection import seat_names
    from crapette.app.view import who

    names = seat_names(match.game, match.options.names)
    seat = match.you
    console.say((_("You play {seat}.").format(seat=who(names, seat)) if seat is not None else
                 _("You are watching: no hidden card is shown, and no key acts.")) + " " +
                _("Type {help} for the commands.").format(help=long_word("help")))
    pace = getattr(args, "pace", None)
    if computer is not None and pace is None:
        pace = 0.6
    try:
        return PlainPlay(match, console, pace).run()
    except RemoteError as exc:
        console.say(str(exc))
        return 1


def _table(match: Any, args: argparse.Namespace, computer: str | None, served_here: bool = False) -> int:
    """The full-screen table of a remote seat or watcher (the default)."""
    from crapette.app.remote_seats import PACE
    from crapette.app.remote_table import run_table
    from crapette.match.remote import RemoteError

    try:
        match.connect()
    except RemoteError as exc:
        raise BadInput(str(exc)) from None
    match.reconnect_for = 0  # one try at a time: the table keeps drawing and tries again (screens/remote.py)
    pace = getattr(args, "pace", None)
    return run_table(match, bool(getattr(args, "ascii", False)), pace if pace is not None else PACE,
                     come_back=not served_here)


def cmd_match(args: argparse.Namespace) -> int:
    if args.match_command == "new":
        options = match_options(args)
        reply = _create(_server_arg(args.server), options)
        if args.json:
            print(json.dumps({"match": reply["match"], "seats": {w: reply["links"][w] for w in reply["seats"]},
                              "watch": reply["links"]["watch"]}, indent=1))
        else:
            print("\n".join(links_lines(reply, None, options["computers"])))
        return 0
    from crapette.match.remote import RemoteError, fetch_record

    try:
        record = fetch_record(_link(args.link))
    except RemoteError as exc:
        raise BadInput(str(exc)) from None
    from crapette.engine import jsonfmt

    sys.stdout.write(jsonfmt.dumps(record))
    return 0


def add_play_options(command: argparse.ArgumentParser) -> None:
    """The options of a new match (as `play`'s) and of its seats left empty."""
    from crapette.cli_args import non_negative, opponent, pace, positive, seats
    from crapette.i18n import pgettext

    command.add_argument("--variant", action="append", default=[], metavar=pgettext("metavar", "NAME"),
                         help=_("a variant to play (repeatable), or one of the French ways; see docs/rules.md"))
    command.add_argument("--seed", type=non_negative, default=None, metavar=pgettext("metavar", "SEED"),
                         help=_("seed of the first deal (random if not given; kept secret until each game ends)"))
    command.add_argument("--names", nargs="+", metavar=pgettext("metavar", "NAME"), default=None,
                         help=_("the players' names in the order of play (or the humans' alone with --vs)"))
    command.add_argument("--mode", choices=("stop", "strict"), default=None,
                         help=_("stop (default): violations may be called with Stop!; strict: they are refused"))
    command.add_argument("--target", type=positive, default=None, metavar=pgettext("metavar", "TARGET"),
                         help=_("points that win the match (default 300)"))
    command.add_argument("--vs", type=opponent, default=None, metavar=pgettext("metavar", "computer[:LEVEL]"),
                         help=_("seats the server's computer plays (one level per computer, e.g. "
                                "computer:3,computer:5)"))
    command.add_argument("--seat", type=seats, default=None, metavar=pgettext("metavar", "SEAT[,SEAT]"),
                         help=_("the people's seats with --vs (default: the first seats in the order of play)"))
    command.add_argument("--pace", type=pace, default=None, metavar=pgettext("metavar", "SECONDS"),
                         help=_("seconds between two actions of the server's computers (default 0.6)"))
    command.add_argument("--away", type=_away, default=None, metavar="wait|computer:N",
                         help=_("a seat whose player has gone: the others wait (default), or a computer takes it"))
    command.add_argument("--away-after", type=non_negative, default=None, metavar=pgettext("metavar", "SECONDS"),
                         help=_("seconds a seat may stay empty before the computer of --away takes it (default 60)"))


def _away(text: str) -> str:
    if text == "wait":
        return text
    from crapette.cli_args import opponent

    return opponent(text)


def add_commands(sub: Any, add_lang: Any, plain_help: str, ascii_help: str) -> None:
    """The sub-commands of this module, added to `crapette`'s parser."""
    from crapette.cli_args import non_negative, pace, positive
    from crapette.i18n import pgettext

    serve = sub.add_parser("serve", help=_("run a match server: friends play from their own terminals"),
                           description=_("An authoritative match server: it holds the games, checks every "
                                         "action, keeps the matches in a database (a restart loses nothing) "
                                         "and logs one line per connection and per finished game. It listens "
                                         "on the loopback unless told otherwise. See docs/protocol.md."))
    serve.add_argument("--host", default="127.0.0.1", help=_("the address to listen on (default 127.0.0.1; "
                                                               "0.0.0.0 for every network)"))
    serve.add_argument("--port", type=non_negative, default=DEFAULT_PORT,
                       help=_("the port (default 8765; 0: any free port)"))
    serve.add_argument("--db", default=None, metavar=pgettext("metavar", "FILE"),
                       help=_("the database of matches (default: server.sqlite in the data folder)"))
    serve.add_argument("--certfile", default=None, metavar=pgettext("metavar", "FILE"),
                       help=_("TLS: the certificate chain (PEM); the links then begin with wss://"))
    serve.add_argument("--keyfile", default=None, metavar=pgettext("metavar", "FILE"),
                       help=_("TLS: the private key (PEM), if not in the --certfile"))
    serve.add_argument("--max-matches", type=positive, default=None, metavar="N",
                       help=_("matches the server holds at most (default 200)"))
    serve.add_argument("--expire-hours", type=positive, default=None, metavar="H",
                       help=_("remove a match nobody has played for H hours (default 72)"))
    serve.add_argument("--keepalive", type=positive, default=None, metavar=pgettext("metavar", "SECONDS"),
                       help=_("seconds between two pings to each client; one that has not answered within as "
                              "long is disconnected (default 20)"))
    add_lang(serve)

    host = sub.add_parser("host", help=_("create a match on a server, print a link per seat, open your seat"),
                          description=_("Create a match on --server (or on a server started here: --listen), "
                                        "print one join link per seat and a watch link, and open your own "
                                        "seat (the first people's seat)."))
    host.add_argument("--server", default=None, metavar="URL", help=_("the server, ws://HOST:PORT or wss://HOST:PORT"))
    host.add_argument("--listen", default=None, metavar="HOST:PORT",
                      help=_("serve the match from this crapette (default 127.0.0.1:8765 when no --server)"))
    host.add_argument("--db", default=None, metavar=pgettext("metavar", "FILE"),
                      help=_("with --listen: the database of matches (default: server.sqlite in the data folder)"))
    add_play_options(host)
    host.add_argument("--no-ui", action="store_true", help=_("no screen: each event said as a line"))
    host.add_argument("--plain", action="store_true", help=_(plain_help))
    host.add_argument("--ascii", action="store_true", help=_(ascii_help))
    add_lang(host)

    join = sub.add_parser("join", help=_("take your seat in a match from its link"),
                          description=_("Open the table for the seat of LINK (printed by `crapette host` or "
                                        "`crapette match new`). Run it again with the same link to come back."))
    join.add_argument("link", metavar="LINK", help=_("the seat's link, ws://HOST:PORT/m/MATCH#TOKEN"))
    join.add_argument("--as", dest="as_", default=None, metavar="computer:N",
                      help=_("let a computer play this seat, e.g. computer:3"))
    join.add_argument("--pace", type=pace, default=None, metavar=pgettext("metavar", "SECONDS"),
                      help=_("with --as: seconds between the computer's actions (default 0.6; none with --no-ui)"))
    join.add_argument("--no-ui", action="store_true",
                      help=_("no screen: each event said as a line (a computer seat plays; ends with the match)"))
    join.add_argument("--plain", action="store_true", help=_(plain_help))
    join.add_argument("--ascii", action="store_true", help=_(ascii_help))
    join.add_argument("--web", default=None, metavar="HOST:PORT",
                      help=_("serve this seat's table to a browser at HOST:PORT (needs textual-serve)"))
    add_lang(join)

    watch = sub.add_parser("watch", help=_("follow a match from its watch link"),
                           description=_("Follow a match: every action and verdict, no hidden card, no key that acts."))
    watch.add_argument("link", metavar="LINK", help=_("the match's watch link"))
    watch.add_argument("--no-ui", action="store_true", help=_("no screen: each event said as a line"))
    watch.add_argument("--plain", action="store_true", help=_(plain_help))
    watch.add_argument("--ascii", action="store_true", help=_(ascii_help))
    watch.add_argument("--web", default=None, metavar="HOST:PORT",
                       help=_("serve the watcher's table to a browser at HOST:PORT (needs textual-serve)"))
    add_lang(watch)

    match = sub.add_parser("match", help=_("for scripts: create a match, print a game's record"),
                           description=_("`match new` creates a match and prints its links; `match record` prints "
                                         "the record of the game on the table as the link's seat may see it."))
    msub = match.add_subparsers(dest="match_command", metavar=pgettext("metavar", "COMMAND"))
    msub.required = True
    new = msub.add_parser("new", help=_("create a match on a server and print its links"),
                          description=_("Create a match on --server and print its links (--json: as JSON)."))
    new.add_argument("--server", required=True, metavar="URL", help=_("the server, ws://HOST:PORT or wss://HOST:PORT"))
    add_play_options(new)
    new.add_argument("--json", action="store_true", help=_("print the links as JSON"))
    add_lang(new)
    record = msub.add_parser("record", help=_("print the record of a match's game (what the link's seat may see)"),
                             description=_("Print the record (notation.md) of the game on the table: whole once it "
                                           "has ended; while it runs, what the link's seat may see (the cards "
                                           "never seen are stand-ins). `analyze` and `replay` read it."))
    record.add_argument("link", metavar="LINK", help=_("a seat's or the watch link"))
    add_lang(record)
    add_lang(match)


COMMANDS = {"serve": cmd_serve, "host": cmd_host, "join": cmd_join, "watch": cmd_watch, "match": cmd_match}

__all__ = ["COMMANDS", "add_commands", "match_options"]
