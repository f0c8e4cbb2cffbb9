"""The solver's neighbour table is the one neighbour iterator's answer, for every shape."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.engine.coords import neighbour_indices
from minesweeper.engine.solver.neighbours import neighbour_counts, neighbour_table


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 40), st.integers(1, 40))
def test_the_table_lists_each_cells_neighbours_in_order(rows: int, cols: int) -> None:
    expected = tuple(tuple(neighbour_indices(i, rows, cols)) for i in range(rows * cols))
    assert neighbour_table(rows, cols) == expected
    assert neighbour_counts(rows, cols) == tuple(len(cells) for cells in expected)
