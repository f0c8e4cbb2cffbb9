"""Win rate of the auto-player on classic random games (first click at row 3, column 3).

    python benchmarks/solver.py --level advanced --games 2000 --seed 1
"""

from __future__ import annotations

import argparse
import math
import random
import time

from minesweeper.engine import Coord, Game, Level
from minesweeper.engine.autoplay import autoplay

FIRST = Coord(3, 3)


def wilson(wins: int, games: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = p + z * z / (2 * games)
    spread = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return (centre - spread) / scale, (centre + spread) / scale


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--level", choices=[level.name.lower() for level in Level],
                        default="advanced")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    params = Level[args.level.upper()].params
    seeds = random.Random(args.seed)
    wins = 0
    guesses = 0
    started = time.perf_counter()
    for _ in range(args.games):
        game = Game.random(params, random.Random(seeds.getrandbits(64)))
        guesses += autoplay(game, FIRST)
        wins += game.status.value == "won"
    elapsed = time.perf_counter() - started
    low, high = wilson(wins, args.games)
    print(f"{args.level} {params}: {args.games} games, seed {args.seed}, first click {FIRST}, "
          f"{elapsed / args.games * 1000:.1f} ms per game, {guesses / args.games:.2f} guesses "
          "per game")
    print(f"win rate {100 * wins / args.games:.1f}% ({wins}/{args.games}), "
          f"95% CI {100 * low:.1f}%-{100 * high:.1f}% (Wilson)")


if __name__ == "__main__":
    main()
