"""Time the probability map on stuck Advanced positions; compare with ms-toollib if installed.

A stuck position is one where the solver proves nothing and a guess is needed. They are
collected by playing random Advanced games (first click at row 3, column 3) with the
auto-player's rules. Ours is `chances.mine_chance_rows` (the probability map's exact
counting straight from the position); the map through the solver's rules
(`solver.probabilities`) is timed beside it, and every map is checked against the exact
fractions.

    python benchmarks/probabilities.py --positions 200 --seed 1 --repeat 3
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Callable, TypeVar

from minesweeper.engine import Coord, Game, Level
from minesweeper.engine.chances import mine_chance_rows
from minesweeper.engine.position import CLOSED, Position
from minesweeper.engine.solver import (
    UNKNOWN,
    Solver,
    best_guess,
    exact_probabilities,
    probabilities,
)

T = TypeVar("T")
R = TypeVar("R")


def stuck_positions(count: int, seed: int) -> list[Position]:
    """Positions where a guess is needed, from games played with the solver."""
    params = Level.ADVANCED.params
    seeds = random.Random(seed)
    found: list[Position] = []
    while len(found) < count:
        game = Game.random(params, random.Random(seeds.getrandbits(64)))
        game.open(Coord(3, 3))
        while not game.is_over and len(found) < count:
            position = Position.from_game(game)
            solver = Solver.from_position(position)
            solver.explain = False
            safe = [d.cell for d in solver.deductions() if not d.is_mine]
            if safe:
                for cell in safe:
                    game.open(cell)
                continue
            found.append(position)
            counting = solver.last_counting or solver.count()
            unknown = [i for i, value in enumerate(solver.state) if value == UNKNOWN]
            game.open(position.coord(best_guess(solver, counting, unknown)))
    return found


def fastest(function: Callable[[T], R], argument: T, repeat: int) -> tuple[R, float]:
    """`function(argument)` and the least of `repeat` timings of it, in seconds."""
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        result = function(argument)
        best = min(best, time.perf_counter() - started)
    return result, best


def ms_toollib_board(position: Position) -> list[list[int]]:
    """The position as ms-toollib takes it: 0-8 open numbers, 10 a closed cell."""
    cols = position.cols
    return [
        [value if value < CLOSED else 10 for value in position.cells[r * cols:(r + 1) * cols]]
        for r in range(position.rows)
    ]


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3,
                        help="times per position of each map: the fastest counts")
    args = parser.parse_args()
    if args.positions < 1 or args.repeat < 1:
        parser.error("--positions and --repeat must be at least 1")
    positions = stuck_positions(args.positions, args.seed)
    try:
        import ms_toollib  # type: ignore[import-not-found]
    except ImportError:
        ms_toollib = None
        print("ms-toollib is not installed (pip install ms-toollib): no comparison")
    ours: list[float] = []
    solver_path: list[float] = []
    theirs: list[float] = []
    exact = 0
    worst = 0.0
    agree = 0
    # Interleaved, position by position, so that a change in the machine's load falls on
    # all three alike; each map is timed `repeat` times and the fastest kept (timeit's rule:
    # the others measure the other processes).
    for position in positions:
        ours_map, seconds = fastest(mine_chance_rows, position, args.repeat)
        ours.append(seconds)
        solver_path.append(fastest(probabilities, position, args.repeat)[1])
        fractions = exact_probabilities(position)
        cols = position.cols
        exact += all(
            ours_map[i // cols][i % cols] == float(fractions.get(i, 0))
            for i in range(position.rows * cols)
        )
        if ms_toollib is None:
            continue
        mines = float(position.mines)
        their_map, seconds = fastest(
            lambda board, mines=mines: ms_toollib.cal_probability_onboard(board, mines)[0],
            ms_toollib_board(position), args.repeat,
        )
        theirs.append(seconds)
        difference = max(
            abs(a - b)
            for our_row, their_row in zip(ours_map, their_map, strict=True)
            for a, b in zip(our_row, their_row, strict=True)
        )
        worst = max(worst, difference)
        agree += difference < 1e-6
    print(f"{len(positions)} stuck Advanced positions (seed {args.seed}): ours "
          f"(chances.mine_chance_rows) median {statistics.median(ours) * 1000:.3f} ms, mean "
          f"{statistics.mean(ours) * 1000:.3f} ms, max {max(ours) * 1000:.2f} ms")
    print(f"through the solver (solver.probabilities): median "
          f"{statistics.median(solver_path) * 1000:.3f} ms, mean "
          f"{statistics.mean(solver_path) * 1000:.3f} ms")
    print(f"exact: {exact}/{len(positions)} positions equal, on every cell, to the exact "
          "fractions of solver.exact_probabilities rounded to floats")
    if ms_toollib is None:
        return
    print(f"ms-toollib cal_probability_onboard: median {statistics.median(theirs) * 1000:.3f} "
          f"ms, mean {statistics.mean(theirs) * 1000:.3f} ms")
    print(f"agreement: {agree}/{len(positions)} positions within 1e-6 on every cell "
          f"(largest difference {worst:.2e})")
    print(f"ours/theirs (median time): "
          f"{statistics.median(ours) / statistics.median(theirs):.2f}; mean "
          f"{statistics.mean(ours) / statistics.mean(theirs):.2f}")


if __name__ == "__main__":
    main()
