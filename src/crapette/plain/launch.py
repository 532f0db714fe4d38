"""`crapette play --plain`: the same options as the full-screen app (checked by the same
factory), the same save (a match started in one resumes in the other), played line by
line (``play.py``)."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from crapette.plain.console import Console, standard_console

if TYPE_CHECKING:
    from crapette.app.save import MatchOptions, MatchSession


def yes_words() -> set[str]:
    from crapette.i18n import pgettext

    return {w.casefold() for w in (pgettext("plain answer", "yes y") + " yes y r resume").split()}


def run_plain_play(args: argparse.Namespace, console: Console | None = None) -> int:
    """Play a match from the parsed `play` options; 2 on bad options, 0 otherwise."""
    from crapette.app.app import make_app
    from crapette.app.computer import OpponentError
    from crapette.app.save import MatchSession, SaveError, SaveStore
    from crapette.engine import CrapetteError
    from crapette.i18n import _
    from crapette.match import LocalMatch
    from crapette.plain.commands import long_word
    from crapette.plain.play import PlainPlay

    try:  # the full-screen app's factory checks the options and seats the players
        config = make_app(variants=args.variant or (), seed=args.seed, names=args.names, mode=args.mode,
                          target=args.target, record=args.record, new=args.new, vs=args.vs, seat=args.seat).config
    except (CrapetteError, OpponentError) as exc:
        print(f"crapette play: {exc}", file=sys.stderr)
        return 2
    if console is None:
        from crapette.app.plain_ascii import wants_ascii

        console = standard_console(wants_ascii(bool(getattr(args, "ascii", False))))
    store = SaveStore(config.data_dir)
    options = config.options
    seed_words = _("seed {seed}").format(seed=options.first_seed)
    notice = _("New match: game 1 is dealt from {seed}. Type {help} for the commands.").format(
        seed=seed_words, help=long_word("help"))
    session: MatchSession | None = None
    if not store.claim():
        store.stop_saving()
        notice = _("New match, not saved (the save is open in another window): game 1, {seed}.").format(seed=seed_words)
        session = MatchSession.new(options, config.start)
    elif config.start is not None or config.new:
        session = MatchSession.new(options, config.start)
    else:
        try:
            saved = store.load()
        except SaveError as exc:
            moved = store.quarantine()
            console.say(_("The saved match could not be read") + ". " + _("{path}: {error}.").format(
                path=store.path, error=exc))
            console.say(_("It was kept as {path}.").format(path=moved) if moved else
                        _("It could not be moved aside."))
            saved = None
        if saved is not None:
            try:
                session = ask_resume(console, saved, options, config.given)
            except EOFError:  # input ended before the answer: nothing was played, the save stays
                return 0
            if session is saved:
                seed = (_("seed {seed}").format(seed=saved.seed) if saved.seed is not None
                        else _("a set position"))
                notice = _("Match resumed: game {number}, {seed}.").format(number=saved.game_number, seed=seed)
        if session is None:
            session = MatchSession.new(options)
    pace = args.pace if getattr(args, "pace", None) is not None else None
    match = LocalMatch(session, store)
    return PlainPlay(match, console, pace).run(notice)


def ask_resume(console: Console, saved: MatchSession, typed: MatchOptions,
               given: frozenset[str]) -> MatchSession | None:
    """The resume question, answered by a line: yes (or Enter) resumes the saved match,
    anything else starts a new one. Returns the saved session, or None."""
    from crapette.app.dialogs.resume import describe_save, option_differences
    from crapette.i18n import _, pgettext

    console.say(_("Resume the unfinished match?") + " " + describe_save(saved))
    differences = option_differences(saved.options, typed, given)
    if differences:
        console.say(_("The options you typed differ from the saved match's:"))
        console.say_all(differences)
    yes, no = pgettext("plain answer", "yes y").split()[0], pgettext("plain answer", "no n").split()[0]
    answer = console.ask(_("Enter or {yes}: resume · {no}: a new match").format(yes=yes, no=no))
    if answer is None or answer == "" or answer.casefold() in yes_words():
        return saved
    return None


__all__ = ["ask_resume", "run_plain_play"]
