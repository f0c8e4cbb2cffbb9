"""A long frontier part is counted by the needs it leaves open first, the backtracking
only where that gives up: on scattered openings of big boards the backtracking mostly ran
out of steps on such parts first (found by the chance map performance helper)."""

from __future__ import annotations

from pathlib import Path

import pytest

from minesweeper.engine import Position, enumeration
from minesweeper.engine.probability import enumerated
from minesweeper.engine.solver import Solver


def test_long_parts_counted_by_their_needs_first_have_the_figures_of_backtracking(
        monkeypatch: pytest.MonkeyPatch) -> None:
    position = Position.from_text(
        (Path(__file__).parent / "scattered_40x40.txt").read_text(), mines=320)
    solver = Solver.from_position(position)
    solver.explain = False
    constraints = solver.constraints()
    first = enumerated(constraints)
    assert any(len({tuple(sorted(n for n, around, _ in constraints if cell in around))
                    for cell in part.cells}) >= enumeration.STATES_FIRST for part in first)
    monkeypatch.setattr(enumeration, "STATES_FIRST", 10**9)
    again = enumerated(constraints)
    assert [(p.cells, p.ways, p.mine_ways, p.capped) for p in first] == \
        [(p.cells, p.ways, p.mine_ways, p.capped) for p in again]


def test_a_long_part_the_count_by_needs_gives_up_on_is_still_counted_exactly() -> None:
    # A closed row over a row of numbers: 30 groups of cells, one layout (a mine in every
    # third cell). Within 70 steps counting by the needs gives up and backtracking does
    # not: the figures are exact, and the solver proves every cell.
    from fractions import Fraction

    numbers = "".join(str(sum(1 for q in (c - 1, c, c + 1) if 0 <= q < 30 and q % 3 == 0))
                      for c in range(30)).replace("0", ".")
    position = Position.from_text("#" * 30 + "\n" + numbers, 10)
    solver = Solver.from_position(position, node_limit=70)
    counting = solver.count()
    assert not counting.capped
    assert [counting.probability(c) for c in range(30)] == \
        [Fraction(1 if c % 3 == 0 else 0) for c in range(30)]
    assert sorted((d.cell.col, d.is_mine) for d in solver.exact()) == \
        [(c, c % 3 == 0) for c in range(30)]
