"""The public questions' refusals, from mutation testing (each test fails with a change to
`solver.questions` the rest of the suite let through)."""

from __future__ import annotations

import pytest

from minesweeper.engine.position import Position
from minesweeper.engine.probability import InconsistentError
from minesweeper.engine.solver import deductions, exact_probabilities, hint, probabilities


@pytest.mark.parametrize(("text", "mines", "went_off", "number"), [
    ("2#\n##", 3, {1, 2, 3}, "the 2 at row 0, column 0"),  # three mines beside a 2
    ("2##\n#8#\n###", 7, {1, 2, 3, 5, 6, 7, 8}, "the 8 at row 1, column 1"),  # seven by an 8
])
def test_a_number_with_no_closed_neighbour_left_and_other_mines_is_refused(
    text: str, mines: int, went_off: set[int], number: str
) -> None:
    # Mines went off around the number (moves taken back) and it has no closed neighbour
    # left: no rule looks at it again, so only the plain check can refuse it.
    shown = Position.from_text(text, mines)
    position = Position(shown.rows, shown.cols, mines, shown.cells,
                        known_mines=frozenset(went_off))
    message = f"^{number} cannot be satisfied$"
    for question in (hint, deductions, exact_probabilities, probabilities):
        with pytest.raises(InconsistentError, match=message):
            question(position)


@pytest.mark.parametrize(("mines", "message"), [
    (2, "2 mines left, but only 1 closed cell can hold them"),
    (3, "3 mines left, but only 1 closed cell can hold them"),
])
def test_more_mines_left_than_closed_cells_is_said_in_words(mines: int, message: str) -> None:
    position = Position.from_text("..1\n.1#", mines)
    with pytest.raises(InconsistentError, match=f"^{message}$"):
        hint(position)


def test_more_mines_left_than_two_closed_cells_is_said_in_words() -> None:
    position = Position.from_text("..1#\n.1##", 4)
    with pytest.raises(InconsistentError, match="^4 mines left, but only 3 closed cells can "
                                                "hold them$"):
        hint(position)


def test_a_hint_says_the_cell_and_what_to_do_before_its_reason() -> None:
    safe = hint(Position.from_text("1.\n##", 1))
    assert (safe.kind.value, safe.cell) == ("open", (1, 0))
    assert str(safe) == "row 1, column 0 is safe: " + safe.reason
    mine = hint(Position.from_text(".1\n#1", 1))
    assert (mine.kind.value, mine.cell) == ("flag", (1, 0))
    assert str(mine) == "row 1, column 0 is a mine: " + mine.reason
