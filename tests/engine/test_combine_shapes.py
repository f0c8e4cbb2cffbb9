"""Frontier parts combined by shape (engine/shapes.py): the same total and the same ways
for every cell as multiplying the other parts out for each part, which took 20 s of the
chance map on a 200 x 200 board with 736 parts (found by the chance map performance helper,
whose tests these are)."""

from __future__ import annotations

import random
from math import comb

import pytest

from minesweeper.engine import Coord, Game, Minefield, Position
from minesweeper.engine.probability import (
    Constraint,
    InconsistentError,
    count_layouts,
    enumerated,
)
from minesweeper.engine.solver import Solver


def scattered(rows: int, cols: int, mines: int, opens: int, seed: int) -> Position:
    """A board with `opens` or more cells opened at random safe places (a bot's position)."""
    rng = random.Random(seed)
    field = Minefield.from_indices(rows, cols, rng.sample(range(rows * cols), mines))
    game = Game.fixed(field)
    safe = [i for i in range(rows * cols) if i not in field.mine_indices]
    rng.shuffle(safe)
    opened = 0
    for index in safe:
        if opened >= opens:
            break
        opened += len(game.open(Coord(*divmod(index, cols))).changed)
    return game.position()


def small_parts(seed: int) -> tuple[list[Constraint], list[int], int]:
    """Many small independent parts, several of one shape, some that can hold one number
    of mines only; the cells off them; the mines left."""
    rng = random.Random(seed)
    constraints: list[Constraint] = []
    cells: list[int] = []
    for part in range(rng.randint(3, 12)):
        base = 100 * part
        size = rng.choice((2, 3, 3, 4, 5))
        own = list(range(base, base + size))
        mined = set(rng.sample(own, rng.randint(0, size)))
        cells += own
        first = own[: rng.randint(1, size)]
        constraints.append((10_000 + base, first, len(mined.intersection(first))))
        if rng.random() < 0.6:  # a second number on some of the cells
            second = own[rng.randint(0, size - 1):]
            constraints.append((10_001 + base, second, len(mined.intersection(second))))
    rest = list(range(5_000, 5_000 + rng.randint(0, 30)))
    return constraints, cells + rest, rng.randint(0, len(cells) + len(rest))


def multiplied_out(constraints: list[Constraint], unknown: list[int], remaining: int
                   ) -> tuple[int, dict[int, int]]:
    """The total and each cell's mine layouts, each part's layouts tried one by one and the
    others' ways multiplied out for it (no shapes, no sums shared)."""
    parts = enumerated(constraints)
    ways = []
    for part in parts:
        row = [0] * (len(part.cells) + 1)
        for mines, count in part.ways.items():
            row[mines] = count
        ways.append(row)

    def product(rows: list[list[int]]) -> list[int]:
        out = [1]
        for row in rows:
            out = [sum(out[i] * row[k - i] for i in range(len(out)) if 0 <= k - i < len(row))
                   for k in range(len(out) + len(row) - 1)]
        return out

    free = len(unknown) - sum(len(part.cells) for part in parts)
    everything = product(ways)
    total = sum(n * comb(free, remaining - k) for k, n in enumerate(everything)
                if remaining - k >= 0)
    mine_ways = {}
    for i, part in enumerate(parts):
        others = product(ways[:i] + ways[i + 1:])
        for c, cell in enumerate(part.cells):
            mine_ways[cell] = sum(
                row[c] * n * comb(free, remaining - mines - k)
                for mines, row in part.mine_ways.items()
                for k, n in enumerate(others) if remaining - mines - k >= 0)
    in_parts = {cell for part in parts for cell in part.cells}
    for cell in unknown:
        if cell not in in_parts:
            mine_ways[cell] = sum(n * comb(free - 1, remaining - k - 1)
                                  for k, n in enumerate(everything) if remaining - k - 1 >= 0)
    return total, mine_ways


@pytest.mark.parametrize("seed", range(60))
def test_parts_combined_by_shape_count_what_multiplying_them_out_counts(seed: int) -> None:
    constraints, unknown, remaining = small_parts(seed)
    try:
        expected = multiplied_out(constraints, unknown, remaining)
    except InconsistentError:
        return
    if expected[0] == 0:
        with pytest.raises(InconsistentError):
            count_layouts(constraints, unknown, remaining)
        return
    counting = count_layouts(constraints, unknown, remaining)
    assert (counting.total, counting.mine_ways) == expected


@pytest.mark.parametrize("seed", range(4))
def test_a_scattered_boards_parts_combine_as_multiplied_out(seed: int) -> None:
    # Real frontiers: hundreds of small parts, many of one shape or holding one number of
    # mines only, and the cells off the frontier.
    position = scattered(24, 24, 115, 140, seed)
    solver = Solver.from_position(position)
    solver.explain = False
    constraints = solver.constraints()
    unknown, remaining = solver.unknown_cells(), solver.mines - solver.known_mines
    counting = count_layouts(constraints, unknown, remaining)
    assert (counting.total, counting.mine_ways) == multiplied_out(constraints, unknown,
                                                                  remaining)
