"""`crapette review RECORD` (or ``--last``): what each decision of a finished game cost,
the calls made and missed, and the luck of the cards (``crapette.review``); ``--json``
prints the review JSON of docs/rules.md."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

from crapette.cli_args import BadInput, read_input, record_or_save, selfplay_count, shown
from crapette.i18n import _


def _record_text(args: argparse.Namespace) -> tuple[bytes, str]:
    """The record's bytes and its name as shown: FILE, or with ``--last`` the last finished
    game kept in the data folder (as ``crapette replay --last``)."""
    if (args.file is None) == (not args.last):
        raise BadInput(_("give a FILE or --last (one of them)"))
    if args.last:
        from crapette.app.history import History

        history = History()
        kept = history.games()
        if not kept:
            raise BadInput(_("no finished game is kept yet in {folder}").format(folder=shown(str(history.games_folder))))
        args.file = str(kept[-1])
    return read_input(args.file, data_file=args.last), shown(args.file)


def cmd_review(args: argparse.Namespace) -> int:
    from crapette.engine import CrapetteError, Position
    from crapette.review.rollout import DEFAULT_ROLLOUTS

    from crapette.app.plain_ascii import wants_ascii
    from crapette.i18n import set_plain

    ascii = wants_ascii(bool(args.ascii))
    set_plain(ascii)
    jobs = selfplay_count(args.jobs, "--jobs")
    rollouts = DEFAULT_ROLLOUTS if args.rollouts is None else selfplay_count(args.rollouts, "--rollouts")
    text, name = _record_text(args)
    try:
        loaded = record_or_save(text, name)
        if isinstance(loaded, Position):
            raise BadInput(_("{name}: a position, not a game record (crapette-record/1); "
                             "`crapette analyze` reads positions").format(name=name))
        loaded.replay()  # a record that cannot be replayed: one line, before any work
    except CrapetteError as exc:
        raise BadInput(f"{name}: {exc}") from None
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

    from crapette.review import report
    from crapette.review.reviewer import review

    bar = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                   TimeRemainingColumn(), console=Console(stderr=True), disable=args.no_progress, transient=True)
    with bar:
        task = bar.add_task(_("Reviewing"), total=len(loaded.actions))

        def progress(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        result = review(loaded, args.seed, rollouts, jobs, progress)
    if args.json:
        from crapette.engine import jsonfmt

        sys.stdout.write(jsonfmt.dumps(result.to_json()))
        return 0
    console = Console()
    if not console.is_terminal:
        console = Console(width=120)
    if ascii:  # --ascii, or a terminal that cannot show the suits: the tables laid out, then spelled in ASCII
        from crapette.app.plain_ascii import to_ascii

        with console.capture() as captured:
            for part in report.renderables(result):
                console.print(part)
        sys.stdout.write(to_ascii(captured.get()))
        return 0
    for part in report.renderables(result):
        console.print(part)
    return 0


def add_parser(sub: Any, add_lang: Callable[[argparse.ArgumentParser], None], ascii_help: str) -> None:
    """The sub-command's options (``cli_parser``; ``ascii_help`` its --ascii text, a msgid)."""
    from crapette.i18n import pgettext
    from crapette.cli_args import non_negative

    review = sub.add_parser(
        "review", help=_("what each decision of a game cost, the calls missed, the luck of the cards"),
        description=_("Review a game record: each choice against the strongest computer level's, its loss in win "
                      "chance and points (seeded rollouts), the priority rules broken, the calls missed or "
                      "unfounded, the luck of each card revealed, and a summary per player. The same record and "
                      "seed give the same review."))
    review.add_argument("file", metavar=pgettext("metavar", "FILE"), nargs="?", default=None,
                        help=_("a game record JSON file (crapette-record/1), a save file, or - for standard input"))
    review.add_argument("--last", action="store_true", help=_("review the last finished game"))
    review.add_argument("--seed", type=non_negative, default=0, metavar="S",
                        help=_("seed of the rollouts and of the computer's choices (default 0)"))
    review.add_argument("--rollouts", default=None, metavar="N",
                        help=_("rollouts per estimate, the review's depth (default 24): more is slower and surer"))
    review.add_argument("--jobs", default="1", metavar="J", help=_("processes to review on (default 1)"))
    review.add_argument("--json", action="store_true", help=_("print the review JSON (docs/rules.md) instead"))
    review.add_argument("--no-progress", action="store_true", help=_("do not show the progress bar"))
    review.add_argument("--ascii", action="store_true", help=_(ascii_help))
    add_lang(review)
