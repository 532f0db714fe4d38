"""The strength ladder (``make ladder``): a round robin of the computer players of one game,
rated. ``python -m benchmarks.ladder --game standard --deals 100 [--jobs 2] [--write]``

Every pairing (every pair of players at two seats; at three seats every three players
together, and each player against two greedy) plays the same deals, each dealt once per
seat (``crapette selfplay --paired``: the deal's luck cancels). The ratings are a
Bradley–Terry model fitted to the games' winners, in its Luce form for three seats
(the chance that ``i`` wins a game among the set ``S`` is ``γi / Σ γj over S``),
expressed as Elo (400·log10 γ, greedy at 0: it and random are the yardsticks), with 95 %
confidence intervals from a bootstrap over the deals. Blocked games (stalemates) are left
out of the ratings and win shares, and counted. Also per player: its share of the decided
games it played, its points per game, and its thinking time per turn (CPU seconds of one
core: 95th percentile and maximum).

``--write`` puts the game's table into ``docs/strength.md`` (the latest table per game,
with its date and commit); ``--save FILE`` keeps every game's figures (JSON lines), and
``--load FILE`` rates saved games again without playing them. A benchmark, not a test:
it takes minutes to hours (``--deals``, ``--players`` and ``--jobs`` set how long).
"""

from __future__ import annotations

import argparse
import datetime
import itertools
import json
import math
import random
import subprocess
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

#: the games the ladder knows, by name: their variants
GAMES: dict[str, tuple[str, ...]] = {
    "standard": (),
    "one-deck": ("one-deck",),
    "three-players": ("three-players",),
    "zank": ("zank-patience",),
    "zank-advanced": ("zank-patience", "zank-advanced"),
    "zank-one-deck": ("zank-patience", "one-deck"),
    "zank-three": ("zank-patience", "three-players"),
    "schikanieren": ("zank-patience", "schikanieren"),
}
PLAYERS = ("random", "greedy", "computer:1", "computer:2", "computer:3", "computer:4", "computer:5")
#: the yardstick: its rating is 0
ANCHOR = "greedy"
DEFAULT_SEED = 7_000_000
BOOTSTRAP = 200
DOC = Path(__file__).resolve().parent.parent / "docs" / "strength.md"


@dataclass
class Played:
    """One game of the ladder: who sat where (in the order of the pairing), the winner
    (an index into ``players``, None for a blocked game), points, and the thinking."""

    game: str
    players: tuple[str, ...]
    deal: int  # the deal's seed
    winner: int | None
    points: tuple[int, ...]
    turn_cpu: tuple[tuple[float, ...], ...]
    safety: tuple[int, ...]  # the planner's safety net bit (should stay 0)


def seat_count(game: str) -> int:
    return 3 if "three-players" in GAMES[game] else 2


def schedule(game: str, players: Sequence[str]) -> list[tuple[str, ...]]:
    """The pairings: every pair at two seats; at three, every three players and each
    player against two greedy (the goal's figure)."""
    if seat_count(game) == 2:
        return list(itertools.combinations(players, 2))
    out = list(itertools.combinations(players, 3))
    if ANCHOR in players:
        out += [(p, ANCHOR, ANCHOR) for p in players if p != ANCHOR]
    return out


def play(game: str, players: Sequence[str], deals: int, seed: int, jobs: int,
         progress: bool = True) -> list[Played]:
    """Play the round robin of ``players`` at ``game``: ``deals`` deals per pairing."""
    from crapette.selfplay import run_selfplay

    out: list[Played] = []
    for specs in schedule(game, players):
        n = len(specs)
        summary = run_selfplay(deals * n, specs, seed, GAMES[game], jobs=jobs, progress=progress, paired=True)
        for r in summary.results:
            out.append(Played(game, specs, r.deal_seed, r.winner, r.points,
                              tuple(tuple(round(t, 5) for t in ts) for ts in r.turn_cpu), r.timeouts))
    return out


# --- the ratings ------------------------------------------------------------------------------


#: a game's result for the fit: the players present (a sorted tuple of names) and the winner
Event = tuple[tuple[str, ...], str]


def events_by_deal(games: Sequence[Played]) -> dict[int, Counter[Event]]:
    """The decided games, counted per deal (the bootstrap resamples deals)."""
    by_deal: dict[int, Counter[Event]] = {}
    for g in games:
        if g.winner is None:
            continue
        present = tuple(sorted(set(g.players)))
        by_deal.setdefault(g.deal, Counter())[(present, g.players[g.winner])] += 1
    return by_deal


def fit(events: Counter[Event], names: Sequence[str], iterations: int = 2000) -> dict[str, float]:
    """The Luce (Bradley–Terry) strengths by Hunter's MM algorithm, as Elo, the anchor at
    0. Each player also gets half a win in a game against a virtual player of the
    anchor's strength (a weak prior: a player that never won keeps a finite rating)."""
    gamma = {p: 1.0 for p in names}
    wins = Counter({p: 0.5 for p in names})
    for (_, winner), count in events.items():
        wins[winner] += count
    for _ in range(iterations):
        denom = {p: 1.0 / (gamma[p] + 1.0) for p in names}  # the virtual game
        for (present, _), count in events.items():
            total = sum(gamma[p] for p in present)
            for p in present:
                denom[p] += count / total
        new = {p: wins[p] / denom[p] for p in names}
        scale = new[ANCHOR] if ANCHOR in new else math.exp(sum(map(math.log, new.values())) / len(new))
        new = {p: v / scale for p, v in new.items()}
        done = max(abs(math.log(new[p] / gamma[p])) for p in names) < 1e-9
        gamma = new
        if done:
            break
    return {p: 400 * math.log10(gamma[p]) for p in names}


def ratings(games: Sequence[Played], names: Sequence[str], samples: int = BOOTSTRAP,
            seed: int = 0) -> dict[str, tuple[float, float, float]]:
    """Each player's Elo and its 95 % interval (bootstrap over the deals)."""
    by_deal = events_by_deal(games)
    deals = sorted(by_deal)
    everything: Counter[Event] = Counter()
    for c in by_deal.values():
        everything.update(c)
    best = fit(everything, names)
    rng = random.Random(seed)
    draws: dict[str, list[float]] = {p: [] for p in names}
    for _ in range(samples if deals else 0):
        resampled: Counter[Event] = Counter()
        for d in rng.choices(deals, k=len(deals)):
            resampled.update(by_deal[d])
        for p, elo in fit(resampled, names, 300).items():
            draws[p].append(elo)
    out = {}
    for p in names:
        xs = sorted(draws[p])
        low, high = (xs[int(0.025 * len(xs))], xs[min(len(xs) - 1, int(0.975 * len(xs)))]) if xs else (best[p], best[p])
        out[p] = (best[p], low, high)
    return out


def head_to_head(games: Sequence[Played], a: str, b: str) -> tuple[float, float, int, int] | None:
    """``a``'s share of the decided two-seat games between ``a`` and ``b`` (or of the
    three-seat games of ``a`` against two ``b``), its standard error over the deals,
    the deals and the blocked games; None if they did not meet."""
    per_deal: dict[int, list[int]] = {}
    blocked = 0
    for g in games:
        if set(g.players) != {a, b}:
            continue
        if g.winner is None:
            blocked += 1
            continue
        won = per_deal.setdefault(g.deal, [0, 0])
        won[0] += g.players[g.winner] == a
        won[1] += 1
    total = sum(n for _, n in per_deal.values())
    if not total:
        return None
    share = sum(w for w, _ in per_deal.values()) / total
    d = len(per_deal)
    var = sum((w - share * n) ** 2 for w, n in per_deal.values()) / total ** 2 * (d / (d - 1) if d > 1 else 1.0)
    return share, math.sqrt(var), d, blocked


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[max(0, min(len(ordered) - 1, math.ceil(q / 100 * len(ordered)) - 1))]


@dataclass
class Row:
    player: str
    elo: float
    low: float
    high: float
    share: float  # of the decided games it played
    scored: float  # of all its games: won, or blocked with the lowest count (a blocked game scores for it)
    games: int
    points: float  # per game
    think_p95: float
    think_max: float


def rows(games: Sequence[Played], names: Sequence[str]) -> list[Row]:
    rated = ratings(games, names)
    out = []
    for p in names:
        won = decided = played = 0
        scored = 0.0
        points = 0
        turns: list[float] = []
        for g in games:
            for k, spec in enumerate(g.players):
                if spec != p:
                    continue
                played += 1
                points += g.points[k]
                turns.extend(g.turn_cpu[k] if k < len(g.turn_cpu) else ())
                if g.winner is not None:
                    decided += 1
                    won += g.winner == k
                    scored += g.winner == k
                elif g.points[k] > 0:
                    scored += 1 / sum(1 for x in g.points if x > 0)
        elo, low, high = rated[p]
        out.append(Row(p, elo, low, high, won / decided if decided else 0.0, scored / played if played else 0.0, played,
                       points / played if played else 0.0, percentile(turns, 95), max(turns, default=0.0)))
    return sorted(out, key=lambda r: -r.elo)


def commit() -> str:
    """The commit the figures were measured at (``-dirty`` with uncommitted changes, the
    tables' own file aside)."""
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                              check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no", "--", ".",
                                ":!docs/strength.md"], capture_output=True, text=True, check=True).stdout.strip()
        return head + ("-dirty" if dirty else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def markdown(game: str, games: Sequence[Played], names: Sequence[str], deals: int, seed: int,
             measured_at: str | None = None) -> str:
    """The game's section of ``docs/strength.md`` (``measured_at``: the commit the games were
    played at; the current one if None)."""
    table = rows(games, names)
    blocked = sum(g.winner is None for g in games)
    safety = sum(sum(g.safety) for g in games)
    date = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d")
    variants = " ".join(f"--variant {v}" for v in GAMES[game]) or "(no variant)"
    lines = [
        f"### {game}",
        "",
        f"{date}, commit {measured_at or commit()}; {len(games)} games, {deals} deals per pairing from seed {seed}, "
        f"each dealt once per seat; {variants}; {blocked} blocked (left out of the ratings and shares)"
        + (f"; the safety net bit {safety} times" if safety else "") + ".",
        "",
        "| player | Elo (95 % CI) | won (of decided) | won or scored (of all) | points/game "
        "| think p95 / max (s/turn) |",
        "|---|---|---|---|---|---|",
    ]
    for r in table:
        think = f"{r.think_p95:.3f} / {r.think_max:.3f}" if r.think_max >= 0.0005 else "–"
        lines.append(f"| {r.player} | {r.elo:+.0f} ({r.low:+.0f} … {r.high:+.0f}) | {100 * r.share:.1f} % "
                     f"| {100 * r.scored:.1f} % | {r.points:.1f} | {think} |")
    elo = {r.player: r.elo for r in table}
    lines += ["", "Head to head (paired deals; share of the decided games ± standard error; "
              "in brackets the share the ratings give the pair at two seats):", ""]
    three = seat_count(game) == 3
    pairs = [(b, a) for a, b in zip(names, names[1:])]  # each level against the one below
    pairs += [(p, ANCHOR) for p in names if p != ANCHOR and (p, ANCHOR) not in pairs and (ANCHOR, p) not in pairs]
    for a, b in pairs:
        h = head_to_head(games, a, b)
        if h is None:
            if a in elo and b in elo:
                lines.append(f"- {a} against {b}: [{100 / (1 + 10 ** ((elo[b] - elo[a]) / 400)):.0f} %]")
            continue
        share, se, d, blk = h
        against = f"two {b}" if three else b
        expected = 100 / (1 + 10 ** ((elo[b] - elo[a]) / 400))
        lines.append(f"- {a} against {against}: {100 * share:.1f} % ± {100 * se:.1f} ({d} deals"
                     + (f", {blk} blocked" if blk else "") + f") [{expected:.0f} %]")
    return "\n".join(lines) + "\n"


def write_doc(game: str, section: str, doc: Path = DOC) -> None:
    """Replace (or add) the game's section between its markers in ``docs/strength.md``."""
    begin, end = f"<!-- ladder:{game} -->", f"<!-- /ladder:{game} -->"
    text = doc.read_text(encoding="utf-8") if doc.exists() else "# Strength\n"
    block = f"{begin}\n{section}{end}"
    if begin in text and end in text:
        head, rest = text.split(begin, 1)
        text = head + block + rest.split(end, 1)[1]
    else:
        text = text.rstrip("\n") + "\n\n" + block + "\n"
    doc.write_text(text, encoding="utf-8")


def load(path: Path) -> list[Played]:
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            d = json.loads(line)
            out.append(Played(d["game"], tuple(d["players"]), d["deal"], d["winner"], tuple(d["points"]),
                              tuple(map(tuple, d["turn_cpu"])), tuple(d["safety"])))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.ladder", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=sorted(GAMES), default="standard")
    parser.add_argument("--players", default=",".join(PLAYERS), help="comma-separated (default: %(default)s)")
    parser.add_argument("--deals", type=int, default=20, help="deals per pairing (default %(default)s)")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--save", type=Path, help="append every game's figures to this file (JSON lines)")
    parser.add_argument("--load", type=Path, action="append", default=[],
                        help="rate the games of this file (repeatable) instead of playing")
    parser.add_argument("--write", action="store_true", help="put the table into docs/strength.md")
    parser.add_argument("--no-progress", action="store_true")
    args = parser.parse_args(argv)
    names = [p.strip() for p in args.players.split(",") if p.strip()]
    measured_at = None if args.load else commit()  # before playing: the tree may change meanwhile
    if args.load:
        games = [g for path in args.load for g in load(path) if g.game == args.game and set(g.players) <= set(names)]
    else:
        games = play(args.game, names, args.deals, args.seed, args.jobs, not args.no_progress)
        if args.save:
            with args.save.open("a", encoding="utf-8") as f:
                for g in games:
                    f.write(json.dumps(asdict(g)) + "\n")
    deals = sorted({g.deal for g in games})
    section = markdown(args.game, games, names, len(deals), deals[0] if deals else args.seed, measured_at)
    sys.stdout.write(section)
    if args.write:
        write_doc(args.game, section)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
