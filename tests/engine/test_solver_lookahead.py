"""How many cells a guess looks ahead from: all 20 of the best on every preset, fewer on
boards so big that each look costs seconds (a tip must answer a key press)."""

from __future__ import annotations

from typing import Any

import pytest

from minesweeper.engine.position import Position
from minesweeper.engine.solver import Solver, guess


def ones_apart(rows: int, cols: int) -> str:
    """A closed board with a lone 1 every 6 cells along row 2: a dozen equally risky
    guesses around each, more than any look-ahead takes."""
    lines = [["#"] * cols for _ in range(rows)]
    for col in range(2, cols - 2, 6):
        lines[2][col] = "1"
    return "\n".join("".join(line) for line in lines)


@pytest.mark.parametrize(("rows", "cols", "looked"), [
    (16, 30, 20),  # Advanced's size: all 20
    (60, 60, 20 * 2000 // (60 * 60 - 10)),  # 11
    (200, 200, 3),  # the fewest
])
def test_big_boards_look_ahead_from_fewer_cells(
    monkeypatch: pytest.MonkeyPatch, rows: int, cols: int, looked: int,
) -> None:
    solver = Solver.from_position(Position.from_text(ones_apart(rows, cols),
                                                     mines=rows * cols // 5))
    counting = solver.count()
    calls: list[int] = []
    real = guess.outlook

    def counted(solver: Solver, counting: Any, cell: int, **kwargs: Any) -> Any:
        calls.append(cell)
        return real(solver, counting, cell, **kwargs)

    monkeypatch.setattr(guess, "outlook", counted)
    chosen = guess.best_guess(solver, counting, solver.unknown_cells())
    assert len(calls) == looked and chosen in calls
