"""Tables that depend only on a board's size are kept for many small boards and for one
big board at a time: a bot playing 1000x1000 boards of sixteen sizes in turn held about
2.6 GB of neighbour tables for good."""

from __future__ import annotations

from minesweeper.engine.solver.neighbours import neighbour_counts, neighbour_table


def test_a_big_board_s_table_is_let_go_when_another_big_size_comes() -> None:
    small = neighbour_table(8, 8)
    big = neighbour_table(300, 300)
    assert neighbour_table(300, 300) is big  # kept while it is the one in use
    other = neighbour_table(301, 300)
    assert neighbour_table(300, 300) is not big  # built again: it was let go
    assert neighbour_table(300, 300) == big and len(other) == 301 * 300
    assert neighbour_table(8, 8) is small  # the small ones stay


def test_many_small_sizes_stay_kept() -> None:
    first = [neighbour_counts(rows, 10) for rows in range(1, 17)]
    neighbour_counts(400, 400)
    assert all(neighbour_counts(rows, 10) is kept for rows, kept in enumerate(first, 1))
