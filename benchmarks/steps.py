"""Each level against the one below, over paired deals: ``python -m benchmarks.steps --game
zank-three --deals 400 --save FILE``

The issue's goal is that each level wins at least 60 % of its games against the level
below it, in every game. At two seats ``benchmarks.ladder --players
computer:N-1,computer:N`` measures that; at three seats the ladder's round robin plays
every three players together, which measures a step only through the ratings. Here level
``N`` plays two of level ``N-1``: each deal dealt three times, the seats rotated, with the
seats, deals and players' seeds of ``crapette selfplay --paired --players
computer:N,computer:N-1,computer:N-1 --seed SEED`` (``benchmarks.bound.play_deal``). The
figure is ``N``'s share of the decided games, ± its standard error over the deals.

Against two players a share is not a two-seat share: chance is a third. The Luce model
(the ladder's ratings at three seats) turns it into one: if ``N`` wins a share ``p`` of its
games against ``k - 1`` players of equal strength, its strength over theirs is ``r = (k -
1)·p / (1 - p)``, and it would win ``r / (1 + r)`` of its games against one of them. At
three seats the goal's 60 % is ``p ≥ 3/7`` (42.9 %). At two seats the share is the
two-seat share; the tool plays those too (the same deals as the ladder's pairing).

``--game`` and ``--step`` may be given several times: they take turns, ``--block`` deals
each, so a run stopped at any point has figures for every step. ``--save FILE`` appends
each deal's games as a JSON line as soon as it is played, a run with the same ``--save``
plays only the deals the file lacks, and ``--load FILE`` prints the figures of a file. A
benchmark, not a test: a Zank-Patience deal takes about a second, a standard three-seat
deal with searching levels half a minute and more.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from benchmarks.bound import Deal, figures, load, play_deal
from benchmarks.ladder import GAMES, Played, head_to_head, percentile, seat_count
from benchmarks.ladder import load as load_ladder
from crapette.bots import LEVELS

DEFAULT_SEED = 500_000
#: the goal: each level wins this share of its games against the one below, at two seats
GOAL = 0.60
STEPS = tuple(n for n in sorted(LEVELS) if n - 1 in LEVELS)


def level(n: int) -> str:
    return LEVELS[n].name


def two_seat_share(p: float, seats: int) -> float:
    """The share at two seats the Luce model gives a player that wins ``p`` of its games
    against ``seats - 1`` players of one strength: ``r / (1 + r)`` with ``r = (seats - 1)
    · p / (1 - p)``, which is ``(seats - 1)·p / (1 + (seats - 2)·p)``."""
    k = seats - 1
    return k * p / (1 + (k - 1) * p)


def two_seat_se(p: float, se: float, seats: int) -> float:
    """The standard error of ``two_seat_share`` (its derivative times ``se``)."""
    k = seats - 1
    return k * se / (1 + (k - 1) * p) ** 2


def share_needed(goal: float, seats: int) -> float:
    """The share against ``seats - 1`` players that is ``goal`` at two seats (the inverse
    of ``two_seat_share``): 3/7 for 60 % at three seats."""
    k = seats - 1
    return goal / (k - (k - 1) * goal)


def schedule(games: Sequence[str], steps: Sequence[int], deals: int, seed: int,
             block: int) -> Iterator[tuple[str, int, int]]:
    """The deals to play, the games (and in each the steps) taking turns ``block`` deals at
    a time."""
    for start in range(seed, seed + deals, block):
        for game in games:
            for step in steps:
                for deal in range(start, min(start + block, seed + deals)):
                    yield game, step, deal


@dataclass
class Step:
    game: str
    upper: str
    lower: str
    deals: int
    share: float  # the upper level's, of the decided games
    se: float
    blocked: int
    games: int
    two_seat: float  # the Luce model's share at two seats
    two_seat_se: float
    think_p95: float  # the upper level's CPU seconds a turn
    think_max: float
    safety: int

    @property
    def verdict(self) -> str:
        """Whether the step reaches the goal: firmly (two standard errors above), not firmly
        (above, but within two), or not."""
        if self.two_seat - 2 * self.two_seat_se >= GOAL:
            return "reached"
        return "reached, not firmly" if self.two_seat >= GOAL else "below"


def steps(deals: Sequence[Deal]) -> list[Step]:
    """The figures of each (game, upper, lower, series seed) of ``deals``, in the order of
    the games and the levels."""
    groups: dict[tuple[str, str, str, int], list[Deal]] = {}
    for d in deals:
        groups.setdefault((d.game, d.player, d.against, d.seed), []).append(d)
    out = []
    for (game, upper, lower, _), group in sorted(groups.items()):
        f = figures(group)
        n = seat_count(game)
        out.append(Step(game, upper, lower, f.deals, f.share, f.se, f.blocked, f.games, two_seat_share(f.share, n),
                        two_seat_se(f.share, f.se, n), f.think_p95, f.think_max, f.safety))
    return out


def ladder_steps(games: Sequence[Played]) -> list[Step]:
    """The steps of a ladder's file (``benchmarks.ladder --save``, two seats): each level
    against the one below wherever the two met."""
    out = []
    for game in sorted({g.game for g in games}):
        mine = [g for g in games if g.game == game]
        for n in STEPS:
            upper, lower = level(n), level(n - 1)
            h = head_to_head(mine, upper, lower)
            if h is None:
                continue
            share, se, _, blocked = h
            met = [g for g in mine if set(g.players) == {upper, lower}]
            deals = len({g.deal for g in met})  # played (the error is over those with a decided game)
            cpu = [t for g in met for k, p in enumerate(g.players) if p == upper for t in g.turn_cpu[k]]
            safety = sum(s for g in met for k, s in enumerate(g.safety) if g.players[k] == upper)
            out.append(Step(game, upper, lower, deals, share, se, blocked, len(met), share, se,
                            percentile(cpu, 95), max(cpu, default=0.0), safety))
    return out


def read(path: Path) -> list[Step]:
    """The steps of a file of this tool's or of the ladder's."""
    with path.open(encoding="utf-8") as f:
        first = next((line for line in f if line.strip()), "")
    if first and "players" in json.loads(first):
        return ladder_steps(load_ladder(path))
    return steps(load(path))


def cell(s: Step) -> str:
    """A step in the docs' table: at three seats the share against two, then at two seats."""
    blocked = f", {s.blocked} of {s.games} blocked" if s.blocked else ""
    if seat_count(s.game) == 3:
        return (f"{100 * s.share:.1f} % ± {100 * s.se:.1f} against two → **{100 * s.two_seat:.1f} % ± "
                f"{100 * s.two_seat_se:.1f}** ({s.deals} deals{blocked})")
    return f"**{100 * s.share:.1f} % ± {100 * s.se:.1f}** ({s.deals} deals{blocked})"


def markdown(found: Sequence[Step]) -> list[str]:
    """One row per game (in the ladder's order), one column per step."""
    head = "| game | " + " | ".join(f"{n} against {n - 1}" for n in STEPS) + " |"
    lines = [head, "|---|" + "---|" * len(STEPS)]
    by = {(s.game, s.upper): s for s in found}
    for game in GAMES:
        if any((game, level(n)) in by for n in STEPS):
            lines.append(f"| {game} | " + " | ".join(cell(by[game, level(n)]) if (game, level(n)) in by else "–"
                                                    for n in STEPS) + " |")
    return lines


def report(found: Sequence[Step]) -> list[str]:
    lines = []
    for s in found:
        three = seat_count(s.game) == 3
        line = (f"{s.game}: {s.upper} against {'two ' if three else ''}{s.lower}: {100 * s.share:.1f} % ± "
                f"{100 * s.se:.1f} of the decided games ({s.deals} deals, {s.blocked} of {s.games} games blocked)")
        if three:
            line += (f"; at two seats (Luce) {100 * s.two_seat:.1f} % ± {100 * s.two_seat_se:.1f}"
                     f" (the goal: {100 * share_needed(GOAL, 3):.1f} % against two)")
        lines.append(line + f"; {s.verdict}; think p95 {s.think_p95:.3f} s, max {s.think_max:.3f} s a turn"
                     + (f"; safety net {s.safety}" if s.safety else ""))
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.steps", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", action="append", choices=sorted(GAMES), help="(repeatable; default zank-three)")
    parser.add_argument("--step", action="append", type=int, choices=STEPS,
                        help="N: computer:N against computer:N-1 (repeatable; default every step)")
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--block", type=int, default=10, help="deals of one step before the next takes its turn")
    parser.add_argument("--save", type=Path, help="append each deal's games here (JSON lines); resume from it")
    parser.add_argument("--load", type=Path, action="append", default=[],
                        help="print the figures of a file of this tool's or of the ladder's --save, play nothing "
                             "(repeatable)")
    parser.add_argument("--markdown", action="store_true", help="with --load: as the table of docs/strength.md")
    args = parser.parse_args(argv)
    if args.load:
        missing = [str(p) for p in args.load if not p.is_file()]
        if missing:
            parser.error(f"no such file: {', '.join(missing)}")
        found = [s for path in args.load for s in read(path)]
        print("\n".join(markdown(found) if args.markdown else report(found)))
        return 0
    if args.deals < 1 or args.block < 1:
        parser.error("--deals and --block must be at least 1")
    games = args.game or ["zank-three"]
    done = {(d.game, d.player, d.against, d.seed, d.deal) for d in load(args.save)} if args.save else set()
    played: list[Deal] = []
    for game, step, deal in schedule(games, args.step or STEPS, args.deals, args.seed, args.block):
        upper, lower = level(step), level(step - 1)
        if (game, upper, lower, args.seed, deal) in done:
            continue
        result = play_deal(game, upper, args.seed, deal, against=lower)
        played.append(result)
        if args.save is not None:
            with args.save.open("a", encoding="utf-8") as out:
                out.write(json.dumps(asdict(result)) + "\n")
        print(f"{game} {upper} against {lower} deal {deal}: {result.won}", file=sys.stderr, flush=True)
    print("\n".join(report(steps(load(args.save) if args.save else played))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
