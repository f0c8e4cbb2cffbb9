"""The pair rule (two numbers sharing closed cells) as a library user calls it."""

from __future__ import annotations

from minesweeper.engine import Coord
from minesweeper.engine.position import Position
from minesweeper.engine.solver import Solver


def test_the_pair_rule_alone_proves_what_a_pair_shows_when_one_number_is_full() -> None:
    # A bot may call Solver.pair() by itself: the 3 at row 1, column 0 shares at most 2
    # cells with the 3 beside it that can hold its mines, so its third cell is a mine.
    position = Position.from_text("""
        #####
        3#3##
    """, 5)
    solver = Solver.from_position(position)
    assert [(d.cell, d.is_mine) for d in solver.pair()] == [(Coord(0, 0), True)]
