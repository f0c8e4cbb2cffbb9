"""The solver's rules, from mutation testing (each test fails with a change to
`solver.core` the rest of the suite let through)."""

from __future__ import annotations

import pytest

from minesweeper.engine.position import Position
from minesweeper.engine.probability import InconsistentError
from minesweeper.engine.solver import deductions, hint


def test_two_numbers_that_cannot_both_be_satisfied_are_named() -> None:
    # Each number alone can be satisfied; but all three closed cells of the 2 touch the 1
    # beside it too: the 2 puts two mines where the 1 allows only one.
    position = Position.from_text("""
        ###
        211
        #1#
    """, 3)
    message = ("^the numbers at row 1, column 0 and row 1, column 1 cannot both be "
               "satisfied$")
    with pytest.raises(InconsistentError, match=message):
        hint(position)
    with pytest.raises(InconsistentError, match=message):
        deductions(position)
