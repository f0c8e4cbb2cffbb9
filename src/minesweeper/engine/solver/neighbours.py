"""Each cell's neighbours on a board of a given size, as the solver looks them up."""

from __future__ import annotations

from itertools import islice

from ..coords import Coord, neighbour_indices
from ..sizecache import by_size


@by_size
def neighbour_table(rows: int, cols: int) -> tuple[tuple[int, ...], ...]:
    """The flat neighbour indices of every cell of a rows x cols board (in the order of
    `neighbour_indices`)."""
    size = rows * cols
    # Every cell as if inside the board, by fixed offsets (built in C: a million cells in a
    # fraction of a second), then the cells on the edges by the one neighbour iterator.
    # The tuples take their numbers from one list, so each index is one int
    # object shared by its eight neighbours' tuples: a 1000x1000 table needs 140 MB, not
    # the 350 MB of eight million separate ints.
    offsets = (-cols - 1, -cols, -cols + 1, -1, 1, cols - 1, cols, cols + 1)
    shift = cols + 1
    numbers = list(range(-shift, size + shift))
    table: list[tuple[int, ...]] = list(zip(
        *(islice(numbers, offset + shift, offset + shift + size) for offset in offsets),
        strict=True))
    for index in _edges(rows, cols):
        table[index] = tuple(neighbour_indices(index, rows, cols))
    return tuple(table)


@by_size
def neighbour_counts(rows: int, cols: int) -> tuple[int, ...]:
    """How many neighbours each cell of a rows x cols board has."""
    size = rows * cols
    counts = [8] * size
    for index in _edges(rows, cols):
        counts[index] = len(neighbour_indices(index, rows, cols))
    return tuple(counts)


def _edges(rows: int, cols: int) -> set[int]:
    """The cells on the four edges of a rows x cols board."""
    size = rows * cols
    return set(range(cols)) | set(range(size - cols, size)) \
        | set(range(0, size, cols)) | set(range(cols - 1, size, cols))


def steps(cell: int, other: int, cols: int) -> int:
    """How many king's moves apart two cells (flat indices) of a board `cols` wide are."""
    (row, col), (r, c) = divmod(cell, cols), divmod(other, cols)
    return max(abs(r - row), abs(c - col))


def flat(cell: Coord, cols: int) -> int:
    """`cell`'s flat index on a board `cols` wide."""
    return cell.row * cols + cell.col


def coords_of(cells: list[int], cols: int) -> tuple[Coord, ...]:
    """The cells at flat indices `cells` of a board `cols` wide."""
    return tuple(Coord(*divmod(cell, cols)) for cell in cells)
