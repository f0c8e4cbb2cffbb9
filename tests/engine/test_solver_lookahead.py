"""How many cells a guess looks ahead from: every cell about as safe as the least risky one
in real play on the presets (at most 100), fewer on boards so big that each look costs
seconds (a tip must answer a key press)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from minesweeper.engine import Coord, Game, Level
from minesweeper.engine.autoplayer import autoplay
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
    (16, 30, 100),  # Advanced's size: the most
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


def test_real_advanced_play_looks_at_every_cell_as_safe_as_the_best(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Cut to the 20 the cheap score ranks first, the look-ahead lost about 0.4 points
    from the corner: in real games every cell within the tolerance is looked at, so no
    limit, however large, changes a guess."""
    real = guess.outlook
    looks: list[int] = []

    def counted(solver: Solver, counting: Any, cell: int, **kwargs: Any) -> Any:
        looks.append(cell)
        return real(solver, counting, cell, **kwargs)

    def guesses(limit: int) -> list[int]:
        monkeypatch.setattr(guess, "LOOKAHEAD_LIMIT", limit)
        made: list[int] = []
        for seed in range(6):
            game = Game.random(Level.ADVANCED.params, random.Random(seed))
            autoplay(game, Coord(3, 3), watch=lambda choice, _: made.append(choice.cell))
        return made

    real_best = guess.weighed_guess
    most = 0

    def widest(*args: Any, **kwargs: Any) -> tuple[int, bool]:
        nonlocal most
        looks.clear()
        chosen = real_best(*args, **kwargs)
        most = max(most, len(looks))
        return chosen

    monkeypatch.setattr(guess, "outlook", counted)
    monkeypatch.setattr(guess, "weighed_guess", widest)
    policy = guesses(guess.LOOKAHEAD_LIMIT)
    assert most > 20
    assert guesses(10**6) == policy
