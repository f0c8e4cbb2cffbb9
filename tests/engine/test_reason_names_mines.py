"""Tips' words that name cells: a number that already touches all its mines names them,
however many ("all 3 of its mines" beside one flag and four closed cells did not say which
they were), and one cell away from the numbers is not written as a number."""

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


def test_one_cell_away_from_the_numbers_is_not_written_as_a_number() -> None:
    # "leaves the 1 closed cell away from the numbers safe" read "the 1" as a number.
    from minesweeper.engine.solver.reasons import rest_reason

    state = [1, UNKNOWN, UNKNOWN, UNKNOWN]
    safe = rest_reason(state, 2, [0], False, "1 mine left in all", 1, mines=1)
    assert safe.endswith("fits the 1 at row 0, column 0 leaves the only closed cell away "
                         "from the numbers safe"), safe
    mine = rest_reason(state, 2, [0], True, "2 mines left in all", 1)
    assert mine.endswith("puts a mine in the only closed cell away from the numbers"), mine
    many = rest_reason(state, 2, [0], False, "1 mine left in all", 2, mines=1)
    assert many.endswith("leaves the 2 closed cells away from the numbers safe"), many


def test_a_count_names_the_few_numbers_it_needs_not_the_whole_frontier() -> None:
    # Found by the hint reviewer (Beginner, seed 13): the tip named "the 2 at row 0,
    # column 2, the 3 at row 1, column 2, the 1 at row 0, column 3 and 11 more numbers",
    # where three numbers and the 3 mines left prove it (single numbers were dropped only
    # from at most 12).
    from minesweeper.engine import Position, proof_of_safety

    position = Position.from_text("##211111\n##3##1##\n#3#21111\n1211....\n........\n"
                                  ".12321..\n12##F21.\n1#333#1.", mines=10)
    tip = proof_of_safety(position, frozenset({1}))
    assert tip is not None and "more number" not in tip.reason
    assert tip.reason.startswith("every way to place mines that fits the 1 at row 0, "
                                 "column 3, the 3 at row 2, column 1 and the 1 at row 0, "
                                 "column 6 with 3 mines left in all"), tip.reason
