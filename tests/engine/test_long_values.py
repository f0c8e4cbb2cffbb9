"""A message about a bad cell or mine quotes a short piece of it and still says what is
wrong: a long value cut at 200 characters lost the problem."""

from __future__ import annotations

import random
from typing import Any, Callable

import pytest

from minesweeper.engine import Game, Level, Minefield, OffBoardError, Position

LONG: Any = "A" * 300  # (a str where a cell goes)

CASES: list[tuple[str, Callable[[], object], str]] = [
    ("open", lambda: Game.random(Level.BEGINNER.params, random.Random(1)).open(LONG),
     "is not a row and a column"),
    ("mine", lambda: Minefield(3, 3, [LONG]), "is not a row and a column"),
    ("mine index", lambda: Minefield.from_indices(3, 3, [LONG]),
     "is not a whole number from 0 to 8, a cell of the 3x3 board"),
    ("flat index", lambda: Position.from_text("#", 0).coord(LONG),
     "is not a flat index of the 1x1 board (0 to 0)"),
]


@pytest.mark.parametrize(("name", "call", "problem"), CASES, ids=[c[0] for c in CASES])
def test_a_long_bad_value_is_quoted_short_and_the_problem_still_said(
        name: str, call: Callable[[], Any], problem: str) -> None:
    with pytest.raises(ValueError) as raised:
        call()
    message = str(raised.value)
    assert message.endswith(problem)
    assert "A" * 41 not in message and "(302 characters)" in message


def test_a_short_bad_cell_is_quoted_whole() -> None:
    with pytest.raises(OffBoardError, match=r"^cell '3 4' is not a row and a column$"):
        cell: Any = "3 4"
        Game.random(Level.BEGINNER.params, random.Random(1)).open(cell)
