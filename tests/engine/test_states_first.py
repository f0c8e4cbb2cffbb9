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
