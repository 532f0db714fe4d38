"""`crapette play`: check the options, run the app, say where the match was left."""

from __future__ import annotations

import argparse
import sys


def run_play(args: argparse.Namespace) -> int:
    """Run a match from the parsed `play` options; 2 on bad options, 0 otherwise."""
    from crapette.engine import CrapetteError

    from crapette.app.app import make_app
    from crapette.app.computer import DEFAULT_PACE

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
            seat=args.seat or "south",
            pace=args.pace if args.pace is not None else DEFAULT_PACE,
        )
    except CrapetteError as exc:
        print(f"crapette play: {exc}", file=sys.stderr)
        return 2
    app.run()
    if app.store.exists():
        print(f"The match is saved in {app.store.path}; `crapette play` resumes it.")
    return app.return_code or 0


__all__ = ["run_play"]
