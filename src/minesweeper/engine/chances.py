"""The probability map: each closed cell's exact chance of a mine, straight from a Position.

The same figures as counting after the solver's cheap rules (`solver.exact_probabilities`),
for a fraction of the work: the constraints are read off the position directly, one pass
of the single-number rule settles the cells it proves (so that a proven mine does not join
two frontier parts into one enumeration), and `count_layouts` counts the rest. Each chance
is a quotient of the exact layout counts, rounded once to the nearest float.
"""

from __future__ import annotations

from itertools import compress

from .position import CLOSED, FLAG, Position
from .probability import NODE_LIMIT, Counting, InconsistentError, count_layouts
from .solver import neighbour_table

_MINE = 11
_SAFE = 12
# Flags are claims, not facts: a flagged cell is closed like any other.
_UNFLAG = bytes(CLOSED if value == FLAG else value for value in range(256))
_IS_CLOSED = bytes(int(value == CLOSED) for value in range(256))
_IS_NONE = bytes(int(value == 0) for value in range(256))
_IS_SOME = bytes(int(value != 0) for value in range(256))


def mine_chances(position: Position, *, node_limit: int = NODE_LIMIT) -> dict[int, float]:
    """The mine probability of every closed cell (flags included), by flat index.

    InconsistentError when no layout fits the numbers and the mine count.
    """
    return chance_map(position, node_limit=node_limit)[0]


def chance_map(position: Position, *, node_limit: int = NODE_LIMIT
               ) -> tuple[dict[int, float], bool]:
    """`mine_chances`, and whether some of them are estimates (a frontier part had more
    layouts than `node_limit` steps could count)."""
    mines, safe, counting = _count(position, node_limit)
    total = counting.total
    mine_ways = counting.mine_ways
    # Cells away from the numbers all share one figure: divide the big integers once.
    rest = counting.rest
    out = dict.fromkeys(rest, mine_ways[rest[0]] / total) if rest else {}
    for part in counting.components:
        for cell in part.cells:
            out[cell] = mine_ways[cell] / total
    out.update(dict.fromkeys(mines, 1.0))
    out.update(dict.fromkeys(safe, 0.0))
    return out, bool(counting.capped)


def mine_chance_rows(position: Position, *, node_limit: int = NODE_LIMIT) -> list[list[float]]:
    """`mine_chances` row by row, 0.0 for open cells."""
    flat = [0.0] * (position.rows * position.cols)
    for index, chance in mine_chances(position, node_limit=node_limit).items():
        flat[index] = chance
    cols = position.cols
    return [flat[start:start + cols] for start in range(0, len(flat), cols)]


def _count(position: Position, node_limit: int) -> tuple[list[int], list[int], Counting]:
    """The cells the single-number rule proves mines and safe, and the counting of the
    closed cells still unknown.
    """
    rows, cols = position.rows, position.cols
    around = neighbour_table(rows, cols)
    state = bytearray(position.cells.translate(_UNFLAG))
    is_closed = state.translate(_IS_CLOSED)
    cells = range(len(state))
    unknown = list(compress(cells, is_closed))
    # Per cell: how many closed neighbours are unproven; per number with any of them, how
    # many mines they still hold.
    counts = neighbour_counts(is_closed, rows, cols)
    closed = list(counts)
    touched = int.from_bytes(counts.translate(_IS_SOME), "little")
    is_open = int.from_bytes(is_closed.translate(_IS_NONE), "little")
    numbers = list(compress(cells, (touched & is_open).to_bytes(len(state), "little")))
    need = list(state)
    ready = [n for n in numbers if need[n] == 0 or need[n] >= closed[n]]
    mines: list[int] = []
    safe: list[int] = []
    while ready:
        number = ready.pop()
        left = need[number]
        count = closed[number]
        if not count or left and left < count:
            continue
        if left > count:
            raise InconsistentError(_unsatisfied(state[number], number, cols))
        found = [q for q in around[number] if state[q] == CLOSED]
        if left:
            mines += found
            for cell in found:
                state[cell] = _MINE
            # Every open neighbour of a closed cell is a number.
            for cell in found:
                for other in around[cell]:
                    if state[other] < CLOSED:
                        unproven = closed[other] = closed[other] - 1
                        wanted = need[other] = need[other] - 1
                        if unproven and (wanted == 0 or wanted >= unproven):
                            ready.append(other)
        else:
            safe += found
            for cell in found:
                state[cell] = _SAFE
            for cell in found:
                for other in around[cell]:
                    if state[other] < CLOSED:
                        unproven = closed[other] = closed[other] - 1
                        if unproven and (need[other] == 0 or need[other] >= unproven):
                            ready.append(other)
    constraints = []
    for number in numbers:
        if closed[number]:
            found = [q for q in around[number] if state[q] == CLOSED]
            constraints.append((number, found, need[number]))
        elif need[number]:
            raise InconsistentError(_unsatisfied(state[number], number, cols))
    still = [i for i in unknown if state[i] == CLOSED] if mines or safe else unknown
    counting = count_layouts(constraints, still, position.mines - len(mines), node_limit)
    return mines, safe, counting


def neighbour_counts(marks: bytes | bytearray, rows: int, cols: int) -> bytes:
    """Per cell, how many of its neighbours are marked (`marks`: one byte, 0 or 1, a cell).

    One byte a cell in a Python int, the rows padded by a zero on each side: the sum of the
    eight shifted copies counts every cell's neighbours at once (at most 8: no carries).
    """
    width = cols + 2
    padded = bytearray((rows + 2) * width)
    for row in range(rows):
        start = (row + 1) * width + 1
        padded[start:start + cols] = marks[row * cols:(row + 1) * cols]
    grid = int.from_bytes(padded, "little")
    total = 0
    for step in (1, width - 1, width, width + 1):
        total += (grid << 8 * step) + (grid >> 8 * step)
    counts = (total & ((1 << 8 * len(padded)) - 1)).to_bytes(len(padded), "little")
    return b"".join(
        counts[start:start + cols] for start in range(width + 1, (rows + 1) * width, width)
    )


def _unsatisfied(value: int, number: int, cols: int) -> str:
    row, col = divmod(number, cols)
    return f"the {value} at row {row}, column {col} cannot be satisfied"
