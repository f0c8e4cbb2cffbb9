"""Time no-guess generation per preset; compare with Simon Tatham's generator if installed.

    python benchmarks/generate.py --boards 200 --seed 1
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import time

from minesweeper.engine import Coord, Level
from minesweeper.engine.noguess import no_guess_minefield

SGT_MINES = "/usr/games/sgt-mines"


def percentile(values: list[float], fraction: float) -> float:
    """The nearest-rank percentile of `values`."""
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, round(fraction * len(ordered) + 0.5) - 1))
    return ordered[rank]


def time_ours(level: Level, boards: int, seed: int) -> tuple[list[float], float]:
    params = level.params
    first = Coord(params.rows // 2, params.cols // 2)
    rng = random.Random(seed)
    times: list[float] = []
    three_bv = 0
    for _ in range(boards):
        started = time.perf_counter()
        field = no_guess_minefield(params, first, rng)
        times.append(time.perf_counter() - started)
        three_bv += field.three_bv
    return times, three_bv / boards


def time_theirs(boards: int) -> list[float] | None:
    """sgt-mines' own per-board times for Advanced no-guess boards, or None if not installed."""
    path = SGT_MINES if os.path.exists(SGT_MINES) else shutil.which("sgt-mines")
    if path is None:
        return None
    result = subprocess.run(
        [path, "--generate", str(boards), "--time-generation", "30x16n99"],
        check=True, capture_output=True, text=True,
    )
    # One line per board: `Mines 30x16n99#SEED: SECONDS`.
    return [float(line.rsplit(":", 1)[1]) for line in result.stdout.splitlines() if ":" in line]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--boards", type=int, default=200)
    parser.add_argument("--sgt-boards", type=int, default=1000,
                        help="boards for sgt-mines to time (0: skip the comparison)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    advanced = (0.0, 0.0)
    for level in Level:
        times, mean_bv = time_ours(level, args.boards, args.seed)
        median = statistics.median(times)
        if level is Level.ADVANCED:
            advanced = (median, percentile(times, 0.99))
        print(f"{level.title:12} {level.params}: {args.boards} no-guess boards (first click at "
              f"the centre), median {median * 1000:.2f} ms, p99 "
              f"{percentile(times, 0.99) * 1000:.2f} ms, max {max(times) * 1000:.2f} ms, "
              f"mean 3BV {mean_bv:.1f}")
    if args.sgt_boards <= 0:
        return
    theirs = time_theirs(args.sgt_boards)
    if theirs is None:
        print("sgt-mines is not installed (apt-get install sgt-puzzles): no comparison")
        return
    median, p99 = statistics.median(theirs), percentile(theirs, 0.99)
    print(f"sgt-mines 30x16n99: {len(theirs)} boards (its own timing), median "
          f"{median * 1000:.2f} ms, p99 {p99 * 1000:.2f} ms")
    print(f"ours/theirs on Advanced: median {advanced[0] / median:.2f}, "
          f"p99 {advanced[1] / p99:.2f}")


if __name__ == "__main__":
    main()
