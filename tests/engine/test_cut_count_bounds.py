"""The count by cuts (f7e6f3e) within its bound: a strip whose count takes a fair part of the
node limit is still counted exactly, and a frontier too tangled for it is estimated in
moments, not counted for minutes (found by the mutation tester: a count that gave up at a
hundredth of its limit, or that never gave up before it had gone through every cut, passed
the suite)."""

from __future__ import annotations

import random

import pytest
from test_thin_frontier import column_count

from minesweeper.engine import Position, probability_map


def picture(rows: int, cols: int, mines: set[tuple[int, int]],
            opened: list[tuple[int, int]]) -> str:
    """The position's text: the opened cells' numbers, every other cell closed."""
    def shown(r: int, c: int) -> str:
        if (r, c) not in opened:
            return "#"
        count = sum((r + i, c + j) in mines for i in (-1, 0, 1) for j in (-1, 0, 1))
        return str(count) if count else "."
    return "\n".join("".join(shown(r, c) for c in range(cols)) for r in range(rows))


def strip(cols: int, seed: int) -> tuple[str, int]:
    """Three rows, the middle one opened at every other column (each next to a mine): one
    long frontier part, two cells deep on either side."""
    rng = random.Random(seed)
    mines = {(r, c) for r in range(3) for c in range(cols)
             if (r != 1 or c % 2) and rng.random() < 0.3}
    opened = [(1, c) for c in range(0, cols, 2)]
    for r, c in opened:
        if not any((r + i, c + j) in mines for i in (-1, 1) for j in (-1, 0, 1)):
            mines.add((0, c))  # (a 0 would have opened its neighbours)
    return picture(3, cols, mines, opened), len(mines)


def lattice(size: int, seed: int) -> tuple[str, int]:
    """Cells opened at every other row and column of a square board, all the others closed:
    one frontier part as wide as the board, whose numbers stay open across every cut."""
    rng = random.Random(seed)
    opened = [(r, c) for r in range(0, size, 2) for c in range(0, size, 2)]
    mines = {(r, c) for r in range(size) for c in range(size)
             if (r % 2 or c % 2) and rng.random() < 0.3}
    return picture(size, size, mines, opened), len(mines)


def test_a_strip_whose_count_takes_a_fair_part_of_the_limit_is_counted_exactly() -> None:
    # Too many layouts for the search (it passes the node limit), few enough states across
    # each cut for the count to take about a tenth of it.
    text, mines = strip(60, 0)
    found = probability_map(Position.from_text(text, mines=mines))
    assert not found.is_estimate
    exact = column_count(text, mines)
    assert found.chances.keys() == exact.keys()
    for cell, chance in exact.items():
        assert found.chances[cell] == pytest.approx(float(chance), abs=1e-12), cell


@pytest.mark.timeout(15)  # (under a second here; a count left unbounded runs for hours)
def test_a_frontier_too_tangled_to_count_by_cuts_is_estimated_in_moments() -> None:
    # 21x21, every other row and column opened: the needs left open across a cut number
    # as many as a row's numbers, and their combinations run to billions of states.
    text, mines = lattice(21, 1)
    position = Position.from_text(text, mines=mines)
    found = probability_map(position)
    closed = {index for index, char in enumerate(text.replace("\n", "")) if char == "#"}
    assert found.chances.keys() == closed
    assert all(0.0 <= chance <= 1.0 for chance in found.chances.values())
