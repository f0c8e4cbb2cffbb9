"""Engine timings: board generation per preset, a one-click 1000x1000 board, one open, one flag.

Run: python benchmarks/engine.py   (prints medians; never run as a test)
"""

from __future__ import annotations

import platform
import random
import statistics
import sys
import time
from typing import Callable

from minesweeper.engine import Coord, Game, Level, Params, place_mines


def median_seconds(
    action: Callable[[], object], runs: int, setup: Callable[[], object] = list
) -> float:
    """The median wall time of `action` over `runs` runs, `setup` run untimed before each."""
    times = []
    for _ in range(runs):
        setup()
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def show(label: str, seconds: float, runs: int) -> None:
    if seconds >= 0.1:
        figure = f"{seconds:9.3f} s "
    elif seconds >= 1e-4:
        figure = f"{seconds * 1e3:9.3f} ms"
    else:
        figure = f"{seconds * 1e6:9.3f} us"
    print(f"{label:<48} {figure}  (median of {runs})")


def generation() -> None:
    for level in Level:
        params = level.params
        first = Coord(params.rows // 2, params.cols // 2)
        rng = random.Random(1)
        runs = 2000
        seconds = median_seconds(lambda: place_mines(params, first, rng), runs)  # noqa: B023
        show(f"generate {level.title} {params}", seconds, runs)


def huge_empty_board() -> None:
    params = Params(1000, 1000, 0)
    games: list[Game] = []

    def setup() -> None:
        games[:] = [Game.random(params, random.Random(1))]

    def open_all() -> None:
        games[0].open(Coord(500, 500))

    runs = 5
    seconds = median_seconds(open_all, runs, setup)
    assert games[0].opened == 1_000_000
    show("open a 1000x1000 empty board in one click", seconds, runs)


def advanced_single_actions() -> None:
    params = Level.ADVANCED.params
    field = place_mines(params, Coord(8, 15), random.Random(2024))
    # A numbered safe cell: opening it touches that cell alone, the common click in play.
    cell = next(
        Coord(r, c)
        for r in range(params.rows)
        for c in range(params.cols)
        if not field.is_mine(Coord(r, c)) and field.count(Coord(r, c)) > 0
    )
    games: list[Game] = []

    def fresh() -> None:
        games[:] = [Game.fixed(field)]

    runs = 5000
    show(f"open one numbered cell on Advanced ({cell})",
         median_seconds(lambda: games[0].open(cell), runs, fresh), runs)
    game = Game.fixed(field)
    show("flag (or unflag) one cell on Advanced",
         median_seconds(lambda: game.toggle_flag(cell), runs), runs)


def main() -> int:
    print(f"Python {platform.python_version()} on {platform.machine()} ({platform.system()})")
    generation()
    huge_empty_board()
    advanced_single_actions()
    return 0


if __name__ == "__main__":
    sys.exit(main())
