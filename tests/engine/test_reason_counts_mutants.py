"""The closed neighbours a reason counts, from mutation testing (the test fails with a change
to `solver.premises` the rest of the suite let through)."""

from __future__ import annotations

import random
import re

from minesweeper.engine import Coord, Game, Minefield
from minesweeper.engine.position import CLOSED, FLAG, Position
from minesweeper.engine.solver import deductions, neighbour_table

_WORDS = {"one": 1, "only one": 1}
_CLAIM = re.compile(r"the (\d) at row (\d+), column (\d+) has (?:exactly )?(\d+|only one) "
                    r"closed neighbours?\b(?! not)(?: \((\d+|one) of them flagged\))?")


def played(seed: int) -> Position:
    """A small real game opened at random safe cells, with a few flags right and wrong."""
    rng = random.Random(seed)
    rows, cols = rng.randint(3, 5), rng.randint(3, 6)
    mines = rng.randint(2, min(8, rows * cols - 2))
    field = Minefield.from_indices(rows, cols, rng.sample(range(rows * cols), mines))
    game = Game.fixed(field)
    safe = [i for i in range(rows * cols) if not field.is_mine_at(i)]
    for index in rng.sample(safe, rng.randint(1, len(safe) - 1)):
        if not game.is_over:
            game.open(Coord(*divmod(index, cols)))
    cells = bytearray(Position.from_game(game).cells)
    closed = [i for i, value in enumerate(cells) if value == CLOSED]
    for index in rng.sample(closed, min(len(closed), rng.randint(0, 2))):
        cells[index] = FLAG
    return Position(rows, cols, mines, cells)


def test_a_number_said_to_have_n_closed_neighbours_has_n_of_them() -> None:
    # (Closed neighbours "not proven safe" leave out the cells proven before: not counted.)
    claims = 0
    for seed in range(150):
        position = played(seed)
        around = neighbour_table(position.rows, position.cols)
        for found in deductions(position):
            for value, row, col, count, flagged in _CLAIM.findall(found.reason):
                index = int(row) * position.cols + int(col)
                assert position.cells[index] == int(value), found.reason
                shut = [q for q in around[index] if position.cells[q] >= CLOSED]
                said = _WORDS.get(count) or int(count)
                assert said == len(shut), (seed, found.reason)
                if flagged:
                    flags = sum(position.cells[q] == FLAG for q in shut)
                    assert (_WORDS.get(flagged) or int(flagged)) == flags, (seed, found.reason)
                claims += 1
    assert claims > 100
