"""How much choice a game leaves: a player that picks uniformly at random among the moves
the rules allow (it never breaks a priority rule or a step of Wegner's ladder), against
greedy. ``python -m benchmarks.ladder_choice --game zank --deals 200``

Where the rules decide nearly every move, even this player wins nearly half its games
against greedy, and no player can win much more: the spread between the worst player
that obeys the rules and the best one is small. Where they leave real choice (the
standard family), it loses nearly every game. ``docs/strength.md`` (the bound) quotes the
figures. Paired deals, each dealt once per seat, from ``--seed``; the player's generator
is seeded by the deal and its seat, so a run plays the same games every time.
"""

from __future__ import annotations

import argparse
import math
import random
import sys

from benchmarks.ladder import GAMES
from crapette.bots import clean_actions, first_call, make_player
from crapette.engine import Action, Game


class CleanRandomPlayer:
    """Any action that breaks no priority rule, uniformly; calls Stop! on every violation."""

    name = "random-clean"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Action:
        actions = clean_actions(game)
        return actions[0] if len(actions) == 1 else self.rng.choice(actions)

    def wants_stop(self, game: Game, seat: int | None = None) -> float | None:
        return 0.0 if game.last_violation() is not None else None


def play(game_name: str, deals: int, seed: int) -> tuple[float, float, int, int]:
    """The random player's share of the decided games against greedy, its standard error
    over the deals, the deals with a decided game, and the blocked games."""
    variants = GAMES[game_name]
    per_deal: list[tuple[int, int]] = []
    blocked = 0
    for deal in range(seed, seed + deals):
        won = decided = 0
        for swap in (0, 1):
            game = Game.new(deal, variants, "stop")
            seats = game.position.table.seats
            if len(seats) != 2:
                raise SystemExit("two seats only")
            mine = seats[swap]
            players = {mine: CleanRandomPlayer(2 * deal + swap), seats[1 - swap]: make_player("greedy", deal)}
            while not game.is_over:
                game.push(players[game.to_move].choose(game))
                if game.stop_caller is not None:
                    call = first_call(game, players)
                    if call is not None:
                        game.push(call.action)
            outcome = game.outcome
            assert outcome is not None
            if outcome.winner is None:
                blocked += 1
                continue
            decided += 1
            won += outcome.winner == mine
        if decided:
            per_deal.append((won, decided))
    total = sum(n for _, n in per_deal)
    share = sum(w for w, _ in per_deal) / total if total else 0.0
    d = len(per_deal)
    var = sum((w - share * n) ** 2 for w, n in per_deal) / total ** 2 * (d / (d - 1)) if d > 1 else 0.0
    return share, math.sqrt(var), d, blocked


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.ladder_choice", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=sorted(g for g in GAMES if "three-players" not in GAMES[g]), default="zank")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=500_000)
    args = parser.parse_args(argv)
    share, se, decided, blocked = play(args.game, args.deals, args.seed)
    print(f"{args.game}: a player choosing at random among the allowed moves wins {100 * share:.1f} % "
          f"± {100 * se:.1f} of the decided games against greedy ({args.deals} deals from seed {args.seed}, "
          f"{decided} with a decided game, {blocked} of {2 * args.deals} games blocked)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
