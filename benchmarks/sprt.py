"""A sequential test of a change to the computer (SPRT, as chess-engine testers run them):
``python -m benchmarks.sprt --game zank --new planner+run=1.2 --base planner``.

Deals are played in batches, each dealt once per seat (paired), until the evidence
decides between H0, the change is worth ``--elo0`` (0: no better), and H1, it is worth
``--elo1``; or until ``--max-deals``. Each deal is one observation, its score in [0, 1]:

- head to head (default): the new player's share of the deal's games (a blocked game
  counts half; with ``--on-count`` it goes to the player it scores for, the lower count:
  in a game that blocks often, such as Schikanieren, the points decide the match);
- ``--against greedy``: the new player and the base each play the deal against greedy,
  and the observation is 1/2 + (the new one's score - the base's) / 2.

The log-likelihood ratio is the generalized SPRT's normal approximation (Fishtest's):
LLR = n·(s1 - s0)·(2·m - s0 - s1) / (2·v), with m and v the observations' mean and
variance and s0, s1 the scores the two Elo differences give. It stops at
ln(β/(1-α)) (H0 accepted: reject the change) or ln((1-β)/α) (H1: accept it).
The deals come from ``--seed`` on: keep the tuning seeds apart from the ladder's.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field

from benchmarks.ladder import GAMES


#: no verdict before this many deals, and a variance of a deal's score at least this
#: (paired deals of the standard game vary about 0.1)
MIN_DEALS = 40
MIN_VARIANCE = 0.02


def score(elo: float) -> float:
    """The expected score of a player ``elo`` points stronger."""
    return 1.0 / (1.0 + 10.0 ** (-elo / 400.0))


@dataclass
class Test:
    elo0: float
    elo1: float
    alpha: float = 0.05
    beta: float = 0.05
    scores: list[float] = field(default_factory=list)

    @property
    def bounds(self) -> tuple[float, float]:
        return math.log(self.beta / (1 - self.alpha)), math.log((1 - self.beta) / self.alpha)

    def llr(self) -> float:
        n = len(self.scores)
        if n < 2:
            return 0.0
        m = sum(self.scores) / n
        v = sum((x - m) ** 2 for x in self.scores) / n
        v = max(v, MIN_VARIANCE)  # a few deals alike are not certainty
        s0, s1 = score(self.elo0), score(self.elo1)
        return n * (s1 - s0) * (2 * m - s0 - s1) / (2 * v)

    def verdict(self) -> str | None:
        if len(self.scores) < MIN_DEALS:
            return None
        low, high = self.bounds
        llr = self.llr()
        return "H0" if llr <= low else "H1" if llr >= high else None

    def elo(self) -> tuple[float, float]:
        """The measured Elo difference and its standard error (by the deals' scores)."""
        n = len(self.scores)
        m = sum(self.scores) / n
        se = math.sqrt(sum((x - m) ** 2 for x in self.scores) / max(1, n - 1) / n)
        clip = lambda x: min(max(x, 1e-3), 1 - 1e-3)  # noqa: E731
        elo = -400 * math.log10(1 / clip(m) - 1)
        hi = -400 * math.log10(1 / clip(m + se) - 1)
        return elo, hi - elo


def deal_scores(specs: tuple[str, ...], focus: str, deals: int, seed: int, variants: Sequence[str],
                jobs: int, on_count: bool = False) -> list[float]:
    """``focus``'s score in each deal (paired games: one per seat). A blocked game counts
    half, or with ``on_count`` it goes to the player who scores it (the lowest count)."""
    from crapette.selfplay import run_selfplay

    n = len(specs)
    summary = run_selfplay(deals * n, specs, seed, variants, jobs=jobs, progress=False, paired=True)
    out = []
    for d in range(deals):
        games = summary.results[d * n:(d + 1) * n]
        total = 0.0
        for g in games:
            if g.winner is None:
                scorers = [k for k, p in enumerate(g.points) if p > 0]
                if on_count and scorers:
                    total += sum(specs[k] == focus for k in scorers) / len(scorers)
                else:
                    total += 1.0 / n
            else:
                total += specs[g.winner] == focus
        out.append(total / n)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.sprt", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=sorted(GAMES), default="standard")
    parser.add_argument("--new", required=True, help="the changed player, e.g. planner+run=1.2")
    parser.add_argument("--base", default="planner")
    parser.add_argument("--against", help="judge both against this player (e.g. greedy) instead of head to head")
    parser.add_argument("--on-count", action="store_true",
                        help="a blocked game goes to the player who scores it (the lower count), not half to each")
    parser.add_argument("--elo0", type=float, default=0.0)
    parser.add_argument("--elo1", type=float, default=30.0)
    parser.add_argument("--alpha", type=float, default=0.05)
    parser.add_argument("--beta", type=float, default=0.05)
    parser.add_argument("--batch", type=int, default=20, help="deals per batch (default %(default)s)")
    parser.add_argument("--max-deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1_000_000)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    variants = GAMES[args.game]
    seats = 3 if "three-players" in variants else 2
    test = Test(args.elo0, args.elo1, args.alpha, args.beta)
    seed = args.seed
    verdict = None
    while len(test.scores) < args.max_deals and verdict is None:
        batch = min(args.batch, args.max_deals - len(test.scores))
        if args.against:
            rest = (args.against,) * (seats - 1)
            new = deal_scores((args.new, *rest), args.new, batch, seed, variants, args.jobs, args.on_count)
            base = deal_scores((args.base, *rest), args.base, batch, seed, variants, args.jobs, args.on_count)
            test.scores += [0.5 + (a - b) / 2 for a, b in zip(new, base)]
        else:
            if seats != 2:
                parser.error("head to head needs two seats: use --against at three")
            test.scores += deal_scores((args.new, args.base), args.new, batch, seed, variants, args.jobs,
                                       args.on_count)
        seed += batch
        verdict = test.verdict()
        elo, se = test.elo()
        low, high = test.bounds
        print(f"{len(test.scores)} deals: LLR {test.llr():+.2f} ({low:+.2f}, {high:+.2f}), "
              f"Elo {elo:+.1f} ± {se:.1f}", flush=True)
    elo, se = test.elo()
    what = {"H1": "accepted (H1)", "H0": "rejected (H0)", None: "undecided"}[verdict]
    print(f"{args.game}: {args.new} against {args.base}"
          + (f" (each against {args.against})" if args.against else "")
          + f": {what} after {len(test.scores)} deals from seed {args.seed}; Elo {elo:+.1f} ± {se:.1f}"
          + f" [elo0 {args.elo0:g}, elo1 {args.elo1:g}, alpha {args.alpha:g}, beta {args.beta:g}]")
    return 0 if verdict == "H1" else 1


if __name__ == "__main__":
    sys.exit(main())
