"""A number that already touches all its mines names them, however many: "all 3 of its
mines" beside one flag and four closed cells did not say which cells they were."""

from __future__ import annotations

from minesweeper.engine.solver.marks import MINE, UNKNOWN
from minesweeper.engine.solver.reasons import single_reason


def test_all_of_a_number_s_mines_are_named_when_it_touches_them_all() -> None:
    state = [MINE, UNKNOWN, MINE,
             MINE, 3, UNKNOWN,
             UNKNOWN, UNKNOWN, UNKNOWN]
    reason = single_reason(state, 3, 4, mines=3, need=0, closed=4, is_mine=False)
    assert reason == ("the 3 at row 1, column 1 already touches all 3 of its mines at row 0, "
                      "column 0; row 0, column 2 and row 1, column 0, so its other neighbours "
                      "are safe")
    state[4] = 2  # two of them: "and" between, as before
    state[2] = UNKNOWN
    reason = single_reason(state, 3, 4, mines=2, need=0, closed=5, is_mine=False)
    assert reason.endswith("both of its mines at row 0, column 0 and row 1, column 0, so its "
                           "other neighbours are safe")
