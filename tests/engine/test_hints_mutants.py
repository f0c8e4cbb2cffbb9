"""Help at a key press: the budget's edge, from mutation testing (the test fails with a
change to `hints` the rest of the suite let through)."""

from __future__ import annotations

from minesweeper.engine.hints import BUDGET_CELLS, is_over_budget
from minesweeper.engine.position import CLOSED, Position


def test_the_budget_takes_a_board_of_exactly_its_cells_and_refuses_one_more() -> None:
    assert BUDGET_CELLS == 200 * 200 == 40_000
    assert not is_over_budget(Position(200, 200, 10, bytes([CLOSED]) * 40_000))
    assert is_over_budget(Position(221, 181, 10, bytes([CLOSED]) * 40_001))  # 221 x 181 = 40,001
