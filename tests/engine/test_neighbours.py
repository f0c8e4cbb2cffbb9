"""The solver's table of neighbours: every cell's neighbours, on boards of every shape."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from minesweeper.engine.coords import neighbour_indices
from minesweeper.engine.solver import neighbour_table


@given(st.integers(1, 12), st.integers(1, 12))
def test_each_cell_has_the_neighbours_a_direct_walk_finds(rows: int, cols: int) -> None:
    table = neighbour_table(rows, cols)
    assert len(table) == rows * cols
    for index in range(rows * cols):
        assert table[index] == tuple(neighbour_indices(index, rows, cols))


def test_a_large_board_gets_the_same_neighbours_at_its_corners_edges_and_middle() -> None:
    rows, cols = 300, 500
    table = neighbour_table(rows, cols)
    assert len(table) == rows * cols
    for row in (0, 1, 150, rows - 2, rows - 1):
        for col in (0, 1, 250, cols - 2, cols - 1):
            index = row * cols + col
            assert table[index] == tuple(neighbour_indices(index, rows, cols))
