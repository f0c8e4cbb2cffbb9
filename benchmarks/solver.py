"""Win rate of the auto-player on classic random games.

    python benchmarks/solver.py --level advanced --games 2000 --seed 1 [--jobs 2]
    python benchmarks/solver.py --level advanced --games 2000 --start corner

The default start clicks row 3, column 3, with its 3x3 block kept free of mines (an
opening, as in the published figures); `--start corner` clicks row 0, column 0 with only
that cell kept free (safe, not necessarily an opening: the classic start). Each game's
seed is drawn from `--seed` in order, so `--jobs N` gives the same result for any N.
"""

from __future__ import annotations

import argparse
import math
import random
import time
from multiprocessing import Pool

from minesweeper.engine import Coord, Game, Level, Minefield, Params
from minesweeper.engine.autoplay import autoplay

STARTS = {"row3col3": Coord(3, 3), "corner": Coord(0, 0)}


def wilson(wins: int, games: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = p + z * z / (2 * games)
    spread = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return (centre - spread) / scale, (centre + spread) / scale


def only_the_click_clear(params: Params, first: Coord, rng: random.Random) -> Minefield:
    """Mines placed uniformly on every cell but the first click (the classic start)."""
    index = first.row * params.cols + first.col
    chosen = rng.sample(range(params.cells - 1), params.mines)
    return Minefield.from_indices(
        params.rows, params.cols, [slot + (slot >= index) for slot in chosen]
    )


def play(job: tuple[str, str, int]) -> tuple[bool, int, float]:
    """One game: (level name, start name, seed) -> (won, guesses, CPU seconds)."""
    level, start, seed = job
    params = Level[level.upper()].params
    if start == "corner":
        game = Game.random(params, random.Random(seed), placement=only_the_click_clear)
    else:
        game = Game.random(params, random.Random(seed))
    cpu = time.process_time()
    guesses = autoplay(game, STARTS[start])
    return game.status.value == "won", guesses, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--level", choices=[level.name.lower() for level in Level],
                        default="advanced")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--start", choices=sorted(STARTS), default="row3col3")
    parser.add_argument("--jobs", type=int, default=1, help="processes to spread games over")
    args = parser.parse_args()
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    params = Level[args.level.upper()].params
    seeds = random.Random(args.seed)
    jobs = [(args.level, args.start, seeds.getrandbits(64)) for _ in range(args.games)]
    started = time.perf_counter()
    if args.jobs == 1:
        results = [play(job) for job in jobs]
    else:
        with Pool(args.jobs) as pool:
            results = pool.map(play, jobs, chunksize=max(1, args.games // (args.jobs * 20)))
    elapsed = time.perf_counter() - started
    wins = sum(won for won, _, _ in results)
    guesses = sum(count for _, count, _ in results)
    cpu = sum(seconds for _, _, seconds in results)
    low, high = wilson(wins, args.games)
    first = STARTS[args.start]
    print(f"{args.level} {params}: {args.games} games, seed {args.seed}, first click "
          f"{first.name} ({args.start}), {args.jobs} job(s)")
    print(f"{elapsed:.1f} s, {args.games / elapsed:.1f} games per second, "
          f"{cpu / args.games * 1000:.1f} ms CPU per game, "
          f"{guesses / args.games:.2f} guesses per game")
    print(f"win rate {100 * wins / args.games:.2f}% ({wins}/{args.games}), "
          f"95% CI {100 * low:.2f}%-{100 * high:.2f}% (Wilson)")


if __name__ == "__main__":
    main()
