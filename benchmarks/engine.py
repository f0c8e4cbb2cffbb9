"""Engine timings: board generation per preset, a one-click 1000x1000 board, one open, one flag,
a hint on a 200x200 board with 8,000 flags, one that must guess on a 200x200 board with
40% mines, and reading board files built to be slow (16 MB of blank lines; a comment line of
a million dots).

Run: python benchmarks/engine.py   (prints medians; never run as a test)
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from typing import Callable

from minesweeper.engine import (
    Coord,
    Game,
    Level,
    Params,
    Position,
    first_click_comments,
    parse_bytes,
    place_mines,
    player_hint,
    rows_in_comments,
)
from minesweeper.engine.solver import HintKind


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


def hint_among_many_flags() -> None:
    """The largest board with exact hints (40,000 cells), every mine flagged and every safe
    cell open but a 12x12 corner: a hint proves each flag again (flags are never trusted)
    before it reaches the corner."""
    params = Params(200, 200, 8000)
    field = place_mines(params, Coord(100, 100), random.Random(1))
    rows = []
    for r in range(params.rows):
        row = []
        for c in range(params.cols):
            cell = Coord(r, c)
            if r < 12 and c < 12:
                row.append("#")
            elif field.is_mine(cell):
                row.append("F")
            else:
                row.append(str(field.count(cell) or "."))
        rows.append("".join(row))
    position = Position.from_text("\n".join(rows), params.mines)
    runs = 5
    show("hint, 200x200 with 8,000 flags, proof in a corner",
         median_seconds(lambda: player_hint(position), runs), runs)


def hint_after_many_losses_taken_back() -> None:
    """200x200 with 7,000 mines (seed 3): 1,500 random opens, each loss taken back (239 of
    them), then a hint. Each mine seen going off is flagged, and is never a wrong flag."""
    params = Params(200, 200, 7000)
    game = Game.random(params, random.Random(3))
    game.open(Coord(100, 100))
    rng = random.Random(3)
    for _ in range(1500):
        cell = Coord(rng.randrange(params.rows), rng.randrange(params.cols))
        if not game.tile(cell).is_open:
            game.open(cell)
            if game.is_over:
                game.undo()
    position = game.position()
    runs = 5
    show(f"hint, 200x200 after {game.deaths} losses taken back",
         median_seconds(lambda: player_hint(position), runs), runs)


def guess_on_a_dense_big_board() -> None:
    """The largest board with exact hints, 40% mines (seed 1), safe cells open all over it,
    played by its hints until nothing can be proven: the hint then looks ahead for its
    guess among many frontiers."""
    params = Params(200, 200, 16000)
    game = Game(params, minefield=place_mines(params, Coord(100, 100), random.Random(1)))
    game.open(Coord(100, 100))
    rng = random.Random(2)
    for _ in range(120):  # safe cells all over, as a player after a few lucky guesses
        cell = Coord(rng.randrange(params.rows), rng.randrange(params.cols))
        if not game.minefield.is_mine(cell):
            game.open(cell)
    while not (given := player_hint(position := Position.from_game(game))).is_guess:
        if given.kind is HintKind.MINE:
            game.toggle_flag(given.cell)
        else:
            game.open(given.cell)
    runs = 3
    show("guess hint, 200x200 with 40% mines",
         median_seconds(lambda: player_hint(position), runs), runs)


def board_files() -> None:
    """Everything the game does with a board file's bytes before play: read the board,
    then look for `# first click` lines and for rows drawn after a `#`."""
    for label, data in (
        ("read 16 MB of blank lines after a header", b"4 5\n" + b"\n" * 16_000_000),
        ("read a picture with 1 MB of dots in a comment",
         b".....\n..*..\n#" + b"." * 1_000_000 + b" separator\n"),
    ):
        runs = 5

        def read() -> None:
            parse_bytes(data, "bench.in")  # noqa: B023
            list(first_click_comments(data))  # noqa: B023
            list(rows_in_comments(data))  # noqa: B023

        show(label, median_seconds(read, runs), runs)


def main() -> int:
    argparse.ArgumentParser(description=__doc__.split("\n\n")[0]).parse_args()  # (--help)
    print(f"Python {platform.python_version()} on {platform.machine()} ({platform.system()})")
    generation()
    huge_empty_board()
    advanced_single_actions()
    hint_among_many_flags()
    hint_after_many_losses_taken_back()
    guess_on_a_dense_big_board()
    board_files()
    return 0


if __name__ == "__main__":
    sys.exit(main())
