"""`crapette play`: check the options, run the app, say where the match was left."""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import sys
from collections.abc import Callable


def run_play(args: argparse.Namespace) -> int:
    """Run a match from the parsed `play` options; 2 on bad options, 0 otherwise."""
    from crapette.engine import CrapetteError

    from crapette.app.app import make_app
    from crapette.app.computer import DEFAULT_PACE, OpponentError

    try:
        app = make_app(
            variants=args.variant or (),
            seed=args.seed,
            names=args.names,
            mode=args.mode,
            target=args.target,
            record=args.record,
            new=args.new,
            vs=args.vs,
            seat=args.seat,
            pace=args.pace if args.pace is not None else DEFAULT_PACE,
        )
    except (CrapetteError, OpponentError) as exc:  # OpponentError: --names, --vs or --seat do not fit the table
        print(f"crapette play: {exc}", file=sys.stderr)  # the program's name and the message (the engine's, translated)
        return 2
    from crapette.app.plain_ascii import wants_ascii

    app.ascii = wants_ascii(bool(getattr(args, "ascii", False)))
    from crapette.app.look import apply_remembered

    apply_remembered(app)  # the theme, the four-colour deck and the bell last chosen
    app.run()
    if app.store.exists():
        from crapette.i18n import _

        print(wrapped(_("The match is saved in {path}; `{command} play` resumes it.").format(
            path=app.store.path, command=command_name())))
    return app.return_code or 0


def wrapped(text: str, width: int | None = None) -> str:
    """``text`` broken at spaces to the terminal's width: the terminal itself broke the
    quit message inside a word (« pla / y », issue 27 item 10). A word longer than the
    line (a path) stays whole; a no-break space holds."""
    import textwrap

    import re

    width = width or shutil.get_terminal_size().columns
    held = re.sub(r"`[^`]*`", lambda m: m.group(0).replace(" ", "\0"), text)  # a command stays on one line
    lines = textwrap.wrap(held, width=max(20, width - 1), break_long_words=False, break_on_hyphens=False)
    return "\n".join(lines).replace("\0", " ")


def command_name(argv0: str | None = None, which: Callable[[str], str | None] = shutil.which) -> str:
    """How to run crapette again from this shell: ``crapette`` when that name finds this
    very program on the PATH, else the path it was started by (``.venv/bin/crapette``), or
    ``python -m crapette`` when it was started as a module."""
    argv0 = sys.argv[0] if argv0 is None else argv0
    base = os.path.basename(argv0)
    if base in ("__main__.py", "-m", "-c", ""):
        return f"{shlex.quote(sys.executable)} -m crapette"
    found = which(base)
    if found is not None and _same_file(found, argv0):
        return base
    return shlex.quote(argv0)


def _same_file(a: str, b: str) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


__all__ = ["command_name", "run_play"]
