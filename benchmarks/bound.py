"""The bound of a goal out of a game's reach: what a player that sees every face-down card
wins against greedy. ``python -m benchmarks.bound --game standard --deals 200``

The cheat is the strongest level (``computer:5``: the planner, no rule broken on
purpose, every violation called) whose search is given the face-down cards
(``crapette.bots.search``, ``PEEK``): the order of its hand (Wegner's source), so the
card each ``turn`` shows is known, and its reserve's cards, so a sequence goes on past
a new reserve card. It is for measurement only: it lives here, not in ``crapette``; no
name the app or ``crapette selfplay`` takes builds it (tests/bots/test_cheat.py).

Each deal is played once per seat (paired), the cheat against one greedy, or against two
at three seats, with the seats, deals and players' seeds of ``crapette selfplay --paired
--players computer:5 greedy [greedy] --seed SEED``: ``--player computer:5`` plays those
very games, so the honest level and the cheat can be compared deal by deal. The figure is
the share of the decided games won, with its standard error over the deals.

``--game`` and ``--player`` may be given several times: the games and players then take
turns, ``--block`` deals each, so a run stopped at any point has figures for all of them. ``--save FILE`` appends each
deal's games as a JSON line as soon as it is played, and a run with the same ``--save``
plays only the deals the file lacks; ``--load`` prints the figures of a file without
playing. A benchmark, not a test: a standard deal takes about 25 s of one core.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from benchmarks.ladder import GAMES, percentile
from crapette.bots import LEVELS, LeveledPlayer, Player, PlannerPlayer, first_call, make_player
from crapette.engine import Game
from crapette.selfplay import derive_seed, seat_order

DEFAULT_SEED = 500_000
CHEAT = "cheat"
#: the strongest level, which the cheat is with the face-down cards in view
STRONGEST = max(LEVELS)


class PeekingPlanner(PlannerPlayer):
    """The planner whose search sees the face-down cards (a cheat, for measurement only)."""

    name = "planner+peek"
    peek = True


def make_cheat(seed: int) -> Player:
    """The strongest level with a peeking planner: ``make_player("computer:5")`` but for
    the face-down cards its search is given."""
    level = LEVELS[STRONGEST]
    return LeveledPlayer(PeekingPlanner(seed), level, seed + 1)


def build(spec: str, seed: int) -> Player:
    return make_cheat(seed) if spec == CHEAT else make_player(spec, seed)


@dataclass
class Deal:
    """One deal, played once per seat: the measured player's results in each game."""

    game: str
    player: str
    seed: int  # the series seed (the players' seeds derive from it)
    deal: int
    won: list[bool | None]  # per game: won, lost, or None when the game was blocked
    points: list[list[int]]  # per game: the measured player's points, then the others'
    turn_cpu: list[float]  # the measured player's CPU seconds per turn, every game
    safety: int  # times the planner's safety net bit (should stay 0)
    against: str = "greedy"  # the player at every other seat


def play_deal(game_name: str, player: str, seed: int, deal: int, against: str = "greedy") -> Deal:
    """Play ``deal`` once per seat: ``player`` (A) against ``against`` at every other seat."""
    variants = GAMES[game_name]
    n = 3 if "three-players" in variants else 2
    specs = (player,) + (against,) * (n - 1)
    out = Deal(game_name, player, seed, deal, [], [], [], 0, against)
    for rotation in range(n):
        index = (deal - seed) * n + rotation
        players = [build(spec, derive_seed(seed, index, k)) for k, spec in enumerate(specs)]
        game = Game.new(deal, variants, "stop")
        seats = seat_order(index, game.position.table.seats)
        by_seat = {seat: players[k] for k, seat in enumerate(seats)}
        mine = seats[0]
        turn_seat, turn_cpu = -1, 0.0
        while not game.is_over:
            seat = game.to_move
            if seat != turn_seat or game.position.turn_start:
                if turn_seat == mine:
                    out.turn_cpu.append(round(turn_cpu, 5))
                turn_seat, turn_cpu = seat, 0.0
            start = time.thread_time()
            action = by_seat[seat].choose(game)
            turn_cpu += time.thread_time() - start
            game.push(action)
            if game.stop_caller is not None:
                call = first_call(game, by_seat)
                if call is not None:
                    game.push(call.action)
        if turn_seat == mine:
            out.turn_cpu.append(round(turn_cpu, 5))
        outcome = game.outcome
        assert outcome is not None
        out.won.append(None if outcome.winner is None else outcome.winner == mine)
        out.points.append([outcome.points[s] for s in seats])
        out.safety += int(getattr(players[0], "timeouts", 0))
    return out


def schedule(games: Sequence[str], players: Sequence[str], deals: int, seed: int,
             block: int) -> Iterator[tuple[str, str, int]]:
    """The deals to play, the games (and in each the players) taking turns ``block`` deals
    at a time."""
    for start in range(seed, seed + deals, block):
        for game in games:
            for player in players:
                for deal in range(start, min(start + block, seed + deals)):
                    yield game, player, deal


@dataclass
class Figures:
    deals: int
    share: float  # of the decided games
    se: float  # over the deals
    blocked: int
    games: int
    points: list[float]  # per game: the measured player's, then the mean of the others'
    think_p95: float
    think_max: float
    safety: int


def figures(deals: Sequence[Deal]) -> Figures:
    """The measured player's share of the decided games and its standard error, the
    deals being the units (a deal's games share its cards, so they are not independent)."""
    per_deal = [(sum(1 for w in d.won if w), sum(1 for w in d.won if w is not None)) for d in deals]
    per_deal = [(w, n) for w, n in per_deal if n]
    total = sum(n for _, n in per_deal)
    share = sum(w for w, _ in per_deal) / total if total else 0.0
    k = len(per_deal)
    var = sum((w - share * n) ** 2 for w, n in per_deal) / total ** 2 * (k / (k - 1)) if k > 1 else 0.0
    games = [p for d in deals for p in d.points]
    mine = sum(p[0] for p in games) / len(games) if games else 0.0
    others = sum(sum(p[1:]) / (len(p) - 1) for p in games) / len(games) if games else 0.0
    cpu = [t for d in deals for t in d.turn_cpu]
    return Figures(len(deals), share, math.sqrt(var), sum(1 for d in deals for w in d.won if w is None), len(games),
                   [mine, others], percentile(cpu, 95), max(cpu, default=0.0), sum(d.safety for d in deals))


def load(path: Path) -> list[Deal]:
    if not path.exists():
        return []
    return [Deal(**json.loads(line)) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def report(deals: Sequence[Deal]) -> list[str]:
    """One line per (game, player, series seed) of ``deals``."""
    groups: dict[tuple[str, str, int], list[Deal]] = {}
    for d in deals:
        groups.setdefault((d.game, d.player, d.seed), []).append(d)
    lines = []
    for (game, player, seed), group in sorted(groups.items()):
        f = figures(group)
        first, last = min(d.deal for d in group), max(d.deal for d in group)
        against = "two greedy" if "three-players" in GAMES[game] else "greedy"
        lines.append(
            f"{game}: {player} against {against}: {100 * f.share:.1f} % ± {100 * f.se:.1f} of the decided games "
            f"({f.deals} deals {first}-{last}, series seed {seed}; {f.blocked} of {f.games} games blocked); "
            f"points a game {f.points[0]:.1f} against {f.points[1]:.1f}; think p95 {f.think_p95:.3f} s, "
            f"max {f.think_max:.3f} s a turn; safety net {f.safety}")
    for (game, player, seed), group in sorted(groups.items()):
        if player == CHEAT:
            continue
        cheat = {d.deal: d for d in groups.get((game, CHEAT, seed), [])}
        pairs = [(cheat[d.deal], d) for d in group if d.deal in cheat]
        diff = paired_difference(pairs)
        if diff is not None:
            lines.append(f"{game}: cheat minus {player}, the {diff[2]} deals both played: "
                         f"{100 * diff[0]:+.1f} points of share ± {100 * diff[1]:.1f}")
    return lines


def deal_share(deal: Deal) -> float | None:
    """The share of a deal's decided games won; None if every game was blocked."""
    decided = [w for w in deal.won if w is not None]
    return sum(decided) / len(decided) if decided else None


def paired_difference(pairs: Sequence[tuple[Deal, Deal]]) -> tuple[float, float, int] | None:
    """The mean over the deals of the first player's share minus the second's, its
    standard error, and the deals counted (both had a decided game); None under two."""
    diffs = []
    for a, b in pairs:
        sa, sb = deal_share(a), deal_share(b)
        if sa is not None and sb is not None:
            diffs.append(sa - sb)
    n = len(diffs)
    if n < 2:
        return None
    mean = sum(diffs) / n
    var = sum((x - mean) ** 2 for x in diffs) / (n - 1)
    return mean, math.sqrt(var / n), n


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bound", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", action="append", choices=sorted(GAMES), help="(repeatable; default standard)")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--player", action="append",
                        help="the measured player: cheat (default) or any player's name (repeatable)")
    parser.add_argument("--block", type=int, default=10, help="deals of one game before the next takes its turn")
    parser.add_argument("--save", type=Path, help="append each deal's games here (JSON lines); resume from it")
    parser.add_argument("--load", type=Path, help="print the figures of a saved file, play nothing")
    args = parser.parse_args(argv)
    if args.load is not None:
        print("\n".join(report(load(args.load))))
        return 0
    players = args.player or [CHEAT]
    for player in players:
        if player != CHEAT:
            make_player(player, 0)  # an unknown name fails here, before any game
    games = args.game or ["standard"]
    done = {(d.game, d.player, d.seed, d.deal) for d in load(args.save)} if args.save else set()
    played: list[Deal] = []
    for game, player, deal in schedule(games, players, args.deals, args.seed, args.block):
        if (game, player, args.seed, deal) in done:
            continue
        result = play_deal(game, player, args.seed, deal)
        played.append(result)
        if args.save is not None:
            with args.save.open("a", encoding="utf-8") as out:
                out.write(json.dumps(asdict(result)) + "\n")
        print(f"{game} {player} deal {deal}: {result.won}", file=sys.stderr, flush=True)
    print("\n".join(report(load(args.save) if args.save else played)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
